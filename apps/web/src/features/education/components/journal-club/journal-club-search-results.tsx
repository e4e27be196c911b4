import { useJournalClubs } from '../../api/get-journal-clubs';
import { meetingTime } from '../../lib/meeting-time';
import { SearchGroup } from '../shared/search-group';

/** The journal club's hits on /educations. */
export function JournalClubSearchResults({ search }: { search: string }) {
  const clubs = useJournalClubs(search);
  if (!search) return null;
  const first = clubs.data?.pages[0];
  return (
    <SearchGroup
      label="Journal Club"
      path="/education/journal-club"
      search={search}
      pending={clubs.isPending}
      total={first?.total ?? 0}
      hits={(first?.rows ?? []).map((c) => ({
        id: c._id,
        title: c.title,
        href: `/education/journalclub/${c._id}`,
        detail: `${c.journal} (${c.year}) · ${meetingTime(c.meetingAt)}`,
      }))}
    />
  );
}
