import { asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { education } from '@portal/contract';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { pageOfSelect, totalOver, type Page } from '../../db/paging';
import { journalClubComments, journalClubs, users } from '../../db/schema';

/** A session as stored, before the viewer's `canEdit` is added by the service. */
export type ClubRecord = Omit<education.JournalClub, 'canEdit'>;

/** A session's fields as the service writes them (the meeting time already an instant). */
export interface ClubInput {
  title: string;
  authors: string;
  journal: string;
  year: number;
  doi: string;
  meetingAt: Date;
  meetingUrl: string;
  host: string;
  summary: string;
}

const columns = {
  id: journalClubs.id,
  title: journalClubs.title,
  paperAuthors: journalClubs.paperAuthors,
  journal: journalClubs.journal,
  year: journalClubs.year,
  doi: journalClubs.doi,
  meetingAt: journalClubs.meetingAt,
  meetingUrl: journalClubs.meetingUrl,
  hostName: journalClubs.hostName,
  summary: journalClubs.summary,
  createdAt: journalClubs.createdAt,
  updatedAt: journalClubs.updatedAt,
  authorId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  commentCount: sql<number>`(select count(*)::int from ${journalClubComments} where ${journalClubComments.clubId} = ${journalClubs.id} and ${journalClubComments.hiddenAt} is null)`,
};

interface Row {
  id: string;
  title: string;
  paperAuthors: string;
  journal: string;
  year: number;
  doi: string;
  meetingAt: Date;
  meetingUrl: string;
  hostName: string;
  summary: string;
  createdAt: Date;
  updatedAt: Date;
  authorId: string;
  firstName: string;
  lastName: string;
  commentCount: number;
}

const toClub = (r: Row): ClubRecord => ({
  _id: r.id,
  title: r.title,
  authors: r.paperAuthors,
  journal: r.journal,
  year: r.year,
  doi: r.doi,
  doiUrl: `${education.DOI_RESOLVER}${r.doi}`,
  meetingAt: r.meetingAt.toISOString(),
  meetingUrl: r.meetingUrl,
  host: r.hostName,
  summary: r.summary,
  author: { _id: r.authorId, firstName: r.firstName, lastName: r.lastName },
  commentCount: Number(r.commentCount),
  createdAt: r.createdAt.toISOString(),
});

/** A session as the admin area shows it (any author's). */
const toAdminClub = (r: Row): education.AdminJournalClub => ({
  ...toClub(r),
  updatedAt: r.updatedAt.toISOString(),
});

const toColumns = (input: ClubInput) => ({
  title: input.title,
  paperAuthors: input.authors,
  journal: input.journal,
  year: input.year,
  doi: input.doi,
  meetingAt: input.meetingAt,
  meetingUrl: input.meetingUrl,
  hostName: input.host,
  summary: input.summary,
});

const matching = (search: string | undefined) =>
  search
    ? or(
        ...[
          journalClubs.title,
          journalClubs.paperAuthors,
          journalClubs.journal,
          journalClubs.hostName,
          journalClubs.summary,
        ].map((c) => ilike(c, containsPattern(search))),
      )
    : undefined;

/** Journal club sessions; the only reader of their table. */
export function createJournalClubsRepository(db: Db) {
  const select = (withTotal: boolean, tx: Db = db) =>
    tx
      .select({ ...columns, ...(withTotal ? { total: totalOver } : {}) })
      .from(journalClubs)
      .innerJoin(users, eq(users.id, journalClubs.authorId));

  return {
    /** Upcoming sessions first, soonest first; then the past ones, latest first. */
    page: (q: education.JournalClubListQuery, now: Date) => page(q, now, toClub),

    /** The same order, as the admin area shows them. */
    adminPage: (q: education.JournalClubListQuery, now: Date) => page(q, now, toAdminClub),

    async find(id: string): Promise<ClubRecord | null> {
      const [row] = await select(false).where(eq(journalClubs.id, id)).limit(1);
      return row ? toClub(row) : null;
    },

    /** A session as the admin area shows it; `lock` holds it until the transaction ends. */
    async adminFind(id: string, tx: Db = db, lock = false) {
      const query = select(false, tx).where(eq(journalClubs.id, id)).limit(1);
      const [row] = lock ? await query.for('update', { of: journalClubs }) : await query;
      return row ? toAdminClub(row) : null;
    },

    async exists(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: journalClubs.id })
        .from(journalClubs)
        .where(eq(journalClubs.id, id));
      return Boolean(row);
    },

    async insert(input: ClubInput & { authorId: string; createdAt?: Date }): Promise<string> {
      const [row] = await db
        .insert(journalClubs)
        .values({
          ...toColumns(input),
          authorId: input.authorId,
          ...(input.createdAt ? { createdAt: input.createdAt } : {}),
        })
        .returning({ id: journalClubs.id });
      return row!.id;
    },

    async update(id: string, input: ClubInput, tx: Db = db): Promise<void> {
      await tx
        .update(journalClubs)
        .set({ ...toColumns(input), updatedAt: sql`now()` })
        .where(eq(journalClubs.id, id));
    },

    /** Its comments and their reactions go with it (foreign keys). */
    async delete(id: string, tx: Db): Promise<void> {
      await tx.delete(journalClubs).where(eq(journalClubs.id, id));
    },
  };

  async function page<T>(
    q: education.JournalClubListQuery,
    now: Date,
    map: (r: Row) => T,
  ): Promise<Page<T>> {
    const where = matching(q.search);
    const past = sql`${journalClubs.meetingAt} < ${now.toISOString()}::timestamptz`;
    return pageOfSelect(
      () => select(true).where(where).$dynamic(),
      [
        asc(past),
        asc(sql`case when not (${past}) then ${journalClubs.meetingAt} end`),
        desc(journalClubs.meetingAt),
        desc(journalClubs.id),
      ],
      q,
      map,
    );
  }
}

export type JournalClubsRepository = ReturnType<typeof createJournalClubsRepository>;
