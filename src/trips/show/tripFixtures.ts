import { vi } from 'vitest';
import { HttpError } from 'react-admin';

/** A finished trip with two occupants still on board, as GET viajes/{id}/ answers it. */
export const finishedTrip = {
  id: 12,
  ruta: 4,
  planta: 3,
  conductor: 7,
  vehiculo: 9,
  tipo: 0,
  status: 2,
  fecha_salida: '2026-03-10T07:30:00',
  fecha_llegada: '2026-03-10T08:20:00',
  kilometraje_salida: 15200,
  kilometraje_llegada: 15224,
  gasolina_salida: 80,
  gasolina_llegada: 72,
  distance: 24.35,
  reward: 37,
  credited_at: '2026-03-10T09:00:00',
  occupants: 3,
  boarded: 2,
  created_at: '2026-03-01T10:00:00',
  updated_at: '2026-03-10T09:00:00',
};

export const occupants = [
  { id: 31, viaje: 12, usuario: 21, status: 1, pickup_place: 'Av. Juárez 100', pickup_latitude: 25.68, pickup_longitude: -100.31, reward: null, credited_at: null },
  { id: 32, viaje: 12, usuario: 22, status: 2, pickup_place: 'Calle Hidalgo 5', pickup_latitude: 25.69, pickup_longitude: -100.3, reward: 24, credited_at: '2026-03-10T09:00:00' },
  { id: 33, viaje: 12, usuario: 23, status: 5, pickup_place: '', pickup_latitude: null, pickup_longitude: null, reward: null, credited_at: null },
];

const people: Record<number, string> = { 7: 'Juan Pérez', 21: 'Ana López', 22: 'Luis Soto', 23: 'Eva Ruiz' };

export const month = {
  usuario: 7,
  mes: 3,
  anio: 2026,
  driver: { trips: 18, km: 412.5, factor: 1.5, uncapped: 620, limit: 500, points: 500 },
  passenger: { trips: 0, km: 0, factor: 1, uncapped: 0, limit: 300, points: 0 },
  credited: { driver: 480, passenger: 0 },
};

/** The data provider a trip page reads, with the calls it makes; `overrides` replace any of them. */
export const tripProvider = (trip: Record<string, unknown> = finishedTrip, overrides: Record<string, unknown> = {}) => ({
  getOne: vi.fn(async () => ({ data: trip })),
  getMany: vi.fn(async (resource: string, { ids }: { ids: number[] }) => ({
    data: ids.map((id) =>
      resource === 'usuarios'
        ? { id, name: people[id] ?? `Persona ${id}` }
        : resource === 'rutas'
          ? { id, name: 'Ruta Cumbres' }
          : resource === 'plantas'
            ? { id, name: 'Planta Apodaca', latitude: 25.78, longitude: -100.19 }
            : { id, name: 'ABC-123-D', matricula: 'ABC-123-D' },
    ),
  })),
  getList: vi.fn(async () => ({ data: occupants, total: occupants.length })),
  getRecordList: vi.fn(async () => ({ data: [], total: 0 })),
  recordAction: vi.fn(async (resource: string, _id: number, action: string) => {
    if (action !== 'coordenadas') return { data: { ...trip, status: 3 } };
    return resource === 'rutas'
      ? { data: [{ lat: 25.7, lng: -100.35 }, { lat: 25.75, lng: -100.2 }] }
      : { data: [{ lat: 25.7, lng: -100.35, at: '2026-03-10T07:31:00Z' }, { lat: 25.72, lng: -100.3, at: '2026-03-10T07:45:00Z' }, { lat: 25.75, lng: -100.2, at: '2026-03-10T08:19:00Z' }] };
  }),
  collectionRead: vi.fn(async (resource: string) =>
    resource === 'mapa' ? { data: { tile_url: 'http://tiles.invalid/{z}/{x}/{y}.png', attribution: 'Tiles', max_zoom: 19 } } : { data: month },
  ),
  collectionAction: vi.fn(async () => ({ data: { viaje: 12, finalized: 2, credited: 30 } })),
  ...overrides,
});

export const refused = (status: number, message: string) => new HttpError(message, status, { detail: message });
