import { describe, expect, it } from 'vitest';
import { routeGroups, type PlannedChunk } from '../../scripts/route-chunks';

const chunk = (
  fileName: string,
  moduleIds: string[],
  imports: string[] = [],
  facadeModuleId: string | null = null,
): PlannedChunk => ({ fileName, moduleIds, imports, facadeModuleId, isEntry: false });

// A first build in short: the entry, the log-in page, the landing page, the layout and Home,
// with the small shared chunks the bundler cuts when left to itself.
const chunks: PlannedChunk[] = [
  { ...chunk('index.js', ['main', 'react'], ['react-dom.js']), isEntry: true },
  chunk('react-dom.js', ['react-dom']),
  chunk('login-page.js', ['login-page'], ['index.js', 'input.js'], 'login-page'),
  chunk('landing-page.js', ['landing-page'], ['index.js', 'input.js', 'tabs.js'], 'landing-page'),
  chunk('layout.js', ['layout'], ['index.js', 'input.js', 'tabs.js', 'menu.js'], 'layout'),
  chunk('home-page.js', ['home-page'], ['index.js', 'menu.js', 'card.js'], 'home-page'),
  chunk('input.js', ['input', 'use-id'], ['index.js']),
  chunk('tabs.js', ['tabs']),
  chunk('menu.js', ['menu', 'popover']),
  chunk('card.js', ['card']),
  chunk('products-page.js', ['products-page'], ['card.js', 'chart.js'], 'products-page'),
  chunk('chart.js', ['chart']),
];

describe('routeGroups', () => {
  const groups = routeGroups(chunks, {
    publicGroups: [
      { name: 'common', roots: ['login-page'] },
      { name: 'landing', roots: ['landing-page'] },
    ],
    groups: [
      { name: 'shell', roots: ['layout'] },
      { name: 'home', roots: ['home-page'] },
    ],
  });

  it('gives what the log-in page shares with the shell to common, and then the landing page', () => {
    expect(groups.get('input')).toBe('common');
    expect(groups.get('use-id')).toBe('common');
    expect(groups.get('tabs')).toBe('landing');
  });

  it('gives the rest of the layout to the shell and what Home adds to home', () => {
    expect(groups.get('menu')).toBe('shell');
    expect(groups.get('popover')).toBe('shell');
    expect(groups.get('card')).toBe('home');
  });

  it("leaves the entry's modules, the roots and other pages' modules to the bundler", () => {
    for (const id of ['main', 'react', 'react-dom', 'layout', 'home-page', 'login-page', 'chart']) {
      expect(groups.has(id), id).toBe(false);
    }
  });

  it('fails the build when a root is not a chunk of its own', () => {
    expect(() =>
      routeGroups(chunks, { publicGroups: [], groups: [{ name: 'x', roots: ['menu'] }] }),
    ).toThrow(/menu is not a chunk of its own/);
  });
});
