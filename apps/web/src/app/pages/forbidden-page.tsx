import { Link } from 'react-router';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useSessionStore } from '../../shared/session/session-store';

/** Shown after a 403 (SPEC §6). */
export function ForbiddenPage() {
  const isLoggedIn = useSessionStore((s) => s.isUserLoggedIn);
  return (
    <Stack align="center" gap="sm" py="xl">
      <Title order={1}>403</Title>
      <Text size="lg">Permission denied</Text>
      <Text c="dimmed" ta="center">
        You do not have permission to view this page.
      </Text>
      <Button component={Link} to={isLoggedIn ? '/home' : '/'}>
        {isLoggedIn ? 'Back to Home' : 'Back to the start page'}
      </Button>
    </Stack>
  );
}
