import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { messages } from '@portal/contract';
import type { ChatSelection } from '../../../shared/session/session-store';
import { useCreateRoom } from '../api/chat-mutations';
import { selectionOfRoom } from '../lib/chat-list';
import { PeoplePicker } from './people-picker';

/** Creates a room from a name and members; the new room opens. */
export function CreateRoomDialog({
  onClose,
  onOpen,
}: {
  onClose: () => void;
  onOpen: (selection: ChatSelection) => void;
}) {
  const [name, setName] = useState('');
  const [userIds, setUserIds] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const createRoom = useCreateRoom();

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) {
      setError(messages.required);
      return;
    }
    createRoom.mutate(
      { name: name.trim(), userIds },
      {
        onSuccess: (room) => {
          onClose();
          onOpen(selectionOfRoom(room));
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title="Create room" zIndex={400}>
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
          <PeoplePicker label="Members" value={userIds} onChange={setUserIds} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={createRoom.isPending}>
              Create
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
