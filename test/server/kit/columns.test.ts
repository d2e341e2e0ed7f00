import { departamentos, plantas, usuarios } from '../../../server/db/schema';
import { columnOf, defineResource } from '../../../server/kit/define';
import { labelOf } from '../../../server/kit/references';
import { restrictionFor } from '../../../server/kit/restrictions';
import { departments } from '../../../server/resources/departments';

/** Columns by name: one lookup (define.ts columnOf) for declarations, reference targets and row restrictions, one message when misspelt. */
describe('columnOf', () => {
  it('finds a column of a declaration or of any named table', () => {
    expect(columnOf(departments, 'planta')).toBe(departamentos.planta);
    expect(columnOf({ base: 'plantas', table: plantas }, 'name')).toBe(plantas.name);
  });

  it('refuses a column the table lacks, and names inherited from objects', () => {
    expect(() => columnOf({ base: 'plantas', table: plantas }, 'nombre')).toThrow('plantas: unknown column nombre');
    expect(() => columnOf({ base: 'plantas', table: plantas }, 'constructor')).toThrow('plantas: unknown column constructor');
  });

  it('is what a reference\'s label and a row restriction are read with, with the same message', () => {
    const misspelt = defineResource({
      ...departments,
      references: { planta: { resource: 'plantas', table: plantas, label: 'nombre' } },
    });
    expect(() => labelOf(misspelt, 'planta')).toThrow('plantas: unknown column nombre');
    // domain/restrictions.ts restricts usuarios by `plataforma`, a column plantas lacks.
    expect(() => restrictionFor('usuarios', plantas)).toThrow('usuarios: unknown column plataforma');
    expect(restrictionFor('usuarios', usuarios).resource).toBe('usuarios/plataforma');
  });
});
