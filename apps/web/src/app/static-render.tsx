import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandler,
  type StaticHandlerContext,
} from 'react-router';
import { AppProviders } from './providers';
import { buildRoutes } from './routes';

/** The route table's answer for `path` on the server: its matches, or a redirect or an error. */
export async function routeAt(path: string) {
  const handler = createStaticHandler(buildRoutes());
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  return { handler, context };
}

/**
 * A function that renders the matched route to HTML, as the app would. No hydration data: the
 * browser renders anew over this markup (app/take-over.ts).
 */
export function staticRenderer(
  handler: StaticHandler,
  context: StaticHandlerContext,
): () => string {
  const router = createStaticRouter(handler.dataRoutes, context);
  return () =>
    renderToString(
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
    );
}
