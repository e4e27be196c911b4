import { Card, Group, Image, Skeleton, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Image.layer.css';
import { Link } from 'react-router';
import { TEXT_CLAMPS, type news } from '@portal/contract';
import { useIsMobile } from '../../../shared/navigation/use-is-mobile';
import { ArticleCounts, ArticleTags } from './article-meta';
import { BookmarkButton } from './bookmark-button';
import classes from './news.module.css';

/** Title lines on a wide screen; the mobile clamp is SPEC §9's. */
const DESKTOP_TITLE_LINES = 2;
const SUMMARY_LINES = 3;

export const articlePath = (id: string) => `/newsfeed/view/${id}`;

/** A feed card: image, category, date, title, summary, counts and the bookmark star. */
export function ArticleCard({ article }: { article: news.Article }) {
  const mobile = useIsMobile();
  const title = (
    <Title order={2} fz="md" lh={1.35}>
      <Text
        component={Link}
        to={articlePath(article._id)}
        inherit
        className={classes.cardTitle}
        lineClamp={mobile ? TEXT_CLAMPS.mobileNewsTitle : DESKTOP_TITLE_LINES}
      >
        {article.title}
      </Text>
    </Title>
  );
  const footer = (
    <Group justify="space-between" wrap="nowrap" className={classes.cardFooter}>
      <ArticleCounts article={article} />
      <BookmarkButton article={article} />
    </Group>
  );

  // On a phone a compact row (thumbnail beside the text) shows several articles per screen.
  if (mobile) {
    return (
      <Card
        withBorder
        radius="md"
        padding="sm"
        className={classes.mobileCard}
        data-testid="article-card"
      >
        <Stack gap={6}>
          <ArticleTags article={article} />
          <div className={classes.mobileRow}>
            <Link to={articlePath(article._id)} tabIndex={-1} aria-hidden>
              {/* Lazy: fetched once near the screen, and not preloaded by the server's page,
                  where a dozen requests at once held a slow phone's main thread. */}
              <Image src={article.imageUrl} alt="" className={classes.mobileThumb} loading="lazy" />
            </Link>
            {title}
          </div>
          {footer}
        </Stack>
      </Card>
    );
  }

  return (
    <Card withBorder radius="md" padding="md" className={classes.card} data-testid="article-card">
      <Card.Section>
        <Link to={articlePath(article._id)} tabIndex={-1} aria-hidden>
          <Image src={article.imageUrl} alt="" className={classes.cardImage} loading="lazy" />
        </Link>
      </Card.Section>
      <div className={classes.cardBody}>
        <ArticleTags article={article} />
        {title}
        <Text size="sm" c="dimmed" lineClamp={SUMMARY_LINES}>
          {article.summary}
        </Text>
        {footer}
      </div>
    </Card>
  );
}

/** The shape of a card while the feed loads. */
export function ArticleCardSkeleton() {
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      className={classes.card}
      data-testid="article-skeleton"
    >
      <Card.Section>
        <Skeleton className={classes.cardImage} radius={0} />
      </Card.Section>
      <Stack gap="xs" mt="sm">
        <Skeleton height={14} width="45%" />
        <Skeleton height={18} />
        <Skeleton height={18} width="70%" />
        <Skeleton height={12} mt={4} />
        <Skeleton height={12} width="85%" />
      </Stack>
    </Card>
  );
}
