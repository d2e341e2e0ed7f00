import { format, parseISO } from 'date-fns';
import { DATE_FORMATS, formatDate } from './dates';

describe('formatDate (SPEC §9)', () => {
  // Local time so the assertion does not depend on the machine's time zone.
  const afternoon = new Date(2025, 2, 7, 15, 4, 5);

  it('Spanish: dd-MM-yyyy hh:mm a and dd-MM-yyyy', () => {
    expect(formatDate(afternoon, 'es')).toBe('07-03-2025 03:04 PM');
    expect(formatDate(afternoon, 'es', false)).toBe('07-03-2025');
  });

  it('English: MM/dd/yyyy HH:mm:ss and MM/dd/yyyy', () => {
    expect(formatDate(afternoon, 'en')).toBe('03/07/2025 15:04:05');
    expect(formatDate(afternoon, 'en', false)).toBe('03/07/2025');
  });

  it('reads ISO strings and leaves empty or invalid values blank', () => {
    expect(formatDate('2025-03-07T15:04:05', 'en')).toBe('03/07/2025 15:04:05');
    expect(formatDate(null, 'es')).toBe('');
    expect(formatDate('not a date', 'es')).toBe('');
  });

  it('writes a calendar day (yyyy-MM-dd) exactly as date-fns does, every day of common, leap and century years, in both languages', () => {
    for (const year of [1900, 1999, 2000, 2024, 2026, 2100, 9999]) {
      for (let t = Date.UTC(year, 0, 1); new Date(t).getUTCFullYear() === year; t += 86_400_000) {
        const day = new Date(t).toISOString().slice(0, 10);
        for (const lang of ['es', 'en'] as const) expect([day, lang, formatDate(day, lang, false)]).toEqual([day, lang, format(parseISO(day), DATE_FORMATS[lang].date)]);
      }
    }
    expect(formatDate('2026-11-30', 'es', false)).toBe('30-11-2026');
    expect(formatDate('2026-11-30', 'en', false)).toBe('11/30/2026');
  });

  it('leaves a day that does not exist blank, as date-fns does', () => {
    for (const day of ['2026-02-29', '2100-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00', '2026-01-32']) expect([day, formatDate(day, 'es', false)]).toEqual([day, '']);
    expect(formatDate('2024-02-29', 'es', false)).toBe('29-02-2024');
  });
});
