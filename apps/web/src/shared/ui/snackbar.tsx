import { useEffect } from 'react';
import { Notification } from '@mantine/core';
import '@mantine/core/styles/Notification.layer.css';
import { SNACKBAR_MAX_WIDTH, SNACKBAR_TIMEOUT_MS } from '@portal/contract';
import { useSessionStore, type SnackType } from '../session/session-store';
import classes from './snackbar.module.css';

const COLORS: Record<SnackType, string> = {
  info: 'blue',
  success: 'green',
  warning: 'orange',
  error: 'red',
};

/** The session's snack message, top right, cleared after SNACKBAR_TIMEOUT_MS (SPEC §4, §9). */
export function Snackbar() {
  const message = useSessionStore((s) => s.snackMessage);
  const type = useSessionStore((s) => s.snackType);
  const id = useSessionStore((s) => s.snackId);
  const clearSnack = useSessionStore((s) => s.clearSnack);

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(clearSnack, SNACKBAR_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [message, id, clearSnack]);

  if (!message) return null;
  return (
    <div className={classes.root} style={{ maxWidth: SNACKBAR_MAX_WIDTH }}>
      <Notification
        role={type === 'error' ? 'alert' : 'status'}
        data-testid="snackbar"
        data-type={type}
        color={COLORS[type]}
        withBorder
        onClose={clearSnack}
        closeButtonProps={{ 'aria-label': 'Close message' }}
      >
        {message}
      </Notification>
    </div>
  );
}
