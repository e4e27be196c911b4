import { useMemo, useState, type ReactNode } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  CloseButton,
  Group,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Tabs.layer.css';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { IconMessagePlus, IconSearch, IconUsersPlus } from '@tabler/icons-react';
import { PAGE_SIZES, SEARCH_DEBOUNCE_MS } from '@portal/contract';
import { useIsMobile } from '../../../shared/navigation/use-is-mobile';
import { HoverTooltip } from '../../../shared/ui/hover-tooltip';
import { useSessionStore } from '../../../shared/session/session-store';
import { directChatsQuery } from '../api/get-direct-chats';
import { roomsQuery } from '../api/get-rooms';
import { favouritesQuery } from '../api/get-starred';
import {
  filterChatSections,
  fullName,
  otherParty,
  roomsOf,
  selectionOfDirect,
  selectionOfRoom,
  selectionOfStarred,
} from '../lib/chat-list';
import { useChatStore, type ChatTab } from '../lib/chat-store';
import { useSelectChat } from '../lib/use-selected-chat';
import { ChatListItem } from './chat-list-item';
import { ChatListSkeleton } from './chat-list-skeleton';
import { RoomDialog } from './room-dialog';
import { NewChatDialog } from './new-chat-dialog';
import classes from './chat.module.css';

const sum = (items: { unreadCount: number }[]) => items.reduce((n, i) => n + i.unreadCount, 0);

