import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import type { news } from '@portal/contract';
import { newsSchemas } from '@portal/contract';
import { ApiCallFailedError } from '../../../shared/api/query';

interface CommentFormProps {
  /** Text of the comment being edited; empty for a new one. */
  defaultValue?: string;
  submitLabel: string;
  label: string;
  /** Saves the text; throws (as a mutation does) when the call failed. */
  onSubmit: (comment: string) => Promise<unknown>;
  onCancel?: () => void;
  autoFocus?: boolean;
}

/**
 * A comment's text, checked with the contract's schema (SPEC §5 messages: required, letters and
 * digits only, at most COMMENT_MAX_LENGTH). A new comment's box empties once it is posted.
 */
export function CommentForm({
  defaultValue = '',
  submitLabel,
  label,
  onSubmit,
  onCancel,
  autoFocus,
}: CommentFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<news.EditCommentBody>({
    resolver: zodResolver(newsSchemas.EditCommentBodySchema),
    defaultValues: { comment: defaultValue },
  });

  const submit = handleSubmit(async ({ comment }) => {
    try {
      await onSubmit(comment);
      if (!defaultValue) reset({ comment: '' });
    } catch (error) {
      // The client already showed the server's message; put a field message on the box too.
      const message =
        error instanceof ApiCallFailedError ? error.failure?.error?.fields?.comment : undefined;
      if (message) setError('comment', { message });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="xs">
        <Textarea
          label={label}
          placeholder="Share your thoughts..."
          rows={3}
          resize="vertical"
          autoFocus={autoFocus}
          error={errors.comment?.message}
          {...register('comment')}
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
