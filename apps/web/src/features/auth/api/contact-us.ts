import { users, type ContactBody } from '@portal/contract';
import { api, type CallOptions } from '../../../shared/api/client';

/** POST /api/contactUs/create: the landing page's get-a-quote message. */
export function sendContactMessage(body: ContactBody, options: CallOptions = {}) {
  return api.call(users.sendContactMessage, { body }, { displayLoader: true, ...options });
}
