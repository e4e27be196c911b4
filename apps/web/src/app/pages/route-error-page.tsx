import { useRouteError } from 'react-router';
import { Button, Stack, Text, Title } from '@mantine/core';
import { ReloadPrompt } from '../../shared/ui/chunk-error-boundary';
import { ChunkLoadError } from '../../shared/ui/lazy-page';

/** Last resort for an error thrown while rendering a route. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (error instanceof ChunkLoadError) return <ReloadPrompt />;
  console.error(error);
  return (
    <Stack align="center" gap="sm" p="xl" role="alert">
      <Title order={2}>Something went wrong! try again.</Title>
      <Text c="dimmed">Reloading the page usually helps.</Text>
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </Stack>
  );
}
