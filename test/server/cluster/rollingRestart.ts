import { setTimeout as pause } from 'node:timers/promises';
import { statusOf, until } from '../http/serverProcess';
import { readySocket } from '../realtime/socketKit';
import { INSTANCE_HEADER } from './balancer';
import { call, jsonOf, NAMES, type Cluster, type Name } from './clusterSetup';
import { stopInstance } from './instances';

/** What a rolling restart is checked with: a few readers and writers going through the balancer all along. */

/** Between one call of a loop and its next: a steady load, not one that takes both cores. */
const PACE_MS = 100;

interface Failure {
  call: string;
  status: number;
  servedBy: string | null;
  body: string;
}

/** Three readers (a list, a record) and two writers (a new plant each time) calling until stopped; every answer must be 2xx. */
export function steadyLoad(cluster: Cluster, token: string) {
  let running = true;
  let answered = 0;
  const failures: Failure[] = [];
  const check = async (what: string, made: Promise<Awaited<ReturnType<typeof call>>>) => {
    try {
      const res = await made;
      answered++;
      if (res.status >= 300) failures.push({ call: what, status: res.status, servedBy: res.servedBy, body: res.body.toString().slice(0, 200) });
      return res;
    } catch (err) {
      failures.push({ call: what, status: 0, servedBy: null, body: String(err) });
      return null;
    }
  };
  const reader = async () => {
    while (running) {
      const list = await check('list', call(cluster, 'plantas/?limit=5', { token }));
      const id = list && list.status === 200 ? (jsonOf(list).results as { id: number }[])[0]?.id : undefined;
      if (id) await check('record', call(cluster, `plantas/${id}/`, { token }));
      await pause(PACE_MS);
    }
  };
  let made = 0;
  const writer = async (w: number) => {
    while (running) {
      const n = ++made;
      await check('write', call(cluster, 'plantas/', { method: 'POST', token, body: { name: `Planta de carga ${n}`, code: `RR${w}-${n}` } }));
      await pause(PACE_MS);
    }
  };
  const loops = [reader(), reader(), reader(), writer(1), writer(2)];
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return { failures, answered };
    },
  };
}

const untilState = (cluster: Cluster, name: Name, state: 'UP' | 'DOWN') =>
  until(`HAProxy to see ${name} ${state}`, async () => (await cluster.balancer.states())[name] === state, 60_000);

/**
 * SIGTERM to each instance in turn, then the same instance started again and back in the
 * balancer before the next. The first holds a write in flight (its row locked by the test) and a
 * websocket: answers what they saw.
 */
export async function restartInTurn(cluster: Cluster, token: string) {
  const first = cluster.instances.s1;
  const [plant] = jsonOf(await call(cluster, 'plantas/?limit=1', { token })).results as { id: number }[];
  const holder = await cluster.database.pool.connect();
  await holder.query('BEGIN');
  await holder.query('SELECT id FROM plantas WHERE id = $1 FOR UPDATE', [plant.id]);
  const write = call(cluster, `plantas/${plant.id}/`, { method: 'PATCH', token, on: 's1', body: { city: 'Saltillo' } });
  await until('the write to wait on its row', async () => {
    const { rowCount } = await cluster.database.pool.query(
      "SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query ILIKE '%\"plantas\"%'",
    );
    return (rowCount ?? 0) > 0;
  });
  const ticket = jsonOf(await call(cluster, 'auth/ws-ticket/', { method: 'POST', token, on: 's1' })).websockets_token as string;
  const socket = await readySocket(cluster.balancer.base.replace(/^http/, 'ws') + '/ws/', ticket, { headers: { [INSTANCE_HEADER]: 's1' } });

  first.proc.kill('SIGTERM');
  let readyAtOnce = 200;
  await until('s1 to say it is not ready', async () => (readyAtOnce = await statusOf(`${first.base}/ready`)) !== 200, 5000);
  await untilState(cluster, 's1', 'DOWN');
  // Past the grace the app closes: it stops listening while the write is still in flight.
  await until('s1 to stop listening', async () => (await statusOf(`${first.base}/health`)) === 0);
  await holder.query('ROLLBACK');
  holder.release();
  const [answered, closed, exitCode] = await Promise.all([write, socket.closed, first.exited]);
  await cluster.start('s1');
  await untilState(cluster, 's1', 'UP');

  for (const name of NAMES.filter((n) => n !== 's1')) {
    expect(await stopInstance(cluster.instances[name])).toBe(0);
    await cluster.start(name);
    await untilState(cluster, name, 'UP');
  }
  return { write: answered.status, readyAtOnce, socketClosed: closed.code, exitCode };
}
