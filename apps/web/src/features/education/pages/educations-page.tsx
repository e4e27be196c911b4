import { Stack, Text, Title } from '@mantine/core';
import { useIsMobile } from '../../../shared/navigation/use-is-mobile';
import { AddressSearchBox } from '../../../shared/ui/search-box';
import classes from '../components/education.module.css';
import { useSearchParam } from '../../../shared/navigation/use-search-param';
import { educationSections } from '../sections';

/**
 * /educations: one search over every section of Education, the hits grouped by section (each
 * section's own SearchResults: up to five hits and a "See all" link to its tab).
 */
export function EducationsPage() {
  const mobile = useIsMobile();
  const [search, setSearch] = useSearchParam();

  return (
    <Stack gap="lg" className={classes.page} data-testid="educations-page">
      {!mobile && (
        <Title order={1} fz="h2">
          Search Education
        </Title>
      )}
      <AddressSearchBox term={search} onSearch={setSearch} label="Search all of Education" />
      {search ? (
        educationSections.map(({ key, SearchResults }) => (
          <SearchResults key={key} search={search} />
        ))
      ) : (
        <Text c="dimmed">
          Type to search the library, FAQ, clinics, producers and forums at once.
        </Text>
      )}
    </Stack>
  );
}
