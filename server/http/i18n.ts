import type { FastifyRequest } from 'fastify';
import { es } from '../../i18n/server/es';
import { en } from '../../i18n/server/en';
import { formatDate } from '../../domain/dates';

export type Lang = 'es' | 'en';
const catalogs = { es, en } as const;

/** SPEC §1: Spanish unless the caller asks for English first. */
export function langOf(req: Pick<FastifyRequest, 'headers'>): Lang {
  const header = String(req.headers['accept-language'] ?? '').trim().toLowerCase();
  return header.startsWith('en') ? 'en' : 'es';
}

function lookup(tree: unknown, key: string): string | undefined {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
  return typeof value === 'string' ? value : undefined;
}

/** A day (yyyy-MM-dd) in a message's `date` param. */
const DAY = /^\d{4}-\d\d-\d\d$/;

/**
 * Polyglot-style `%{name}` interpolation, so client and server catalogs read alike. A `date`
 * param holding a day is written in the language's format (SPEC §9), as notifications write theirs.
 */
export function translate(lang: Lang, key: string, params: Record<string, unknown> = {}): string {
  const text = lookup(catalogs[lang], key) ?? lookup(catalogs.es, key) ?? key;
  return text.replace(/%\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    return name === 'date' && typeof value === 'string' && DAY.test(value) ? formatDate(value, lang, false) : String(value ?? '');
  });
}
