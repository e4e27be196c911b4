import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'src/app',
  buildDirectory: 'build',
  // Every page is rendered on the server (signed-in ones with their data, decision 62)...
  ssr: true,
  // ...and the public pages that need no visitor are rendered once, at build time: the server
  // answers a visitor without a session with these files.
  prerender: ['/', '/login', '/signup', '/forgot-password', '/privacy-policy', '/terms&conditions'],
} satisfies Config;
