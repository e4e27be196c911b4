import { Paper } from '@mantine/core';
import { useIsMobile } from '../../../shared/navigation/use-is-mobile';
import { PagePlaceholder } from '../../../shared/ui/page-placeholder';
import { ChatListPanel } from '../components/chat-list-panel';
import classes from '../components/chat.module.css';

/**
 * The community page. Its channels come with a later issue; the chat list is on its left on
 * desktop, and in the header's drawer on mobile.
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
