import { useState } from 'react';
import { Button, type MantineColor } from '@mantine/core';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';

/** A button whose action runs once the admin confirms it in a dialog. */
export function ConfirmButton({
  label,
  title,
  text,
  onConfirm,
  disabled,
  color,
}: {
  label: string;
  title: string;
  text: string;
  onConfirm: () => void;
  disabled?: boolean;
  color?: MantineColor;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="default" color={color} disabled={disabled} onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open && (
        <ConfirmDialog
          title={title}
          text={text}
          confirmLabel={label}
          onConfirm={onConfirm}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
