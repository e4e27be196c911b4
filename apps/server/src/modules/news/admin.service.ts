import { news } from '@portal/contract';
import type { Db } from '../../db/client';
import { recordAudit } from '../../db/audit';
import { isUniqueViolation } from '../../db/sql-state';
import type { Page } from '../../db/paging';
import { badRequest, conflict, notFound } from '../../http/errors';
import { createImageUploads } from '../../infra/image-uploads';
import { sanitizeRichText } from '../../infra/rich-text';
import type { Uploads } from '../../infra/uploads';
import { createAdminRepository, type ArticleValues } from './admin.repository';

/** Who makes an admin change, as the audit trail names them. */
export interface AdminActor {
  _id: string;
  firstName: string;
  lastName: string;
}

export interface NewsAdminDeps {
  db: Db;
  /** Cover images (served at /uploads). Without it, uploads are refused (demo seeding, tests). */
  uploads?: Uploads;
  /** Called after every committed change: drops the feed's shared pages here and elsewhere. */
  changed: () => void;
  now: () => Date;
}

const NOT_OUR_IMAGE = 'Please attach a cover image uploaded for an article.';
const NAME_TAKEN = 'A category with this name or slug already exists.';

const actorOf = (u: AdminActor) => ({ id: u._id, name: `${u.firstName} ${u.lastName}`.trim() });

/** A slug from a name: lower case, runs of anything else as one hyphen. */
export const slugOf = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, news.CATEGORY_NAME_MAX_LENGTH) || 'category';

/** The audit verb of an article change: publishing and unpublishing are named as such. */
function articleAction(before: news.AdminArticle, after: news.AdminArticle): string {
  if (before.status !== 'published' && after.status === 'published') return 'publish';
  if (before.status !== 'draft' && after.status === 'draft') return 'unpublish';
  if (before.publishedAt !== after.publishedAt && after.status === 'scheduled') return 'schedule';
  return 'update';
}

/**
 * Authoring (issue 31): articles whatever their state, and categories. Each change and its audit
 * row commit in one transaction; after the commit the feed's shared pages are dropped (`changed`).
 */
