import { Button, Group, Modal, Stack, Text } from '@mantine/core';

/** Asks before a comment is deleted: it cannot be brought back. */
export function DeleteCommentDialog({
  onConfirm,
  onClose,
}: {
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened onClose={onClose} title="Delete comment" zIndex={400} centered>
      <Stack gap="md">
        <Text size="sm">Delete this comment? This cannot be undone.</Text>
        <Group justify="flex-end">
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
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
