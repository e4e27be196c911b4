// The zod schemas of endpoints/pages.ts: each endpoint's params, query, body and response under its
// descriptor's name (they type the descriptor and validate on the server), and the forms'.

import { z } from 'zod';
import type { EndpointSchemas } from '../endpoint';

export const RenderPageBodySchema = z.strictObject({
  /** The page's location in the app, with its query string. */
  path: z
    .string()
    .max(2000)
    .regex(/^\/(?![/\\])/, 'Give the path of a page of this site, such as /home.'),
  /** The phone layout: the browser is at most MOBILE_MAX_WIDTH pixels wide. */
  mobile: z.boolean(),
  /** What the web app's session store keeps in the browser (its persisted part). */
  session: z.record(z.string(), z.unknown()),
});
export type RenderPageBody = z.infer<typeof RenderPageBodySchema>;

/**
 * What the server hands the web app's renderer for a page (its server bundle's
 * renderSignedInPage), with a `fetch` to its own routes.
 */
export interface SignedInPageRequest extends RenderPageBody {
  /** The visitor's token, which the page's calls carry. */
  token: string;
  /**
   * Date.now() after which the answer is no longer awaited: a render not started by then is
   * not, and one under way starts no further pass (the calls it made still finish).
   */
  deadline: number;
}

export const RenderedPageSchema = z
  .object({
    /** The markup of the app's root element. */
    html: z.string(),
    /** The answers of the page's calls, for the app's query cache (TanStack Query's dehydrate). */
    state: z.unknown(),
    /** The page's document title (`Home · Pharma Portal`), shown as the page is painted. */
    title: z.string(),
  })
  .nullable();
export type RenderedPage = z.infer<typeof RenderedPageSchema>;

export const renderPage = {
  body: RenderPageBodySchema,
  response: RenderedPageSchema,
} satisfies EndpointSchemas;
