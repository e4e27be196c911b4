import { layout, route, type RouteConfig } from '@react-router/dev/routes';
import { readPageFiles, type PageFile } from './page-files';

// Every page is one route module in routes/, whose `handle` names its path, aliases and flags
// (decision 138): the config is read from those handles, so adding a page is adding its module.

/** One route per path and alias of each page, each alias with an id of its own. */
function routesOf(pages: readonly PageFile[]) {
  return pages.flatMap(({ file, handle }) =>
    [handle.path, ...(handle.aliases ?? [])].map((path) =>
      route(path, file, path === handle.path ? {} : { id: `alias${path}` }),
    ),
  );
}

const pages = readPageFiles();

export default [
  // The authenticated shell guards its pages as a whole (its loaders: layouts/auth-route.tsx).
  layout('layouts/auth-route.tsx', [
    ...routesOf(pages.filter(({ handle }) => handle.auth && !handle.admin)),
    // The admin area: its layout (section nav, admins only) around its pages; /admin goes on to
    // the first section.
    layout('routes/admin-layout.tsx', [
      route('/admin', 'routes/admin.tsx'),
      ...routesOf(pages.filter(({ handle }) => handle.admin)),
    ]),
  ]),
  layout('layouts/public-route.tsx', [
    ...routesOf(pages.filter(({ handle }) => !handle.auth)),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
