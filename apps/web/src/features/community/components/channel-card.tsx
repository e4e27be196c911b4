import { Anchor, Avatar, Badge, Card, Group, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Tooltip.layer.css';
import { IconBellOff, IconMessages, IconUsers, type TablerIcon } from '@tabler/icons-react';
import { Link } from 'react-router';
import { abbreviateNumber, type community } from '@portal/contract';
import { useStarChannel } from '../api/channel-action';
import { canReadChannel } from '../api/get-channel';
import { ChannelBadges } from './channel-badges';
import { JoinButton } from './join-button';
import { StarButton } from './star-button';
import classes from './community.module.css';

/** A count in the card's footer: icon, the number (abbreviated) and its unit, singular for 1. */
function ChannelCount({
  icon: Icon,
  count,
  unit,
  testId,
}: {
  icon: TablerIcon;
  count: number;
  /** Made plural with an 's', so only units that take one. */
  unit: 'member' | 'post';
  testId?: string;
}) {
  return (
    <Group gap={4} wrap="nowrap" data-testid={testId}>
      <Icon size={16} aria-hidden />
      <Text size="sm">
        {abbreviateNumber(count)}
        <Text span c="dimmed" size="sm">
          {count === 1 ? ` ${unit}` : ` ${unit}s`}
        </Text>
      </Text>
    </Group>
  );
}

/**
 * A channel in the Forums tab: name, description, kind and visibility, member and post counts,
 * the unread count (live; grey and not raised live when the caller muted the channel), the join
 * control and, for members, the star.
 */
export function ChannelCard({ channel }: { channel: community.Channel }) {
  const star = useStarChannel();
  const member = channel.membership?.status === 'active';
  const muted = member && (channel.membership?.isMuted ?? false);
  return (
    <Card withBorder radius="md" padding="md" className={classes.card} data-testid="channel-card">
      <Stack gap="xs" style={{ flex: 1 }}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            {channel.imageUrl && (
              <Avatar
                src={channel.imageUrl}
                size={32}
                radius="sm"
                alt=""
                data-testid="channel-picture"
              />
            )}
            <Anchor
              component={Link}
              to={`/community/detail/${channel._id}`}
              className={classes.cardTitle}
              fw={700}
              lineClamp={1}
            >
              {channel.name}
            </Anchor>
            {channel.unreadCount > 0 && (
              <Badge
                size="sm"
                color={muted ? 'gray' : 'red'}
                variant={muted ? 'light' : 'filled'}
                circle={channel.unreadCount < 10}
                data-testid="channel-unread"
                aria-label={`${channel.unreadCount} unread${muted ? ', muted' : ''}`}
              >
                {abbreviateNumber(channel.unreadCount)}
              </Badge>
            )}
            {muted && (
              <Tooltip label="Muted">
                <IconBellOff
                  size={16}
                  role="img"
                  aria-label="Muted"
                  data-testid="channel-muted"
                  color="var(--mantine-color-dimmed)"
                />
              </Tooltip>
            )}
          </Group>
          {member && (
            <StarButton
              name={channel.name}
              starred={channel.membership?.isStarred ?? false}
              onToggle={(starred) => star.mutate({ channelId: channel._id, on: starred })}
            />
          )}
        </Group>
        <ChannelBadges channel={channel} />
        <Text size="sm" c="dimmed" lineClamp={2}>
          {channel.description}
        </Text>
        <Group justify="space-between" className={classes.cardFooter} pt="xs" wrap="nowrap">
          <Group gap="md">
            <ChannelCount icon={IconUsers} count={channel.memberCount} unit="member" />
            {/* A private channel's activity is its members' alone: no count, not a false 0. */}
            {canReadChannel(channel) && (
              <ChannelCount
                icon={IconMessages}
                count={channel.postCount}
                unit="post"
                testId="channel-post-count"
              />
            )}
            {channel.isAdmin && channel.pendingRequestCount > 0 && (
              <Badge size="sm" color="red.9" variant="outline">
                {channel.pendingRequestCount} to review
              </Badge>
            )}
          </Group>
          <JoinButton channel={channel} />
        </Group>
      </Stack>
    </Card>
  );
}

export function ChannelCardSkeleton() {
  return (
    <Card withBorder radius="md" padding="md" data-testid="channel-card-skeleton">
      <Stack gap="xs">
        <Skeleton height={18} width="60%" />
        <Skeleton height={16} width={120} />
        <Skeleton height={12} />
        <Skeleton height={12} width="80%" />
        <Group justify="space-between" pt="xs">
          <Skeleton height={14} width={140} />
          <Skeleton height={26} width={70} />
        </Group>
      </Stack>
    </Card>
  );
}
