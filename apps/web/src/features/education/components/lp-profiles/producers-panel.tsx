import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Card.layer.css';
import { IconCertificate } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { education } from '@portal/contract';
import { useProducers } from '../../api/get-producers';
import classes from '../education.module.css';
import { DetailList } from '../shared/detail-list';
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
  return (
    <Stack gap="md">
      <DetailList
        query={producers}
        param="producer"
        renderCard={(p, href) => <ProducerCard producer={p} href={href} />}
        renderDrawer={(id, onClose) => <ProducerDrawer id={id} onClose={onClose} />}
        filtered={Boolean(search)}
        texts={{
          total: (n) => (n === 1 ? '1 licensed producer' : `${n} licensed producers`),
          error: 'The producers could not be loaded',
          none: 'No producers yet',
          noneMatch: 'No producers match',
          tryAnother: 'Try another search.',
        }}
        skeletonHeight={140}
      />
    </Stack>
  );
}
