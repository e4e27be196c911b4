import type { products } from '@portal/contract';

let seq = 0;
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const PRODUCER_ID = '11111111-1111-4111-8111-111111111111';

/** A catalogue card's product; every call gets a new id. */
export function productFixture(
  overrides: Partial<products.ProductSummary> = {},
): products.ProductSummary {
  seq += 1;
  return {
    _id: uuid(seq),
    name: `Product ${seq}`,
    manufacturer: { _id: PRODUCER_ID, name: 'Albion Botanicals', country: 'United Kingdom' },
    form: 'flower',
    cultivar: 'Pink Kush',
    strainType: 'indica',
    thc: { value: 22, unit: 'percent' },
    cbd: { value: 1, unit: 'percent' },
    band: 'high-thc',
    dominantTerpene: 'Myrcene',
    stockStatus: 'in-stock',
    priceFromPence: 5500,
    summary: 'A summary.',
    imageUrl: null,
    createdAt: '2026-01-10T10:00:00.000Z',
    ...overrides,
  };
}

export function productDetailFixture(
  overrides: Partial<products.ProductDetail> = {},
): products.ProductDetail {
  return {
    ...productFixture(),
    countryOfOrigin: 'Canada',
    irradiated: false,
    terpenes: [
      { name: 'Myrcene', share: 40 },
      { name: 'Limonene', share: 35 },
      { name: 'Caryophyllene', share: 25 },
    ],
    packs: [{ _id: uuid(9001), size: 10, unit: 'g', pricePence: 5500, pricePerUnitPence: 550 }],
    stockChangedAt: '2026-02-01T09:00:00.000Z',
    description: '<p>Description.</p>',
    substitutes: [],
    ...overrides,
  };
}

export function declarationFixture(
  overrides: Partial<products.Declaration> = {},
): products.Declaration {
  seq += 1;
  return {
    _id: uuid(5000 + seq),
    reference: `DEC-2026-${String(seq).padStart(6, '0')}`,
    product: { _id: uuid(1), name: 'Product 1' },
    pack: { size: 10, unit: 'g' },
    prescriberName: 'Amelia Hughes',
    registrationNumber: '1234567',
    quantity: 2,
    indication: 'Chronic neuropathic pain',
    patientReference: 'PT-1001',
    signature: 'Amelia Hughes',
    date: '2026-03-01',
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}
