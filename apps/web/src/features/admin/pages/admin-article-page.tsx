import { useNavigate, useParams } from 'react-router';
import { Anchor, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { news } from '@portal/contract';
import { ApiCallFailedError } from '../../../shared/api/query';
import { useSessionStore } from '../../../shared/session/session-store';
import {
  useAdminArticle,
  useAdminCategoryOptions,
  useCreateArticle,
  useDeleteArticle,
  useUpdateArticle,
} from '../api/news-articles';
import { ArticleForm } from '../components/article-form';
import { DeleteButton } from '../components/delete-button';
import { publishStatusText } from '../lib/publish-state';

/** The server's field messages of a refused save, for the form to show. */
const fieldsOf = (error: unknown) =>
  error instanceof ApiCallFailedError ? (error.failure?.error?.fields ?? {}) : {};

/** Writes a new article (`/admin/news/new`) or edits one, with its publishing and a delete. */
export function AdminArticlePage() {
  const { id } = useParams();
  const isNew = !id || id === 'new';
  const navigate = useNavigate();
  const user = useSessionStore((s) => s.user);
  const article = useAdminArticle(isNew ? undefined : id);
  const categories = useAdminCategoryOptions();
  const create = useCreateArticle();
  const update = useUpdateArticle();
  const remove = useDeleteArticle();
  const me = user ? `${user.firstName} ${user.lastName}`.trim() : 'you';

  const save = async (values: news.CreateArticleBody) => {
    try {
      if (isNew) {
        const created = await create.mutateAsync(values);
        await navigate(`/admin/news/${created._id}`, { replace: true });
      } else {
        await update.mutateAsync({
          id: id!,
          body: { ...values, authorName: values.authorName ?? article.data?.authorName },
        });
      }
    } catch (error) {
      return fieldsOf(error);
    }
  };

  const loading = (!isNew && !article.data) || !categories.data;
  return (
    <Stack gap="md" maw={900}>
      <Anchor component={Link} to="/admin/news" size="sm">
        ← All articles
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Title order={1} size="h2">
            {isNew ? 'New article' : (article.data?.title ?? 'Article')}
          </Title>
          {article.data && (
            <Text c="dimmed" size="sm" data-testid="article-status">
              {publishStatusText(article.data.publishedAt)}
            </Text>
          )}
        </Stack>
        {article.data && (
          <DeleteButton
            what="this article"
            text="Its comments, views and bookmarks go with it. This cannot be undone."
            loading={remove.isPending}
            onConfirm={() =>
              void remove
                .mutateAsync(article.data._id)
                .then(() => navigate('/admin/news', { replace: true }))
                .catch(() => undefined)
            }
          />
        )}
      </Group>
      {loading ? (
        <Stack gap="sm" data-testid="article-form-skeleton">
          <Skeleton height={36} />
          <Skeleton height={72} />
          <Skeleton height={240} />
        </Stack>
      ) : (
        <ArticleForm
          key={article.data?.updatedAt ?? 'new'}
          article={article.data}
          categories={categories.data}
          onSubmit={save}
          authorFallback={me}
        />
      )}
    </Stack>
  );
}
