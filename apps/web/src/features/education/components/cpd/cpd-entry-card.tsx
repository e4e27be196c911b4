import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Card.layer.css';
import { education, londonClock, shortDate } from '@portal/contract';
import { CpdEvidenceLink } from '../../../../shared/cpd/cpd-evidence-link';
import classes from '../education.module.css';

const SOURCE_LABELS: Record<education.CpdSourceKind, string> = {
  webinar: 'Webinar',
  journalClub: 'Journal club',
  publication: 'Key publication',
  article: 'Article',
};

/** One record of the year: its type, title, date, where it came from, evidence and actions. */
export function CpdEntryCard({
  entry,
  onEdit,
  onDelete,
}: {
  entry: education.CpdEntry;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const text = entry.learnedWhat ?? entry.plannedWhat ?? entry.reflection ?? entry.benefitExample;
  return (
    <Card withBorder radius="md" padding="md" className={classes.card} data-testid="cpd-entry">
      <Stack gap={6}>
        <Group gap={6} justify="space-between" wrap="nowrap">
          <Badge variant="light" size="sm">
            {education.CPD_ENTRY_TYPE_LABELS[entry.type]}
          </Badge>
          <Text size="sm" c="dimmed">
            {shortDate(londonClock(`${entry.activityDate}T12:00:00Z`))}
          </Text>
        </Group>
        <Text fw={700} lineClamp={2} className={classes.title}>
          {entry.title}
        </Text>
        {entry.source && (
          <Text size="sm" c="dimmed" lineClamp={1}>
            From {SOURCE_LABELS[entry.source.kind].toLowerCase()}: {entry.source.title}
          </Text>
        )}
        <Text size="sm" lineClamp={3}>
          {text}
        </Text>
        {entry.evidence.length > 0 && (
          <Group gap="xs">
            {entry.evidence.map((f) => (
              <CpdEvidenceLink key={f.url} file={f} />
            ))}
          </Group>
        )}
        <Group gap="xs" mt={4}>
          <Button size="xs" variant="default" onClick={onEdit} aria-label={`Edit ${entry.title}`}>
            Edit
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={onDelete}
            aria-label={`Delete ${entry.title}`}
          >
            Delete
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
