import { createContext, useContext, type ReactNode } from 'react';
import type { education, home, products } from '@portal/contract';

/**
 * How readers will see each kind, drawn from a form's values as they stand. The readers' own
 * components live in other features, which this one may not import: the app, which may, hands
 * them in (`app/admin-previews.tsx`), so a preview is never a copy that drifts from the page.
 */
export interface ContentPreviews {
  product: (product: products.ProductSummary) => ReactNode;
  webinar: (webinar: education.Webinar) => ReactNode;
  faq: (topic: education.FaqTopic) => ReactNode;
  keyPublication: (publication: education.KeyPublication) => ReactNode;
  usefulLink: (link: home.UsefulLink) => ReactNode;
  testimonial: (testimonial: home.Testimonial) => ReactNode;
  guideCard: (card: home.GuideCard) => ReactNode;
  event: (event: home.Event) => ReactNode;
  /** A library document or link: the one card draws both kinds. */
  libraryItem: (item: education.LibraryItem) => ReactNode;
}

const PreviewsContext = createContext<Partial<ContentPreviews>>({});

export function ContentPreviewsProvider({
  previews,
  children,
}: {
  previews: Partial<ContentPreviews>;
  children: ReactNode;
}) {
  return <PreviewsContext.Provider value={previews}>{children}</PreviewsContext.Provider>;
}

type ShapeOf<K extends keyof ContentPreviews> = Parameters<ContentPreviews[K]>[0];

/**
 * A form's preview: its values turned into the readers' shape (`lib/preview-shapes.ts`) and
 * drawn by the readers' component; undefined where none was handed in (no Write / Preview).
 */
export function useContentPreview<K extends keyof ContentPreviews, V>(
  kind: K,
  shapeOf: (values: V) => ShapeOf<K>,
): ((values: V) => ReactNode) | undefined {
  const render = useContext(PreviewsContext)[kind] as
    ((shape: ShapeOf<K>) => ReactNode) | undefined;
  return render && ((values: V) => render(shapeOf(values)));
}
