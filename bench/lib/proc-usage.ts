// CPU of what shares the machine with the servers under load: PostgreSQL's own processes, read
// from /proc (Linux; no figure of theirs reaches the servers' /metrics), and the load generator
// itself, and the CPU time the hypervisor took from the machine (steal). The servers report
// their own CPU and memory at /metrics (lib/server-metrics.ts).
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** utime + stime of a process in seconds, or 0 once it has gone. */
export function cpuSecondsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may hold spaces, start after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** Every PostgreSQL process (the postmaster and its backends) by command name. */
function postgresPids(): number[] {
  return readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim().startsWith('postgres');
      } catch {
        return false;
      }
    });
}

/** CPU seconds of PostgreSQL and of this process, at one moment. */
export interface CpuSample {
  at: number;
  postgres: number;
  generator: number;
  host: ReturnType<typeof hostCpuTimes>;
}

export function sampleCpu(): CpuSample {
  const usage = process.cpuUsage();
  return {
    at: performance.now(),
    // Backends come and go; their time is counted while they live (a pool keeps them up).
    postgres: postgresPids().reduce((s, pid) => s + cpuSecondsOf(pid), 0),
    generator: (usage.user + usage.system) / 1e6,
    host: hostCpuTimes(),
  };
}

/** Each part's CPU between two samples, in cores (1.0 = one core busy the whole time). */
export function cpuBetween(a: CpuSample, b: CpuSample) {
  const seconds = (b.at - a.at) / 1000;
  return {
    postgres: Math.max(0, b.postgres - a.postgres) / seconds,
    generator: (b.generator - a.generator) / seconds,
    /** The whole machine's busy cores (all processes, the kernel's network work too): how near saturation it ran. */
    machine: a.host && b.host ? (b.host.busy - a.host.busy) / TICKS_PER_SECOND / seconds : NaN,
  };
}

/** CPU time the hypervisor gave to others ("steal"), to tell a disturbed run from a slow one. */
export function hostCpuTimes(): { steal: number; busy: number; total: number } | null {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1);
    // user nice system idle iowait irq softirq steal; guest time is already in user and nice.
    const n = fields.slice(0, 8).map(Number);
    return {
      steal: n[7] ?? 0,
      // user, nice, system, irq and softirq: time this machine's CPUs worked (ticks).
      busy: [0, 1, 2, 5, 6].reduce((sum, i) => sum + (n[i] ?? 0), 0),
      total: n.reduce((a, b) => a + b, 0),
    };
  } catch {
    return null;
  }
}

/** The share of the machine's CPU time stolen since `start`, as the bench prints it. */
export function stealSince(start: ReturnType<typeof hostCpuTimes>): string {
  const end = hostCpuTimes();
  if (!start || !end || end.total === start.total) return 'steal -';
  return `steal ${(((end.steal - start.steal) / (end.total - start.total)) * 100).toFixed(1)}%`;
}

/**
 * The CPU of processes `pids` and of the whole machine from now until the returned function is
 * called, in cores: what a latency figure was measured beside (a saturated machine's p99 is
 * mostly waiting for a core).
 */
export function cpuWindow(pids: number[]) {
  const at = performance.now();
  const host = hostCpuTimes();
  const before = pids.map(cpuSecondsOf);
  return () => {
    const seconds = (performance.now() - at) / 1000;
    const end = hostCpuTimes();
    return {
      processes: pids.reduce((sum, pid, i) => sum + cpuSecondsOf(pid) - before[i]!, 0) / seconds,
      machine: host && end ? (end.busy - host.busy) / TICKS_PER_SECOND / seconds : NaN,
    };
  };
}