export function createNewsAdminService({ db, uploads, changed, now }: NewsAdminDeps) {
  const repo = createAdminRepository(db);

  // Covers: any admin may attach one another admin uploaded (decision 100).
  const images = createImageUploads({
    uploads,
    folder: 'news',
    maxSide: news.ARTICLE_IMAGE_MAX_SIDE,
    notOurs: NOT_OUR_IMAGE,
  });

  async function requireCategory(id: string, tx: Db) {
    if (!(await repo.categoryExists(id, tx))) {
      throw badRequest('Please choose a category.', { categoryId: 'Please choose a category.' });
    }
  }

  async function article(id: string, tx: Db = db): Promise<news.AdminArticle> {
    const found = await repo.findArticle(id, now(), tx);
    if (!found) throw notFound('Article');
    return found;
  }

  async function category(id: string, tx: Db = db): Promise<news.AdminCategory> {
    const found = await repo.findCategory(id, tx);
    if (!found) throw notFound('Category');
    return found;
  }

  /** Runs a change; a unique name or slug taken meanwhile reads as the form's message. */
  async function categoryWrite<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(NAME_TAKEN);
      throw err;
    }
  }

  return {
    listArticles: (q: news.AdminArticleListQuery): Promise<Page<news.AdminArticle>> =>
      repo.pageArticles(q, now()),

    getArticle: (id: string) => article(id),

    async createArticle(body: news.CreateArticleBody, user: AdminActor) {
      const imageUrl = (await images.checked(body.imageUrl, user._id)) ?? null;
      const created = await db.transaction(async (tx) => {
        await requireCategory(body.categoryId, tx);
        const id = await repo.insertArticle(
          {
            categoryId: body.categoryId,
            title: body.title,
            summary: body.summary,
            body: sanitizeRichText(body.body),
            imageUrl,
            authorName: body.authorName ?? actorOf(user).name,
            publishedAt: body.publishedAt ? new Date(body.publishedAt) : null,
          },
          tx,
        );
        const after = await article(id, tx);
        await recordAudit(tx, {
          actor: actorOf(user),
          entity: 'newsArticle',
          entityId: id,
          action: 'create',
          after,
        });
        return after;
      });
      changed();
      return created;
    },

    async updateArticle(id: string, body: news.UpdateArticleBody, user: AdminActor) {
      const updated = await db.transaction(async (tx) => {
        if (!(await repo.lockArticle(id, tx))) throw notFound('Article');
        const before = await article(id, tx);
        if (body.categoryId) await requireCategory(body.categoryId, tx);
        const values: Partial<ArticleValues> = {
          categoryId: body.categoryId,
          title: body.title,
          summary: body.summary,
          body: body.body === undefined ? undefined : sanitizeRichText(body.body),
          imageUrl: await images.checked(body.imageUrl, user._id, before.imageUrl, tx),
          authorName: body.authorName,
          publishedAt:
            body.publishedAt === undefined
              ? undefined
              : body.publishedAt === null
                ? null
                : new Date(body.publishedAt),
        };
        await repo.updateArticle(id, values, now(), tx);
        const after = await article(id, tx);
        await recordAudit(tx, {
          actor: actorOf(user),
          entity: 'newsArticle',
          entityId: id,
          action: articleAction(before, after),
          before,
          after,
        });
        return after;
      });
      changed();
      return updated;
    },

    async deleteArticle(id: string, user: AdminActor): Promise<void> {
      await db.transaction(async (tx) => {
        if (!(await repo.lockArticle(id, tx))) throw notFound('Article');
        const before = await article(id, tx);
        await repo.deleteArticle(id, tx);
        await recordAudit(tx, {
          actor: actorOf(user),
          entity: 'newsArticle',
          entityId: id,
          action: 'delete',
          before,
        });
      });
      changed();
    },

    /** Stores a cover image: checked by content, scaled down, kept as WebP under `news/`. */
    uploadImage: (bytes: Buffer, user: AdminActor): Promise<news.ArticleImage> =>
      images.store(bytes, user._id),

    listCategories: (q: news.AdminCategoryListQuery) => repo.pageCategories(q),

    getCategory: (id: string) => category(id),

    async createCategory(body: news.CreateCategoryBody, user: AdminActor) {
      const created = await categoryWrite(() =>
        db.transaction(async (tx) => {
          const id = await repo.insertCategory(
            {
              name: body.name,
              slug: body.slug ?? slugOf(body.name),
              description: body.description ?? '',
            },
            tx,
          );
          const after = await category(id, tx);
          await recordAudit(tx, {
            actor: actorOf(user),
            entity: 'newsCategory',
            entityId: id,
            action: 'create',
            after,
          });
          return after;
        }),
      );
      changed();
      return created;
    },

    async updateCategory(id: string, body: news.UpdateCategoryBody, user: AdminActor) {
      const updated = await categoryWrite(() =>
        db.transaction(async (tx) => {
          if ((await repo.lockCategoryCount(id, tx)) === null) throw notFound('Category');
          const before = await category(id, tx);
          await repo.updateCategory(
            id,
            { name: body.name, slug: body.slug, description: body.description },
            now(),
            tx,
          );
          const after = await category(id, tx);
          await recordAudit(tx, {
            actor: actorOf(user),
            entity: 'newsCategory',
            entityId: id,
            action: 'update',
            before,
            after,
          });
          return after;
        }),
      );
      changed();
      return updated;
    },

    /**
     * Deletes a category (decision 88). One with articles is refused unless `moveTo` names the
     * category that takes them; the move, the delete and their audit rows commit together.
     */
    async deleteCategory(id: string, moveTo: string | undefined, user: AdminActor) {
      await db.transaction(async (tx) => {
        const articles = await repo.lockCategoryCount(id, tx);
        if (articles === null) throw notFound('Category');
        const before = await category(id, tx);
        if (articles > 0) {
          if (!moveTo) throw conflict(news.categoryInUse(articles));
          if (moveTo === id) {
            throw badRequest('Choose another category to move the articles to.', {
              moveTo: 'Choose another category to move the articles to.',
            });
          }
          if ((await repo.lockCategoryCount(moveTo, tx)) === null) {
            throw badRequest('Please choose a category.', { moveTo: 'Please choose a category.' });
          }
          const target = await category(moveTo, tx);
          await repo.moveArticles(id, moveTo, now(), tx);
          await recordAudit(tx, {
            actor: actorOf(user),
            entity: 'newsCategory',
            entityId: moveTo,
            action: 'update',
            before: target,
            after: await category(moveTo, tx),
          });
        }
        await repo.deleteCategory(id, tx);
        await recordAudit(tx, {
          actor: actorOf(user),
          entity: 'newsCategory',
          entityId: id,
          action: 'delete',
          before,
        });
      });
      changed();
    },

    /** The earliest publish time to come (the feed's shared pages expire then). */
    nextScheduledAt: () => repo.nextScheduledAt(now()),
  };
}

export type NewsAdminService = ReturnType<typeof createNewsAdminService>;
