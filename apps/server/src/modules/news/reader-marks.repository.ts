import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { newsArticleViews, newsArticles, newsBookmarks } from '../../db/schema';

/** A reader's marks on articles: views (counted once a day) and bookmarks. */
export function createReaderMarksRepository(db: Db) {
  return {
    /** Ids of the articles a user has bookmarked. */
    async bookmarkedIds(userId: string): Promise<Set<string>> {
      const rows = await db
        .select({ id: newsBookmarks.articleId })
        .from(newsBookmarks)
        .where(eq(newsBookmarks.userId, userId));
      return new Set(rows.map((r) => r.id));
    },

    /** Counts a view unless this user already viewed the article on `day`; true if counted. */
    recordView(userId: string, articleId: string, day: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(newsArticleViews)
          .values({ userId, articleId, day })
          .onConflictDoNothing()
          .returning({ day: newsArticleViews.day });
        if (inserted.length === 0) return false;
        await tx
          .update(newsArticles)
          .set({ viewCount: sql`${newsArticles.viewCount} + 1` })
          .where(eq(newsArticles.id, articleId));
        return true;
      });
    },

    /**
     * Sets (`want` true/false) or toggles (`want` undefined) a bookmark, in one statement. A set
     * is idempotent: concurrent ones end in a state some order of them gives, each reporting its
     * own, with no lock and no transaction (one round trip). A toggle depends on the state it
     * finds, so toggles take a transaction-scoped advisory lock on (user, article) first and run
     * one after another: N toggles end in the state N implies, each reporting the state it left.
     */
    setBookmark(
      userId: string,
      articleId: string,
      want: boolean | undefined,
    ): Promise<{ isBookmarked: boolean; bookmarkCount: number }> {
      const apply = async (conn: Db) => {
        // One statement, not a read and a write and a count each: `want` null toggles. The
        // count is read before the change, so it is adjusted by what the change did. The
        // primary key is the last line of defence should two inserts ever race.
        const wanted = sql`${want ?? null}::boolean`;
        const [row] = await queryRows<{ deleted: number; inserted: number; before: number }>(
          conn,
          sql`with del as (
                delete from news_bookmarks
                 where user_id = ${userId} and article_id = ${articleId}
                   and ${wanted} is distinct from true
                returning 1),
              ins as (
                insert into news_bookmarks (user_id, article_id)
                select ${userId}, ${articleId}
                 where ${wanted} is distinct from false and not exists (select 1 from del)
                on conflict do nothing
                returning 1)
              select (select count(*) from del)::int as "deleted",
                     (select count(*) from ins)::int as "inserted",
                     (select count(*) from news_bookmarks where user_id = ${userId})::int as "before"`,
        );
        const { deleted = 0, inserted = 0, before = 0 } = row ?? {};
        return {
          isBookmarked: want ?? deleted === 0,
          bookmarkCount: before - deleted + inserted,
        };
      };
      if (want !== undefined) return apply(db);
      return db.transaction(async (tx) => {
        // Toggles of one bookmark run one at a time; the statement after the lock reads afresh.
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`news_bookmark:${userId}:${articleId}`}, 0))`,
        );
        return apply(tx);
      });
    },
  };
}
