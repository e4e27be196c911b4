import { redirect, type LoaderFunctionArgs } from 'react-router';
import { useSessionStore } from '../../shared/session/session-store';
import { RouteGuard } from '../guards';
import { AuthLayout } from './auth-layout';

// SPEC §2: every page of the authenticated shell needs a log-in; a logged-out visitor goes to
// /login, from the server (the page-session cookie) and in the browser (the session store).
export function loader({ context }: LoaderFunctionArgs) {
  if (!context.session) throw redirect('/login');
  return null;
}

export function clientLoader() {
  if (!useSessionStore.getState().isUserLoggedIn) throw redirect('/login');
  return null;
}

/** The shell, which also leaves for /login when the session ends while it is open. */
export default function AuthRoute() {
  return (
    <RouteGuard access="auth">
      <AuthLayout />
    </RouteGuard>
  );
}
