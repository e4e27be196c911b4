import type { MouseEvent } from 'react';
import { NavLink, Paper } from '@mantine/core';
import '@mantine/core/styles/NavLink.layer.css';
import { IconChevronRight, IconLogout, IconSearch, IconUser } from '@tabler/icons-react';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { useSessionStore } from '../../shared/session/session-store';
import { phoneHomeEntries } from './menu-items';
import { PROFILE_ACTIONS, type ProfileActionId } from './profile-actions';

const ICONS = { profile: IconUser, logout: IconLogout } as const;
const PATHS = { profile: '/profile' } as const;
const chevron = <IconChevronRight size={16} aria-hidden />;

/**
 * Home on a phone (the bottom bar's More): visible entries for Search, which the desktop header
 * holds, for what the bottom bar lacks (Bookings, if the user's modules allow it) and for Profile
 * and Logout, which otherwise hide behind a tap on the name.
 */
export function PhoneHomeLinks({ onAction }: { onAction: (id: ProfileActionId) => void }) {
  const modules = useSessionStore((s) => s.user?.modules);
  const isAdmin = useSessionStore((s) => s.user?.isAdmin ?? false);
  const navigate = useAppNavigate();
  const go = (event: MouseEvent, path: string) => {
    event.preventDefault();
    navigate(path);
  };

  return (
    <Paper component="nav" aria-label="More" withBorder radius="md" mb="md">
      <NavLink
        component="a"
        href="/search"
        label="Search"
        leftSection={<IconSearch size={20} stroke={1.5} aria-hidden />}
        rightSection={chevron}
        onClick={(event: MouseEvent) => go(event, '/search')}
      />
      {phoneHomeEntries(modules, isAdmin).map((item) => (
        <NavLink
          key={item.id}
          component="a"
          href={item.path}
          label={item.name}
          leftSection={<item.icon size={20} stroke={1.5} aria-hidden />}
          rightSection={chevron}
          onClick={(event: MouseEvent) => go(event, item.path)}
        />
      ))}
      {PROFILE_ACTIONS.map((action) => {
        const Icon = ICONS[action.id];
        const icon = <Icon size={20} stroke={1.5} aria-hidden />;
        // Profile is a place (a link); Logout an action (a button).
        return action.id === 'logout' ? (
          <NavLink
            key={action.id}
            component="button"
            label={action.name}
            leftSection={icon}
            onClick={() => onAction(action.id)}
          />
        ) : (
          <NavLink
            key={action.id}
            component="a"
            href={PATHS[action.id]}
            label={action.name}
            leftSection={icon}
            rightSection={chevron}
            onClick={(event: MouseEvent) => {
              event.preventDefault();
              onAction(action.id);
            }}
          />
        );
      })}
    </Paper>
  );
}
