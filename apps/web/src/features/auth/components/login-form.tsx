import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import '@mantine/core/styles/PasswordInput.layer.css';
import type { LoginBody } from '@portal/contract';
import type { LoginErrors } from '../api/login-submit';
import { useAppNavigate } from '../../../shared/navigation/use-app-navigate';
import { useSessionStore } from '../../../shared/session/session-store';

const loadSubmit = () => import('../api/login-submit');

/**
 * E-mail and password log-in; on success the session starts and Home opens. Validated with the
 * contract's LoginBodySchema, loaded with the submit chunk; after a first submit every change is
 * checked again, as in the other forms. Two fields need no form library, and the log-in page is
 * the first load, so it has none (decision 40). `heading` is false where the surrounding page
 * already names the form (the landing page's tab).
 */
export function LoginForm({ heading = true }: { heading?: boolean }) {
  const startSession = useSessionStore((s) => s.startSession);
  const navigate = useAppNavigate();
  const [values, setValues] = useState<LoginBody>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);

  // Fetch the validation and submit code while the user types.
  useEffect(() => {
    void loadSubmit();
  }, []);

  const change = (field: keyof LoginBody) => (event: { currentTarget: { value: string } }) => {
    const next = { ...values, [field]: event.currentTarget.value };
    setValues(next);
    if (submitted)
      void loadSubmit().then(({ validateLogin }) => setErrors(validateLogin(next).errors ?? {}));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
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
      navigate('/home', { replace: true });
    } else {
      // An unfinished sign-up: the sign-up page resumes it at its step.
      navigate('/signup', { state: data });
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Login">
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
          name="email"
          value={values.email}
          onChange={change('email')}
          error={errors.email}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          withAsterisk
          name="password"
          value={values.password}
          onChange={change('password')}
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
