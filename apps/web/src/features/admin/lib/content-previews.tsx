import { createContext, useContext, type ReactNode } from 'react';
import type { education, productsAdmin } from '@portal/contract';

/**
 * How readers will see each kind, drawn from a form's values as they stand. The readers' own
 * components live in other features, which this one may not import: the app, which may, hands
 * them in (`app/admin-previews.tsx`), so a preview is never a copy that drifts from the page.
 */
export interface ContentPreviews {
  product: (
    values: productsAdmin.ProductFormValues,
    producer: { _id: string; name: string } | undefined,
  ) => ReactNode;
  webinar: (values: education.WebinarFormValues) => ReactNode;
  faq: (values: education.FaqEntryFormValues) => ReactNode;
  keyPublication: (values: education.KeyPublicationFormValues) => ReactNode;
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

/** A kind's preview, or undefined where none was handed in (a form without Write / Preview). */
export function useContentPreview<K extends keyof ContentPreviews>(
  kind: K,
): ContentPreviews[K] | undefined {
  return useContext(PreviewsContext)[kind];
}
