// The zod schemas of endpoints/education/journal-club.ts, under its descriptors' names, and the
// session form's.

import { z } from 'zod';
import { IdParamsSchema, ListQuerySchema } from '../../envelope';
import type { EndpointSchemas } from '../../endpoint';
import { londonInstant } from '../../london-time';
import { matches, messages, proseText, requiredString, rule } from '../../validation';
import {
  CLUB_PAPER_MIN_YEAR,
  CLUB_SUMMARY_MAX_LENGTH,
  CLUB_TITLE_MAX_LENGTH,
} from '../../endpoints/education/journal-club';
import {
  CommentActionBodySchema,
  CommentTextSchema,
  DiscussionCommentSchema,
  EditCommentBodySchema,
} from '../discussion';

/** A DOI as printed on a paper: '10.' a registrant code, '/', a suffix. */
const DOI_PATTERN = /^10\.\d{4,9}\/\S+$/;
export const DOI_MESSAGE = 'This field must be a DOI such as 10.1136/bmj.n71';
export const MEETING_TIME_MESSAGE = 'This field must be a date and time';
export const MEETING_LINK_MESSAGE = 'This field must be a link starting with https://';

/** Who started a session. */
export const ClubAuthorSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});

/** A session as lists and its page show it. */
export const JournalClubSchema = z.object({
  _id: z.string(),
  title: z.string(),
  /** The paper's authors, as cited ('Smith J, Patel R, et al.'). */
  authors: z.string(),
  journal: z.string(),
  year: z.number().int(),
  doi: z.string(),
  /** The DOI as a link (https://doi.org/…). */
  doiUrl: z.string(),
  /** When the meeting starts: an instant, shown in Europe/London. */
  meetingAt: z.string(),
  meetingUrl: z.string(),
  /** Who chairs the meeting. */
  host: z.string(),
  summary: z.string(),
  author: ClubAuthorSchema,
  /** Visible comments of its discussion. */
  commentCount: z.number().int().nonnegative(),
  /** The caller may edit it: its author or a site admin. */
  canEdit: z.boolean(),
  createdAt: z.string(),
});
export type JournalClub = z.infer<typeof JournalClubSchema>;

export const JournalClubListQuerySchema = ListQuerySchema;
export type JournalClubListQuery = z.infer<typeof JournalClubListQuerySchema>;

/**
 * A session as its form writes it, the server's check too. `meetingAt` is London's wall clock
 * as a datetime-local field writes it ('2026-12-03T19:30'); the server reads it as London time.
 */
export const JournalClubBodySchema = z.strictObject({
  title: proseText({ max: CLUB_TITLE_MAX_LENGTH }),
  authors: proseText({ max: 500 }),
  journal: proseText({ max: 200 }),
  year: z
    .number({ error: messages.numeric })
    .int({ error: messages.numeric })
    .min(CLUB_PAPER_MIN_YEAR, { error: `This field must be ${CLUB_PAPER_MIN_YEAR} or later` })
    .max(2100, { error: 'This field must be 2100 or earlier' }),
  doi: requiredString({ trim: true, max: 200 }).check(matches(DOI_PATTERN, DOI_MESSAGE)),
  meetingAt: requiredString({ trim: true }).check(
    rule<string>((value) => londonInstant(value) !== null, MEETING_TIME_MESSAGE),
  ),
  meetingUrl: requiredString({ trim: true, max: 500 }).check(
    matches(/^https:\/\/[^\s/$.?#][^\s]*$/i, MEETING_LINK_MESSAGE),
  ),
  host: proseText({ max: 120 }),
  summary: proseText({ max: CLUB_SUMMARY_MAX_LENGTH }),
});
export type JournalClubBody = z.infer<typeof JournalClubBodySchema>;

/** A comment in a session's discussion. */
export const ClubCommentSchema = DiscussionCommentSchema.extend({ journalClubId: z.string() });
export type ClubComment = z.infer<typeof ClubCommentSchema>;

export const ClubCommentListQuerySchema = ListQuerySchema.pick({ limit: true, skip: true }).extend({
  journalClubId: z.uuid({ error: 'Invalid journal club id' }),
});
export type ClubCommentListQuery = z.infer<typeof ClubCommentListQuerySchema>;

export const CreateClubCommentBodySchema = z.strictObject({
  journalClubId: z.uuid({ error: 'Invalid journal club id' }),
  comment: CommentTextSchema,
});
export type CreateClubCommentBody = z.infer<typeof CreateClubCommentBodySchema>;

export const getJournalClubs = {
  query: JournalClubListQuerySchema,
  response: z.array(JournalClubSchema),
} satisfies EndpointSchemas;

export const getJournalClub = {
  params: IdParamsSchema,
  response: JournalClubSchema,
} satisfies EndpointSchemas;

export const createJournalClub = {
  body: JournalClubBodySchema,
  response: JournalClubSchema,
} satisfies EndpointSchemas;

export const editJournalClub = {
  params: IdParamsSchema,
  body: JournalClubBodySchema,
  response: JournalClubSchema,
} satisfies EndpointSchemas;

export const getClubComments = {
  query: ClubCommentListQuerySchema,
  response: z.array(ClubCommentSchema),
} satisfies EndpointSchemas;

export const createClubComment = {
  body: CreateClubCommentBodySchema,
  response: ClubCommentSchema,
} satisfies EndpointSchemas;

export const editClubComment = {
  params: IdParamsSchema,
  body: EditCommentBodySchema,
  response: ClubCommentSchema,
} satisfies EndpointSchemas;

export const clubCommentAction = {
  body: CommentActionBodySchema,
  response: ClubCommentSchema,
} satisfies EndpointSchemas;

export const deleteClubComment = {
  params: IdParamsSchema,
  response: z.null(),
} satisfies EndpointSchemas;
