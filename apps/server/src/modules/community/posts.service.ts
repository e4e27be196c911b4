import { community } from '@portal/contract';
import type { Db } from '../../db/client';
import type { Page } from '../../db/paging';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { readBesideCheck } from '../../http/read-beside-check';
import { createImageUploads } from '../../infra/image-uploads';
import { safeImageUrl, sanitizeRichText } from '../../infra/rich-text';
import type { Uploads } from '../../infra/uploads';
import { reportItem, setItemHidden } from '../../infra/discussion/moderation';
import type { ChannelsService } from './channels.service';
import {
  canDeleteItem,
  canEditItem,
  canPostAnonymously,
  canReachChannel,
  canReadChannel,
  canReport,
  canSeeItem,
  type Actor,
} from './community.policy';
import { membershipFacts, moderates, toPost, type PostRow } from './community.view';
import type { ModerationRepository } from './moderation.repository';
import type { PostsRepository } from './posts.repository';

export interface PostsServiceDeps {
  db: Db;
  posts: PostsRepository;
  moderation: ModerationRepository;
  channels: ChannelsService;
  /** Where post images go (served at /uploads), with who uploaded each. */
  uploads: Uploads;
  log?: { warn: (obj: object, msg: string) => void };
}

/** Refused `imageUrl` on create or edit: not a url `community/post/image` gave the caller. */
export const NOT_YOUR_IMAGE = 'Please attach an image you uploaded to this post.';

/** Cleaned rich text, or the SPEC §5 required message when nothing is left. */
export function cleanBody(html: string, field = 'body'): string {
  const clean = sanitizeRichText(html).trim();
  const text = clean
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
  if (!text && !/<img\s/i.test(clean)) {
    throw badRequest('This field is required', { [field]: 'This field is required' });
  }
  return clean;
}

