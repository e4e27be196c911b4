import type { PublicationStatus, products } from '@portal/contract';
import { STATUS_TONES } from '../../../../shared/ui/status-tones';

export const STOCK_LABELS: Record<products.StockStatus, string> = {
  'in-stock': 'In stock',
  'low-stock': 'Low stock',
  'out-of-stock': 'Out of stock',
};

export const STATUS_LABELS: Record<PublicationStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
};

/** Tones dark enough for 4.5:1 on a light badge (shared/ui/status-tones). */
export const STATUS_COLOURS: Record<PublicationStatus, string> = {
  draft: 'gray.9',
  scheduled: STATUS_TONES.waiting,
  published: STATUS_TONES.good,
};

const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** Integer pence as pounds: 1250 → '£12.50'. */
export const formatPence = (pence: number) => pounds.format(pence / 100);
