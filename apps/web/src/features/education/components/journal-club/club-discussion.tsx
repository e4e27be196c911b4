import type { education } from '@portal/contract';
import { CommentWithCalls, type CommentCalls } from '../../../../shared/discussion/comment-item';
import { CommentThread } from '../../../../shared/discussion/comment-thread';
import { useSessionStore } from '../../../../shared/session/session-store';
import {
  CLUB_COMMENTS_PAGES,
  useClubCommentAction,
  useClubComments,
  useCreateClubComment,
  useDeleteClubComment,
  useEditClubComment,
} from '../../api/club-comments';

const clubCalls: CommentCalls<education.ClubComment> = {
  useEdit: useEditClubComment,
  useDelete: useDeleteClubComment,
  useAction: useClubCommentAction,
};

/** A session's discussion: every discussion's thread (shared/discussion) on the club's calls. */
export function ClubDiscussion({ journalClubId }: { journalClubId: string }) {
  const isAdmin = useSessionStore((s) => s.user?.isAdmin ?? false);
  const comments = useClubComments(journalClubId);
  const create = useCreateClubComment(journalClubId);
  return (
    <CommentThread
      comments={comments}
      pagesParam={CLUB_COMMENTS_PAGES}
      onCreate={(text) => create.mutateAsync(text)}
      renderComment={(c) => <CommentWithCalls comment={c} isAdmin={isAdmin} calls={clubCalls} />}
    />
  );
}
