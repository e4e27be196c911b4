// A vitest reporter for `npm test`'s cost summary: how long each test file took in each project,
// and when each project's first file started and its last one ended. It writes them as JSON to
// VITEST_TIMINGS_FILE.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

export default class VitestTimings {
  /** @type {Map<string, number>} */
  #queued = new Map();
  /** @type {{ project: string; file: string; ms: number; start: number; end: number }[]} */
  #files = [];

  onTestModuleQueued(testModule) {
    this.#queued.set(`${testModule.project.name}|${testModule.moduleId}`, Date.now());
  }

  onTestModuleEnd(testModule) {
    const d = testModule.diagnostic();
    const project = testModule.project.name;
    const end = Date.now();
    this.#files.push({
      project,
      file: relative(root, testModule.moduleId),
      // Setting up, importing and every test and hook of the file: its own cost, not its wait.
      ms:
        d.environmentSetupDuration +
        d.prepareDuration +
        d.collectDuration +
        d.setupDuration +
        d.duration,
      start: this.#queued.get(`${project}|${testModule.moduleId}`) ?? end,
      end,
    });
  }

  onTestRunEnd() {
    const out = process.env.VITEST_TIMINGS_FILE;
    if (out) writeFileSync(out, JSON.stringify(this.#files));
  }
}
