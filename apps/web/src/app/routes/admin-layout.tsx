import { Outlet, redirect, type LoaderFunctionArgs } from 'react-router';
import { AdminLayout } from '#features/admin/components/admin-layout';
import { useSessionStore } from '../../shared/session/session-store';
import { adminRedirect } from '../guards';

// The admin area (issue 31): its pages only for an admin, from the server (the page-session
// cookie) and in the browser (the session store); anyone else goes to /403. The server's admin
// routes answer them 403 as well.
export function loader({ context }: LoaderFunctionArgs) {
  if (!context.session) throw redirect('/login');
  const to = adminRedirect({ admin: true }, context.session.user);
  if (to) throw redirect(to);
  return null;
}

export function clientLoader() {
  const { isUserLoggedIn, user } = useSessionStore.getState();
  if (!isUserLoggedIn) throw redirect('/login');
  const to = adminRedirect({ admin: true }, user);
  if (to) throw redirect(to);
  return null;
}

/** The admin frame (section nav) around the section's page. */
export default function AdminLayoutRoute() {
  return (
    <AdminLayout>
      <Outlet />
    </AdminLayout>
  );
}
