import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Anchor, Button, Paper, Skeleton, Stack, Stepper, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Stepper.layer.css';
import { IconMailCheck } from '@tabler/icons-react';
import { QueryProvider } from '../../../shared/api/query-provider';
import { useSessionStore } from '../../../shared/session/session-store';
import { currentRegisterStep, resendVerification } from '../api/register';
import { SignupAccountForm } from '../components/signup-account-form';
import { SignupProfessionalForm } from '../components/signup-professional-form';
import { resumeStateOf, stepIndexOf, viewOfStep, type SignupView } from '../lib/signup-steps';

/** Sign-up in steps (account, professional details, e-mail check), resuming at the current one. */
export function SignupPage() {
  return (
    <QueryProvider>
      <Paper
        maw={720}
        mx="auto"
        my="xl"
        p={{ base: 'md', sm: 'xl' }}
        radius="md"
        withBorder
        shadow="sm"
      >
        <SignupFlow />
      </Paper>
    </QueryProvider>
  );
}

/**
 * Where to start: the login page's hand-over (an unfinished sign-up), else the register token kept
 * in the session store (a reload), else a new sign-up. Null while the server is asked.
 */
function useInitialView(): [SignupView | null, (view: SignupView) => void] {
  const location = useLocation();
  const [view, setView] = useState<SignupView | null>(() => {
    const handOver = resumeStateOf(location.state);
    if (handOver) return viewOfStep(handOver.registrationStep);
    return useSessionStore.getState().signup ? null : 'account';
  });

  useEffect(() => {
    const { setSignup, signup } = useSessionStore.getState();
    const handOver = resumeStateOf(location.state);
    if (handOver) {
      setSignup({ registerToken: handOver.registerToken, email: handOver.email });
      return;
    }
    if (!signup) return;
    let live = true;
    void currentRegisterStep(signup.registerToken).then((result) => {
      if (!live) return;
      // A token the server no longer knows starts a new sign-up.
      if (!result) setSignup(null);
      setView(result ? viewOfStep(result.data.step) : 'account');
    });
    return () => {
      live = false;
    };
  }, [location.state]);

  return [view, setView];
}

function SignupFlow() {
  const signup = useSessionStore((s) => s.signup);
  const setSignup = useSessionStore((s) => s.setSignup);
  const [view, setView] = useInitialView();

  useEffect(() => {
    // A finished sign-up has nothing to resume.
    if (view === 'done') setSignup(null);
  }, [view, setSignup]);

  const startAgain = () => {
    setSignup(null);
    setView('account');
  };

  return (
    <Stack>
      <Title order={1} fz="h2">
        Sign Up
      </Title>
      <Stepper active={view ? stepIndexOf(view) : 0} size="sm" allowNextStepsSelect={false}>
        <Stepper.Step label="Account" description="Your name and log-in" />
        <Stepper.Step label="Professional" description="Role and registration" />
        <Stepper.Step label="Verify" description="Confirm your e-mail" />
      </Stepper>
      {view === null && (
        <Stack aria-busy data-testid="signup-loading">
          <Skeleton height={56} />
          <Skeleton height={56} />
          <Skeleton height={56} />
        </Stack>
      )}
      {view === 'account' && (
        <SignupAccountForm
          onDone={(state) => {
            setSignup({ registerToken: state.registerToken, email: state.email });
            setView(viewOfStep(state.step));
          }}
        />
      )}
      {view === 'professional' && signup && (
        <SignupProfessionalForm
          registerToken={signup.registerToken}
          onDone={(state) => setView(viewOfStep(state.step))}
        />
      )}
      {view === 'verify' && (
        <Stack align="center" ta="center" py="md" data-testid="signup-verify">
          <IconMailCheck size={48} stroke={1.5} aria-hidden />
          <Title order={2} fz="h3">
            Check your e-mail
          </Title>
          <Text>
            We have sent a verification link to <strong>{signup?.email}</strong>. Open it to finish
            signing up; the link expires after a while.
          </Text>
          {signup && (
            <Button
              variant="light"
              onClick={() => {
                // The API client shows the server's message (sent, or too many links).
                void resendVerification(signup.registerToken);
              }}
            >
              Send the link again
            </Button>
          )}
          <Text size="sm" c="dimmed">
            Nothing arrived? Check your spam folder, or{' '}
            <Anchor component="button" type="button" onClick={startAgain}>
              start again
            </Anchor>
            .
          </Text>
        </Stack>
      )}
      {view === 'done' && (
        <Stack align="center" ta="center" py="md">
          <Text>Your sign-up is complete. Please log in.</Text>
          <Button component={Link} to="/login">
            Login
          </Button>
        </Stack>
      )}
      {view !== 'done' && (
        <Text size="sm" ta="center">
          Already have an account?{' '}
          <Anchor component={Link} to="/login">
            Login
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}
