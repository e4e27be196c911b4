import type { PageSession } from '../shared/session/session-store';

/**
 * What the server hands the app's loaders and render for one page request (apps/server's
 * http/web-app.ts). Absent when there is no request: prerendering a public page at build time.
 */
declare module 'react-router' {
  interface AppLoadContext {
    /** The visitor's session, from the page-session cookie; null without a live one. */
    session?: PageSession | null;
    /** fetch to the server's own /api routes, without a socket, as the visitor. */
    apiFetch?: typeof fetch;
    /** The layout the browser last said it shows (the layout cookie). */
    mobile?: boolean;
    /** The Content-Security-Policy nonce of this page's scripts. */
    nonce?: string;
  }
}

export {};
