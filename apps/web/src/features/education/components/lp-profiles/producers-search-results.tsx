import { useProducers } from '../../api/get-producers';
import { SearchGroup } from '../shared/search-group';

/** The producers' hits on /educations: each opens its profile in the LP Profiles tab. */
export function ProducersSearchResults({ search }: { search: string }) {
  const producers = useProducers(search);
  if (!search) return null;
  const first = producers.data?.pages[0];
  return (
    <SearchGroup
      label="LP Profiles"
      path="/education/lp-profiles"
      search={search}
      pending={producers.isPending}
      total={first?.total ?? 0}
      hits={(first?.rows ?? []).map((p) => ({
        id: p._id,
        title: p.name,
        href: `/education/lp-profiles?producer=${p._id}`,
        detail: `${p.country} · ${p.summary}`,
      }))}
    />
  );
}
