import type { community } from '@portal/contract';

/**
 * What the join control of a channel offers the caller, from their membership:
 * - `join`: an open channel they are not in (joined at once);
 * - `request`: a private channel they are not in (a request an admin decides);
 * - `pending`: their request waits (they may withdraw it);
 * - `member`: they are in (they may leave);
 * - `removed`: removed or turned down: only an admin can let them back.
 */
export type JoinState = 'join' | 'request' | 'pending' | 'member' | 'removed';

export function joinStateOf(
  channel: Pick<community.Channel, 'visibility' | 'membership'>,
): JoinState {
  switch (channel.membership?.status) {
    case 'active':
      return 'member';
    case 'pending':
      return 'pending';
    case 'removed':
      return 'removed';
    default:
      return channel.visibility === 'private' ? 'request' : 'join';
  }
}
