import { monthChoices, monthPeriod, periodFilter, periodOf } from './period';

const NOW = new Date(2026, 10, 15, 12); // 15 November 2026

describe('the totals period', () => {
  it('is this month by default, a month picked, or a range once both its days are set and in order', () => {
    expect(periodOf({}, NOW)).toEqual({ from: '2026-11-01', to: '2026-11-30', month: '2026-11' });
    expect(periodOf({ mes: '2024-02' }, NOW)).toEqual({ from: '2024-02-01', to: '2024-02-29', month: '2024-02' });
    expect(periodOf({ mes: '2026-11', fecha_salida__gte: '2026-10-05', fecha_salida__lte: '2026-10-20' }, NOW)).toEqual({ from: '2026-10-05', to: '2026-10-20' });
    // Half a range, a reversed one or a day still being typed leave the month in force.
    expect(periodOf({ mes: '2026-09', fecha_salida__gte: '2026-10-05' }, NOW).month).toBe('2026-09');
    expect(periodOf({ mes: '2026-09', fecha_salida__gte: '2026-10-20', fecha_salida__lte: '2026-10-05' }, NOW).month).toBe('2026-09');
    expect(periodOf({ mes: 'invalid', fecha_salida__lte: 'invalid-date' }, NOW).month).toBe('2026-11');
    expect(monthPeriod('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31', month: '2026-12' });
  });

  it('goes to the API as the instants its days span in the reader’s zone, the other filters kept', () => {
    expect(periodFilter({ mes: '2026-03', planta: 2, q: 'ana' }, NOW)).toEqual({
      planta: 2,
      q: 'ana',
      fecha_salida__gte: new Date(2026, 2, 1).toISOString(),
      fecha_salida__lte: new Date(2026, 2, 31, 23, 59, 59, 999).toISOString(),
    });
  });

  it('offers this month and the 35 before it by name, and a month asked for beyond them', () => {
    const months = monthChoices('es', undefined, NOW);
    expect(months).toHaveLength(36);
    expect(months[0]).toEqual({ id: '2026-11', name: 'noviembre de 2026' });
    expect(months[35].id).toBe('2023-12');
    expect(monthChoices('en', '2020-01', NOW).at(-1)).toEqual({ id: '2020-01', name: 'January 2020' });
  });
});
