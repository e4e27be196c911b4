import type { education } from '@portal/contract';
import { CommentItem } from '../../../../shared/discussion/comment-item';
import { CommentThread } from '../../../../shared/discussion/comment-thread';
import { useSessionStore } from '../../../../shared/session/session-store';
import {
  useClubCommentAction,
  useClubComments,
  useCreateClubComment,
  useDeleteClubComment,
  useEditClubComment,
} from '../../api/club-comments';

function ClubComment({ comment, isAdmin }: { comment: education.ClubComment; isAdmin: boolean }) {
  const edit = useEditClubComment();
  const remove = useDeleteClubComment();
  const action = useClubCommentAction();
  return (
    <CommentItem
      comment={comment}
      isAdmin={isAdmin}
      onEdit={(text) => edit.mutateAsync({ id: comment._id, comment: text })}
      onDelete={() => remove.mutate(comment)}
      onAction={(status) => action.mutate({ responseId: comment._id, status })}
      pendingAction={action.isPending ? action.variables?.status : undefined}
    />
  );
}

/** A session's discussion: every discussion's thread (shared/discussion) on the club's calls. */
export function ClubDiscussion({ journalClubId }: { journalClubId: string }) {
  const isAdmin = useSessionStore((s) => s.user?.isAdmin ?? false);
  const comments = useClubComments(journalClubId);
  const create = useCreateClubComment(journalClubId);
  return (
    <CommentThread
      comments={comments}
      onCreate={(text) => create.mutateAsync(text)}
      renderComment={(c) => <ClubComment comment={c} isAdmin={isAdmin} />}
    />
  );
}
