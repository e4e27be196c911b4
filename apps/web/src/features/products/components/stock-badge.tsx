import { Badge } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconX } from '@tabler/icons-react';
import type { products } from '@portal/contract';
import { STOCK_LABELS } from '../lib/format';
import { STATUS_TONES } from '../../../shared/ui/status-tones';

// Dark fills and a dark outline, so white or coloured text keeps a 4.5:1 contrast; low stock is
// outlined with a warning icon so it stands apart from both other states, not by colour alone.
export const LOOKS: Record<products.StockStatus, { color: string; variant: 'filled' | 'outline' }> =
  {
    'in-stock': { color: STATUS_TONES.good, variant: 'filled' },
    'low-stock': { color: STATUS_TONES.waiting, variant: 'outline' },
    'out-of-stock': { color: STATUS_TONES.bad, variant: 'filled' },
  };

const ICONS = {
  'in-stock': IconCheck,
  'low-stock': IconAlertTriangle,
  'out-of-stock': IconX,
} as const;

/** 'In stock', 'Low stock' or 'Out of stock'. */
export function StockBadge({
  status,
  size = 'md',
}: {
  status: products.StockStatus;
  size?: 'sm' | 'md' | 'lg';
}) {
  const Icon = ICONS[status];
  return (
    <Badge
      {...LOOKS[status]}
      size={size}
      radius="sm"
      leftSection={<Icon size={12} aria-hidden />}
      data-testid="stock-label"
      data-stock={status}
    >
      {STOCK_LABELS[status]}
    </Badge>
  );
}
