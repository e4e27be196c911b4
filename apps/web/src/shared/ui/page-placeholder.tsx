import type { ReactNode } from 'react';
import { Anchor, Breadcrumbs, Paper, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Breadcrumbs.layer.css';
import { useRouteMeta } from '../navigation/route-meta';

/** A page that a later issue fills in: its title and breadcrumb. */
export function PagePlaceholder({ children }: { children?: ReactNode }) {
  const meta = useRouteMeta();
  const title = meta?.title ?? '';
  const crumbs = [meta?.breadcrumb, title].filter(
    (c, i, all): c is string => Boolean(c) && all.indexOf(c) === i,
  );
  return (
    <Paper p="lg" radius="md" withBorder data-testid="page-placeholder">
      <Stack gap="xs">
        {crumbs.length > 0 && (
          <Breadcrumbs aria-label="Page breadcrumb">
            {crumbs.map((c) => (
              <Anchor key={c} component="span" c="dimmed" size="sm" underline="never">
                {c}
              </Anchor>
            ))}
          </Breadcrumbs>
        )}
        <Title order={1} fz="h2">
          {title}
        </Title>
        {children ?? <Text c="dimmed">This page is coming soon.</Text>}
      </Stack>
    </Paper>
  );
}
