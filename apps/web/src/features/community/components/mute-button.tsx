import { ActionIcon, Tooltip } from '@mantine/core';
import '@mantine/core/styles/Tooltip.layer.css';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import type { community } from '@portal/contract';
import { useMuteChannel } from '../api/channel-action';

/**
 * The channel page's bell for members: mute or unmute the channel. It turns at once and turns
 * back if the call fails. A muted channel still counts its unread posts; new ones do not raise
 * its badge live.
 */
export function MuteButton({ channel }: { channel: community.Channel }) {
  const mute = useMuteChannel();
  const muted = channel.membership?.isMuted ?? false;
  const label = muted ? 'Unmute channel' : 'Mute channel';
  return (
    <Tooltip label={muted ? 'Muted: new posts raise no badge' : 'Mute channel'}>
      <ActionIcon
        variant="subtle"
        color={muted ? 'gray' : 'dark'}
        aria-label={label}
        aria-pressed={muted}
        onClick={() => mute.mutate({ channelId: channel._id, on: !muted })}
      >
        {muted ? <IconBellOff size={18} /> : <IconBell size={18} />}
      </ActionIcon>
    </Tooltip>
  );
}
