import { useState, type ReactNode } from 'react';
import { Button, type MantineSize } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';

/**
 * Deletes a record after asking: the button opens a confirmation naming what goes; `onConfirm`
 * runs only once the admin confirms. `what` completes "Delete …?" ('this article').
 */
export function DeleteButton({
  what,
  onConfirm,
  loading,
  label = 'Delete',
  text,
  children,
  confirmDisabled,
  size,
}: {
  what: string;
  onConfirm: () => void;
  loading?: boolean;
  label?: string;
  /** The dialog's explanation; by default, that it cannot be undone. */
  text?: string;
  /** A choice the deletion needs, shown in the dialog; `confirmDisabled` until it is made. */
  children?: ReactNode;
  confirmDisabled?: boolean;
  size?: MantineSize;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        color="red"
        variant="light"
        leftSection={<IconTrash size={16} aria-hidden />}
        loading={loading}
        size={size}
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      {open && (
        <ConfirmDialog
          title={`${label} ${what}?`}
          text={text ?? 'This cannot be undone.'}
          confirmLabel={label}
          onConfirm={onConfirm}
          onClose={() => setOpen(false)}
          confirmDisabled={confirmDisabled}
        >
          {children}
        </ConfirmDialog>
      )}
    </>
  );
}
