import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  ActionIcon,
  Drawer,
  Group,
  Indicator,
  Loader,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
import '@mantine/core/styles/Indicator.layer.css';
import { IconArrowLeft, IconMessageCircle } from '@tabler/icons-react';
import { AVATAR_SIZES, MOBILE_DRAWER_WIDTH } from '@portal/contract';
import { useRouteMeta } from '../../shared/navigation/route-meta';
import { fullNameOf, roleNameOf, useSessionStore } from '../../shared/session/session-store';
import { useUiStore } from '../../shared/session/ui-store';
import { lazyPage } from '../../shared/ui/lazy-page';
import { UserAvatar } from '../../shared/ui/user-avatar';
import type { ProfileActionId } from './profile-actions';
import { ProfileMenu } from './profile-menu';
import classes from './auth-layout.module.css';

// The chat list is the chat feature's; it loads with the drawer, not with the shell.
const ChatListPanel = lazyPage(
  () => import('#features/chat/components/chat-list-panel'),
  'ChatListPanel',
);

/** The back arrow shows when there is a breadcrumb other than Home (SPEC §2). */
export function showsBackArrow(breadcrumb: string | undefined): boolean {
  return Boolean(breadcrumb) && breadcrumb !== 'Home';
}

function UserBlock({ size }: { size: number }) {
  const user = useSessionStore((s) => s.user);
  const name = [user?.title, fullNameOf(user)].filter(Boolean).join(' ');
  return (
    <Group gap="sm" wrap="nowrap" data-testid="mobile-user">
      <UserAvatar user={user} size={size} />
      <Stack gap={0}>
        <Text fw="bold">{name}</Text>
        <Text size="sm" c="dimmed">
          {roleNameOf(user)}
        </Text>
      </Stack>
    </Group>
  );
}

/**
 * The mobile header: back arrow and breadcrumb; on Community a chat icon with the unread count that
 * opens the chat drawer; on Home (or with no breadcrumb) the user's larger avatar, name and role.
 */
export function MobileHeader({ onAction }: { onAction: (id: ProfileActionId) => void }) {
  const meta = useRouteMeta();
  const navigate = useNavigate();
  const unread = useUiStore((s) => s.unreadChatCount);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const breadcrumb = meta?.breadcrumb ?? '';
  const isHome = !breadcrumb || breadcrumb === 'Home';
  const isCommunity = meta?.module === 'forum';

  return (
    <header className={classes.mobileHeader}>
      {isHome ? (
        // The avatar opens the same Profile and Logout actions as the desktop header's dropdown.
        <ProfileMenu onAction={onAction} idPrefix="mobile-profile-action">
          <UnstyledButton>
            <UserBlock size={AVATAR_SIZES.mobileHome} />
            <VisuallyHidden>Account menu</VisuallyHidden>
          </UnstyledButton>
        </ProfileMenu>
      ) : (
        <Group gap="xs" wrap="nowrap">
          {showsBackArrow(breadcrumb) && (
            <ActionIcon variant="subtle" aria-label="Back" onClick={() => void navigate(-1)}>
              <IconArrowLeft size={22} />
            </ActionIcon>
          )}
          <nav aria-label="Breadcrumb">
            <Text fw="bold" size="lg" data-testid="mobile-breadcrumb">
              {breadcrumb}
            </Text>
          </nav>
        </Group>
      )}
      {isCommunity && (
        <>
          <Indicator
            label={unread}
            size={18}
            disabled={unread === 0}
            color="red"
            data-testid="chat-unread-badge"
          >
            <ActionIcon variant="subtle" aria-label="Chats" onClick={() => setDrawerOpen(true)}>
              <IconMessageCircle size={24} />
            </ActionIcon>
          </Indicator>
          <Drawer
            opened={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            position="left"
            size={MOBILE_DRAWER_WIDTH}
            title={breadcrumb}
            closeButtonProps={{ 'aria-label': 'Close chats' }}
          >
            <Stack>
              <UserBlock size={AVATAR_SIZES.desktopHeader} />
              <Suspense fallback={<Loader size="sm" />}>
                <ChatListPanel onSelect={() => setDrawerOpen(false)} />
              </Suspense>
            </Stack>
          </Drawer>
        </>
      )}
    </header>
  );
}
