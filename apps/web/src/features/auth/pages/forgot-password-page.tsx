import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useActionData } from 'react-router';
import { Anchor, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { z } from 'zod';
import { authSchemas } from '@portal/contract';
import type { ForgotPasswordActionData } from '../api/forgot-password-action';
import { requestPasswordReset } from '../api/password';

type Schema = typeof authSchemas.ForgotPasswordBodySchema;

/**
 * Asks for a reset link; the answer does not tell whether the account exists. A real form: sent
 * before the app has started, the browser posts it to this route's action
 * (forgot-password-action.ts); once the app runs, it sends it itself. No default value: the
 * form takes what was typed before the scripts arrived.
 */
export function ForgotPasswordPage() {
  const answered = useActionData() as ForgotPasswordActionData | undefined;
  const [sentTo, setSentTo] = useState<string | null>(answered?.sentTo ?? null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(authSchemas.ForgotPasswordBodySchema),
  });

  const onSubmit = handleSubmit(async (body) => {
    if (await requestPasswordReset(body)) setSentTo(body.email);
  });

  return (
    <Paper maw={420} mx="auto" my="xl" p="xl" radius="md" withBorder shadow="sm">
      <Stack>
        <Title order={1} fz="h2">
          Forgot Password
        </Title>
        {sentTo ? (
          <Text data-testid="reset-sent">
            If an account exists for <strong>{sentTo}</strong>, we have sent it a link to reset the
            password. The link can be used once and expires after a while.
          </Text>
        ) : (
          <form
            method="post"
            action="/forgot-password"
            onSubmit={onSubmit}
            noValidate
            aria-label="Forgot Password"
          >
            <Stack>
              <Text size="sm" c="dimmed">
                Enter the e-mail address of your account and we will send you a link to choose a new
                password.
              </Text>
              <TextInput
                label="Email"
                type="email"
                autoComplete="email"
                withAsterisk
                defaultValue={answered?.email}
                error={errors.email?.message ?? answered?.error}
                {...register('email')}
              />
              <Button type="submit" loading={isSubmitting} fullWidth>
                Send reset link
              </Button>
            </Stack>
          </form>
        )}
        <Text size="sm" ta="center">
          <Anchor component={Link} to="/login">
            Back to Login
          </Anchor>
        </Text>
      </Stack>
    </Paper>
  );
}
