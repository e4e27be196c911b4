import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  Anchor,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Tabs.layer.css';
import { useSignupStore } from '../lib/signup-store';
import { useNearScreen } from '../../../shared/ui/use-near-screen';
import { LoginForm } from '../components/login-form';
import classes from './landing-page.module.css';

// The banner and the log-in form paint with the page's chunk; the two react-hook-form and zod
// forms (the sign-up tab, shown on demand, and the quote form, below the first screen) are
// chunks of their own, so the first screen of `/` does not wait for the form library and the
// API client (issue 15). Each is asked for when it is about to be needed: the sign-up form when
// a pointer comes to its tab or the focus to the tabs, the quote form as its place nears the
// screen. Asked for as the page started, their files' links and zod's evaluation were most of
// its two longest tasks on a slow phone (decision 53). Plain React.lazy, as decision 38.
const loadSignupForm = () => import('../components/signup-account-form');
const askForSignupForm = () => void loadSignupForm();
const SignupAccountForm = lazy(() =>
  loadSignupForm().then((m) => ({ default: m.SignupAccountForm })),
);
const QuoteForm = lazy(() =>
  import('../components/quote-form').then((m) => ({ default: m.QuoteForm })),
);

const PROCESS_STEPS = [
  {
    title: 'Create your account',
    text: 'Your name, e-mail address and a password.',
  },
  {
    title: 'Tell us about your practice',
    text: 'Role, speciality, clinics and your 7-digit registration number.',
  },
  {
    title: 'Confirm your e-mail',
    text: 'Open the link we send you and you are logged in.',
  },
  {
    title: 'Join the community',
    text: 'Chat with colleagues, read the latest news and, once self-certified, view products.',
  },
] as const;

/** The public landing page: banner, log-in and sign-up tabs, process steps and get-a-quote. */
export function LandingPage() {
  const navigate = useNavigate();
  const setSignup = useSignupStore((s) => s.setSignup);
  // Where the browser cannot tell (no IntersectionObserver), at once. Not on the server, whose
  // prerendered page leaves the slot empty as the browser's first render does.
  const [quoteNear, setQuoteNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  const quoteSlot = useNearScreen<HTMLDivElement>(!quoteNear, () => setQuoteNear(true));

  return (
    <Stack gap={0}>
      <section className={classes.hero}>
        <div className={classes.banner}>
          <Stack>
            <Title order={1}>
              The professional community for UK pharmacy and clinical practice
            </Title>
            <Text size="lg">
              Talk to colleagues in real time, keep up with the news that matters to your practice,
              find education and manage your bookings, all in one place.
            </Text>
            <Group>
              <Button component="a" href="#quote" variant="white">
                Get a quote
              </Button>
              <Button component={Link} to="/signup" variant="outline" color="white">
                Sign up
              </Button>
            </Group>
          </Stack>
        </div>
        <Paper p={{ base: 'md', sm: 'lg' }} radius="md" withBorder shadow="sm">
          <Tabs defaultValue="login" keepMounted={false}>
            {/* Focus anywhere in the tabs: an arrow key moves it to Sign Up and opens it. */}
            <Tabs.List grow mb="md" onFocus={askForSignupForm}>
              <Tabs.Tab value="login">Login</Tabs.Tab>
              <Tabs.Tab value="signup" onPointerEnter={askForSignupForm}>
                Sign Up
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="login">
              <LoginForm heading={false} />
            </Tabs.Panel>
            <Tabs.Panel value="signup">
              <Suspense
                fallback={
                  <Center mih={200}>
                    <Loader role="status" aria-label="Loading the sign-up form" />
                  </Center>
                }
              >
                <SignupAccountForm
                  onDone={(state) => {
                    // The sign-up page resumes from the stored token at the next step.
                    setSignup({ registerToken: state.registerToken, email: state.email });
                    void navigate('/signup');
                  }}
                />
              </Suspense>
            </Tabs.Panel>
          </Tabs>
        </Paper>
      </section>

      <section className={classes.section} aria-labelledby="process-title">
        <Title order={2} id="process-title" mb="md">
          How it works
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          {PROCESS_STEPS.map((step, i) => (
            <Paper key={step.title} p="md" radius="md" withBorder>
              <Stack gap="xs">
                <span className={classes.stepNumber} aria-hidden>
                  {i + 1}
                </span>
                <Text fw="bold">{step.title}</Text>
                <Text size="sm" c="dimmed">
                  {step.text}
                </Text>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      </section>

      <section className={classes.section} id="quote" aria-labelledby="quote-title">
        <Paper p={{ base: 'md', sm: 'xl' }} radius="md" withBorder>
          <Stack>
            <div>
              <Title order={2} id="quote-title">
                Get a quote
              </Title>
              <Text c="dimmed">
                Running a pharmacy group or a clinic? Tell us what you need and we will get back to
                you within two working days.
              </Text>
            </div>
            {/* Holds the form's height while its chunk loads, so nothing below it moves. */}
            <div ref={quoteSlot} className={classes.quoteFormSlot} data-testid="quote-form-slot">
              {quoteNear && (
                <Suspense
                  fallback={
                    <Center mih={200}>
                      <Loader role="status" aria-label="Loading the quote form" />
                    </Center>
                  }
                >
                  <QuoteForm />
                </Suspense>
              )}
            </div>
          </Stack>
        </Paper>
        <Text size="sm" ta="center" mt="md">
          <Anchor component={Link} to="/privacy-policy">
            Privacy Policy
          </Anchor>
          {' · '}
          <Anchor component={Link} to="/terms&conditions">
            Terms &amp; Conditions
          </Anchor>
        </Text>
      </section>
    </Stack>
  );
}
