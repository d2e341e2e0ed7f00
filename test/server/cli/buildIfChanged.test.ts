import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildIfChanged, clientInputsHash, STAMP } from '../../../server/cli/buildIfChanged';

/**
 * `npm start` builds the client only when what the build reads changed since dist/ was built:
 * a checkout in a temporary folder, and a build that writes what vite would (or fails).
 */
let root: string;
let builds: number;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
const build = () => {
  builds += 1;
  rmSync(path.join(root, 'dist'), { recursive: true, force: true });
  write('dist/index.html', '<!doctype html>');
};
const start = () => buildIfChanged(root, build, () => undefined);

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'flotilla-build-'));
  builds = 0;
  write('index.html', '<!doctype html>');
  write('package.json', '{}');
  write('src/main.tsx', 'export {};');
  write('src/users/UserList.tsx', 'export const UserList = 1;');
  write('domain/rules.ts', 'export const rule = 1;');
  write('i18n/es/index.ts', 'export default {};');
  write('server/main.ts', 'export {};');
  expect(start()).toBe('built');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('building the client at start-up', () => {
  it('skips the build when nothing the build reads changed, and says so', () => {
    const lines: string[] = [];
    expect(buildIfChanged(root, build, (line) => lines.push(line))).toBe('skipped');
    expect(builds).toBe(1);
    expect(lines).toEqual([expect.stringContaining('Client unchanged since the last build')]);
  });

  it('skips it when only what the build does not read changed', () => {
    write('server/main.ts', 'export const changed = 1;');
    write('data/pg/PG_VERSION', '18');
    expect(start()).toBe('skipped');
  });

  it.each([
    ['a changed source', () => write('src/users/UserList.tsx', 'export const UserList = 2;')],
    ['an added source', () => write('src/users/UserShow.tsx', 'export const UserShow = 1;')],
    ['a removed source', () => rmSync(path.join(root, 'src/users/UserList.tsx'))],
    ['a moved source', () => {
      rmSync(path.join(root, 'src/users/UserList.tsx'));
      write('src/UserList.tsx', 'export const UserList = 1;');
    }],
    ['changed shared rules', () => write('domain/rules.ts', 'export const rule = 2;')],
    ['changed words', () => write('i18n/es/index.ts', 'export default { a: 1 };')],
    ['changed packages', () => write('package-lock.json', '{"lockfileVersion":3}')],
    ['a public folder', () => write('public/robots.txt', 'User-agent: *')],
    ['the compression script', () => write('server/cli/compressClient.ts', 'export {};')],
  ])('builds after %s', (_what, change) => {
    change();
    expect(start()).toBe('built');
    expect(builds).toBe(2);
    expect(start()).toBe('skipped');
  });

  it('builds when the build environment changed (source maps asked for, another NODE_ENV)', () => {
    const before = clientInputsHash(root, {});
    expect(clientInputsHash(root, { SOURCEMAP: '1' })).not.toBe(before);
    expect(clientInputsHash(root, { NODE_ENV: 'development' })).not.toBe(before);
    expect(clientInputsHash(root, { PORT: '8610' })).toBe(before);
  });

  it.each([
    ['no stamp (a build by `npm run build`, or an old dist/)', () => rmSync(path.join(root, 'dist', STAMP))],
    ['a cut stamp (written in part)', () => writeFileSync(path.join(root, 'dist', STAMP), readFileSync(path.join(root, 'dist', STAMP), 'utf8').slice(0, 20))],
    ['an empty stamp', () => writeFileSync(path.join(root, 'dist', STAMP), '')],
    ['no dist/ at all', () => rmSync(path.join(root, 'dist'), { recursive: true })],
    ['a dist/ without index.html', () => rmSync(path.join(root, 'dist', 'index.html'))],
  ])('builds with %s', (_what, damage) => {
    damage();
    expect(start()).toBe('built');
    expect(builds).toBe(2);
  });

  it('builds again at the next start after a build that failed', () => {
    write('src/main.tsx', 'export const broken = ;');
    const failing = () => {
      rmSync(path.join(root, 'dist'), { recursive: true, force: true });
      write('dist/index.html', '<!doctype html>');
      throw new Error('vite build failed');
    };
    expect(() => buildIfChanged(root, failing, () => undefined)).toThrow('vite build failed');
    expect(start()).toBe('built');
    expect(builds).toBe(2);
  });

  it('builds again after a build that failed before touching dist/, even with the sources changed back', () => {
    write('src/main.tsx', 'export const next = 1;');
    expect(() => buildIfChanged(root, () => { throw new Error('interrupted'); }, () => undefined)).toThrow('interrupted');
    write('src/main.tsx', 'export {};');
    expect(start()).toBe('built');
  });
});
