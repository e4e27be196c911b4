import { useEffect, useState } from 'react';
import { Link, useActionData, useLocation } from 'react-router';
import { Anchor, Button, Paper, Skeleton, Stack, Stepper, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Stepper.layer.css';
import { IconMailCheck } from '@tabler/icons-react';
import { QueryProvider } from '../../../shared/api/query-provider';
import { useSignupStore } from '../lib/signup-store';
import { currentRegisterStep, resendVerification } from '../api/register';
import type { SignupActionData } from '../api/signup-action';
import { SignupAccountForm } from '../components/signup-account-form';
import { SignupProfessionalForm } from '../components/signup-professional-form';
import { resumeStateOf, stepIndexOf, viewOfStep, type SignupView } from '../lib/signup-steps';
import type { RegisterState } from '@portal/contract';

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
 * Where to start: the account step the server took for a form the browser sent itself (the
 * page's action), else the login page's hand-over (an unfinished sign-up), else the register
 * token kept in the sign-up store (a reload: asked of the server once the page runs, the first
 * render being the server's), else a new sign-up. Null while the server is asked.
 */
function useInitialView(
  taken: RegisterState | undefined,
): [SignupView | null, (view: SignupView) => void] {
  const location = useLocation();
  const stored = useSignupStore((s) => s.signup);
  const [chosen, setView] = useState<SignupView | null>(() => {
    if (taken) return viewOfStep(taken.step);
    const handOver = resumeStateOf(location.state);
    return handOver ? viewOfStep(handOver.registrationStep) : null;
  });
  // Where the stored sign-up stands, as the server says.
  const [asked, setAsked] = useState<{ token: string; view: SignupView } | null>(null);

  useEffect(() => {
    const { setSignup } = useSignupStore.getState();
    const handOver = resumeStateOf(location.state);
    if (taken) setSignup({ registerToken: taken.registerToken, email: taken.email });
    else if (handOver) setSignup({ registerToken: handOver.registerToken, email: handOver.email });
  }, [location.state, taken]);

  const token = chosen === null ? stored?.registerToken : undefined;
  useEffect(() => {
    if (!token) return;
    let live = true;
    void currentRegisterStep(token).then((result) => {
      if (!live) return;
      // A token the server no longer knows starts a new sign-up.
      if (!result) useSignupStore.getState().setSignup(null);
      setAsked({ token, view: result ? viewOfStep(result.data.step) : 'account' });
    });
    return () => {
      live = false;
    };
  }, [token]);

  if (chosen) return [chosen, setView];
  if (!token) return ['account', setView];
  return [asked?.token === token ? asked.view : null, setView];
}

function SignupFlow() {
  const answered = useActionData() as SignupActionData | undefined;
  const taken = answered?.ok ? answered.state : undefined;
  const stored = useSignupStore((s) => s.signup);
  // Until the app has stored it, the sign-up the server's action has just started.
  const signup = stored ?? (taken && { registerToken: taken.registerToken, email: taken.email });
  const setSignup = useSignupStore((s) => s.setSignup);
  const [view, setView] = useInitialView(taken);

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
