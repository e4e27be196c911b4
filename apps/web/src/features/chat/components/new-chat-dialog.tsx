import { useState } from 'react';
import { Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SEARCH_DEBOUNCE_MS } from '@portal/contract';
import type { ChatSelection } from '../../../shared/navigation/use-open-chat';
import { peopleQuery } from '../api/get-people';
import { fullName } from '../lib/chat-list';
import { ChatListItem } from './chat-list-item';
import { ChatListSkeleton } from './chat-list-skeleton';

/** Starts a direct chat: search people (`chat.listChatUsers`) and open the chosen one. */
export function NewChatDialog({
  onClose,
  onOpen,
}: {
  onClose: () => void;
  onOpen: (selection: ChatSelection) => void;
}) {
  const [searchText, setSearchText] = useState('');
  const [search] = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const people = useQuery({ ...peopleQuery(search), placeholderData: keepPreviousData });

  return (
    <Modal opened onClose={onClose} title="New message" zIndex={400}>
      <Stack gap="sm">
        <TextInput
          label="Search people"
          placeholder="Name"
          value={searchText}
          onChange={(e) => setSearchText(e.currentTarget.value)}
          data-autofocus
        />
        {people.isLoading ? (
          <ChatListSkeleton />
        ) : (people.data ?? []).length === 0 ? (
          <Text size="sm" c="dimmed">
            No people found
          </Text>
        ) : (
          <Stack gap={2} mah={400} style={{ overflowY: 'auto' }}>
            {(people.data ?? []).map((p) => (
              <ChatListItem
                key={p._id}
                title={fullName(p)}
                message={p.roleName}
                unreadCount={0}
                mediaUrl={p.media[0]?.url}
                online={p.online}
                selected={false}
                onOpen={() => {
                  onClose();
                  onOpen({
                    id: p._id,
                    title: fullName(p),
                    available: p.online,
                    media: p.media,
                    isRoom: false,
                  });
                }}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
