import { Anchor, Badge, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { londonClock, shortDate, type search } from '@portal/contract';
import { KIND_NAMES, parentLine, resultHref } from '../lib/result-href';
import { HighlightedText } from './highlighted-text';
import classes from './search.module.css';

/**
 * One result: its kind, its highlighted title (the link that opens it), what it lives in, its
 * date and the highlighted excerpt.
 */
export function SearchResultItem({ result }: { result: search.SearchResult }) {
  const where = [parentLine(result), result.context].filter(Boolean).join(' · ');
  return (
    <li className={classes.result} data-testid="search-result">
      <Stack gap={4}>
        <Group gap="xs" wrap="wrap">
          <Badge variant="light" size="sm" radius="sm">
            {KIND_NAMES[result.kind]}
          </Badge>
          {result.date && (
            <Text size="xs" c="dimmed" component="time" dateTime={result.date}>
              {shortDate(londonClock(result.date))}
            </Text>
          )}
        </Group>
        <Anchor component={Link} to={resultHref(result)} fw={600} className={classes.title}>
          <HighlightedText text={result.title} />
        </Anchor>
        {where && (
          <Text size="sm" c="dimmed">
            {where}
          </Text>
        )}
        {result.excerpt.length > 0 && (
          <Text size="sm" className={classes.excerpt}>
            <HighlightedText text={result.excerpt} />
          </Text>
        )}
      </Stack>
    </li>
  );
}

/** Groups of results while they load: where the first groups will be. */
export function SearchResultsSkeleton() {
  return (
    <Stack gap="md" data-testid="search-loading">
      {Array.from({ length: 2 }, (_, g) => (
        <Paper key={g} withBorder radius="md" p="md">
          <Skeleton height={18} width="30%" mb="md" />
          <Stack gap="md">
            {Array.from({ length: 3 }, (_, i) => (
              <Stack key={i} gap={6}>
                <Skeleton height={12} width={90} />
                <Skeleton height={16} width="70%" />
                <Skeleton height={12} width="95%" />
              </Stack>
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
