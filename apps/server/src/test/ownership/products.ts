// Ownership of product declarations; the catalogue is everyone's.
import { products } from '@portal/contract';
import type { OwnershipRow, PublicRoute } from './types';

export const productsPublicByDesign: PublicRoute[] = [
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
