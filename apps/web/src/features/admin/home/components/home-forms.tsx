import { NativeSelect, Textarea, TextInput } from '@mantine/core';
import '@mantine/core/styles/Combobox.layer.css';
import { home, homeAdminSchemas, homeAdmin, londonLocalInput } from '@portal/contract';
import { AdminForm, useAdminForm } from '../../components/admin-form';
import { ContentImageInput, RichTextField } from '../../components/admin-form-fields';
import type { ContentFormProps } from '../../catalogue/components/content-editor';
import { useContentPreview } from '../../lib/content-previews';
import { eventOf, guideCardOf, testimonialOf, usefulLinkOf } from '../../lib/preview-shapes';

const IMAGE_ENDPOINT = homeAdmin.uploadAdminHomeImage;

/** An item's place among Home's others. */
const PLACE = {
  label: 'Place on Home',
  description: 'From 0; empty: after the others',
  inputMode: 'numeric',
} as const;

/** A select's choices, led by an empty one so nothing is chosen for the admin. */
export const choices = (options: readonly { value: string; label: string }[]) => [
  { value: '', label: 'Choose one' },
  ...options,
];

export function UsefulLinkForm({
  item,
  onSubmit,
}: ContentFormProps<homeAdmin.AdminUsefulLink, homeAdmin.UsefulLinkBody>) {
  const form = useAdminForm<homeAdmin.UsefulLinkFormValues, homeAdmin.UsefulLinkBody>({
    schema: homeAdminSchemas.UsefulLinkBodySchema,
    defaultValues: {
      title: item?.title ?? '',
      url: item?.url ?? '',
      text: item?.text ?? '',
      position: item?.position ?? '',
      imageUrl: item?.imageUrl ?? null,
      publishedAt: item?.publishedAt ?? null,
    },
    fields: ['title', 'url', 'text', 'position', 'imageUrl'],
    onSubmit,
  });
  const preview = useContentPreview('usefulLink', usefulLinkOf);
  const { field } = form;
  return (
    <AdminForm form={form} label="Useful link" preview={preview} submitLabel="Save link">
      <TextInput label="Title" withAsterisk {...field('title')} />
      <TextInput
        label="Address"
        description="The full address, https://…"
        withAsterisk
        {...field('url')}
      />
      <Textarea label="Text" withAsterisk autosize minRows={3} {...field('text')} />
      <TextInput {...PLACE} {...field('position')} />
      <ContentImageInput form={form} endpoint={IMAGE_ENDPOINT} label="Image" alt="Image" />
    </AdminForm>
  );
}

export function TestimonialForm({
  item,
  onSubmit,
}: ContentFormProps<homeAdmin.AdminTestimonial, homeAdmin.TestimonialBody>) {
  const form = useAdminForm<homeAdmin.TestimonialFormValues, homeAdmin.TestimonialBody>({
    schema: homeAdminSchemas.TestimonialBodySchema,
    defaultValues: {
      name: item?.name ?? '',
      role: item?.role ?? '',
      summary: item?.summary ?? '',
      rating: item?.rating ?? '',
      position: item?.position ?? '',
      photoUrl: item?.photoUrl ?? null,
      publishedAt: item?.publishedAt ?? null,
    },
    fields: ['name', 'role', 'summary', 'rating', 'position', 'photoUrl'],
    onSubmit,
  });
  const preview = useContentPreview('testimonial', testimonialOf);
  const { field } = form;
  return (
    <AdminForm form={form} label="Testimonial" preview={preview} submitLabel="Save testimonial">
      <TextInput label="Name" withAsterisk {...field('name')} />
      <TextInput label="Role" description="Their work and town" withAsterisk {...field('role')} />
      <Textarea label="What they said" withAsterisk autosize minRows={3} {...field('summary')} />
      <TextInput
        label="Stars"
        description="From 1 to 5"
        withAsterisk
        inputMode="numeric"
        {...field('rating')}
      />
      <TextInput {...PLACE} {...field('position')} />
      <ContentImageInput
        form={form}
        name="photoUrl"
        endpoint={IMAGE_ENDPOINT}
        label="Photo"
        alt="Photo"
      />
    </AdminForm>
  );
}

