// Any journal club session, edited or removed by an admin from the admin area (issue 48); its
// author edits it from Education (`journalClub/edit`), which admins may use too.

import { defineEndpoint } from '../../endpoint';
import type * as s from '../../schemas/education/admin-journal-clubs';

export type * from '../../schemas/education/admin-journal-clubs';

export const listAdminJournalClubs = defineEndpoint<typeof s.listAdminJournalClubs>()({
  method: 'GET',
  path: '/api/admin/journal-clubs',
  summary:
    'Every journal club session, latest meeting first; search in title, paper authors, journal, host and summary; total in option[0].count.',
  access: 'user',
  admin: true,
});

export const getAdminJournalClub = defineEndpoint<typeof s.getAdminJournalClub>()({
  method: 'GET',
  path: '/api/admin/journal-clubs/:id',
  summary: 'One journal club session, whoever started it.',
  access: 'user',
  admin: true,
});

export const updateAdminJournalClub = defineEndpoint<typeof s.updateAdminJournalClub>()({
  method: 'PATCH',
  path: '/api/admin/journal-clubs/:id',
  summary: 'Changes any session (the meeting time as London wall clock); audited.',
  access: 'user',
  admin: true,
});

export const deleteAdminJournalClub = defineEndpoint<typeof s.deleteAdminJournalClub>()({
  method: 'DELETE',
  path: '/api/admin/journal-clubs/:id',
  summary: 'Deletes a session with its discussion; audited.',
  access: 'user',
  admin: true,
});
