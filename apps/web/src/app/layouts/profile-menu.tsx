import type { ReactNode } from 'react';
import { Menu } from '@mantine/core';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import { IconLogout, IconUser } from '@tabler/icons-react';
import { PROFILE_ACTIONS, type ProfileActionId } from './profile-actions';

const ICONS = { profile: IconUser, logout: IconLogout } as const;

/** The profile dropdown (Profile, Logout), each item opening an action by id; `children` is its target. */
export function ProfileMenu({
  children,
  onAction,
  idPrefix = 'profile-action',
}: {
  children: ReactNode;
  onAction: (id: ProfileActionId) => void;
  idPrefix?: string;
}) {
  return (
    // Above the snackbar (z-index 1000), which sits just below the header where this opens: the
    // menu a person has just opened is what they are about to use (Logout right after Login).
    <Menu position="bottom-end" width={180} withinPortal zIndex={1050}>
      <Menu.Target>{children}</Menu.Target>
      <Menu.Dropdown>
        {PROFILE_ACTIONS.map((action) => {
          const Icon = ICONS[action.id];
          return (
            <Menu.Item
              key={action.id}
              id={`${idPrefix}-${action.id}`}
              leftSection={<Icon size={16} aria-hidden />}
              onClick={() => onAction(action.id)}
            >
              {action.name}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
