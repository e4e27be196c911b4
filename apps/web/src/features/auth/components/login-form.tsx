import { useState, type FormEvent } from 'react';
import { Link, useActionData } from 'react-router';
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import '@mantine/core/styles/PasswordInput.layer.css';
import type { LoginBody } from '@portal/contract';
import type { LoginActionData } from '../api/login-action';
import type { LoginErrors } from '../api/login-submit';
import { useAppNavigate } from '../../../shared/navigation/use-app-navigate';
import { useSessionStore } from '../../../shared/session/session-store';
import { endSignup } from '../lib/signup-store';

const loadSubmit = () => import('../api/login-submit');

/** What the form holds now, as the browser would send it. */
function valuesOf(form: HTMLFormElement): LoginBody {
  const data = new FormData(form);
  return { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') };
}

/**
 * E-mail and password log-in; on success the session starts and Home opens. A real form: sent
 * before the app has started (or without scripts), the browser posts it to /login, whose action
 * logs in on the server (login-action.ts); once the app runs, it logs in itself. Its fields are
 * the browser's own (uncontrolled), so what was typed before the scripts arrived is what is sent.
 * Validated with the contract's LoginBodySchema, loaded with the submit chunk; after a first
 * submit every change is checked again. `heading` is false where the surrounding page already
 * names the form (the landing page's tab).
 */
export function LoginForm({ heading = true }: { heading?: boolean }) {
  const startSession = useSessionStore((s) => s.startSession);
  const navigate = useAppNavigate();
  // The server's answer to a log-in the browser sent itself.
  const answered = useActionData() as LoginActionData | undefined;
  const [errors, setErrors] = useState<LoginErrors>(answered?.errors ?? {});
  const [submitted, setSubmitted] = useState(answered !== undefined);
  const [isSubmitting, setSubmitting] = useState(false);

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if (!submitted) return;
    const values = valuesOf(event.currentTarget);
    void loadSubmit().then(({ validateLogin }) => setErrors(validateLogin(values).errors ?? {}));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = valuesOf(event.currentTarget);
    setSubmitted(true);
    const { validateLogin, logIn } = await loadSubmit();
    const checked = validateLogin(values);
    setErrors(checked.errors ?? {});
    if (!checked.data) return;
    setSubmitting(true);
    const result = await logIn(checked.data);
    setSubmitting(false);
    if (!result) return;
    const data = result.data;
    if ('token' in data) {
      startSession(data.token, data.user);
      endSignup();
      navigate('/home', { replace: true });
    } else {
      // An unfinished sign-up: the sign-up page resumes it at its step.
      navigate('/signup', { state: data });
    }
  };

  return (
    <form
      method="post"
      action="/login"
      onSubmit={(event) => void onSubmit(event)}
      onChange={onChange}
      // The validation and submit code (zod with it) is fetched once someone starts on the
      // form, not by every visit to the page.
      onFocus={() => void loadSubmit()}
      noValidate
      aria-label="Login"
    >
      <Stack>
        {heading && (
          <Title order={1} fz="h2">
            Login
          </Title>
        )}
        {answered?.message && (
          <Text c="red.8" role="alert">
            {answered.message}
          </Text>
        )}
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          withAsterisk
          name="email"
          defaultValue={answered?.email}
          error={errors.email}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          withAsterisk
          name="password"
          error={errors.password}
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
