import { vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import type { RaRecord } from 'react-admin';
import { TestAdmin } from '../../../test/client/TestAdmin';
import { AuditPage } from './AuditPage';

export const parts = [
  { id: 3, name: 'Llanta delantera', status: 1 },
  { id: 4, name: 'Parabrisas', status: 1 },
];
export const accessories = [{ id: 5, name: 'Gato hidráulico', status: 1 }];

export const loan = (overrides: Partial<RaRecord> = {}): RaRecord => ({
  id: 7,
  usuario: 20,
  planta: 1,
  destino: 'Monterrey',
  status: 7,
  vehiculo: 9,
  auditoria_inicial: null,
  auditoria_final: null,
  ...overrides,
});

export const audit = (id: number, tipo: number, overrides: Partial<RaRecord> = {}): RaRecord => ({
  id,
  prestamo: 7,
  tipo,
  vehiculo: 9,
  kilometraje: tipo === 0 ? 1200 : 1850,
  gasolina: tipo === 0 ? 100 : 40,
  created_by: 1,
  created_at: '2025-05-03T16:30:00Z',
  items: [
    { id: 30 + id, pieza: 3, accesorio: null, name: 'Llanta delantera', calificacion: tipo === 0 ? 'good' : 'bad', comentario: tipo === 0 ? 'Sin desgaste' : 'Ponchada', imagen: `/api/auditoria/${id}/items/${30 + id}/imagen/` },
    { id: 40 + id, pieza: null, accesorio: 5, name: 'Gato hidráulico', calificacion: 'yes', comentario: 'Completo', imagen: `/api/auditoria/${id}/items/${40 + id}/imagen/` },
  ],
  ...overrides,
});

/** A fake data provider for the audit page: the loan, the catalogues, the audits, names, photos. */
export const auditProvider = (record: RaRecord, overrides: Record<string, unknown> = {}) => ({
  getOne: vi.fn(async (resource: string, { id }: { id: number }) => {
    if (resource === 'prestamos') return { data: record };
    return { data: audit(id, id === record.auditoria_inicial ? 0 : 1) };
  }),
  getList: vi.fn(async (resource: string) => {
    const rows = resource === 'piezas/activos' ? parts : resource === 'accesorios/activos' ? accessories : [];
    return { data: rows, total: rows.length };
  }),
  getMany: vi.fn(async (resource: string) => ({
    data: resource === 'usuarios' ? [{ id: 20, name: 'Ana', last_name: 'López' }, { id: 1, name: 'Rubén', last_name: 'Hernández' }] : [{ id: 9, matricula: 'ABC123' }],
  })),
  recordAction: vi.fn(async () => ({ data: audit(11, 0) })),
  uploadFiles: vi.fn(async () => ({ data: { ...record, status: 2 } })),
  getFileAt: vi.fn(async () => ({ blob: new Blob(['x'], { type: 'image/jpeg' }) })),
  ...overrides,
});

export const renderAudit = (dataProvider: object, { path = '/viajes_fleet/viajes/7/auditorias/crear', groups = ['Administrador'] } = {}) => (
  <TestAdmin path={path} groups={groups} dataProvider={dataProvider as never} withToasts>
    <Routes>
      <Route path="/viajes_fleet/viajes/:viaje/auditorias/:type" element={<AuditPage />} />
      <Route path="/viajes_fleet/viajes/:viaje" element={<p>Registro del préstamo</p>} />
    </Routes>
  </TestAdmin>
);

export const stubObjectUrls = () => {
  let n = 0;
  URL.createObjectURL = vi.fn(() => `blob:${(n += 1)}`);
  URL.revokeObjectURL = vi.fn();
};
