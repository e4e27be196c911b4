import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { messages } from '@portal/contract';
import { useRoomAction } from '../api/chat-mutations';

/** Renames a room (admins only). */
export function RenameRoomDialog({
  roomId,
  currentName,
  onClose,
}: {
  roomId: string;
  currentName: string;
  onClose: () => void;
}) {
  const [name, setName] = useState(currentName);
  const [error, setError] = useState<string | null>(null);
  const action = useRoomAction();

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) {
      setError(messages.required);
      return;
    }
    action.mutate({ kind: 'rename', roomId, name: name.trim() }, { onSuccess: onClose });
  };

  return (
    <Modal opened onClose={onClose} title="Rename room" zIndex={400}>
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
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={action.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
