import { useEffect, useRef } from 'react';
import { Anchor, Badge, Group, Paper, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Tabs.layer.css';
import { useQueryClient } from '@tanstack/react-query';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { abbreviateNumber, type community } from '@portal/contract';
import { useIsMobile } from '../../../shared/navigation/use-is-mobile';
import { LinkTab } from '../../../shared/ui/link-tab';
import { useMarkChannelRead, useStarChannel } from '../api/channel-action';
import { communityKeys } from '../api/community-keys';
import { canReadChannel, useChannel } from '../api/get-channel';
import { useCommunityLive } from '../api/use-community-live';
import { ChannelBadges } from '../components/channel-badges';
import { channelTabOf, searchOfChannelTab } from '../lib/channel-tabs';
import { ChannelSettingsPanel } from '../components/channel-settings-panel';
import { JoinButton } from '../components/join-button';
import { JoinRequestsPanel, MembersPanel } from '../components/members-panel';
import { MuteButton } from '../components/mute-button';
import { ReviewPanel } from '../components/review-panel';
import { PageError } from '../components/page-error';
import { PostComposer } from '../components/post-composer';
import { PostList } from '../components/post-list';
import { StarButton } from '../components/star-button';
import classes from '../components/community.module.css';

function ChannelHeader({ channel }: { channel: community.Channel }) {
  const mobile = useIsMobile();
  const star = useStarChannel();
  const member = channel.membership?.status === 'active';
  return (
    <Paper withBorder radius="md" p={mobile ? 'md' : 'lg'} data-testid="channel-header">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={6} style={{ minWidth: 0 }}>
            <Group gap="xs" wrap="nowrap">
              <Title order={1} fz={mobile ? 'h3' : 'h2'} data-testid="channel-name">
                {channel.name}
              </Title>
              {member && (
                <StarButton
                  name={channel.name}
                  starred={channel.membership?.isStarred ?? false}
                  onToggle={(starred) => star.mutate({ channelId: channel._id, on: starred })}
                />
              )}
              {member && <MuteButton channel={channel} />}
            </Group>
            <ChannelBadges channel={channel} />
          </Stack>
          <JoinButton channel={channel} size="sm" />
        </Group>
        <Text size="sm">{channel.description}</Text>
        <Group gap="lg">
          <Text size="sm" c="dimmed">
            {abbreviateNumber(channel.memberCount)} members
            {canReadChannel(channel) && ` · ${abbreviateNumber(channel.postCount)} posts`}
          </Text>
          {channel.allowAnonymous && (
            <Badge size="sm" variant="light" color="gray">
              Anonymous posts allowed
            </Badge>
          )}
          {channel.isAdmin && (
            <Badge size="sm" variant="light">
              You are an admin
            </Badge>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

function DetailSkeleton() {
  return (
    <Stack gap="md" data-testid="channel-loading">
      <Paper withBorder radius="md" p="lg">
        <Stack gap="sm">
          <Skeleton height={28} width="50%" />
          <Skeleton height={18} width={160} />
          <Skeleton height={14} />
          <Skeleton height={14} width="70%" />
        </Stack>
      </Paper>
      <Skeleton height={120} />
    </Stack>
  );
}

/**
 * /community/detail/:id: a channel with its posts (search, newest or most active, load more), the
 * composer for members (with the anonymous switch where allowed), its members, and for its
 * admins the join requests and settings. Opening it marks it read (updateTime); a new post
 * arriving over the socket shows in the list and is marked read too.
 */
export function CommunityDetailPage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  // The open tab is the address's (`?tab=members`), so a link, a reload and Back keep it.
  const tab = channelTabOf(params);
  const client = useQueryClient();
  const channel = useChannel(id);
  const markRead = useMarkChannelRead();
  const isMember = channel.data?.membership?.status === 'active';
  const marked = useRef<string | null>(null);

  useEffect(() => {
    if (isMember && marked.current !== id) {
      marked.current = id;
      markRead.mutate(id);
    }
  }, [id, isMember, markRead]);

  useCommunityLive((channelId) => {
    if (channelId !== id) return;
    void client.invalidateQueries({
      predicate: (q) =>
        q.queryKey[0] === 'community' && q.queryKey[1] === 'posts' && q.queryKey[2] === id,
    });
    if (isMember) markRead.mutate(id);
  });

  const back = (
    <Anchor component={Link} to="/community/forums" size="sm" c="dimmed">
      <Group gap={4}>
        <IconArrowLeft size={16} />
        All channels
      </Group>
    </Anchor>
  );

  if (channel.isPending) return <DetailSkeleton />;
  if (channel.isError) {
    return (
      <Stack>
        {back}
        <PageError
          title="This channel could not be loaded"
          onRetry={() => void channel.refetch()}
        />
      </Stack>
    );
  }

  const c = channel.data;
  const readable = canReadChannel(c);
  return (
    <Stack gap="md" className={classes.detail}>
      {back}
      <ChannelHeader channel={c} />
      {!readable ? (
        <Paper withBorder radius="md" p="xl" data-testid="private-channel">
          <Stack align="center" gap="xs">
            <IconLock size={28} aria-hidden />
            <Text fw={600}>
              {c.membership?.status === 'removed'
                ? 'You were removed from this channel'
                : 'This channel is private'}
            </Text>
            <Text size="sm" c="dimmed" ta="center">
              {c.membership?.status === 'pending'
                ? 'Your request to join waits for a channel admin.'
                : c.membership?.status === 'removed'
                  ? 'Only its admins can let you back.'
                  : 'Its posts and members are for members only. Ask to join to read them.'}
            </Text>
            <JoinButton channel={c} size="sm" />
          </Stack>
        </Paper>
      ) : (
        <Tabs
          value={c.isAdmin || tab === 'posts' || tab === 'members' ? tab : 'posts'}
          onChange={(value) =>
            setParams(searchOfChannelTab(channelTabOf(new URLSearchParams({ tab: value ?? '' }))), {
              preventScrollReset: true,
            })
          }
          keepMounted={false}
        >
          <Tabs.List>
            <LinkTab value="posts" to={{ search: searchOfChannelTab('posts') }}>
              Posts
            </LinkTab>
            <LinkTab value="members" to={{ search: searchOfChannelTab('members') }}>
              Members
            </LinkTab>
            {c.isAdmin && (
              <LinkTab
                value="requests"
                to={{ search: searchOfChannelTab('requests') }}
                rightSection={
                  c.pendingRequestCount > 0 ? (
                    <Badge size="xs" color="red.9" circle>
                      {c.pendingRequestCount}
                    </Badge>
                  ) : undefined
                }
              >
                Join requests
              </LinkTab>
            )}
            {c.isAdmin && (
              <LinkTab value="review" to={{ search: searchOfChannelTab('review') }}>
                Review
              </LinkTab>
            )}
            {c.isAdmin && (
              <LinkTab value="settings" to={{ search: searchOfChannelTab('settings') }}>
                Settings
              </LinkTab>
            )}
          </Tabs.List>
          <Tabs.Panel value="posts" pt="md">
            <Stack gap="md">
              {isMember ? (
                <PostComposer
                  key={c._id}
                  channelId={c._id}
                  allowAnonymous={c.allowAnonymous}
                  onPosted={() =>
                    void client.invalidateQueries({ queryKey: communityKeys.channel(c._id) })
                  }
                />
              ) : (
                <Text size="sm" c="dimmed">
                  Join the channel to write posts.
                </Text>
              )}
              <PostList
                filters={{ channelId: c._id }}
                emptyText="Be the first to start a discussion here."
              />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="members" pt="md">
            <MembersPanel channel={c} />
          </Tabs.Panel>
          {c.isAdmin && (
            <Tabs.Panel value="requests" pt="md">
              <JoinRequestsPanel channel={c} />
            </Tabs.Panel>
          )}
          {c.isAdmin && (
            <Tabs.Panel value="review" pt="md">
              <ReviewPanel channel={c} />
            </Tabs.Panel>
          )}
          {c.isAdmin && (
            <Tabs.Panel value="settings" pt="md">
              <ChannelSettingsPanel channel={c} />
            </Tabs.Panel>
          )}
        </Tabs>
      )}
    </Stack>
  );
}
