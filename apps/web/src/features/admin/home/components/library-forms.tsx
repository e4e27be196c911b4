import { NativeSelect, Textarea, TextInput } from '@mantine/core';
import '@mantine/core/styles/Combobox.layer.css';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { z } from 'zod';
import { education, educationSchemas } from '@portal/contract';
import { AdminForm, useAdminForm } from '../../components/admin-form';
import { UploadInput } from '../../components/admin-form-fields';
import type { ContentFormProps } from '../../catalogue/components/content-editor';
import { useContentPreview } from '../../lib/content-previews';
import { libraryDocumentOf, libraryLinkOf } from '../../lib/preview-shapes';
import { choices } from './home-forms';
import { PdfFileField, type PdfFile } from './pdf-file-field';

// The library's documents and links (decisions 98 and 113), authored beside Home's items.

const SHELVES = choices(
  education.LIBRARY_CATEGORIES.map((c) => ({
    value: c,
    label: education.LIBRARY_CATEGORY_LABELS[c],
  })),
);

/** A library document's or link's shared fields as its form starts them. */
const libraryItemValues = (
  item: education.AdminLibraryDocument | education.AdminLibraryLink | null,
) => ({
  title: item?.title ?? '',
  category: item?.category,
  author: item?.author ?? '',
  description: item?.description ?? '',
  publishedAt: item?.publishedAt ?? null,
});

/** The fields a library document and a link share, with their registrations. */
function LibraryItemFields({
  field,
}: {
  field: (
    name: 'title' | 'category' | 'author' | 'description',
  ) => UseFormRegisterReturn & { error?: string };
}) {
  return (
    <>
      <TextInput label="Title" withAsterisk {...field('title')} />
      <NativeSelect label="Shelf" withAsterisk data={SHELVES} {...field('category')} />
      <TextInput
        label="Author"
        description="Who wrote or issued it"
        withAsterisk
        {...field('author')}
      />
      <Textarea label="Description" autosize minRows={3} {...field('description')} />
    </>
  );
}

type DocumentBody = education.LibraryDocumentBody | education.LibraryDocumentPatch;

export function LibraryDocumentForm({
  item,
  onSubmit,
}: ContentFormProps<education.AdminLibraryDocument, DocumentBody>) {
  const form = useAdminForm<education.LibraryDocumentFormValues, DocumentBody>({
    // An existing document keeps its file unless another is chosen: its form sends a change.
    schema: (item
      ? educationSchemas.LibraryDocumentPatchSchema
      : educationSchemas.LibraryDocumentBodySchema) as z.ZodType<
      DocumentBody,
      education.LibraryDocumentFormValues
    >,
    defaultValues: libraryItemValues(item),
    fields: ['title', 'category', 'author', 'description', 'file'],
    onSubmit,
  });
  const preview = useContentPreview('libraryItem', (v: education.LibraryDocumentFormValues) =>
    libraryDocumentOf(v, item),
  );
  const { field } = form;
  return (
    <AdminForm form={form} label="Library document" preview={preview} submitLabel="Save document">
      <LibraryItemFields field={field} />
      <UploadInput<education.LibraryDocumentFormValues, DocumentBody, PdfFile>
        form={form}
        name="file"
        render={(upload) => (
          <PdfFileField
            label="Document (PDF)"
            required={!item}
            description={
              item ? `Now ${item.fileName}; choose another PDF to replace it` : undefined
            }
            {...upload}
          />
        )}
      />
    </AdminForm>
  );
}

type LinkBody = education.LibraryLinkBody | education.LibraryLinkPatch;

/** A library link (decision 113): a document's fields with an outside address for its file. */
export function LibraryLinkForm({
  item,
  onSubmit,
}: ContentFormProps<education.AdminLibraryLink, LinkBody>) {
  const form = useAdminForm<education.LibraryLinkFormValues, LinkBody>({
    schema: educationSchemas.LibraryLinkBodySchema,
    defaultValues: { ...libraryItemValues(item), url: item?.url ?? '' },
    fields: ['title', 'category', 'author', 'url', 'description'],
    onSubmit,
  });
  const preview = useContentPreview('libraryItem', (v: education.LibraryLinkFormValues) =>
    libraryLinkOf(v),
  );
  const { field } = form;
  return (
    <AdminForm form={form} label="Library link" preview={preview} submitLabel="Save link">
      <LibraryItemFields field={field} />
      <TextInput
        label="Address"
        description="The full address, https://…"
        withAsterisk
        {...field('url')}
      />
    </AdminForm>
  );
}
