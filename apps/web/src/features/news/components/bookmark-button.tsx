import { ActionIcon } from '@mantine/core';
import { IconBookmark, IconBookmarkFilled } from '@tabler/icons-react';
import type { news } from '@portal/contract';
import { HoverTooltip } from '../../../shared/ui/hover-tooltip';
import { useToggleBookmark } from '../api/toggle-bookmark';

/** The bookmark star of an article: flips at once, and flips back if the call fails. */
export function BookmarkButton({ article, size = 'lg' }: { article: news.Article; size?: string }) {
  const toggle = useToggleBookmark();
  const on = article.isBookmarked;
  const label = on ? 'Remove bookmark' : 'Bookmark';
  const button = (
    <ActionIcon
      variant={on ? 'light' : 'subtle'}
      color={on ? 'blue' : 'gray'}
      size={size}
      aria-label={`${label}: ${article.title}`}
      aria-pressed={on}
      data-testid="bookmark-button"
      onClick={(event) => {
        // The button sits inside a card link area on some layouts.
        event.preventDefault();
        toggle.mutate({ article, bookmark: !on });
      }}
    >
      {on ? <IconBookmarkFilled size={20} /> : <IconBookmark size={20} />}
    </ActionIcon>
  );
  return (
    <HoverTooltip label={label} withinPortal>
      {button}
    </HoverTooltip>
  );
}
