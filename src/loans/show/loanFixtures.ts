import type { RaRecord } from 'react-admin';
import { json } from '../../../test/client/fetchMock';

/** A loan in Initial Audit (2) with a vehicle, both cards and its initial audit, as the API answers it. */
export const loan = (overrides: Partial<RaRecord> = {}): RaRecord => ({
  id: 12,
  usuario: 5,
  planta: 2,
  destino: 'Monterrey',
  motivo: 'Visita a proveedor',
  fecha_salida: '2025-05-10T08:00:00',
  fecha_regreso: '2025-05-12T18:30:00',
  status: 2,
  vehiculo: 7,
  tarjeta_gasolina: 3,
  tarjeta_tag: 4,
  auditoria_inicial: 20,
  auditoria_final: null,
  motivo_de_rechazo: '',
  motivo_cancelacion: '',
  created_at: '2025-05-02T09:15:00',
  updated_at: '2025-05-10T08:05:00',
  ...overrides,
});

export const history = [
  { id: 2, action: 'initial_audit', field: 'status', from_state: 7, to_state: 2, reason: '', at: '2025-05-10T08:05:00', user_id: 1, user_name: 'Ana López' },
  { id: 1, action: 'accept', field: 'status', from_state: 0, to_state: 7, reason: '', at: '2025-05-03T16:30:00', user_id: 2, user_name: 'Rubén Hernández' },
];

export const incident = {
  id: 30,
  prestamo: 12,
  tipo: 1,
  descripcion: 'Golpe en la defensa trasera',
  created_by: 5,
  created_at: '2025-05-11T13:00:00',
  imagenes: [{ n: 1, comentario: 'Defensa trasera', imagen: '/api/prestamos/12/incidencias/30/imagenes/1/' }],
};

const audit = (id: number, tipo: number, kilometraje: number, gasolina: number) => ({ id, prestamo: 12, tipo, vehiculo: 7, kilometraje, gasolina, created_by: 1, created_at: '2025-05-10T08:05:00', items: [] });

/** The API as the loan page reads it (fetch URLs under /api/), for a loan built by `loan()`. */
export const loanApi = (record: RaRecord | null = loan(), { incidents = [incident] as unknown[] } = {}) => (url: string): Response => {
  const path = url.split('?')[0];
  if (path === `/api/prestamos/${record?.id ?? 12}/`) return record ? json(record) : json({ detail: 'No encontrado.', code: 'not_found' }, 404);
  if (path.endsWith('/history/')) return json({ count: history.length, next: null, previous: null, results: history });
  if (path.endsWith('/incidencias/')) return json(incidents);
  if (/\/incidencias\/\d+\/imagenes\/\d+\/$/.test(path)) return new Response(new Uint8Array([0xff, 0xd8, 0xff]), { status: 200, headers: { 'Content-Type': 'image/jpeg' } });
  if (path === '/api/usuarios/q/') return json({ count: 1, next: null, previous: null, results: [{ id: 5, name: 'María', last_name: 'García', email: 'maria@flotilla.mx', telephone: '8112345678' }] });
  if (path === '/api/plantas/q/') return json({ count: 1, next: null, previous: null, results: [{ id: 2, name: 'Planta Norte' }] });
  if (path === '/api/vehiculos/7/') return json({ id: 7, matricula: 'ABC123', brand: 'Nissan', model: 'Versa', year: 2022, color: 'Gris' });
  if (path === '/api/tarjeta_gasolina/3/') return json({ id: 3, numero: 'G-0001', proveedor: 'Edenred', status: 1, prestamo: 12 });
  if (path === '/api/tarjeta_tag/4/') return json({ id: 4, numero: 'TAG-77', proveedor: 'IAVE', status: 1, prestamo: 12 });
  if (path === '/api/auditoria/20/') return json(audit(20, 0, 15200, 75));
  if (path === '/api/auditoria/21/') return json(audit(21, 1, 15840, 40));
  return json({ detail: 'No encontrado.', code: 'not_found' }, 404);
};
