// Where a descriptor meets its schemas: `endpoints/<domain>.ts` holds what the web client calls
// (no zod), `schemas/<domain>.ts` the schemas under the same names. The server registers and
// tests its routes through this join; the browser never imports it.
import { z } from 'zod';
import type { Endpoint, EndpointSchemas, EndpointWithSchemas } from './endpoint';
import * as auth from './endpoints/auth';
import * as bookings from './endpoints/bookings';
import * as chat from './endpoints/chat';
import * as community from './endpoints/community';
import * as education from './endpoints/education';
import * as home from './endpoints/home';
import * as homeAdmin from './endpoints/home-admin';
import * as news from './endpoints/news';
import * as payments from './endpoints/payments';
import * as products from './endpoints/products';
import * as productsAdmin from './endpoints/products-admin';
import * as review from './endpoints/review';
import * as search from './endpoints/search';
import * as users from './endpoints/users';
import * as authSchemas from './schemas/auth';
import * as bookingsSchemas from './schemas/bookings';
import * as chatSchemas from './schemas/chat';
import * as communitySchemas from './schemas/community';
import * as educationSchemas from './schemas/education';
import * as homeSchemas from './schemas/home';
import * as homeAdminSchemas from './schemas/home-admin';
import * as newsSchemas from './schemas/news';
import * as paymentsSchemas from './schemas/payments';
import * as productsSchemas from './schemas/products';
import * as productsAdminSchemas from './schemas/products-admin';
import * as reviewSchemas from './schemas/review';
import * as searchSchemas from './schemas/search';
import * as usersSchemas from './schemas/users';

/** Each domain's descriptor module beside its schema module. */
export const ENDPOINT_DOMAINS: readonly (readonly [
  descriptors: Record<string, unknown>,
  schemas: Record<string, unknown>,
])[] = [
  [auth, authSchemas],
  [bookings, bookingsSchemas],
  [chat, chatSchemas],
  [community, communitySchemas],
  [education, educationSchemas],
  [home, homeSchemas],
  [homeAdmin, homeAdminSchemas],
  [news, newsSchemas],
  [payments, paymentsSchemas],
  [products, productsSchemas],
  [productsAdmin, productsAdminSchemas],
  [review, reviewSchemas],
  [search, searchSchemas],
  [users, usersSchemas],
];

/** A descriptor: method, path, summary and access, and (unlike a schema record) no response. */
export function isEndpoint(value: unknown): value is Endpoint {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.method === 'string' &&
    typeof v.path === 'string' &&
    v.path.startsWith('/') &&
    typeof v.access === 'string' &&
    !('response' in v)
  );
}

/** An endpoint's schemas: a plain object with a zod `response` (a schema has `_zod` instead). */
export function isEndpointSchemas(value: unknown): value is EndpointSchemas {
  return (
    typeof value === 'object' &&
    value !== null &&
    !(value instanceof z.ZodType) &&
    (value as { response?: unknown }).response instanceof z.ZodType
  );
}

let joined: Map<Endpoint, EndpointWithSchemas> | null = null;

/** Every descriptor with its schemas, made on first use (the server's, at start-up). */
function joinAll(): Map<Endpoint, EndpointWithSchemas> {
  if (joined) return joined;
  const map = new Map<Endpoint, EndpointWithSchemas>();
  for (const [descriptors, schemas] of ENDPOINT_DOMAINS) {
    for (const [name, descriptor] of Object.entries(descriptors)) {
      if (!isEndpoint(descriptor)) continue;
      const own = schemas[name];
      if (!isEndpointSchemas(own)) {
        throw new Error(`No schemas named ${name} for ${descriptor.method} ${descriptor.path}`);
      }
      map.set(descriptor, { ...descriptor, ...own } as EndpointWithSchemas);
    }
  }
  joined = map;
  return map;
}

/** A descriptor of the contract joined with its schemas, for registering and validating. */
export function withSchemas<E extends Endpoint>(endpoint: E): EndpointWithSchemas<E> {
  // One that carries its own (`defineEndpointWithSchemas`, a test's) is joined already.
  if (isEndpointSchemas(endpoint)) return endpoint as EndpointWithSchemas<E>;
  const found = joinAll().get(endpoint);
  if (!found)
    throw new Error(`Not a descriptor of the contract: ${endpoint.method} ${endpoint.path}`);
  return found as EndpointWithSchemas<E>;
}

/** Every descriptor of the contract with its schemas, in the order the domains list them. */
export function endpointsWithSchemas(): EndpointWithSchemas[] {
  return [...joinAll().values()];
}
