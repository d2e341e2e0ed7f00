import { vi } from 'vitest';

/** Two requests as solicitudes_viaje/ answers them: one pending, one accepted onto trip 12; their requesters' plants 3 and 4. */
export const requests = [
  {
    id: 41, usuario: 21, planta: 3, fecha: '2026-03-12', tipo: 0, status: 0, viaje: null, viaje_status: null, motivo_de_rechazo: null,
    pickup_place: 'Av. Juárez 100', pickup_latitude: 25.68, pickup_longitude: -100.31,
    dropoff_place: 'Planta Apodaca', dropoff_latitude: 25.78, dropoff_longitude: -100.19, created_at: '2026-03-09T10:00:00',
  },
  {
    id: 42, usuario: 22, planta: 4, fecha: '2026-03-11', tipo: 1, status: 1, viaje: 12, viaje_status: 0, motivo_de_rechazo: null,
    pickup_place: 'Planta Apodaca', pickup_latitude: 25.78, pickup_longitude: -100.19,
    dropoff_place: 'Calle Hidalgo 5', dropoff_latitude: 25.69, dropoff_longitude: -100.3, created_at: '2026-03-08T10:00:00',
  },
];

/** GET solicitudes_viaje/41/candidatos/: nearest first. */
export const candidates = [
  { viaje: 15, ruta: 4, ruta_name: 'Ruta Cumbres', fecha_salida: '2026-03-12T07:30:00', conductor: 'Juan Pérez', free_seats: 1, distance_km: 0.4 },
  { viaje: 16, ruta: 5, ruta_name: 'Ruta Mitras', fecha_salida: '2026-03-12T07:45:00', conductor: 'Rosa Díaz', free_seats: 3, distance_km: 1.85 },
];

/** The plants the requests name, as plantas/ answers them. */
export const plants = [
  { id: 3, name: 'Planta Apodaca' },
  { id: 4, name: 'Planta Escobedo' },
];

/** The data provider the request screens read; `overrides` replace any call. */
export const requestProvider = (overrides: Record<string, unknown> = {}) => ({
  getList: vi.fn(async (resource: string) => (resource === 'plantas' ? { data: plants, total: plants.length } : { data: requests, total: requests.length })),
  getOne: vi.fn(async (_resource: string, { id }: { id: string }) => ({ data: requests.find((request) => String(request.id) === String(id)) })),
  getMany: vi.fn(async (resource: string, { ids }: { ids: number[] }) => ({
    data: ids.map((id) =>
      resource === 'usuarios'
        ? { id, name: id === 21 ? 'Ana López' : 'Luis Soto' }
        : resource === 'plantas'
          ? plants.find((plant) => plant.id === id)
          : { id, name: 'Ruta Cumbres', ruta: 4, fecha_salida: '2026-03-11T17:00:00' },
    ),
  })),
  getRecordList: vi.fn(async () => ({ data: [], total: 0 })),
  collectionRead: vi.fn(async () => ({ data: { tile_url: 'http://tiles.invalid/{z}/{x}/{y}.png', attribution: 'Tiles', max_zoom: 19 } })),
  recordAction: vi.fn(async (_resource: string, id: number, action: string) => (action === 'candidatos' ? { data: candidates } : { data: { ...requests[0], id } })),
  collectionAction: vi.fn(async () => ({ data: {} })),
  ...overrides,
});
