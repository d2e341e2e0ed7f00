import type { LightMyRequestResponse } from 'fastify';
import type { LatLng } from '../../../domain/geo';
import { ROUTE_PATH } from '../../../domain/routes';
import { OCCUPANT_STATUS_VALUES, TRIP_STATUS_VALUES } from '../../../domain/trips';
import { TRIP_REQUEST_STATUS_VALUES } from '../../../domain/tripRequests';
import esClient from '../../../i18n/es/index';
import enClient from '../../../i18n/en/index';
import { roleTestApp } from '../support/roleApp';
import { addOccupant, addPerson, addRequest, addRoute, addTrip } from './transportRows';

/**
 * The staff transport answers in the screens' own words (i18n/<lang>/resources): every trip,
 * occupant and request state and trip type in the exports, and a route's path and departure
 * time errors, in Spanish and English alike.
 */
const { t, tokens } = roleTestApp();
let route: Awaited<ReturnType<typeof addRoute>>;
let requester: number;
const trips = new Map<number, { status: number; tipo: number }>();
const seats = new Map<number, number>();
const requests = new Map<number, { status: number; tipo: number }>();
const LINE: LatLng[] = [
  { lat: 25.7, lng: -100.4 },
  { lat: 25.7, lng: -100.3 },
];
beforeAll(async () => {
  route = await addRoute(t, LINE, { name: 'Ruta de palabras' });
  const driver = await addPerson(t, 'conductor');
  for (const status of TRIP_STATUS_VALUES) {
    const tipo = status % 2;
    trips.set((await addTrip(t, route, driver, `2034-02-0${status + 1}T12:00:00Z`, { status, tipo })).id, { status, tipo });
  }
  const [seated] = trips.keys();
  for (const status of OCCUPANT_STATUS_VALUES) seats.set((await addOccupant(t, seated, await addPerson(t), status)).id, status);
  requester = await addPerson(t, 'solicitante');
  for (const status of TRIP_REQUEST_STATUS_VALUES) {
    const tipo = (status + 1) % 2;
    requests.set((await addRequest(t, requester, LINE[0], `2034-02-0${status + 1}`, { status, tipo })).id, { status, tipo });
  }
});

const LANGS = [
  ['es', esClient],
  ['en', enClient],
] as const;

/** CSV rows as objects by header; quoted cells may hold commas. */
function csvRows(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(200);
  const [head, ...lines] = res.body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((line) => [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].map((m) => m[1].replace(/^"|"$/g, '').replace(/""/g, '"')));
  return lines.map((cells) => Object.fromEntries(head.map((name, i) => [name, cells[i]])));
}
const interpolate = (text: string, params: Record<string, number> = {}) => text.replace(/%\{(\w+)\}/g, (_, name: string) => String(params[name]));

describe('exports', () => {
  it.each(LANGS)('label every trip state and type as the trips screen does (%s)', async (lang, client) => {
    const { fields, choices } = client.resources.viajes;
    const rows = csvRows(await t.call({ token: tokens.c4, lang, url: `viajes/exportar/?format=csv&ruta=${route.id}` }));
    expect(rows.map((row) => [Number(row[fields.id]), row[fields.status], row[fields.tipo]]).sort((a, b) => Number(a[0]) - Number(b[0]))).toEqual(
      [...trips].map(([id, { status, tipo }]) => [id, choices.status[String(status) as keyof typeof choices.status], choices.tipo[String(tipo) as keyof typeof choices.tipo]]),
    );
  });

  it.each(LANGS)("label every occupant's state as the trip page does (%s)", async (lang, client) => {
    const { fields, choices } = client.resources.detalle_viaje;
    const [seated] = trips.keys();
    const rows = csvRows(await t.call({ token: tokens.rh, lang, url: `detalle_viaje/exportar/?format=csv&viaje=${seated}&ordering=id` }));
    expect(rows.map((row) => [Number(row[fields.id]), row[fields.status]])).toEqual([...seats].map(([id, status]) => [id, choices.status[String(status) as keyof typeof choices.status]]));
  });

  it.each(LANGS)("label every trip request's state and type as the requests screen does (%s)", async (lang, client) => {
    const { fields, choices } = client.resources.solicitudes_viaje;
    const types = client.resources.viajes.choices.tipo;
    const rows = csvRows(await t.call({ token: tokens.admin, lang, url: `solicitudes_viaje/exportar/?format=csv&usuario=${requester}&ordering=id` }));
    expect(rows.map((row) => [Number(row[fields.id]), row[fields.status], row[fields.tipo]])).toEqual(
      [...requests].map(([id, { status, tipo }]) => [id, choices.status[String(status) as keyof typeof choices.status], types[String(tipo) as keyof typeof types]]),
    );
  });
});

describe("a route's field errors", () => {
  it.each(LANGS)('word every path problem on PUT coordenadas/ as the route form does (%s)', async (lang, client) => {
    const { path } = client.resources.rutas;
    const tooMany = Array.from({ length: ROUTE_PATH.maxPoints + 1 }, (_, i) => ({ lat: 20 + i / 10_000, lng: -100 }));
    for (const [points, message] of [
      [[LINE[0]], interpolate(path.too_few, { count: ROUTE_PATH.minPoints })],
      [tooMany, interpolate(path.too_many, { count: ROUTE_PATH.maxPoints })],
      [[LINE[0], { lat: 91, lng: -100 }], path.out_of_range],
    ] as const) {
      const res = await t.call({ token: tokens.admin, lang, method: 'PUT', url: `rutas/${route.id}/coordenadas/`, payload: points });
      expect([res.statusCode, res.json()]).toEqual([400, { path: [message] }]);
    }
  });

  it.each(LANGS)('word a wrong departure time as the route form does (%s)', async (lang, client) => {
    const res = await t.call({ token: tokens.admin, lang, method: 'PATCH', url: `rutas/${route.id}/`, payload: { departure_time: '25:00' } });
    expect([res.statusCode, res.json()]).toEqual([400, { departure_time: [client.resources.configuracion.validation.time] }]);
  });
});
