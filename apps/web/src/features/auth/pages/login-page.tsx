import { Paper } from '@mantine/core';
import { LoginForm } from '../components/login-form';

/** E-mail and password log-in; on success the session starts and Home opens. */
export function LoginPage() {
  return (
    <Paper maw={420} mx="auto" my="xl" p="xl" radius="md" withBorder shadow="sm">
      <LoginForm />
    </Paper>
  );
}
