import type { Db } from '../db/client';
import {
  communityChannels,
  communityMemberships,
  communityPostReactions,
  communityPosts,
  communityResponses,
} from '../db/schema';
import { sanitizeRichText } from '../infra/rich-text';
import { DEMO_CHANNELS, DEMO_USER_POSTS, type DemoThread } from './community-content';
import type { Random } from './random';

/** The newest demo post; the others spread over the weeks before it. */
const LATEST = Date.parse('2026-11-14T10:00:00Z');
const HOUR = 3_600_000;

/**
 * Who runs what, by demo account (0 Amelia Hughes, the pharmacist; 1 Oliver Bennett, the
 * technician; 2 Grace Whitfield, the site admin). e2e relies on these: Amelia is the admin of the
 * private `controlled-drugs` channel and Oliver's join request to it is pending; `wellbeing`
 * allows anonymous posts and holds one; Amelia has two unread posts in `pharmacy-first`.
 */
const ROLES: Record<string, { admin: number; members: number[]; pending?: number[] }> = {
  'pharmacy-first': { admin: 2, members: [0, 1] },
  'medicines-safety': { admin: 3, members: [0] },
  'controlled-drugs': { admin: 0, members: [], pending: [1] },
  locums: { admin: 4, members: [] },
  independents: { admin: 5, members: [0] },
  wellbeing: { admin: 2, members: [0, 1] },
  'cannabis-prescribing': { admin: 6, members: [0] },
  trainees: { admin: 7, members: [1] },
  prescribing: { admin: 8, members: [0] },
  hospital: { admin: 9, members: [] },
};

/**
 * Community channels with members, threads, replies, accepted answers, likes, a pending join
 * request, anonymous posts and user posts. Bodies are cleaned as the service cleans them.
 * Extra members come from the generated people (ids after the demo accounts).
 */
export async function seedCommunity(
  tx: Db,
  rnd: Random,
  userIds: string[],
  demoAccountCount: number,
): Promise<void> {
  const extra = userIds.slice(demoAccountCount);
  const demoIds = new Set(userIds.slice(0, demoAccountCount));
  // Person n: the demo accounts first, then the generated people.
  const who = (n: number) => (n < demoAccountCount ? userIds[n]! : extra[n - demoAccountCount]!);
  let at = LATEST - 40 * 24 * HOUR;
  const nextTime = () => (at += rnd.int(2, 30) * HOUR);

  const writeThread = async (
    thread: DemoThread,
    channelId: string | null,
    authorId: string,
    people: string[],
  ) => {
    const postId = rnd.uuid();
    const createdAt = new Date(nextTime());
    const responses: (typeof communityResponses.$inferInsert)[] = [];
    let last = createdAt;
    for (const r of thread.responses) {
      const id = rnd.uuid();
      const respondent = rnd.pick(people.filter((p) => p !== authorId));
      last = new Date(last.getTime() + rnd.int(1, 8) * HOUR);
      responses.push({
        id,
        postId,
        authorId: respondent,
        body: sanitizeRichText(r.body),
        acceptedAt: r.accepted ? last : null,
        createdAt: last,
        updatedAt: last,
      });
      if (r.reply) {
        last = new Date(last.getTime() + rnd.int(1, 4) * HOUR);
        responses.push({
          id: rnd.uuid(),
          postId,
          parentId: id,
          authorId,
          body: sanitizeRichText(r.reply),
          createdAt: last,
          updatedAt: last,
        });
      }
    }
    await tx.insert(communityPosts).values({
      id: postId,
      channelId,
      authorId,
      title: thread.title,
      body: sanitizeRichText(thread.body),
      anonymous: thread.anonymous ?? false,
      createdAt,
      updatedAt: createdAt,
      lastActivityAt: last,
    });
    if (responses.length) await tx.insert(communityResponses).values(responses);
    const likers = people.filter((p) => p !== authorId && rnd.next() < 0.35);
    if (likers.length) {
      await tx
        .insert(communityPostReactions)
        .values(likers.map((userId) => ({ postId, userId, kind: 'like' as const })));
    }
    return createdAt;
  };

  const postTimes = new Map<string, Date[]>();
  for (const c of DEMO_CHANNELS) {
    const roles = ROLES[c.key]!;
    const channelId = rnd.uuid();
    const adminId = who(roles.admin);
    await tx.insert(communityChannels).values({
      id: channelId,
      name: c.name,
      description: c.description,
      kind: c.kind,
      visibility: c.visibility,
      allowAnonymous: c.allowAnonymous ?? false,
      createdBy: adminId,
      createdAt: new Date(LATEST - 60 * 24 * HOUR),
    });
    const members = new Set<string>([adminId, ...roles.members.map(who)]);
    const size = rnd.int(8, 18);
    while (members.size < size) members.add(rnd.pick(extra));
    for (const p of roles.pending ?? []) members.delete(who(p));
    const people = [...members];
    const times: Date[] = [];
    for (const thread of c.threads) {
      // The channel's admin opens the first thread; members the others.
      // Demo accounts start with no posts of their own in channels, so their unread counts are known.
      const author =
        times.length === 0
          ? adminId
          : rnd.pick(people.filter((p) => p !== adminId && !demoIds.has(p)));
      times.push(await writeThread(thread, channelId, author, people));
    }
    postTimes.set(c.key, times);
    // Everyone has read everything, except Amelia's last two posts in Pharmacy First.
    const readAt = new Date(LATEST + HOUR);
    const ameliaRead =
      c.key === 'pharmacy-first' ? new Date(times[times.length - 3]!.getTime() + 1000) : readAt;
    await tx.insert(communityMemberships).values([
      ...people.map((userId) => ({
        channelId,
        userId,
        role: userId === adminId ? ('admin' as const) : ('member' as const),
        status: 'active' as const,
        isStarred: userId === who(0) && ['controlled-drugs', 'medicines-safety'].includes(c.key),
        lastReadAt: userId === who(0) ? ameliaRead : readAt,
        createdAt: new Date(LATEST - 50 * 24 * HOUR),
      })),
      ...(roles.pending ?? []).map((p) => ({
        channelId,
        userId: who(p),
        status: 'pending' as const,
        createdAt: new Date(LATEST - 2 * 24 * HOUR),
      })),
    ]);
  }

  for (const thread of DEMO_USER_POSTS) {
    const author = rnd.pick(extra);
    await writeThread(thread, null, author, extra.slice(0, 20));
  }
}
