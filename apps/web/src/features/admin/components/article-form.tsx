import {
  Badge,
  Group,
  Image,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
  Typography,
} from '@mantine/core';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Image.layer.css';
import '@mantine/core/styles/Typography.layer.css';
import { londonClock, longDateTime, news, newsSchemas } from '@portal/contract';
import { rewriteArticleLinks } from '../../../shared/lib/external-links';
import { AdminForm, useAdminForm, type FieldMessages } from './admin-form';
import { RichTextField, ContentImageInput } from './admin-form-fields';

export type ArticleFormValues = news.ArticleForm;

export interface ArticleFormProps {
  /** The article being edited; a new one without. */
  article?: news.AdminArticle;
  categories: readonly { _id: string; name: string }[];
  /** Resolves with the server's field messages when it refused the values. */
  onSubmit: (values: news.CreateArticleBody) => Promise<FieldMessages | void>;
  /** Shown in the preview when the form has no author (the server puts the admin's name). */
  authorFallback: string;
}

const FIELDS = [
  'title',
  'summary',
  'body',
  'categoryId',
  'authorName',
  'imageUrl',
  'publishedAt',
] as const;

/** The article as readers will see it on its page: title, meta line, cover and body. */
export function ArticlePreview({
  values,
  categoryName,
  authorFallback,
}: {
  values: ArticleFormValues;
  categoryName: string;
  authorFallback: string;
}) {
  const when = values.publishedAt ? longDateTime(londonClock(values.publishedAt)) : 'Not published';
  return (
    <Stack gap="sm" data-testid="article-preview">
      <Group gap="xs">
        <Badge variant="light">{categoryName || 'No category'}</Badge>
      </Group>
      <Title order={2}>{values.title || 'Untitled'}</Title>
      <Text c="dimmed" size="sm">
        {(values.authorName || authorFallback) + ' · ' + when}
      </Text>
      {values.imageUrl && <Image src={values.imageUrl} alt="" radius="md" mah={360} fit="cover" />}
      <Text fw={500}>{values.summary}</Text>
      <Typography>
        <div dangerouslySetInnerHTML={{ __html: rewriteArticleLinks(values.body ?? '') }} />
      </Typography>
    </Stack>
  );
}

/**
 * Writes or edits an article: the contract's schema checks it as the server will (SPEC §5's
 * messages), the body in the rich text editor, a cover image uploaded at once, and when it shows
 * (draft, now, or a London time). "Preview" shows it as readers will see it.
 */
export function ArticleForm({ article, categories, onSubmit, authorFallback }: ArticleFormProps) {
  const form = useAdminForm<ArticleFormValues, news.CreateArticleBody>({
    schema: newsSchemas.ArticleFormSchema,
    defaultValues: {
      title: article?.title ?? '',
      summary: article?.summary ?? '',
      body: article?.body ?? '',
      categoryId: article?.category._id ?? '',
      authorName: article?.authorName ?? '',
      imageUrl: article?.imageUrl ?? null,
      publishedAt: article?.publishedAt ?? null,
    },
    fields: FIELDS,
    onSubmit,
  });
  const { field, control } = form;

  return (
    <AdminForm
      form={form}
      label={article ? 'Edit article' : 'New article'}
      submitLabel={article ? 'Save article' : 'Create article'}
      preview={(values) => (
        <ArticlePreview
          values={values}
          categoryName={categories.find((c) => c._id === values.categoryId)?.name ?? ''}
          authorFallback={authorFallback}
        />
      )}
    >
      <TextInput label="Title" withAsterisk {...field('title')} />
      <Textarea
        label="Summary"
        description="Shown on the feed card."
        withAsterisk
        autosize
        minRows={2}
        {...field('summary')}
      />
      <NativeSelect
        label="Category"
        withAsterisk
        {...field('categoryId')}
        data={[
          { value: '', label: 'Choose a category' },
          ...categories.map((c) => ({ value: c._id, label: c.name })),
        ]}
      />
      <TextInput
        label="Author"
        description={`Left blank: ${authorFallback}.`}
        {...field('authorName')}
      />
      <ContentImageInput
        form={form}
        endpoint={news.adminUploadArticleImage}
        label="Cover image"
        alt="Cover image"
        addLabel="Add cover image"
        removeLabel="Remove cover image"
      />
      <RichTextField control={control} name="body" label="Body" withAsterisk minRows={10} />
    </AdminForm>
  );
}
