import { useId } from 'react';
import { Badge, Button, Card, Group, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Card.layer.css';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { home } from '@portal/contract';
import classes from './home.module.css';

const STATE_LABELS: Record<home.GuideCardState, string> = {
  new: 'To do',
  completed: 'Done',
  skipped: 'Skipped',
};

/** The card a user is on: the first one still new (SPEC §4: the active guide card). */
export function activeGuideCard(cards: readonly home.GuideCard[]): home.GuideCard | undefined {
  return cards.find((c) => c.state === 'new');
}

interface GuideCardProps {
  card: home.GuideCard;
  step: number;
  /** How many steps there are, when the whole list is shown. */
  steps?: number;
  active: boolean;
  completing: boolean;
  /**
   * Marks it done. Left out in an admin's preview: there the card is drawn as a member sees it
   * but does nothing — its button would leave the unsaved form, and a draft has nothing to mark.
   */
  onComplete?: (card: home.GuideCard) => void;
}

/** An onboarding card: its step, what to do, a link to do it, and Mark as done. */
export function GuideCard({ card, step, steps, active, completing, onComplete }: GuideCardProps) {
  const titleId = useId();
  const inertId = useId();
  const done = card.state === 'completed';
  return (
    <Card
      withBorder
      radius="md"
      className={`${classes.card} ${classes.guideCard}`}
      data-active={active || undefined}
      data-state={card.state}
      aria-current={active ? 'step' : undefined}
      data-testid="guide-card"
    >
      <Group justify="space-between" wrap="nowrap">
        <Text size="xs" c="dimmed" fw={500}>
          Step {step}
          {steps ? ` of ${steps}` : ''}
        </Text>
        <Badge
          variant={done ? 'filled' : 'light'}
          // Teal 9 under white text is 5:1 (green 9 was 4.4:1, below WCAG AA).
          color={done ? 'teal.9' : active ? 'blue' : 'gray'}
          leftSection={done ? <IconCheck size={12} aria-hidden /> : undefined}
        >
          {active ? 'Up next' : STATE_LABELS[card.state]}
        </Badge>
      </Group>
      <Title order={3} fz="md" id={titleId}>
        {card.title}
      </Title>
      <Text size="sm" lineClamp={4}>
        {card.text}
      </Text>
      <Group gap="xs" className={classes.cardFooter}>
        {onComplete ? (
          <Button
            component={Link}
            to={card.actionPath}
            size="xs"
            variant={active ? 'filled' : 'light'}
            aria-describedby={titleId}
          >
            {card.actionLabel}
          </Button>
        ) : (
          <Button
            size="xs"
            variant={active ? 'filled' : 'light'}
            disabled
            aria-describedby={inertId}
          >
            {card.actionLabel}
          </Button>
        )}
        {!done && (
          <Button
            size="xs"
            variant="subtle"
            loading={completing}
            disabled={!onComplete}
            onClick={() => onComplete?.(card)}
            aria-describedby={onComplete ? titleId : inertId}
          >
            Mark as done
          </Button>
        )}
      </Group>
      {!onComplete && (
        <Text size="xs" c="dimmed" id={inertId} data-testid="guide-card-inert">
          A preview: members use these buttons on Home.
        </Text>
      )}
    </Card>
  );
}
