import type { ModuleSlug } from '@portal/contract';
import type { RouteMeta } from '../shared/navigation/route-meta';

// Pure data and pure functions, no React and no Node: route modules import it for their
// `handle`, and routes.ts and the end-to-end tests read those handles without running a page
// (./page-files.ts).

/** The icons a menu entry may name (the menu draws them: app/layouts/menu-items.ts). */
export type MenuIconName =
  | 'IconHome'
  | 'IconSchool'
  | 'IconNews'
  | 'IconPill'
  | 'IconUsersGroup'
  | 'IconCalendarEvent'
  | 'IconDotsCircleHorizontal';

/** A page's entry in one menu of SPEC §2: the entry leads to the page's path. */
export interface MenuPlacement {
  /** Its place in the menu, smallest first. */
  order: number;
  /** The entry's DOM id part (`menu-<id>`, `bottom-menu-<id>`). */
  id: string;
  name: string;
  icon: MenuIconName;
}

/**
 * A page's `handle`: its path and aliases (routes.ts makes one route of each), SPEC §2's flags,
 * which the guards, headers and titles read from the router's matches, and its menu entries.
 */
export interface PageHandle extends RouteMeta {
  path: string;
  aliases?: readonly string[];
  menu?: { desktop?: MenuPlacement; mobile?: MenuPlacement };
}

/**
 * An admin page's handle (decision 85): admins only (the others go to /403), in the admin
 * layout under the Admin breadcrumb; `detail` for an item's page.
 */
export function adminPage({
  path,
  title,
  detail,
}: {
  path: string;
  title: string;
  detail?: boolean;
}): PageHandle {
  return {
    path,
    title,
    auth: true,
    admin: true,
    breadcrumb: 'Admin',
    ...(detail ? { sections: { detail: true } } : {}),
  };
}

/** The functions a handle may be written with, besides literals (page-files.ts runs them). */
export const HANDLE_BUILDERS = { adminPage } as const;

/** An entry of one of SPEC §2's menus as the menu draws it: to the page's path, for its module. */
export interface PageMenuEntry extends Omit<MenuPlacement, 'order'> {
  path: string;
  slug: ModuleSlug;
}

/** The entries a menu has, in order, from the handles of every page. */
export function menuEntriesOf(
  handles: readonly PageHandle[],
  menu: 'desktop' | 'mobile',
): PageMenuEntry[] {
  return handles
    .flatMap(({ path, module, menu: placements }) => {
      const placement = placements?.[menu];
      if (!placement) return [];
      if (!module) throw new Error(`${path}: a page in a menu names its module (the entry's slug)`);
      return [{ ...placement, path, slug: module }];
    })
    .sort((a, b) => a.order - b.order)
    .map(({ order: _order, ...entry }) => entry);
}
