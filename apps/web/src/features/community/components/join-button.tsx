import { useState, type CSSProperties } from 'react';
import { Button, Tooltip } from '@mantine/core';
import '@mantine/core/styles/Tooltip.layer.css';
import { IconCheck, IconClock, IconLock, IconLogout, IconPlus } from '@tabler/icons-react';
import type { community } from '@portal/contract';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useJoinChannel, useLeaveChannel } from '../api/channel-membership';
import { joinStateOf } from '../lib/join-state';

// Beside a long name or counts in a row that does not wrap, the button keeps its whole label
// ('Leav' on a phone otherwise): the neighbours wrap or shrink instead.
const KEEP_WIDTH: CSSProperties = { flexShrink: 0 };

/** What leaving costs: a private channel takes an admin's approval to get back in. */
export function leaveWarning(channel: Pick<community.Channel, 'visibility'>): string {
  return channel.visibility === 'private'
    ? 'This channel is private: to join it again, a channel admin will have to approve your request.'
    : 'You can join this channel again at any time.';
}

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
  const [confirmLeave, setConfirmLeave] = useState(false);
  const state = joinStateOf(channel);
  const busy = join.isPending || leave.isPending;
  const label = `${channel.name}`;

  switch (state) {
    case 'join':
      return (
        <Button
          style={KEEP_WIDTH}
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
          style={KEEP_WIDTH}
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
            style={KEEP_WIDTH}
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
        <>
          <Button
            style={KEEP_WIDTH}
            size={size}
            variant="subtle"
            color="gray"
            leftSection={channel.isAdmin ? <IconCheck size={14} /> : <IconLogout size={14} />}
            loading={busy}
            aria-label={`Leave ${label}`}
            onClick={() => setConfirmLeave(true)}
          >
            Leave
          </Button>
          {confirmLeave && (
            <ConfirmDialog
              title={`Leave ${channel.name}?`}
              text={leaveWarning(channel)}
              confirmLabel="Leave"
              onConfirm={() => leave.mutate(channel._id)}
              onClose={() => setConfirmLeave(false)}
            />
          )}
        </>
      );
    case 'removed':
      return (
        <Tooltip label="Only a channel admin can let you back in.">
          <Button
            style={KEEP_WIDTH}
            size={size}
            variant="default"
            disabled
            aria-label={`Cannot join ${label}`}
          >
            Not a member
          </Button>
        </Tooltip>
      );
  }
}
