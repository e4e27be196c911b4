import type { FastifyInstance } from 'fastify';
import { news } from '@portal/contract';
import { uploadedFile } from '../../http/uploads';
import { ok, route } from '../../http/route';
import type { NewsAdminService } from './admin.service';

/** Authoring news (issue 31): articles whatever their state, and categories. Admins only. */
export function newsAdminRoutes(app: FastifyInstance, admin: NewsAdminService): void {
  route(app, news.adminListArticles, async ({ query }) => {
    const page = await admin.listArticles(query);
    return ok(page.rows, { count: page.total });
  });

  route(app, news.adminGetArticle, async ({ params }) => ok(await admin.getArticle(params.id)));

  route(app, news.adminCreateArticle, async ({ body, user }) => {
    const article = await admin.createArticle(body, user);
    return ok(article, { message: article.status === 'draft' ? 'Draft saved.' : 'Article saved.' });
  });

  route(app, news.adminUpdateArticle, async ({ params, body, user }) =>
    ok(await admin.updateArticle(params.id, body, user), { message: 'Article saved.' }),
  );

  route(app, news.adminDeleteArticle, async ({ params, user }) => {
    await admin.deleteArticle(params.id, user);
    return ok(null, { message: 'Article deleted.' });
  });

  route(app, news.adminUploadArticleImage, async ({ user, request }) =>
    ok(await admin.uploadImage(await uploadedFile(request), user)),
  );

  route(app, news.adminListCategories, async ({ query }) => {
    const page = await admin.listCategories(query);
    return ok(page.rows, { count: page.total });
  });

  route(app, news.adminGetCategory, async ({ params }) => ok(await admin.getCategory(params.id)));

  route(app, news.adminCreateCategory, async ({ body, user }) =>
    ok(await admin.createCategory(body, user), { message: 'Category saved.' }),
  );

  route(app, news.adminUpdateCategory, async ({ params, body, user }) =>
    ok(await admin.updateCategory(params.id, body, user), { message: 'Category saved.' }),
  );

  route(app, news.adminDeleteCategory, async ({ params, query, user }) => {
    await admin.deleteCategory(params.id, query.moveTo, user);
    return ok(null, { message: 'Category deleted.' });
  });
}
