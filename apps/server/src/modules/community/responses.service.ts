import { community } from '@portal/contract';
import type { Db } from '../../db/client';
import type { Page } from '../../db/paging';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { readBesideCheck } from '../../http/read-beside-check';
import { reportItem, setItemHidden } from '../../infra/discussion/moderation';
import {
  canAcceptResponse,
  canDeleteItem,
  canPostInChannel,
  canReport,
  canSeeItem,
  channelTakesPosts,
  type Actor,
} from './community.policy';
import { CHANNEL_ARCHIVED } from './channel-access';
import { membershipFacts, moderates, toResponse, type ResponseRow } from './community.view';
import type { ModerationRepository } from './moderation.repository';
import { cleanBody, type PostsService } from './posts.service';
import type { PostsRepository } from './posts.repository';
import type { ResponsesRepository } from './responses.repository';

export interface ResponsesServiceDeps {
  db: Db;
  responses: ResponsesRepository;
  posts: PostsRepository;
  postsService: PostsService;
  moderation: ModerationRepository;
}

/** Responses to posts, one level of replies; accepted answers, likes, reports, hiding. */
export function createResponsesService(deps: ResponsesServiceDeps) {
  const { db, responses, posts, postsService, moderation } = deps;

  /** The response if `user` may read its post and see it. */
  async function readableResponse(id: string, user: Actor): Promise<ResponseRow> {
    const row = await responses.findResponse(id, user._id);
    if (!row) throw notFound('Response');
    await postsService.readablePost(row.postId, user);
    if (
      !canSeeItem(
        user,
        { authorId: row.authorId, hidden: row.hiddenAt !== null },
        moderates(user, row),
      )
    ) {
      throw notFound('Response');
    }
    return row;
  }

  async function current(id: string, user: Actor): Promise<community.PostResponse> {
    const row = await responses.findResponse(id, user._id);
    if (!row) throw notFound('Response');
    return toResponse(user, row);
  }

  async function setHidden(row: ResponseRow, user: Actor, hidden: boolean) {
    if (!moderates(user, row)) throw forbidden('Only this channel’s admins can do this.');
    await setItemHidden(db, responses, { id: row.id, hidden }, (tx) =>
      moderation.record(
        {
          actorId: user._id,
          action: hidden ? 'hideResponse' : 'unhideResponse',
          channelId: row.channelId,
          targetType: 'response',
          targetId: row.id,
        },
        tx,
      ),
    );
  }

  return {
    readableResponse,
    setHidden,

    async list(
      q: community.ResponseListQuery,
      user: Actor,
    ): Promise<Page<community.ResponseThread>> {
      const page = await readBesideCheck(
        postsService.readablePost(q.postId, user),
        responses.pageTopLevel(q.postId, q, user),
      );
      const replies = await responses.replies(
        page.rows.map((r) => r.id),
        user,
      );
      return {
        rows: page.rows.map((r) => ({
          ...toResponse(user, r),
          replies: replies.filter((x) => x.parentId === r.id).map((x) => toResponse(user, x)),
        })),
        total: page.total,
      };
    },

    async create(body: community.CreateResponseBody, user: Actor): Promise<community.PostResponse> {
      const post = await postsService.readablePost(body.postId, user);
      if (!channelTakesPosts({ archivedAt: post.channelArchivedAt })) {
        throw forbidden(CHANNEL_ARCHIVED);
      }
      if (post.channelId && !canPostInChannel(user, membershipFacts(post))) {
        throw forbidden('Join the channel to respond.');
      }
      let parentId: string | null = null;
      if (body.parentId) {
        const parent = await responses.findResponse(body.parentId, user._id);
        if (!parent || parent.postId !== post.id) {
          throw badRequest('The response you reply to is not on this post.', {
            parentId: 'The response you reply to is not on this post.',
          });
        }
        // One level deep: a reply to a reply joins its thread.
        parentId = parent.parentId ?? parent.id;
      }
      const clean = cleanBody(body.body);
      const id = await responses.addResponse({
        postId: post.id,
        parentId,
        authorId: user._id,
        body: clean,
      });
      return current(id, user);
    },

    async action(body: community.ResponseActionBody, user: Actor): Promise<community.PostResponse> {
      const row = await readableResponse(body.responseId, user);
      switch (body.status) {
        case 'accepted':
        case 'unaccepted':
          if (!canAcceptResponse(user, { authorId: row.postAuthorId }, row)) {
            throw forbidden('Only the post’s author can accept an answer.');
          }
          // The post row is locked so two accepts at once leave one accepted answer.
          await db.transaction(async (tx) => {
            if (!(await posts.lockPost(row.postId, tx))) throw notFound('Post');
            if (body.status === 'accepted') await responses.setAccepted(row.postId, row.id, tx);
            else if (row.acceptedAt) await responses.setAccepted(row.postId, null, tx);
          });
          break;
        case 'liked':
          await responses.like(row.id, user._id);
          break;
        case 'unliked':
          await responses.unlike(row.id, user._id);
          break;
        case 'reported':
          if (!canReport(user, row)) throw badRequest('You cannot report your own response.');
          await reportItem(
            db,
            responses,
            { id: row.id, userId: user._id, threshold: community.COMMUNITY_REPORT_HIDE_THRESHOLD },
            (tx) =>
              moderation.record(
                {
                  actorId: null,
                  action: 'autoHideResponse',
                  channelId: row.channelId,
                  targetType: 'response',
                  targetId: row.id,
                },
                tx,
              ),
          );
          break;
        case 'hidden':
        case 'visible':
          await setHidden(row, user, body.status === 'hidden');
          break;
      }
      return current(row.id, user);
    },

    async remove(id: string, user: Actor): Promise<void> {
      const row = await readableResponse(id, user);
      if (!canDeleteItem(user, row, moderates(user, row))) {
        throw forbidden('You can only delete your own responses.');
      }
      await db.transaction(async (tx) => {
        await responses.deleteResponse(id, tx);
        if (row.authorId !== user._id) {
          await moderation.record(
            {
              actorId: user._id,
              action: 'deleteResponse',
              channelId: row.channelId,
              targetType: 'response',
              targetId: id,
            },
            tx,
          );
        }
      });
    },

    /** Stores a response as it stands (demo data), body cleaned like any other. */
    seedResponse: (input: Parameters<ResponsesRepository['insertResponse']>[0]) =>
      responses.insertResponse({ ...input, body: cleanBody(input.body) }),
  };
}

export type ResponsesService = ReturnType<typeof createResponsesService>;
