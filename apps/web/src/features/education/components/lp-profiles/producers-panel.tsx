import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { IconCertificate } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { education } from '@portal/contract';
import { useProducers } from '../../api/get-producers';
import { useDetailParam } from '../../lib/use-detail-param';
import classes from '../education.module.css';
import { EmptyState } from '../../../../shared/ui/empty-state';
import { ProducerDrawer } from './producer-drawer';

/** A producer: name, country, summary, licences and products; the name opens its profile. */
function ProducerCard({ producer, href }: { producer: education.ProducerSummary; href: string }) {
  return (
    <Card withBorder radius="md" padding="md" className={classes.card} data-testid="producer-card">
      <Stack gap="xs" style={{ flex: 1 }}>
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Anchor
            component={Link}
            to={href}
            replace
            preventScrollReset
            fw={700}
            lineClamp={1}
            className={classes.title}
          >
            {producer.name}
          </Anchor>
          <Badge variant="light" size="sm" style={{ flexShrink: 0 }}>
            {producer.country}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" lineClamp={2} style={{ flex: 1 }}>
          {producer.summary}
        </Text>
        <Group gap="md">
          <Group gap={4} wrap="nowrap">
            <IconCertificate size={16} aria-hidden />
            <Text size="sm">
              {producer.licences.length === 1
                ? '1 licence'
                : `${producer.licences.length} licences`}
            </Text>
          </Group>
          <Text size="sm">
            {producer.productCount === 1 ? '1 product' : `${producer.productCount} products`}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}

/** The LP Profiles tab: the licensed producers, for the page's search; a profile opens in place. */
export function ProducersPanel({ search }: { search: string }) {
  const producers = useProducers(search);
  const [openId, setOpenId, hrefOf] = useDetailParam('producer');
  const rows = producers.data?.pages.flatMap((p) => p.rows) ?? [];
  const total = producers.data?.pages[0]?.total ?? 0;

  return (
    <Stack gap="md">
      {producers.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height={140} radius="md" />
          ))}
        </SimpleGrid>
      ) : producers.isError ? (
        <EmptyState title="The producers could not be loaded" text="Try again in a moment." />
      ) : rows.length === 0 ? (
        <EmptyState
          title={search ? 'No producers match' : 'No producers yet'}
          text={search ? 'Try another search.' : undefined}
        />
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {total === 1 ? '1 licensed producer' : `${total} licensed producers`}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {rows.map((p) => (
              <ProducerCard key={p._id} producer={p} href={hrefOf(p._id)} />
            ))}
          </SimpleGrid>
          {producers.hasNextPage && (
            <Button
              variant="default"
              onClick={() => void producers.fetchNextPage()}
              loading={producers.isFetchingNextPage}
              style={{ alignSelf: 'center' }}
            >
              Load more
            </Button>
          )}
        </>
      )}
      <ProducerDrawer id={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
