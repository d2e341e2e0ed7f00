import { expect, test } from 'vitest';
import { listScreenOf } from './routeScreens';

test("a list's path (with or without a trailing slash) names the screen fetched beside the admin", async () => {
  expect(listScreenOf('/usuarios')).toBeTypeOf('function');
  expect(listScreenOf('/usuarios/')).toBe(listScreenOf('/usuarios'));
  const screen = (await listScreenOf('/usuarios')!()) as Record<string, unknown>;
  expect(screen.UserList).toBeTypeOf('function');
});

test('a record, a form or the home page fetches nothing early', () => {
  expect(listScreenOf('/usuarios/12')).toBeUndefined();
  expect(listScreenOf('/usuarios/create')).toBeUndefined();
  expect(listScreenOf('/')).toBeUndefined();
});
