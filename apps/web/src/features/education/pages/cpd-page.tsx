import { lazy, Suspense, useState } from 'react';
import {
  Anchor,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { IconDownload, IconPlus } from '@tabler/icons-react';
import { londonClock, longDate, type education } from '@portal/contract';
import { LoadMoreLink } from '../../../shared/ui/load-more';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useIsMobile } from '../../../shared/navigation/use-is-mobile';
import { useCpdEntries } from '../api/get-cpd-entries';
import { useCpdSummary } from '../api/get-cpd-summary';
import { useDeleteCpdEntry } from '../api/delete-cpd-entry';
import { useDownloadCpdPdf } from '../api/download-cpd-pdf';
import { CpdCounter } from '../components/cpd/cpd-counter';
import { CpdEntryCard } from '../components/cpd/cpd-entry-card';
import { RenewalDateForm } from '../components/cpd/renewal-date-form';
import { EmptyState } from '../../../shared/ui/empty-state';
import classes from '../components/education.module.css';

const CpdEntryDialog = lazy(() =>
  import('../../../shared/cpd/cpd-entry-form').then((m) => ({ default: m.CpdEntryDialog })),
);

const ukDay = (day: string) => longDate(londonClock(`${day}T12:00:00Z`));

/** The renewal date and the year it closes, with the counter; asks the date when unknown. */
function YearPanel() {
  const summary = useCpdSummary();
  const [changing, setChanging] = useState(false);
  if (summary.isPending) return <Skeleton height={150} radius="md" data-testid="cpd-loading" />;
  if (summary.isError)
    return <EmptyState title="Your CPD year could not be loaded" text="Try again in a moment." />;
  const s = summary.data;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        {!s.renewalDate || changing ? (
          <RenewalDateForm current={s.renewalDate} onDone={() => setChanging(false)} />
        ) : (
          <Group justify="space-between" gap="xs">
            <Text size="sm" data-testid="cpd-period">
              Revalidation year {ukDay(s.periodStart)} to {ukDay(s.periodEnd)}
            </Text>
            <Anchor component="button" type="button" size="sm" onClick={() => setChanging(true)}>
              Change renewal date
            </Anchor>
          </Group>
        )}
        <CpdCounter summary={s} />
        <Text size="sm" c={s.complete ? 'teal' : 'dimmed'}>
          {s.complete
            ? 'You have every record your revalidation needs this year.'
            : 'GPhC revalidation asks each year for 4 CPD records (at least 2 planned), 1 peer discussion and 1 reflective account.'}
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * /education/cpd: the CPD record of the revalidation year: the 4 + 1 + 1 counter, the records
 * with their evidence, adding, editing and deleting one, and the year as a PDF.
 */
export function CpdPage() {
  const mobile = useIsMobile();
  const entries = useCpdEntries('');
  const remove = useDeleteCpdEntry();
  const pdf = useDownloadCpdPdf();
  const [editing, setEditing] = useState<education.CpdEntry | null | 'new'>(null);
  const [deleting, setDeleting] = useState<education.CpdEntry | null>(null);
  const rows = entries.data?.pages.flatMap((p) => p.rows) ?? [];

  return (
    <Stack gap="md" className={classes.page}>
      <Group justify="space-between" gap="sm">
        <Title order={1} fz={mobile ? 'h3' : 'h2'}>
          CPD Record
        </Title>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden />}
            onClick={() => pdf.mutate()}
            loading={pdf.isPending}
          >
            Download PDF
          </Button>
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setEditing('new')}
          >
            Add a record
          </Button>
        </Group>
      </Group>
      <YearPanel />
      <Title order={2} fz="h4">
        This year’s records
      </Title>
      {entries.isPending ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {Array.from({ length: 2 }, (_, i) => (
            <Skeleton key={i} height={160} radius="md" />
          ))}
        </SimpleGrid>
      ) : entries.isError ? (
        <EmptyState title="Your records could not be loaded" text="Try again in a moment." />
      ) : rows.length === 0 ? (
        <EmptyState
          title="No records this year yet"
          text="Add one here, or from a webinar, journal club, publication or article you did."
        />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {rows.map((e) => (
            <CpdEntryCard
              key={e._id}
              entry={e}
              onEdit={() => setEditing(e)}
              onDelete={() => setDeleting(e)}
            />
          ))}
        </SimpleGrid>
      )}
      {entries.hasNextPage && (
        <LoadMoreLink list={entries} style={{ alignSelf: 'center' }}>
          Load more
        </LoadMoreLink>
      )}
      {editing && (
        <Suspense fallback={null}>
          <CpdEntryDialog
            entry={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete this record?"
          text={`“${deleting.title}” and its evidence files will be deleted.`}
          confirmLabel="Delete"
          onConfirm={() => remove.mutate(deleting._id)}
          onClose={() => setDeleting(null)}
        />
      )}
    </Stack>
  );
}
