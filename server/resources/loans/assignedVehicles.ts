import { and, inArray, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { LOAN_HOLDING_STATES } from '../../../domain/loans';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { prestamos, usuarios, vehiculos } from '../../db/schema';
import { defineResource } from '../../kit/define';
import type { Row } from '../../kit/records';
import { licenceParams } from '../users/userFiles';
import { loans } from './loans';

/** What each row adds to its loan: the vehicle's plate, brand and model, the borrower's full name. */
const assignedShape = {
  matricula: z.string().describe("The vehicle's plate"),
  brand: z.string(),
  model: z.string(),
  usuario_nombre: z.string().describe("The borrower's full name"),
};

/**
 * A page's vehicles and borrowers by id (`cars`, `people`: arrays) in one statement, built and
 * named once (db/prepared.ts): one round trip and one pooled connection a call instead of two.
 * Each row says which it is (`kind`); a borrower's `model` is empty.
 */
const anyOf = (column: typeof vehiculos.id | typeof usuarios.id, ids: string) => sql`${column} = ANY(${sql.placeholder(ids)}::int[])`;
const carsAndPeople = preparedOnce((db, name) => {
  const cars = db
    .select({ kind: sql<'car' | 'person'>`'car'`.as('kind'), id: vehiculos.id, a: vehiculos.matricula, b: vehiculos.brand, c: vehiculos.model })
    .from(vehiculos)
    .where(anyOf(vehiculos.id, 'cars'));
  const people = db
    .select({ kind: sql<'car' | 'person'>`'person'`.as('kind'), id: usuarios.id, a: usuarios.name, b: usuarios.last_name, c: sql<string>`''`.as('c') })
    .from(usuarios)
    .where(anyOf(usuarios.id, 'people'));
  const query = cars.unionAll(people);
  return query.prepare(name(query));
});

/** The page's vehicles and borrowers, added to every row. */
async function loadAssigned(db: Db, rows: Row[]): Promise<Row[]> {
  const ids = (field: string) => [...new Set(rows.map((r) => r[field]).filter((v): v is number => typeof v === 'number'))];
  const found = await carsAndPeople(db).execute({ cars: ids('vehiculo'), people: ids('usuario') });
  const car = new Map<number, (typeof found)[number]>();
  const person = new Map<number, string>();
  for (const f of found) {
    if (f.kind === 'car') car.set(f.id, f);
    else person.set(f.id, licenceParams({ name: f.a, last_name: f.b }).name);
  }
  // Filled in place, not copied: the rows are the call's own (kit/define.ts `related`).
  for (const row of rows) {
    const vehicle = car.get(row.vehiculo as number);
    row.matricula = vehicle?.a ?? '';
    row.brand = vehicle?.b ?? '';
    row.model = vehicle?.c ?? '';
    row.usuario_nombre = person.get(row.usuario as number) ?? '';
  }
  return rows;
}

/**
 * `prestamos/vehiculos_asignados/`: the vehicles currently on loan (an open loan, LOAN_HOLDING_STATES,
 * holding one), one row per loan: the loan (id, status, dates, vehiculo, usuario) with the vehicle's
 * plate, brand and model and the borrower's full name, with the loan list's filters, ordering (by
 * plate or borrower through the references) and export. A read-only view: loans are written
 * through prestamos/.
 */
export const assignedVehicles = defineResource({
  ...loans,
  base: 'prestamos/vehiculos_asignados',
  labels: 'prestamos',
  scope: and(inArray(prestamos.status, [...LOAN_HOLDING_STATES]), isNotNull(prestamos.vehiculo)),
  defaultOrdering: 'fecha_regreso',
  readOnlyView: true,
  transitions: undefined,
  actions: undefined,
  embedHistory: undefined,
  related: { shape: assignedShape, load: loadAssigned },
});
