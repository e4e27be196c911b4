import { useState } from 'react';
import { Controller, useForm, type FieldValues, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import type { z } from 'zod';
import { applyFieldErrors } from '../../../../shared/api/field-errors';
import { ApiCallFailedError } from '../../../../shared/api/query';
import { CoverImageField } from '../../components/cover-image-field';
import { PublishControl } from '../../components/publish-control';

/** One input of a Home item's form. */
export interface HomeField {
  name: string;
  label: string;
  description?: string;
  /** A few lines of text, or a number typed as digits. */
  kind?: 'text' | 'textarea' | 'number';
  required?: boolean;
}

export interface HomeItemFormProps {
  /** The form's accessible name ('Useful link'). */
  label: string;
  /** The contract's create schema: the same rules and SPEC §5 messages as the server. */
  schema: z.ZodType<FieldValues, FieldValues>;
  fields: readonly HomeField[];
  /** The image's field and its label ('imageUrl', 'Image'). */
  image: { name: string; label: string };
  values: FieldValues;
  submitLabel: string;
  onSubmit: (body: never) => Promise<unknown>;
}

/**
 * The form of Home's short items (links, testimonials, guide cards): text inputs, an uploaded
 * image, the publish control and a save button; the server's field messages land on the inputs.
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
        {fields.map((f) =>
          f.kind === 'textarea' ? (
            <Textarea
              key={f.name}
              label={f.label}
              description={f.description}
              withAsterisk={f.required}
              autosize
              minRows={3}
              {...register(f.name)}
              error={errorOf(f.name)}
            />
          ) : (
            <TextInput
              key={f.name}
              label={f.label}
              description={f.description}
              withAsterisk={f.required}
              inputMode={f.kind === 'number' ? 'numeric' : undefined}
              {...register(f.name)}
              error={errorOf(f.name)}
            />
          ),
        )}
        <Controller
          control={control}
          name={image.name}
          render={({ field, fieldState }) => (
            <CoverImageField
              label={image.label}
              value={(field.value as string | null | undefined) ?? null}
              onChange={field.onChange}
              error={fieldState.error?.message}
              onUploadingChange={setUploading}
            />
          )}
        />
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
