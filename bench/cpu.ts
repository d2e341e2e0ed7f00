import { readdirSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * CPU time of a process and all its descendants, from /proc (Linux): the product's server (with
 * WORKERS > 1 its primary and every worker), the floor, PostgreSQL's postmaster and its backends.
 * Read before and after a loaded round, the difference divided by the round's calls is each
 * side's CPU per call.
 */

/** The fields of /proc/<pid>/stat the bench reads: CPU in clock ticks; c* are reaped children's. */
export interface ProcStat {
  pid: number;
  ppid: number;
  utime: number;
  stime: number;
  cutime: number;
  cstime: number;
}

/**
 * One /proc/<pid>/stat line. The command name (field 2) is in parentheses and may hold spaces
 * or parentheses itself, so the fields are counted from the last ')'.
 */
export function parseStat(line: string): ProcStat {
  const close = line.lastIndexOf(')');
  const pid = Number(line.slice(0, line.indexOf(' ')));
  // After ") ": state(3) ppid(4) … utime(14) stime(15) cutime(16) cstime(17).
  const fields = line.slice(close + 2).split(' ');
  const at = (n: number) => Number(fields[n - 3]);
  const stat = { pid, ppid: at(4), utime: at(14), stime: at(15), cutime: at(16), cstime: at(17) };
  if (Object.values(stat).some((v) => !Number.isFinite(v))) throw new Error(`not a /proc stat line: ${line.slice(0, 80)}`);
  return stat;
}

let ticks: number | undefined;
/** Clock ticks a second (getconf CLK_TCK; 100 on Linux when it cannot be asked). */
export function clockTicks(): number {
  if (ticks === undefined) {
    try {
      ticks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticks = 100;
    }
  }
  return ticks;
}

/** Every process's stat under `proc` (processes that end while it reads are left out). */
function readAll(proc: string): ProcStat[] {
  const out: ProcStat[] = [];
  for (const name of readdirSync(proc)) {
    if (!/^\d+$/.test(name)) continue;
    try {
      out.push(parseStat(readFileSync(path.join(proc, name, 'stat'), 'utf8')));
    } catch {
      // It ended between the listing and the read.
    }
  }
  return out;
}

/**
 * The CPU (ms, user + system) used so far by `root` and its descendants, each with its reaped
 * children's: a backend or worker that ends during a round moves its time into its parent's
 * cutime/cstime, so the sum stays whole. undefined when `root` is not running (or no /proc).
 */
export function treeCpuMs(root: number, proc = '/proc', hz = clockTicks()): number | undefined {
  let all: ProcStat[];
  try {
    all = readAll(proc);
  } catch {
    return undefined;
  }
  const children = new Map<number, ProcStat[]>();
  for (const stat of all) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), stat]);
  const top = all.find((s) => s.pid === root);
  if (!top) return undefined;
  let ticksUsed = 0;
  for (const pending = [top]; pending.length; ) {
    const stat = pending.pop()!;
    ticksUsed += stat.utime + stat.stime + stat.cutime + stat.cstime;
    pending.push(...(children.get(stat.pid) ?? []));
  }
  return (ticksUsed * 1000) / hz;
}

/** PostgreSQL's postmaster pid: the first line of `postmaster.pid` in its data folder. */
export function postmasterPid(dataDir: string): number | undefined {
  try {
    const pid = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** A process's parent (undefined when it is not running here). */
export function parentPid(pid: number, proc = '/proc'): number | undefined {
  try {
    return parseStat(readFileSync(path.join(proc, String(pid), 'stat'), 'utf8')).ppid;
  } catch {
    return undefined;
  }
}

/** CPU of each side over one round, per completed call, in µs; NaN where a side could not be read. */
export interface CpuPerCall {
  nodeUs: number;
  pgUs: number;
  /** Node's CPU ÷ PostgreSQL's for the same calls. */
  ratio: number;
}

export function perCall(nodeMs: number | undefined, pgMs: number | undefined, calls: number): CpuPerCall {
  const us = (ms: number | undefined) => (ms === undefined || !(calls > 0) ? NaN : (ms * 1000) / calls);
  const nodeUs = us(nodeMs);
  const pgUs = us(pgMs);
  return { nodeUs, pgUs, ratio: pgUs > 0 ? nodeUs / pgUs : NaN };
}

/**
 * Measures `round` with the CPU of the Node process tree at `node` and PostgreSQL's at `pg`
 * (undefined: not measured), divided by the calls it answers.
 */
export async function withCpu<T extends { requests: number }>(node: number, pg: number | undefined, round: () => Promise<T>): Promise<T & { cpu: CpuPerCall }> {
  const nodeBefore = treeCpuMs(node);
  const pgBefore = pg === undefined ? undefined : treeCpuMs(pg);
  const result = await round();
  const nodeAfter = treeCpuMs(node);
  const pgAfter = pg === undefined ? undefined : treeCpuMs(pg);
  const spent = (before?: number, after?: number) => (before === undefined || after === undefined ? undefined : after - before);
  return { ...result, cpu: perCall(spent(nodeBefore, nodeAfter), spent(pgBefore, pgAfter), result.requests) };
}

/** `root` and its descendants' pids (the server's primary and workers, say); empty when it is not running. */
export function treePids(root: number, proc = '/proc'): number[] {
  const all = readAll(proc);
  if (!all.some((s) => s.pid === root)) return [];
  const out: number[] = [];
  for (const pending = [root]; pending.length; ) {
    const pid = pending.pop()!;
    out.push(pid);
    pending.push(...all.filter((s) => s.ppid === pid).map((s) => s.pid));
  }
  return out;
}
