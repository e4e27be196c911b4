// Home's blocks other than the calendar: one chunk, loaded while the calls that fill them (all
// started by the page, see api/prefetch-home.ts) are on the way.
import { useDocumentsPreview } from '../api/get-documents';
import { useRecommendedArticlesPreview } from '../api/get-recommended-articles';
import { useTestimonialsPreview } from '../api/get-testimonials';
import { useUpcomingEventsPreview } from '../api/get-upcoming-events';
import { useUsefulLinksPreview } from '../api/get-useful-links';
import { HOME_BLOCKS, HOME_PREVIEWS } from '../lib/home-blocks';
import { ArticleCard } from './article-card';
import { BlockBody } from './block-body';
import { DocumentCard } from './document-card';
import { EventCard } from './event-card';
import { CardRail, HomeBlock } from './home-block';
import { TestimonialCard } from './testimonial-card';
import { UsefulLinkCard } from './useful-link-card';
import { useEventDialog } from './use-event-dialog';

export { GuideCardsBlock } from './guide-cards-block';

export function UpcomingEventsBlock() {
  const block = HOME_BLOCKS.upcomingEvents;
  const query = useUpcomingEventsPreview(HOME_PREVIEWS.upcomingEvents);
  const { open, dialog } = useEventDialog();
  return (
    <HomeBlock block={block}>
      <BlockBody
        block={block}
        query={query}
        rows={query.data?.rows}
        empty="No upcoming events at the moment."
      >
        {(rows) => (
          <CardRail label={block.title}>
            {rows.map((event) => (
              <EventCard key={event._id} event={event} onOpen={open} />
            ))}
          </CardRail>
        )}
      </BlockBody>
      {dialog}
    </HomeBlock>
  );
}

export function DocumentsBlock() {
  const block = HOME_BLOCKS.documents;
  const query = useDocumentsPreview(HOME_PREVIEWS.documents);
  return (
    <HomeBlock block={block}>
      <BlockBody block={block} query={query} rows={query.data?.rows} empty="No documents yet.">
        {(rows) => (
          <CardRail label={block.title}>
            {rows.map((document) => (
              <DocumentCard key={document._id} document={document} />
            ))}
          </CardRail>
        )}
      </BlockBody>
    </HomeBlock>
  );
}

export function UsefulLinksBlock() {
  const block = HOME_BLOCKS.usefulLinks;
  const query = useUsefulLinksPreview(HOME_PREVIEWS.usefulLinks);
  return (
    <HomeBlock block={block}>
      <BlockBody block={block} query={query} rows={query.data?.rows} empty="No useful links yet.">
        {(rows) => (
          <CardRail label={block.title}>
            {rows.map((link) => (
              <UsefulLinkCard key={link._id} link={link} />
            ))}
          </CardRail>
        )}
      </BlockBody>
    </HomeBlock>
  );
}

export function RecommendedArticlesBlock() {
  const block = HOME_BLOCKS.recommendedArticles;
  const query = useRecommendedArticlesPreview(HOME_PREVIEWS.recommendedArticles);
  return (
    <HomeBlock block={block}>
      <BlockBody
        block={block}
        query={query}
        rows={query.data?.rows}
        empty="You have read everything we would recommend. New articles will show here."
      >
        {(rows) => (
          <CardRail label={block.title}>
            {rows.map((article) => (
              <ArticleCard key={article._id} article={article} />
            ))}
          </CardRail>
        )}
      </BlockBody>
    </HomeBlock>
  );
}

export function TestimonialsBlock() {
  const block = HOME_BLOCKS.testimonials;
  const query = useTestimonialsPreview(HOME_PREVIEWS.testimonials);
  return (
    <HomeBlock block={block}>
      <BlockBody block={block} query={query} rows={query.data?.rows} empty="No testimonials yet.">
        {(rows) => (
          <CardRail label={block.title}>
            {rows.map((testimonial) => (
              <TestimonialCard key={testimonial._id} testimonial={testimonial} />
            ))}
          </CardRail>
        )}
      </BlockBody>
    </HomeBlock>
  );
}
