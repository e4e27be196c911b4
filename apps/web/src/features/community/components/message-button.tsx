import { Button } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { useOpenChat } from '../../../shared/navigation/use-open-chat';

/** Opens the direct chat with a person at /community/chat (through the session's selectedChat). */
export function MessageButton({
  person,
  size = 'compact-sm',
}: {
  person: {
    _id: string;
    firstName: string;
    lastName: string;
    online: boolean;
    media: { url: string }[];
  };
  size?: 'compact-sm' | 'sm';
}) {
  const openChat = useOpenChat();
  const name = `${person.firstName} ${person.lastName}`.trim();
  return (
    <Button
      size={size}
      variant="light"
      leftSection={<IconMessage size={14} />}
      aria-label={`Message ${name}`}
      onClick={() =>
        openChat({
          id: person._id,
          title: name,
          available: person.online,
          media: person.media,
          isRoom: false,
        })
      }
    >
      Message
    </Button>
  );
}
