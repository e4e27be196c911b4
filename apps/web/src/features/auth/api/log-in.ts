import { auth, type LoginBody } from '@portal/contract';
import { api } from '../../../shared/api/client';

/** POST /api/login; false when it failed (the client has shown why). */
export function logIn(body: LoginBody) {
  return api.call(auth.login, { body }, { displayLoader: true });
}
