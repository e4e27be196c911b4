import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { NODE_MAJOR, root } from './lib.mjs';

/** Runs requireSupportedNode as `npm start` and `npm test` do, with a given Node version. */
function check(version) {
  return spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const { requireSupportedNode } = await import('./scripts/lib.mjs'); requireSupportedNode('${version}'); console.log('went on');`,
    ],
    { cwd: root, encoding: 'utf8' },
  );
}

describe('the Node version check', () => {
  it('stops an older Node at once with one line naming the version needed and how to get it', () => {
    const r = check('20.20.2');
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    const lines = r.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`Node ${NODE_MAJOR} LTS or newer is needed (this is Node 20.20.2)`);
    expect(lines[0]).toContain(`npm i --prefix ~/.node${NODE_MAJOR} node@${NODE_MAJOR}`);
  });

  it('lets Node 24 and newer go on', () => {
    expect(check('24.21.0').stdout).toBe('went on\n');
    expect(check('26.1.0').stdout).toBe('went on\n');
  });
});
