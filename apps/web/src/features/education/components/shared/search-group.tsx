import { Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { sectionHref } from '../../lib/education-tabs';
import classes from '../education.module.css';
import { TitledSection } from '../../../../shared/ui/titled-section';

/** One hit of a section on /educations. */
export interface SearchHit {
  id: string;
  title: string;
  /** Where the hit opens: a detail page, or its tab. */
  href: string;
  /** A line under the title (a category, a city...). */
  detail?: string;
  /** A link that leaves the portal (an external library item). */
  external?: boolean;
}

/** Hits a section shows on /educations. */
export const SEARCH_HITS = 5;

/**
 * A section's group on /educations: its heading, the number found, up to five hits and "See all"
 * to its tab with the same search. Nothing while the search is empty.
 */
export function SearchGroup({
  label,
  path,
  search,
  hits,
  total,
  pending,
}: {
  label: string;
  path: string;
  search: string;
  hits: readonly SearchHit[];
  total: number;
  pending: boolean;
}) {
  if (!search) return null;
  const headingId = `educations-${path.replace(/\W+/g, '-')}`;
  return (
    <TitledSection
      headingId={headingId}
      title={label}
      testId="education-search-group"
      aside={
        !pending && (
          <Text size="sm" c="dimmed">
            {total === 1 ? '1 result' : `${total} results`}
          </Text>
        )
      }
    >
      {pending ? (
        Array.from({ length: 3 }, (_, i) => <Skeleton key={i} height={18} />)
      ) : hits.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing in {label} matches.
        </Text>
      ) : (
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {hits.slice(0, SEARCH_HITS).map((h) => (
            <li key={h.id} style={{ minWidth: 0 }}>
              {h.external ? (
                <Anchor
                  href={h.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  lineClamp={1}
                  className={classes.title}
                >
                  {h.title}
                </Anchor>
              ) : (
                <Anchor component={Link} to={h.href} lineClamp={1} className={classes.title}>
                  {h.title}
                </Anchor>
              )}
              {h.detail && (
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {h.detail}
                </Text>
              )}
            </li>
          ))}
        </Stack>
      )}
      {!pending && total > 0 && (
        <Anchor component={Link} to={sectionHref(path, search)} size="sm" fw={600}>
          See all in {label}
        </Anchor>
      )}
    </TitledSection>
  );
}
