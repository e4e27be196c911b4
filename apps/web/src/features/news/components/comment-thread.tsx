import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Alert.layer.css';
import { useSessionStore } from '../../../shared/session/session-store';
import { useCreateComment } from '../api/create-comment';
import { useComments } from '../api/get-comments';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';

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

/** Comments of an article, newest first and paged, with the form for a new one. */
export function CommentThread({ newsFeedId }: { newsFeedId: string }) {
  const isAdmin = useSessionStore((s) => s.user?.isAdmin ?? false);
  const comments = useComments(newsFeedId);
  const create = useCreateComment();
  const rows = comments.data?.pages.flatMap((p) => p.rows) ?? [];
  const total = comments.data?.pages[0]?.total ?? 0;

  return (
    <Stack component="section" aria-label="Comments" gap="sm">
      <Title order={2} fz="h4">
        Comments {comments.isSuccess && `(${total})`}
      </Title>
      <CommentForm
        label="Add a comment"
        submitLabel="Post comment"
        onSubmit={(comment) => create.mutateAsync({ newsFeedId, comment })}
      />
      {comments.isPending ? (
        <Stack gap="sm" data-testid="comments-loading">
          <CommentSkeleton />
          <CommentSkeleton />
        </Stack>
      ) : comments.isError ? (
        <Alert color="red" title="Comments could not be loaded">
          <Button
            variant="light"
            color="red"
            size="xs"
            mt="xs"
            onClick={() => void comments.refetch()}
          >
            Try again
          </Button>
        </Alert>
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No comments yet. Be the first to comment.
        </Text>
      ) : (
        <Stack gap="sm">
          {rows.map((c) => (
            <CommentItem key={c._id} comment={c} isAdmin={isAdmin} />
          ))}
          {comments.hasNextPage && (
            <Group justify="center">
              <Button
                variant="default"
                size="xs"
                loading={comments.isFetchingNextPage}
                onClick={() => void comments.fetchNextPage()}
              >
                Load more comments
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Stack>
  );
}
