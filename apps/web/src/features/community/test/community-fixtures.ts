import type { community } from '@portal/contract';

let n = 0;
const uuid = () => {
  n += 1;
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
};

export function channelFixture(overrides: Partial<community.Channel> = {}): community.Channel {
  return {
    _id: uuid(),
    name: 'Pharmacy First',
    description: 'Clinical pathways, PGDs and referrals.',
    kind: 'forum',
    visibility: 'open',
    allowAnonymous: false,
    imageUrl: null,
    memberCount: 12,
    postCount: 3,
    lastPostAt: '2026-11-14T10:00:00.000Z',
    membership: null,
    unreadCount: 0,
    isAdmin: false,
    pendingRequestCount: 0,
    createdAt: '2026-09-01T10:00:00.000Z',
    ...overrides,
  };
}

export function membershipFixture(
  overrides: Partial<community.Membership> = {},
): community.Membership {
  return {
    role: 'member',
    status: 'active',
    isStarred: false,
    isMuted: false,
    lastReadAt: null,
    ...overrides,
  };
}

export const authorFixture = (overrides: Partial<community.PostAuthor> = {}) => ({
  _id: '11111111-2222-4333-8444-555555555555',
  firstName: 'Priya',
  lastName: 'Patel',
  title: 'Dr',
  media: [],
  ...overrides,
});

export function postFixture(overrides: Partial<community.Post> = {}): community.Post {
  return {
    _id: uuid(),
    channel: null,
    title: 'Flu season numbers so far',
    body: '<p>We are ahead of last year.</p>',
    imageUrl: null,
    anonymous: false,
    author: authorFixture(),
    isOwn: false,
    status: 'visible',
    isPinned: false,
    likeCount: 0,
    responseCount: 0,
    isLiked: false,
    isReported: false,
    reportCount: 0,
    canEdit: false,
    canDelete: false,
    canModerate: false,
    createdAt: '2026-11-10T09:00:00.000Z',
    editedAt: null,
    lastActivityAt: '2026-11-10T09:00:00.000Z',
    ...overrides,
  };
}
