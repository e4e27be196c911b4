// bench/load's runs: the crowd of virtual users, a step measured once its users are in, and the
// two ways of running them, steps of more users until one is not held, or a soak.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { LoadAccount, LoadWorld } from './load-accounts';
import { sourceAddress } from './load-http';
import type { LoadRecorder } from './load-recorder';
import { figures, MIN_CALLS, printCallTypes, printStep, type StepFigures } from './load-report';
import { serverWindow } from './load-servers';
import {
  MAX_USERS,
  MODE,
  P99_LIMIT_MS,
  RAMP_SECONDS,
  SOAK_MINUTES,
  SOAK_USERS,
  START_USERS,
  STEP_SECONDS,
  STEP_USERS,
  THINK_MS,
  WARMUP_SECONDS,
} from './load-settings';
import { VirtualUser } from './load-sessions';
import { cpuBetween, sampleCpu } from './proc-usage';
import { delayBeyondTick, fmt, LAG_TICK_MS } from './stats';

/** Users that come and go: `grow` starts more (their logins spread over `rampMs`). */
export function crowd(
  accounts: LoadAccount[],
  urls: string[],
  world: LoadWorld,
  rec: LoadRecorder,
) {
  const active: { user: VirtualUser; done: Promise<void> }[] = [];
  return {
    get size() {
      return active.length;
    },
    /** Resolves once every new user has logged in (or failed to). */
    grow(to: number, rampMs: number): Promise<void> {
      const from = active.length;
      for (let i = from; i < to; i++) {
        // Sockets stay with the process the user logged in through (round-robin by user).
        const user = new VirtualUser(
          accounts[i]!,
          urls[i % urls.length]!,
          world,
          rec,
          THINK_MS,
          sourceAddress(i),
        );
        const delay = ((i - from) / Math.max(1, to - from)) * rampMs;
        active.push({ user, done: sleep(delay).then(() => user.run()) });
      }
      return Promise.all(active.slice(from).map((a) => a.user.joined)).then(() => undefined);
    },
    async stopAll() {
      active.forEach((a) => a.user.stop());
      await Promise.race([Promise.all(active.map((a) => a.done)), sleep(30_000)]);
    },
  };
}

/**
 * Grows the crowd to `users`, their logins spread over RAMP_SECONDS and not measured (the window
 * starts once all of them are in), then runs them for `seconds` and measures it (decision 0112).
 */
async function step(
  people: ReturnType<typeof crowd>,
  users: number,
  seconds: number,
  rec: LoadRecorder,
  urls: string[],
  warmupSeconds = 0,
) {
  if (users > people.size) {
    // Under load the logins can take longer than the ramp; none of them falls in the window.
    await Promise.all([people.grow(users, RAMP_SECONDS * 1000), sleep(RAMP_SECONDS * 1000)]);
  }
  // Not measured, but not forgiven: its errors are the step's.
  if (warmupSeconds > 0) await sleep(warmupSeconds * 1000);
  // A login or socket that failed in the ramp fails the step too: its user never took part.
  const rampErrors = [...rec.errors];
  rec.reset();
  rec.errors.push(...rampErrors);
  const window = await serverWindow(urls);
  const before = sampleCpu();
  const lag = monitorEventLoopDelay({ resolution: LAG_TICK_MS });
  lag.enable();
  await sleep(seconds * 1000);
  lag.disable();
  const cpu = cpuBetween(before, sampleCpu());
  const generatorLag = {
    p99: delayBeyondTick(lag.percentile(99) / 1e6, LAG_TICK_MS),
    max: delayBeyondTick(lag.max / 1e6, LAG_TICK_MS),
  };
  return figures(users, rec, seconds, cpu, generatorLag, await window.end());
}

/**
 * Brings the crowd near `users`, STEP_USERS more at a time, as a step-up run would: all at once
 * would be a login storm. The last STEP_USERS come in with the step (or minute) itself.
 */
async function comeIn(people: ReturnType<typeof crowd>, users: number) {
  for (let n = people.size + STEP_USERS; n < users; n += STEP_USERS) {
    await Promise.all([people.grow(n, RAMP_SECONDS * 1000), sleep(RAMP_SECONDS * 1000)]);
  }
}

/** Steps up until one is not held; the highest held and the first not held, for the baseline. */
export async function stepUp(people: ReturnType<typeof crowd>, rec: LoadRecorder, urls: string[]) {
  console.log(
    `\nfrom ${START_USERS} users, steps of ${STEP_USERS} (their logins over ${RAMP_SECONDS} s first, not measured), ${STEP_SECONDS} s each, up to ${MAX_USERS}; held while the p99 of every call type made ${MIN_CALLS} times or more is <= ${P99_LIMIT_MS} ms (login apart) and no error; ${WARMUP_SECONDS} s warm-up first`,
  );
  let held: StepFigures | undefined;
  let failed: StepFigures | undefined;
  for (let users = START_USERS; users <= MAX_USERS; users += STEP_USERS) {
    const warmup = users === START_USERS ? WARMUP_SECONDS : 0;
    if (users === START_USERS) await comeIn(people, users);
    const f = await step(people, users, STEP_SECONDS, rec, urls, warmup);
    printStep(f, MODE);
    if (f.errors.length || f.worst.p99 > P99_LIMIT_MS) {
      failed = f;
      break;
    }
    held = f;
  }
  if (held) printCallTypes('highest step held', held);
  if (failed) printCallTypes('first step not held', failed);
  console.log(
    `\nsummary (${MODE}): highest step held ${held ? `${held.users} active users, ${fmt(held.rps)} req/s` : 'none'}${failed ? '' : ` (LOAD_MAX_USERS ${MAX_USERS} reached)`}`,
  );
  return [
    ...(held ? [{ title: 'highest held', f: held }] : []),
    ...(failed ? [{ title: 'first not held', f: failed }] : []),
  ];
}

export async function soak(people: ReturnType<typeof crowd>, rec: LoadRecorder, urls: string[]) {
  console.log(`\nsoak: ${SOAK_USERS} users for ${SOAK_MINUTES} min; RSS each minute`);
  const minutes: StepFigures[] = [];
  // Errors on the way in are the first minute's.
  await comeIn(people, SOAK_USERS);
  for (let m = 1; m <= SOAK_MINUTES; m++) {
    if (m > 1) rec.errors.length = 0;
    const f = await step(people, SOAK_USERS, 60, rec, urls, m === 1 ? WARMUP_SECONDS : 0);
    minutes.push(f);
    process.stdout.write(`minute ${m}: `);
    printStep(f, MODE);
  }
  const errors = minutes.reduce((s, f) => s + f.errors.length, 0);
  const rss = minutes.map((f) => f.server.rssMb.reduce((s, r) => s + r, 0));
  console.log(
    `\nsoak summary (${MODE}): errors ${errors}, minutes with a p99 over ${P99_LIMIT_MS} ms ${minutes.filter((f) => f.worst.p99 > P99_LIMIT_MS).length}, RSS first ${fmt(rss[0] ?? NaN)} MB, last ${fmt(rss.at(-1) ?? NaN)} MB, highest ${fmt(Math.max(...rss))} MB`,
  );
  const last = minutes.at(-1);
  if (last) printCallTypes('last minute', last);
  return last ? [{ title: 'last minute', f: last }] : [];
}
