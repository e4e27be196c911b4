import {
  education,
  educationSchemas,
  home,
  homeAdminSchemas,
  londonLocalInput,
  type homeAdmin,
} from '@portal/contract';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { HomeItemForm, type HomeField } from './home-item-form';

interface FormProps<I, B> {
  item: I | null;
  onSubmit: (body: B) => Promise<unknown>;
}

const schemaOf = (schema: z.ZodType) => schema as z.ZodType<FieldValues, FieldValues>;

const position: HomeField = {
  name: 'position',
  label: 'Place on Home',
  description: 'From 0; empty: after the others',
  kind: 'number',
};

const LINK_FIELDS: HomeField[] = [
  { name: 'title', label: 'Title', required: true },
  { name: 'url', label: 'Address', description: 'The full address, https://…', required: true },
  { name: 'text', label: 'Text', kind: 'textarea', required: true },
  position,
];

export function UsefulLinkForm({
  item,
  onSubmit,
}: FormProps<homeAdmin.AdminUsefulLink, homeAdmin.UsefulLinkBody>) {
  return (
    <HomeItemForm
      label="Useful link"
      schema={schemaOf(homeAdminSchemas.UsefulLinkBodySchema)}
      fields={LINK_FIELDS}
      image={{ name: 'imageUrl', label: 'Image' }}
      values={{
        title: item?.title ?? '',
        url: item?.url ?? '',
        text: item?.text ?? '',
        position: item?.position ?? '',
        imageUrl: item?.imageUrl ?? null,
        publishedAt: item?.publishedAt ?? null,
      }}
      submitLabel="Save link"
      onSubmit={onSubmit}
    />
  );
}

const TESTIMONIAL_FIELDS: HomeField[] = [
  { name: 'name', label: 'Name', required: true },
  { name: 'role', label: 'Role', description: 'Their work and town', required: true },
  { name: 'summary', label: 'What they said', kind: 'textarea', required: true },
  { name: 'rating', label: 'Stars', description: 'From 1 to 5', kind: 'number', required: true },
  position,
];

export function TestimonialForm({
  item,
  onSubmit,
}: FormProps<homeAdmin.AdminTestimonial, homeAdmin.TestimonialBody>) {
  return (
    <HomeItemForm
      label="Testimonial"
      schema={schemaOf(homeAdminSchemas.TestimonialBodySchema)}
      fields={TESTIMONIAL_FIELDS}
      image={{ name: 'photoUrl', label: 'Photo' }}
      values={{
        name: item?.name ?? '',
        role: item?.role ?? '',
        summary: item?.summary ?? '',
        rating: item?.rating ?? '',
        position: item?.position ?? '',
        photoUrl: item?.photoUrl ?? null,
        publishedAt: item?.publishedAt ?? null,
      }}
      submitLabel="Save testimonial"
      onSubmit={onSubmit}
    />
  );
}

const GUIDE_CARD_FIELDS: HomeField[] = [
  { name: 'title', label: 'Title', required: true },
  { name: 'text', label: 'Text', kind: 'textarea', required: true },
  { name: 'actionLabel', label: 'Button label', required: true },
  {
    name: 'actionPath',
    label: 'Button opens',
    description: 'A path inside the portal, such as /profile',
    required: true,
  },
];

export function GuideCardForm({
  item,
  onSubmit,
}: FormProps<homeAdmin.AdminGuideCard, homeAdmin.GuideCardBody>) {
  return (
    <HomeItemForm
      label="Guide card"
      schema={schemaOf(homeAdminSchemas.GuideCardBodySchema)}
      fields={GUIDE_CARD_FIELDS}
      image={{ name: 'imageUrl', label: 'Image' }}
      values={{
        title: item?.title ?? '',
        text: item?.text ?? '',
        actionLabel: item?.actionLabel ?? '',
        actionPath: item?.actionPath ?? '',
        imageUrl: item?.imageUrl ?? null,
        publishedAt: item?.publishedAt ?? null,
      }}
      submitLabel="Save guide card"
      onSubmit={onSubmit}
    />
  );
}

const EVENT_TYPE_LABELS: Record<home.EventType, string> = {
  webinar: 'Webinar',
  conference: 'Conference',
  training: 'Training',
  'journal-club': 'Journal club',
  workshop: 'Workshop',
};

const EVENT_FIELDS: HomeField[] = [
  { name: 'title', label: 'Title', required: true },
  {
    name: 'type',
    label: 'Type',
    kind: 'select',
    required: true,
    options: home.EVENT_TYPES.map((t) => ({ value: t, label: EVENT_TYPE_LABELS[t] })),
  },
  { name: 'startsAt', label: 'Starts (UK time)', kind: 'datetime', required: true },
  { name: 'endsAt', label: 'Ends (UK time)', kind: 'datetime', required: true },
  { name: 'organiser', label: 'Organiser', required: true },
  { name: 'location', label: 'Location', description: 'Left blank: online only' },
  { name: 'onlineUrl', label: 'Online link', description: 'The full address, https://…' },
  { name: 'description', label: 'Description', kind: 'richtext' },
];

export function EventForm({
  item,
  onSubmit,
}: FormProps<homeAdmin.AdminEvent, homeAdmin.EventBody>) {
  return (
    <HomeItemForm
      label="Event"
      schema={schemaOf(homeAdminSchemas.EventBodySchema)}
      fields={EVENT_FIELDS}
      image={{ name: 'imageUrl', label: 'Image' }}
      values={{
        title: item?.title ?? '',
        type: item?.type ?? '',
        startsAt: item ? londonLocalInput(item.startsAt) : '',
        endsAt: item ? londonLocalInput(item.endsAt) : '',
        organiser: item?.organiser ?? '',
        location: item?.location ?? '',
        onlineUrl: item?.onlineUrl ?? '',
        description: item?.description ?? '',
        imageUrl: item?.imageUrl ?? null,
        publishedAt: item?.publishedAt ?? null,
      }}
      submitLabel="Save event"
      onSubmit={onSubmit}
    />
  );
}

const documentFields = (item: education.AdminLibraryDocument | null): HomeField[] => [
  { name: 'title', label: 'Title', required: true },
  {
    name: 'category',
    label: 'Shelf',
    kind: 'select',
    required: true,
    options: education.LIBRARY_CATEGORIES.map((c) => ({
      value: c,
      label: education.LIBRARY_CATEGORY_LABELS[c],
    })),
  },
  { name: 'author', label: 'Author', description: 'Who wrote or issued it', required: true },
  { name: 'description', label: 'Description', kind: 'textarea' },
  {
    name: 'file',
    label: 'Document (PDF)',
    kind: 'pdf',
    required: !item,
    description: item ? `Now ${item.fileName}; choose another PDF to replace it` : undefined,
  },
];

export function LibraryDocumentForm({
  item,
  onSubmit,
}: FormProps<
  education.AdminLibraryDocument,
  education.LibraryDocumentBody | education.LibraryDocumentPatch
>) {
  return (
    <HomeItemForm
      label="Library document"
      // An existing document keeps its file unless another is chosen: its form sends a change.
      schema={schemaOf(
        item
          ? educationSchemas.LibraryDocumentPatchSchema
          : educationSchemas.LibraryDocumentBodySchema,
      )}
      fields={documentFields(item)}
      values={{
        title: item?.title ?? '',
        category: item?.category ?? '',
        author: item?.author ?? '',
        description: item?.description ?? '',
        file: item ? undefined : null,
        publishedAt: item?.publishedAt ?? null,
      }}
      submitLabel="Save document"
      onSubmit={onSubmit}
    />
  );
}
