import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import type { z } from 'zod';
import { communitySchemas } from '@portal/contract';
import { ApiCallFailedError } from '../../../shared/api/query';
import { RichTextInput } from './rich-text-input';

// The server's rule for the body (required, length, prose), so the field says it first.
const ResponseFormSchema = communitySchemas.CreateResponseBodySchema.pick({ body: true });
type ResponseForm = z.infer<typeof ResponseFormSchema>;

/** A response or a reply: the editor's HTML; the editor empties once it is posted. */
export function ResponseForm({
  label,
  submitLabel,
  onSubmit,
  onCancel,
  autoFocus,
}: {
  label: string;
  submitLabel: string;
  onSubmit: (html: string) => Promise<unknown>;
  onCancel?: () => void;
  autoFocus?: boolean;
}) {
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResponseForm>({
    resolver: zodResolver(ResponseFormSchema),
    defaultValues: { body: '' },
  });

  const submit = handleSubmit(async ({ body }) => {
    try {
      await onSubmit(body);
      reset({ body: '' });
    } catch (error) {
      const message =
        error instanceof ApiCallFailedError ? error.failure?.error?.fields?.body : undefined;
      if (message) setError('body', { message });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="xs">
        <Controller
          control={control}
          name="body"
          render={({ field }) => (
            <RichTextInput
              label={label}
              minRows={3}
              autoFocus={autoFocus}
              error={errors.body?.message}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
        <Group justify="flex-end" gap="xs">
          {onCancel && (
            <Button variant="default" size="xs" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button type="submit" size="xs" loading={isSubmitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
