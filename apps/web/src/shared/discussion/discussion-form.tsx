import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { z } from 'zod';
import { ApiCallFailedError } from '../api/query';

/** What a custom text input (the community's rich-text editor) is handed. */
export interface DiscussionInputProps {
  label: string;
  autoFocus?: boolean;
  error?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

export interface DiscussionFormProps {
  label: string;
  submitLabel: string;
  /** The contract's rule for the text (SPEC §5 messages), so the field says it first. */
  schema: z.ZodType<string, string>;
  /** The text's field in the call's body: where the server's field message is read from. */
  field: string;
  /** Saves the text; throws (as a mutation does) when the call failed. */
  onSubmit: (text: string) => Promise<unknown>;
  onCancel?: () => void;
  autoFocus?: boolean;
  /** The text being edited; empty for a new one, whose box empties once it is posted. */
  defaultValue?: string;
  /** The input; a plain text box by default. */
  renderInput?: (props: DiscussionInputProps) => ReactNode;
}

const plainInput = (props: DiscussionInputProps) => (
  <Textarea
    label={props.label}
    placeholder="Share your thoughts..."
    rows={3}
    resize="vertical"
    autoFocus={props.autoFocus}
    error={props.error}
    value={props.value}
    onChange={(e) => props.onChange(e.currentTarget.value)}
    onBlur={props.onBlur}
  />
);

/**
 * One comment, response or reply box for every discussion: checked with the contract's schema
 * before it is sent, the server's field message shown on the box when the call is refused.
 */
export function DiscussionForm({
  label,
  submitLabel,
  schema,
  field,
  onSubmit,
  onCancel,
  autoFocus,
  defaultValue = '',
  renderInput = plainInput,
}: DiscussionFormProps) {
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ text: string }>({
    resolver: zodResolver(z.object({ text: schema })),
    defaultValues: { text: defaultValue },
  });

  const submit = handleSubmit(async ({ text }) => {
    try {
      await onSubmit(text);
      if (!defaultValue) reset({ text: '' });
    } catch (error) {
      // The client already showed the server's message; put a field message on the box too.
      const message =
        error instanceof ApiCallFailedError ? error.failure?.error?.fields?.[field] : undefined;
      if (message) setError('text', { message });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="xs">
        <Controller
          control={control}
          name="text"
          render={({ field: input }) => (
            <>
              {renderInput({
                label,
                autoFocus,
                error: errors.text?.message,
                value: input.value,
                onChange: input.onChange,
                onBlur: input.onBlur,
              })}
            </>
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
