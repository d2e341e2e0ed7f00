import { execFile, type ChildProcess, type ExecFileOptions, type PromiseWithChild } from 'node:child_process';
import { promisify } from 'node:util';

/**
 * The bench's child processes still running (its servers, the floor, a start's build, pgbench,
 * wrk), ended with the bench however it ends: its own exit, a thrown error, or a signal sent to
 * it alone (`kill <pid>`, a CI's timeout), which would otherwise leave them running, holding
 * ports, memory and the CPU the next measurement needs.
 */
const live = new Set<ChildProcess>();

/** Ends `child` with the bench if it is still running then; answers it. */
export function endedWithBench<C extends ChildProcess>(child: C): C {
  live.add(child);
  child.once('exit', () => live.delete(child));
  return child;
}

const execFileAsync = promisify(execFile);

/** A tool's run (execFile as a promise, its output as text), ended with the bench. */
export function runTool(file: string, args: string[], options: ExecFileOptions = {}): PromiseWithChild<{ stdout: string; stderr: string }> {
  const running = execFileAsync(file, args, { ...options, encoding: 'utf8' });
  endedWithBench(running.child);
  return running;
}

const endAll = () => {
  for (const child of live) child.kill('SIGTERM');
};

process.on('exit', endAll);
for (const [signal, number] of [['SIGINT', 2], ['SIGTERM', 15], ['SIGHUP', 1]] as const) {
  process.on(signal, () => {
    endAll();
    // The embedded PostgreSQL's exit hook (async-exit-hook) also listens: it stops the cluster,
    // then exits. Alone, exit as the signal would have.
    if (process.listenerCount(signal) === 1) process.exit(128 + number);
  });
}
