import { Badge } from '@mantine/core';
import { londonClock, shortDate } from '@portal/contract';

/** Whether a channel runs, or since when it is archived (in UK time). */
export function ChannelStateBadge({ archivedAt }: { archivedAt: string | null }) {
  return archivedAt ? (
    <Badge color="gray.9" variant="light" data-testid="channel-state">
      Archived {shortDate(londonClock(archivedAt))}
    </Badge>
  ) : (
    <Badge color="blue.9" variant="light" data-testid="channel-state">
      Running
    </Badge>
  );
}
