import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { messages } from '@portal/contract';
import type { ChatSelection } from '../../../shared/navigation/use-open-chat';
import { useCreateRoom, useRoomAction } from '../api/chat-mutations';
import { selectionOfRoom } from '../lib/chat-list';
import { PeoplePicker } from './people-picker';

/**
 * A room's name: a new room with its members (then opened with `onOpen`), or, given `rename`,
 * an existing room's new name (admins only).
 */
export function RoomDialog({
  rename,
  onOpen,
  onClose,
}: {
  rename?: { roomId: string; name: string };
  onOpen?: (selection: ChatSelection) => void;
  onClose: () => void;
}) {
  const [name, setName] = useState(rename?.name ?? '');
  const [userIds, setUserIds] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const createRoom = useCreateRoom();
  const roomAction = useRoomAction();

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError(messages.required);
      return;
    }
    if (rename) {
      roomAction.mutate(
        { kind: 'rename', roomId: rename.roomId, name: trimmed },
        { onSuccess: onClose },
      );
      return;
    }
    createRoom.mutate(
      { name: trimmed, userIds },
      {
        onSuccess: (room) => {
          onClose();
          onOpen?.(selectionOfRoom(room));
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={rename ? 'Rename room' : 'Create room'} zIndex={400}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Room name"
            required
            maxLength={80}
            value={name}
            error={error}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setError(null);
            }}
            data-autofocus
          />
          {!rename && <PeoplePicker label="Members" value={userIds} onChange={setUserIds} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={rename ? roomAction.isPending : createRoom.isPending}>
              {rename ? 'Save' : 'Create'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
