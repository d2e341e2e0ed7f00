import { formatDate } from '../../domain/dates';
import { es } from '../../i18n/server/es';
import { en } from '../../i18n/server/en';
import type { Lang } from '../http/i18n';

interface Texts {
  title: string;
  message: string;
}
/** A type's texts, and those of the document states it may read as. */
interface TypeTexts extends Texts {
  expiring?: Texts;
  expired?: Texts;
}
const STATES = ['expiring', 'expired'] as const;

const CATALOGUES: Record<Lang, Record<string, TypeTexts>> = { es: es.notifications, en: en.notifications };

const fill = (text: string, params: Record<string, string>) => text.replace(/%\{(\w+)\}/g, (_, name: string) => params[name] ?? '');

/**
 * A notification's title and message in `lang` (i18n/{es,en}/shared/notificationTexts.ts), with
 * its params; a stored `date` ('yyyy-MM-dd') is written in the language's format (SPEC §9), and
 * a stored `state` picks the type's variant for it (a licence expiring or expired).
 */
export function notificationTexts(lang: Lang, type: number, params: Record<string, unknown>): Texts {
  const texts = Object.hasOwn(CATALOGUES[lang], String(type)) ? CATALOGUES[lang][String(type)] : undefined;
  if (!texts) return { title: '', message: '' };
  const state = STATES.find((name) => name === params.state);
  const chosen = (state && texts[state]) || texts;
  const values = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, key === 'date' ? formatDate(value, lang, false) : String(value ?? '')]));
  return { title: fill(chosen.title, values), message: fill(chosen.message, values) };
}
