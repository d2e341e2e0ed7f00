import { doublePrecision, index, pgTable, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { FIELD_LENGTH } from '../../../domain/fields';
import { timestamps } from './common';
import { searchIndex } from './search';

export const plantas = pgTable(
  'plantas',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: FIELD_LENGTH.name }).notNull(),
    code: varchar('code', { length: FIELD_LENGTH.code }).notNull(),
    address: varchar('address', { length: FIELD_LENGTH.address }).notNull().default(''),
    city: varchar('city', { length: FIELD_LENGTH.city }).notNull().default(''),
    state: varchar('state', { length: FIELD_LENGTH.state }).notNull().default(''),
    postal_code: varchar('postal_code', { length: FIELD_LENGTH.postal_code }).notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    status: smallint('status').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('plantas_code_idx').on(t.code),
    // (label, id): sorted by name, and lists sorted by plant (server/kit/referenceSort.ts).
    index('plantas_name_id_idx').on(t.name, t.id),
    index('plantas_status_idx').on(t.status),
    index('plantas_state_idx').on(t.state),
    index('plantas_city_idx').on(t.city),
    index('plantas_created_at_idx').on(t.created_at),
    // Sorting by every column of the list (server/resources/plants.ts ordering).
    index('plantas_address_idx').on(t.address),
    index('plantas_postal_code_idx').on(t.postal_code),
    index('plantas_updated_at_idx').on(t.updated_at),
    searchIndex('plantas'),
  ],
);
