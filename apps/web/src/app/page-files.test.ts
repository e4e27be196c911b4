import { describe, expect, it } from 'vitest';
import { handleOf } from './page-files';

describe('a route module’s handle read from its source', () => {
  it('reads a literal, through `satisfies`, and leaves the rest of the module alone', () => {
    const source = `
      import { Page } from '#features/x/page';
      export const handle: PageHandle = {
        path: '/x', aliases: ['/y'], title: 'X', auth: true, sections: { tab: true },
      } satisfies PageHandle;
      export default function Route() { return <Page />; }`;
    expect(handleOf(source, 'x.tsx')).toEqual({
      path: '/x',
      aliases: ['/y'],
      title: 'X',
      auth: true,
      sections: { tab: true },
    });
  });

  it('runs the handle builders as the module does', () => {
    const source = `export const handle = adminPage({ path: '/admin/x/:id', title: 'X', detail: true });`;
    expect(handleOf(source, 'admin.x.id.tsx')).toEqual({
      path: '/admin/x/:id',
      title: 'X',
      auth: true,
      admin: true,
      breadcrumb: 'Admin',
      sections: { detail: true },
    });
  });

  it('refuses what it would have to run the page to know, naming the module', () => {
    const spread = `const flags = { auth: true }; export const handle = { path: '/x', title: 'X', ...flags };`;
    expect(() => handleOf(spread, 'x.tsx')).toThrow(
      /routes\/x\.tsx: its handle must be written out/,
    );
    const call = `export const handle = routeHandle('/x');`;
    expect(() => handleOf(call, 'x.tsx')).toThrow(/routeHandle\('\/x'\)/);
  });

  it('is undefined for a module without one (a layout)', () => {
    expect(handleOf(`export default function Layout() { return null; }`, 'layout.tsx')).toBe(
      undefined,
    );
  });
});
