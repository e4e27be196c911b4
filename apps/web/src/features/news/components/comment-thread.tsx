import { useSessionStore } from '../../../shared/session/session-store';
import { CommentThread as DiscussionThread } from '../../../shared/discussion/comment-thread';
import { useCreateComment } from '../api/create-comment';
import { useComments } from '../api/get-comments';
import { CommentItem } from './comment-item';

/** Comments of an article, newest first and paged, with the form for a new one. */
export function CommentThread({ newsFeedId }: { newsFeedId: string }) {
  const isAdmin = useSessionStore((s) => s.user?.isAdmin ?? false);
  const comments = useComments(newsFeedId);
  const create = useCreateComment();
  return (
    <DiscussionThread
      comments={comments}
      onCreate={(comment) => create.mutateAsync({ newsFeedId, comment })}
      renderComment={(c) => <CommentItem comment={c} isAdmin={isAdmin} />}
    />
  );
}
