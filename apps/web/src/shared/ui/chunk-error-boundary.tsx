import { Component, type ReactNode } from 'react';
import { Button, Stack, Text, Title } from '@mantine/core';
import { ChunkLoadError } from './lazy-page';

interface State {
  error: Error | null;
}

/** Instead of a blank page, a chunk that fails to load shows a reload prompt. */
export function ReloadPrompt({
  onReload = () => window.location.reload(),
}: {
  onReload?: () => void;
}) {
  return (
    <Stack align="center" gap="sm" p="xl" role="alert" data-testid="reload-prompt">
      <Title order={3}>This page could not be loaded</Title>
      <Text c="dimmed" ta="center">
        Please check your connection and reload the page.
      </Text>
      <Button onClick={onReload}>Reload</Button>
    </Stack>
  );
}

/** Catches ChunkLoadError from lazy pages below it; other errors go on to the route's handler. */
export class ChunkErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error instanceof ChunkLoadError) return <ReloadPrompt />;
    if (error) throw error;
    return this.props.children;
  }
}
