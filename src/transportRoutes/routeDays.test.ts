import { i18nProvider } from '../providers/i18nProvider';
import { dayRuns, daysText } from './routeDays';

const say = (days: number[] | null) => daysText(days, i18nProvider.translate);

describe('route days', () => {
  it('groups weekdays into runs, in order, once each', () => {
    expect(dayRuns([5, 1, 2, 3, 3, 9])).toEqual([[1, 2, 3], [5]]);
  });

  it('reads as a person says them, in Spanish and in English', async () => {
    expect(say([1, 2, 3, 4, 5])).toBe('Lunes a viernes');
    expect(say([1, 3, 5])).toBe('Lunes, miércoles y viernes');
    expect(say([6, 7])).toBe('Sábado y domingo');
    expect(say([1, 2, 3, 4, 5, 6, 7])).toBe('Todos los días');
    expect(say([1, 2, 3, 6])).toBe('Lunes a miércoles y sábado');
    expect(say([])).toBe('Ningún día');
    expect(say(null)).toBe('Ningún día');
    await i18nProvider.changeLocale('en');
    expect(say([1, 2, 3, 4, 5])).toBe('Monday to Friday');
    expect(say([2, 4])).toBe('Tuesday and Thursday');
    await i18nProvider.changeLocale('es');
  });
});
