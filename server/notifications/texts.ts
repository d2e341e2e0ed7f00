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
const isState = (value: unknown): value is (typeof STATES)[number] => STATES.includes(value as (typeof STATES)[number]);

const CATALOGUES: Record<Lang, Record<string, TypeTexts>> = { es: es.notifications, en: en.notifications };

/** A text cut at its `%{name}` places: literals at even indexes, names at odd ones (String#split with a group). */
const parts = new Map<string, string[]>();
const partsOf = (text: string) => {
  let cut = parts.get(text);
  if (cut === undefined) parts.set(text, (cut = text.split(/%\{(\w+)\}/)));
  return cut;
};

/** A stored param as a text shows it: `date` ('yyyy-MM-dd') in the language's format (SPEC §9), none as empty. */
function paramText(params: Record<string, unknown>, name: string, lang: Lang) {
  if (!Object.hasOwn(params, name)) return '';
  return name === 'date' ? formatDate(params.date, lang, false) : String(params[name] ?? '');
}

/**
 * `text` with each `%{name}` replaced by its param; a catalogue's texts are cut once, not matched
 * per notification, and no function is made per notification (a list writes 25 or 100 of them).
 */
function fill(text: string, params: Record<string, unknown>, lang: Lang) {
  const cut = partsOf(text);
  let out = cut[0];
  for (let i = 1; i < cut.length; i += 2) out += paramText(params, cut[i], lang) + cut[i + 1];
  return out;
}

/**
 * A notification's title and message in `lang` (i18n/{es,en}/shared/notificationTexts.ts), with
 * its params; a stored `date` ('yyyy-MM-dd') is written in the language's format (SPEC §9), and
 * a stored `state` picks the type's variant for it (a licence expiring or expired).
 */
export function notificationTexts(lang: Lang, type: number, params: Record<string, unknown>): Texts {
  const texts = Object.hasOwn(CATALOGUES[lang], String(type)) ? CATALOGUES[lang][String(type)] : undefined;
  if (!texts) return { title: '', message: '' };
  const chosen = (isState(params.state) && texts[params.state]) || texts;
  return { title: fill(chosen.title, params, lang), message: fill(chosen.message, params, lang) };
}
