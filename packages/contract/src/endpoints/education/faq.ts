// Frequently asked questions (SPEC §7 `faq/get`) and the portal's contact options
// (`contactUs/get`: where a user turns when the answers do not help; not the admin's list of
// contact-us messages, which is `users.getContactMessages`).

import { defineEndpoint } from '../../endpoint';
import type * as s from '../../schemas/education/faq';

export type * from '../../schemas/education/faq';

export const getFaq = defineEndpoint<typeof s.getFaq>()({
  method: 'GET',
  path: '/api/faq/get',
  summary:
    'Every question with its answer, grouped by topic (topics and questions in their set order); search in questions and answers; option[0].count is the number of questions.',
  access: 'user',
  module: 'education',
});

export const getContactOptions = defineEndpoint<typeof s.getContactOptions>()({
  method: 'GET',
  path: '/api/contactUs/get',
  summary:
    'How to reach the portal’s team: the support e-mail, phone and hours, and the topics a message can be about.',
  access: 'user',
});
