import { z } from 'zod';
import { prestamos } from '../../../server/db/schema';
import type { ResourceDeclaration } from '../../../server/kit/define';
import { checkReadOnlyView, showSchema } from '../../../server/kit/views';

/** The kit's read-only views refuse, at start-up, a declaration that would still write. */
const view: ResourceDeclaration = {
  base: 'vista',
  table: prestamos,
  input: z.object({}),
  filters: {},
  search: [],
  ordering: ['id'],
  defaultOrdering: 'id',
  exportColumns: [],
  readOnlyView: true,
};

describe('readOnlyView', () => {
  it('accepts a view with reads only', () => {
    expect(() => checkReadOnlyView(view)).not.toThrow();
    expect(() => checkReadOnlyView({ ...view, actions: [{ path: 'x', method: 'GET', access: 'show', answerSchema: 'record', handler: async () => null }] })).not.toThrow();
  });

  it('refuses transitions, files, a bulk status and POST calls, naming them', () => {
    expect(() => checkReadOnlyView({ ...view, transitions: [{ path: 't', method: 'GET', access: 'show' }] })).toThrow('vista: a read-only view declares no transitions');
    expect(() => checkReadOnlyView({ ...view, status: { field: 'status', values: [0, 1] } })).toThrow(/no status/);
    expect(() => checkReadOnlyView({ ...view, actions: [{ path: 'x', method: 'POST', access: 'edit', answerSchema: 'record', handler: async () => null }] })).toThrow(/a POST call/);
    expect(() => checkReadOnlyView({ ...view, readOnlyView: false, status: { field: 'status', values: [0] } })).not.toThrow();
  });
});

describe('embedHistory', () => {
  it('documents the embedded history on GET {id}/ only when declared', () => {
    const show = { response: { 200: z.object({}) } };
    expect(showSchema(view, show)).toBe(show);
    const embedded = showSchema({ ...view, base: 'vista_historia', embedHistory: 50 }, show).response as Record<number, z.ZodObject>;
    expect(Object.keys(embedded[200].shape)).toContain('history');
  });
});
