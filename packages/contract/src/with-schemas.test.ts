import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpointWithSchemas } from './endpoint';
import * as products from './endpoints/products';
import * as productsSchemas from './schemas/products';
import {
  endpointsWithSchemas,
  ENDPOINT_DOMAINS,
  isEndpoint,
  isEndpointSchemas,
  withSchemas,
} from './with-schemas';

describe('withSchemas', () => {
  it('joins a descriptor with the schemas of its name', () => {
    const joined = withSchemas(products.getProducts);
    expect(joined.path).toBe('/api/product/get');
    expect(joined.query).toBe(productsSchemas.ProductListQuerySchema);
    expect(joined.response).toBe(productsSchemas.getProducts.response);
    expect(withSchemas(products.getProducts)).toBe(joined);
  });

  it('joins every descriptor, and every schema record has its descriptor', () => {
    const all = endpointsWithSchemas();
    expect(all.length).toBeGreaterThan(100);
    for (const e of all) expect(e.response).toBeInstanceOf(z.ZodType);
    for (const [descriptors, schemas] of ENDPOINT_DOMAINS) {
      for (const [name, value] of Object.entries(schemas)) {
        if (isEndpointSchemas(value)) expect(isEndpoint(descriptors[name]), name).toBe(true);
      }
    }
  });

  it('keeps the schemas of an endpoint defined with them, and refuses an unknown descriptor', () => {
    const own = defineEndpointWithSchemas({
      method: 'GET',
      path: '/api/test',
      summary: 'test',
      access: 'public',
      response: z.string(),
    });
    expect(withSchemas(own)).toBe(own);
    expect(() => withSchemas({ ...products.getProducts })).toThrow(/Not a descriptor/);
  });
});
