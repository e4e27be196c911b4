import { forbidden, notFound } from '../../http/errors';
import type { ChannelsRepository } from './channels.repository';
import { canModerateChannel, canReadChannel, type Actor } from './community.policy';
import { membershipFacts, type ChannelRow } from './community.view';

/** A channel as `user` may reach it: 404 when missing, 403 when the rule refuses. */
export function createChannelAccess(channels: ChannelsRepository) {
  async function load(channelId: string, user: Actor): Promise<ChannelRow> {
    const row = await channels.findChannel(channelId, user._id);
    if (!row) throw notFound('Channel');
    return row;
  }

  /** The channel if `user` may read its content; 403 for a private one they are not in. */
  async function requireRead(channelId: string, user: Actor): Promise<ChannelRow> {
    const row = await load(channelId, user);
    if (!canReadChannel(user, { visibility: row.visibility, membership: membershipFacts(row) })) {
      throw forbidden('This channel is private: ask to join it to see its posts and members.');
    }
    return row;
  }

  async function requireModerator(channelId: string, user: Actor): Promise<ChannelRow> {
    const row = await load(channelId, user);
    if (!canModerateChannel(user, membershipFacts(row))) {
      throw forbidden('Only this channel’s admins can do this.');
    }
    return row;
  }

  return { load, requireRead, requireModerator };
}

export type ChannelAccess = ReturnType<typeof createChannelAccess>;
