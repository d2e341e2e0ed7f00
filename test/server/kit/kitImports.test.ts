import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The kit's modules import each other without cycles (type-only imports aside): a cycle makes
 * one module see the other's exports as undefined, depending on which is loaded first.
 */
const KIT = path.join(__dirname, '../../../server/kit');

/** Kit modules `source` imports values from (`import type` and all-`type` lists are erased). */
function valueImports(source: string): string[] {
  const found: string[] = [];
  for (const [, clause, target] of source.matchAll(/^(?:import|export)\s+([^;]*?)\s+from\s+'\.\/([\w-]+)'/gm)) {
    if (/^type\b/.test(clause)) continue;
    const names = /^\{([^}]*)\}$/.exec(clause.trim())?.[1].split(',').map((n) => n.trim()).filter(Boolean);
    if (names?.every((n) => n.startsWith('type '))) continue;
    found.push(target);
  }
  return found;
}

const graph = new Map(
  readdirSync(KIT)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => [f.replace(/\.ts$/, ''), valueImports(readFileSync(path.join(KIT, f), 'utf8'))]),
);

/** Every import path that comes back to where it started, as `a → b → a`. */
function cycles(): string[] {
  const out: string[] = [];
  const walk = (node: string, trail: string[]) => {
    for (const next of graph.get(node) ?? []) {
      if (next === trail[0]) out.push([...trail, next].join(' → '));
      else if (!trail.includes(next) && next > trail[0]) walk(next, [...trail, next]);
    }
  };
  for (const start of graph.keys()) walk(start, [start]);
  return out;
}

it('reads the kit\'s imports', () => {
  expect(graph.get('routes')).toContain('records');
  expect(valueImports("import type { A } from './a';\nimport { type B } from './b';\nimport { c, type D } from './c';")).toEqual(['c']);
});

it('has no import cycle between kit modules', () => {
  expect(cycles()).toEqual([]);
});
