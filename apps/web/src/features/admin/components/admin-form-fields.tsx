import type { ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { CONTENT_IMAGE_MAX_BYTES, CONTENT_IMAGE_TYPES } from '@portal/contract';
import type { ImageUploadEndpoint } from '../../../shared/api/upload-image';
import { ImageField } from '../../../shared/ui/image-field';
import { RichTextInput } from '../../../shared/ui/rich-text-input';
import type { AdminFormState, Publishable } from './admin-form';

// The parts an admin form puts inside <AdminForm> (decision 100): repeated rows, word lists,
// uploads, the content image and rich text.

/**
 * A repeated group of inputs (packs, licences, speakers): each row with its remove button,
 * the list's own message, and an "Add" button.
 */
export function FieldRows({
  legend,
  count,
  row,
  rowLabel,
  onRemove,
  addLabel,
  onAdd,
  error,
}: {
  legend: string;
  count: number;
  /** The inputs of row `i`. */
  row: (i: number) => ReactNode;
  /** Row `i`'s stable key. */
  rowLabel: (i: number) => { key: string; remove: string };
  onRemove: (i: number) => void;
  addLabel: string;
  onAdd: () => void;
  error?: string;
}) {
  return (
    <Stack gap={6}>
      <Text fw={500} size="sm">
        {legend}
      </Text>
      {Array.from({ length: count }, (_, i) => {
        const { key, remove } = rowLabel(i);
        return (
          <Group key={key} align="flex-start" gap="xs" wrap="nowrap">
            {row(i)}
            <ActionIcon
              mt={26}
              variant="subtle"
              color="red"
              aria-label={remove}
              onClick={() => onRemove(i)}
            >
              ×
            </ActionIcon>
          </Group>
        );
      })}
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
      <Button variant="light" size="xs" w="fit-content" onClick={onAdd}>
        {addLabel}
      </Button>
    </Stack>
  );
}

/** A list of words typed comma-separated ('Pain, Sleep'), for a `string[]` field. */
export function WordListInput<V extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<V, unknown, unknown>;
  name: Path<V>;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          label={label}
          description="Separated by commas"
          defaultValue={((field.value as string[] | undefined) ?? []).join(', ')}
          onChange={(e) =>
            field.onChange(
              e.currentTarget.value
                .split(',')
                .map((s) => s.trim())
                .filter(Boolean),
            )
          }
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** What an upload field is handed: its value, its change, its message, and when its file goes up. */
export interface UploadFieldProps<T> {
  value: T | null;
  onChange: (value: T | null) => void;
  error?: string;
  onUploadingChange: (uploading: boolean) => void;
}

/**
 * A field filled by an upload (an image, a library PDF) in the frame: the save waits while its
 * file goes up.
 */
export function UploadInput<V extends Publishable, B, T>({
  form,
  name,
  render,
}: {
  form: AdminFormState<V, B>;
  name: Path<V>;
  render: (props: UploadFieldProps<T>) => ReactNode;
}) {
  return (
    <Controller
      control={form.control as unknown as Control<V, unknown, unknown>}
      name={name}
      render={({ field, fieldState }) => (
        <>
          {render({
            value: (field.value as T | null | undefined) ?? null,
            onChange: field.onChange,
            error: fieldState.error?.message,
            onUploadingChange: form.setUploading,
          })}
        </>
      )}
    />
  );
}

/**
 * An item's picture (a product's, a webinar's, an article's cover, a testimonial's photo) through
 * the one image field, uploaded to `endpoint` at once.
 */
export function ContentImageInput<V extends Publishable, B>({
  form,
  name = 'imageUrl' as Path<V>,
  endpoint,
  ...labels
}: {
  form: AdminFormState<V, B>;
  /** The field holding the image's address; `imageUrl` unless told. */
  name?: Path<V>;
  endpoint: ImageUploadEndpoint;
  label: string;
  alt: string;
  addLabel?: string;
  removeLabel?: string;
}) {
  return (
    <UploadInput<V, B, string>
      form={form}
      name={name}
      render={(upload) => (
        <ImageField
          {...labels}
          {...upload}
          endpoint={endpoint}
          limits={{ types: CONTENT_IMAGE_TYPES, maxBytes: CONTENT_IMAGE_MAX_BYTES }}
        />
      )}
    />
  );
}

/** An item's rich text (description, body) in the shared editor, with its message. */
export function RichTextField<V extends FieldValues>({
  control,
  name,
  label,
  description,
  withAsterisk,
  minRows,
}: {
  control: Control<V, unknown, unknown>;
  name: Path<V>;
  label: string;
  description?: string;
  withAsterisk?: boolean;
  minRows?: number;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <RichTextInput
          label={label}
          description={description}
          withAsterisk={withAsterisk}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          minRows={minRows}
        />
      )}
    />
  );
}
