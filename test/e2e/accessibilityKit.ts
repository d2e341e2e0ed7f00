import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { fixture } from './browser';
import { main, ScreenTour, type Look } from './screenTour';

// What the accessibility tours share (accessibility.test.ts, accessibilityGroups.test.ts): two
// files, so that two parts of the browser suite (vitest.config.ts) run the tours side by side.

export const button = (page: Page, name: RegExp) => main(page).getByRole('button', { name });
export const link = (page: Page, name: RegExp) => main(page).getByRole('link', { name });

/** The id (or plate) of the first record of a table in a state, read from the database: the demo has some of each. */
export async function anyIn(table: 'prestamos' | 'vehiculos' | 'usuarios' | 'alertas', column: string, status: number, key = 'id') {
  const [found] = await fixture<{ key: string }>(sql`SELECT ${sql.identifier(key)} AS key FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} = ${status} ORDER BY id LIMIT 1`);
  if (!found) throw new Error(`no ${table} with ${column} = ${status} in the demo data`);
  return found.key;
}

export const ADMIN_LISTS = [
  '/usuarios',
  '/usuarios/plataforma',
  '/vehiculos',
  '/solicitudes',
  '/viajes_fleet/viajes',
  '/viajes_fleet/solicitudes',
  '/tarjeta_gasolina',
  '/tarjeta_tag',
  '/plantas',
  '/departamentos',
  '/piezas',
  '/accesorios',
  '/alertas',
];

export const TRANSPORT_LISTS = ['/rutas', '/viajes', '/viajes/conductores', '/viajes/ocupantes', '/viajes/solicitudes'];

/** The create forms on a phone (the vehicle's is the longest). */
export const PHONE_FORMS = [
  '/vehiculos/agregar',
  '/usuarios/create',
  '/usuarios/plataforma/create',
  '/plantas/create',
  '/departamentos/create',
  '/piezas/create',
  '/accesorios/create',
];

/** One person's tour in a context of its own, closed afterwards. */
export async function tour(browser: Browser, email: string, look: Look, walk: (tour: ScreenTour) => Promise<void>) {
  const { tour, context } = await ScreenTour.start(browser, email, look);
  try {
    await walk(tour);
  } finally {
    await context.close();
  }
}
