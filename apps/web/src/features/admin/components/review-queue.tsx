import { useState } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Pagination,
  Paper,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Pagination.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import { Link } from 'react-router';
import { londonClock, review, shortDateTime } from '@portal/contract';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { EmptyState } from '../../../shared/ui/empty-state';
import { STATUS_TONES } from '../../../shared/ui/status-tones';
import {
  REVIEW_PAGE_SIZE,
  useReviewAction,
  useReviewItems,
  type ReviewFilter,
} from '../api/review';

export const KIND_LABEL: Record<review.ReviewKind, string> = {
  communityPost: 'Community post',
  communityResponse: 'Community response',
  newsComment: 'News comment',
  journalClubComment: 'Journal club comment',
  contactMessage: 'Contact-us message',
};

const ACTION_LABEL: Record<review.ReviewAction, string> = {
  approve: 'Approved',
  remove: 'Removed',
  handled: 'Marked handled',
};

const when = (iso: string) => shortDateTime(londonClock(iso));

/** What "remove" does to each kind, for the confirmation. */
function removeText(item: review.ReviewItem): string {
  return item.kind === 'communityPost' || item.kind === 'communityResponse'
    ? 'It is deleted for everyone, with its responses. This cannot be undone.'
    : 'It is hidden from every reader. An admin can still restore it where it was posted.';
}

function ReviewEntry({
  item,
  busy,
  onAct,
}: {
  item: review.ReviewItem;
  busy: boolean;
  onAct: (action: review.ReviewAction) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const actions = review.actionsFor(item.kind);
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      data-testid="review-entry"
      aria-label={`${KIND_LABEL[item.kind]}: ${item.title}`}
    >
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <Badge
            variant="outline"
            size="sm"
            color={item.kind === 'contactMessage' ? 'blue' : 'red.9'}
          >
            {KIND_LABEL[item.kind]}
          </Badge>
          {item.hidden && (
            <Badge variant="light" size="sm" color={STATUS_TONES.bad}>
              Hidden
            </Badge>
          )}
          <Text size="xs" c="dimmed">
            {when(item.at)}
          </Text>
        </Group>
        <Text fw={600}>{item.title}</Text>
        {item.excerpt && (
          <Text size="sm" lineClamp={4} style={{ overflowWrap: 'anywhere' }}>
            {item.excerpt}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {item.author ? `By ${item.author}` : 'Anonymous'}
          {item.email ? ` · ${item.email}` : ''}
        </Text>
        {item.reasons.length > 0 && (
          <Group gap="xs" wrap="wrap">
            {item.reasons.map((r) => (
              <Badge
                key={r}
                variant="light"
                size="sm"
                color={STATUS_TONES.waiting}
                data-testid="review-reason"
              >
                {r}
              </Badge>
            ))}
          </Group>
        )}
        {item.handled && (
          <Text size="sm" data-testid="review-handled">
            {ACTION_LABEL[item.handled.action]} by {item.handled.by}, {when(item.handled.at)}
          </Text>
        )}
        <Group gap="xs" justify="space-between" wrap="wrap">
          {item.link ? (
            <Anchor component={Link} to={item.link} size="sm">
              View in context
            </Anchor>
          ) : (
            <span />
          )}
          {item.state === 'open' && (
            <Group gap="xs" wrap="wrap">
              {actions.includes('remove') && (
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  disabled={busy}
                  onClick={() => setConfirming(true)}
                >
                  Remove
                </Button>
              )}
              {actions.includes('handled') && (
                <Button
                  size="xs"
                  variant="default"
                  disabled={busy}
                  onClick={() => onAct('handled')}
                >
                  Mark handled
                </Button>
              )}
              {actions.includes('approve') && (
                <Button size="xs" disabled={busy} onClick={() => onAct('approve')}>
                  Approve
                </Button>
              )}
            </Group>
          )}
        </Group>
      </Stack>
      {confirming && (
        <ConfirmDialog
          title={`Remove this ${KIND_LABEL[item.kind].toLowerCase()}?`}
          text={removeText(item)}
          confirmLabel="Remove"
          onConfirm={() => onAct('remove')}
          onClose={() => setConfirming(false)}
        />
      )}
    </Paper>
  );
}

/**
 * The admins' one review queue (decision 94): everything reported and the contact-us messages,
 * newest first, filtered by state and kind, a page at a time; approve, remove (confirmed) and
 * mark handled. Cards stack on a phone.
 */
export function ReviewQueue() {
  const [filter, setFilter] = useState<ReviewFilter>({ state: 'open', kind: null, page: 1 });
  const items = useReviewItems(filter);
  const act = useReviewAction();
  const pages = Math.max(1, Math.ceil((items.data?.total ?? 0) / REVIEW_PAGE_SIZE));

  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap" align="flex-end">
        <SegmentedControl
          aria-label="State"
          value={filter.state}
          onChange={(state) =>
            setFilter((f) => ({ ...f, state: state as review.ReviewState, page: 1 }))
          }
          data={[
            { value: 'open', label: 'Open' },
            { value: 'handled', label: 'Handled' },
          ]}
        />
        <Select
          aria-label="Kind"
          placeholder="Every kind"
          clearable
          w={240}
          value={filter.kind}
          onChange={(kind) =>
            setFilter((f) => ({ ...f, kind: (kind as review.ReviewKind | null) ?? null, page: 1 }))
          }
          data={review.REVIEW_KINDS.map((k) => ({ value: k, label: KIND_LABEL[k] }))}
        />
        {items.data && (
          <Text size="sm" c="dimmed" data-testid="review-total">
            {items.data.total} {items.data.total === 1 ? 'entry' : 'entries'}
          </Text>
        )}
      </Group>
      {items.isPending ? (
        <Stack gap="sm" data-testid="review-loading">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={120} radius="md" />
          ))}
        </Stack>
      ) : items.isError ? (
        <EmptyState
          title="The review queue could not be loaded"
          text="Check your connection and try again."
        />
      ) : items.data.rows.length === 0 ? (
        <EmptyState
          title={filter.state === 'open' ? 'Nothing to review' : 'Nothing handled yet'}
          text="Reported posts, responses and comments and contact-us messages appear here."
        />
      ) : (
        <Stack gap="sm">
          {items.data.rows.map((item) => (
            <ReviewEntry
              key={`${item.kind}:${item._id}:${item.handled?.at ?? ''}`}
              item={item}
              busy={act.isPending}
              onAct={(action) => act.mutate({ item, action })}
            />
          ))}
        </Stack>
      )}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={filter.page}
          onChange={(page) => setFilter((f) => ({ ...f, page }))}
          size="sm"
        />
      )}
    </Stack>
  );
}
