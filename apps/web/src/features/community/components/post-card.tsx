import { Anchor, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Card.layer.css';
import { IconMessageCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { abbreviateNumber, type community } from '@portal/contract';
import { htmlToText } from '../lib/paragraphs';
import { postPath } from '../lib/people';
import { LikeButton } from './like-button';
import { PostAuthor } from './post-author';
import { PostBadges } from './post-badges';
import { PostImage } from './post-image';
import classes from './community.module.css';

/** A post in a list: author, title (to the post), its image, an excerpt, likes and responses. */
export function PostCard({ post, showChannel }: { post: community.Post; showChannel?: boolean }) {
  const to = postPath(post);
  return (
    <Card withBorder radius="md" padding="md" component="article" data-testid="post-card">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <PostAuthor
            author={post.author}
            anonymous={post.anonymous}
            createdAt={post.createdAt}
            editedAt={post.editedAt}
          />
          <Group gap={4}>
            <PostBadges post={post} />
          </Group>
        </Group>
        {showChannel && post.channel && (
          <Anchor component={Link} to={`/community/detail/${post.channel._id}`} size="xs">
            {post.channel.name}
          </Anchor>
        )}
        <Anchor component={Link} to={to} className={classes.cardTitle} fw={700} fz="lg">
          {post.title}
        </Anchor>
        {post.imageUrl && (
          <PostImage
            src={post.imageUrl}
            alt={post.title}
            className={classes.postCardImage}
            testId="post-card-image"
          />
        )}
        <Text size="sm" c="dimmed" lineClamp={3}>
          {htmlToText(post.body)}
        </Text>
        <Group gap="xs">
          <LikeButton post={post} />
          <Anchor
            component={Link}
            to={to}
            size="sm"
            c="dimmed"
            aria-label={`${post.responseCount} responses to ${post.title}`}
          >
            <Group gap={4} wrap="nowrap">
              <IconMessageCircle size={16} aria-hidden />
              {abbreviateNumber(post.responseCount)}
            </Group>
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}

export function PostCardSkeleton() {
  return (
    <Card withBorder radius="md" padding="md" data-testid="post-card-skeleton">
      <Stack gap="xs">
        <Group gap="sm">
          <Skeleton height={36} circle />
          <Stack gap={4}>
            <Skeleton height={12} width={120} />
            <Skeleton height={10} width={90} />
          </Stack>
        </Group>
        <Skeleton height={18} width="70%" />
        <Skeleton height={12} />
        <Skeleton height={12} width="85%" />
      </Stack>
    </Card>
  );
}
