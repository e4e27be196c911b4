import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useActionData, useParams } from 'react-router';
import { Anchor, Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/PasswordInput.layer.css';
import type { z } from 'zod';
import { authSchemas } from '@portal/contract';
import { applyFieldErrors } from '../../../shared/api/field-errors';
import { useAppNavigate } from '../../../shared/navigation/use-app-navigate';
import type { ChangePasswordActionData } from '../api/change-password-action';
import { resetPassword } from '../api/password';

type Schema = typeof authSchemas.ResetPasswordBodySchema;

/**
 * The e-mailed reset link lands here: choose a new password, then log in with it. A real form:
 * sent before the app has started, the browser posts it to this route's action
 * (change-password-action.ts), never putting the passwords in the address; once the app runs, it
 * sends it itself. The password fields have no default value: they keep what was typed before
 * the scripts arrived.
 */
export function ChangePasswordPage() {
  const { token = '' } = useParams();
  const answered = useActionData() as ChangePasswordActionData | undefined;
  const navigate = useAppNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(authSchemas.ResetPasswordBodySchema),
    defaultValues: { token },
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
      <form
        method="post"
        action={`/change-password/${encodeURIComponent(token)}`}
        onSubmit={onSubmit}
        noValidate
        aria-label="Change Password"
      >
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
            error={errors.password?.message ?? answered?.fields.password}
            {...register('password')}
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            withAsterisk
            error={
              errors.confirmPassword?.message ??
              errors.token?.message ??
              answered?.fields.confirmPassword
            }
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
