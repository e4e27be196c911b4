import { sql } from 'drizzle-orm';
import { news } from '@portal/contract';
import type { Db } from '../../db/client';
import { isoDate, searchResults, searchVector, type Searcher } from '../../db/full-text';
import { isPublished } from '../../db/published';
import { newsArticles as articles, newsCategories as categories } from '../../db/schema';

/**
 * News articles in the search (decision 151): what the feed shows (published, not scheduled),
 * under the feed's access rule; the result's context is the article's category.
 */
export function createNewsSearch(db: Db): Searcher[] {
  return [
    {
      kind: 'article',
      endpoint: news.getArticles,
      search: (q, viewer, page) =>
        searchResults<{ date: Date; category: string }>(
          db,
          'article',
          q,
          page,
          viewer,
          () => ({
            from: sql`${articles}`,
            show: sql`inner join ${categories} on ${categories.id} = ${articles.categoryId}`,
            id: sql`${articles.id}`,
            vector: searchVector(articles),
            where: isPublished(articles.publishedAt),
            names: [sql`${articles.title}`],
            columns: sql`${articles.publishedAt} as "date", ${categories.name} as "category"`,
            title: sql`${articles.title}`,
            excerpt: sql`${articles.summary} || ' ' || ${articles.body}`,
            html: true,
          }),
          (r) => ({ date: isoDate(r.date), parent: null, context: r.category }),
        ),
    },
  ];
}
