import { products } from '@portal/contract';
import { lazily } from '../../../shared/lib/lazily';

const pounds = lazily(() => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }));

/** Integer pence as pounds with two decimals: 1250 → '£12.50'. */
export function formatPrice(pence: number): string {
  return pounds().format(pence / 100);
}

const POTENCY_UNIT_LABELS: Record<products.PotencyUnit, string> = {
  percent: '%',
  'mg-per-ml': 'mg/ml',
  'mg-per-unit': 'mg/unit',
};

const decimal = lazily(() => new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 }));

/** A THC or CBD potency with its unit: '22%', '10 mg/ml', '2.5 mg/unit'. */
export function formatPotency({ value, unit }: products.Potency): string {
  const label = POTENCY_UNIT_LABELS[unit];
  return unit === 'percent'
    ? `${decimal().format(value)}${label}`
    : `${decimal().format(value)} ${label}`;
}

export const FORM_LABELS: Record<products.ProductForm, string> = {
  flower: 'Flower',
  oil: 'Oil',
  capsule: 'Capsule',
  'vape-cartridge': 'Vape cartridge',
  pastille: 'Pastille',
};

export const STRAIN_LABELS: Record<products.StrainType, string> = {
  indica: 'Indica',
  sativa: 'Sativa',
  hybrid: 'Hybrid',
};

export const BAND_LABELS: Record<products.RatioBand, string> = {
  'high-cbd': 'High CBD',
  balanced: 'Balanced',
  'high-thc': 'High THC',
};

export const STOCK_LABELS: Record<products.StockStatus, string> = {
  'in-stock': 'In stock',
  'low-stock': 'Low stock',
  'out-of-stock': 'Out of stock',
};

export const SORT_LABELS: Record<products.ProductSort, string> = {
  name: 'Name (A–Z)',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  'thc-desc': 'THC: highest first',
  'cbd-desc': 'CBD: highest first',
  newest: 'Newest first',
};

/** The unit a per-unit price is for: 'per g', 'per ml', 'per capsule'. */
export function perUnitLabel(unit: products.PackUnit): string {
  return `per ${products.PACK_UNIT_NAMES[unit][0]}`;
}
