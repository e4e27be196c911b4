import { Card, Group, Text, Title, VisuallyHidden } from '@mantine/core';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Card.layer.css';
import { IconExternalLink, IconWorld } from '@tabler/icons-react';
import { CARD_HEIGHTS, externalLink, TEXT_CLAMPS, type home } from '@portal/contract';
import { cardHeight } from './card-height';
import classes from './home.module.css';

const linkHeight = cardHeight(CARD_HEIGHTS.usefulLinks, CARD_HEIGHTS.mobileCard);

/** The host a link leads to, for people to recognise ('www.sps.nhs.uk'). */
export function linkHost(url: string): string {
  try {
    return new URL(externalLink(url), 'https://x.invalid').host;
  } catch {
    return url;
  }
}

/**
 * A useful link (SPEC §9: 316px, at most 570px on a phone; text clamped to 4 lines). A link stored
 * without http(s) becomes protocol-relative, so it leaves the site rather than being a path here.
 */
export function UsefulLinkCard({ link }: { link: home.UsefulLink }) {
  const href = externalLink(link.url);
  return (
    <Card
      withBorder
      radius="md"
      className={classes.card}
      style={linkHeight}
      data-testid="link-card"
    >
      <div className={classes.visual}>
        {link.imageUrl ? (
          <img src={link.imageUrl} alt="" loading="lazy" />
        ) : (
          <IconWorld size={48} stroke={1.25} aria-hidden />
        )}
      </div>
      <Title order={3} fz="md" lineClamp={2}>
        <a href={href} target="_blank" rel="noopener noreferrer" className={classes.cardTitleLink}>
          {link.title}
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </a>
      </Title>
      <Text size="sm" lineClamp={TEXT_CLAMPS.usefulLinkText}>
        {link.text}
      </Text>
      <Group gap={4} wrap="nowrap" c="dimmed" className={classes.cardFooter}>
        <IconExternalLink size={14} aria-hidden style={{ flex: 'none' }} />
        <Text size="xs" truncate>
          {linkHost(link.url)}
        </Text>
      </Group>
    </Card>
  );
}
