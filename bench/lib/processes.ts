// Server processes a benchmark starts: spawned with tsx from the repository root, their output
// drained, stopped the way a deployment stops them.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { SERVER_NODE_ARGS } from '../../scripts/server-node-args.mjs';

const root = resolve(import.meta.dirname, '../..');

/** Every process started here, so that an interrupted run leaves none behind. */
export const children: ChildProcess[] = [];
export const killChildren = () => children.forEach((c) => c.exitCode === null && c.kill('SIGTERM'));

/** Resolves when the process has ended (a baseline must be gone before the next target starts). */
export const exited = (c: ChildProcess) =>
  c.exitCode !== null || c.signalCode !== null
    ? Promise.resolve()
    : new Promise((res) => c.once('exit', res));

/** Stops a target with SIGTERM, as a deployment would; one still there 15 s later is killed. */
export async function stop(c: ChildProcess, name: string) {
  c.kill('SIGTERM');
  const gone = await Promise.race([exited(c).then(() => true), sleep(15_000).then(() => false)]);
  if (!gone) {
    console.log(`  ${name} did not exit within 15 s of SIGTERM; killed`);
    c.kill('SIGKILL');
    await exited(c);
  }
}

export async function freePort() {
  return new Promise<number>((res) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => res(port));
    });
  });
}

export function readLines(stream: NodeJS.ReadableStream, onLine: (line: string) => void) {
  let rest = '';
  stream.on('data', (d: Buffer) => {
    const lines = (rest + d.toString()).split('\n');
    rest = lines.pop() ?? '';
    lines.forEach(onLine);
  });
}

/**
 * Starts `node [nodeArgs] --import tsx ...args`; resolves once `readyUrl` answers, or without
 * one when the process prints `{"ready":<port>}` (the port a number or a string); rejects if it
 * exits first.
 */
export async function startChild(
  args: string[],
  env: Record<string, string>,
  opts: { readyUrl?: string; nodeArgs?: string[] } = {},
): Promise<{ port: number; child: ChildProcess }> {
  const port = env.PORT ? Number(env.PORT) : 0;
  // The server runs with npm start's flags, so a benchmark measures what an operator runs.
  const serverArgs = args[0]?.endsWith('src/main.ts') ? SERVER_NODE_ARGS : [];
  const nodeArgs = [...serverArgs, ...(opts.nodeArgs ?? [])];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  // Always read the child's output: an undrained pipe fills up, and a server logging
  // synchronously to it then stops dead. Its log lines (JSON) are worth seeing; the banner not.
  readLines(child.stdout!, (line) => {
    if (line.startsWith('{"level"')) console.error(`  [${args[0]}] ${line}`);
  });
  if (opts.readyUrl) {
    for (let i = 0; i < 300; i++) {
      try {
        if ((await fetch(opts.readyUrl)).ok) return { port, child };
      } catch {
        // starting
      }
      if (child.exitCode !== null) break;
      await sleep(100);
    }
    throw new Error(`${args.join(' ')} did not start`);
  }
  return new Promise((res, rej) => {
    readLines(child.stdout!, (line) => {
      const m = line.match(/\{"ready":"?(\d+)"?\}/);
      if (m) res({ port: Number(m[1]), child });
    });
    child.once('exit', (code) => rej(new Error(`${args.join(' ')} exited early (${code})`)));
  });
}

/** SIGTERM to every child still running; SIGKILL to any still there 10 s later. */
export async function endChildren() {
  killChildren();
  await Promise.race([Promise.all(children.map(exited)), sleep(10_000)]);
  // A server still shutting down after that gives way before its database is dropped.
  children.forEach((c) => c.exitCode === null && c.kill('SIGKILL'));
}

/** Runs a benchmark's `main`; no child outlives it, whether it ends, fails or is interrupted. */
export function runBenchmark(main: () => Promise<void>) {
  process.on('exit', killChildren);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      killChildren();
      process.exit(130);
    });
  }
  main().then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      killChildren();
      process.exit(1);
    },
  );
}
