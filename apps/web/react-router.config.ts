import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'src/app',
  buildDirectory: 'build',
  // Every page is rendered on the server (signed-in ones with their data, decision 62)...
  ssr: true,
  // ...and the public pages that need no visitor are rendered once, at build time: the server
  // answers a visitor without a session with these files.
  // Every route's entry in the page's manifest from the start (decision 117): the lazy default
  // fetched /__manifest for the links a page shows once it had hydrated, and patching the routes
  // re-rendered the whole app (about 860 components on Home) in a long task.
  routeDiscovery: { mode: 'initial' },
  prerender: ['/', '/login', '/signup', '/forgot-password', '/privacy-policy', '/terms&conditions'],
} satisfies Config;
