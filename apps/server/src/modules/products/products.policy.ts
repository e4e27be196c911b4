import type { products } from '@portal/contract';

// Pure rules of the catalogue, tested without a database.

/** CBD at least twice THC is high-CBD, THC at least twice CBD high-THC, anything else balanced. */
export function ratioBand(thc: number, cbd: number): products.RatioBand {
  if (cbd > 0 && cbd >= 2 * thc) return 'high-cbd';
  if (thc > 0 && thc >= 2 * cbd) return 'high-thc';
  return 'balanced';
}

/** The terpene with the largest share, or null for a product with no profile. */
export function dominantTerpene(terpenes: readonly { name: string; share: number }[]) {
  return (
    terpenes.reduce<{ name: string; share: number } | null>(
      (best, t) => (!best || t.share > best.share ? t : best),
      null,
    )?.name ?? null
  );
}

/** Price per gram, ml or unit in whole pence. */
export const pricePerUnitPence = (pricePence: number, size: number) =>
  size > 0 ? Math.round(pricePence / size) : pricePence;

/** A declaration is its author's; an admin may read any (support, audit). */
export const canReadDeclaration = (
  user: { _id: string; isAdmin: boolean },
  declaration: { userId: string },
) => user.isAdmin || declaration.userId === user._id;
