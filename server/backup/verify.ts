import { EntryRefused, readArchive, tallying, type Tally } from './archive';
import { MANIFEST_ENTRY, MANIFEST_MAX, manifestItems, parseManifest, SECRET_MAX, type Manifest } from './manifest';
import { codeMigrations } from './migrations';
import { megabytes } from './progress';

/** Why an archive is not restored; nothing has been written when one is thrown. */
export class ArchiveRefused extends Error {}

/**
 * Reads the whole archive once and checks it against its manifest before anything is written:
 * every entry the manifest names is there with its size and sha256 (a table with its row count),
 * nothing else is, and the code knows the archive's last migration. Answers the manifest.
 */
export async function verifyArchive(file: string, log: (line: string) => void): Promise<Manifest> {
  log(`Checking ${file} …`);
  const seen = new Map<string, Tally>();
  let manifestText: string | undefined;
  try {
    for await (const entry of readArchive(file)) {
      if (seen.has(entry.name) || (entry.name === MANIFEST_ENTRY && manifestText !== undefined)) throw new ArchiveRefused(`${entry.name} appears twice`);
      if (entry.name === MANIFEST_ENTRY) {
        if (entry.size > MANIFEST_MAX) throw new ArchiveRefused(`its manifest.json is larger than one can be (${megabytes(entry.size)}, at most ${megabytes(MANIFEST_MAX)})`);
        const chunks: Buffer[] = [];
        for await (const chunk of entry.body) chunks.push(chunk);
        manifestText = Buffer.concat(chunks).toString('utf8');
        continue;
      }
      const tally = tallying();
      for await (const chunk of tally.through(entry.body)) void chunk;
      seen.set(entry.name, tally.result());
    }
  } catch (err) {
    if (err instanceof ArchiveRefused) throw err;
    if (err instanceof EntryRefused) throw new ArchiveRefused(err.message);
    throw new ArchiveRefused(`the archive cannot be read: ${(err as Error).message}`);
  }
  if (manifestText === undefined) throw new ArchiveRefused('it has no manifest.json (cut short, or not made by npm run backup)');
  let manifest: Manifest;
  try {
    manifest = parseManifest(manifestText);
  } catch (err) {
    throw new ArchiveRefused((err as Error).message);
  }
  // A restore holds each secret in memory: one larger than a secret can be is not one.
  const large = manifest.secrets.find((s) => s.size > SECRET_MAX);
  if (large) throw new ArchiveRefused(`${large.entry} is larger than a secret can be (${large.size} bytes, at most ${SECRET_MAX})`);
  for (const item of manifestItems(manifest)) {
    const got = seen.get(item.entry);
    if (!got) throw new ArchiveRefused(`${item.entry} is missing`);
    if (got.size !== item.size || got.sha256 !== item.sha256) throw new ArchiveRefused(`${item.entry} does not match its checksum (the archive is damaged)`);
    if (item.rows !== undefined && got.lines !== item.rows) throw new ArchiveRefused(`${item.entry} holds ${got.lines} rows, not ${item.rows}`);
    seen.delete(item.entry);
  }
  const [extra] = seen.keys();
  if (extra !== undefined) throw new ArchiveRefused(`${extra} is not in its manifest`);
  if (!codeMigrations().some((m) => m.when === manifest.migration.when)) {
    throw new ArchiveRefused(
      `it was made by newer code (version ${manifest.appVersion}, migration ${manifest.migration.tag || manifest.migration.when}) than this: update Flotilla first`,
    );
  }
  const bytes = manifest.files.reduce((sum, f) => sum + f.size, 0);
  const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
  log(`The archive is whole: ${manifest.tables.length} tables (${rows} rows), ${manifest.files.length} files (${megabytes(bytes)}), made ${manifest.createdAt} by version ${manifest.appVersion}.`);
  return manifest;
}
