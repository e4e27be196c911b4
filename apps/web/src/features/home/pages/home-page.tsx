import { lazy, Suspense, useState } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useSessionStore } from '../../../shared/session/session-store';
import { usePrefetchHome } from '../api/prefetch-home';
import { BlockFallback } from '../components/home-block';
import { calendarSkeleton, HOME_BLOCKS } from '../lib/home-blocks';
import { monthOfDay } from '../lib/month-grid';
import { ukToday } from '../lib/uk-time';
import classes from '../components/home.module.css';

// The page's own chunk is the frame (headings, View all links, skeletons) and the calls, which
// start on its first render. The calendar and the other blocks are chunks of their own, fetched
// while the calls are on the way (bench/bundle's 250 KB budget of the shell with /home). Plain
// React.lazy: a failed load reaches the route's error boundary like a failed page chunk.
const EventCalendarBlock = lazy(() =>
  import('../components/event-calendar-block').then((m) => ({ default: m.EventCalendarBlock })),
);
const blocks = () => import('../components/home-blocks');
const GuideCardsBlock = lazy(() => blocks().then((m) => ({ default: m.GuideCardsBlock })));
const UpcomingEventsBlock = lazy(() => blocks().then((m) => ({ default: m.UpcomingEventsBlock })));
const DocumentsBlock = lazy(() => blocks().then((m) => ({ default: m.DocumentsBlock })));
const UsefulLinksBlock = lazy(() => blocks().then((m) => ({ default: m.UsefulLinksBlock })));
const RecommendedArticlesBlock = lazy(() =>
  blocks().then((m) => ({ default: m.RecommendedArticlesBlock })),
);
const TestimonialsBlock = lazy(() => blocks().then((m) => ({ default: m.TestimonialsBlock })));

/**
 * /home, the dashboard (SPEC §2 Other screens): guide cards, the event calendar, upcoming
 * events, documents, useful links, recommended articles and testimonials, each with its skeleton,
 * empty text and a View all link to its list page.
 */
export function HomePage() {
  // The UK day the calendar opens on, fixed for the page's life so its call and its block agree.
  const [today] = useState(ukToday);
  usePrefetchHome(today);
  const firstName = useSessionStore((s) => s.user?.firstName);

  return (
    <div className={classes.page}>
      <Stack gap={0}>
        <Title order={1} fz="h2">
          {firstName ? `Welcome, ${firstName}` : 'Home'}
        </Title>
        <Text c="dimmed" size="sm">
          Your next steps, events, documents and reading in one place.
        </Text>
      </Stack>
      <Suspense fallback={<BlockFallback block={HOME_BLOCKS.guideCards} />}>
        <GuideCardsBlock />
      </Suspense>
      <Suspense
        fallback={
          <BlockFallback
            block={{ ...HOME_BLOCKS.calendar, skeleton: calendarSkeleton(monthOfDay(today)) }}
          />
        }
      >
        <EventCalendarBlock today={today} />
      </Suspense>
      <Suspense fallback={<BlockFallback block={HOME_BLOCKS.upcomingEvents} />}>
        <UpcomingEventsBlock />
      </Suspense>
      <Suspense fallback={<BlockFallback block={HOME_BLOCKS.documents} />}>
        <DocumentsBlock />
      </Suspense>
      <Suspense fallback={<BlockFallback block={HOME_BLOCKS.usefulLinks} />}>
        <UsefulLinksBlock />
      </Suspense>
      <Suspense fallback={<BlockFallback block={HOME_BLOCKS.recommendedArticles} />}>
        <RecommendedArticlesBlock />
      </Suspense>
      <Suspense fallback={<BlockFallback block={HOME_BLOCKS.testimonials} />}>
        <TestimonialsBlock />
      </Suspense>
    </div>
  );
}
