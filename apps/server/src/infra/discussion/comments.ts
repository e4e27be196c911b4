import { eq, isNull, or, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { discussion } from '@portal/contract';
import { avatarMedia, nameAndAvatarColumns } from '../../db/person-columns';
import { users, type journalClubComments, type newsComments } from '../../db/schema';
import { canDeleteItem, canEditItem, type DiscussionActor } from './policy';

// A flat discussion's comment (news, the journal club) as every one of them is read and shown:
// its author with their avatar, its text and state, and what the viewer may do with it.

/** A comment as stored, before the viewer's permission flags are added. */
export type CommentRecord = Omit<discussion.DiscussionComment, 'canEdit' | 'canDelete'>;

/** The author's columns of a comment select joined to `users` and their avatar in `media`. */
export const commentAuthorColumns = {
  authorId: users.id,
  ...nameAndAvatarColumns,
};

/** A flat discussion's comments table (the schema's `discussionCommentColumns`). */
type CommentsTable = typeof newsComments | typeof journalClubComments;

/** A comment select's own columns and its author's, whatever discussion's table it reads. */
export const commentColumnsOf = (t: CommentsTable) => ({
  id: t.id,
  body: t.body,
  hiddenAt: t.hiddenAt,
  createdAt: t.createdAt,
  editedAt: t.editedAt,
  ...commentAuthorColumns,
});

/** Visible comments, plus the viewer's own hidden ones, plus all for a site admin. */
export const commentsVisibleTo = (
  t: CommentsTable,
  isAdmin: boolean,
  viewerId: string | SQLWrapper,
): SQL | undefined => (isAdmin ? undefined : or(isNull(t.hiddenAt), eq(t.authorId, viewerId)));

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
    media: avatarMedia(r),
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
