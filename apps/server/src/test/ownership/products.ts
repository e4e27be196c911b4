// Ownership of product declarations; the catalogue is everyone's.
import { products } from '@portal/contract';
import type { OwnershipRow, PublicRoute } from './types';

const ADMIN_CONTENT =
  'catalogue content is authored by every admin alike (admin: true, 403 to others)';

export const productsPublicByDesign: PublicRoute[] = [
  ...[
    'GET /api/admin/products/:id',
    'PATCH /api/admin/products/:id',
    'DELETE /api/admin/products/:id',
    'GET /api/admin/producers/:id',
    'PATCH /api/admin/producers/:id',
    'DELETE /api/admin/producers/:id',
  ].map((route) => ({ route, ids: ['params.id'], reason: ADMIN_CONTENT })),
  { route: 'POST /api/admin/products', ids: ['body.manufacturerId'], reason: ADMIN_CONTENT },
  { route: 'PATCH /api/admin/products/:id', ids: ['body.manufacturerId'], reason: ADMIN_CONTENT },
  {
    route: 'GET /api/product/get/:id',
    ids: ['params.id'],
    reason: 'the catalogue is for every self-certified user with the product module',
  },
  {
    route: 'GET /api/product/get',
    ids: ['query.manufacturerId[]'],
    reason: 'producers are catalogue data',
  },
  {
    route: 'POST /api/product/declarationForm/create',
    ids: ['body.productId', 'body.packId'],
    reason:
      'a prescriber may declare any product of the catalogue, in any of its packs (the server checks the pack is the product’s)',
  },
  {
    route: 'GET /api/product/declarationForm/get',
    ids: ['query.productId'],
    reason: 'it filters the caller’s own declarations by a catalogue product',
  },
];

type Declaration = { id: string };
const declaration: OwnershipRow<Declaration> = {
  kind: 'product declaration',
  create: (ctx, a) => ctx.make.declaration(a),
  view: (ctx, a) => ctx.call(a, products.getDeclarations),
  routes: [
    {
      route: 'GET /api/product/declarationPdf/:id',
      ids: ['params.id'],
      access: 'read',
      call: (o) => ({ params: { id: o.id } }),
    },
  ],
};

export const productsRows = [declaration];
