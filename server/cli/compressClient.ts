/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the built client, so
 * the server sends them as they are (@fastify/static `preCompressed`) instead of compressing
 * on each request. Run by `npm run build` after `vite build`; usage: compressClient.ts [dir].
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// Source maps are left out: only developer tools fetch them, and brotli at full quality on them triples the build time.
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|webmanifest)$/;
// Below this a compressed copy saves less than its headers cost (the server sends such files plain).
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

export function compressClient(dir: string): { files: number; bytes: number; brotli: number } {
  let count = 0;
  let bytes = 0;
  let brotli = 0;
  for (const file of files(dir)) {
    if (statSync(file).size < MIN_BYTES) continue;
    const data = readFileSync(file);
    const br = brotliCompressSync(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gzipSync(data, { level: constants.Z_BEST_COMPRESSION }));
    count += 1;
    bytes += data.length;
    brotli += br.length;
  }
  return { files: count, bytes, brotli };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? '')) {
  const dir = path.resolve(process.argv[2] ?? 'dist');
  const { files: n, bytes, brotli } = compressClient(dir);
  console.log(`compressed ${n} files in ${dir}: ${Math.round(bytes / 1024)} KB → ${Math.round(brotli / 1024)} KB brotli`);
}
