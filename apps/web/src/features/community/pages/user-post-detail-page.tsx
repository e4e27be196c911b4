import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useCommunityStore } from '../lib/community-store';
import { PostView } from '../components/post-view';

/** /community/user-post/details/:id: a user post with its responses; kept as selectedUserPost. */
export function UserPostDetailPage() {
  const { id = '' } = useParams();
  const setSelectedUserPost = useCommunityStore((s) => s.setSelectedUserPost);
  useEffect(() => {
    setSelectedUserPost(id);
  }, [id, setSelectedUserPost]);
  return <PostView key={id} id={id} />;
}
