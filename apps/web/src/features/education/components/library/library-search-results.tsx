import { useLibrary } from '../../api/get-library';
import { sectionHref } from '../../lib/education-tabs';
import { SearchGroup } from '../shared/search-group';

/** The library's hits on /educations: a file opens in the Library tab, a link at its address. */
export function LibrarySearchResults({ search }: { search: string }) {
  const library = useLibrary({ search, category: null });
  if (!search) return null;
  const first = library.data?.pages[0];
  return (
    <SearchGroup
      label="Library"
      path="/education/library"
      search={search}
      pending={library.isPending}
      total={first?.total ?? 0}
      hits={(first?.rows ?? []).map((i) =>
        i.kind === 'link' && i.url
          ? { id: i._id, title: i.title, href: i.url, detail: i.author, external: true }
          : {
              id: i._id,
              title: i.title,
              href: sectionHref('/education/library', i.title),
              detail: `${i.author} · ${i.fileType ?? 'File'}`,
            },
      )}
    />
  );
}
