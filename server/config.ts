import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';

/** Every environment variable the server reads; README lists them. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Set: use this PostgreSQL. Unset: start an embedded one in dataDir/pg and seed demo data. */
  databaseUrl?: string;
  embeddedPgPort: number;
  jwtSecret: Uint8Array;
  smtpUrl?: string;
  mailFrom: string;
  /** Folder with the built client (vite build). */
  clientDir: string;
  logLevel: string;
}

/** A secret that survives restarts: JWT_SECRET, else one generated once into the data folder. */
function loadSecret(dataDir: string): Uint8Array {
  if (process.env.JWT_SECRET) return new TextEncoder().encode(process.env.JWT_SECRET);
  const file = path.join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

export function loadConfig(env = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  return {
    port: Number(env.PORT ?? 8000),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    embeddedPgPort: Number(env.EMBEDDED_PG_PORT ?? 54329),
    jwtSecret: loadSecret(dataDir),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Flotilla <no-reply@flotilla.local>',
    clientDir: path.resolve(env.CLIENT_DIR ?? 'dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
