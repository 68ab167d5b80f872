/**
 * CPU time used by a process, or by a PostgreSQL cluster (the postmaster and every backend), read
 * from /proc (Linux). The time a phase costs per message is less sensitive to the machine's
 * other load than its latencies are.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Linux reports CPU times in USER_HZ ticks, 100 per second. */
const msPerTick = 10;

type Times = { parent: number; own: number; waitedChildren: number };

function timesOf(pid: number): Times | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may hold spaces: state is field 3 of proc(5).
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const field = (n: number) => Number(fields[n - 3]);
    return {
      parent: field(4),
      own: (field(14) + field(15)) * msPerTick,
      waitedChildren: (field(16) + field(17)) * msPerTick,
    };
  } catch {
    return null;
  }
}

/** The process's parent: for a PostgreSQL backend, the postmaster. */
export function parentOf(pid: number): number {
  return timesOf(pid)?.parent ?? 0;
}

/** CPU milliseconds the process has used so far. */
export function processCpuMs(pid: number): number {
  return timesOf(pid)?.own ?? 0;
}

/** CPU milliseconds the cluster has used so far: the postmaster, its live backends and the ended ones. */
export function clusterCpuMs(postmaster: number): number {
  const main = timesOf(postmaster);
  if (!main) return 0;
  let total = main.own + main.waitedChildren;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const times = timesOf(Number(entry));
    if (times?.parent === postmaster) total += times.own;
  }
  return total;
}
