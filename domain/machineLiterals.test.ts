import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { LICENCE_TRANSITIONS } from './licences';
import { LOAN_TRANSITIONS } from './loans';
import { VEHICLE_TRANSITIONS } from './vehicles';

/**
 * The state machines of vehicles, licences and loans live in domain/ only (domain/machines.ts):
 * the server's declarations and the client's record actions take their calls and states from
 * the tables. This reads server/ and src/ and fails where a call path or a state list is written
 * again on both sides, so that a second copy cannot come back unnoticed.
 */

const ROOT = join(__dirname, '..');
const TABLES = [VEHICLE_TRANSITIONS, LICENCE_TRANSITIONS, LOAN_TRANSITIONS];
const CALLS = new Set(TABLES.flatMap((table) => Object.values(table).flatMap((rule) => [rule.path, ...('bulk' in rule && rule.bulk ? [rule.bulk] : [])])));
/** The state objects these machines' states come from (licences: document status). */
const STATE_OBJECTS = new Set(['VEHICLE_STATUS', 'LOAN_STATUS', 'DOCUMENT_STATUS']);
/** Properties whose numeric lists are states (a transition's from and to, a filter's status). */
const STATE_KEYS = new Set(['from', 'to', 'status', 'states']);

type Side = 'server' | 'src';
interface Found {
  /** Quoted call paths, each with where. */
  calls: [string, string][];
  /** `path: '<call>'`: a declaration spelling its own call. */
  declared: [string, string][];
  /** State lists, as 'OBJECT:member,member' or 'numbers:0,7', each with where. */
  lists: [string, string][];
}

/** Source files of a side: no tests, test kits or fixtures. */
function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|TestKit|[Ff]ixtures/.test(file))
    .map((file) => join(ROOT, dir, file));
}

/** What a member of a list stands for: `VEHICLE_STATUS.pending`, `S.application` (S = LOAN_STATUS), `pending` (destructured), or a number. */
function stateName(node: ts.Expression, aliases: Map<string, string>, members: Map<string, string>): string | null {
  if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
    const object = aliases.get(node.expression.text) ?? node.expression.text;
    return STATE_OBJECTS.has(object) ? `${object}.${node.name.text}` : null;
  }
  if (ts.isIdentifier(node)) return members.get(node.text) ?? null;
  return null;
}

