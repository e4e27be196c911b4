import { Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import { IconEye, IconMessageCircle } from '@tabler/icons-react';
import { abbreviateNumber, londonClock, shortDate, type news } from '@portal/contract';

/** Publication date as the cards and the article show it. */
export const formatArticleDate = (iso: string) => shortDate(londonClock(iso));

/** Category badge and publication date. */
export function ArticleTags({ article }: { article: news.Article }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Badge variant="light" radius="sm" style={{ flexShrink: 1, minWidth: 0 }}>
        {article.category.name}
      </Badge>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        <time dateTime={article.publishedAt}>{formatArticleDate(article.publishedAt)}</time>
      </Text>
    </Group>
  );
}

/** View and comment counts, abbreviated (1.2k, 3m; SPEC §9). */
export function ArticleCounts({ article }: { article: news.Article }) {
  return (
    <Group gap="md" c="dimmed">
      <Group gap={4} title={`${article.viewCount} views`} data-testid="view-count">
        <IconEye size={16} aria-hidden />
        <Text size="sm" span>
          {abbreviateNumber(article.viewCount)}
        </Text>
        <VisuallyHidden>views</VisuallyHidden>
      </Group>
      <Group gap={4} title={`${article.commentCount} comments`}>
        <IconMessageCircle size={16} aria-hidden />
        <Text size="sm" span>
          {abbreviateNumber(article.commentCount)}
        </Text>
        <VisuallyHidden>comments</VisuallyHidden>
      </Group>
    </Group>
  );
}
