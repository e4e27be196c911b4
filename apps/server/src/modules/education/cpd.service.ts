import { education, londonToday, type CurrentUser } from '@portal/contract';
import type { Db } from '../../db/client';
import type { Page } from '../../db/paging';
import { badRequest, notFound } from '../../http/errors';
import { scaleImage } from '../../infra/images';
import type { Uploads } from '../../infra/uploads';
import { createCpdRepository, type CpdEntryRow, type CpdRepository } from './cpd.repository';
import { cpdRecordPdf } from './cpd.pdf';
import { cpdPeriod } from './cpd.period';

/** Refused upload: not a PDF or an image of the accepted kinds (read by content). */
export const NOT_EVIDENCE = 'Please upload a PDF, JPEG, PNG or WebP file.';
export const notEvidence = () => badRequest(NOT_EVIDENCE, { file: NOT_EVIDENCE });
/** Refused `evidence` on a record: not a file `cpd/evidence` gave the caller. */
export const NOT_YOUR_EVIDENCE = 'Please attach evidence files you uploaded.';

/**
 * Storage key of an evidence file in private storage: `cpd/<id>`, the id a random
 * `<uuid>.pdf` or `.webp` naming nobody. Its url is `/api/cpd/evidence/<id>`, the only way out.
 */
const keyOfId = (id: string) => `cpd/${id}`;
const keyOfUrl = (url: string) => {
  const id = education.cpdEvidenceId(url);
  return id ? keyOfId(id) : null;
};
const urlOfKey = (key: string) => education.cpdEvidenceUrl(key.slice('cpd/'.length));
/** Images are kept no larger than this on their longest side. */
const EVIDENCE_IMAGE_MAX_SIDE = 2400;

