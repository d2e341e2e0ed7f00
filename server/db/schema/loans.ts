import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, smallint, timestamp, uniqueIndex, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { FIELD_LENGTH, REASON_MAX_LENGTH } from '../../../domain/fields';
import { LOAN_HOLDING_STATES, LOAN_TEXT, LOAN_VIEW_STATES } from '../../../domain/loans';
import { accesorios } from './accessories';
import { piezas } from './parts';
import { plantas } from './plants';
import { usuarios } from './users';
import { vehiculos } from './vehicles';
import { fileKey, timestamps } from './common';
import { searchIndex } from './search';

/**
 * `status IN (…)` written out, as a partial index's predicate must be for PostgreSQL to prove a
 * list's `status IN (…)` (same states, any order) implies it.
 */
const inStates = (status: AnyPgColumn, states: readonly number[]) => sql`${status} IN (${sql.raw(states.join(', '))})`;

/**
 * A fuel or toll-tag card (DOMAIN §5 Cards): numero unique, proveedor, status (0/1), its expiry
 * date (optional; the expiry centre lists an active card's), and the loan holding it now (null
 * when free; released when that loan ends).
 */
const cardTable = <N extends string>(name: N) =>
  pgTable(
    name,
    {
      id: serial('id').primaryKey(),
      numero: varchar('numero', { length: LOAN_TEXT.card_numero }).notNull(),
      proveedor: varchar('proveedor', { length: LOAN_TEXT.proveedor }).notNull().default(''),
      status: smallint('status').notNull().default(1),
      vencimiento: date('vencimiento', { mode: 'string' }),
      prestamo: integer('prestamo').references((): AnyPgColumn => prestamos.id, { onDelete: 'set null' }),
      ...timestamps,
    },
    (t) => [
      uniqueIndex(`${name}_numero_idx`).on(t.numero),
      // disponibles/: active cards on no loan; one card on one loan at a time.
      index(`${name}_available_idx`).on(t.status, t.numero).where(sql`${t.prestamo} IS NULL`),
      uniqueIndex(`${name}_prestamo_idx`).on(t.prestamo).where(sql`${t.prestamo} IS NOT NULL`),
      index(`${name}_proveedor_idx`).on(t.proveedor),
      // The list's filter and sort (a state by date), and the expiry centre's members (the active cards in a state's date range, in order).
      index(`${name}_status_vencimiento_id_idx`).on(t.status, t.vencimiento, t.id),
      index(`${name}_vencimiento_id_idx`).on(t.vencimiento, t.id),
      index(`${name}_created_at_idx`).on(t.created_at),
      index(`${name}_updated_at_idx`).on(t.updated_at),
      searchIndex(name),
    ],
  );

export const tarjeta_gasolina = cardTable('tarjeta_gasolina');
export const tarjeta_tag = cardTable('tarjeta_tag');

/**
 * A fleet loan request and its course (DOMAIN §2 loan status, §5 Loans). The card columns keep
 * which card the loan had (the card's own `prestamo` says whether it still holds it).
 */
