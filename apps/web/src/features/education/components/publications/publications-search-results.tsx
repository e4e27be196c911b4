import { useKeyPublications } from '../../api/get-key-publications';
import { SearchGroup } from '../shared/search-group';

/** The key publications' hits on /educations. */
export function PublicationsSearchResults({ search }: { search: string }) {
  const publications = useKeyPublications(search);
  if (!search) return null;
  const first = publications.data?.pages[0];
  return (
    <SearchGroup
      label="Key Publications"
      path="/education/publications"
      search={search}
      pending={publications.isPending}
      total={first?.total ?? 0}
      hits={(first?.rows ?? []).map((p) => ({
        id: p._id,
        title: p.title,
        href: `/education/keyPublications/${p._id}`,
        detail: p.citation,
      }))}
    />
  );
}
