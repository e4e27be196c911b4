import type { ComponentType } from 'react';
import {
  IconCalendarEvent,
  IconDotsCircleHorizontal,
  IconHome,
  IconNews,
  IconPill,
  IconSchool,
  IconUsersGroup,
  type IconProps,
} from '@tabler/icons-react';
import type { ModuleSlug } from '@portal/contract';

export interface MenuItem {
  id: string;
  name: string;
  icon: ComponentType<IconProps>;
  slug: ModuleSlug;
  path: string;
}

/** The desktop left menu of SPEC §2, in order. */
export const DESKTOP_MENU: readonly MenuItem[] = [
  { id: 'home', name: 'Home', icon: IconHome, slug: 'home', path: '/home' },
  { id: 'education', name: 'Education', icon: IconSchool, slug: 'education', path: '/education' },
  { id: 'media', name: 'Media', icon: IconNews, slug: 'media', path: '/newsfeed' },
  { id: 'products', name: 'Products', icon: IconPill, slug: 'product', path: '/products' },
  { id: 'community', name: 'Community', icon: IconUsersGroup, slug: 'forum', path: '/communities' },
  {
    id: 'bookings',
    name: 'Bookings',
    icon: IconCalendarEvent,
    slug: 'bookingList',
    path: '/appointment/list',
  },
];

/** The mobile bottom menu of SPEC §2, in order; More goes to Home. */
export const MOBILE_MENU: readonly MenuItem[] = [
  { id: 'media', name: 'Media', icon: IconNews, slug: 'media', path: '/newsfeed' },
  { id: 'products', name: 'Products', icon: IconPill, slug: 'product', path: '/products' },
  { id: 'community', name: 'Community', icon: IconUsersGroup, slug: 'forum', path: '/communities' },
  { id: 'education', name: 'Education', icon: IconSchool, slug: 'education', path: '/education' },
  { id: 'more', name: 'More', icon: IconDotsCircleHorizontal, slug: 'home', path: '/home' },
];

/**
 * Home always; any other entry only when the user's module list is non-empty and holds its slug
 * (SPEC §2, §6).
 */
export function visibleMenuItems(
  items: readonly MenuItem[],
  modules: readonly string[] | undefined,
): MenuItem[] {
  const list = modules ?? [];
  return items.filter(
    (item) => item.slug === 'home' || (list.length > 0 && list.includes(item.slug)),
  );
}

/** The bottom menu entry for the current route's module: More unless another one matches. */
export function activeMobileEntry(module: ModuleSlug | undefined): string {
  const match = MOBILE_MENU.find((item) => item.slug !== 'home' && item.slug === module);
  return match?.id ?? 'more';
}

/**
 * The modules a phone reaches from Home because its bottom bar has no entry for them (Bookings):
 * the desktop menu's entries the user may open, less Home and the bottom bar's.
 */
export function phoneHomeEntries(modules: readonly string[] | undefined): MenuItem[] {
  const onBar = new Set(MOBILE_MENU.map((item) => item.slug));
  return visibleMenuItems(DESKTOP_MENU, modules).filter((item) => !onBar.has(item.slug));
}
