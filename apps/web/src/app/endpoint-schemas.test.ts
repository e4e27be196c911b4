import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { withoutEndpointSchemas } from '../../scripts/endpoint-schemas';

const parse = (code: string) => parseAst(code) as never;

describe('withoutEndpointSchemas', () => {
  const source = `
import { z } from 'zod';
const QuerySchema = z.object({ limit: z.number().int() });
export const BodySchema = QuerySchema.extend({ text: z.string().trim().max(20) });
export const listThings = defineEndpoint({
  method: 'GET',
  path: '/api/things',
  query: QuerySchema,
  response: z.array(z.string()),
});
const body = BodySchema;
export const addThing = defineEndpoint({ method: 'POST', path: '/api/things', body, response: z.null() });
z.config({ jitless: true });
`;
  const out = withoutEndpointSchemas(source, parse);

  it("replaces an endpoint's schemas by undefined and keeps the rest of it", () => {
    expect(out).toContain(
      `method: 'GET',\n  path: '/api/things',\n  query: undefined,\n  response: undefined,`,
    );
    expect(out).toContain(
      `{ method: 'POST', path: '/api/things', body: undefined, response: undefined }`,
    );
  });

  it('marks the calls of top-level constants pure, so an unused schema is dropped', () => {
    expect(out).toContain(
      'const QuerySchema = /* @__PURE__ */ z.object({ limit: /* @__PURE__ */ /* @__PURE__ */ z.number().int() });',
    );
    expect(out).toContain('export const BodySchema = /* @__PURE__ */ QuerySchema.extend(');
  });

  it('leaves a statement that is not a constant as it is', () => {
    expect(out).toContain('\nz.config({ jitless: true });');
  });

  it('gives code that still parses', () => {
    expect(() => parse(out)).not.toThrow();
  });

  it('leaves the calls of a function in a value alone: they run later, with their effects', () => {
    const refined = withoutEndpointSchemas(
      `export const Slots = z.array(z.string()).superRefine((slots, ctx) => {
  if (slots.length > 2) ctx.addIssue({ code: 'custom', message: 'Too many' });
});`,
      parse,
    );
    expect(refined).toContain('if (slots.length > 2) ctx.addIssue({');
    expect(refined).toContain('export const Slots = /* @__PURE__ */ /* @__PURE__ */ z.array(');
  });

  it('replaces an endpoint inside a replaced schema with it, leaving code that parses', () => {
    const nested = withoutEndpointSchemas(
      `const body = z.string();
export const outer = defineEndpoint({
  path: '/a',
  response: wrap(defineEndpoint({ path: '/b', body, response: z.object({ a: z.string() }) })),
});`,
      parse,
    );
    expect(nested).toContain("path: '/a',\n  response: undefined,\n});");
    expect(() => parse(nested)).not.toThrow();
  });
});
