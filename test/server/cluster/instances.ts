import { spawnServer, untilReady, type Server } from '../http/serverProcess';

/** Flotilla's own start-up (serverProcess.ts) as one of several instances, each on a port of its own. */

export interface Instance extends Server {
  name: string;
  port: number;
}

/** Starts the instance `name` on `port` (the balancer's config names it) and waits until it is ready. */
export async function startInstance(name: string, port: number, env: Record<string, string>): Promise<Instance> {
  const server = await spawnServer(env, port);
  // Three start at once on two busy cores: longer than one server alone.
  await untilReady(server, { what: name, ms: 120_000 });
  return { ...server, name, port };
}

/** Stops an instance as an orchestrator does (SIGTERM), answering its exit code. */
export function stopInstance(instance: Instance): Promise<number | null> {
  if (instance.proc.exitCode === null && instance.proc.signalCode === null) instance.proc.kill('SIGTERM');
  return instance.exited;
}
