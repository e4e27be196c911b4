import { useState } from 'react';
import {
  ActionIcon,
  Anchor,
  Badge,
  Divider,
  Group,
  Menu,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import {
  IconArrowLeft,
  IconDots,
  IconEye,
  IconEyeOff,
  IconFlag,
  IconPencil,
  IconPin,
  IconPinnedOff,
  IconTrash,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import type { community } from '@portal/contract';
import { useAppNavigate } from '../../../shared/navigation/use-app-navigate';
import { useIsMobile } from '../../../shared/navigation/use-is-mobile';
import { RichText } from '../../../shared/ui/rich-text';
import { useDeletePost } from '../api/create-post';
import { usePost } from '../api/get-post';
import { usePostAction } from '../api/post-action';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { EditPostForm } from './edit-post-form';
import { LikeButton } from './like-button';
import { PageError } from './page-error';
import { PostAuthor } from './post-author';
import { PostBadges } from './post-badges';
import { PostImage } from './post-image';
import { ResponseThread } from './response-thread';
import classes from './community.module.css';

function PostMenu({ post, onEdit }: { post: community.Post; onEdit: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const action = usePostAction();
  const remove = useDeletePost();
  const navigate = useAppNavigate();
  const hidden = post.status === 'hidden';
  const canReport = !post.isOwn && !post.isReported && !hidden;
  const canPin = post.canModerate && post.channel !== null;
  if (!post.canEdit && !post.canDelete && !canReport && !post.canModerate) return null;
  const act = (a: community.PostAction) => action.mutate({ postId: post._id, action: a });
  const back = post.channel ? `/community/detail/${post.channel._id}` : '/community/userposts';

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label="Post actions">
            <IconDots size={20} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {post.canEdit && (
            <Menu.Item leftSection={<IconPencil size={16} />} onClick={onEdit}>
              Edit
            </Menu.Item>
          )}
          {canReport && (
            <Menu.Item leftSection={<IconFlag size={16} />} onClick={() => act('report')}>
              Report
            </Menu.Item>
          )}
          {canPin && (
            <Menu.Item
              leftSection={post.isPinned ? <IconPinnedOff size={16} /> : <IconPin size={16} />}
              onClick={() => act(post.isPinned ? 'unpin' : 'pin')}
            >
              {post.isPinned ? 'Unpin' : 'Pin'}
            </Menu.Item>
          )}
          {post.canModerate &&
            (hidden ? (
              <Menu.Item leftSection={<IconEye size={16} />} onClick={() => act('unhide')}>
                Show again
              </Menu.Item>
            ) : (
              <Menu.Item leftSection={<IconEyeOff size={16} />} onClick={() => act('hide')}>
                Hide
              </Menu.Item>
            ))}
          {post.canDelete && (
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => setConfirming(true)}
            >
              Delete
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      {confirming && (
        <ConfirmDialog
          title="Delete post"
          text="The post and all its responses will be deleted. This cannot be undone."
          confirmLabel="Delete"
          onClose={() => setConfirming(false)}
          onConfirm={() => remove.mutate(post, { onSuccess: () => navigate(back) })}
        />
      )}
    </>
  );
}

function PostSkeleton() {
  return (
    <Paper withBorder radius="md" p="lg" data-testid="post-loading">
      <Stack gap="sm">
        <Group gap="sm">
          <Skeleton height={36} circle />
          <Skeleton height={14} width={160} />
        </Group>
        <Skeleton height={28} width="70%" />
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} height={14} width={i === 4 ? '60%' : '100%'} />
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * A post with its responses: /community/post/:id (channel posts) and
 * /community/user-post/details/:id (user posts). Edit, delete, report, pin and hide follow the
 * flags the server gives the caller.
 */
export function PostView({ id }: { id: string }) {
  const mobile = useIsMobile();
  const post = usePost(id);
  const [editing, setEditing] = useState(false);

  const p = post.data;
  const back = p?.channel ? (
    <Anchor component={Link} to={`/community/detail/${p.channel._id}`} size="sm" c="dimmed">
      <Group gap={4}>
        <IconArrowLeft size={16} />
        {p.channel.name}
      </Group>
    </Anchor>
  ) : (
    <Anchor component={Link} to="/community/userposts" size="sm" c="dimmed">
      <Group gap={4}>
        <IconArrowLeft size={16} />
        User posts
      </Group>
    </Anchor>
  );

  if (post.isPending) return <PostSkeleton />;
  if (post.isError || !p) {
    return (
      <Stack>
        {back}
        <PageError title="This post could not be loaded" onRetry={() => void post.refetch()} />
      </Stack>
    );
  }

  return (
    <Stack gap="md" className={classes.detail}>
      {back}
      <Paper withBorder radius="md" p={mobile ? 'md' : 'lg'} component="article">
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <PostAuthor
              author={p.author}
              anonymous={p.anonymous}
              createdAt={p.createdAt}
              editedAt={p.editedAt}
            />
            <Group gap={4} wrap="nowrap">
              <PostBadges post={p} />
              <PostMenu post={p} onEdit={() => setEditing(true)} />
            </Group>
          </Group>
          {editing ? (
            <EditPostForm post={p} onDone={() => setEditing(false)} />
          ) : (
            <>
              <Title order={1} fz={mobile ? 'h3' : 'h2'} lh={1.25} data-testid="post-title">
                {p.title}
              </Title>
              {p.imageUrl && (
                <PostImage
                  src={p.imageUrl}
                  alt={p.title}
                  className={classes.postImageFull}
                  testId="post-image"
                />
              )}
              <RichText html={p.body} testId="post-body" />
            </>
          )}
          <Group gap="xs">
            <LikeButton post={p} />
            {p.isReported && (
              <Text size="xs" c="dimmed">
                You reported this post
              </Text>
            )}
            {p.canModerate && p.reportCount > 0 && (
              <Badge size="sm" color="red.9" variant="outline">
                {p.reportCount} reports
              </Badge>
            )}
          </Group>
        </Stack>
      </Paper>
      <Divider />
      <ResponseThread postId={p._id} responseCount={p.responseCount} />
    </Stack>
  );
}
