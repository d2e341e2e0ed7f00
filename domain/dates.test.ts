import { formatDate } from './dates';

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
});
