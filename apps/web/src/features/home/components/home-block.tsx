// The frame of Home's blocks: heading, View all link, card rail and skeletons.
import { useId, type ReactNode } from 'react';
import { Anchor, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useIsMobile } from '../../../shared/navigation/use-is-mobile';
import type { HomeBlockMeta } from '../lib/home-blocks';
import { cardHeight } from './card-height';
import classes from './home.module.css';

/** A Home block: its heading, a View all link to its list page, and its content. */
export function HomeBlock({
  block,
  actions,
  children,
}: {
  block: HomeBlockMeta;
  /** Buttons beside the title (Skip intro). */
  actions?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={classes.block} data-testid={block.testId}>
      <div className={classes.blockHeader}>
        <Title order={2} fz="h3" id={headingId}>
          {block.title}
        </Title>
        <div className={classes.blockHeader}>
          {actions}
          <Anchor
            component={Link}
            to={block.listPath}
            fw={500}
            aria-label={`View all ${block.listName}`}
          >
            View all
          </Anchor>
        </div>
      </div>
      {children}
    </section>
  );
}

/**
 * A row of cards: a grid on a wide screen, a swipeable row on a phone. On a phone the row
 * scrolls, so it is a named region that the keyboard can reach.
 */
export function CardRail({
  label,
  busy,
  children,
}: {
  label: string;
  /** Still loading: its cards are placeholders. */
  busy?: boolean;
  children: ReactNode;
}) {
  const mobile = useIsMobile();
  return (
    <div
      className={classes.rail}
      role="region"
      aria-label={label}
      aria-busy={busy || undefined}
      tabIndex={mobile ? 0 : undefined}
      data-testid="card-rail"
    >
      {children}
    </div>
  );
}

/**
 * Card-shaped placeholders, as high as the cards they stand for. Plain elements rather than
 * Mantine's Card and Skeleton: this is the page's first chunk (bench/bundle).
 */
export function SkeletonCards({
  count,
  desktop,
  mobile,
}: {
  count: number;
  desktop?: number;
  /** Pixels, or a CSS length (the calendar's depends on the width). */
  mobile?: number | string;
}) {
  const style = cardHeight(desktop, mobile);
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <div
          key={i}
          className={`${classes.card} ${classes.skeletonCard}`}
          style={style}
          data-testid="card-skeleton"
        >
          <span className={classes.skeletonLine} style={{ height: 20, width: '60%' }} />
          <span className={classes.skeletonLine} />
          <span className={classes.skeletonLine} style={{ width: '85%' }} />
          <span className={classes.skeletonLine} style={{ width: '70%' }} />
        </div>
      ))}
    </>
  );
}

/** A block's cards while they load. */
export function BlockSkeleton({ block }: { block: HomeBlockMeta }) {
  return (
    <CardRail label={block.title} busy>
      <SkeletonCards {...block.skeleton} />
    </CardRail>
  );
}