/** Its place changes only by a move (decision 98): the form has none. */
export function GuideCardForm({
  item,
  onSubmit,
}: ContentFormProps<homeAdmin.AdminGuideCard, homeAdmin.GuideCardBody>) {
  const form = useAdminForm<homeAdmin.GuideCardFormValues, homeAdmin.GuideCardBody>({
    schema: homeAdminSchemas.GuideCardBodySchema,
    defaultValues: {
      title: item?.title ?? '',
      text: item?.text ?? '',
      actionLabel: item?.actionLabel ?? '',
      actionPath: item?.actionPath ?? '',
      imageUrl: item?.imageUrl ?? null,
      publishedAt: item?.publishedAt ?? null,
    },
    fields: ['title', 'text', 'actionLabel', 'actionPath', 'imageUrl'],
    onSubmit,
  });
  const preview = useContentPreview('guideCard', (v: homeAdmin.GuideCardFormValues) =>
    guideCardOf(v, item?.position),
  );
  const { field } = form;
  return (
    <AdminForm form={form} label="Guide card" preview={preview} submitLabel="Save guide card">
      <TextInput label="Title" withAsterisk {...field('title')} />
      <Textarea label="Text" withAsterisk autosize minRows={3} {...field('text')} />
      <TextInput label="Button label" withAsterisk {...field('actionLabel')} />
      <TextInput
        label="Button opens"
        description="A path inside the portal, such as /profile"
        withAsterisk
        {...field('actionPath')}
      />
      <ContentImageInput form={form} endpoint={IMAGE_ENDPOINT} label="Image" alt="Image" />
    </AdminForm>
  );
}

const EVENT_TYPE_LABELS: Record<home.EventType, string> = {
  webinar: 'Webinar',
  conference: 'Conference',
  training: 'Training',
  'journal-club': 'Journal club',
  workshop: 'Workshop',
};

const EVENT_TYPES = choices(
  home.EVENT_TYPES.map((t) => ({ value: t, label: EVENT_TYPE_LABELS[t] })),
);

export function EventForm({
  item,
  onSubmit,
}: ContentFormProps<homeAdmin.AdminEvent, homeAdmin.EventBody>) {
  const form = useAdminForm<homeAdmin.EventFormValues, homeAdmin.EventBody>({
    schema: homeAdminSchemas.EventBodySchema,
    defaultValues: {
      title: item?.title ?? '',
      type: item?.type,
      startsAt: item ? londonLocalInput(item.startsAt) : '',
      endsAt: item ? londonLocalInput(item.endsAt) : '',
      organiser: item?.organiser ?? '',
      location: item?.location ?? '',
      onlineUrl: item?.onlineUrl ?? '',
      description: item?.description ?? '',
      imageUrl: item?.imageUrl ?? null,
      publishedAt: item?.publishedAt ?? null,
    },
    fields: [
      'title',
      'type',
      'startsAt',
      'endsAt',
      'organiser',
      'location',
      'onlineUrl',
      'description',
      'imageUrl',
    ],
    onSubmit,
  });
  const preview = useContentPreview('event', eventOf);
  const { field, control } = form;
  return (
    <AdminForm form={form} label="Event" preview={preview} submitLabel="Save event">
      <TextInput label="Title" withAsterisk {...field('title')} />
      <NativeSelect label="Type" withAsterisk data={EVENT_TYPES} {...field('type')} />
      <TextInput
        type="datetime-local"
        label="Starts (UK time)"
        withAsterisk
        {...field('startsAt')}
      />
      <TextInput type="datetime-local" label="Ends (UK time)" withAsterisk {...field('endsAt')} />
      <TextInput label="Organiser" withAsterisk {...field('organiser')} />
      <TextInput label="Location" description="Left blank: online only" {...field('location')} />
      <TextInput
        label="Online link"
        description="The full address, https://…"
        {...field('onlineUrl')}
      />
      <RichTextField control={control} name="description" label="Description" />
      <ContentImageInput form={form} endpoint={IMAGE_ENDPOINT} label="Image" alt="Image" />
    </AdminForm>
  );
}
