import type { FastifyInstance } from 'fastify';
import { news } from '@portal/contract';
import { ok, route } from '../../http/route';
import type { NewsService } from './news.service';

/** SPEC §7 News. */
export function newsRoutes(app: FastifyInstance, service: NewsService): void {
  route(app, news.getCategories, async () => ok(await service.categories()));

  route(app, news.listCategories, async ({ body }) => {
    const page = await service.listCategories(body);
    return ok(page.rows, { count: page.total });
  });

  route(app, news.getCategoriesWithCounts, async () => ok(await service.categoriesWithCounts()));

  route(app, news.getArticles, async ({ query, user }) => {
    const page = await service.listArticles(query, user);
    return ok(page.rows, { count: page.total });
  });

  route(app, news.getArticle, async ({ params, query, user }) =>
    ok(await service.getArticle(params.id, user, query.viewIncrease ?? false)),
  );

  route(app, news.bookmarkArticle, async ({ body, user }) => {
    const result = await service.bookmark(body, user);
    return ok(result, {
      message: result.isBookmarked ? 'Article bookmarked.' : 'Bookmark removed.',
    });
  });

  route(app, news.getComments, async ({ query, user }) => {
    const page = await service.listComments(query, user);
    return ok(page.rows, { count: page.total });
  });

  route(app, news.getComment, async ({ params, user }) =>
    ok(await service.getComment(params.id, user)),
  );

  route(app, news.createComment, async ({ body, user }) =>
    ok(await service.createComment(body, user), { message: 'Comment added.' }),
  );

  route(app, news.editComment, async ({ params, body, user }) =>
    ok(await service.editComment(params.id, body, user), { message: 'Comment updated.' }),
  );

  route(app, news.commentAction, async ({ body, user }) =>
    ok(await service.commentAction(body, user)),
  );

  route(app, news.deleteComment, async ({ params, user }) => {
    await service.deleteComment(params.id, user);
    return ok(null, { message: 'Comment deleted.' });
  });
}
