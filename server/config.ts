import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { availableParallelism } from 'node:os';
import type { FileStoreConfig } from './files/store';
import { filesFolderOf } from './files/localStore';

/** Every environment variable the server reads; README lists them. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Set: use this PostgreSQL. Unset: start an embedded one in dataDir/pg and seed demo data. */
  databaseUrl?: string;
  /**
   * DATABASE_DIRECT_URL: a direct connection for what needs a session (LISTEN, the migrations' lock)
   * when DATABASE_URL goes through PgBouncer in transaction mode; unset, DATABASE_URL serves both.
   */
  databaseDirectUrl?: string;
  embeddedPgPort: number;
  /** DATABASE_POOL_SIZE: connections per process for calls (db/client.ts defaultPoolSize when unset). */
  databasePoolSize?: number;
  jwtSecret: Uint8Array;
  /** FACTOR_KEY: the 32-byte AES key of stored TOTP secrets (server/auth/factorCrypto.ts), apart from the JWT secret. */
  factorKey: Uint8Array;
  smtpUrl?: string;
  mailFrom: string;
  /** Folder with the built client (vite build). */
  clientDir: string;
  logLevel: string;
  /** MAP_TILE_URL: the maps' tile URL template ({z}/{x}/{y}, {s} for subdomains); the CSP's img-src allows its origin. */
  mapTileUrl: string;
  /** MAP_TILE_ATTRIBUTION: the tiles' attribution as the maps show it (HTML, a link allowed). */
  mapTileAttribution: string;
  /** TIME_ZONE: the company's IANA time zone, where a day or a month of trips starts and ends (requests' days, monthly rewards). */
  timeZone: string;
  /** SHUTDOWN_GRACE_MS: after SIGTERM, how long /api/ready answers 503 while requests are still served, so the load balancer moves on. */
  shutdownGraceMs: number;
  /** FILE_STORE and S3_*: where uploaded files live (server/files/store.ts). */
  files: FileStoreConfig;
  /** WORKERS: server processes on the one port (server/workers.ts); 1 runs a single process, no fork. */
  workers: number;
}

/** The text of `file` in the data folder, written once with `generate()` (owner-only) when it is missing. */
function generatedOnce(dataDir: string, file: string, generate: () => string): string {
  const where = path.join(dataDir, file);
  if (!existsSync(where)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(where, generate(), { mode: 0o600 });
  }
  return readFileSync(where, 'utf8');
}

/** A secret that survives restarts: JWT_SECRET, else one generated once into the data folder. */
function loadSecret(dataDir: string, secret: string | undefined): Uint8Array {
  return new TextEncoder().encode(secret || generatedOnce(dataDir, 'jwt-secret', () => randomBytes(48).toString('base64url')).trim());
}

/**
 * The second factors' key: FACTOR_KEY (32 bytes, base64), else 32 random bytes generated once
 * into the data folder. Its own key so that rotating JWT_SECRET keeps everyone's factor.
 */
function loadFactorKey(dataDir: string, raw: string | undefined): Uint8Array {
  const key = Buffer.from((raw || generatedOnce(dataDir, 'factor-key', () => randomBytes(32).toString('base64'))).trim(), 'base64');
  if (key.length !== 32) throw new Error('FACTOR_KEY must be 32 bytes in base64 (e.g. `openssl rand -base64 32`)');
  return new Uint8Array(key);
}

export function loadConfig(env = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  return {
    port: Number(env.PORT ?? 8000),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databaseDirectUrl: readDirectUrl(env),
    embeddedPgPort: Number(env.EMBEDDED_PG_PORT ?? 54329),
    databasePoolSize: readPoolSize(env.DATABASE_POOL_SIZE),
    jwtSecret: loadSecret(dataDir, env.JWT_SECRET),
    factorKey: loadFactorKey(dataDir, env.FACTOR_KEY),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Flotilla <no-reply@flotilla.local>',
    clientDir: path.resolve(env.CLIENT_DIR ?? 'dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    mapTileUrl: readTileUrl(env.MAP_TILE_URL),
    mapTileAttribution: env.MAP_TILE_ATTRIBUTION?.trim() || DEFAULT_MAP_TILES.attribution,
    timeZone: readTimeZone(env.TIME_ZONE),
    shutdownGraceMs: readGrace(env.SHUTDOWN_GRACE_MS),
    files: readFileStore(env, dataDir),
    workers: readWorkers(env.WORKERS),
  };
}

/**
 * Runs the process's clock in the company's zone, so that every "today" the server reads (the
 * daily expiry job and its midnight, a document's state on upload) is the day TIME_ZONE says, as
 * the expiry centre, Home and the loan rule read it. Entry points call it once; tests pass days.
 */
export function setCompanyClock(config: Pick<Config, 'timeZone'>) {
  process.env.TZ = config.timeZone;
}

/** OpenStreetMap's standard tiles, with the attribution their usage policy asks for. */
export const DEFAULT_MAP_TILES = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
} as const;

