import { Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import { IconChevronDown } from '@tabler/icons-react';
import { AVATAR_SIZES } from '@portal/contract';
import { HeaderSearch } from '#features/search/components/header-search';
import { useRouteMeta } from '../../shared/navigation/route-meta';
import { fullNameOf, roleNameOf, useSessionStore } from '../../shared/session/session-store';
import { UserAvatar } from '../../shared/ui/user-avatar';
import type { ProfileActionId } from './profile-actions';
import { ProfileMenu } from './profile-menu';
import classes from './auth-layout.module.css';

/**
 * Breadcrumb, the portal's search field, avatar, full name, role name (from medium width) and
 * the profile dropdown.
 */
export function DesktopHeader({ onAction }: { onAction: (id: ProfileActionId) => void }) {
  const user = useSessionStore((s) => s.user);
  const breadcrumb = useRouteMeta()?.breadcrumb ?? '';
  const role = roleNameOf(user);

  return (
    <header className={classes.header}>
      <nav aria-label="Breadcrumb">
        <Text fw="medium" size="lg" data-testid="breadcrumb">
          {breadcrumb}
        </Text>
      </nav>
      <HeaderSearch />
      <ProfileMenu onAction={onAction}>
        {/* Named by what it shows (name and role) and then what it is, so the label seen is
            the label heard (WCAG 2.5.3). */}
        <UnstyledButton className={classes.profileButton}>
          <Group gap="sm" wrap="nowrap">
            <UserAvatar user={user} size={AVATAR_SIZES.desktopHeader} />
            <Text fw="medium" data-testid="header-name">
              {fullNameOf(user)}
              {role && (
                <Text span visibleFrom="md" c="dimmed" fw="regular" data-testid="header-role">
                  {' '}
                  ({role})
                </Text>
              )}
            </Text>
            <IconChevronDown size={16} aria-hidden />
            <VisuallyHidden>Profile menu</VisuallyHidden>
          </Group>
        </UnstyledButton>
      </ProfileMenu>
    </header>
  );
}
