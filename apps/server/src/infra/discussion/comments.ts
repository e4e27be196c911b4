import type { discussion } from '@portal/contract';
import { media, users } from '../../db/schema';
import { uploadUrl } from '../storage';
import { canDeleteItem, canEditItem, type DiscussionActor } from './policy';

// A flat discussion's comment (news, the journal club) as every one of them is read and shown:
// its author with their avatar, its text and state, and what the viewer may do with it.

/** A comment as stored, before the viewer's permission flags are added. */
export type CommentRecord = Omit<discussion.DiscussionComment, 'canEdit' | 'canDelete'>;

/** The author's columns of a comment select joined to `users` and their avatar in `media`. */
export const commentAuthorColumns = {
  authorId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  mediaId: media.id,
  mediaPath: media.path,
  mediaThumbPath: media.thumbPath,
};

/** What a comment select returns, whatever table it reads. */
export interface CommentRow {
  id: string;
  body: string;
  hiddenAt: Date | null;
  createdAt: Date;
  editedAt: Date | null;
  authorId: string;
  firstName: string;
  lastName: string;
  mediaId: string | null;
  mediaPath: string | null;
  mediaThumbPath: string | null;
  likeCount: number;
  isLiked: boolean;
  isReported: boolean;
}

export const toCommentRecord = (r: CommentRow): CommentRecord => ({
  _id: r.id,
  comment: r.body,
  author: {
    _id: r.authorId,
    firstName: r.firstName,
    lastName: r.lastName,
    media:
      r.mediaId && r.mediaPath && r.mediaThumbPath
        ? [{ _id: r.mediaId, url: uploadUrl(r.mediaPath), thumbUrl: uploadUrl(r.mediaThumbPath) }]
        : [],
  },
  status: r.hiddenAt ? 'hidden' : 'visible',
  likeCount: Number(r.likeCount),
  isLiked: r.isLiked,
  isReported: r.isReported,
  createdAt: r.createdAt.toISOString(),
  editedAt: r.editedAt?.toISOString() ?? null,
});

/** The rules' view of a comment. */
export const commentFacts = (c: CommentRecord) => ({
  authorId: c.author._id,
  hidden: c.status === 'hidden',
});

/** Adds what `actor` may do with the comment; site admins moderate flat discussions. */
export const withCommentPermissions = <C extends CommentRecord>(actor: DiscussionActor, c: C) => ({
  ...c,
  canEdit: canEditItem(actor, commentFacts(c)),
  canDelete: canDeleteItem(actor, commentFacts(c), actor.isAdmin),
});
