import { londonClock, shortDateTime, type community } from '@portal/contract';

const ACTIONS: Readonly<Record<community.ModerationLogAction, string>> = {
  approveMember: 'Let a member in',
  rejectMember: 'Turned down a join request',
  removeMember: 'Removed a member',
  pinPost: 'Pinned a post',
  unpinPost: 'Unpinned a post',
  hidePost: 'Hid a post',
  unhidePost: 'Showed a hidden post again',
  autoHidePost: 'Hid a post after reports',
  deletePost: 'Deleted a post',
  hideResponse: 'Hid a response',
  unhideResponse: 'Showed a hidden response again',
  autoHideResponse: 'Hid a response after reports',
  deleteResponse: 'Deleted a response',
  changeSettings: 'Changed the channel’s settings',
};

const TARGETS: Readonly<Record<community.ModerationLogEntry['targetType'], string>> = {
  post: 'A post',
  response: 'A response',
  member: 'A member',
  channel: 'The channel',
};

/** One log entry as the page's row reads it: the action, who, what and when (UK time). */
export function moderationLogRow(e: community.ModerationLogEntry) {
  return {
    action: ACTIONS[e.action],
    // Nobody did it: reports reached the threshold (SPEC's three reports).
    who: e.actor ? `${e.actor.firstName} ${e.actor.lastName}`.trim() : 'Automatic',
    what: e.channel ? `${TARGETS[e.targetType]} in ${e.channel.name}` : TARGETS[e.targetType],
    when: shortDateTime(londonClock(e.createdAt)),
  };
}
