import {
  and,
  asc,
  desc,
  eq,
  gt,
  ilike,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { education } from '@portal/contract';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { pageOfSelect, totalOver, type Page } from '../../db/paging';
import { preparedOnce } from '../../db/prepared';
import { isPublished } from '../../db/published';
import { users, webinarInvitations, webinarRegistrations, webinars } from '../../db/schema';

export type WebinarRow = typeof webinars.$inferSelect;

/** A webinar with its seats taken and whether the reader holds one. */
export interface WebinarRecord extends WebinarRow {
  registeredCount: number;
  isRegistered: boolean;
}

export interface WebinarFilter {
  search?: string | undefined;
  list: education.WebinarList;
  now: Date;
}

const registeredCount =
  sql<number>`(select count(*) from ${webinarRegistrations} where ${webinarRegistrations.webinarId} = ${webinars.id})::int`.mapWith(
    Number,
  );
const isRegisteredBy = (userId: string) =>
  sql<boolean>`exists (select 1 from ${webinarRegistrations} where ${webinarRegistrations.webinarId} = ${webinars.id} and ${webinarRegistrations.userId} = ${userId})`.mapWith(
    Boolean,
  );

/** Title, summary or a speaker's name. */
const matching = (search: string) =>
  or(
    ilike(webinars.title, containsPattern(search)),
    ilike(webinars.summary, containsPattern(search)),
    sql`exists (select 1 from jsonb_array_elements(${webinars.speakers}) s where s->>'name' ilike ${containsPattern(search)})`,
  );

const whereOf = (f: WebinarFilter): SQL | undefined =>
  and(
    isPublished(webinars.publishedAt),
    f.search ? matching(f.search) : undefined,
    f.list === 'upcoming' ? gt(webinars.endsAt, f.now) : undefined,
    f.list === 'recorded'
      ? and(lte(webinars.endsAt, f.now), isNotNull(webinars.recordingUrl))
      : undefined,
  );

/** Upcoming soonest first; past ones newest first; `all`: the upcoming, then the past. */
const orderOf = (f: WebinarFilter): SQL[] => {
  const isOver = sql`(${webinars.endsAt} <= ${f.now})`;
  if (f.list === 'upcoming') return [asc(webinars.startsAt), asc(webinars.id)];
  if (f.list === 'recorded') return [desc(webinars.startsAt), desc(webinars.id)];
  return [
    asc(isOver),
    sql`case when ${webinars.endsAt} > ${f.now} then ${webinars.startsAt} end asc`,
    desc(webinars.startsAt),
    asc(webinars.id),
  ];
};

/** Webinars and their registrations. */
export function createWebinarsRepository(db: Db) {
  const prepared = preparedOnce();
  const columns = (userId: string) => ({
    webinar: webinars,
    registeredCount,
    isRegistered: isRegisteredBy(userId),
  });
  const toRecord = (r: {
    webinar: WebinarRow;
    registeredCount: number;
    isRegistered: boolean;
  }) => ({
    ...r.webinar,
    registeredCount: r.registeredCount,
    isRegistered: r.isRegistered,
  });

  return {
    async page(
      f: WebinarFilter,
      p: { limit: number; skip: number },
      userId: string,
    ): Promise<Page<WebinarRecord>> {
      const where = whereOf(f);
      return pageOfSelect(
        () =>
          db
            .select({ ...columns(userId), total: totalOver })
            .from(webinars)
            .where(where)
            .$dynamic(),
        orderOf(f),
        p,
        toRecord,
      );
    },

    async find(id: string, userId: string, tx: Db = db): Promise<WebinarRecord | null> {
      const [row] = await tx
        .select(columns(userId))
        .from(webinars)
        .where(and(eq(webinars.id, id), isPublished(webinars.publishedAt)));
      return row ? toRecord(row) : null;
    },

    /** The webinar row locked until the transaction ends: registrations for it queue behind. */
    async lock(id: string, tx: Db): Promise<WebinarRow | null> {
      const [row] = await tx.select().from(webinars).where(eq(webinars.id, id)).for('update');
      return row ?? null;
    },

    async seatsTaken(id: string, tx: Db): Promise<number> {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
        .from(webinarRegistrations)
        .where(eq(webinarRegistrations.webinarId, id));
      return row?.n ?? 0;
    },

    async isRegistered(id: string, userId: string, tx: Db = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: webinarRegistrations.webinarId })
        .from(webinarRegistrations)
        .where(
          and(eq(webinarRegistrations.webinarId, id), eq(webinarRegistrations.userId, userId)),
        );
      return Boolean(row);
    },

    async addRegistration(id: string, userId: string, tx: Db): Promise<void> {
      await tx.insert(webinarRegistrations).values({ webinarId: id, userId }).onConflictDoNothing();
    },

    /** False when there was no registration to remove. */
    async removeRegistration(id: string, userId: string, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .delete(webinarRegistrations)
        .where(and(eq(webinarRegistrations.webinarId, id), eq(webinarRegistrations.userId, userId)))
        .returning({ id: webinarRegistrations.webinarId });
      return rows.length > 0;
    },

    /** A user's registrations not yet over at `from`, soonest first. */
    async upcomingFor(userId: string, from: Date, search?: string): Promise<WebinarRow[]> {
      const select = (user: string | SQLWrapper, after: Date | SQLWrapper) =>
        db
          .select({ webinar: webinars })
          .from(webinarRegistrations)
          .innerJoin(webinars, eq(webinars.id, webinarRegistrations.webinarId))
          .where(
            and(
              eq(webinarRegistrations.userId, user),
              gt(webinars.endsAt, after),
              isPublished(webinars.publishedAt),
              search ? matching(search) : undefined,
            ),
          )
          .orderBy(asc(webinars.startsAt), asc(webinars.id));
      // HOT-PATH EXCEPTION (decision 125): Home's call, with no search, is prepared once.
      const rows = search
        ? await select(userId, from)
        : await prepared('webinars_upcoming_for', () =>
            select(sql.placeholder('userId'), sql.placeholder('from')),
          ).execute({ userId, from: from.toISOString() });
      return rows.map((r) => r.webinar);
    },

    /**
     * The next calendar invitation's number for the person (0 first): one upsert, so processes
     * sending at once never number two the same.
     */
    async nextInvitationNumber(webinarId: string, userId: string): Promise<number> {
      const [row] = await db
        .insert(webinarInvitations)
        .values({ webinarId, userId })
        .onConflictDoUpdate({
          target: [webinarInvitations.webinarId, webinarInvitations.userId],
          set: { sequence: sql`${webinarInvitations.sequence} + 1`, updatedAt: sql`now()` },
        })
        .returning({ sequence: webinarInvitations.sequence });
      return row!.sequence;
    },

    /** Whom an invitation is addressed to; undefined once the account is deleted. */
    async invitee(userId: string) {
      const [person] = await db
        .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt)));
      return person;
    },

    /** Stores a webinar; the service has sanitised its description. */
    async insert(values: typeof webinars.$inferInsert): Promise<string> {
      const [row] = await db.insert(webinars).values(values).returning({ id: webinars.id });
      return row!.id;
    },
  };
}

export type WebinarsRepository = ReturnType<typeof createWebinarsRepository>;
