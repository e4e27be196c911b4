import { Stack, Text, Title } from '@mantine/core';
import { ReviewQueue } from '../components/review-queue';

/**
 * The review queue (issue 31, decision 94): everything members reported and the contact-us
 * messages, in one list an admin works through.
 */
export function AdminReviewPage() {
  return (
    <Stack gap="md">
      <div>
        <Title order={1} fz="h2">
          Review queue
        </Title>
        <Text size="sm" c="dimmed">
          Reported posts, responses and comments, and contact-us messages, newest first.
        </Text>
      </div>
      <ReviewQueue />
    </Stack>
  );
}
