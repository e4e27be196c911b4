import { Alert, Button, Group, Text } from '@mantine/core';
import '@mantine/core/styles/Alert.layer.css';
import { Link } from 'react-router';

/** A record that could not be loaded: try again, or go back to the community. */
export function PageError({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Alert color="red" title={title}>
      <Text size="sm">It may have been removed, or the connection failed.</Text>
      <Group gap="xs" mt="sm">
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          Try again
        </Button>
        <Button size="xs" variant="default" component={Link} to="/communities">
          Back to Community
        </Button>
      </Group>
    </Alert>
  );
}
