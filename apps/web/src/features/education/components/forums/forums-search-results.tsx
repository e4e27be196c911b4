import { useEducationForums } from '../../api/get-education-forums';
import { SearchGroup } from '../shared/search-group';

/** The forums' hits on /educations. */
export function ForumsSearchResults({ search }: { search: string }) {
  const forums = useEducationForums(search);
  if (!search) return null;
  const first = forums.data?.pages[0];
  return (
    <SearchGroup
      label="Forums"
      path="/education/forums"
      search={search}
      pending={forums.isPending}
      total={first?.total ?? 0}
      hits={(first?.rows ?? []).map((c) => ({
        id: c._id,
        title: c.name,
        href: `/community/detail/${c._id}`,
        detail: c.description,
      }))}
    />
  );
}
