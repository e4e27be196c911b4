import { Paper } from '@mantine/core';
import { useIsMobile } from '../../../shared/navigation/use-is-mobile';
import { PagePlaceholder } from '../../../shared/ui/page-placeholder';
import { ChatListPanel } from '../components/chat-list-panel';
import classes from '../components/chat.module.css';

/**
 * The community page. Until the channels of features/community are built it shows the chat
 * list (on its left on desktop, in the header's drawer on mobile), so it lives with chat; when
 * channels arrive it moves to features/community and app/ sets the chat list beside it.
 */
export function CommunitiesPage() {
  const isMobile = useIsMobile();
  if (isMobile) return <PagePlaceholder />;
  return (
    <div className={classes.layout}>
      <Paper withBorder radius="md" p="sm" className={classes.panelColumn}>
        <ChatListPanel />
      </Paper>
      <div className={classes.conversationColumn}>
        <PagePlaceholder />
      </div>
    </div>
  );
}
