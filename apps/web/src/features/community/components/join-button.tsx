import { Button, Tooltip } from '@mantine/core';
import { IconCheck, IconClock, IconLock, IconLogout, IconPlus } from '@tabler/icons-react';
import type { community } from '@portal/contract';
import { useJoinChannel, useLeaveChannel } from '../api/channel-membership';
import { joinStateOf } from '../lib/join-state';

/**
 * Join an open channel, ask to join a private one, withdraw a pending request, or leave: the
 * button follows the caller's membership (lib/join-state).
 */
export function JoinButton({
  channel,
  size = 'xs',
}: {
  channel: community.Channel;
  size?: 'xs' | 'sm';
}) {
  const join = useJoinChannel();
  const leave = useLeaveChannel();
  const state = joinStateOf(channel);
  const busy = join.isPending || leave.isPending;
  const label = `${channel.name}`;

  switch (state) {
    case 'join':
      return (
        <Button
          size={size}
          leftSection={<IconPlus size={14} />}
          loading={busy}
          aria-label={`Join ${label}`}
          onClick={() => join.mutate(channel._id)}
        >
          Join
        </Button>
      );
    case 'request':
      return (
        <Button
          size={size}
          variant="light"
          leftSection={<IconLock size={14} />}
          loading={busy}
          aria-label={`Request to join ${label}`}
          onClick={() => join.mutate(channel._id)}
        >
          Request to join
        </Button>
      );
    case 'pending':
      return (
        <Tooltip label="Waiting for a channel admin. Click to withdraw the request.">
          <Button
            size={size}
            variant="default"
            leftSection={<IconClock size={14} />}
            loading={busy}
            aria-label={`Request pending: withdraw the request to join ${label}`}
            onClick={() => leave.mutate(channel._id)}
          >
            Pending
          </Button>
        </Tooltip>
      );
    case 'member':
      return (
        <Button
          size={size}
          variant="subtle"
          color="gray"
          leftSection={channel.isAdmin ? <IconCheck size={14} /> : <IconLogout size={14} />}
          loading={busy}
          aria-label={`Leave ${label}`}
          onClick={() => leave.mutate(channel._id)}
        >
          Leave
        </Button>
      );
    case 'removed':
      return (
        <Tooltip label="Only a channel admin can let you back in.">
          <Button size={size} variant="default" disabled aria-label={`Cannot join ${label}`}>
            Not a member
          </Button>
        </Tooltip>
      );
  }
}
