import { Button } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { abbreviateNumber, type community } from '@portal/contract';
import { useToggleLike } from '../api/post-action';

/** Like or unlike a post: the count changes at once and goes back if the call fails. */
export function LikeButton({ post }: { post: community.Post }) {
  const toggle = useToggleLike();
  return (
    <Button
      variant="subtle"
      color={post.isLiked ? 'red' : 'gray'}
      size="compact-sm"
      leftSection={post.isLiked ? <IconHeartFilled size={16} /> : <IconHeart size={16} />}
      aria-pressed={post.isLiked}
      aria-label={`${post.isLiked ? 'Unlike' : 'Like'} (${post.likeCount})`}
      data-testid="like-button"
      onClick={() => toggle.mutate({ post, like: !post.isLiked })}
    >
      {abbreviateNumber(post.likeCount)}
    </Button>
  );
}
