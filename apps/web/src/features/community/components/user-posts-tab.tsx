import { Stack } from '@mantine/core';
import { PostComposer } from './post-composer';
import { PostList } from './post-list';

/** The User posts tab: members' posts on their own walls, and the composer (anonymous allowed). */
export function UserPostsTab() {
  return (
    <Stack gap="md">
      <PostComposer allowAnonymous />
      <PostList
        filters={{ type: 'user' }}
        emptyText="Share news, a question or a success with the community."
      />
    </Stack>
  );
}
