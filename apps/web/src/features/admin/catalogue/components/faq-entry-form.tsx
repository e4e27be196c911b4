import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { educationSchemas, type education } from '@portal/contract';
import { AdminForm, useAdminForm } from '../../components/admin-form';
import { useContentPreview } from '../../lib/content-previews';
import type { ContentFormProps } from './content-editor';

const FIELDS = ['topic', 'question', 'answer', 'position'] as const;

/** One FAQ question and its answer, in a topic made when its name is new (decision 93). */
export function FaqEntryForm({
  item,
  onSubmit,
}: ContentFormProps<education.AdminFaqEntry, education.FaqEntryBody>) {
  const preview = useContentPreview('faq');
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
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <AdminForm form={form} label="FAQ entry" submitLabel="Save question" preview={preview}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label="Topic"
          description="A new name makes a new topic"
          withAsterisk
          {...register('topic')}
          error={errors.topic?.message}
        />
        <TextInput
          label="Place in the topic"
          description="From 0; empty: after the others"
          inputMode="numeric"
          {...register('position')}
          error={errors.position?.message}
        />
      </SimpleGrid>
      <TextInput
        label="Question"
        withAsterisk
        {...register('question')}
        error={errors.question?.message}
      />
      <Textarea
        label="Answer"
        description="Plain text; a blank line between paragraphs"
        withAsterisk
        autosize
        minRows={4}
        {...register('answer')}
        error={errors.answer?.message}
      />
    </AdminForm>
  );
}
