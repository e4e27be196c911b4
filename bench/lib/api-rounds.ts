// bench/api's saturated rounds: autocannon on each target in turn (a b c d a b c d) so that drift
// on a shared machine hits every target alike, their means, and the table and ratios printed.
import autocannon from 'autocannon';
import type { Target } from './api-targets';
import { CONNECTIONS, DURATION_S, ROUNDS } from './api-settings';

interface Round {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

export type Summary = Partial<
  Record<Target['key'], { name: string; rps: number; p50: number; p99: number; errors: number }>
>;

/** One answer checked before the target is measured: the feed's 10 articles, or products. */
export async function check(target: Target): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${target.port}${target.path}`, {
    headers: target.headers,
  });
  const body = (await res.json()) as { data?: unknown[]; option?: { count: number }[] };
  if (res.status !== 200) throw new Error(`${target.name}: ${res.status} ${JSON.stringify(body)}`);
  const expected = target.key === 'e' || target.key === 'f' ? undefined : 10;
  if (target.key !== 'a' && expected && body.data?.length !== expected) {
    throw new Error(`${target.name}: expected 10 articles, got ${JSON.stringify(body)}`);
  }
  if ((target.key === 'e' || target.key === 'f') && !body.data?.length) {
    throw new Error(`${target.name}: expected products, got ${JSON.stringify(body)}`);
  }
}

export function load(target: Target, seconds: number): Promise<Round> {
  return new Promise((done, reject) => {
    autocannon(
      {
        url: `http://127.0.0.1:${target.port}${target.path}`,
        headers: target.headers,
        connections: CONNECTIONS,
        duration: seconds,
      },
      (err, result) => {
        if (err) return reject(err);
        done({
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors + result.timeouts + result.non2xx,
        });
      },
    );
  });
}

const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

/** ROUNDS rounds over every target, each round's line printed; the means per target. */
export async function runRounds(targets: Target[]): Promise<Summary> {
  const rounds = new Map<Target['key'], Round[]>(targets.map((t) => [t.key, []]));
  for (let round = 1; round <= ROUNDS; round++) {
    for (const target of targets) {
      const r = await load(target, DURATION_S);
      rounds.get(target.key)!.push(r);
      console.log(
        `round ${round} ${target.name.padEnd(22)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms${r.errors ? `  ERRORS ${r.errors}` : ''}`,
      );
    }
  }

  return Object.fromEntries(
    targets.map((t) => {
      const rs = rounds.get(t.key)!;
      return [
        t.key,
        {
          name: t.name,
          rps: mean(rs.map((r) => r.rps)),
          p50: mean(rs.map((r) => r.p50)),
          p99: mean(rs.map((r) => r.p99)),
          errors: rs.reduce((s, r) => s + r.errors, 0),
        },
      ];
    }),
  ) as Summary;
}

/** The means as a table, then the ratios of the targets measured. */
export function printSummary(summary: Summary) {
  console.log(
    `\nAPI benchmark: ${CONNECTIONS} connections, ${DURATION_S} s x ${ROUNDS} rounds per target (means)\n`,
  );
  console.log('| target | req/s | p50 ms | p99 ms | errors |');
  console.log('|---|---:|---:|---:|---:|');
  for (const s of Object.values(summary)) {
    console.log(
      `| ${s.name} | ${s.rps.toFixed(0)} | ${s.p50.toFixed(1)} | ${s.p99.toFixed(1)} | ${s.errors} |`,
    );
  }
  const ratio = (x: number, y: number) => `${((100 * x) / y).toFixed(1)}%`;
  const { a, b, b2, c, d, e, f } = summary;
  if (c && b) {
    console.log(
      `\nc/b ${ratio(c.rps, b.rps)} (target >= 60%, and c p99 <= 25 ms: ${c.p99.toFixed(1)} ms)`,
    );
  }
  if (c && a) console.log(`c/a ${ratio(c.rps, a.rps)}`);
  if (d && c) console.log(`d/c ${ratio(d.rps, c.rps)} (target >= 25%)`);
  if (c && b2 && b) {
    console.log(`diagnostic: c/b2 ${ratio(c.rps, b2.rps)}, b2/b ${ratio(b2.rps, b.rps)}`);
  }
  if (e && f) {
    console.log(
      `e/f ${ratio(e.rps, f.rps)} (target >= 90%; saturated e p99 ${e.p99.toFixed(1)} ms is queueing at ${CONNECTIONS} connections; no response cache)`,
    );
  }
}
