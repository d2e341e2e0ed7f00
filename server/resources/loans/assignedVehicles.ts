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

/** A page's vehicles and borrowers by id (`ids` an array), built and named once (db/prepared.ts). */
const anyOf = (column: typeof vehiculos.id | typeof usuarios.id) => sql`${column} = ANY(${sql.placeholder('ids')}::int[])`;
const carsById = preparedOnce((db, name) => {
  const query = db.select({ id: vehiculos.id, matricula: vehiculos.matricula, brand: vehiculos.brand, model: vehiculos.model }).from(vehiculos).where(anyOf(vehiculos.id));
  return query.prepare(name(query));
});
const peopleById = preparedOnce((db, name) => {
  const query = db.select({ id: usuarios.id, name: usuarios.name, last_name: usuarios.last_name }).from(usuarios).where(anyOf(usuarios.id));
  return query.prepare(name(query));
});

/** The page's vehicles and borrowers, one query each, added to every row. */
async function loadAssigned(db: Db, rows: Row[]): Promise<Row[]> {
  const ids = (field: string) => [...new Set(rows.map((r) => r[field]).filter((v): v is number => typeof v === 'number'))];
  const [cars, people] = await Promise.all([carsById(db).execute({ ids: ids('vehiculo') }), peopleById(db).execute({ ids: ids('usuario') })]);
  const car = new Map(cars.map((c) => [c.id, c]));
  const person = new Map(people.map((p) => [p.id, licenceParams(p).name]));
  return rows.map((row) => {
    const vehicle = car.get(row.vehiculo as number);
    return { ...row, matricula: vehicle?.matricula ?? '', brand: vehicle?.brand ?? '', model: vehicle?.model ?? '', usuario_nombre: person.get(row.usuario as number) ?? '' };
  });
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
