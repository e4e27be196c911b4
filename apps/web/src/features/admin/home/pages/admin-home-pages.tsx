import { useParams } from 'react-router';
import { ActionIcon, Group } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { education, homeAdmin, londonClock, shortDateTime } from '@portal/contract';
import { ContentEditor } from '../../catalogue/components/content-editor';
import { ContentList } from '../../catalogue/pages/admin-content-pages';
import { useMoveGuideCard } from '../api/move-guide-card';
import {
  EventForm,
  GuideCardForm,
  TestimonialForm,
  UsefulLinkForm,
} from '../components/home-forms';
import { LibraryDocumentForm, LibraryLinkForm } from '../components/library-forms';

// ── Useful links ──────────────────────────────────────────────────────────────────────────

export function AdminUsefulLinksPage() {
  return (
    <ContentList<homeAdmin.AdminUsefulLink>
      title="Useful links"
      noun="link"
      endpoint={homeAdmin.listAdminUsefulLinks}
      basePath="/admin/useful-links"
      columns={[
        { key: 'title', header: 'Title', cell: (l) => l.title },
        { key: 'url', header: 'Address', cell: (l) => l.url, desktopOnly: true },
        { key: 'position', header: 'Place', cell: (l) => l.position, desktopOnly: true },
      ]}
    />
  );
}

export function AdminUsefulLinkPage() {
  const { id = 'new' } = useParams();
  return (
    <ContentEditor
      kind="useful-link"
      noun="useful link"
      listPath="/admin/useful-links"
      id={id}
      endpoints={{
        get: homeAdmin.getAdminUsefulLink,
        create: homeAdmin.createAdminUsefulLink,
        update: homeAdmin.updateAdminUsefulLink,
        remove: homeAdmin.deleteAdminUsefulLink,
      }}
      nameOf={(l) => `“${l.title}”`}
      form={(item, save) => <UsefulLinkForm item={item} onSubmit={save} />}
    />
  );
}

// ── Testimonials ──────────────────────────────────────────────────────────────────────────

export function AdminTestimonialsPage() {
  return (
    <ContentList<homeAdmin.AdminTestimonial>
      title="Testimonials"
      noun="testimonial"
      endpoint={homeAdmin.listAdminTestimonials}
      basePath="/admin/testimonials"
      columns={[
        { key: 'name', header: 'Name', cell: (t) => t.name },
        { key: 'role', header: 'Role', cell: (t) => t.role, desktopOnly: true },
        { key: 'rating', header: 'Stars', cell: (t) => t.rating, desktopOnly: true },
      ]}
    />
  );
}

export function AdminTestimonialPage() {
  const { id = 'new' } = useParams();
  return (
    <ContentEditor
      kind="testimonial"
      noun="testimonial"
      listPath="/admin/testimonials"
      id={id}
      endpoints={{
        get: homeAdmin.getAdminTestimonial,
        create: homeAdmin.createAdminTestimonial,
        update: homeAdmin.updateAdminTestimonial,
        remove: homeAdmin.deleteAdminTestimonial,
      }}
      nameOf={(t) => `the testimonial of ${t.name}`}
      form={(item, save) => <TestimonialForm item={item} onSubmit={save} />}
    />
  );
}

// ── Guide cards ───────────────────────────────────────────────────────────────────────────

/** A card's move buttons; a click moves it without opening its row. */
function MoveButtons({ card }: { card: homeAdmin.AdminGuideCard }) {
  const move = useMoveGuideCard();
  const button = (direction: 'up' | 'down') => (
    <ActionIcon
      variant="default"
      size="md"
      aria-label={`Move “${card.title}” ${direction}`}
      loading={move.isPending && move.variables?.direction === direction}
      onClick={(e) => {
        e.stopPropagation();
        move.mutate({ id: card._id, direction });
      }}
    >
      {direction === 'up' ? (
        <IconArrowUp size={16} aria-hidden />
      ) : (
        <IconArrowDown size={16} aria-hidden />
      )}
    </ActionIcon>
  );
  return (
    <Group gap={4} wrap="nowrap">
      {button('up')}
      {button('down')}
    </Group>
  );
}

export function AdminGuideCardsPage() {
  return (
    <ContentList<homeAdmin.AdminGuideCard>
      title="Guide cards"
      noun="guide card"
      endpoint={homeAdmin.listAdminGuideCards}
      basePath="/admin/guide-cards"
      columns={[
        { key: 'title', header: 'Title', cell: (c) => c.title },
        { key: 'action', header: 'Button', cell: (c) => c.actionLabel, desktopOnly: true },
        { key: 'order', header: 'Order', cell: (c) => <MoveButtons card={c} /> },
      ]}
    />
  );
}

