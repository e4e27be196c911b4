import type { news } from '@portal/contract';
import { CommentWithCalls, type CommentCalls } from '../../../shared/discussion/comment-item';
import { useCommentAction } from '../api/comment-action';
import { useDeleteComment } from '../api/delete-comment';
import { useEditComment } from '../api/edit-comment';

const newsCalls: CommentCalls<news.Comment> = {
  useEdit: useEditComment,
  useDelete: useDeleteComment,
  useAction: useCommentAction,
};

/** An article's comment: every discussion's comment (shared/discussion), on the news calls. */
export function CommentItem({ comment, isAdmin }: { comment: news.Comment; isAdmin: boolean }) {
  return <CommentWithCalls comment={comment} isAdmin={isAdmin} calls={newsCalls} />;
}
