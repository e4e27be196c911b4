// Home's blocks other than the calendar, filled by the calls the page starts (api/prefetch-home.ts).
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useDocumentsPreview } from '../api/get-documents';
import { useRecommendedArticlesPreview } from '../api/get-recommended-articles';
import { useTestimonialsPreview } from '../api/get-testimonials';
import { useUpcomingEventsPreview } from '../api/get-upcoming-events';
import { useUsefulLinksPreview } from '../api/get-useful-links';
import { HOME_BLOCKS, HOME_PREVIEWS, type HomeBlockMeta } from '../lib/home-blocks';
import { ArticleCard } from './article-card';
import { BlockBody } from './block-body';
import { DocumentCard } from './document-card';
import { EventCard } from './event-card';
import { CardRail, HomeBlock } from './home-block';
import { TestimonialCard } from './testimonial-card';
import { UsefulLinkCard } from './useful-link-card';
import { useEventDialog } from './use-event-dialog';

export { GuideCardsBlock } from './guide-cards-block';

/** A block whose rows are cards on a rail: heading, loading and empty states, then the cards. */
function RailBlock<T extends { _id: string }>({
  block,
  query,
  empty,
  card,
  extra,
}: {
  block: HomeBlockMeta;
  query: Pick<UseQueryResult<{ rows: T[] }>, 'isPending' | 'isError' | 'refetch' | 'data'>;
  empty: string;
  card: (row: T) => ReactNode;
  /** Shown after the rail (the event dialog). */
  extra?: ReactNode;
}) {
  return (
    <HomeBlock block={block}>
      <BlockBody block={block} query={query} rows={query.data?.rows} empty={empty}>
        {(rows) => <CardRail label={block.title}>{rows.map(card)}</CardRail>}
      </BlockBody>
      {extra}
    </HomeBlock>
  );
}

export function UpcomingEventsBlock() {
  const { open, dialog } = useEventDialog();
  return (
    <RailBlock
      block={HOME_BLOCKS.upcomingEvents}
      query={useUpcomingEventsPreview(HOME_PREVIEWS.upcomingEvents)}
      empty="No upcoming events at the moment."
      card={(event) => <EventCard key={event._id} event={event} onOpen={open} />}
      extra={dialog}
    />
  );
}

export function DocumentsBlock() {
  return (
    <RailBlock
      block={HOME_BLOCKS.documents}
      query={useDocumentsPreview(HOME_PREVIEWS.documents)}
      empty="No documents yet."
      card={(document) => <DocumentCard key={document._id} document={document} />}
    />
  );
}

export function UsefulLinksBlock() {
  return (
    <RailBlock
      block={HOME_BLOCKS.usefulLinks}
      query={useUsefulLinksPreview(HOME_PREVIEWS.usefulLinks)}
      empty="No useful links yet."
      card={(link) => <UsefulLinkCard key={link._id} link={link} />}
    />
  );
}

export function RecommendedArticlesBlock() {
  return (
    <RailBlock
      block={HOME_BLOCKS.recommendedArticles}
      query={useRecommendedArticlesPreview(HOME_PREVIEWS.recommendedArticles)}
      empty="You have read everything we would recommend. New articles will show here."
      card={(article) => <ArticleCard key={article._id} article={article} />}
    />
  );
}

export function TestimonialsBlock() {
  return (
    <RailBlock
      block={HOME_BLOCKS.testimonials}
      query={useTestimonialsPreview(HOME_PREVIEWS.testimonials)}
      empty="No testimonials yet."
      card={(testimonial) => <TestimonialCard key={testimonial._id} testimonial={testimonial} />}
    />
  );
}
