import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { alive as running } from '../../../server/db/embedded';
import { until } from '../../client/until';

/**
 * The bench's children end with it (bench/children.ts): a bench killed alone, or one that throws,
 * leaves no server, pgbench or wrk running. A stand-in bench starts a long `sleep` through each
 * of the module's two ways, says their pids, then is killed or throws.
 */
const CHILDREN = path.resolve('bench/children.ts');

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'bench-children-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the stand-in with `then` after its children started; answers its exit and the children's pids. */
async function standIn(then: string) {
  const script = path.join(dir, 'bench.ts');
  writeFileSync(
    script,
    `import { spawn } from 'node:child_process';
import { endedWithBench, runTool } from ${JSON.stringify(CHILDREN)};
const spawned = endedWithBench(spawn('sleep', ['60'], { stdio: 'ignore' }));
const tool = runTool('sleep', ['60']);
tool.catch(() => undefined);
console.log(JSON.stringify([spawned.pid, tool.child.pid]));
${then}
`,
  );
  const bench = spawn(process.execPath, ['--import', 'tsx', script], { stdio: ['ignore', 'pipe', 'ignore'] });
  const pids = await new Promise<number[]>((resolve) => bench.stdout.once('data', (line: Buffer) => resolve(JSON.parse(String(line)) as number[])));
  expect(pids.every(running)).toBe(true);
  return { bench, pids, exited: new Promise<number | null>((resolve) => bench.once('exit', (code) => resolve(code))) };
}

it('ends its children when the bench alone is sent SIGTERM or SIGINT, exiting as the signal would', async () => {
  for (const [signal, code] of [['SIGTERM', 143], ['SIGINT', 130]] as const) {
    const { bench, pids, exited } = await standIn('setInterval(() => undefined, 1000);');
    bench.kill(signal);
    expect(await exited).toBe(code);
    await until(() => expect(pids.filter(running)).toEqual([]));
  }
});

it('ends its children when the bench stops on an error', async () => {
  const { pids, exited } = await standIn("setTimeout(() => { throw new Error('the bench failed'); }, 50);");
  expect(await exited).toBe(1);
  await until(() => expect(pids.filter(running)).toEqual([]));
});
