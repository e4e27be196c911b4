import { useEffect, useId, useState } from 'react';
import { Button, Paper, Stack, Text } from '@mantine/core';
import { ERROR_MESSAGES } from '@portal/contract';
import { appEvents } from '../lib/app-events';
import classes from './update-dialog.module.css';

/**
 * The "site was updated" dialog (SPEC §4, §8): hidden until the API client reports a version
 * mismatch; Reload closes it and reloads the page. Part of the entry chunk on purpose: after a
 * deploy the old lazy chunks may be gone, so this dialog must not need one.
 */
export function UpdateDialog({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const [open, setOpen] = useState(false);
  const textId = useId();
  useEffect(() => appEvents.on('appversion', () => setOpen(true)), []);
  if (!open) return null;
  return (
    <div className={classes.backdrop}>
      <Paper
        className={classes.dialog}
        role="alertdialog"
        aria-modal="true"
        aria-describedby={textId}
        shadow="xl"
        radius="md"
        p="lg"
      >
        <Stack>
          <Text id={textId}>{ERROR_MESSAGES.updateDialog}</Text>
          <Button
            autoFocus
            onClick={() => {
              setOpen(false);
              reload();
            }}
          >
            Reload
          </Button>
        </Stack>
      </Paper>
    </div>
  );
}
