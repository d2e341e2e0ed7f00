import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, smallint, uniqueIndex, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { PLATE_MAX_LENGTH, SERIAL_LENGTH, VEHICLE_DOCUMENTS, VEHICLE_TEXT } from '../../../domain/vehicles';
import { REASON_MAX_LENGTH } from '../../../domain/fields';
import { plantas } from './plants';
import { usuarios } from './users';
import { expiryIndexes, fileKey, timestamps } from './common';
import { searchIndex } from './search';

/**
 * Fleet and transport vehicles (SPEC §3 Vehicle, DOMAIN §5). The plate is stored normalized
 * (domain/vehicles.ts normalizePlate), so the unique index holds whatever its case or spaces.
 */
export const vehiculos = pgTable(
  'vehiculos',
  {
    id: serial('id').primaryKey(),
    matricula: varchar('matricula', { length: PLATE_MAX_LENGTH }).notNull(),
    /** DOMAIN §2: 0 transport, 1 fleet. */
    modulo: smallint('modulo').notNull(),
    /** The employee who owns a transport vehicle; null for the company's fleet. */
    owner: integer('owner').references((): AnyPgColumn => usuarios.id, { onDelete: 'restrict' }),
    planta: integer('planta').references((): AnyPgColumn => plantas.id, { onDelete: 'restrict' }),
    brand: varchar('brand', { length: VEHICLE_TEXT.brand }).notNull().default(''),
    model: varchar('model', { length: VEHICLE_TEXT.model }).notNull().default(''),
    year: smallint('year').notNull(),
    color: varchar('color', { length: VEHICLE_TEXT.color }).notNull().default(''),
    /** DOMAIN §5: 0 regular, 1 diesel, 2 gas, 3 hybrid, 4 electric. */
    gasoline_type: smallint('gasoline_type').notNull().default(0),
    /** DOMAIN §5: 0 automatic, 1 manual. */
    transmission: smallint('transmission').notNull().default(0),
    registration_date: date('registration_date', { mode: 'string' }),
    /** DOMAIN §2: 0 Pending, 1 Refused, 2 Inactive, 3 Active, 4 Occupied. */
    status: smallint('status').notNull().default(0),
    motivo_de_rechazo: varchar('motivo_de_rechazo', { length: REASON_MAX_LENGTH }).notNull().default(''),
    numero_de_serie: varchar('numero_de_serie', { length: SERIAL_LENGTH }).notNull().default(''),
    imagen1: fileKey('imagen1'),
    imagen2: fileKey('imagen2'),
    imagen3: fileKey('imagen3'),
    placa: fileKey('placa'),
    permiso_circulacion: fileKey('permiso_circulacion'),
    permiso_circulacion_vencimiento: date('permiso_circulacion_vencimiento', { mode: 'string' }),
    /** DOMAIN §2 documents: 0 Pending, 1 Accepted, 2 Rejected, 3 Expiring, 4 Expired; null without the document. */
    permiso_circulacion_status: smallint('permiso_circulacion_status'),
    seguro: fileKey('seguro'),
    seguro_vencimiento: date('seguro_vencimiento', { mode: 'string' }),
    seguro_status: smallint('seguro_status'),
    verificacion: fileKey('verificacion'),
    verificacion_vencimiento: date('verificacion_vencimiento', { mode: 'string' }),
    verificacion_status: smallint('verificacion_status'),
    /**
     * The worst state of the three documents (domain/vehicles.ts DOCUMENT_SEVERITY: expired,
     * rejected, expiring, pending, accepted), for the list's column, filter and sort.
     */
    documentos_status: smallint('documentos_status').generatedAlwaysAs(
      sql`CASE
        WHEN 4 IN (permiso_circulacion_status, seguro_status, verificacion_status) THEN 4
        WHEN 2 IN (permiso_circulacion_status, seguro_status, verificacion_status) THEN 2
        WHEN 3 IN (permiso_circulacion_status, seguro_status, verificacion_status) THEN 3
        WHEN 0 IN (permiso_circulacion_status, seguro_status, verificacion_status) THEN 0
        WHEN 1 IN (permiso_circulacion_status, seguro_status, verificacion_status) THEN 1
      END`,
    ),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('vehiculos_matricula_idx').on(t.matricula),
    uniqueIndex('vehiculos_numero_de_serie_idx').on(t.numero_de_serie).where(sql`${t.numero_de_serie} <> ''`),
    check('vehiculos_owner_check', sql`${t.modulo} <> 0 OR ${t.owner} IS NOT NULL`),
    // The restricted list (status 3, modulo 1), the status tabs and Home's vehicles on loan, by
    // plate (the screen's sort): read in order, and counted from the first one alone.
    index('vehiculos_status_modulo_matricula_id_idx').on(t.status, t.modulo, t.matricula, t.id),
    index('vehiculos_status_matricula_id_idx').on(t.status, t.matricula, t.id),
    // One plant's vehicles of a module (a plant's lendable fleet), by plate; their count index-only.
    index('vehiculos_planta_modulo_matricula_idx').on(t.planta, t.modulo, t.matricula, t.id),
    // The list sorted by status.
    index('vehiculos_status_id_idx').on(t.status, t.id),
    index('vehiculos_modulo_idx').on(t.modulo),
    // (reference, id): filters, their capped counts, the reference walk, foreign keys; (label, id) for
    // lists sorted by vehicle (server/kit/referenceSort.ts).
    index('vehiculos_owner_id_idx').on(t.owner, t.id),
    index('vehiculos_planta_id_idx').on(t.planta, t.id),
    index('vehiculos_matricula_id_idx').on(t.matricula, t.id),
    index('vehiculos_brand_idx').on(t.brand),
    index('vehiculos_model_idx').on(t.model),
    index('vehiculos_year_idx').on(t.year),
    index('vehiculos_color_idx').on(t.color),
    index('vehiculos_gasoline_type_idx').on(t.gasoline_type),
    index('vehiculos_transmission_idx').on(t.transmission),
    index('vehiculos_registration_date_idx').on(t.registration_date),
    index('vehiculos_documentos_status_idx').on(t.documentos_status),
    // The expiry job's scans.
    index('vehiculos_permiso_circulacion_idx').on(t.permiso_circulacion_status, t.permiso_circulacion_vencimiento),
    index('vehiculos_seguro_idx').on(t.seguro_status, t.seguro_vencimiento),
    index('vehiculos_verificacion_idx').on(t.verificacion_status, t.verificacion_vencimiento),
    // The expiry centre (server/resources/expiry/): each document expiring, or expired, in its rows' order (date, then row id).
    ...VEHICLE_DOCUMENTS.flatMap((doc) => expiryIndexes(`vehiculos_${doc}`, doc, t[`${doc}_status`], t[`${doc}_vencimiento`], t.id)),
    // One plant's documents expiring or expired (the centre filtered by plant, Home's figures for a plant), by date.
    ...VEHICLE_DOCUMENTS.map((doc) =>
      index(`vehiculos_planta_${doc}_expiry_idx`)
        .on(t.planta, t[`${doc}_status`], t[`${doc}_vencimiento`])
        .where(sql`${t[`${doc}_status`]} IN (3, 4)`),
    ),
    // One plant's vehicles in a state and module (Home's fleet on loan and available, the list's state tab for a plant), by plate.
    index('vehiculos_planta_status_modulo_matricula_idx').on(t.planta, t.status, t.modulo, t.matricula, t.id),
    index('vehiculos_created_at_id_idx').on(t.created_at, t.id),
    index('vehiculos_updated_at_id_idx').on(t.updated_at, t.id),
    searchIndex('vehiculos'),
  ],
);
