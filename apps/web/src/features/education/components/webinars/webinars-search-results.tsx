import { useWebinars } from '../../api/get-webinars';
import { webinarWhen } from '../../lib/webinar-time';
import { SearchGroup } from '../shared/search-group';

/** The webinars' hits on /educations: upcoming first, then past ones. */
export function WebinarsSearchResults({ search }: { search: string }) {
  const webinars = useWebinars('all', search, search !== '');
  if (!search) return null;
  const first = webinars.data?.pages[0];
  return (
    <SearchGroup
      label="Webinars"
      path="/education/webinars"
      search={search}
      pending={webinars.isPending}
      total={first?.total ?? 0}
      hits={(first?.rows ?? []).map((w) => ({
        id: w._id,
        title: w.title,
        href: `/education/webinar/${w._id}`,
        detail: webinarWhen(w),
      }))}
    />
  );
}
