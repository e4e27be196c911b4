// What `npm test` prints of its own cost: each phase's wall time, each project's span within its
// phase, and the ten slowest test files. Plain Node, like the rest of scripts/.

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(9);

/**
 * Each test file's own time per Playwright project, from the JSON reporter's report: the sum of
 * its tests' durations (fixtures and hooks included), and when its first test started and its
 * last one ended.
 */
export function playwrightFileTimes(report) {
  const byKey = new Map();
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const r of test.results ?? []) {
          const key = `${test.projectName}|${file}`;
          const start = Date.parse(r.startTime);
          const row = byKey.get(key) ?? {
            project: test.projectName,
            file: `e2e/${file}`,
            ms: 0,
            start,
            end: start,
          };
          row.ms += r.duration;
          row.start = Math.min(row.start, start);
          row.end = Math.max(row.end, start + r.duration);
          byKey.set(key, row);
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file ?? suite.title);
  return [...byKey.values()];
}

/** From the first file's start to the last one's end, per layer and project. */
export function projectSpans(files) {
  const spans = new Map();
  for (const f of files) {
    const key = `${f.layer} ${f.project}`;
    const s = spans.get(key) ?? { layer: f.layer, project: f.project, start: f.start, end: f.end };
    s.start = Math.min(s.start, f.start);
    s.end = Math.max(s.end, f.end);
    spans.set(key, s);
  }
  return [...spans.values()];
}

/** Prints the phases (a project's span under its layer's phase) and the ten slowest files. */
export function printCosts(phases, files, log = console.log) {
  log('\n━━ cost ━━');
  const spans = projectSpans(files);
  for (const p of phases) {
    // A part of the phase before it (run beside the other parts): shown under it, not added.
    log(`${seconds(p.ms)}  ${p.part ? '  ' : ''}${p.name}`);
    const layer = p.name.startsWith('vitest (')
      ? 'vitest'
      : p.name.startsWith('playwright (')
        ? 'playwright'
        : null;
    for (const s of spans.filter((s) => s.layer === layer)) {
      log(`${seconds(s.end - s.start)}    ${s.project} (first file's start to last one's end)`);
    }
  }
  const total = phases.reduce((sum, p) => sum + (p.part ? 0 : p.ms), 0);
  log(`${seconds(total)}  in all`);
  const slowest = [...files].sort((a, b) => b.ms - a.ms).slice(0, 10);
  if (slowest.length) {
    log('slowest test files (their own time):');
    for (const f of slowest) log(`${seconds(f.ms)}  ${f.file} (${f.layer} ${f.project})`);
  }
}
