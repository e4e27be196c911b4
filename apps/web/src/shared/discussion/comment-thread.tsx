import { Fragment, type ReactNode } from 'react';
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { discussionSchemas } from '@portal/contract';
import { LoadMoreLink } from '../ui/load-more';
import { DiscussionForm } from './discussion-form';
import { RetryAlert } from '../ui/retry-alert';

function CommentSkeleton() {
  return (
    <Paper withBorder radius="md" p="sm">
      <Group align="flex-start" wrap="nowrap">
        <Skeleton circle height={36} />
        <Stack gap={6} style={{ flex: 1 }}>
          <Skeleton height={12} width="35%" />
          <Skeleton height={12} />
          <Skeleton height={12} width="60%" />
        </Stack>
      </Group>
    </Paper>
  );
}

/** What the thread reads of an infinite query of comment pages. */
export interface CommentPages<C> {
  data?: { pages: { rows: C[]; total: number }[] };
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
}

/**
 * A flat discussion (news, the journal club): its comments newest first and paged, with the form
 * for a new one, a skeleton while they load, and a way to try again.
 */
export function CommentThread<C extends { _id: string }>({
  comments,
  onCreate,
  renderComment,
  pagesParam,
}: {
  comments: CommentPages<C>;
  /**
   * The address's name for the thread's pages, where its page's loader prefetches as many
   * (decision 150): "Load more comments" is then a link that works before the page's scripts.
   */
  pagesParam?: string;
  /** Posts a new comment; throws when the call failed. */
  onCreate: (text: string) => Promise<unknown>;
  renderComment: (comment: C) => ReactNode;
}) {
  const rows = comments.data?.pages.flatMap((p) => p.rows) ?? [];
  const total = comments.data?.pages[0]?.total ?? 0;

  return (
    <Stack component="section" aria-label="Comments" gap="sm">
      <Title order={2} fz="h4">
        Comments {comments.isSuccess && `(${total})`}
      </Title>
      <DiscussionForm
        label="Add a comment"
        submitLabel="Post comment"
        schema={discussionSchemas.CommentTextSchema}
        field="comment"
        onSubmit={onCreate}
      />
      {comments.isPending ? (
        <Stack gap="sm" data-testid="comments-loading">
          <CommentSkeleton />
          <CommentSkeleton />
        </Stack>
      ) : comments.isError ? (
        <RetryAlert title="Comments could not be loaded" onRetry={() => void comments.refetch()} />
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No comments yet. Be the first to comment.
        </Text>
      ) : (
        <Stack gap="sm">
          {rows.map((c) => (
            <Fragment key={c._id}>{renderComment(c)}</Fragment>
          ))}
          {comments.hasNextPage && (
            <Group justify="center">
              {pagesParam ? (
                <LoadMoreLink list={comments} param={pagesParam} size="xs">
                  Load more comments
                </LoadMoreLink>
              ) : (
                <Button
                  variant="default"
                  size="xs"
                  loading={comments.isFetchingNextPage}
                  onClick={() => void comments.fetchNextPage()}
                >
                  Load more comments
                </Button>
              )}
            </Group>
          )}
        </Stack>
      )}
    </Stack>
  );
}
