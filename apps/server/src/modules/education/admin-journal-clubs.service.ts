import { londonInstant, type education } from '@portal/contract';
import { recordAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import type { Page } from '../../db/paging';
import type { Actor } from '../../db/published';
import { notFound } from '../../http/errors';
import type { ClubInput, JournalClubsRepository } from './journal-clubs.repository';

/** The session's stored fields with the patch's over them (its meeting time read as London's). */
function merged(club: education.AdminJournalClub, patch: education.JournalClubPatch): ClubInput {
  const meetingAt = patch.meetingAt === undefined ? null : londonInstant(patch.meetingAt);
  return {
    title: patch.title ?? club.title,
    authors: patch.authors ?? club.authors,
    journal: patch.journal ?? club.journal,
    year: patch.year ?? club.year,
    doi: patch.doi ?? club.doi,
    // The schema refused a time that does not exist, so a given one always reads.
    meetingAt: meetingAt ?? new Date(club.meetingAt),
    meetingUrl: patch.meetingUrl ?? club.meetingUrl,
    host: patch.host ?? club.host,
    summary: patch.summary ?? club.summary,
  };
}

/**
 * Any journal club session, changed or deleted by an admin from the admin area (issue 48); the
 * contract's `admin: true` keeps everyone else out. Each change is audited in its transaction.
 */
export function createAdminJournalClubsService(deps: {
  db: Db;
  repo: JournalClubsRepository;
  now?: () => Date;
}) {
  const { db, repo } = deps;
  const now = deps.now ?? (() => new Date());
  async function load(id: string, tx: Db = db, lock = false) {
    const club = await repo.adminFind(id, tx, lock);
    if (!club) throw notFound('Journal club');
    return club;
  }
  const entity = 'journalClub';

  return {
    list: (q: education.JournalClubListQuery): Promise<Page<education.AdminJournalClub>> =>
      repo.adminPage(q, now()),

    get: (id: string) => load(id),

    update: (actor: Actor, id: string, patch: education.JournalClubPatch) =>
      db.transaction(async (tx) => {
        const before = await load(id, tx, true);
        await repo.update(id, merged(before, patch), tx);
        const after = await load(id, tx);
        await recordAudit(tx, { actor, entity, entityId: id, action: 'update', before, after });
        return after;
      }),

    remove: (actor: Actor, id: string) =>
      db.transaction(async (tx) => {
        const before = await load(id, tx, true);
        await repo.delete(id, tx);
        await recordAudit(tx, { actor, entity, entityId: id, action: 'delete', before });
        return { _id: id };
      }),
  };
}

export type AdminJournalClubsService = ReturnType<typeof createAdminJournalClubsService>;
