import { Anchor, Avatar, Badge, Group, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Avatar.layer.css';
import { IconUserQuestion } from '@tabler/icons-react';
import { Link } from 'react-router';
import { initialOf, londonClock, shortDateTime, type community } from '@portal/contract';
import { isAnonymousAuthor } from '../lib/people';

export const formatPostDate = (iso: string) => shortDateTime(londonClock(iso));

/**
 * Who wrote a post or response, and when. An anonymous author, as the API shows them to others
 * (no id), is 'Anonymous' with a neutral icon: no avatar and no link to a profile. The author of
 * an anonymous post sees their own name with an 'Anonymous' badge.
 */
export function PostAuthor({
  author,
  anonymous,
  createdAt,
  editedAt,
  size = 'md',
  extra,
}: {
  author: community.PostAuthor;
  anonymous: boolean;
  createdAt: string;
  editedAt?: string | null;
  size?: 'sm' | 'md';
  extra?: React.ReactNode;
}) {
  const avatarSize = size === 'sm' ? 28 : 36;
  const hidden = isAnonymousAuthor(author);
  const name = [author.title, author.firstName, author.lastName].filter(Boolean).join(' ');
  return (
    <Group gap="sm" wrap="nowrap" data-testid="post-author">
      {hidden ? (
        <Avatar
          size={avatarSize}
          radius="xl"
          color="gray"
          aria-hidden
          data-testid="anonymous-avatar"
        >
          <IconUserQuestion size={avatarSize * 0.55} />
        </Avatar>
      ) : (
        <Avatar
          src={author.media[0]?.url || undefined}
          size={avatarSize}
          radius="xl"
          color="blue"
          alt=""
        >
          {initialOf(author.firstName)}
        </Avatar>
      )}
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Group gap={6} wrap="wrap">
          {hidden ? (
            <Text size="sm" fw={600} data-testid="author-name">
              Anonymous
            </Text>
          ) : (
            <Anchor
              component={Link}
              to={`/contact/detail/${author._id}`}
              size="sm"
              fw={600}
              c="inherit"
              data-testid="author-name"
            >
              {name}
            </Anchor>
          )}
          {anonymous && !hidden && (
            <Badge size="xs" variant="light" color="gray">
              Posted anonymously
            </Badge>
          )}
          {extra}
        </Group>
        <Text size="xs" c="dimmed">
          <time dateTime={createdAt}>{formatPostDate(createdAt)}</time>
          {editedAt && ' · edited'}
        </Text>
      </Stack>
    </Group>
  );
}
