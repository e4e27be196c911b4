import { useParams } from 'react-router';
import { education, londonClock, shortDateTime } from '@portal/contract';
import { ContentEditor } from '../components/content-editor';
import { ClinicForm } from '../components/clinic-form';
import { JournalClubForm } from '../components/journal-club-form';
import { ContentList } from './admin-content-pages';

// ── Clinics ───────────────────────────────────────────────────────────────────────────────

export function AdminClinicsPage() {
  return (
    <ContentList<education.AdminClinic>
      title="Clinics"
      noun="clinic"
      endpoint={education.listAdminClinics}
      basePath="/admin/clinics"
      columns={[
        { key: 'name', header: 'Name', cell: (c) => c.name },
        { key: 'town', header: 'Town', cell: (c) => `${c.town}, ${c.postcode}`, desktopOnly: true },
        {
          key: 'members',
          header: 'Members',
          cell: (c) => c.memberCount,
          desktopOnly: true,
        },
      ]}
    />
  );
}

/** What the removal dialog says: who keeps the clinic, and where it no longer shows. */
export function clinicRemovalText(c: education.AdminClinic): string {
  const kept =
    c.memberCount === 0
      ? 'Nobody picked it at sign-up.'
      : `${c.memberCount === 1 ? '1 person' : `${c.memberCount} people`} picked it at sign-up and keep it on their account.`;
  return `It will no longer be offered at sign-up nor shown in Education. ${kept}`;
}

export function AdminClinicPage() {
  const { id = 'new' } = useParams();
  return (
    <ContentEditor
      kind="clinic"
      noun="clinic"
      listPath="/admin/clinics"
      id={id}
      endpoints={{
        get: education.getAdminClinic,
        create: education.createAdminClinic,
        update: education.updateAdminClinic,
        remove: education.deleteAdminClinic,
      }}
      nameOf={(c) => `“${c.name}”`}
      remove={{ label: 'Remove', text: clinicRemovalText }}
      form={(item, save) => <ClinicForm item={item} onSubmit={save} />}
    />
  );
}

// ── Journal clubs ─────────────────────────────────────────────────────────────────────────

const when = (iso: string) => shortDateTime(londonClock(iso));

export function AdminJournalClubsPage() {
  return (
    <ContentList<education.AdminJournalClub>
      title="Journal clubs"
      noun="session"
      endpoint={education.listAdminJournalClubs}
      basePath="/admin/journal-clubs"
      publishable={false}
      columns={[
        { key: 'title', header: 'Title', cell: (c) => c.title },
        { key: 'meeting', header: 'Meeting', cell: (c) => when(c.meetingAt), desktopOnly: true },
        {
          key: 'author',
          header: 'Started by',
          cell: (c) => `${c.author.firstName} ${c.author.lastName}`,
          desktopOnly: true,
        },
        { key: 'comments', header: 'Comments', cell: (c) => c.commentCount, desktopOnly: true },
      ]}
    />
  );
}

export function AdminJournalClubPage() {
  const { id = '' } = useParams();
  return (
    <ContentEditor
      kind="journal-club"
      noun="journal club"
      listPath="/admin/journal-clubs"
      id={id}
      endpoints={{
        get: education.getAdminJournalClub,
        update: education.updateAdminJournalClub,
        remove: education.deleteAdminJournalClub,
      }}
      nameOf={(c) => `“${c.title}”`}
      remove={{
        label: 'Delete',
        text: (c) =>
          `Its discussion (${c.commentCount === 1 ? '1 comment' : `${c.commentCount} comments`}) goes with it. This cannot be undone.`,
      }}
      form={(item, save) => <JournalClubForm item={item} onSubmit={save} />}
    />
  );
}
