import { users, type SelfCertifyBody } from '@portal/contract';
import { api } from '../../../shared/api/client';

/** POST /api/user/selfCertification; resolves to the updated user's envelope or false. */
export function selfCertify(body: SelfCertifyBody) {
  return api.call(users.selfCertify, { body }, { displayLoader: true });
}
