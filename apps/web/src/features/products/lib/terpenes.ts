import { TERPENE_PALETTE, type products } from '@portal/contract';

/** A terpene's share with its palette colour: the chart cycles through the 22 in order. */
export interface TerpeneSlice {
  name: string;
  value: number;
  color: string;
}

export function terpeneSlices(terpenes: products.ProductDetail['terpenes']): TerpeneSlice[] {
  return terpenes.map((t, i) => ({
    name: t.name,
    value: t.share,
    color: TERPENE_PALETTE[i % TERPENE_PALETTE.length] ?? TERPENE_PALETTE[0],
  }));
}
