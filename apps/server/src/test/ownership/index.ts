// The ownership table: for each kind of object, how user A makes one and every route that takes
// its id. contract-access.int.test.ts runs user B against each route with A's object: a read must
// give 403 or 404, a write 403 or 404 and leave A's object (and every table) as it was. A route
// whose id is anyone's to use goes in `publicByDesign`, with the reason. The suite fails when a
// route with an id parameter (see idParameters) is in neither, so new domains add rows to the
// file of their domain here.
import { bookingsPublicByDesign, bookingsRows } from './bookings';
import { chatPublicByDesign, chatRows, chatSelfReferences } from './chat';
import { communityPublicByDesign, communityRows } from './community';
import { educationClubPublicByDesign, educationClubRows } from './education-club';
import { educationCatalogPublicByDesign } from './education-catalog';
import { educationPublicByDesign, educationRows } from './education';
import { homePublicByDesign } from './home';
import { newsPublicByDesign, newsRows } from './news';
import { paymentsRows } from './payments';
import { productsPublicByDesign, productsRows } from './products';
import { reviewPublicByDesign } from './review';
import type { OwnershipRow, PublicRoute, SelfReference } from './types';
import { usersPublicByDesign, usersRows, usersSelfReferences } from './users';

export type { OwnedRoute, OwnershipRow, PublicRoute, SelfReference } from './types';

/** Routes whose id parameters are anyone's to use, and why. */
export const publicByDesign: PublicRoute[] = [
  ...communityPublicByDesign,
  ...productsPublicByDesign,
  ...homePublicByDesign,
  ...newsPublicByDesign,
  ...usersPublicByDesign,
  ...chatPublicByDesign,
  ...educationClubPublicByDesign,
  ...educationCatalogPublicByDesign,
  ...educationPublicByDesign,
  ...bookingsPublicByDesign,
  ...reviewPublicByDesign,
];

/** Calls that name the caller where someone else must be named. */
export const selfReferences: SelfReference[] = [...usersSelfReferences, ...chatSelfReferences];

/** Every row; a new kind of object adds one. */
export const ownershipTable = [
  ...usersRows,
  ...chatRows,
  ...newsRows,
  ...productsRows,
  ...communityRows,
  ...educationClubRows,
  ...educationRows,
  ...bookingsRows,
  ...paymentsRows,
] as OwnershipRow<unknown>[];
