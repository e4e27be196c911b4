import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import {
  IconCircleCheck,
  IconCircleCheckFilled,
  IconDots,
  IconEye,
  IconEyeOff,
  IconFlag,
  IconHeart,
  IconHeartFilled,
  IconMessageReply,
  IconTrash,
} from '@tabler/icons-react';
import { abbreviateNumber, type community } from '@portal/contract';
import { useDeleteResponse, useResponseAction } from '../api/responses';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { PostAuthor } from './post-author';
import { RichText } from '../../../shared/ui/rich-text';
import classes from './community.module.css';

/**
 * One response with what its flags allow: like; the post's author marks a top-level response
 * accepted (`canAccept`) or takes the mark back; reply (top-level only); delete (`canDelete`);
 * report (not one's own, once); hide or show again for moderators (`canModerate`).
 */
export function ResponseItem({
  response,
  postId,
  onReply,
}: {
  response: community.PostResponse;
  postId: string;
  onReply?: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const action = useResponseAction(postId);
  const remove = useDeleteResponse(postId);
  const hidden = response.status === 'hidden';
  const canReport = !response.isOwn && !response.isReported && !hidden;
  const hasMenu = response.canDelete || canReport || response.canModerate;
  const act = (status: community.ResponseStatusAction) =>
    action.mutate({ responseId: response._id, status });
  const likeBusy =
    action.isPending &&
    (action.variables.status === 'liked' || action.variables.status === 'unliked');

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="article"
      className={response.isAccepted ? classes.accepted : undefined}
      bg={hidden ? 'gray.0' : undefined}
      data-testid="response"
      data-accepted={response.isAccepted || undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <PostAuthor
            author={response.author}
            anonymous={response.anonymous}
            createdAt={response.createdAt}
            size="sm"
            extra={
              <>
                {response.isPostAuthor && (
                  <Badge size="xs" variant="light">
                    Author
                  </Badge>
                )}
                {response.isAccepted && (
                  <Badge
                    size="sm"
                    color="teal.9"
                    leftSection={<IconCircleCheckFilled size={12} />}
                    data-testid="accepted-badge"
                  >
                    Accepted answer
                  </Badge>
                )}
                {hidden && (
                  <Badge size="xs" color="red.9" variant="outline">
                    Hidden
                  </Badge>
                )}
              </>
            }
          />
          {hasMenu && (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label="Response actions">
                  <IconDots size={18} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {canReport && (
                  <Menu.Item leftSection={<IconFlag size={16} />} onClick={() => act('reported')}>
                    Report
                  </Menu.Item>
                )}
                {response.canModerate &&
                  (hidden ? (
                    <Menu.Item leftSection={<IconEye size={16} />} onClick={() => act('visible')}>
                      Show again
                    </Menu.Item>
                  ) : (
                    <Menu.Item leftSection={<IconEyeOff size={16} />} onClick={() => act('hidden')}>
                      Hide
                    </Menu.Item>
                  ))}
                {response.canDelete && (
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
          )}
        </Group>
        <RichText html={response.body} size="sm" testId="response-body" />
        <Group gap="xs">
          <Button
            variant="subtle"
            color={response.isLiked ? 'red' : 'gray'}
            size="compact-xs"
            leftSection={response.isLiked ? <IconHeartFilled size={14} /> : <IconHeart size={14} />}
            aria-pressed={response.isLiked}
            aria-label={`${response.isLiked ? 'Unlike' : 'Like'} response (${response.likeCount})`}
            loading={likeBusy}
            onClick={() => act(response.isLiked ? 'unliked' : 'liked')}
          >
            {abbreviateNumber(response.likeCount)}
          </Button>
          {onReply && (
            <Button
              variant="subtle"
              color="gray"
              size="compact-xs"
              leftSection={<IconMessageReply size={14} />}
              onClick={onReply}
            >
              Reply
            </Button>
          )}
          {response.canAccept && (
            <Button
              variant={response.isAccepted ? 'filled' : 'subtle'}
              color="teal.9"
              size="compact-xs"
              leftSection={
                response.isAccepted ? (
                  <IconCircleCheckFilled size={14} />
                ) : (
                  <IconCircleCheck size={14} />
                )
              }
              aria-pressed={response.isAccepted}
              loading={
                action.isPending &&
                (action.variables.status === 'accepted' || action.variables.status === 'unaccepted')
              }
              onClick={() => act(response.isAccepted ? 'unaccepted' : 'accepted')}
            >
              {response.isAccepted ? 'Accepted' : 'Mark as accepted'}
            </Button>
          )}
          {response.isReported && (
            <Text size="xs" c="dimmed">
              Reported
            </Text>
          )}
        </Group>
      </Stack>
      {confirming && (
        <ConfirmDialog
          title="Delete response"
          text="The response and its replies will be deleted. This cannot be undone."
          confirmLabel="Delete"
          onClose={() => setConfirming(false)}
          onConfirm={() => remove.mutate(response._id)}
        />
      )}
    </Paper>
  );
}
