import type { ComponentType, ReactNode } from 'react';
import {
  ContentPreviewsProvider,
  type ContentPreviews,
} from '#features/admin/lib/content-previews';
import type { PageHandle } from './page-handle';
import { PageRoute } from './page-route';

type Render = (item: never) => ReactNode;

/** Each render drawn as the editor's preview shows it: a card's width, named for the tests. */
function framed(previews: Partial<ContentPreviews>): Partial<ContentPreviews> {
  return Object.fromEntries(
    Object.entries(previews as Record<string, Render>).map(([kind, render]) => [
      kind,
      (item: never) => (
        <div style={{ maxWidth: 420 }} data-testid="content-preview">
          {render(item)}
        </div>
      ),
    ]),
  );
}

/**
 * The page of an admin item (`/admin/<section>/:id`), whose editor previews the item with the
 * readers' own component (decision 100): a route module's `default`, made from its handle, its
 * editor page and how each kind it edits is drawn.
 */
export function adminItemRoute(
  handle: PageHandle,
  Page: ComponentType,
  previews: Partial<ContentPreviews>,
): ComponentType {
  const value = framed(previews);
  return function AdminItemRoute() {
    return (
      <PageRoute route={handle}>
        <ContentPreviewsProvider previews={value}>
          <Page />
        </ContentPreviewsProvider>
      </PageRoute>
    );
  };
}
