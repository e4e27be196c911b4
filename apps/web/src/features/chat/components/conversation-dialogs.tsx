import type { ChatSelection } from '../../../shared/navigation/use-open-chat';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useDeleteDirectChat, useRoomAction } from '../api/chat-mutations';
import type { ChatTarget } from '../lib/chat-keys';
import { RoomDialog } from './room-dialog';
import { RoomMembersDialog } from './room-members-dialog';

export type ConversationDialog = 'members' | 'rename' | 'delete' | 'leave' | 'clear' | null;

/** The dialog the conversation's options menu opened: members, rename, delete, leave, clear. */
export function ConversationDialogs({
  dialog,
  selection,
  target,
  title,
  isAdmin,
  meId,
  onClose,
}: {
  dialog: ConversationDialog;
  selection: ChatSelection;
  target: ChatTarget;
  title: string;
  isAdmin: boolean;
  meId: string;
  onClose: () => void;
}) {
  const roomAction = useRoomAction();
  const deleteDirect = useDeleteDirectChat();
  return (
    <>
      {dialog === 'members' && (
        <RoomMembersDialog roomId={target.id} isAdmin={isAdmin} meId={meId} onClose={onClose} />
      )}
      {dialog === 'rename' && (
        <RoomDialog rename={{ roomId: target.id, name: title }} onClose={onClose} />
      )}
      {dialog === 'delete' && (
        <ConfirmDialog
          title="Delete room"
          text={`Delete ${title} for every member?`}
          confirmLabel="Delete"
          onConfirm={() => roomAction.mutate({ kind: 'delete', roomId: target.id })}
          onClose={onClose}
        />
      )}
      {dialog === 'leave' && (
        <ConfirmDialog
          title="Leave room"
          text={`Leave ${title}?`}
          confirmLabel="Leave"
          onConfirm={() => roomAction.mutate({ kind: 'leave', roomId: target.id })}
          onClose={onClose}
        />
      )}
      {dialog === 'clear' && selection.virtualRoomId && (
        <ConfirmDialog
          title="Delete conversation"
          text="Delete this conversation for you? The other person keeps it."
          confirmLabel="Delete"
          onConfirm={() =>
            deleteDirect.mutate({
              conversationId: selection.virtualRoomId ?? '',
              otherId: target.id,
            })
          }
          onClose={onClose}
        />
      )}
    </>
  );
}
