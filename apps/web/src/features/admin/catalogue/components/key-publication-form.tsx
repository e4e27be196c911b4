import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { educationSchemas, type education } from '@portal/contract';
import { AdminForm, useAdminForm } from '../../components/admin-form';
import { WordListInput } from '../../components/admin-form-fields';
import { useContentPreview } from '../../lib/content-previews';
import { keyPublicationOf } from '../../lib/preview-shapes';
import type { ContentFormProps } from './content-editor';

const FIELDS = ['title', 'citation', 'doi', 'year', 'summary', 'practiceRelevance'] as const;

/** A key publication: its citation, bare DOI and why it matters for practice (decision 93). */
export function KeyPublicationForm({
  item,
  onSubmit,
}: ContentFormProps<education.AdminKeyPublication, education.KeyPublicationBody>) {
  const preview = useContentPreview('keyPublication', keyPublicationOf);
  const form = useAdminForm<education.KeyPublicationFormValues, education.KeyPublicationBody>({
    schema: educationSchemas.KeyPublicationBodySchema,
    defaultValues: {
      title: item?.title ?? '',
      citation: item?.citation ?? '',
      doi: item?.doi ?? '',
      year: item?.year ?? '',
      summary: item?.summary ?? '',
      practiceRelevance: item?.practiceRelevance ?? '',
      topics: item?.topics ?? [],
      publishedAt: item?.publishedAt ?? null,
    },
    fields: FIELDS,
    onSubmit,
  });
  const { field, control } = form;
  return (
    <AdminForm form={form} label="Key publication" submitLabel="Save publication" preview={preview}>
      <TextInput label="Title" withAsterisk {...field('title')} />
      <TextInput label="Citation" withAsterisk {...field('citation')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="DOI" description="e.g. 10.1136/bmj.n71" withAsterisk {...field('doi')} />
        <TextInput label="Year" withAsterisk inputMode="numeric" {...field('year')} />
      </SimpleGrid>
      <Textarea label="Summary" withAsterisk autosize minRows={3} {...field('summary')} />
      <Textarea
        label="Why it matters for practice"
        withAsterisk
        autosize
        minRows={3}
        {...field('practiceRelevance')}
      />
      <WordListInput control={control} name="topics" label="Topics" />
    </AdminForm>
  );
}