export const prestamos = pgTable(
  'prestamos',
  {
    id: serial('id').primaryKey(),
    usuario: integer('usuario')
      .notNull()
      .references((): AnyPgColumn => usuarios.id, { onDelete: 'restrict' }),
    planta: integer('planta').references((): AnyPgColumn => plantas.id, { onDelete: 'restrict' }),
    destino: varchar('destino', { length: LOAN_TEXT.destino }).notNull().default(''),
    motivo: varchar('motivo', { length: LOAN_TEXT.motivo }).notNull().default(''),
    fecha_salida: timestamp('fecha_salida', { withTimezone: true }).notNull(),
    fecha_regreso: timestamp('fecha_regreso', { withTimezone: true }).notNull(),
    /** DOMAIN §2: 0 Application … 10 Cancelled by Administrator. */
    status: smallint('status').notNull().default(0),
    vehiculo: integer('vehiculo').references((): AnyPgColumn => vehiculos.id, { onDelete: 'restrict' }),
    tarjeta_gasolina: integer('tarjeta_gasolina').references((): AnyPgColumn => tarjeta_gasolina.id, { onDelete: 'set null' }),
    tarjeta_tag: integer('tarjeta_tag').references((): AnyPgColumn => tarjeta_tag.id, { onDelete: 'set null' }),
    auditoria_inicial: integer('auditoria_inicial').references((): AnyPgColumn => auditorias.id, { onDelete: 'set null' }),
    auditoria_final: integer('auditoria_final').references((): AnyPgColumn => auditorias.id, { onDelete: 'set null' }),
    motivo_de_rechazo: varchar('motivo_de_rechazo', { length: REASON_MAX_LENGTH }).notNull().default(''),
    motivo_cancelacion: varchar('motivo_cancelacion', { length: REASON_MAX_LENGTH }).notNull().default(''),
    ...timestamps,
  },
  (t) => [
    check('prestamos_fechas_check', sql`${t.fecha_regreso} > ${t.fecha_salida}`),
    // One status (solicitudes_fleet/: status 0; a status chosen in the filters) by date, and the
    // list sorted by status.
    index('prestamos_status_salida_id_idx').on(t.status, t.fecha_salida, t.id),
    index('prestamos_status_id_idx').on(t.status, t.id),
    // The states each loans screen opens on (/solicitudes, /viajes_fleet/viajes), and the assigned
    // vehicles, in their date order: a first page reads its 26 rows, not every open loan then a sort.
    index('prestamos_applications_salida_idx').on(t.fecha_salida, t.id).where(inStates(t.status, LOAN_VIEW_STATES.applications)),
    index('prestamos_trips_salida_idx').on(t.fecha_salida, t.id).where(inStates(t.status, LOAN_VIEW_STATES.trips)),
    index('prestamos_assigned_regreso_idx').on(t.fecha_regreso, t.id).where(sql`${t.vehiculo} IS NOT NULL AND ${inStates(t.status, LOAN_HOLDING_STATES)}`),
    index('prestamos_fecha_salida_id_idx').on(t.fecha_salida, t.id),
    // Home's trends: one plant's loans created in a month (every plant's read prestamos_created_at_id_idx).
    index('prestamos_planta_created_at_idx').on(t.planta, t.created_at),
    index('prestamos_fecha_regreso_id_idx').on(t.fecha_regreso, t.id),
    // (reference, id): filters, their capped counts (index-only), the reference walk, foreign keys.
    index('prestamos_usuario_id_idx').on(t.usuario, t.id),
    index('prestamos_planta_id_idx').on(t.planta, t.id),
    index('prestamos_vehiculo_id_idx').on(t.vehiculo, t.id),
    // A vehicle is on one open loan at most (domain/loans.ts LOAN_HOLDING_STATES; assign and
    // change check it, this index makes it hold under concurrency).
    uniqueIndex('prestamos_vehiculo_open_idx').on(t.vehiculo).where(sql`${t.vehiculo} IS NOT NULL AND ${t.status} IN (2, 4, 6, 7)`),
    index('prestamos_tarjeta_gasolina_idx').on(t.tarjeta_gasolina),
    index('prestamos_tarjeta_tag_idx').on(t.tarjeta_tag),
    index('prestamos_auditoria_inicial_idx').on(t.auditoria_inicial),
    index('prestamos_auditoria_final_idx').on(t.auditoria_final),
    index('prestamos_created_at_id_idx').on(t.created_at, t.id),
    index('prestamos_updated_at_id_idx').on(t.updated_at, t.id),
    searchIndex('prestamos'),
  ],
);

