import { Badge } from '@mantine/core';
import { IconPin } from '@tabler/icons-react';
import type { community } from '@portal/contract';

/**
 * A post's Pinned and Hidden badges (post card and page). Only the badges: each caller lays
 * them out in its own group, the page with its actions menu beside them.
 */
export function PostBadges({ post }: { post: community.Post }) {
  return (
    <>
      {post.isPinned && (
        <Badge size="sm" variant="light" leftSection={<IconPin size={12} />}>
          Pinned
        </Badge>
      )}
      {post.status === 'hidden' && (
        <Badge size="sm" color="red.9" variant="outline">
          Hidden
        </Badge>
      )}
    </>
  );
}
