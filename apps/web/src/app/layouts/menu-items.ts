import type { ComponentType } from 'react';
import {
  IconCalendarEvent,
  IconDotsCircleHorizontal,
  IconHome,
  IconNews,
  IconPill,
  IconSchool,
  IconShieldLock,
  IconUsersGroup,
  type IconProps,
} from '@tabler/icons-react';
import type { ModuleSlug } from '@portal/contract';
import { desktop, mobile } from 'virtual:page-menu';
import type { MenuIconName, PageMenuEntry } from '../page-handle';

export interface MenuItem {
  id: string;
  name: string;
  icon: ComponentType<IconProps>;
  /** The module that shows the entry; `admin` for the admin area's, shown to admins. */
  slug: ModuleSlug | 'admin';
  path: string;
}

const ICONS: Record<MenuIconName, ComponentType<IconProps>> = {
  IconHome,
  IconSchool,
  IconNews,
  IconPill,
  IconUsersGroup,
  IconCalendarEvent,
  IconDotsCircleHorizontal,
};

const itemOf = ({ id, name, icon, slug, path }: PageMenuEntry): MenuItem => ({
  id,
  name,
  icon: ICONS[icon],
  slug,
  path,
});

/** The desktop left menu of SPEC §2, in order: the pages whose handle places them in it. */
export const DESKTOP_MENU: readonly MenuItem[] = desktop.map(itemOf);

/** The admin area's entry (issue 31): last in an admin's menu, on desktop and on a phone's Home. */
export const ADMIN_MENU_ITEM: MenuItem = {
  id: 'admin',
  name: 'Admin',
  icon: IconShieldLock,
  slug: 'admin',
  path: '/admin',
};

/** The entries of a menu a user sees: those their modules allow, then Admin for an admin. */
export function menuItemsFor(
  items: readonly MenuItem[],
  user: { modules?: readonly string[]; isAdmin?: boolean } | null | undefined,
): MenuItem[] {
  const visible = visibleMenuItems(items, user?.modules);
  return user?.isAdmin ? [...visible, ADMIN_MENU_ITEM] : visible;
}

/** The mobile bottom menu of SPEC §2, in order (More is Home's entry): likewise. */
export const MOBILE_MENU: readonly MenuItem[] = mobile.map(itemOf);

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
    (item) =>
      item.slug === 'home' ||
      (item.slug !== 'admin' && list.length > 0 && list.includes(item.slug)),
  );
}

/** The bottom menu entry for the current route's module: More unless another one matches. */
export function activeMobileEntry(module: ModuleSlug | undefined): string {
  const match = MOBILE_MENU.find((item) => item.slug !== 'home' && item.slug === module);
  return match?.id ?? 'more';
}

/**
 * The modules a phone reaches from Home because its bottom bar has no entry for them (Bookings,
 * and Admin for an admin): the desktop menu's entries the user may open, less the bottom bar's.
 */
export function phoneHomeEntries(
  modules: readonly string[] | undefined,
  isAdmin = false,
): MenuItem[] {
  const onBar = new Set<string>(MOBILE_MENU.map((item) => item.slug));
  return menuItemsFor(DESKTOP_MENU, { modules, isAdmin }).filter((item) => !onBar.has(item.slug));
}
