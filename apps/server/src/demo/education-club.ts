import { londonDay, londonInstant } from '@portal/contract';
import type { Db } from '../db/client';
import {
  journalClubCommentReactions,
  journalClubComments,
  journalClubs,
  keyPublications,
} from '../db/schema';
import { DEMO_CLUBS, DEMO_PUBLICATIONS } from './education-club-content';
import type { Random } from './random';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * Journal club sessions around `now` (upcoming and past, so both show), their discussions with
 * likes, and the key publications. `userIds` starts with the demo accounts (0: the demo
 * pharmacist); the people after them comment.
 */
export async function seedEducationClub(
  db: Db,
  rnd: Random,
  userIds: string[],
  now: Date,
): Promise<void> {
  const person = (i: number) => userIds[i % userIds.length]!;
  for (const club of DEMO_CLUBS) {
    const day = londonDay(now.getTime() + club.inDays * DAY);
    const meetingAt = londonInstant(`${day}T${club.time}`)!;
    const createdAt = new Date(Math.min(now.getTime(), meetingAt.getTime()) - 14 * DAY);
    const id = rnd.uuid();
    await db.insert(journalClubs).values({
      id,
      authorId: person(club.author),
      title: club.title,
      paperAuthors: club.authors,
      journal: club.journal,
      year: club.year,
      doi: club.doi,
      meetingAt,
      meetingUrl: club.meetingUrl,
      hostName: club.host,
      summary: club.summary,
      createdAt,
      updatedAt: createdAt,
    });
    for (const [i, c] of club.comments.entries()) {
      const commentId = rnd.uuid();
      const at = new Date(createdAt.getTime() + (i + 1) * 26 * HOUR);
      await db.insert(journalClubComments).values({
        id: commentId,
        clubId: id,
        authorId: person(c.by),
        body: c.text,
        createdAt: at,
        updatedAt: at,
      });
      if (c.likes.length) {
        await db
          .insert(journalClubCommentReactions)
          .values(c.likes.map((by) => ({ commentId, userId: person(by), kind: 'like' as const })));
      }
    }
  }
  await db.insert(keyPublications).values(DEMO_PUBLICATIONS.map((p) => ({ id: rnd.uuid(), ...p })));
}
