import { describe, expect, it } from 'vitest';
import { playwrightFileTimes, printCosts } from './test-costs.mjs';

describe("npm test's cost summary", () => {
  it('adds up each Playwright file per project, through nested suites', () => {
    const at = (s) => new Date(Date.UTC(2026, 10, 29, 9, 0, s)).toISOString();
    const report = {
      suites: [
        {
          file: 'news.spec.ts',
          specs: [
            {
              tests: [
                { projectName: 'desktop', results: [{ startTime: at(0), duration: 2000 }] },
                { projectName: 'mobile', results: [{ startTime: at(10), duration: 3000 }] },
              ],
            },
          ],
          suites: [
            {
              specs: [
                {
                  tests: [
                    { projectName: 'desktop', results: [{ startTime: at(4), duration: 1000 }] },
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
    const rows = playwrightFileTimes(report).sort((a, b) => a.project.localeCompare(b.project));
    expect(rows).toEqual([
      expect.objectContaining({ project: 'desktop', file: 'e2e/news.spec.ts', ms: 3000 }),
      expect.objectContaining({ project: 'mobile', file: 'e2e/news.spec.ts', ms: 3000 }),
    ]);
    expect(rows[0].end - rows[0].start).toBe(5000);
  });

  it('prints each phase, its projects’ spans, the total and the ten slowest files', () => {
    const lines = [];
    const files = Array.from({ length: 12 }, (_, i) => ({
      layer: 'vitest',
      project: i % 2 ? 'server-pglite' : 'web',
      file: `f${i}.test.ts`,
      ms: (i + 1) * 1000,
      start: 1000 * i,
      end: 1000 * i + 500,
    }));
    printCosts(
      [
        { name: 'type-check and lint (at once)', ms: 1500 },
        { name: 'eslint', ms: 1400, part: true },
        { name: 'vitest (every project at once)', ms: 60_000 },
      ],
      files,
      (l) => lines.push(l),
    );
    expect(lines).toContain('    1.5 s  type-check and lint (at once)');
    // A part of the phase above it, run beside the others: indented, and not added again.
    expect(lines).toContain('    1.4 s    eslint');
    expect(lines).toContain('   60.0 s  vitest (every project at once)');
    expect(lines.some((l) => /^ +10\.5 s {4}server-pglite /.test(l))).toBe(true);
    expect(lines).toContain('   61.5 s  in all');
    const slow = lines.slice(lines.indexOf('slowest test files (their own time):') + 1);
    expect(slow).toHaveLength(10);
    expect(slow[0]).toBe('   12.0 s  f11.test.ts (vitest server-pglite)');
  });
});
