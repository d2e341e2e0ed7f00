import { vi } from 'vitest';

/** An active alert raised on trip 12, as GET alertas/{id}/ answers it. */
export const activeAlert = {
  id: 12,
  issued_by: 21,
  issued_by_name: 'Ana López',
  issued_by_photo: null,
  issued_by_phone: '8112345678',
  latitude: 25.7,
  longitude: -100.32,
  location: 'Av. Constitución 400',
  viaje: 12,
  planta: 3,
  planta_name: 'Planta Apodaca',
  status: 0,
  attended_by: null,
  attended_by_name: '',
  attended_at: null,
  comentario: '',
  created_at: '2026-03-10T07:30:00',
  updated_at: '2026-03-10T07:30:00',
  history: [],
};

/** The same alert once a desk attended it. */
export const attendedAlert = {
  ...activeAlert,
  status: 1,
  attended_by: 5,
  attended_by_name: 'Carlos Ruiz',
  attended_at: '2026-03-10T07:42:00',
  comentario: 'Patrulla enviada; la usuaria está bien.',
};

/** The trip the alert names: route 4, plant 3. */
const trip = { id: 12, ruta: 4, planta: 3, conductor: 7, status: 1 };

/** The data provider an alert's page reads; `overrides` replace any of its calls. */
export const alertProvider = (alert: Record<string, unknown> = activeAlert, overrides: Record<string, unknown> = {}) => ({
  getOne: vi.fn(async (resource: string) => ({ data: resource === 'viajes' ? trip : alert })),
  getMany: vi.fn(async (resource: string, { ids }: { ids: number[] }) => ({
    data: ids.map((id) =>
      resource === 'rutas' ? { id, name: 'Ruta Cumbres' } : resource === 'plantas' ? { id, name: 'Planta Apodaca', latitude: 25.78, longitude: -100.19 } : { id, name: `Persona ${id}` },
    ),
  })),
  getList: vi.fn(async () => ({ data: [], total: 0 })),
  getRecordList: vi.fn(async () => ({ data: [], total: 0 })),
  recordAction: vi.fn(async (resource: string, _id: number, action: string) => {
    if (action === 'atender') return { data: attendedAlert };
    return resource === 'rutas'
      ? { data: [{ lat: 25.7, lng: -100.35 }, { lat: 25.75, lng: -100.2 }] }
      : { data: [{ lat: 25.7, lng: -100.35, at: '2026-03-10T07:10:00Z' }, { lat: 25.7, lng: -100.32, at: '2026-03-10T07:29:00Z' }] };
  }),
  collectionRead: vi.fn(async () => ({ data: { tile_url: 'http://tiles.invalid/{z}/{x}/{y}.png', attribution: 'Tiles', max_zoom: 19 } })),
  ...overrides,
});
