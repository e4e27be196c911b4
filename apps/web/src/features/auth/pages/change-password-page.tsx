import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useParams } from 'react-router';
import { Anchor, Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/PasswordInput.layer.css';
import type { z } from 'zod';
import { authSchemas } from '@portal/contract';
import { applyFieldErrors } from '../../../shared/api/field-errors';
import { useAppNavigate } from '../../../shared/navigation/use-app-navigate';
import { resetPassword } from '../api/password';

type Schema = typeof authSchemas.ResetPasswordBodySchema;

/** The e-mailed reset link lands here: choose a new password, then log in with it. */
export function ChangePasswordPage() {
  const { token = '' } = useParams();
  const navigate = useAppNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(authSchemas.ResetPasswordBodySchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    const result = await resetPassword(body, {
      onFailure: (failure) =>
        void applyFieldErrors(failure, setError, ['password', 'confirmPassword']),
    });
    // The server's message ("Your password has been changed. Please log in.") is the snack.
    if (result) navigate('/login', { replace: true });
  });

  return (
    <Paper maw={420} mx="auto" my="xl" p="xl" radius="md" withBorder shadow="sm">
      <form onSubmit={onSubmit} noValidate aria-label="Change Password">
        <Stack>
          <Title order={1} fz="h2">
            Change Password
          </Title>
          <Text size="sm" c="dimmed">
            At least 8 characters, with an upper case letter, a lower case letter, a number and a
            special character.
          </Text>
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
            error={errors.confirmPassword?.message ?? errors.token?.message}
            {...register('confirmPassword')}
          />
          <Button type="submit" loading={isSubmitting} fullWidth>
            Change password
          </Button>
          <Text size="sm" ta="center">
            Link expired?{' '}
            <Anchor component={Link} to="/forgot-password">
              Ask for a new one
            </Anchor>
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}
