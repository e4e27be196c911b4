// Licensed-producer profiles (SPEC §7 `lpProfile/get` and `/get/{id}`): the catalogue's
// producers (its manufacturers) with their licences, story and contact. A profile lists the
// producer's products only to a user who may see products (the product module and
// self-certification, as the catalogue's own calls require); anyone else gets the profile with
// `products: null` and `productsHiddenReason` saying why.

import { defineEndpoint } from '../../endpoint';
import type * as s from '../../schemas/education/producers';

export type * from '../../schemas/education/producers';

/** Why a profile came without its products. */
export const PRODUCTS_HIDDEN_REASONS = ['module', 'self-certification'] as const;
export type ProductsHiddenReason = (typeof PRODUCTS_HIDDEN_REASONS)[number];

export const getProducers = defineEndpoint<typeof s.getProducers>()({
  method: 'GET',
  path: '/api/lpProfile/get',
  summary:
    'Licensed producers by name; search in name, country and description; total in option[0].count.',
  access: 'user',
  module: 'education',
});

export const getProducer = defineEndpoint<typeof s.getProducer>()({
  method: 'GET',
  path: '/api/lpProfile/get/:id',
  summary:
    'One producer’s profile: licences, description, contact, and its products for a user who may see products (else `products` is null and `productsHiddenReason` says why).',
  access: 'user',
  module: 'education',
});
