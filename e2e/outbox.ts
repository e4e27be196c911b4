import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The newest link containing `path` in e-mails to `to` in the e2e server's outbox. */
export async function linkFromOutbox(
  to: string,
  path: string,
  timeoutMs = 10_000,
): Promise<string> {
  const dir = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const safe = to.replace(/[^\w.@-]/g, '_');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let files: string[] = [];
    try {
      files = readdirSync(dir)
        .filter((f) => f.endsWith(`-${safe}.eml`))
        .sort();
    } catch {
      // no outbox yet
    }
    for (const f of files.reverse()) {
      const raw = readFileSync(join(dir, f), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      const m = raw.match(
        new RegExp(`https?://[^\\s"<>]*${path.replace(/[/?]/g, (c) => `\\${c}`)}[^\\s"<>]*`),
      );
      if (m) return m[0];
    }
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to} with ${path}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