/** Posts: channel posts and user posts, likes, reports, pins, hiding and deleting. */
export function createPostsService({
  db,
  posts,
  moderation,
  channels,
  uploads,
  log,
}: PostsServiceDeps) {
  /**
   * Post images: `community/<uuid>.webp`, naming nobody (issue 27). A post takes only an image
   * the caller uploaded (decision 43, its owner as the `uploads` table records it), so nobody
   * attaches another person's file or an avatar.
   */
  const images = createImageUploads({
    uploads,
    folder: 'community',
    maxSide: community.POST_IMAGE_MAX_SIDE,
    notOurs: NOT_YOUR_IMAGE,
    ownerOnly: true,
  });
  const ownImage = (url: string | null, user: Actor, current: string | null = null) =>
    images.checked(url, user._id, current);

  /** The post if `user` may read it: 403 in a private channel, 404 when hidden from them. */
  async function readablePost(id: string, user: Actor): Promise<PostRow> {
    const row = await posts.findPost(id, user._id);
    if (!row) throw notFound('Post');
    // A post of an archived channel is gone with it, but for site admins (the review queue).
    if (!canReachChannel(user, { archivedAt: row.channelArchivedAt })) throw notFound('Post');
    if (
      row.channelId &&
      row.channelVisibility &&
      !canReadChannel(user, { visibility: row.channelVisibility, membership: membershipFacts(row) })
    ) {
      throw forbidden('This channel is private: ask to join it to see its posts.');
    }
    if (
      !canSeeItem(
        user,
        { authorId: row.authorId, hidden: row.hiddenAt !== null },
        moderates(user, row),
      )
    ) {
      throw notFound('Post');
    }
    return row;
  }

  async function current(id: string, user: Actor): Promise<community.Post> {
    const row = await posts.findPost(id, user._id);
    if (!row) throw notFound('Post');
    return toPost(user, row);
  }

  /** Records a report; at the threshold the post is hidden, in the same transaction. */
  async function report(row: PostRow, user: Actor): Promise<void> {
    await reportItem(
      db,
      posts,
      { id: row.id, userId: user._id, threshold: community.COMMUNITY_REPORT_HIDE_THRESHOLD },
      (tx) =>
        moderation.record(
          {
            actorId: null,
            action: 'autoHidePost',
            channelId: row.channelId,
            targetType: 'post',
            targetId: row.id,
          },
          tx,
        ),
    );
  }

  async function moderate(
    row: PostRow,
    user: Actor,
    action: 'pin' | 'unpin' | 'hide' | 'unhide',
  ): Promise<void> {
    if (!moderates(user, row) || (row.channelId === null && action.endsWith('pin'))) {
      throw forbidden('Only this channel’s admins can do this.');
    }
    const record = (tx: Db) =>
      moderation.record(
        {
          actorId: user._id,
          action: `${action}Post` as community.ModerationLogAction,
          channelId: row.channelId,
          targetType: 'post',
          targetId: row.id,
        },
        tx,
      );
    if (action === 'hide' || action === 'unhide') {
      // Shown again after review: its reports are settled.
      await setItemHidden(db, posts, { id: row.id, hidden: action === 'hide' }, record);
      return;
    }
    await db.transaction(async (tx) => {
      await posts.setPinned(row.id, action === 'pin', tx);
      await record(tx);
    });
  }

  return {
    readablePost,

    async list(q: community.PostListQuery, user: Actor): Promise<Page<community.Post>> {
      const page = await readBesideCheck(
        q.channelId ? channels.requireRead(q.channelId, user) : Promise.resolve(),
        posts.pagePosts(q, user),
      );
      return { rows: page.rows.map((r) => toPost(user, r)), total: page.total };
    },

    get: async (id: string, user: Actor) => toPost(user, await readablePost(id, user)),

    /**
     * Stores an uploaded image for a post of the caller's: checked by content, scaled down and
     * kept as WebP at a random `community/<uuid>.webp` owned by the caller. A new name per
     * upload, so two at once never write the same file and the served file can be cached for good.
     */
    uploadImage: (bytes: Buffer, user: Actor): Promise<community.PostImage> =>
      images.store(bytes, user._id),

    async create(body: community.CreatePostBody, user: Actor): Promise<community.Post> {
      if (body.channelId) {
        const channel = await channels.requirePostable(body.channelId, user);
        if (body.anonymous && !canPostAnonymously(channel)) {
          throw badRequest('Anonymous posts are not allowed in this channel.', {
            anonymous: 'Anonymous posts are not allowed in this channel.',
          });
        }
      }
      const id = await posts.insertPost({
        channelId: body.channelId ?? null,
        authorId: user._id,
        title: body.title,
        body: cleanBody(body.body),
        imageUrl: await ownImage(body.imageUrl ?? null, user),
        anonymous: body.anonymous,
      });
      const post = await current(id, user);
      if (body.channelId) {
        // After the commit; a failed announcement must not fail the post.
        channels
          .announcePost(body.channelId, id, user._id, post.createdAt)
          .catch((err: unknown) => log?.warn({ err }, 'community post announcement failed'));
      }
      return post;
    },

    async edit(id: string, body: community.EditPostBody, user: Actor): Promise<community.Post> {
      const row = await readablePost(id, user);
      if (!canEditItem(user, row)) throw forbidden('You can only edit your own posts.');
      const imageUrl =
        body.imageUrl !== undefined ? await ownImage(body.imageUrl, user, row.imageUrl) : undefined;
      await posts.editPost(id, {
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.body !== undefined ? { body: cleanBody(body.body) } : {}),
        ...(imageUrl !== undefined ? { imageUrl } : {}),
      });
      return current(id, user);
    },

    async action(body: community.PostActionBody, user: Actor): Promise<community.Post> {
      const row = await readablePost(body.postId, user);
      switch (body.action) {
        case 'like':
          await posts.like(row.id, user._id);
          break;
        case 'unlike':
          await posts.unlike(row.id, user._id);
          break;
        case 'report':
          if (!canReport(user, row)) throw badRequest('You cannot report your own post.');
          await report(row, user);
          break;
        default:
          await moderate(row, user, body.action);
      }
      // A reporter whose report hid the post still gets its state.
      return current(row.id, user);
    },

    async remove(id: string, user: Actor): Promise<void> {
      const row = await readablePost(id, user);
      if (!canDeleteItem(user, row, moderates(user, row))) {
        throw forbidden('You can only delete your own posts.');
      }
      await db.transaction(async (tx) => {
        await posts.deletePost(id, tx);
        if (row.authorId !== user._id) {
          await moderation.record(
            {
              actorId: user._id,
              action: 'deletePost',
              channelId: row.channelId,
              targetType: 'post',
              targetId: id,
            },
            tx,
          );
        }
      });
    },

    /** Stores a post as it stands (demo data), body cleaned like any other. */
    seedPost: (input: Parameters<PostsRepository['insertPost']>[0]) =>
      posts.insertPost({
        ...input,
        body: cleanBody(input.body),
        imageUrl: safeImageUrl(input.imageUrl),
      }),

    seedLike: (postId: string, userId: string) => posts.like(postId, userId),
  };
}

export type PostsService = ReturnType<typeof createPostsService>;
