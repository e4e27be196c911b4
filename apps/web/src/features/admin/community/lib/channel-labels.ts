import type { community } from '@portal/contract';

/** Where a channel of each kind shows, as admins choose it. */
export const KIND_LABELS: Record<community.ChannelKind, { label: string; description: string }> = {
  forum: { label: 'Community forums', description: 'On the Community page' },
  education: { label: 'Education forums', description: 'On Education’s Forums tab' },
};

export const VISIBILITY_LABELS: Record<
  community.ChannelVisibility,
  { label: string; description: string }
> = {
  open: { label: 'Open', description: 'Anyone reads it and joins at once' },
  private: { label: 'Private', description: 'Members only; joining waits for its admins' },
};
