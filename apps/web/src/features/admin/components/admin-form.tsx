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
import { Button, Group, SegmentedControl, Stack } from '@mantine/core';
import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import type { z } from 'zod';
import { ApiCallFailedError } from '../../../shared/api/query';
import { PublishControl } from './publish-control';

/** The server's messages per field of a refused save. */
export type FieldMessages = Record<string, string>;

/** What every admin content form edits: its fields and when it shows. */
export type Publishable = FieldValues & { publishedAt?: string | null };

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
  /** False for a kind readers see as soon as it is saved, or never a draft (a channel): no publish control. */
  publishable?: boolean;
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
  publishable = true,
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
        {publishable && (
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
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={form.formState.isSubmitting} disabled={form.uploading}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
