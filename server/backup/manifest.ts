import { z } from 'zod';
import { isFileKey } from '../files/store';

/**
 * An archive (`npm run backup`) is a gzipped tar of: `db/<table>.copy` (each table's rows as
 * COPY's text, in key order), `files/<key>` (each
 * stored file), `secrets/<name>` (the data folder's generated secrets) and, last, `manifest.json`
 * (this file's shape), which names every other entry with its size and sha256.
 */
export const ARCHIVE_FORMAT = 1;
export const MANIFEST_ENTRY = 'manifest.json';
/** The data folder's generated secrets (server/config.ts): without factor-key, restored second factors can't be read. */
export const SECRET_NAMES = ['jwt-secret', 'factor-key'] as const;
export type SecretName = (typeof SECRET_NAMES)[number];

/**
 * What a restore reads into memory, at most: the manifest (some 200 bytes a file, so some 80,000
 * files; a backup refuses to write a larger one) and each secret (a few dozen bytes in fact).
 */
export const MANIFEST_MAX = 16 * 1024 * 1024;
export const SECRET_MAX = 4096;

export const tableEntry = (name: string) => `db/${name}.copy`;
export const fileEntry = (key: string) => `files/${key}`;
export const secretEntry = (name: SecretName) => `secrets/${name}`;

const identifier = z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/);
const item = { entry: z.string(), size: z.number().int().nonnegative(), sha256: z.string().regex(/^[0-9a-f]{64}$/) };

const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  createdAt: z.string(),
  appVersion: z.string(),
  migration: z.object({ tag: z.string(), when: z.number().int(), count: z.number().int().positive() }),
  tables: z.array(z.object({ ...item, name: identifier, columns: z.array(identifier).min(1), rows: z.number().int().nonnegative() })),
  sequences: z.array(z.object({ name: identifier, value: z.number().int(), called: z.boolean() })),
  files: z.array(z.object({ ...item, key: z.string().refine(isFileKey, 'not a stored file key') })),
  /** Keys the rows reference that the store no longer held when the backup read it. */
  missingFiles: z.array(z.string().max(200)).default([]),
  secrets: z.array(z.object({ ...item, name: z.enum(SECRET_NAMES) })),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type ArchivedTable = Manifest['tables'][number];

/** Every entry the manifest names, with what it must hold. */
export function manifestItems(m: Manifest): { entry: string; size: number; sha256: string; rows?: number }[] {
  return [...m.tables, ...m.files, ...m.secrets];
}

/** The manifest's text read back, checked: each entry's name must be the one its table, key or secret gives. */
export function parseManifest(text: string): Manifest {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new Error('its manifest.json is not JSON');
  }
  const format = (raw as { format?: unknown } | null)?.format;
  if (typeof format === 'number' && format > ARCHIVE_FORMAT) throw new Error(`its format (${format}) is newer than this code reads (${ARCHIVE_FORMAT}): restore with the version that made it`);
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`its manifest.json is not one this code wrote (${parsed.error.issues[0].path.join('.')}: ${parsed.error.issues[0].message})`);
  const m = parsed.data;
  const misnamed = [
    ...m.tables.filter((t) => t.entry !== tableEntry(t.name)),
    ...m.files.filter((f) => f.entry !== fileEntry(f.key)),
    ...m.secrets.filter((s) => s.entry !== secretEntry(s.name)),
  ];
  if (misnamed.length) throw new Error(`its manifest.json names ${misnamed[0].entry} wrongly`);
  return m;
}

/** The line a backup ends with, and a restore, when files its records reference were not in the store. */
export function missingFilesWarning(manifest: Manifest): string | null {
  const missing = manifest.missingFiles;
  if (!missing.length) return null;
  const some = `${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ' …' : ''}`;
  return `Warning: ${missing.length} file(s) the records reference were not in the store when the backup was made (${some}): their records are in the archive without them; run the backup again for an exact copy.`;
}
