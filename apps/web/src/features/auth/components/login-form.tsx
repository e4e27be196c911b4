import { useEffect } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import type { LoginBody } from '@portal/contract';
import { useAppNavigate } from '../../../shared/navigation/use-app-navigate';
import { useSessionStore } from '../../../shared/session/session-store';

const loadSubmit = () => import('../api/login-submit');

/** Validates with the contract's LoginBodySchema, loaded with the submit chunk. */
const resolver: Resolver<LoginBody> = async (values, context, options) =>
  (await loadSubmit()).loginResolver(values, context, options);

/**
 * E-mail and password log-in; on success the session starts and Home opens. `heading` is false
 * where the surrounding page already names the form (the landing page's tab).
 */
export function LoginForm({ heading = true }: { heading?: boolean }) {
  const startSession = useSessionStore((s) => s.startSession);
  const navigate = useAppNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginBody>({ resolver, defaultValues: { email: '', password: '' } });

  // Fetch the validation and submit code while the user types.
  useEffect(() => {
    void loadSubmit();
  }, []);

  const onSubmit = handleSubmit(async (values) => {
    const { logIn } = await loadSubmit();
    const result = await logIn(values);
    if (!result) return;
    const data = result.data;
    if ('token' in data) {
      startSession(data.token, data.user);
      navigate('/home', { replace: true });
    } else {
      // An unfinished sign-up: the sign-up page resumes it at its step.
      navigate('/signup', { state: data });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Login">
      <Stack>
        {heading && (
          <Title order={1} fz="h2">
            Login
          </Title>
        )}
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          withAsterisk
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          withAsterisk
          error={errors.password?.message}
          {...register('password')}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to="/forgot-password" size="sm">
            Forgot Password?
          </Anchor>
        </Group>
        <Button type="submit" loading={isSubmitting} fullWidth>
          Login
        </Button>
        <Text size="sm" ta="center">
          Don&apos;t have an account?{' '}
          <Anchor component={Link} to="/signup">
            Sign up
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
