// `npm test`: every layer in turn (type-check, lint, unit and integration, end-to-end), then
// what each phase cost and the slowest test files, and last one summary line
// `tests: N passed, N failed`. Exits non-zero when anything failed.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { printCosts, playwrightFileTimes } from './test-costs.mjs';
import { availableParallelism } from 'node:os';
import {
  requireSupportedNode,
  ensureInstalled,
  ensureWebBuilt,
  root,
  run,
  runAll,
} from './lib.mjs';

requireSupportedNode();

const node = process.execPath;
const results = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const ci = process.env.CI === 'true';

function step(name, ok) {
  if (ok) results.passed++;
  else {
    results.failed++;
    failures.push(name);
  }
}

function section(title) {
  console.log(`\n━━ ${title} ━━`);
}

/** Each phase's wall time, in the order they ran. */
const phases = [];
/** Each test file's own time: { layer, project, file, ms }. */
const files = [];

/** Runs one phase and keeps its wall time (a promise's: once it settles). */
function timed(name, work) {
  const start = performance.now();
  const result = work();
  const done = () => phases.push({ name, ms: performance.now() - start });
  if (result instanceof Promise) return result.finally(done);
  done();
  return result;
}

ensureInstalled();
const outDir = join(root, '.data-test');
mkdirSync(outDir, { recursive: true });

section('type-check and lint');
// Independent and CPU-bound: two at a time on two cores (one per core), each type-check keeping
// its build info so a second run checks only what changed.
const tsc = (ws) => ({
  name: `type-check ${ws}`,
  cmd: node,
  args: [
    'node_modules/typescript/bin/tsc',
    '-p',
    `${ws}/tsconfig.json`,
    '--incremental',
    '--tsBuildInfoFile',
    join(outDir, 'tsbuildinfo', `${ws.replaceAll('/', '-')}.json`),
  ],
});
const checks = await timed('type-check and lint (at once)', () =>
  runAll(
    [
      // The longest first, so the pool ends together.
      ...['apps/server', 'apps/web', 'bench', 'packages/contract', 'e2e'].map(tsc),
      {
        name: 'eslint',
        cmd: node,
        args: [
          'node_modules/eslint/bin/eslint.js',
          '.',
          '--max-warnings=0',
          '--cache',
          '--cache-location',
          '.data-test/eslintcache',
        ],
      },
      {
        name: 'prettier',
        cmd: node,
        args: ['node_modules/prettier/bin/prettier.cjs', '--check', '.', '--log-level', 'warn'],
      },
    ],
    Math.min(2, availableParallelism()),
  ),
);
for (const c of checks) {
  phases.push({ name: c.name, ms: c.ms, part: true });
  step(c.name, c.code === 0);
}

section('unit and integration (vitest)');
if (!process.env.TEST_DATABASE_URL)
  console.log(
    'notice: TEST_DATABASE_URL is not set, so the PostgreSQL suites are skipped (CI sets it).',
  );
if (!process.env.TEST_REDIS_URL)
  console.log('notice: TEST_REDIS_URL is not set, so the Redis suites are skipped (CI sets it).');
const vitestJson = join(outDir, 'vitest.json');
const vitestTimes = join(outDir, 'vitest-timings.json');
rmSync(vitestJson, { force: true });
rmSync(vitestTimes, { force: true });
const vitestCode = timed('vitest (every project at once)', () =>
  run(
    node,
    [
      'node_modules/vitest/vitest.mjs',
      'run',
      '--reporter=default',
      '--reporter=json',
      '--reporter=./scripts/vitest-timings.mjs',
      `--outputFile.json=${vitestJson}`,
    ],
    { env: { ...process.env, VITEST_TIMINGS_FILE: vitestTimes } },
  ),
);
if (existsSync(vitestTimes)) {
  for (const f of JSON.parse(readFileSync(vitestTimes, 'utf8')))
    files.push({ layer: 'vitest', ...f });
}
if (existsSync(vitestJson)) {
  const r = JSON.parse(readFileSync(vitestJson, 'utf8'));
  results.passed += r.numPassedTests;
  results.failed += r.numFailedTests;
  results.skipped += r.numPendingTests + r.numTodoTests;
  if (r.numFailedTests) failures.push(`${r.numFailedTests} vitest test(s)`);
  // Named at the end, where a CI log's tail shows them.
  for (const file of r.testResults ?? []) {
    for (const t of file.assertionResults ?? []) {
      if (t.status === 'failed') failures.push(`vitest: ${t.fullName} (${file.name})`);
    }
  }
  // A crashed worker or an error outside a test fails the run without failing a test.
  if (vitestCode !== 0 && r.numFailedTests === 0) step('vitest run (errors outside tests)', false);
} else step('vitest run (no report)', false);

section('end-to-end (Playwright, Chromium)');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium) && !ci) {
  console.log(
    `notice: no Chromium at ${chromium}, so the end-to-end tests are skipped (apt-get install -y chromium, or set CHROMIUM_PATH).`,
  );
} else {
  // CI builds once; elsewhere a build as new as its sources (npm start's, a previous run's) serves.
  const built = timed('web build', () => ensureWebBuilt({ force: ci })) === 0;
  step('web build', built);
  if (built) {
    const report = join(root, 'e2e/artifacts/report.json');
    rmSync(report, { force: true });
    const code = timed('playwright (every project at once)', () =>
      run(
        node,
        ['node_modules/@playwright/test/cli.js', 'test', '-c', 'e2e/playwright.config.ts'],
        {
          env: { ...process.env, E2E_TRACE: 'off' },
        },
      ),
    );
    if (existsSync(report)) {
      const json = JSON.parse(readFileSync(report, 'utf8'));
      for (const f of playwrightFileTimes(json)) files.push({ layer: 'playwright', ...f });
      const s = json.stats;
      results.passed += s.expected;
      results.failed += s.unexpected + s.flaky;
      results.skipped += s.skipped;
      if (s.unexpected + s.flaky) {
        failures.push(`${s.unexpected + s.flaky} end-to-end test(s)`);
        console.log(
          'A failed spec run on its own keeps its trace: npx playwright test -c e2e/playwright.config.ts e2e/<file>.spec.ts -g "<test>"',
        );
      }
      if (code !== 0 && s.unexpected + s.flaky === 0)
        step('playwright run (errors outside tests)', false);
    } else step('playwright run (no report)', false);
  }
}

printCosts(phases, files);
console.log('');
if (results.skipped) console.log(`skipped: ${results.skipped} (reasons are in their names)`);
if (failures.length) console.log(`failed: ${failures.join('; ')}`);
console.log(`tests: ${results.passed} passed, ${results.failed} failed`);
process.exit(results.failed ? 1 : 0);