export function AdminGuideCardPage() {
  const { id = 'new' } = useParams();
  return (
    <ContentEditor
      kind="guide-card"
      noun="guide card"
      listPath="/admin/guide-cards"
      id={id}
      endpoints={{
        get: homeAdmin.getAdminGuideCard,
        create: homeAdmin.createAdminGuideCard,
        update: homeAdmin.updateAdminGuideCard,
        remove: homeAdmin.deleteAdminGuideCard,
      }}
      nameOf={(c) => `“${c.title}”`}
      form={(item, save) => <GuideCardForm item={item} onSubmit={save} />}
    />
  );
}

// ── Events ────────────────────────────────────────────────────────────────────────────────

export function AdminEventsPage() {
  return (
    <ContentList<homeAdmin.AdminEvent>
      title="Events"
      noun="event"
      endpoint={homeAdmin.listAdminEvents}
      basePath="/admin/events"
      columns={[
        { key: 'title', header: 'Title', cell: (e) => e.title },
        {
          key: 'starts',
          header: 'Starts',
          cell: (e) => shortDateTime(londonClock(e.startsAt)),
          desktopOnly: true,
        },
        { key: 'organiser', header: 'Organiser', cell: (e) => e.organiser, desktopOnly: true },
      ]}
    />
  );
}

export function AdminEventPage() {
  const { id = 'new' } = useParams();
  return (
    <ContentEditor
      kind="event"
      noun="event"
      listPath="/admin/events"
      id={id}
      endpoints={{
        get: homeAdmin.getAdminEvent,
        create: homeAdmin.createAdminEvent,
        update: homeAdmin.updateAdminEvent,
        remove: homeAdmin.deleteAdminEvent,
      }}
      nameOf={(e) => `“${e.title}”`}
      form={(item, save) => <EventForm item={item} onSubmit={save} />}
    />
  );
}

// ── Library documents (the library's, decision 82) ────────────────────────────────────────

export function AdminLibraryDocumentsPage() {
  return (
    <ContentList<education.AdminLibraryDocument>
      title="Library documents"
      noun="document"
      endpoint={education.listAdminLibraryDocuments}
      basePath="/admin/library-documents"
      columns={[
        { key: 'title', header: 'Title', cell: (d) => d.title },
        {
          key: 'shelf',
          header: 'Shelf',
          cell: (d) => education.LIBRARY_CATEGORY_LABELS[d.category],
          desktopOnly: true,
        },
        { key: 'file', header: 'File', cell: (d) => d.fileName, desktopOnly: true },
      ]}
    />
  );
}

export function AdminLibraryDocumentPage() {
  const { id = 'new' } = useParams();
  return (
    <ContentEditor
      kind="library-document"
      noun="library document"
      listPath="/admin/library-documents"
      id={id}
      endpoints={{
        get: education.getAdminLibraryDocument,
        create: education.createAdminLibraryDocument,
        update: education.updateAdminLibraryDocument,
        remove: education.deleteAdminLibraryDocument,
      }}
      nameOf={(d) => `“${d.title}”`}
      form={(item, save) => <LibraryDocumentForm item={item} onSubmit={save} />}
    />
  );
}

// ── Library links (decision 113) ──────────────────────────────────────────────────────────

export function AdminLibraryLinksPage() {
  return (
    <ContentList<education.AdminLibraryLink>
      title="Library links"
      noun="link"
      endpoint={education.listAdminLibraryLinks}
      basePath="/admin/library-links"
      columns={[
        { key: 'title', header: 'Title', cell: (l) => l.title },
        {
          key: 'shelf',
          header: 'Shelf',
          cell: (l) => education.LIBRARY_CATEGORY_LABELS[l.category],
          desktopOnly: true,
        },
        { key: 'url', header: 'Address', cell: (l) => l.url, desktopOnly: true },
      ]}
    />
  );
}

export function AdminLibraryLinkPage() {
  const { id = 'new' } = useParams();
  return (
    <ContentEditor
      kind="library-link"
      noun="library link"
      listPath="/admin/library-links"
      id={id}
      endpoints={{
        get: education.getAdminLibraryLink,
        create: education.createAdminLibraryLink,
        update: education.updateAdminLibraryLink,
        remove: education.deleteAdminLibraryLink,
      }}
      nameOf={(l) => `“${l.title}”`}
      form={(item, save) => <LibraryLinkForm item={item} onSubmit={save} />}
    />
  );
}
