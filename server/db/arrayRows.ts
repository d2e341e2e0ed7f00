import { createRequire } from 'node:module';
import pg from 'pg';

interface FieldDescription {
  name: string;
  dataTypeID: number;
  format?: string;
}
interface TypeSource {
  getTypeParser(id: number, format: string): unknown;
}
interface PgResult {
  rowAsArray: boolean;
  fields: FieldDescription[];
  _parsers: unknown[] | undefined;
  _types: TypeSource | undefined;
  addFields(fields: FieldDescription[]): void;
}

// node-postgres's Result: not in @types/pg, but a path its package exports ("./lib/*").
const Result = createRequire(import.meta.url)('pg/lib/result.js') as { prototype: PgResult };

const addFieldsForObjects = Result.prototype.addFields;

/**
 * node-postgres reads every answer's field descriptions (sent again with each execution, a named
 * statement's too) with Result.addFields, which also builds an object keyed by the fields' names,
 * made in dictionary mode and copied, that only rows read as objects use: 6.9 µs for 40 fields
 * against 0.6 µs for their parsers alone (docs/PERFORMANCE.md). Rows read as arrays (drizzle's
 * and server/db/rowReader.ts's, every call of the API) keep the fields and their parsers only;
 * rows read as objects are read as node-postgres reads them.
 */
Result.prototype.addFields = function addFields(this: PgResult, fields: FieldDescription[]) {
  if (!this.rowAsArray) return addFieldsForObjects.call(this, fields);
  this.fields = fields;
  const types = this._types ?? (pg.types as TypeSource);
  const parsers = new Array<unknown>(fields.length);
  for (let i = 0; i < fields.length; i++) parsers[i] = types.getTypeParser(fields[i].dataTypeID, fields[i].format || 'text');
  this._parsers = parsers;
};
