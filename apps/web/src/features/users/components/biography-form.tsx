import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import type { z } from 'zod';
import { usersSchemas, type Profile } from '@portal/contract';
import { applyFieldErrors } from '../../../shared/api/field-errors';
import { applyProfile, updateProfile } from '../api/profile';

/** Longest biography the contract accepts. */
export const BIOGRAPHY_MAX = 2000;

// Only the biography of the profile schema: the other fields are edited elsewhere.
const BiographySchema = usersSchemas.UpdateProfileBodySchema.pick({ biography: true });
type Schema = typeof BiographySchema;

/** A free-text biography, up to 2000 characters. */
export function BiographyForm({ profile }: { profile: Profile }) {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(BiographySchema),
    values: { biography: profile.biography ?? '' },
  });
  const length = String(useWatch({ control, name: 'biography' }) ?? '').length;

  const onSubmit = handleSubmit(async (body) => {
    // A cleared biography is sent as '' so the server clears it.
    const result = await updateProfile(
      { biography: body.biography ?? '' },
      { onFailure: (failure) => void applyFieldErrors(failure, setError, ['biography']) },
    );
    if (!result) return;
    reset({ biography: result.data.biography ?? '' });
    await applyProfile(queryClient, result.data);
  });

  return (
    <Paper p={{ base: 'md', sm: 'lg' }} radius="md" withBorder>
      <form onSubmit={onSubmit} noValidate aria-label="Biography">
        <Stack>
          <Title order={2} fz="h4">
            Biography
          </Title>
          <Textarea
            label="About you"
            description="Your experience, interests and what colleagues can ask you about."
            rows={8}
            error={errors.biography?.message}
            {...register('biography')}
          />
          <Group justify="space-between">
            <Text
              size="xs"
              c={length > BIOGRAPHY_MAX ? 'red' : 'dimmed'}
              data-testid="biography-count"
            >
              {length} / {BIOGRAPHY_MAX}
            </Text>
            <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
              Save biography
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
