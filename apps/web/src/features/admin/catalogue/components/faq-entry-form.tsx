import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { educationSchemas, type education } from '@portal/contract';
import { AdminForm, useAdminForm } from '../../components/admin-form';
import { useContentPreview } from '../../lib/content-previews';
import { faqTopicOf } from '../../lib/preview-shapes';
import type { ContentFormProps } from './content-editor';

const FIELDS = ['topic', 'question', 'answer', 'position'] as const;

/** One FAQ question and its answer, in a topic made when its name is new (decision 93). */
export function FaqEntryForm({
  item,
  onSubmit,
}: ContentFormProps<education.AdminFaqEntry, education.FaqEntryBody>) {
  const preview = useContentPreview('faq', faqTopicOf);
  const form = useAdminForm<education.FaqEntryFormValues, education.FaqEntryBody>({
    schema: educationSchemas.FaqEntryBodySchema,
    defaultValues: {
      topic: item?.topic ?? '',
      question: item?.question ?? '',
      answer: item?.answer ?? '',
      position: item?.position ?? '',
      publishedAt: item?.publishedAt ?? null,
    },
    fields: FIELDS,
    onSubmit,
  });
  const { field } = form;
  return (
    <AdminForm form={form} label="FAQ entry" submitLabel="Save question" preview={preview}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label="Topic"
          description="A new name makes a new topic"
          withAsterisk
          {...field('topic')}
        />
        <TextInput
          label="Place in the topic"
          description="From 0; empty: after the others"
          inputMode="numeric"
          {...field('position')}
        />
      </SimpleGrid>
      <TextInput label="Question" withAsterisk {...field('question')} />
      <Textarea
        label="Answer"
        description="Plain text; a blank line between paragraphs"
        withAsterisk
        autosize
        minRows={4}
        {...field('answer')}
      />
    </AdminForm>
  );
}
