import { tarjeta_gasolina, tarjeta_tag } from '../db/schema';
import type { Seed } from './types';

/**
 * The demo fuel cards and toll tags (DOMAIN §5 Cards): numero, proveedor, status; a couple are
 * inactive. They start free: server/seed/loans.ts puts some on the open loans.
 */

/** Fuel cards as printed: 16 digits in groups of four, the issuer's prefix first. */
const FUEL_ISSUERS = [
  { proveedor: 'Edenred', prefix: '5062 81' },
  { proveedor: 'Pluxee', prefix: '6363 18' },
  { proveedor: 'Efecticard', prefix: '5399 42' },
];
/** Toll tags as each operator prints them. */
const TAG_ISSUERS = [
  { proveedor: 'IAVE', numero: (n: number) => `IMDM ${String(23014500 + n * 731).padStart(8, '0')}` },
  { proveedor: 'TeleVía', numero: (n: number) => `TLV ${String(1000 + n * 37)} ${String(4100 + n * 113)}` },
  { proveedor: 'PASE', numero: (n: number) => `PASE ${String(7100 + n * 59)} ${String(2200 + n * 271)}` },
];

export const DEMO_FUEL_CARDS = 12;
export const DEMO_TOLL_TAGS = 8;
/** Which cards are inactive (lost or cancelled with the issuer), by position. */
const INACTIVE_FUEL = new Set([4, 10]);
const INACTIVE_TAG = new Set([6]);

function demoFuelCards() {
  return Array.from({ length: DEMO_FUEL_CARDS }, (_, n) => {
    const issuer = FUEL_ISSUERS[n % FUEL_ISSUERS.length];
    const digits = `${issuer.prefix}${String(345678 + n * 4211).padStart(6, '0')}${String(n + 1).padStart(4, '0')}`;
    return { numero: digits.replace(/ /g, '').replace(/(\d{4})(?=\d)/g, '$1 '), proveedor: issuer.proveedor, status: INACTIVE_FUEL.has(n) ? 0 : 1 };
  });
}

function demoTollTags() {
  return Array.from({ length: DEMO_TOLL_TAGS }, (_, n) => {
    const issuer = TAG_ISSUERS[n % TAG_ISSUERS.length];
    return { numero: issuer.numero(n + 1), proveedor: issuer.proveedor, status: INACTIVE_TAG.has(n) ? 0 : 1 };
  });
}

export const cardsSeed: Seed = {
  name: 'cards',
  async run({ tx }) {
    await tx.insert(tarjeta_gasolina).values(demoFuelCards()).onConflictDoNothing();
    await tx.insert(tarjeta_tag).values(demoTollTags()).onConflictDoNothing();
  },
};
