import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Card.layer.css';
import { Link } from 'react-router';
import type { education } from '@portal/contract';
import classes from '../education.module.css';

/** A key publication in its tab: title (two lines), citation, summary and topics. */
export function PublicationCard({ publication: p }: { publication: education.KeyPublication }) {
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      className={classes.card}
      data-testid="publication-card"
    >
      <Stack gap="xs" style={{ flex: 1 }}>
        <Anchor
          component={Link}
          to={`/education/keyPublications/${p._id}`}
          fw={700}
          lineClamp={2}
          className={classes.title}
        >
          {p.title}
        </Anchor>
        <Text size="xs" c="dimmed" lineClamp={2} className={classes.title}>
          {p.citation}
        </Text>
        <Text size="sm" lineClamp={3} style={{ flex: 1 }}>
          {p.summary}
        </Text>
        <Group gap={6}>
          {p.topics.map((t) => (
            <Badge key={t} variant="light" size="sm">
              {t}
            </Badge>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}
