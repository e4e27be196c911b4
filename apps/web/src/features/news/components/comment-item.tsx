import { useState } from 'react';
import { ActionIcon, Avatar, Badge, Button, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import {
  IconDots,
  IconEye,
  IconEyeOff,
  IconFlag,
  IconHeart,
  IconHeartFilled,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import {
  abbreviateNumber,
  initialOf,
  londonClock,
  shortDateTime,
  type news,
} from '@portal/contract';
import { useCommentAction } from '../api/comment-action';
import { useDeleteComment } from '../api/delete-comment';
import { useEditComment } from '../api/edit-comment';
import { CommentForm } from './comment-form';
import { DeleteCommentDialog } from './delete-comment-dialog';
import classes from './news.module.css';

const formatCommentDate = (iso: string) => shortDateTime(londonClock(iso));

/**
 * One comment with the actions its flags allow: edit (`canEdit`), delete (`canDelete`), like or
 * unlike, report (not one's own, once), and hide or restore for admins.
 */
export function CommentItem({ comment, isAdmin }: { comment: news.Comment; isAdmin: boolean }) {
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const edit = useEditComment();
  const remove = useDeleteComment();
  const action = useCommentAction();
  const name = `${comment.author.firstName} ${comment.author.lastName}`.trim();
  const hidden = comment.status === 'hidden';
  // The author is the one who may edit; one cannot report one's own comment.
  const canReport = !comment.canEdit && !comment.isReported && !hidden;
  const hasMenu = comment.canEdit || comment.canDelete || canReport || isAdmin;
  const act = (status: news.CommentAction) => action.mutate({ responseId: comment._id, status });

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      bg={hidden ? 'gray.0' : undefined}
      component="article"
      aria-label={`Comment by ${name}`}
      data-testid="comment"
    >
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Avatar src={comment.author.media[0]?.url || undefined} radius="xl" size={36} color="blue">
          {initialOf(comment.author.firstName)}
        </Avatar>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Group gap={6} wrap="wrap" style={{ minWidth: 0 }}>
              <Text fw={600} size="sm">
                {name}
              </Text>
              <Text size="xs" c="dimmed">
                <time dateTime={comment.createdAt}>{formatCommentDate(comment.createdAt)}</time>
                {comment.editedAt && ' · edited'}
              </Text>
              {hidden && (
                <Badge size="xs" color="red.9" variant="outline">
                  Hidden
                </Badge>
              )}
            </Group>
            {hasMenu && !editing && (
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <ActionIcon variant="subtle" color="gray" aria-label={`Comment actions: ${name}`}>
                    <IconDots size={18} />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  {comment.canEdit && (
                    <Menu.Item
                      leftSection={<IconPencil size={16} />}
                      onClick={() => setEditing(true)}
                    >
                      Edit
                    </Menu.Item>
                  )}
                  {comment.canDelete && (
                    <Menu.Item
                      color="red"
                      leftSection={<IconTrash size={16} />}
                      onClick={() => setConfirmingDelete(true)}
                    >
                      Delete
                    </Menu.Item>
                  )}
                  {canReport && (
                    <Menu.Item leftSection={<IconFlag size={16} />} onClick={() => act('report')}>
                      Report
                    </Menu.Item>
                  )}
                  {isAdmin &&
                    (hidden ? (
                      <Menu.Item leftSection={<IconEye size={16} />} onClick={() => act('restore')}>
                        Restore
                      </Menu.Item>
                    ) : (
                      <Menu.Item leftSection={<IconEyeOff size={16} />} onClick={() => act('hide')}>
                        Hide
                      </Menu.Item>
                    ))}
                </Menu.Dropdown>
              </Menu>
            )}
          </Group>

          {editing ? (
            <CommentForm
              label="Edit comment"
              submitLabel="Save"
              defaultValue={comment.comment}
              autoFocus
              onCancel={() => setEditing(false)}
              onSubmit={async (text) => {
                await edit.mutateAsync({ id: comment._id, comment: text });
                setEditing(false);
              }}
            />
          ) : (
            <Text size="sm" className={classes.commentText} data-testid="comment-text">
              {comment.comment}
            </Text>
          )}

          <Group gap="xs">
            <Button
              variant="subtle"
              color={comment.isLiked ? 'red' : 'gray'}
              size="compact-xs"
              leftSection={
                comment.isLiked ? <IconHeartFilled size={14} /> : <IconHeart size={14} />
              }
              aria-pressed={comment.isLiked}
              aria-label={`${comment.isLiked ? 'Unlike' : 'Like'} (${comment.likeCount})`}
              loading={action.isPending && action.variables?.status !== 'report'}
              onClick={() => act(comment.isLiked ? 'unlike' : 'like')}
            >
              {abbreviateNumber(comment.likeCount)}
            </Button>
            {comment.isReported && (
              <Text size="xs" c="dimmed">
                Reported
              </Text>
            )}
          </Group>
        </Stack>
      </Group>
      {confirmingDelete && (
        <DeleteCommentDialog
          onClose={() => setConfirmingDelete(false)}
          onConfirm={() => remove.mutate(comment)}
        />
      )}
    </Paper>
  );
}
