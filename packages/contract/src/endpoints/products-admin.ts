// Authoring the catalogue (issue 31): products and licensed producers (a producer is the
// catalogue's manufacturer with Education's profile: one admin section). Admins only; a draft
// or scheduled product is in no public list, search, producer page or by-id answer.

import { defineEndpoint } from '../endpoint';
import type * as s from '../schemas/products-admin';

export type * from '../schemas/products-admin';

export const listAdminProducts = defineEndpoint<typeof s.listAdminProducts>()({
  method: 'GET',
  path: '/api/admin/products',
  summary:
    'Every product, drafts and scheduled included, by name; search in name, cultivar and producer; status filter; total in option[0].count.',
  access: 'user',
  admin: true,
});

export const getAdminProduct = defineEndpoint<typeof s.getAdminProduct>()({
  method: 'GET',
  path: '/api/admin/products/:id',
  summary: 'One product as its editor sees it, with packs and publication state.',
  access: 'user',
  admin: true,
});

export const createAdminProduct = defineEndpoint<typeof s.createAdminProduct>()({
  method: 'POST',
  path: '/api/admin/products',
  summary: 'Adds a product (a draft unless publishedAt is given); audited.',
  access: 'user',
  admin: true,
});

export const updateAdminProduct = defineEndpoint<typeof s.updateAdminProduct>()({
  method: 'PATCH',
  path: '/api/admin/products/:id',
  summary:
    'Changes some fields of a product: stock status, prices, publication (publishedAt) or anything else; audited.',
  access: 'user',
  admin: true,
});

export const deleteAdminProduct = defineEndpoint<typeof s.deleteAdminProduct>()({
  method: 'DELETE',
  path: '/api/admin/products/:id',
  summary:
    'Deletes a product; refused (409) once a prescriber has declared it (unpublish it instead); audited.',
  access: 'user',
  admin: true,
});

export const uploadAdminProductImage = defineEndpoint<typeof s.uploadAdminProductImage>()({
  method: 'POST',
  path: '/api/admin/products/image',
  summary:
    'Upload an image (multipart field `file`): JPEG, PNG or WebP checked by content as an avatar is, at most 5 MiB; stored as WebP. Send the answer’s `imageUrl` as the product’s (decision 100). Admins only.',
  access: 'user',
  admin: true,
});

export const uploadAdminProducerImage = defineEndpoint<typeof s.uploadAdminProducerImage>()({
  method: 'POST',
  path: '/api/admin/producers/image',
  summary:
    'Upload an image (multipart field `file`): JPEG, PNG or WebP checked by content as an avatar is, at most 5 MiB; stored as WebP. Send the answer’s `imageUrl` as the producer’s (decision 100). Admins only.',
  access: 'user',
  admin: true,
});

export const listAdminProducers = defineEndpoint<typeof s.listAdminProducers>()({
  method: 'GET',
  path: '/api/admin/producers',
  summary:
    'Every licensed producer with its profile, drafts included, by name; search; status filter; total in option[0].count.',
  access: 'user',
  admin: true,
});

export const getAdminProducer = defineEndpoint<typeof s.getAdminProducer>()({
  method: 'GET',
  path: '/api/admin/producers/:id',
  summary: 'One producer with its profile and publication state.',
  access: 'user',
  admin: true,
});

export const createAdminProducer = defineEndpoint<typeof s.createAdminProducer>()({
  method: 'POST',
  path: '/api/admin/producers',
  summary:
    'Adds a licensed producer and its profile (a draft unless publishedAt is given); audited.',
  access: 'user',
  admin: true,
});

export const updateAdminProducer = defineEndpoint<typeof s.updateAdminProducer>()({
  method: 'PATCH',
  path: '/api/admin/producers/:id',
  summary: 'Changes some fields of a producer or its profile, or its publication; audited.',
  access: 'user',
  admin: true,
});

export const deleteAdminProducer = defineEndpoint<typeof s.deleteAdminProducer>()({
  method: 'DELETE',
  path: '/api/admin/producers/:id',
  summary: 'Deletes a producer; refused (409) while it has products; audited.',
  access: 'user',
  admin: true,
});
