import { useParams } from 'react-router';
import { PostView } from '../components/post-view';

/** /community/post/:id: a channel post with its responses. */
export function CommunityPostPage() {
  const { id = '' } = useParams();
  return <PostView key={id} id={id} />;
}
