import { useState } from 'react';
import { Button } from '@mantine/core';
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
}: {
  what: string;
  onConfirm: () => void;
  loading?: boolean;
  label?: string;
  /** The dialog's explanation; by default, that it cannot be undone. */
  text?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        color="red"
        variant="light"
        leftSection={<IconTrash size={16} aria-hidden />}
        loading={loading}
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
        />
      )}
    </>
  );
}
