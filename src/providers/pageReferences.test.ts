import type { GetManyParams } from 'react-admin';
import { pageReferences } from './pageReferences';

const rows = [
  { id: 1, ruta: 7, conductor: 41, relevo: 42, vehiculo: null },
  { id: 2, ruta: 7, conductor: 42, relevo: '', vehiculo: 3 },
  { id: 3, ruta: 8, conductor: 41, relevo: 43, vehiculo: 3 },
];

describe('pageReferences', () => {
  it('asks each resource once for the distinct records the rows name, several fields of one resource together', async () => {
    const asked: [string, GetManyParams][] = [];
    const getMany = async (resource: string, params: GetManyParams) => {
      asked.push([resource, params]);
      return { data: params.ids.map((id) => ({ id, name: `${resource} ${id}` })) };
    };
    const found = await pageReferences(rows, { ruta: 'rutas', conductor: 'usuarios', relevo: 'usuarios', vehiculo: 'vehiculos' }, getMany);
    expect(asked).toEqual([
      ['rutas', { ids: [7, 8] }],
      ['usuarios', { ids: [41, 42, 43] }],
      ['vehiculos', { ids: [3] }],
    ]);
    expect(found.usuarios.map((record) => record.name)).toEqual(['usuarios 41', 'usuarios 42', 'usuarios 43']);
  });

  it('asks nothing for a resource no row names, and answers none for one whose lookup fails', async () => {
    const asked: string[] = [];
    const getMany = async (resource: string) => {
      asked.push(resource);
      if (resource === 'rutas') throw new Error('403');
      return { data: [{ id: 3 }] };
    };
    const found = await pageReferences([rows[0]], { ruta: 'rutas', vehiculo: 'vehiculos' }, getMany);
    expect(asked).toEqual(['rutas']);
    expect(found).toEqual({ rutas: [], vehiculos: [] });
  });
});
