// A signed-in page of the web app rendered on the server with its data (decision 49): the web
// app's boot script asks for it with the visitor's token before any of the app's scripts, so a
// phone on a slow network paints the page without waiting for them.

import { defineEndpoint } from '../endpoint';
import type * as s from '../schemas/pages';

export type * from '../schemas/pages';

export const renderPage = defineEndpoint<typeof s.renderPage>()({
  method: 'POST',
  path: '/api/page',
  summary:
    "A signed-in page of the web app rendered with the caller's data, as the caller would see it; null when the server does not render it (a public page, a redirect, too busy), and the browser renders it itself.",
  access: 'user',
});
