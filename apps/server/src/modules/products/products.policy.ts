import { products } from '@portal/contract';

// Pure rules of the catalogue, tested without a database.

// The catalogue's derived columns, computed as the admin's preview computes them.
export const { ratioBand, dominantTerpene } = products;

/** Price per gram, ml or unit in whole pence. */
export const pricePerUnitPence = (pricePence: number, size: number) =>
  size > 0 ? Math.round(pricePence / size) : pricePence;

/** A declaration is its author's; an admin may read any (support, audit). */
export const canReadDeclaration = (
  user: { _id: string; isAdmin: boolean },
  declaration: { userId: string },
) => user.isAdmin || declaration.userId === user._id;
