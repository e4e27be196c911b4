import type { ReactNode } from 'react';
import { Loader, Paper } from '@mantine/core';
import { useIsMobile } from '../../shared/navigation/use-is-mobile';
import { LazyBoundary } from '../../shared/ui/lazy-boundary';
import { lazyPage } from '../../shared/ui/lazy-page';
import classes from './chat-sidebar.module.css';

// The chat feature's list, in a chunk of its own (as in the mobile header's drawer).
const ChatListPanel = lazyPage(
  () => import('#features/chat/components/chat-list-panel'),
  'ChatListPanel',
);

/**
 * A community page with the chat list on its left on desktop; on mobile the page alone (the chat
 * list is in the header's drawer). The two features meet here, in app/, not in each other.
 */
export function ChatSidebar({ children }: { children: ReactNode }) {
  const isMobile = useIsMobile();
  if (isMobile) return children;
  return (
    <div className={classes.layout}>
      <Paper
        withBorder
        radius="md"
        p="sm"
        className={classes.chatColumn}
        component="aside"
        aria-label="Chats"
      >
        <LazyBoundary fallback={<Loader size="sm" />}>
          <ChatListPanel />
        </LazyBoundary>
      </Paper>
      <div className={classes.pageColumn}>{children}</div>
    </div>
  );
}

/** Community routes with the sidebar flag get the chat list, except the chat page (its own). */
export function hasChatSidebar(route: {
  module?: string;
  path: string;
  sections?: { sidebar?: boolean };
}) {
  return (
    route.module === 'forum' && route.sections?.sidebar === true && route.path !== '/community/chat'
  );
}
