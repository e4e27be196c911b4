/** A channel page's tabs, named in its address (`?tab=members`); Posts, the first, by none. */
export const CHANNEL_TABS = ['posts', 'members', 'requests', 'review', 'settings'] as const;
export type ChannelTab = (typeof CHANNEL_TABS)[number];

/** The tab a channel page's address names: Posts for none, or for one it does not have. */
export function channelTabOf(params: URLSearchParams): ChannelTab {
  const tab = params.get('tab');
  return (CHANNEL_TABS as readonly string[]).includes(tab ?? '') ? (tab as ChannelTab) : 'posts';
}

/** The address part of a tab. */
export const searchOfChannelTab = (tab: ChannelTab) => (tab === 'posts' ? '' : `?tab=${tab}`);
