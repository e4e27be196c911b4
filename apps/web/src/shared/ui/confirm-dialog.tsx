import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';

/**
 * Asks before an action that cannot be undone, or not by oneself (deleting a message, a post, a
 * response; leaving a private channel). Above
 * the chat's drawer, hence the z-index.
 */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  onConfirm,
  onClose,
  children,
  confirmDisabled,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  /** A choice the action needs, under the text (where a deleted category's articles go). */
  children?: ReactNode;
  /** True until that choice is made. */
  confirmDisabled?: boolean;
}) {
  return (
    <Modal opened onClose={onClose} title={title} centered zIndex={400}>
      <Stack gap="md">
        <Text size="sm">{text}</Text>
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            color="red"
            disabled={confirmDisabled}
            onClick={() => {
              onConfirm();
              onClose();
            }}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