/** A hand-over (0) or return (1) audit of a loan's vehicle (DOMAIN §5 Audits). */
export const auditorias = pgTable(
  'auditorias',
  {
    id: serial('id').primaryKey(),
    prestamo: integer('prestamo')
      .notNull()
      .references((): AnyPgColumn => prestamos.id, { onDelete: 'cascade' }),
    tipo: smallint('tipo').notNull(),
    vehiculo: integer('vehiculo').references((): AnyPgColumn => vehiculos.id, { onDelete: 'set null' }),
    kilometraje: integer('kilometraje').notNull(),
    /** Fuel level, percent. */
    gasolina: smallint('gasolina').notNull(),
    created_by: integer('created_by').references((): AnyPgColumn => usuarios.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('auditorias_prestamo_tipo_idx').on(t.prestamo, t.tipo),
    index('auditorias_vehiculo_idx').on(t.vehiculo),
    index('auditorias_created_by_idx').on(t.created_by),
    check('auditorias_gasolina_check', sql`${t.gasolina} BETWEEN 0 AND 100`),
    check('auditorias_kilometraje_check', sql`${t.kilometraje} >= 0`),
  ],
);

/** One rated item of an audit: a part (good, regular, bad) or an accessory (yes, no), with its comment and photo. */
export const auditoria_items = pgTable(
  'auditoria_items',
  {
    id: serial('id').primaryKey(),
    auditoria: integer('auditoria')
      .notNull()
      .references((): AnyPgColumn => auditorias.id, { onDelete: 'cascade' }),
    pieza: integer('pieza').references((): AnyPgColumn => piezas.id, { onDelete: 'set null' }),
    accesorio: integer('accesorio').references((): AnyPgColumn => accesorios.id, { onDelete: 'set null' }),
    /** The item's name when audited, kept if the catalogue changes later. */
    name: varchar('name', { length: FIELD_LENGTH.name }).notNull(),
    calificacion: varchar('calificacion', { length: 10 }).notNull(),
    comentario: varchar('comentario', { length: LOAN_TEXT.comentario }).notNull(),
    imagen: fileKey('imagen').notNull(),
  },
  (t) => [
    index('auditoria_items_auditoria_idx').on(t.auditoria, t.id),
    index('auditoria_items_pieza_idx').on(t.pieza),
    index('auditoria_items_accesorio_idx').on(t.accesorio),
    // A part or an accessory, never both (neither once its catalogue entry is deleted: `name` stays).
    check('auditoria_items_kind_check', sql`${t.pieza} IS NULL OR ${t.accesorio} IS NULL`),
  ],
);

/** An incident reported on a loan (DOMAIN §5 Incidents): it moves the loan to 6. */
export const incidencias = pgTable(
  'incidencias',
  {
    id: serial('id').primaryKey(),
    prestamo: integer('prestamo')
      .notNull()
      .references((): AnyPgColumn => prestamos.id, { onDelete: 'cascade' }),
    tipo: smallint('tipo').notNull().default(1),
    descripcion: varchar('descripcion', { length: LOAN_TEXT.descripcion }).notNull().default(''),
    created_by: integer('created_by').references((): AnyPgColumn => usuarios.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('incidencias_prestamo_idx').on(t.prestamo, t.created_at),
    index('incidencias_created_by_idx').on(t.created_by),
    // Home's trends: the incidents recorded in a month.
    index('incidencias_created_at_idx').on(t.created_at),
  ],
);

/** An incident's photos, imagen_1 … imagen_10, each with its comment. */
export const incidencia_imagenes = pgTable(
  'incidencia_imagenes',
  {
    id: serial('id').primaryKey(),
    incidencia: integer('incidencia')
      .notNull()
      .references((): AnyPgColumn => incidencias.id, { onDelete: 'cascade' }),
    n: smallint('n').notNull(),
    imagen: fileKey('imagen').notNull(),
    comentario: varchar('comentario', { length: LOAN_TEXT.comentario }).notNull().default(''),
  },
  (t) => [uniqueIndex('incidencia_imagenes_n_idx').on(t.incidencia, t.n), check('incidencia_imagenes_n_check', sql`${t.n} BETWEEN 1 AND 10`)],
);