/**
 * MAP_TILE_URL: an http(s) URL template with {z}, {x} and {y}, its host plain (a `{s}.` subdomain
 * placeholder allowed), or unset; anything else stops the start with a clear line. Its origin goes
 * into the CSP, so nothing but a host name and a port may sit there.
 */
function readTileUrl(raw: string | undefined): string {
  const url = raw?.trim() || DEFAULT_MAP_TILES.url;
  const plain = /^https?:\/\/(\{s\}\.)?[a-z0-9.-]+(:\d{1,5})?\/[^\s'"]*$/i.test(url);
  if (!plain || !['{z}', '{x}', '{y}'].every((part) => url.includes(part))) {
    throw new Error(`MAP_TILE_URL must be an http(s) URL template with {z}, {x} and {y} (got "${raw}")`);
  }
  return url;
}

/** TIME_ZONE: an IANA name (America/Mexico_City by default); an unknown one stops the start with a clear line. */
function readTimeZone(raw: string | undefined): string {
  const zone = raw?.trim() || 'America/Mexico_City';
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    throw new Error(`TIME_ZONE must be an IANA time zone such as America/Mexico_City (got "${raw}")`);
  }
}

/** DATABASE_POOL_SIZE: a whole number from 1 to 100, or unset; anything else stops the start with a clear line. */
function readPoolSize(raw: string | undefined): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 100) throw new Error(`DATABASE_POOL_SIZE must be a whole number from 1 to 100 (got "${raw}")`);
  return n;
}

/** Most processes WORKERS may ask for; past it the database's connections run out first (docs/DEPLOY.md). */
export const MAX_WORKERS = 64;

/** WORKERS: a whole number from 1 to 64, or unset (the machine's cores, at most 64); anything else stops the start with a clear line. */
function readWorkers(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return Math.min(MAX_WORKERS, availableParallelism());
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > MAX_WORKERS) throw new Error(`WORKERS must be a whole number from 1 to ${MAX_WORKERS} (got "${raw}")`);
  return n;
}

/**
 * FILE_STORE: `local` (DATA_DIR/files, the default) or `s3` with S3_BUCKET (required), S3_REGION
 * (us-east-1), S3_ENDPOINT (unset: AWS), S3_FORCE_PATH_STYLE and both S3 keys or neither (the
 * SDK's default chain). A bad combination stops the start with one clear line, never the secret.
 */
function readFileStore(env: NodeJS.ProcessEnv, dataDir: string): FileStoreConfig {
  const kind = env.FILE_STORE?.trim() || 'local';
  if (kind === 'local') return { kind, dir: filesFolderOf(dataDir) };
  if (kind !== 's3') throw new Error(`FILE_STORE must be local or s3 (got "${env.FILE_STORE}")`);
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) throw new Error('FILE_STORE=s3 needs S3_BUCKET, the bucket the files go to');
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  // Not echoed, and no user:pass@ in it: an endpoint with credentials would put them in logs and errors.
  if (endpoint && !/^https?:\/\/[^\s/@]+\/?$/i.test(endpoint)) throw new Error('S3_ENDPOINT must be an http(s) URL with no path and no user:password@, such as https://minio.example.com:9000 (the keys go in S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)');
  const [accessKeyId, secretAccessKey] = [env.S3_ACCESS_KEY_ID?.trim(), env.S3_SECRET_ACCESS_KEY?.trim()];
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither for the SDK\'s default credentials');
  const pathStyle = env.S3_FORCE_PATH_STYLE?.trim() || 'false';
  if (pathStyle !== 'true' && pathStyle !== 'false') throw new Error(`S3_FORCE_PATH_STYLE must be true or false (got "${env.S3_FORCE_PATH_STYLE}")`);
  return {
    kind,
    endpoint,
    region: env.S3_REGION?.trim() || 'us-east-1',
    bucket,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: pathStyle === 'true',
  };
}

/** DATABASE_DIRECT_URL: only beside DATABASE_URL (the embedded PostgreSQL has no pooler in front). */
function readDirectUrl(env: NodeJS.ProcessEnv): string | undefined {
  const url = env.DATABASE_DIRECT_URL?.trim() || undefined;
  if (url && !env.DATABASE_URL) throw new Error('DATABASE_DIRECT_URL is set without DATABASE_URL: set both (the pooler\'s and the direct one) or neither');
  return url;
}

/**
 * SHUTDOWN_GRACE_MS: milliseconds from 0 to 120000. The default, 5 s, lets a balancer checking
 * readiness every second or two see the instance down twice before it stops serving.
 */
function readGrace(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 5000;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 120_000) throw new Error(`SHUTDOWN_GRACE_MS must be a whole number of milliseconds from 0 to 120000 (got "${raw}")`);
  return n;
}
