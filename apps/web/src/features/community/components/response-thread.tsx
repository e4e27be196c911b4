import { useState } from 'react';
import { Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useCreateResponse, useResponses } from '../api/responses';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ResponseForm } from './response-form';
import { ResponseItem } from './response-item';
import classes from './community.module.css';

/** A post's responses, accepted first, each with its replies (one level), and the form. */
export function ResponseThread({
  postId,
  responseCount,
}: {
  postId: string;
  responseCount: number;
}) {
  const responses = useResponses(postId);
  const create = useCreateResponse(postId);
  const [replyTo, setReplyTo] = useState<string | null>(null);
  const threads = responses.data?.pages.flatMap((p) => p.rows) ?? [];

  return (
    <Stack gap="md" component="section" aria-labelledby="responses-title">
      <Title order={2} fz="h4" id="responses-title">
        Responses{' '}
        <Text span c="dimmed" inherit>
          ({responseCount})
        </Text>
      </Title>
      {responses.isPending ? (
        <Stack gap="sm" data-testid="responses-loading">
          {Array.from({ length: 2 }, (_, i) => (
            <Skeleton key={i} height={90} />
          ))}
        </Stack>
      ) : threads.length === 0 ? (
        <EmptyState title="No responses yet" text="Share what you know below." />
      ) : (
        <Stack gap="sm">
          {threads.map((t) => (
            <Stack key={t._id} gap="xs">
              <ResponseItem
                response={t}
                postId={postId}
                onReply={() => setReplyTo(replyTo === t._id ? null : t._id)}
              />
              {(t.replies.length > 0 || replyTo === t._id) && (
                <Stack gap="xs" className={classes.replies}>
                  {t.replies.map((r) => (
                    <ResponseItem key={r._id} response={r} postId={postId} />
                  ))}
                  {replyTo === t._id && (
                    <ResponseForm
                      label="Your reply"
                      submitLabel="Reply"
                      autoFocus
                      onCancel={() => setReplyTo(null)}
                      onSubmit={async (body) => {
                        await create.mutateAsync({ body, parentId: t._id });
                        setReplyTo(null);
                      }}
                    />
                  )}
                </Stack>
              )}
            </Stack>
          ))}
          {responses.hasNextPage && (
            <Button
              variant="default"
              onClick={() => void responses.fetchNextPage()}
              loading={responses.isFetchingNextPage}
              style={{ alignSelf: 'center' }}
            >
              Load more
            </Button>
          )}
        </Stack>
      )}
      <Paper withBorder radius="md" p="md">
        <ResponseForm
          label="Your response"
          submitLabel="Respond"
          onSubmit={(body) => create.mutateAsync({ body })}
        />
      </Paper>
    </Stack>
  );
}
