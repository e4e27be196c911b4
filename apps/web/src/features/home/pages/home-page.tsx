import { useState } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { londonToday } from '@portal/contract';
import { useSessionStore } from '../../../shared/session/session-store';
import { usePrefetchHome } from '../api/prefetch-home';
import { EventCalendarBlock } from '../components/event-calendar-block';
import {
  DocumentsBlock,
  GuideCardsBlock,
  RecommendedArticlesBlock,
  TestimonialsBlock,
  UpcomingEventsBlock,
  UsefulLinksBlock,
} from '../components/home-blocks';
import classes from '../components/home.module.css';

// The blocks are in the page's chunk, fetched with it, rather than a round trip later once the
// page has rendered. Their calls all start on the page's first render (api/prefetch-home.ts).

/**
 * /home, the dashboard (SPEC §2 Other screens): guide cards, the event calendar, upcoming
 * events, documents, useful links, recommended articles and testimonials, each with its skeleton,
 * empty text and a View all link to its list page.
 */
export function HomePage() {
  // The UK day the calendar opens on, fixed for the page's life so its call and its block agree.
  const [today] = useState(() => londonToday());
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
      <GuideCardsBlock />
      <EventCalendarBlock today={today} />
      <UpcomingEventsBlock />
      <DocumentsBlock />
      <UsefulLinksBlock />
      <RecommendedArticlesBlock />
      <TestimonialsBlock />
    </div>
  );
}
