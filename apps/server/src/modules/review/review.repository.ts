import { and, desc, inArray, sql, type SQL } from 'drizzle-orm';
import { review } from '@portal/contract';
import type { Db } from '../../db/client';
import { pageOfSelect, totalOver, type Page } from '../../db/paging';
import { queryRows } from '../../db/raw';
import {
  auditEntries,
  communityPostReactions,
  communityPosts,
  communityResponseReactions,
  communityResponses,
  contactMessages,
  journalClubCommentReactions,
  journalClubComments,
  journalClubs,
  newsArticles,
  newsCommentReactions,
  newsComments,
  users,
} from '../../db/schema';
import { toReviewItem, type OpenRow } from './review.view';

// The review queue's read model (decision 94): one query over the tables where each domain keeps
// its reports and its contact messages, read only. Tables and columns are named through the
// schema's objects, so a rename fails the typecheck rather than the query. Nothing here writes
// them: actions go to each domain's service through the ports wired in app.ts.

/** The audit trail's action for each of the queue's actions. */
export const AUDIT_ACTION: Record<review.ReviewAction, string> = {
  approve: 'approve',
  remove: 'remove',
  handled: 'markHandled',
};
const ACTION_OF_AUDIT = Object.fromEntries(
  Object.entries(AUDIT_ACTION).map(([k, v]) => [v, k as review.ReviewAction]),
);

const authorName = (anonymous: SQL | null) =>
  anonymous
    ? sql`case when ${anonymous} then null else ${users.firstName} || ' ' || ${users.lastName} end`
    : sql`${users.firstName} || ' ' || ${users.lastName}`;

/** The latest report and the number of them, of one reactions table's item. */
const reports = (table: SQL, itemColumn: SQL, itemId: SQL) =>
  sql`(select count(*)::int as n, max(r.created_at) as last from ${table} r
       where ${itemColumn} = ${itemId} and r.kind = 'report')`;

/** Every open entry: reported items not yet removed by a moderator, unhandled messages. */
function openItemsQuery(): SQL {
  const p = communityPosts;
  const s = communityResponses;
  const nc = newsComments;
  const jc = journalClubComments;
  const c = contactMessages;
  return sql`
    select 'communityPost' as kind, ${p.id} as id, ${p.title} as title, ${p.body} as body,
      ${authorName(sql`${p.anonymous}`)} as author, null::text as email, r.n as "reportCount",
      ${p.hiddenReason} as "hiddenReason", '/community/post/' || ${p.id} as link, r.last as at
    from ${p} join ${users} on ${users.id} = ${p.authorId}
      cross join lateral ${reports(sql`${communityPostReactions}`, sql.raw('r.post_id'), sql`${p.id}`)} r
    where r.n > 0 and ${p.hiddenReason} is distinct from 'moderator'
    union all
    select 'communityResponse', ${s.id}, ${p.title}, ${s.body}, ${authorName(null)}, null, r.n,
      ${s.hiddenReason}, '/community/post/' || ${p.id}, r.last
    from ${s} join ${p} on ${p.id} = ${s.postId} join ${users} on ${users.id} = ${s.authorId}
      cross join lateral ${reports(sql`${communityResponseReactions}`, sql.raw('r.response_id'), sql`${s.id}`)} r
    where r.n > 0 and ${s.hiddenReason} is distinct from 'moderator'
    union all
    select 'newsComment', ${nc.id}, ${newsArticles.title}, ${nc.body}, ${authorName(null)}, null,
      r.n, ${nc.hiddenReason}, '/newsfeed/view/' || ${newsArticles.id}, r.last
    from ${nc} join ${newsArticles} on ${newsArticles.id} = ${nc.articleId}
      join ${users} on ${users.id} = ${nc.authorId}
      cross join lateral ${reports(sql`${newsCommentReactions}`, sql.raw('r.comment_id'), sql`${nc.id}`)} r
    where r.n > 0 and ${nc.hiddenReason} is distinct from 'moderator'
    union all
    select 'journalClubComment', ${jc.id}, ${journalClubs.title}, ${jc.body}, ${authorName(null)},
      null, r.n, ${jc.hiddenReason}, '/education/journalclub/' || ${journalClubs.id}, r.last
    from ${jc} join ${journalClubs} on ${journalClubs.id} = ${jc.clubId}
      join ${users} on ${users.id} = ${jc.authorId}
      cross join lateral ${reports(sql`${journalClubCommentReactions}`, sql.raw('r.comment_id'), sql`${jc.id}`)} r
    where r.n > 0 and ${jc.hiddenReason} is distinct from 'moderator'
    union all
    select 'contactMessage', ${c.id}, ${c.subject}, ${c.message}, ${c.name}, ${c.email}, 0, null,
      null, ${c.createdAt}
    from ${c} where ${c.handledAt} is null`;
}

export function createReviewRepository(db: Db) {
  return {
    async openItems(q: review.ReviewListQuery): Promise<Page<review.ReviewItem>> {
      const rows = await queryRows<OpenRow & { total: number }>(
        db,
        sql`select q.*, (count(*) over ())::int as total from (${openItemsQuery()}) q
            where ${q.kind ? sql`q.kind = ${q.kind}` : sql`true`}
            order by q.at desc, q.id desc limit ${q.limit} offset ${q.skip}`,
      );
      return {
        rows: rows.map(({ total: _total, ...r }) => toReviewItem(r)),
        total: Number(rows[0]?.total ?? 0),
      };
    },

    /** One open entry, as the queue shows it, or null when it is not open (or not there). */
    async openItem(kind: review.ReviewKind, id: string): Promise<review.ReviewItem | null> {
      const [row] = await queryRows<OpenRow>(
        db,
        sql`select q.* from (${openItemsQuery()}) q where q.kind = ${kind} and q.id = ${id}`,
      );
      return row ? toReviewItem(row) : null;
    },

    /** Handled entries: the queue's actions in the audit trail, each as it stood then. */
    async handledItems(q: review.ReviewListQuery): Promise<Page<review.ReviewItem>> {
      const where = and(
        inArray(auditEntries.entity, q.kind ? [q.kind] : [...review.REVIEW_KINDS]),
        inArray(auditEntries.action, Object.values(AUDIT_ACTION)),
      );
      return pageOfSelect(
        () =>
          db
            .select({
              before: auditEntries.before,
              action: auditEntries.action,
              actorName: auditEntries.actorName,
              createdAt: auditEntries.createdAt,
              total: totalOver,
            })
            .from(auditEntries)
            .where(where)
            .$dynamic(),
        [desc(auditEntries.createdAt), desc(auditEntries.id)],
        q,
        (r) => ({
          ...(r.before as review.ReviewItem),
          state: 'handled' as const,
          handled: {
            action: ACTION_OF_AUDIT[r.action] ?? 'handled',
            by: r.actorName,
            at: r.createdAt.toISOString(),
          },
        }),
      );
    },
  };
}

export type ReviewRepository = ReturnType<typeof createReviewRepository>;
