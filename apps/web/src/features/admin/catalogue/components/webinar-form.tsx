import { Controller, useFieldArray } from 'react-hook-form';
import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { education, educationSchemas, londonLocalInput } from '@portal/contract';
import { RichTextInput } from '../../../../shared/ui/rich-text-input';
import {
  AdminForm,
  ContentImageInput,
  FieldRows,
  useAdminForm,
  WordListInput,
} from '../../components/admin-form';
import { useContentPreview } from '../../lib/content-previews';
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
  const preview = useContentPreview('webinar');
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
    register,
    control,
    formState: { errors },
  } = form;
  const speakers = useFieldArray({ control, name: 'speakers' });
  return (
    <AdminForm form={form} label="Webinar" submitLabel="Save webinar" preview={preview}>
      <TextInput label="Title" withAsterisk {...register('title')} error={errors.title?.message} />
      <Textarea
        label="Summary"
        withAsterisk
        autosize
        minRows={2}
        {...register('summary')}
        error={errors.summary?.message}
      />
      <Controller
        control={control}
        name="description"
        render={({ field }) => (
          <RichTextInput
            label="Description"
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.description?.message}
          />
        )}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          type="datetime-local"
          label="Starts (London time)"
          withAsterisk
          {...register('startsAt')}
          error={errors.startsAt?.message}
        />
        <TextInput
          type="datetime-local"
          label="Ends (London time)"
          withAsterisk
          {...register('endsAt')}
          error={errors.endsAt?.message}
        />
        <TextInput
          label="Seats"
          description="Empty: not limited"
          inputMode="numeric"
          {...register('capacity')}
          error={errors.capacity?.message}
        />
        <TextInput label="Join link" {...register('joinUrl')} error={errors.joinUrl?.message} />
        <TextInput
          label="Recording link"
          {...register('recordingUrl')}
          error={errors.recordingUrl?.message}
        />
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
            <TextInput
              label="Name"
              {...register(`speakers.${i}.name`)}
              error={errors.speakers?.[i]?.name?.message}
            />
            <TextInput
              label="Role"
              {...register(`speakers.${i}.role`)}
              error={errors.speakers?.[i]?.role?.message}
            />
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
