import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, PasswordInput, SimpleGrid, Stack, Title } from '@mantine/core';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import type { z } from 'zod';
import { authSchemas } from '@portal/contract';
import { applyFieldErrors } from '../../../shared/api/field-errors';
import { changePassword } from '../api/profile';

type Schema = typeof authSchemas.ChangePasswordBodySchema;
type FormValues = z.input<Schema>;

const EMPTY: FormValues = { currentPassword: '', password: '', confirmPassword: '' };

/** Change the password, given the current one; other sessions are signed out by the server. */
export function ChangePasswordForm() {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, z.output<Schema>>({
    resolver: zodResolver(authSchemas.ChangePasswordBodySchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (body) => {
    const result = await changePassword(body, {
      onFailure: (failure) =>
        void applyFieldErrors(failure, setError, [
          'currentPassword',
          'password',
          'confirmPassword',
        ]),
    });
    if (result) reset(EMPTY);
  });

  return (
    <Paper p={{ base: 'md', sm: 'lg' }} radius="md" withBorder>
      <form onSubmit={onSubmit} noValidate aria-label="Change password">
        <Stack>
          <Title order={2} fz="h4">
            Change password
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <PasswordInput
              label="Current password"
              autoComplete="current-password"
              withAsterisk
              error={errors.currentPassword?.message}
              {...register('currentPassword')}
            />
            <PasswordInput
              label="New password"
              autoComplete="new-password"
              withAsterisk
              error={errors.password?.message}
              {...register('password')}
            />
            <PasswordInput
              label="Confirm new password"
              autoComplete="new-password"
              withAsterisk
              error={errors.confirmPassword?.message}
              {...register('confirmPassword')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={isSubmitting}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
