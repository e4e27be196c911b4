import { useState } from 'react';
import { Avatar, Badge, Group, Text } from '@mantine/core';
import '@mantine/core/styles/Avatar.layer.css';
import { IconEye, IconEyeOff, IconFlag, IconPencil, IconTrash } from '@tabler/icons-react';
import {
  discussionSchemas,
  initialOf,
  londonClock,
  shortDateTime,
  type discussion,
} from '@portal/contract';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { DiscussionForm } from './discussion-form';
import { DiscussionItem, type DiscussionMenuAction } from './discussion-item';
import classes from './discussion.module.css';

const formatCommentDate = (iso: string) => shortDateTime(londonClock(iso));

/** What a flat discussion (news, the journal club) does with one comment. */
export interface CommentHandlers {
  /** Saves the author's new text; throws when the call failed. */
  onEdit: (text: string) => Promise<unknown>;
  onDelete: () => void;
  onAction: (status: discussion.CommentAction) => void;
  /** The action under way, if any (the like button shows it). */
  pendingAction?: discussion.CommentAction;
}

/**
 * One plain-text comment with the actions its flags allow: edit (`canEdit`), delete
 * (`canDelete`), like or unlike, report (not one's own, once), and hide or restore for admins.
 */
export function CommentItem({
  comment,
  isAdmin,
  onEdit,
  onDelete,
  onAction,
  pendingAction,
}: { comment: discussion.DiscussionComment; isAdmin: boolean } & CommentHandlers) {
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const name = `${comment.author.firstName} ${comment.author.lastName}`.trim();
  const hidden = comment.status === 'hidden';
  // The author is the one who may edit; one cannot report one's own comment.
  const canReport = !comment.canEdit && !comment.isReported && !hidden;
  const menu: DiscussionMenuAction[] = [
    ...(comment.canEdit
      ? [{ label: 'Edit', icon: <IconPencil size={16} />, onClick: () => setEditing(true) }]
      : []),
    ...(comment.canDelete
      ? [
          {
            label: 'Delete',
            color: 'red',
            icon: <IconTrash size={16} />,
            onClick: () => setConfirmingDelete(true),
          },
        ]
      : []),
    ...(canReport
      ? [{ label: 'Report', icon: <IconFlag size={16} />, onClick: () => onAction('report') }]
      : []),
    ...(isAdmin
      ? [
          hidden
            ? { label: 'Restore', icon: <IconEye size={16} />, onClick: () => onAction('restore') }
            : { label: 'Hide', icon: <IconEyeOff size={16} />, onClick: () => onAction('hide') },
        ]
      : []),
  ];

  return (
    <DiscussionItem
      layout="row"
      testId="comment"
      ariaLabel={`Comment by ${name}`}
      hidden={hidden}
      reported={comment.isReported}
      menu={menu}
      menuLabel={`Comment actions: ${name}`}
      menuHidden={editing}
      avatar={
        <Avatar src={comment.author.media[0]?.url || undefined} radius="xl" size={36} color="blue">
          {initialOf(comment.author.firstName)}
        </Avatar>
      }
      header={
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
      }
      like={{
        liked: comment.isLiked,
        count: comment.likeCount,
        label: `${comment.isLiked ? 'Unlike' : 'Like'} (${comment.likeCount})`,
        busy: pendingAction !== undefined && pendingAction !== 'report',
        onToggle: () => onAction(comment.isLiked ? 'unlike' : 'like'),
      }}
      dialogs={
        confirmingDelete && (
          <ConfirmDialog
            title="Delete comment"
            text="Delete this comment? This cannot be undone."
            confirmLabel="Delete"
            onClose={() => setConfirmingDelete(false)}
            onConfirm={onDelete}
          />
        )
      }
    >
      {editing ? (
        <DiscussionForm
          label="Edit comment"
          submitLabel="Save"
          schema={discussionSchemas.CommentTextSchema}
          field="comment"
          defaultValue={comment.comment}
          autoFocus
          onCancel={() => setEditing(false)}
          onSubmit={async (text) => {
            await onEdit(text);
            setEditing(false);
          }}
        />
      ) : (
        <Text size="sm" className={classes.text} data-testid="comment-text">
          {comment.comment}
        </Text>
      )}
    </DiscussionItem>
  );
}

/** A discussion's calls for one comment, as hooks (a module constant, so hook order holds). */
export interface CommentCalls<C extends discussion.DiscussionComment> {
  useEdit: () => { mutateAsync: (v: { id: string; comment: string }) => Promise<unknown> };
  useDelete: () => { mutate: (comment: C) => void };
  useAction: () => {
    mutate: (v: { responseId: string; status: discussion.CommentAction }) => void;
    isPending: boolean;
    variables?: { status: discussion.CommentAction };
  };
}

/** A comment wired to its discussion's calls (news, the journal club). */
export function CommentWithCalls<C extends discussion.DiscussionComment>({
  comment,
  isAdmin,
  calls,
}: {
  comment: C;
  isAdmin: boolean;
  calls: CommentCalls<C>;
}) {
  const edit = calls.useEdit();
  const remove = calls.useDelete();
  const action = calls.useAction();
  return (
    <CommentItem
      comment={comment}
      isAdmin={isAdmin}
      onEdit={(text) => edit.mutateAsync({ id: comment._id, comment: text })}
      onDelete={() => remove.mutate(comment)}
      onAction={(status) => action.mutate({ responseId: comment._id, status })}
      pendingAction={action.isPending ? action.variables?.status : undefined}
    />
  );
}
