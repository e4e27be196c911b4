import type { ReactNode } from 'react';
import { Alert, Button } from '@mantine/core';
import '@mantine/core/styles/Alert.layer.css';

/** A list or a record whose call failed: what could not be loaded, and "Try again". */
export function RetryAlert({
  title,
  onRetry,
  children,
}: {
  title: string;
  onRetry: () => void;
  /** A line of explanation above the button. */
  children?: ReactNode;
}) {
  return (
    <Alert color="red" title={title}>
      {children}
      <Button variant="light" color="red" size="xs" mt="xs" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
