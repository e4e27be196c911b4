import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useSessionStore } from '../../../shared/session/session-store';
import { PostView } from '../components/post-view';

/** /community/user-post/details/:id: a user post with its responses; kept as selectedUserPost. */
export function UserPostDetailPage() {
  const { id = '' } = useParams();
  const setCommunity = useSessionStore((s) => s.setCommunity);
  useEffect(() => {
    setCommunity({ selectedUserPost: id });
  }, [id, setCommunity]);
  return <PostView key={id} id={id} />;
}
