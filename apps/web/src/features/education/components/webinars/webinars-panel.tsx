import { Anchor, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCertificate } from '@tabler/icons-react';
import { Link } from 'react-router';
import '@mantine/core/styles/SimpleGrid.layer.css';
import type { education } from '@portal/contract';
import { LoadMoreLink } from '../../../../shared/ui/load-more';
import { pagesParamOf, useWebinars } from '../../api/get-webinars';
import { EmptyState } from '../../../../shared/ui/empty-state';
import { WebinarCard } from './webinar-card';

const LISTS: { list: education.WebinarList; heading: string; empty: string }[] = [
  { list: 'upcoming', heading: 'Upcoming webinars', empty: 'No upcoming webinars yet' },
  { list: 'recorded', heading: 'Recordings', empty: 'No recordings yet' },
];

function WebinarList({
  list,
  heading,
  empty,
  search,
}: (typeof LISTS)[number] & { search: string }) {
  const webinars = useWebinars(list, search);
  const rows = webinars.data?.pages.flatMap((p) => p.rows) ?? [];
  const total = webinars.data?.pages[0]?.total ?? 0;
  const headingId = `webinars-${list}`;
  return (
    <Stack
      gap="sm"
      component="section"
      aria-labelledby={headingId}
      data-testid={`webinars-${list}`}
    >
      <Title order={2} fz="h4" id={headingId}>
        {heading}
      </Title>
      {webinars.isPending ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" data-testid="webinars-loading">
          {Array.from({ length: 2 }, (_, i) => (
            <Skeleton key={i} height={170} radius="md" />
          ))}
        </SimpleGrid>
      ) : webinars.isError ? (
        <EmptyState title="The webinars could not be loaded" text="Try again in a moment." />
      ) : rows.length === 0 ? (
        <EmptyState
          title={search ? 'No webinars match' : empty}
          text={search ? 'Try another search.' : undefined}
        />
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {total === 1 ? '1 webinar' : `${total} webinars`}
          </Text>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {rows.map((w) => (
              <WebinarCard key={w._id} webinar={w} />
            ))}
          </SimpleGrid>
          {webinars.hasNextPage && (
            <LoadMoreLink
              list={webinars}
              param={pagesParamOf(list)}
              style={{ alignSelf: 'center' }}
            >
              Load more
            </LoadMoreLink>
          )}
        </>
      )}
    </Stack>
  );
}

/** The Webinars tab: upcoming ones, then the recordings, for the page's search. */
export function WebinarsPanel({ search }: { search: string }) {
  return (
    <Stack gap="xl">
      <Anchor component={Link} to="/education/cpd" size="sm" fw={600}>
        <Group gap={4} wrap="nowrap">
          <IconCertificate size={16} aria-hidden />
          Your CPD record
        </Group>
      </Anchor>
      {LISTS.map((l) => (
        <WebinarList key={l.list} {...l} search={search} />
      ))}
    </Stack>
  );
}
