import { Button, Group, Modal, Text } from '@mantine/core';

/** Asks before something that cannot be undone (deleting a post or a response). */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  onConfirm,
  onClose,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <Text size="sm">{text}</Text>
      <Group justify="flex-end" mt="md" gap="xs">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button
          color="red"
          onClick={() => {
            onConfirm();
            onClose();
          }}
        >
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
