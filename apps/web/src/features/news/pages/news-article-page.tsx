import { useEffect } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Divider,
  Group,
  Image,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import '@mantine/core/styles/Image.layer.css';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../../shared/navigation/page-title';
import { useIsMobile } from '../../../shared/navigation/use-is-mobile';
import { AddToCpdButton } from '../../../shared/cpd/add-to-cpd-button';
import { useNewsStore } from '../lib/news-store';
import { useArticle } from '../api/get-article';
import { ArticleBody } from '../components/article-body';
import { ArticleCounts, ArticleTags } from '../components/article-meta';
import { BookmarkButton } from '../components/bookmark-button';
import { CommentThread } from '../components/comment-thread';
import classes from '../components/news.module.css';

function ArticleSkeleton() {
  return (
    <Stack gap="md" data-testid="article-loading">
      <Skeleton height={16} width={180} />
      <Skeleton height={32} />
      <Skeleton height={32} width="60%" />
      <Skeleton className={classes.heroImage} height={300} />
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} height={14} width={i % 3 === 2 ? '70%' : '100%'} />
      ))}
    </Stack>
  );
}

/**
 * /newsfeed/view/:id: the article with its view count (this visit counts a view), bookmark and
 * comments. The id is kept in the session's newsFeedId (SPEC §3).
 */
export function NewsArticlePage() {
  const { id = '' } = useParams();
  const mobile = useIsMobile();
  const setNewsFeedId = useNewsStore((s) => s.setNewsFeedId);
  const article = useArticle(id);
  useDocumentTitle(article.data?.title);

  useEffect(() => {
    setNewsFeedId(id);
  }, [id, setNewsFeedId]);

  const back = !mobile && (
    <Anchor component={Link} to="/newsfeed" size="sm" c="dimmed">
      <Group gap={4}>
        <IconArrowLeft size={16} />
        Back to Media
      </Group>
    </Anchor>
  );

  if (article.isPending) {
    return (
      <Paper withBorder radius="md" p={mobile ? 'md' : 'xl'} className={classes.article}>
        <ArticleSkeleton />
      </Paper>
    );
  }

  if (article.isError) {
    return (
      <Stack className={classes.article}>
        {back}
        <Alert color="red" title="This article could not be loaded">
          <Text size="sm">It may have been removed, or the connection failed.</Text>
          <Group gap="xs" mt="sm">
            <Button size="xs" variant="light" color="red" onClick={() => void article.refetch()}>
              Try again
            </Button>
            <Button size="xs" variant="default" component={Link} to="/newsfeed">
              Back to Media
            </Button>
          </Group>
        </Alert>
      </Stack>
    );
  }

  const a = article.data;
  return (
    <Stack gap="md" className={classes.article}>
      {back}
      <Paper withBorder radius="md" p={mobile ? 'md' : 'xl'} component="article">
        <Stack gap="md">
          <ArticleTags article={a} />
          <Title order={1} fz={mobile ? 'h3' : 'h2'} lh={1.25}>
            {a.title}
          </Title>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Stack gap={2}>
              <Text size="sm">By {a.authorName}</Text>
              <ArticleCounts article={a} />
            </Stack>
            <BookmarkButton article={a} />
          </Group>
          {a.imageUrl && <Image src={a.imageUrl} alt="" className={classes.heroImage} />}
          <ArticleBody html={a.body} />
          <Group>
            <AddToCpdButton kind="article" sourceId={a._id} title={a.title} />
          </Group>
        </Stack>
      </Paper>
      <Divider />
      <CommentThread newsFeedId={a._id} />
    </Stack>
  );
}
