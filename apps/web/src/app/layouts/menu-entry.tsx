import { Indicator, VisuallyHidden } from '@mantine/core';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Indicator.layer.css';
import { abbreviateNumber } from '@portal/contract';
import { useUiStore } from '../../shared/session/ui-store';
import type { MenuItem } from './menu-items';

/**
 * A menu entry's icon and name. Community's carries the unread chat count, live and on every
 * page (the chat feature keeps the count): a message arriving on Home or Media is seen there.
 */
export function MenuEntry({
  item,
  iconSize,
  labelClassName,
}: {
  item: MenuItem;
  iconSize: number;
  labelClassName?: string;
}) {
  const unread = useUiStore((s) => s.unreadChatCount);
  const count = item.slug === 'forum' ? unread : 0;
  return (
    <>
      <Indicator
        label={<span data-testid="menu-unread">{abbreviateNumber(count)}</span>}
        disabled={count === 0}
        size={16}
        color="red"
        offset={2}
        aria-hidden
      >
        <item.icon size={iconSize} stroke={1.5} aria-hidden />
      </Indicator>
      <span className={labelClassName}>{item.name}</span>
      {count > 0 && <VisuallyHidden>, {count} unread</VisuallyHidden>}
    </>
  );
}
