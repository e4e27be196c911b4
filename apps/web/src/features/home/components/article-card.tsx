import { Badge, Card, Group, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Card.layer.css';
import { IconEye } from '@tabler/icons-react';
import { Link } from 'react-router';
import { abbreviateNumber, londonClock, shortDate, type news } from '@portal/contract';
import classes from './home.module.css';

/** Where an article is read (the news feature's route). */
export const articlePath = (id: string) => `/newsfeed/view/${id}`;

/**
 * A recommended article, compact: category, date, title (the link to the article), summary and
 * views. Home's own card, so Home does not reach into the news feature.
 */
export function ArticleCard({ article }: { article: news.Article }) {
  return (
    <Card withBorder radius="md" className={classes.card} data-testid="article-card">
      {article.imageUrl && (
        <div className={classes.visual}>
          <img src={article.imageUrl} alt="" loading="lazy" />
        </div>
      )}
      <Group gap="xs" wrap="nowrap">
        <Badge variant="light" size="sm" style={{ flexShrink: 1, minWidth: 0 }}>
          {article.category.name}
        </Badge>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          <time dateTime={article.publishedAt}>{shortDate(londonClock(article.publishedAt))}</time>
        </Text>
      </Group>
      <Title order={3} fz="md" lineClamp={2}>
        <Link to={articlePath(article._id)} className={classes.cardTitleLink}>
          {article.title}
        </Link>
      </Title>
      <Text size="sm" c="dimmed" lineClamp={3}>
        {article.summary}
      </Text>
      <Group gap={4} c="dimmed" className={classes.cardFooter} title={`${article.viewCount} views`}>
        <IconEye size={16} aria-hidden />
        <Text size="xs">{abbreviateNumber(article.viewCount)} views</Text>
      </Group>
    </Card>
  );
}
