import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import {
  commentReactionsTable,
  discussionCommentChecks,
  discussionCommentColumns,
} from './discussion';
import { users } from './users';

/**
 * Journal club sessions (SPEC §7 Journal club): one paper, one meeting. `authorId` is the user
 * who created it and the only one (with site admins) who edits it; `hostName` who chairs it.
 */
export const journalClubs = pgTable(
  'journal_clubs',
  {
    id: uuid().primaryKey().defaultRandom(),
    authorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    paperAuthors: text().notNull(),
    journal: text().notNull(),
    year: integer().notNull(),
    doi: text().notNull(),
    meetingAt: timestamp({ withTimezone: true }).notNull(),
    meetingUrl: text().notNull(),
    hostName: text().notNull(),
    summary: text().notNull(),
    ...timestamps,
  },
  (t) => [
    index('journal_clubs_meeting_idx').on(t.meetingAt.desc(), t.id.desc()),
    index('journal_clubs_author_idx').on(t.authorId),
  ],
);

/** The discussion of a session: plain-text comments, hidden as news comments are. */
export const journalClubComments = pgTable(
  'journal_club_comments',
  {
    id: uuid().primaryKey().defaultRandom(),
    clubId: uuid()
      .notNull()
      .references(() => journalClubs.id, { onDelete: 'cascade' }),
    ...discussionCommentColumns(),
  },
  (t) => [
    index('journal_club_comments_club_created_idx').on(t.clubId, t.createdAt.desc(), t.id.desc()),
    ...discussionCommentChecks('journal_club_comments', t),
  ],
);

/** Likes and reports of discussion comments. */
export const journalClubCommentReactions = commentReactionsTable(
  'journal_club_comment_reactions',
  () => journalClubComments.id,
);
