import { Avatar, Card, Group, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Card.layer.css';
import { IconQuote, IconStar, IconStarFilled } from '@tabler/icons-react';
import { CARD_HEIGHTS, TEXT_CLAMPS, initialOf, type home } from '@portal/contract';
import { cardHeight } from './card-height';
import classes from './home.module.css';

const testimonialHeight = cardHeight(CARD_HEIGHTS.testimonial, CARD_HEIGHTS.mobileCard);

/** One to five stars, read out as 'Rated 4 out of 5'. */
export function Stars({ rating }: { rating: number }) {
  return (
    <div className={classes.stars} role="img" aria-label={`Rated ${rating} out of 5`}>
      {Array.from({ length: 5 }, (_, i) =>
        i < rating ? <IconStarFilled key={i} size={16} /> : <IconStar key={i} size={16} />,
      )}
    </div>
  );
}

/**
 * A testimonial (SPEC §9: 400px, at most 570px on a phone; the summary clamped to 5 lines with
 * an ellipsis) and the person's photo, or initial.
 */
export function TestimonialCard({ testimonial }: { testimonial: home.Testimonial }) {
  return (
    <Card
      withBorder
      radius="md"
      className={classes.card}
      style={testimonialHeight}
      data-testid="testimonial-card"
    >
      <Group justify="space-between" wrap="nowrap">
        <IconQuote size={32} aria-hidden className={classes.quoteMark} />
        <Stars rating={testimonial.rating} />
      </Group>
      <Text
        component="blockquote"
        m={0}
        className={classes.quote}
        lineClamp={TEXT_CLAMPS.testimonialSummary}
      >
        “{testimonial.summary}”
      </Text>
      <Group gap="sm" wrap="nowrap" className={classes.cardFooter}>
        <Avatar src={testimonial.photoUrl} alt="" size={56} radius="xl" color="blue">
          {initialOf(testimonial.name)}
        </Avatar>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Title order={3} fz="md">
            {testimonial.name}
          </Title>
          <Text size="sm" c="dimmed" lineClamp={2}>
            {testimonial.role}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}