const toEntry = (r: CpdEntryRow): education.CpdEntry => ({
  _id: r.id,
  type: r.type as education.CpdEntryType,
  title: r.title,
  activityDate: r.activityDate,
  plannedWhat: r.plannedWhat,
  plannedHow: r.plannedHow,
  learnedWhat: r.learnedWhat,
  whyRelevant: r.whyRelevant,
  reflection: r.reflection,
  benefitExample: r.benefitExample,
  source:
    r.sourceKind && r.sourceId && r.sourceTitle
      ? { kind: r.sourceKind as education.CpdSourceKind, id: r.sourceId, title: r.sourceTitle }
      : null,
  evidence: r.evidence,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export { CPD_QUESTIONS } from './cpd.pdf';

/** CPD records: each the owner's alone (anyone else gets 404), evidence, the year and its PDF. */
export function createCpdService(deps: {
  db: Db;
  /** Defaults to the one over `db`. */
  repo?: CpdRepository;
  /**
   * Evidence files, with who uploaded each: over private storage (DATA_DIR/files, not served at
   * /uploads), so they leave only through `evidenceFile`, to their owner.
   */
  evidence: Uploads;
  now?: () => Date;
}) {
  const { db, evidence: uploads } = deps;
  const repo = deps.repo ?? createCpdRepository(db);
  const now = deps.now ?? (() => new Date());

  async function period(userId: string) {
    const renewalDate = await repo.renewalDate(userId);
    return { renewalDate, ...cpdPeriod(renewalDate, londonToday(now())) };
  }

  /**
   * Each evidence file must be one the caller uploaded through `cpd/evidence` (or already on the
   * record being edited): nobody attaches another person's file.
   */
  async function checkEvidence(
    userId: string,
    evidence: education.CpdEvidence[],
    current: education.CpdEvidence[] = [],
    tx: Db = db,
  ) {
    const kept = new Set(current.map((e) => e.url));
    for (const e of evidence) {
      if (kept.has(e.url)) continue;
      const key = keyOfUrl(e.url);
      if (!key || !(await uploads.isOwner(userId, key, tx))) {
        throw badRequest(NOT_YOUR_EVIDENCE, { evidence: NOT_YOUR_EVIDENCE });
      }
    }
  }

  /** Removes files no record of the user's holds any more. */
  async function dropUnused(userId: string, urls: string[]) {
    if (!urls.length) return;
    const inUse = await repo.evidenceInUse(userId);
    const keys = urls
      .filter((u) => !inUse.has(u))
      .map(keyOfUrl)
      .filter((k): k is string => Boolean(k));
    await uploads.remove(keys);
  }

  async function summary(userId: string): Promise<education.CpdSummary> {
    const p = await period(userId);
    const byType = await repo.countsByType(userId, p.from, p.to);
    const planned = byType.planned ?? 0;
    const unplanned = byType.unplanned ?? 0;
    const counts = {
      records: planned + unplanned,
      planned,
      unplanned,
      peerDiscussion: byType['peer-discussion'] ?? 0,
      reflectiveAccount: byType['reflective-account'] ?? 0,
    };
    const t = education.CPD_TARGETS;
    return {
      renewalDate: p.renewalDate,
      periodStart: p.from,
      periodEnd: p.to,
      counts,
      targets: { ...t },
      complete:
        counts.records >= t.records &&
        counts.planned >= t.planned &&
        counts.peerDiscussion >= t.peerDiscussion &&
        counts.reflectiveAccount >= t.reflectiveAccount,
    };
  }

  return {
    async list(userId: string, q: education.CpdListQuery): Promise<Page<education.CpdEntry>> {
      const p = q.period === 'current' ? await period(userId) : undefined;
      const page = await repo.page(userId, { search: q.search, from: p?.from, to: p?.to }, q);
      return { rows: page.rows.map(toEntry), total: page.total };
    },

    async get(userId: string, id: string): Promise<education.CpdEntry> {
      const row = await repo.find(userId, id);
      if (!row) throw notFound('CPD record');
      return toEntry(row);
    },

    async create(userId: string, body: education.CpdEntryBody): Promise<education.CpdEntry> {
      await checkEvidence(userId, body.evidence);
      return toEntry(await repo.insert(userId, body));
    },

    async edit(
      userId: string,
      id: string,
      body: education.CpdEntryBody,
    ): Promise<education.CpdEntry> {
      const { before, after } = await db.transaction(async (tx) => {
        const before = await repo.find(userId, id, tx);
        if (!before) throw notFound('CPD record');
        await checkEvidence(userId, body.evidence, before.evidence, tx);
        const after = await repo.update(userId, id, body, tx);
        return { before, after: after! };
      });
      const still = new Set(after.evidence.map((e) => e.url));
      await dropUnused(
        userId,
        before.evidence.map((e) => e.url).filter((u) => !still.has(u)),
      );
      return toEntry(after);
    },

    async remove(userId: string, id: string): Promise<void> {
      const row = await repo.remove(userId, id);
      if (!row) throw notFound('CPD record');
      await dropUnused(
        userId,
        row.evidence.map((e) => e.url),
      );
    },

    /**
     * Stores an evidence file of the caller's, checked by content: a PDF as it is, an image
     * upright and scaled down as WebP without its metadata. A random `cpd/<uuid>` key.
     */
    async uploadEvidence(
      userId: string,
      file: { bytes: Buffer; fileName: string },
    ): Promise<education.CpdEvidenceUpload> {
      const base = (file.fileName || 'evidence')
        .replace(/[\\/]/g, '_')
        .replace(/\.[A-Za-z0-9]{1,5}$/, '')
        .slice(0, 150);
      if (file.bytes.subarray(0, 5).toString('latin1') === '%PDF-') {
        const key = uploads.newKey('cpd', '.pdf');
        await uploads.put(userId, key, file.bytes);
        return { url: urlOfKey(key), name: `${base}.pdf`, contentType: 'application/pdf' };
      }
      const image = await scaleImage(file.bytes, EVIDENCE_IMAGE_MAX_SIDE);
      if (!image) throw notEvidence();
      const key = uploads.newKey('cpd', '.webp');
      await uploads.put(userId, key, image.data);
      return { url: urlOfKey(key), name: `${base}.webp`, contentType: 'image/webp' };
    },

    /**
     * One of the caller's evidence files, on a record of theirs or uploaded and not yet attached:
     * anyone else's, or a file that is gone, is 404 (nobody learns that it exists). Its name is
     * the one on the record, else `evidence.<ext>`.
     */
    async evidenceFile(userId: string, id: string) {
      const key = keyOfId(id);
      const bytes = (await uploads.isOwner(userId, key)) ? await uploads.read(key) : null;
      if (!bytes) throw notFound('Evidence file');
      const pdf = id.endsWith('.pdf');
      const name = await repo.evidenceName(userId, education.cpdEvidenceUrl(id));
      return {
        body: bytes,
        contentType: pdf ? 'application/pdf' : 'image/webp',
        fileName: name ?? `evidence.${pdf ? 'pdf' : 'webp'}`,
      };
    },

    summary,

    /**
     * An account is deleted: its records and renewal date go, and every evidence file it
     * uploaded, on a record or not yet, leaves DATA_DIR/files with its row (issue 29).
     */
    async removeUser(userId: string): Promise<void> {
      await repo.removeAllOf(userId);
      await uploads.remove(await uploads.keysOf(userId, 'cpd'));
    },

    async setRenewalDate(userId: string, renewalDate: string): Promise<education.CpdSummary> {
      await repo.setRenewalDate(userId, renewalDate);
      return summary(userId);
    },

    /** The revalidation year's records as a PDF: the counts, then each record in full. */
    async pdf(user: Pick<CurrentUser, '_id' | 'firstName' | 'lastName'>) {
      const s = await summary(user._id);
      const rows = await repo.all(user._id, { from: s.periodStart, to: s.periodEnd });
      return cpdRecordPdf(user, s, rows);
    },
  };
}

export type CpdService = ReturnType<typeof createCpdService>;
