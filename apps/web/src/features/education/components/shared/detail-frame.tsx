import type { ReactNode } from 'react';
import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Alert.layer.css';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useIsMobile } from '../../../../shared/navigation/use-is-mobile';
import classes from '../education.module.css';

/** The back link, loading skeleton and error of an education detail page around its content. */
export function DetailFrame({
  backTo,
  backLabel,
  what,
  query,
  children,
}: {
  backTo: string;
  backLabel: string;
  /** 'This session', 'This publication': the error's subject. */
  what: string;
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  children: () => ReactNode;
}) {
  const mobile = useIsMobile();
  const back = !mobile && (
    <Anchor component={Link} to={backTo} size="sm" c="dimmed">
      <Group gap={4}>
        <IconArrowLeft size={16} />
        {backLabel}
      </Group>
    </Anchor>
  );
  if (query.isPending)
    return (
      <Stack gap="md" className={classes.page} data-testid="detail-loading">
        {back}
        <Paper withBorder radius="md" p={mobile ? 'md' : 'xl'}>
          {/* Each row at the height of what replaces it (a badge, a title line, text lines). */}
          <Stack gap="md">
            <Skeleton height={20} width={120} />
            <Skeleton height={33} />
            <Stack gap={6}>
              {Array.from({ length: 5 }, (_, i) => (
                <Skeleton key={i} height={22} width={i % 2 ? '80%' : '100%'} />
              ))}
            </Stack>
          </Stack>
        </Paper>
      </Stack>
    );
  if (query.isError)
    return (
      <Stack gap="md" className={classes.page}>
        {back}
        <Alert color="red" title={`${what} could not be loaded`}>
          <Text size="sm">It may have been removed, or the connection failed.</Text>
          <Group gap="xs" mt="sm">
            <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
              Try again
            </Button>
            <Button size="xs" variant="default" component={Link} to={backTo}>
              {backLabel}
            </Button>
          </Group>
        </Alert>
      </Stack>
    );
  return (
    <Stack gap="md" className={classes.page}>
      {back}
      {children()}
    </Stack>
  );
}