function Section({
  loading,
  empty,
  emptyText,
  children,
}: {
  loading: boolean;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  if (loading) return <ChatListSkeleton />;
  if (empty)
    return (
      <Text size="sm" c="dimmed" py="sm">
        {emptyText}
      </Text>
    );
  return <Stack gap={2}>{children}</Stack>;
}

function TabLabel({ label, unread }: { label: string; unread: number }) {
  return (
    <>
      {label}
      {unread > 0 && (
        <Badge size="xs" circle color="red" className={classes.tabBadge}>
          <VisuallyHidden>, unread: </VisuallyHidden>
          {unread}
        </Badge>
      )}
    </>
  );
}

/**
 * The chat list of SPEC §2, in the mobile drawer and beside the conversation: one debounced search
 * over favourites, community chats and direct messages, each in a tab the chat store remembers.
 * `onSelect` runs when a chat is opened (the drawer closes).
 */
export function ChatListPanel({ onSelect }: { onSelect?: () => void }) {
  const isMobile = useIsMobile();
  const meId = useSessionStore((s) => s.user?._id ?? '');
  const activeTab = useChatStore((s) => s.activeTab);
  const selectedId = useChatStore((s) => s.selectedChat?.id ?? null);
  const setActiveTab = useChatStore((s) => s.setActiveTab);
  const openChat = useSelectChat(onSelect);
  const [searchText, setSearchText] = useState('');
  const [search] = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [renderedRooms, setRenderedRooms] = useState<number>(PAGE_SIZES.communityChatsRendered);
  const [dialog, setDialog] = useState<'chat' | 'room' | null>(null);

  // Favourites load on mount and again for every search (SPEC §4).
  const favourites = useQuery({ ...favouritesQuery(search), placeholderData: keepPreviousData });
  const rooms = useInfiniteQuery({ ...roomsQuery(search), placeholderData: keepPreviousData });
  const direct = useQuery({ ...directChatsQuery(search), placeholderData: keepPreviousData });

  const sections = useMemo(
    () =>
      filterChatSections(
        {
          favourites: favourites.data ?? [],
          rooms: roomsOf(rooms.data),
          direct: direct.data ?? [],
        },
        searchText,
        meId,
      ),
    [favourites.data, rooms.data, direct.data, searchText, meId],
  );
  const shownRooms = sections.rooms.slice(0, renderedRooms);
  const moreRooms = sections.rooms.length > renderedRooms || rooms.hasNextPage;

  const handleMoreRooms = () => {
    const next = renderedRooms + PAGE_SIZES.communityChatsRendered;
    setRenderedRooms(next);
    if (next > sections.rooms.length && rooms.hasNextPage) void rooms.fetchNextPage();
  };

  return (
    <Stack gap="sm" data-testid="chat-list-panel" className={classes.panel}>
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} fz="h4">
          {isMobile ? 'Direct Messages' : 'Chats'}
        </Title>
        <Group gap={4} wrap="nowrap">
          <HoverTooltip label="New message">
            <ActionIcon variant="subtle" aria-label="New message" onClick={() => setDialog('chat')}>
              <IconMessagePlus size={20} />
            </ActionIcon>
          </HoverTooltip>
          <HoverTooltip label="Create room">
            <ActionIcon variant="subtle" aria-label="Create room" onClick={() => setDialog('room')}>
              <IconUsersPlus size={20} />
            </ActionIcon>
          </HoverTooltip>
        </Group>
      </Group>
      <TextInput
        aria-label="Search messages..."
        placeholder="Search messages..."
        leftSection={<IconSearch size={16} />}
        value={searchText}
        onChange={(e) => setSearchText(e.currentTarget.value)}
        rightSection={
          searchText ? (
            <CloseButton size="sm" aria-label="Clear search" onClick={() => setSearchText('')} />
          ) : null
        }
      />
      <Tabs
        value={activeTab}
        onChange={(tab) => tab && setActiveTab(tab as ChatTab)}
        keepMounted={false}
        variant="pills"
        className={classes.tabs}
        classNames={{ list: classes.tabList, tab: classes.tab, tabLabel: classes.tabLabel }}
      >
        <Tabs.List>
          <Tabs.Tab value="tab-1">
            <TabLabel label="Favourites Chats" unread={sum(sections.favourites)} />
          </Tabs.Tab>
          <Tabs.Tab value="tab-2">
            <TabLabel label="Communities Chats" unread={sum(sections.rooms)} />
          </Tabs.Tab>
          <Tabs.Tab value="tab-3">
            <TabLabel label="Direct Messages" unread={sum(sections.direct)} />
          </Tabs.Tab>
        </Tabs.List>
        <div className={classes.list}>
          <Tabs.Panel value="tab-1" pt="xs">
            <Section
              loading={favourites.isLoading}
              empty={sections.favourites.length === 0}
              emptyText="No favourite chats"
            >
              {sections.favourites.map((f) => (
                <ChatListItem
                  key={f._id}
                  title={f.title}
                  message={f.message}
                  unreadCount={f.unreadCount}
                  mediaUrl={f.media[0]?.url}
                  online={f.type === 'room' ? undefined : f.online}
                  selected={selectedId === f.targetId}
                  onOpen={() => openChat(selectionOfStarred(f))}
                />
              ))}
            </Section>
          </Tabs.Panel>
          <Tabs.Panel value="tab-2" pt="xs">
            <Section
              loading={rooms.isLoading}
              empty={sections.rooms.length === 0}
              emptyText="No communities chats"
            >
              {shownRooms.map((r) => (
                <ChatListItem
                  key={r._id}
                  title={r.name}
                  message={r.message}
                  unreadCount={r.unreadCount}
                  selected={selectedId === r._id}
                  onOpen={() => openChat(selectionOfRoom(r))}
                />
              ))}
              {moreRooms && (
                <Button variant="subtle" size="xs" onClick={handleMoreRooms}>
                  Show more
                </Button>
              )}
            </Section>
          </Tabs.Panel>
          <Tabs.Panel value="tab-3" pt="xs">
            <Section
              loading={direct.isLoading}
              empty={sections.direct.length === 0}
              emptyText="No messages"
            >
              {sections.direct.map((d) => {
                const other = otherParty(d, meId);
                return (
                  <ChatListItem
                    key={d._id}
                    title={fullName(other)}
                    message={d.message}
                    unreadCount={d.unreadCount}
                    mediaUrl={other.media[0]?.url}
                    online={other.online}
                    selected={selectedId === other._id}
                    onOpen={() => openChat(selectionOfDirect(d, meId))}
                  />
                );
              })}
            </Section>
          </Tabs.Panel>
        </div>
      </Tabs>
      {dialog === 'chat' && <NewChatDialog onClose={() => setDialog(null)} onOpen={openChat} />}
      {dialog === 'room' && <RoomDialog onClose={() => setDialog(null)} onOpen={openChat} />}
    </Stack>
  );
}
