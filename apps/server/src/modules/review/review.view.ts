import type { review } from '@portal/contract';

/** A row of the open-items query. */
export interface OpenRow {
  kind: review.ReviewKind;
  id: string;
  title: string;
  body: string;
  author: string | null;
  email: string | null;
  reportCount: number;
  hiddenReason: 'reports' | 'moderator' | null;
  link: string | null;
  at: Date | string;
}

const EXCERPT_LENGTH = 280;
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: ' ',
};

/** Sanitised rich text (or plain text) as one short line of plain text. */
export function excerptOf(html: string): string {
  const text = html
    .replace(/<(br|\/p|\/li|\/h\d)\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => ENTITIES[e] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : text;
}

/**
 * Why an entry is in the queue, in words (reports carry no reason of their own). A contact-us
 * message is there for being one, which its kind's badge already says.
 */
export function reasonsOf(row: Pick<OpenRow, 'kind' | 'reportCount' | 'hiddenReason'>): string[] {
  if (row.kind === 'contactMessage') return [];
  const n = row.reportCount;
  const reasons = [`Reported by ${n} ${n === 1 ? 'member' : 'members'}`];
  if (row.hiddenReason === 'reports') reasons.push('Hidden automatically after its reports');
  return reasons;
}

export function toReviewItem(row: OpenRow): review.ReviewItem {
  return {
    kind: row.kind,
    _id: row.id,
    state: 'open',
    title: row.title,
    excerpt: excerptOf(row.body),
    author: row.author,
    email: row.email,
    reportCount: Number(row.reportCount),
    reasons: reasonsOf(row),
    hidden: row.hiddenReason !== null,
    link: row.link,
    at: new Date(row.at).toISOString(),
    handled: null,
  };
}
