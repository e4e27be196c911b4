import { londonClock, longDateTime } from '@portal/contract';

/** What a content row's `publishedAt` makes it (issue 31's publishing convention). */
export type PublishStatus = 'draft' | 'scheduled' | 'published';

/** null: a draft; a time to come: scheduled; a time gone: published. */
export function publishStatusOf(
  publishedAt: string | null | undefined,
  now: number = Date.now(),
): PublishStatus {
  if (!publishedAt) return 'draft';
  return new Date(publishedAt).getTime() > now ? 'scheduled' : 'published';
}

export const PUBLISH_STATUS_LABELS: Record<PublishStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
};

/** A row's status as an admin list shows it: 'Draft', 'Scheduled for 3 March 2027, 09:00'… */
export function publishStatusText(publishedAt: string | null | undefined, now = Date.now()) {
  const status = publishStatusOf(publishedAt, now);
  if (status === 'draft' || !publishedAt) return PUBLISH_STATUS_LABELS.draft;
  const when = longDateTime(londonClock(publishedAt));
  return status === 'scheduled' ? `Scheduled for ${when}` : `Published ${when}`;
}
