// The zod schemas of endpoints/education/admin-journal-clubs.ts: any session as an admin edits
// it from the admin area (issue 48). The session form's own fields and checks (journal-club.ts).

import { z } from 'zod';
import { IdParamsSchema, ListQuerySchema } from '../../envelope';
import type { EndpointSchemas } from '../../endpoint';
import { rule } from '../../validation';
import { DeletedSchema } from '../publishing';
import { JournalClubBodySchema, JournalClubSchema } from './journal-club';

/** A session as the admin list shows it: the readers' shape, and when it was last changed. */
export const AdminJournalClubSchema = JournalClubSchema.omit({ canEdit: true }).extend({
  updatedAt: z.string(),
});
export type AdminJournalClub = z.infer<typeof AdminJournalClubSchema>;

/** Any of the session form's fields; `meetingAt` is London's wall clock, as the form's. */
export const JournalClubPatchSchema = JournalClubBodySchema.partial().check(
  rule<object>((p) => Object.keys(p).length > 0, 'Nothing to change'),
);
export type JournalClubPatch = z.infer<typeof JournalClubPatchSchema>;

export const listAdminJournalClubs = {
  query: ListQuerySchema,
  response: z.array(AdminJournalClubSchema),
} satisfies EndpointSchemas;
export const getAdminJournalClub = {
  params: IdParamsSchema,
  response: AdminJournalClubSchema,
} satisfies EndpointSchemas;
export const updateAdminJournalClub = {
  params: IdParamsSchema,
  body: JournalClubPatchSchema,
  response: AdminJournalClubSchema,
} satisfies EndpointSchemas;
export const deleteAdminJournalClub = {
  params: IdParamsSchema,
  response: DeletedSchema,
} satisfies EndpointSchemas;
