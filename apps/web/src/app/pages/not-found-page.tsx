import { Link } from 'react-router';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useSessionStore } from '../../shared/session/session-store';

/** Any path outside the route table. */
export function NotFoundPage() {
  const isLoggedIn = useSessionStore((s) => s.isUserLoggedIn);
  return (
    <Stack align="center" gap="sm" py="xl">
      <Title order={1}>404</Title>
      <Text size="lg">Page not found</Text>
      <Text c="dimmed" ta="center">
        The page you are looking for does not exist.
      </Text>
      <Button component={Link} to={isLoggedIn ? '/home' : '/'}>
        {isLoggedIn ? 'Back to Home' : 'Back to the start page'}
      </Button>
    </Stack>
  );
}
