import { useFieldArray } from 'react-hook-form';
import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { education, educationSchemas, londonLocalInput } from '@portal/contract';
import { AdminForm, useAdminForm } from '../../components/admin-form';
import {
  RichTextField,
  ContentImageInput,
  FieldRows,
  WordListInput,
} from '../../components/admin-form-fields';
import { useContentPreview } from '../../lib/content-previews';
import { webinarOf } from '../../lib/preview-shapes';
import type { ContentFormProps } from './content-editor';

const FIELDS = [
  'title',
  'summary',
  'description',
  'startsAt',
  'endsAt',
  'capacity',
  'joinUrl',
  'recordingUrl',
  'imageUrl',
] as const;

/** A webinar: London wall-clock times, seats, links, speakers and its image (decision 93). */
export function WebinarForm({
  item,
  onSubmit,
}: ContentFormProps<education.AdminWebinar, education.WebinarBody>) {
  const preview = useContentPreview('webinar', webinarOf);
  const form = useAdminForm<education.WebinarFormValues, education.WebinarBody>({
    schema: educationSchemas.WebinarBodySchema,
    defaultValues: {
      title: item?.title ?? '',
      summary: item?.summary ?? '',
      description: item?.description ?? '',
      speakers: item?.speakers ?? [{ name: '', role: '' }],
      topics: item?.topics ?? [],
      startsAt: item ? londonLocalInput(item.startsAt) : '',
      endsAt: item ? londonLocalInput(item.endsAt) : '',
      capacity: item?.capacity ?? '',
      joinUrl: item?.joinUrl ?? '',
      recordingUrl: item?.recordingUrl ?? '',
      imageUrl: item?.imageUrl ?? null,
      publishedAt: item?.publishedAt ?? null,
    },
    fields: FIELDS,
    onSubmit,
  });
  const {
    field,
    control,
    formState: { errors },
  } = form;
  const speakers = useFieldArray({ control, name: 'speakers' });
  return (
    <AdminForm form={form} label="Webinar" submitLabel="Save webinar" preview={preview}>
      <TextInput label="Title" withAsterisk {...field('title')} />
      <Textarea label="Summary" withAsterisk autosize minRows={2} {...field('summary')} />
      <RichTextField control={control} name="description" label="Description" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          type="datetime-local"
          label="Starts (London time)"
          withAsterisk
          {...field('startsAt')}
        />
        <TextInput
          type="datetime-local"
          label="Ends (London time)"
          withAsterisk
          {...field('endsAt')}
        />
        <TextInput
          label="Seats"
          description="Empty: not limited"
          inputMode="numeric"
          {...field('capacity')}
        />
        <TextInput label="Join link" {...field('joinUrl')} />
        <TextInput label="Recording link" {...field('recordingUrl')} />
      </SimpleGrid>
      <ContentImageInput
        form={form}
        endpoint={education.uploadAdminWebinarImage}
        label="Image"
        alt="Image for this webinar"
      />
      <FieldRows
        legend="Speakers"
        count={speakers.fields.length}
        rowLabel={(i) => ({ key: speakers.fields[i]!.id, remove: `Remove speaker ${i + 1}` })}
        row={(i) => (
          <>
            <TextInput label="Name" {...field(`speakers.${i}.name`)} />
            <TextInput label="Role" {...field(`speakers.${i}.role`)} />
          </>
        )}
        onRemove={speakers.remove}
        error={errors.speakers?.root?.message ?? errors.speakers?.message}
        addLabel="Add a speaker"
        onAdd={() => speakers.append({ name: '', role: '' })}
      />
      <WordListInput control={control} name="topics" label="Topics" />
    </AdminForm>
  );
}
