import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Center.layer.css';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useAppNavigate } from '../../../shared/navigation/use-app-navigate';
import { useSessionStore } from '../../../shared/session/session-store';
import { endSignup } from '../lib/signup-store';
import { verifyEmail } from '../api/password';

/** Where the e-mailed verification link lands: confirm the address, log in and open Home. */
export function SignupLinkPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useAppNavigate();
  const [failed, setFailed] = useState(token === '');
  // The token is single-use: React's development double effect must not spend it twice.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    void verifyEmail(token).then((result) => {
      if (!result) {
        setFailed(true);
        return;
      }
      useSessionStore.getState().startSession(result.data.token, result.data.user);
      endSignup();
      navigate('/home', { replace: true });
    });
  }, [token, navigate]);

  return (
    <Paper maw={520} mx="auto" my="xl" p="xl" radius="md" withBorder shadow="sm">
      <Stack>
        <Title order={1} fz="h2">
          Sign Up
        </Title>
        <Title order={2} fz="h4">
          Verify your e-mail
        </Title>
        {failed ? (
          <>
            <Alert
              color="red"
              icon={<IconAlertTriangle aria-hidden />}
              title="This link does not work"
            >
              The verification link is invalid or has expired, or it has already been used. If you
              have already confirmed your e-mail address, please log in. Otherwise contact us at the
              address below and we will help you finish signing up.
            </Alert>
            <Group justify="center">
              <Button component={Link} to="/login">
                Login
              </Button>
              <Button component={Link} to="/signup" variant="light">
                Sign up
              </Button>
            </Group>
          </>
        ) : (
          <Center py="lg">
            <Stack align="center">
              <Loader aria-label="Verifying" />
              <Text>Confirming your e-mail address…</Text>
            </Stack>
          </Center>
        )}
      </Stack>
    </Paper>
  );
}
