import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { USER_FILES } from '../../../domain/userFiles';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { plantas, usuarios } from '../../db/schema';
import { withFilePaths } from '../../kit/files';
import type { Row } from '../../kit/records';
import { licenceParams } from '../users/userFiles';

/**
 * What each answered alert adds to its stored row, for the desk: the issuer's photo and phone and
 * who attended it as they are now, and its plant's name. (The issuer's name is stored on the
 * alert as it was when raised, so that the list searches it.)
 */
export const alertPeopleShape = {
  issued_by_photo: z.string().nullable().describe("API path of the issuer's photo (GET usuarios/{id}/imagen/); null without one"),
  issued_by_phone: z.string().describe("The issuer's telephone ('' when unknown)"),
  planta_name: z.string().describe("The plant's name ('' without a plant)"),
  attended_by_name: z.string().describe("Who attended it, name and last name ('' while active)"),
};

const photoPath = withFilePaths('usuarios', [USER_FILES.photo]);

/**
 * A page's people and plants by id (`people`, `plants`: arrays) in one statement, built and named
 * once (db/prepared.ts): one round trip a page. Each row says which it is (`kind`).
 */
const ids = (column: typeof usuarios.id | typeof plantas.id, name: string) => sql`${column} = ANY(${sql.placeholder(name)}::int[])`;
const peopleAndPlants = preparedOnce((db, name) => {
  const people = db
    .select({ kind: sql<'person' | 'plant'>`'person'`.as('kind'), id: usuarios.id, a: usuarios.name, b: usuarios.last_name, phone: usuarios.telephone, imagen: usuarios.imagen })
    .from(usuarios)
    .where(ids(usuarios.id, 'people'));
  const plants = db
    .select({ kind: sql<'person' | 'plant'>`'plant'`.as('kind'), id: plantas.id, a: plantas.name, b: sql<string>`''`.as('b'), phone: sql<string>`''`.as('phone'), imagen: sql<string | null>`NULL`.as('imagen') })
    .from(plantas)
    .where(ids(plantas.id, 'plants'));
  const query = people.unionAll(plants);
  return query.prepare(name(query));
});

const idsOf = (rows: Row[], ...fields: string[]) => [...new Set(rows.flatMap((row) => fields.map((field) => row[field])).filter((v): v is number => typeof v === 'number'))];

/** The page's rows with alertPeopleShape's fields, filled in place (the rows are the call's own: kit/define.ts `related`). */
export async function loadAlertPeople(db: Db, rows: Row[]): Promise<Row[]> {
  const found = await peopleAndPlants(db).execute({ people: idsOf(rows, 'issued_by', 'attended_by'), plants: idsOf(rows, 'planta') });
  const person = new Map<number, (typeof found)[number]>();
  const plant = new Map<number, string>();
  for (const f of found) {
    if (f.kind === 'person') person.set(f.id, f);
    else plant.set(f.id, f.a);
  }
  for (const row of rows) {
    const issuer = person.get(row.issued_by as number);
    const attendant = person.get(row.attended_by as number);
    row.issued_by_photo = issuer ? (photoPath({ id: issuer.id, imagen: issuer.imagen }).imagen as string | null) : null;
    row.issued_by_phone = issuer?.phone ?? '';
    row.planta_name = plant.get(row.planta as number) ?? '';
    row.attended_by_name = attendant ? licenceParams({ name: attendant.a, last_name: attendant.b }).name : '';
  }
  return rows;
}
