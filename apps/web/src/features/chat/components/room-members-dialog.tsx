import { useState } from 'react';
import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { useQuery } from '@tanstack/react-query';
import { roomMembersQuery } from '../api/get-rooms';
import { useRoomAction } from '../api/chat-mutations';
import { fullName } from '../lib/chat-list';
import { PeoplePicker } from './people-picker';

/** A room's members; its admins add, remove, block and unblock them. */
export function RoomMembersDialog({
  roomId,
  isAdmin,
  meId,
  onClose,
}: {
  roomId: string;
  isAdmin: boolean;
  meId: string;
  onClose: () => void;
}) {
  const members = useQuery(roomMembersQuery(roomId));
  const action = useRoomAction();
  const [toAdd, setToAdd] = useState<string[]>([]);
  const memberIds = (members.data ?? []).map((m) => m._id);

  return (
    <Modal opened onClose={onClose} title="Members" zIndex={400}>
      <Stack gap="sm">
        {isAdmin && (
          <Group align="flex-end" wrap="nowrap">
            <div style={{ flex: 1 }}>
              <PeoplePicker
                label="Add members"
                value={toAdd}
                onChange={setToAdd}
                exclude={memberIds}
              />
            </div>
            <Button
              disabled={toAdd.length === 0}
              loading={action.isPending && action.variables.kind === 'add'}
              onClick={() =>
                action.mutate(
                  { kind: 'add', roomId, userIds: toAdd },
                  { onSuccess: () => setToAdd([]) },
                )
              }
            >
              Add
            </Button>
          </Group>
        )}
        <Stack gap="xs" data-testid="room-members">
          {(members.data ?? []).map((m) => (
            <Group key={m._id} justify="space-between" wrap="nowrap" data-testid="room-member">
              <Group gap="xs" wrap="nowrap">
                <Text size="sm">{fullName(m)}</Text>
                {m.role === 'admin' && <Badge size="xs">Admin</Badge>}
                {m.status === 'blocked' && (
                  <Badge size="xs" color="red">
                    Blocked
                  </Badge>
                )}
              </Group>
              {isAdmin && m._id !== meId && (
                <Group gap={4} wrap="nowrap">
                  <Button
                    size="compact-xs"
                    variant="light"
                    onClick={() =>
                      action.mutate({
                        kind: m.status === 'blocked' ? 'unblock' : 'block',
                        roomId,
                        userId: m._id,
                      })
                    }
                  >
                    {m.status === 'blocked' ? 'Unblock' : 'Block'}
                  </Button>
                  <Button
                    size="compact-xs"
                    variant="light"
                    color="red"
                    onClick={() => action.mutate({ kind: 'remove', roomId, userId: m._id })}
                  >
                    Remove
                  </Button>
                </Group>
              )}
            </Group>
          ))}
        </Stack>
      </Stack>
    </Modal>
  );
}
