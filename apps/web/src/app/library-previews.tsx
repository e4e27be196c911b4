import type { ContentPreviews } from '#features/admin/lib/content-previews';
import { LibraryCard } from '#features/education/components/library/library-panel';

/**
 * The library's documents and links previewed with the readers' own card (decision 100), which
 * draws both kinds: the two admin editors hand in this one.
 */
export const LIBRARY_PREVIEWS: Partial<ContentPreviews> = {
  libraryItem: (item) => <LibraryCard item={item} />,
};
