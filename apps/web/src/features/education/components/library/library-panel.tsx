import { useState } from 'react';
import {
  ActionIcon,
  Anchor,
  Badge,
  Card,
  Chip,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Chip.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { IconDownload, IconExternalLink, IconFileTypePdf } from '@tabler/icons-react';
import { education, TEXT_CLAMPS } from '@portal/contract';
import { LoadMoreLink } from '../../../../shared/ui/load-more';
import { useDownloadLibraryItem, useLibrary } from '../../api/get-library';
import { fileSize } from '../../lib/file-size';
import classes from '../education.module.css';
import { EmptyState } from '../../../../shared/ui/empty-state';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Europe/London',
});

/** A library item: its shelf, title (2 lines, SPEC §9), description, author, and the file or link. */
export function LibraryCard({ item }: { item: education.LibraryItem }) {
  const download = useDownloadLibraryItem();
  return (
    <Card withBorder radius="md" padding="md" className={classes.card} data-testid="library-card">
      <Stack gap="xs" style={{ flex: 1 }}>
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Badge variant="light" size="sm">
            {education.LIBRARY_CATEGORY_LABELS[item.category]}
          </Badge>
          <Text size="xs" c="dimmed">
            {dateFormat.format(new Date(item.publishedAt))}
          </Text>
        </Group>
        <Title order={3} fz="md" lineClamp={TEXT_CLAMPS.libraryTitle} className={classes.title}>
          {item.title}
        </Title>
        <Text size="sm" c="dimmed" lineClamp={3} style={{ flex: 1 }}>
          {item.description}
        </Text>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {item.author}
        </Text>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          {item.kind === 'file' ? (
            <>
              <Group gap={4} wrap="nowrap">
                <IconFileTypePdf size={18} aria-hidden />
                <Text size="xs" c="dimmed">
                  {item.fileType} · {fileSize(item.sizeBytes ?? 0)}
                </Text>
              </Group>
              <ActionIcon
                variant="light"
                size="lg"
                aria-label={`Download ${item.title}`}
                loading={download.isPending}
                onClick={() => download.mutate(item._id)}
                data-testid="library-download"
              >
                <IconDownload size={20} aria-hidden />
              </ActionIcon>
            </>
          ) : (
            <Anchor
              href={item.url ?? undefined}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              fw={600}
            >
              <Group gap={4} wrap="nowrap" component="span">
                {/* An admin's preview may have no whole address yet (decision 113). */}
                {item.url ? `Open on ${new URL(item.url).hostname.replace(/^www\./, '')}` : 'Open'}
                <IconExternalLink size={14} aria-label="(opens in a new tab)" />
              </Group>
            </Anchor>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

/** The Library tab: guides, e-books, policies and SOPs, by shelf, for the page's search. */
export function LibraryPanel({ search }: { search: string }) {
  const [category, setCategory] = useState<education.LibraryCategory | null>(null);
  const library = useLibrary({ search, category });
  const rows = library.data?.pages.flatMap((p) => p.rows) ?? [];
  const total = library.data?.pages[0]?.total ?? 0;

  return (
    <Stack gap="md">
      <Chip.Group
        value={category ?? 'all'}
        onChange={(v) => setCategory(v === 'all' ? null : (v as education.LibraryCategory))}
      >
        <Group gap="xs" role="radiogroup" aria-label="Library shelf">
          <Chip value="all" variant="light">
            All
          </Chip>
          {education.LIBRARY_CATEGORIES.map((c) => (
            <Chip key={c} value={c} variant="light">
              {education.LIBRARY_CATEGORY_LABELS[c]}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {library.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height={200} radius="md" />
          ))}
        </SimpleGrid>
      ) : library.isError ? (
        <EmptyState title="The library could not be loaded" text="Try again in a moment." />
      ) : rows.length === 0 ? (
        <EmptyState
          title={search || category ? 'Nothing in the library matches' : 'The library is empty'}
          text={search || category ? 'Try another search or shelf.' : undefined}
        />
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="library-summary">
            {total === 1 ? '1 item' : `${total} items`}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {rows.map((item) => (
              <LibraryCard key={item._id} item={item} />
            ))}
          </SimpleGrid>
          {library.hasNextPage && (
            <LoadMoreLink list={library} style={{ alignSelf: 'center' }}>
              Load more
            </LoadMoreLink>
          )}
        </>
      )}
    </Stack>
  );
}
