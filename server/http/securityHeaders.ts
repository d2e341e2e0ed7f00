import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

type HeaderStep = { set: string; value: string } | { remove: string };

/**
 * What helmet does to a response for `options`, worked out once by running it on a stand-in.
 * Our options are static (no per-request nonce or directive function), so every answer gets the
 * same headers, while @fastify/helmet runs helmet(options) per request, parsing the CSP on every
 * call.
 */
export function helmetSteps(options: HelmetOptions): HeaderStep[] {
  const steps: HeaderStep[] = [];
  const res = {
    setHeader: (name: string, value: unknown) => steps.push({ set: name, value: String(value) }),
    removeHeader: (name: string) => steps.push({ remove: name }),
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not finish synchronously: its headers cannot be worked out once');
  return steps;
}

/**
 * Sends helmet's headers for `options` on every answer, set on the raw response in helmet's own
 * order and names, at the same point (an onRequest hook): byte for byte what @fastify/helmet sent.
 */
export function securityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const steps = helmetSteps(options);
  app.addHook('onRequest', (_req, reply, done) => {
    const raw = reply.raw;
    for (const step of steps) {
      if ('set' in step) raw.setHeader(step.set, step.value);
      else raw.removeHeader(step.remove);
    }
    done();
  });
}

/**
 * The origin a tile URL template loads its images from, as a CSP source: `https://tile.openstreetmap.org`,
 * and a subdomain placeholder as CSP's wildcard (`https://{s}.tile.example.com` → `https://*.tile.example.com`).
 */
export function tileOrigin(template: string): string {
  const origin = /^https?:\/\/[^/?#]+/i.exec(template.trim())?.[0];
  if (!origin) throw new Error(`not an http(s) URL template: ${template}`);
  return origin.replace('{s}', '*').toLowerCase();
}
