import type { news } from '@portal/contract';
import { CommentItem as DiscussionComment } from '../../../shared/discussion/comment-item';
import { useCommentAction } from '../api/comment-action';
import { useDeleteComment } from '../api/delete-comment';
import { useEditComment } from '../api/edit-comment';

/** An article's comment: every discussion's comment (shared/discussion), on the news calls. */
export function CommentItem({ comment, isAdmin }: { comment: news.Comment; isAdmin: boolean }) {
  const edit = useEditComment();
  const remove = useDeleteComment();
  const action = useCommentAction();
  return (
    <DiscussionComment
      comment={comment}
      isAdmin={isAdmin}
      onEdit={(text) => edit.mutateAsync({ id: comment._id, comment: text })}
      onDelete={() => remove.mutate(comment)}
      onAction={(status) => action.mutate({ responseId: comment._id, status })}
      pendingAction={action.isPending ? action.variables?.status : undefined}
    />
  );
}