/** Reads one source: its quoted calls, its `path:` declarations and its state lists. */
function scan(text: string, where: string, found: Found) {
  const source = ts.createSourceFile(where, text, ts.ScriptTarget.Latest, true, where.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const aliases = new Map<string, string>();
  const members = new Map<string, string>();
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && node.initializer && ts.isIdentifier(node.initializer) && STATE_OBJECTS.has(node.initializer.text)) {
      const object = node.initializer.text;
      if (ts.isIdentifier(node.name)) aliases.set(node.name.text, object);
      else if (ts.isObjectBindingPattern(node.name))
        for (const element of node.name.elements) {
          const member = (element.propertyName ?? element.name) as ts.Identifier;
          if (ts.isIdentifier(element.name)) members.set(element.name.text, `${object}.${member.text}`);
        }
    }
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && CALLS.has(node.text)) {
      found.calls.push([node.text, where]);
      const parent = node.parent;
      if (ts.isPropertyAssignment(parent) && parent.initializer === node && ts.isIdentifier(parent.name) && parent.name.text === 'path') found.declared.push([node.text, where]);
    }
    // A list of states, or a call given only states (`inStatus(VEHICLE_STATUS.pending)`, `licenceIn(pending, rejected)`).
    const listed = ts.isArrayLiteralExpression(node) ? node.elements : ts.isCallExpression(node) ? node.arguments : null;
    if (listed && listed.length > 0) {
      const names = listed.map((element) => stateName(element as ts.Expression, aliases, members));
      if (names.every((name) => name !== null)) {
        const object = names[0]!.split('.')[0];
        if (names.every((name) => name!.startsWith(`${object}.`))) found.lists.push([`${object}:${names.map((name) => name!.split('.')[1]).sort().join(',')}`, where]);
      } else if (ts.isArrayLiteralExpression(node) && node.elements.every(ts.isNumericLiteral)) {
        const key = ts.isPropertyAssignment(node.parent) && ts.isIdentifier(node.parent.name) ? node.parent.name.text : '';
        if (STATE_KEYS.has(key)) found.lists.push([`numbers:${node.elements.map((n) => Number((n as ts.NumericLiteral).text)).sort((a, b) => a - b).join(',')}`, where]);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

const empty = (): Found => ({ calls: [], declared: [], lists: [] });

function scanSide(side: Side): Found {
  const found = empty();
  for (const file of sources(side)) scan(readFileSync(file, 'utf8'), relative(ROOT, file), found);
  return found;
}

/**
 * Words the database stores as table or column names (prestamos.auditoria_inicial, the incidencias
 * table): both sides read those as fields, so for them only a declaration spelling the call counts.
 */
function storedNames(): Set<string> {
  const names = new Set<string>();
  for (const file of sources('server/db/schema')) for (const match of readFileSync(file, 'utf8').matchAll(/\b\w+\(\s*'([a-z_0-9]+)'/g)) names.add(match[1]);
  return names;
}

/** The values found on both sides, each with one place on each side. */
function onBothSides(server: [string, string][], client: [string, string][], skip = new Set<string>()) {
  const inClient = new Map(client.map(([value, where]) => [value, where]));
  const both = new Map<string, string>();
  for (const [value, where] of server) if (!skip.has(value) && inClient.has(value) && !both.has(value)) both.set(value, `${where} and ${inClient.get(value)}`);
  return [...both].map(([value, places]) => `${value}: ${places}`);
}

describe('the state machines are written once, in domain/', () => {
  const server = scanSide('server');
  const client = scanSide('src');

  it('reads a fair share of both sides', () => {
    // A broken walk would find nothing and pass; the calls are still read as fields somewhere.
    expect(server.calls.length).toBeGreaterThan(0);
    expect(client.calls.length).toBeGreaterThan(0);
  });

  it('spells no call path of vehicles, licences or loans on both sides', () => {
    expect(onBothSides(server.calls, client.calls, storedNames())).toEqual([]);
  });

  it('declares no transition with a path of its own: declarations spread the table entry', () => {
    expect([...server.declared, ...client.declared].map(([call, where]) => `${call}: ${where}`)).toEqual([]);
  });

  it('writes no state list of these machines on both sides', () => {
    expect(onBothSides(server.lists, client.lists)).toEqual([]);
  });

  it('finds what it looks for: calls, declarations and state lists through aliases and destructuring', () => {
    const serverSide = empty();
    const clientSide = empty();
    scan("const { pending } = VEHICLE_STATUS; export const t = { path: 'liberar', from: [pending, VEHICLE_STATUS.active] };", 'server/a.ts', serverSide);
    scan("const S = VEHICLE_STATUS; const show = [S.active, S.pending]; call('liberar'); const o = { from: [0, 7] }; inStatus(LOAN_STATUS.incidence);", 'src/b.tsx', clientSide);
    scan("const o = { to: [7, 0], from: [LOAN_STATUS.incidence] };", 'server/c.ts', serverSide);
    expect(serverSide.declared).toEqual([['liberar', 'server/a.ts']]);
    expect(onBothSides(serverSide.calls, clientSide.calls)).toEqual(['liberar: server/a.ts and src/b.tsx']);
    expect(onBothSides(serverSide.lists, clientSide.lists)).toEqual([
      'VEHICLE_STATUS:active,pending: server/a.ts and src/b.tsx',
      'numbers:0,7: server/c.ts and src/b.tsx',
      'LOAN_STATUS:incidence: server/c.ts and src/b.tsx',
    ]);
  });
});
