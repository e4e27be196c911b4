import { useState } from 'react';
import { Controller, useForm, type FieldValues, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NativeSelect, Stack, TextInput, Textarea } from '@mantine/core';
import '@mantine/core/styles/Combobox.layer.css';
import type { z } from 'zod';
import { CONTENT_IMAGE_MAX_BYTES, CONTENT_IMAGE_TYPES, news } from '@portal/contract';
import { applyFieldErrors } from '../../../../shared/api/field-errors';
import { ApiCallFailedError } from '../../../../shared/api/query';
import { RichTextInput } from '../../../../shared/ui/rich-text-input';
import { ImageField } from '../../../../shared/ui/image-field';
import { PdfFileField } from './pdf-file-field';
import { PublishControl } from '../../components/publish-control';

/** One input of a Home item's form. */
export interface HomeField {
  name: string;
  label: string;
  description?: string;
  /**
   * A few lines of text, a number typed as digits, a London date and time, one of `options`,
   * rich text through the shared editor, or a PDF uploaded at once.
   */
  kind?: 'text' | 'textarea' | 'number' | 'datetime' | 'select' | 'richtext' | 'pdf';
  options?: readonly { value: string; label: string }[];
  required?: boolean;
}

export interface HomeItemFormProps {
  /** The form's accessible name ('Useful link'). */
  label: string;
  /** The contract's create schema: the same rules and SPEC §5 messages as the server. */
  schema: z.ZodType<FieldValues, FieldValues>;
  fields: readonly HomeField[];
  /** The image's field and its label ('imageUrl', 'Image'); none for a kind without one. */
  image?: { name: string; label: string };
  values: FieldValues;
  submitLabel: string;
  onSubmit: (body: never) => Promise<unknown>;
}

/**
 * The form of Home's items (links, testimonials, guide cards, events, library documents): their
 * inputs, an uploaded image, the publish control and a save button; the server's field messages
 * land on the inputs.
 */
export function HomeItemForm({
  label,
  schema,
  fields,
  image,
  values,
  submitLabel,
  onSubmit,
}: HomeItemFormProps) {
  const [uploading, setUploading] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FieldValues>({ resolver: zodResolver(schema), defaultValues: values });
  const known = fields.map((f) => f.name as Path<FieldValues>);
  const save = async (body: FieldValues) => {
    try {
      await onSubmit(body as never);
    } catch (error) {
      if (error instanceof ApiCallFailedError) applyFieldErrors(error.failure, setError, known);
    }
  };
  const errorOf = (name: string) => errors[name]?.message as string | undefined;

  return (
    <form onSubmit={handleSubmit(save)} noValidate aria-label={label}>
      <Stack gap="md">
        {fields.map((f) => {
          const common = {
            label: f.label,
            description: f.description,
            withAsterisk: f.required,
            error: errorOf(f.name),
          };
          if (f.kind === 'richtext')
            return (
              <Controller
                key={f.name}
                control={control}
                name={f.name}
                render={({ field }) => (
                  <RichTextInput
                    {...common}
                    value={(field.value as string | undefined) ?? ''}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                )}
              />
            );
          if (f.kind === 'pdf')
            return (
              <Controller
                key={f.name}
                control={control}
                name={f.name}
                render={({ field, fieldState }) => (
                  <PdfFileField
                    label={f.label}
                    description={f.description}
                    required={f.required}
                    value={(field.value as { key: string; fileName: string } | null) ?? null}
                    onChange={field.onChange}
                    error={fieldState.error?.message ?? errorOf(f.name)}
                    onUploadingChange={setUploading}
                  />
                )}
              />
            );
          if (f.kind === 'select')
            return (
              <NativeSelect
                key={f.name}
                {...common}
                {...register(f.name)}
                data={[{ value: '', label: 'Choose one' }, ...(f.options ?? [])]}
              />
            );
          if (f.kind === 'textarea')
            return <Textarea key={f.name} {...common} autosize minRows={3} {...register(f.name)} />;
          return (
            <TextInput
              key={f.name}
              {...common}
              type={f.kind === 'datetime' ? 'datetime-local' : undefined}
              inputMode={f.kind === 'number' ? 'numeric' : undefined}
              {...register(f.name)}
            />
          );
        })}
        {image && (
          <Controller
            control={control}
            name={image.name}
            render={({ field, fieldState }) => (
              <ImageField
                label={image.label}
                alt={image.label}
                endpoint={news.adminUploadArticleImage}
                limits={{ types: CONTENT_IMAGE_TYPES, maxBytes: CONTENT_IMAGE_MAX_BYTES }}
                value={(field.value as string | null | undefined) ?? null}
                onChange={field.onChange}
                error={fieldState.error?.message}
                onUploadingChange={setUploading}
              />
            )}
          />
        )}
        <Controller
          control={control}
          name="publishedAt"
          render={({ field }) => (
            <PublishControl
              value={(field.value as string | null | undefined) ?? null}
              onChange={field.onChange}
            />
          )}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting} disabled={uploading}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
