import { discussion, londonInstant, type education } from '@portal/contract';
import type { Db } from '../../db/client';
import type { Page } from '../../db/paging';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { commentFacts, withCommentPermissions } from '../../infra/discussion/comments';
import {
  reportItem,
  reviewItem,
  setItemHidden,
  type AlsoInTransaction,
  type ReviewDecision,
} from '../../infra/discussion/moderation';
import { canReportItem, canSeeItem } from '../../infra/discussion/policy';
import { createClubCommentsRepository, type ClubCommentRecord } from './club-comments.repository';
import { canEditClub, canModerateClubComments, type Actor } from './journal-club.policy';
import {
  createJournalClubsRepository,
  type ClubInput,
  type ClubRecord,
} from './journal-clubs.repository';

export interface JournalClubServiceDeps {
  db: Db;
  now?: () => Date;
}

const withCanEdit = (user: Actor, club: ClubRecord): education.JournalClub => ({
  ...club,
  canEdit: canEditClub(user, { authorId: club.author._id }),
});

/** The form's values as stored: the meeting's London wall-clock time read as an instant. */
function toInput(body: education.JournalClubBody): ClubInput {
  const meetingAt = londonInstant(body.meetingAt);
  // The schema already refused anything else; this keeps a caller around it honest.
  if (!meetingAt)
    throw badRequest('This field must be a date and time', {
      meetingAt: 'This field must be a date and time',
    });
  return { ...body, meetingAt };
}

/** The journal club: sessions about one paper each, and their discussion (decision 69). */
export function createJournalClubService({ db, now = () => new Date() }: JournalClubServiceDeps) {
  const clubs = createJournalClubsRepository(db);
  const comments = createClubCommentsRepository(db);

  async function requireClub(id: string): Promise<ClubRecord> {
    const club = await clubs.find(id);
    if (!club) throw notFound('Journal club');
    return club;
  }

  /** The comment if this user may see it; a hidden one is "not found" to others. */
  async function visibleComment(id: string, user: Actor): Promise<ClubCommentRecord> {
    const comment = await comments.find(id, user._id);
    if (!comment || !canSeeItem(user, commentFacts(comment), user.isAdmin)) {
      throw notFound('Comment');
    }
    return comment;
  }

  async function reload(id: string, user: Actor): Promise<education.ClubComment> {
    const comment = await comments.find(id, user._id);
    if (!comment) throw notFound('Comment');
    return withCommentPermissions(user, comment);
  }

  return {
    async list(
      q: education.JournalClubListQuery,
      user: Actor,
    ): Promise<Page<education.JournalClub>> {
      const page = await clubs.page(q, now());
      return { rows: page.rows.map((c) => withCanEdit(user, c)), total: page.total };
    },

    get: async (id: string, user: Actor) => withCanEdit(user, await requireClub(id)),

    async create(body: education.JournalClubBody, user: Actor): Promise<education.JournalClub> {
      const id = await clubs.insert({ ...toInput(body), authorId: user._id });
      return withCanEdit(user, await requireClub(id));
    },

    async edit(
      id: string,
      body: education.JournalClubBody,
      user: Actor,
    ): Promise<education.JournalClub> {
      const club = await requireClub(id);
      if (!canEditClub(user, { authorId: club.author._id })) {
        throw forbidden('Only the session’s author or an admin can change it.');
      }
      await clubs.update(id, toInput(body));
      return withCanEdit(user, await requireClub(id));
    },

    async listComments(
      q: education.ClubCommentListQuery,
      user: Actor,
    ): Promise<Page<education.ClubComment>> {
      await requireClub(q.journalClubId);
      const page = await comments.page(q.journalClubId, q, user);
      return { rows: page.rows.map((c) => withCommentPermissions(user, c)), total: page.total };
    },

    async createComment(
      body: education.CreateClubCommentBody,
      user: Actor,
    ): Promise<education.ClubComment> {
      await requireClub(body.journalClubId);
      const id = await comments.insert({
        clubId: body.journalClubId,
        authorId: user._id,
        body: body.comment,
      });
      return reload(id, user);
    },

    async editComment(
      id: string,
      body: discussion.EditCommentBody,
      user: Actor,
    ): Promise<education.ClubComment> {
      const comment = await visibleComment(id, user);
      if (!withCommentPermissions(user, comment).canEdit) {
        throw forbidden('You can only edit your own comments.');
      }
      await comments.edit(id, body.comment, now());
      return reload(id, user);
    },

    async commentAction(
      body: discussion.CommentActionBody,
      user: Actor,
    ): Promise<education.ClubComment> {
      const id = body.responseId;
      const comment = await visibleComment(id, user);
      switch (body.status) {
        case 'like':
          await comments.reactions.like(id, user._id);
          break;
        case 'unlike':
          await comments.reactions.unlike(id, user._id);
          break;
        case 'report':
          if (!canReportItem(user, commentFacts(comment))) {
            throw badRequest('You cannot report your own comment.');
          }
          await reportItem(db, comments.reactions, {
            id,
            userId: user._id,
            threshold: discussion.COMMENT_REPORT_HIDE_THRESHOLD,
            at: now(),
          });
          break;
        case 'hide':
        case 'restore':
          if (!canModerateClubComments(user)) throw forbidden('Only administrators can do this.');
          await setItemHidden(db, comments.reactions, {
            id,
            hidden: body.status === 'hide',
            at: now(),
          });
          break;
      }
      // The reporter may no longer see a comment their report hid; they get its state anyway.
      return reload(id, user);
    },

    /** The review queue's decision on a reported comment (decision 94), audited by `also`. */
    async reviewComment(id: string, decision: ReviewDecision, also: AlsoInTransaction) {
      const found = await reviewItem(db, comments.reactions, { id, decision, at: now() }, also);
      if (!found) throw notFound('Comment');
    },

    async deleteComment(id: string, user: Actor): Promise<void> {
      const comment = await visibleComment(id, user);
      if (!withCommentPermissions(user, comment).canDelete) {
        throw forbidden('You can only delete your own comments.');
      }
      await comments.remove(id);
    },

    /** Stores a session as it stands (demo data), through the same checks as the form. */
    async seedClub(body: education.JournalClubBody, authorId: string, createdAt?: Date) {
      return clubs.insert({ ...toInput(body), authorId, createdAt });
    },

    /** Stores a comment as it stands (demo data). */
    seedComment: (input: { clubId: string; authorId: string; body: string; createdAt?: Date }) =>
      comments.insert(input),
  };
}

export type JournalClubService = ReturnType<typeof createJournalClubService>;
