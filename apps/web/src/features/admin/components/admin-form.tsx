import { useState, type ReactNode } from 'react';
import {
  Controller,
  get,
  useForm,
  useWatch,
  type Control,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormRegister,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import type { z } from 'zod';
import { CONTENT_IMAGE_MAX_BYTES, CONTENT_IMAGE_TYPES } from '@portal/contract';
import { ApiCallFailedError } from '../../../shared/api/query';
import type { ImageUploadEndpoint } from '../../../shared/api/upload-image';
import { ImageField } from '../../../shared/ui/image-field';
import { RichTextInput } from '../../../shared/ui/rich-text-input';
import { PublishControl } from './publish-control';

/** The server's messages per field of a refused save. */
export type FieldMessages = Record<string, string>;

/** What every admin content form edits: its fields and when it shows. */
type Publishable = FieldValues & { publishedAt?: string | null };

export interface AdminFormOptions<V extends Publishable, B> {
  /** The contract's body schema: the form checks what the server will, with SPEC §5's messages. */
  schema: z.ZodType<B, V>;
  defaultValues: DefaultValues<V>;
  /** The fields whose server messages land on an input (the rest show on none). */
  fields: readonly Path<V>[];
  /** Stores the body; resolves with the server's field messages or throws the failed call. */
  onSubmit: (body: B) => Promise<FieldMessages | void>;
}

export type AdminFormState<V extends Publishable, B> = UseFormReturn<V, unknown, B> & {
  submit: () => Promise<void>;
  /** An input's registration with its message: `<TextInput label="Name" {...field('name')} />`. */
  field: (name: Path<V>) => ReturnType<UseFormRegister<V>> & { error?: string };
  /** A file is going up: the save waits for it. */
  uploading: boolean;
  setUploading: (uploading: boolean) => void;
};

/**
 * The state of an admin content form (decision 100): react-hook-form checked by the contract's
 * schema; a refused save puts the server's field messages on the inputs, whether the call threw
 * or the page handed them back.
 */
export function useAdminForm<V extends Publishable, B>({
  schema,
  defaultValues,
  fields,
  onSubmit,
}: AdminFormOptions<V, B>): AdminFormState<V, B> {
  const form = useForm<V, unknown, B>({
    resolver: zodResolver(schema as never) as unknown as Resolver<V, unknown, B>,
    defaultValues,
  });
  const [uploading, setUploading] = useState(false);
  const submit = form.handleSubmit(async (body) => {
    let refused: FieldMessages | void;
    try {
      refused = await onSubmit(body);
    } catch (error) {
      if (!(error instanceof ApiCallFailedError)) throw error;
      refused = error.failure?.error?.fields;
    }
    let first = true;
    for (const field of fields) {
      const message = refused?.[field];
      if (!message) continue;
      form.setError(field, { type: 'server', message }, { shouldFocus: first });
      first = false;
    }
  });
  const field = (name: Path<V>) => ({
    ...form.register(name),
    error: (get(form.formState.errors, name) as { message?: string } | undefined)?.message,
  });
  return { ...form, submit, field, uploading, setUploading };
}

/** The form's values as they stand, for its preview; only the preview re-renders on a change. */
function LivePreview<V extends Publishable>({
  control,
  render,
}: {
  control: Control<V, unknown, unknown>;
  render: (values: V) => ReactNode;
}) {
  return render(useWatch({ control }) as V);
}

export interface AdminFormProps<V extends Publishable, B> {
  form: AdminFormState<V, B>;
  /** The form's accessible name ('Product', 'Edit article'). */
  label: string;
  submitLabel: string;
  /** The item as readers will see it, from the values as they stand; adds Write / Preview. */
  preview?: (values: V) => ReactNode;
  testId?: string;
  children: ReactNode;
}

/**
 * The frame of every admin content form (decision 100): the fields (or the preview), when it
 * shows (the publish control), and the save, held while a file uploads.
 */
export function AdminForm<V extends Publishable, B>({
  form,
  label,
  submitLabel,
  preview,
  testId,
  children,
}: AdminFormProps<V, B>) {
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  const control = form.control as unknown as Control<Publishable, unknown, unknown>;
  return (
    <form onSubmit={form.submit} noValidate aria-label={label} data-testid={testId}>
      <Stack gap="md">
        {preview && (
          <SegmentedControl
            value={mode}
            onChange={(v) => setMode(v as 'write' | 'preview')}
            aria-label="Write or preview"
            data={[
              { value: 'write', label: 'Write' },
              { value: 'preview', label: 'Preview' },
            ]}
            maw={260}
          />
        )}
        {preview && mode === 'preview' ? (
          <LivePreview control={form.control as never} render={preview} />
        ) : (
          children
        )}
        <Controller
          control={control}
          name="publishedAt"
          render={({ field, fieldState }) => (
            <PublishControl
              value={field.value ?? null}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={form.formState.isSubmitting} disabled={form.uploading}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

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
