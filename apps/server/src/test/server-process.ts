import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const serverDir = resolve(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const s = net.createServer();
    s.once('error', rej);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => res(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process has written so far, stdout (its JSON log) and stderr. */
  output(): string;
  /** SIGKILL: the process dies without closing anything, as in a crash. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

/** The real server (src/main.ts) in a child process on a loopback port. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      // Tests read the processes' log lines as JSON.
      LOG_FORMAT: 'json',
      DEMO_DATA: 'false',
      RATE_LIMIT_PER_MINUTE: '0',
      WEB_DIST: '/nonexistent',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-proc-')),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Both streams are read (an undrained pipe would stall a process that logs synchronously) and
  // kept, so a test can look for what the process logged, such as an unhandled rejection.
  let stderr = '';
  let output = '';
  child.stderr?.on('data', (d: Buffer) => {
    stderr += d.toString();
    output += d.toString();
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  // A bound, not a measure: a process that transpiles the server and migrates an empty database
  // beside three test workers on two cores took over 30 s; the callers' tests allow 60 s.
  const deadline = Date.now() + 50_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early: ${stderr}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not get ready: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  return {
    url,
    child,
    output: () => output,
    async kill() {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
