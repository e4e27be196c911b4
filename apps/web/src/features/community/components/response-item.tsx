import { useState } from 'react';
import { Badge, Button } from '@mantine/core';
import {
  IconCircleCheck,
  IconCircleCheckFilled,
  IconEye,
  IconEyeOff,
  IconFlag,
  IconMessageReply,
  IconTrash,
} from '@tabler/icons-react';
import type { community } from '@portal/contract';
import { useDeleteResponse, useResponseAction } from '../api/responses';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import {
  DiscussionItem,
  type DiscussionMenuAction,
} from '../../../shared/discussion/discussion-item';
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
  const act = (status: community.ResponseStatusAction) =>
    action.mutate({ responseId: response._id, status });
  const likeBusy =
    action.isPending &&
    (action.variables.status === 'liked' || action.variables.status === 'unliked');

  const menu: DiscussionMenuAction[] = [
    ...(canReport
      ? [{ label: 'Report', icon: <IconFlag size={16} />, onClick: () => act('reported') }]
      : []),
    ...(response.canModerate
      ? [
          hidden
            ? { label: 'Show again', icon: <IconEye size={16} />, onClick: () => act('visible') }
            : { label: 'Hide', icon: <IconEyeOff size={16} />, onClick: () => act('hidden') },
        ]
      : []),
    ...(response.canDelete
      ? [
          {
            label: 'Delete',
            color: 'red',
            icon: <IconTrash size={16} />,
            onClick: () => setConfirming(true),
          },
        ]
      : []),
  ];

  return (
    <DiscussionItem
      testId="response"
      className={response.isAccepted ? classes.accepted : undefined}
      accepted={response.isAccepted}
      hidden={hidden}
      reported={response.isReported}
      menu={menu}
      menuLabel="Response actions"
      header={
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
      }
      like={{
        liked: response.isLiked,
        count: response.likeCount,
        label: `${response.isLiked ? 'Unlike' : 'Like'} response (${response.likeCount})`,
        busy: likeBusy,
        onToggle: () => act(response.isLiked ? 'unliked' : 'liked'),
      }}
      actions={
        <>
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
        </>
      }
      dialogs={
        confirming && (
          <ConfirmDialog
            title="Delete response"
            text="The response and its replies will be deleted. This cannot be undone."
            confirmLabel="Delete"
            onClose={() => setConfirming(false)}
            onConfirm={() => remove.mutate(response._id)}
          />
        )
      }
    >
      <RichText html={response.body} size="sm" testId="response-body" />
    </DiscussionItem>
  );
}
