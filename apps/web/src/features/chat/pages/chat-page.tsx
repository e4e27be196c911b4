import { Paper, Text, VisuallyHidden } from '@mantine/core';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import { useIsMobile } from '../../../shared/navigation/use-is-mobile';
import { ChatListPanel } from '../components/chat-list-panel';
import { Conversation } from '../components/conversation';
import classes from '../components/chat.module.css';
import { useSelectedChat } from '../lib/use-selected-chat';

/**
 * /community/chat: on desktop the chat list on the left and the conversation on the right; on
 * mobile the conversation alone, the list living in the header's drawer.
 */
export function ChatPage() {
  const isMobile = useIsMobile();
  const selection = useSelectedChat();

  const conversation = selection ? (
    <Conversation
      key={`${selection.isRoom ? 'room' : 'user'}:${selection.id}`}
      selection={selection}
    />
  ) : (
    <Paper withBorder radius="md" p="xl" data-testid="no-conversation">
      <Text c="dimmed" ta="center">
        {isMobile
          ? 'Open the chats from the icon at the top to pick a conversation.'
          : 'Pick a conversation from the list, or start a new one.'}
      </Text>
    </Paper>
  );

  // The page's name for screen readers; the layout shows the chat's own title instead.
  const heading = <VisuallyHidden component="h1">Community chat</VisuallyHidden>;
  if (isMobile)
    return (
      <>
        {heading}
        {conversation}
      </>
    );
  return (
    <div className={classes.layout}>
      {heading}
      <Paper withBorder radius="md" p="sm" className={classes.panelColumn}>
        <ChatListPanel />
      </Paper>
      <div className={classes.conversationColumn}>{conversation}</div>
    </div>
  );
}
