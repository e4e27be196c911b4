import { useClinics } from '../../api/get-clinics';
import { SearchGroup } from '../shared/search-group';

/** The clinics' hits on /educations: each opens its details in the Clinics tab. */
export function ClinicsSearchResults({ search }: { search: string }) {
  const clinics = useClinics({ search, city: null, specialism: null });
  if (!search) return null;
  const first = clinics.data?.pages[0];
  return (
    <SearchGroup
      label="Clinics"
      path="/education/clinics"
      search={search}
      pending={clinics.isPending}
      total={first?.total ?? 0}
      hits={(first?.rows ?? []).map((c) => ({
        id: c._id,
        title: c.name,
        href: `/education/clinics?clinic=${c._id}`,
        detail: `${c.town} · ${c.summary}`,
      }))}
    />
  );
}
