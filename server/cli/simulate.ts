import path from 'node:path';
import { addDays, format } from 'date-fns';
import { carPng } from '../seed/placeholders';

/**
 * `npm run simulate [URL]`: plays the phone (DOMAIN §7) against a running server, so a person can
 * watch the back office react: signs in as the demo app user with `User-Type: app`, raises a
 * panic alert at the user's plant (on their trip when one is under way), requests a fleet loan and
 * a trip, and registers a car with a photo, printing each step with the record and where to see it.
 * URL: the argument, else SIMULATE_URL, else http://localhost:$PORT (8000). The account:
 * SIMULATE_EMAIL and SIMULATE_PASSWORD (the demo's conductor@flotilla.mx by default).
 */

export interface SimulateOptions {
  url: string;
  email?: string;
  password?: string;
  log?: (line: string) => void;
}

/** What a step made: the record's id (null when the server refused or lacks the call) and what it said. */
export interface Step {
  step: 'alert' | 'loan' | 'trip' | 'vehicle' | 'photo';
  id: number | null;
  status: number;
}

interface Session {
  access: string;
  id: number;
  first_name: string;
  last_name: string;
  planta: { id: number; name: string; latitude: number | null; longitude: number | null } | null;
  viaje: number | null;
}

/** Querétaro's centre: where the phone says it is when its plant has no position. */
const FALLBACK = { latitude: 20.5888, longitude: -100.3899 };

export async function simulate({ url, email = 'conductor@flotilla.mx', password = 'flotilla', log = console.log }: SimulateOptions): Promise<Step[]> {
  const base = url.replace(/\/+$/, '');
  const login = await fetch(`${base}/api/auth/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'User-Type': 'app', 'Accept-Language': 'es' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`sign-in as ${email} refused: ${login.status} ${await login.text()}`);
  const me = (await login.json()) as Session;
  log(`Signed in as ${me.first_name} ${me.last_name} (usuario ${me.id}) with User-Type: app; plant: ${me.planta?.name ?? 'none'}; trip under way: ${me.viaje ?? 'none'}`);

  const send = async (apiPath: string, body: unknown, form = false) => {
    const res = await fetch(`${base}/api/${apiPath}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${me.access}`, 'Accept-Language': 'es', ...(form ? {} : { 'Content-Type': 'application/json' }) },
      body: form ? (body as FormData) : JSON.stringify(body),
    });
    const text = await res.text();
    const json = text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : {};
    return { status: res.status, json, text };
  };
  const steps: Step[] = [];
  const record = (step: Step['step'], answer: { status: number; json: Record<string, unknown>; text: string }, what: string, screen: string) => {
    const id = answer.status < 300 && typeof answer.json.id === 'number' ? answer.json.id : null;
    steps.push({ step, id, status: answer.status });
    log(id !== null ? `${what}: #${id} (${base}/api/${screen.split(' ')[0]}${id}/) — see ${base}${screen.split(' ')[1]}` : `${what}: refused, ${answer.status} ${answer.text.slice(0, 300)}`);
    return id;
  };

  const at = me.planta?.latitude != null && me.planta.longitude != null ? { latitude: me.planta.latitude, longitude: me.planta.longitude } : FALLBACK;
  const alert = await send('alertas/', { ...at, location: me.planta?.name ?? 'Sin planta', ...(me.viaje !== null ? { viaje: me.viaje } : {}) });
  if (alert.status === 404 || alert.status === 405) {
    steps.push({ step: 'alert', id: null, status: alert.status });
    log('Panic alert: skipped, this server has no POST alertas/ yet');
  } else {
    record('alert', alert, `Panic alert${me.viaje !== null ? ` on trip #${me.viaje}` : ''} at ${at.latitude}, ${at.longitude}`, 'alertas/ /alertas');
  }

  const tomorrow = addDays(new Date(), 1);
  const at8 = new Date(format(tomorrow, "yyyy-MM-dd'T'08:00:00XXX"));
  const loan = await send('prestamos/', {
    planta: me.planta?.id ?? null,
    destino: 'Visita a cliente en Celaya',
    motivo: 'Simulación desde el teléfono',
    fecha_salida: at8.toISOString(),
    fecha_regreso: new Date(at8.getTime() + 10 * 3600_000).toISOString(),
  });
  record('loan', loan, 'Fleet loan request', 'prestamos/ /viajes_fleet/solicitudes');

  const trip = await send('solicitudes_viaje/', {
    pickup_place: 'Av. Constituyentes 100',
    dropoff_place: me.planta?.name ?? 'Planta',
    pickup_latitude: at.latitude + 0.01,
    pickup_longitude: at.longitude + 0.01,
    dropoff_latitude: at.latitude,
    dropoff_longitude: at.longitude,
    fecha: format(tomorrow, 'yyyy-MM-dd'),
    tipo: 0,
  });
  record('trip', trip, 'Trip request', 'solicitudes_viaje/ /viajes/solicitudes');

  // A plate no demo vehicle holds (the demo's have no SIM prefix); a new one on each run.
  const plate = `SIM-${String(Math.floor(Math.random() * 100_000)).padStart(5, '0')}`;
  const vehicle = await send('vehiculos/', { matricula: plate, planta: me.planta?.id ?? null, brand: 'Nissan', model: 'March', year: new Date().getFullYear() - 3, color: 'Rojo' });
  const vehicleId = record('vehicle', vehicle, `Car registration ${plate}`, 'vehiculos/ /vehiculos');
  if (vehicle.status === 400 && 'owner' in vehicle.json) log('  (the account holds the most cars settings allow: raise vehicles_limit in /configuracion, or set SIMULATE_EMAIL)');
  if (vehicleId !== null) {
    const form = new FormData();
    form.append('imagen', new Blob([new Uint8Array(carPng('side', 'sedan', 'azul'))], { type: 'image/png' }), 'lateral.png');
    const photo = await send(`vehiculos/${vehicleId}/imagen1/`, form, true);
    steps.push({ step: 'photo', id: photo.status === 200 ? vehicleId : null, status: photo.status });
    log(photo.status === 200 ? `  photo imagen1 stored: ${base}${String(photo.json.imagen1)}` : `  photo refused: ${photo.status} ${photo.text.slice(0, 300)}`);
  }
  return steps;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? '')) {
  const url = process.argv[2] ?? process.env.SIMULATE_URL ?? `http://localhost:${process.env.PORT ?? 8000}`;
  simulate({ url, email: process.env.SIMULATE_EMAIL, password: process.env.SIMULATE_PASSWORD }).catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
