import { forbidden, notFound } from '../../http/errors';
import type { ChannelsRepository } from './channels.repository';
import {
  canModerateChannel,
  canPostInChannel,
  canReachChannel,
  canReadChannel,
  channelTakesPosts,
  type Actor,
} from './community.policy';
import { membershipFacts, type ChannelRow } from './community.view';

/** Refused post or response in an archived channel. */
export const CHANNEL_ARCHIVED = 'This channel is archived: nothing more can be posted in it.';

/** A channel as `user` may reach it: 404 when missing (or archived), 403 when the rule refuses. */
export function createChannelAccess(channels: ChannelsRepository) {
  async function load(channelId: string, user: Actor): Promise<ChannelRow> {
    const row = await channels.findChannel(channelId, user._id);
    if (!row || !canReachChannel(user, row)) throw notFound('Channel');
    return row;
  }

  /**
   * The channel if `user` may post in it: archived ones refuse everybody, and say so to a
   * member whose page was open when it went; otherwise an active membership (or site admin).
   */
  async function requirePostable(channelId: string, user: Actor): Promise<ChannelRow> {
    const row = await channels.findChannel(channelId, user._id);
    if (!row) throw notFound('Channel');
    if (!channelTakesPosts(row)) throw forbidden(CHANNEL_ARCHIVED);
    if (!canPostInChannel(user, membershipFacts(row))) {
      throw forbidden('Join the channel to post in it.');
    }
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

  return { load, requireRead, requireModerator, requirePostable };
}

export type ChannelAccess = ReturnType<typeof createChannelAccess>;
