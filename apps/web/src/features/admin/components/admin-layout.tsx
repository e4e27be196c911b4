import type { ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { Box, NativeSelect, NavLink, Paper, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/NavLink.layer.css';
import { useIsMobile } from '../../../shared/navigation/use-is-mobile';
import { useSessionStore } from '../../../shared/session/session-store';
import { sectionOf, sectionsByGroup } from '../sections';
import classes from './admin.module.css';

/**
 * The admin area's frame: its section nav, by group (a side list on desktop, a select with a
 * group per heading on a phone, which fits 375px) beside the section's page. Only for an admin: anyone else, or an admin whose role
 * was taken away while the page was open, goes to /403 (the server refuses their calls anyway).
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const isAdmin = useSessionStore((s) => s.user?.isAdmin ?? false);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const active = sectionOf(pathname);
  const groups = sectionsByGroup();

  if (!isAdmin) return <Navigate to="/403" replace />;

  const nav = mobile ? (
    <NativeSelect
      label="Admin section"
      value={active?.path ?? ''}
      onChange={(event) => void navigate(event.currentTarget.value)}
      data={[
        ...(active ? [] : [{ value: '', label: 'Choose a section' }]),
        ...groups.map(({ group, sections }) => ({
          group,
          items: sections.map((s) => ({ value: s.path, label: s.label })),
        })),
      ]}
      mb="md"
      data-testid="admin-section-select"
    />
  ) : (
    <Paper
      component="nav"
      aria-label="Admin sections"
      withBorder
      radius="md"
      className={classes.nav}
    >
      <Title order={2} size="h5" px="sm" pt="sm" pb={4}>
        Admin
      </Title>
      <Stack gap={0} pb="xs">
        {groups.map(({ group, sections }) => (
          <div key={group} role="group" aria-labelledby={`admin-group-${group}`}>
            <Text
              id={`admin-group-${group}`}
              size="xs"
              fw={700}
              c="dimmed"
              tt="uppercase"
              px="sm"
              pt="sm"
              pb={2}
            >
              {group}
            </Text>
            {sections.map((section) => {
              const current = section.slug === active?.slug;
              return (
                <NavLink
                  key={section.slug}
                  component={Link}
                  to={section.path}
                  label={section.label}
                  active={current}
                  aria-current={current ? 'page' : undefined}
                  data-section={section.slug}
                />
              );
            })}
          </div>
        ))}
      </Stack>
    </Paper>
  );

  return (
    <Box className={mobile ? undefined : classes.frame} data-testid="admin-layout">
      {nav}
      <Box className={classes.main}>{children}</Box>
    </Box>
  );
}
