import { compareAudits, compareRatings, type Audit, type AuditItem } from './compareAudits';

let nextId = 1;
const part = (pieza: number, name: string, calificacion: string): AuditItem => ({ id: nextId++, pieza, accesorio: null, name, calificacion, comentario: '', imagen: '' });
const accessory = (accesorio: number, name: string, calificacion: string): AuditItem => ({ id: nextId++, pieza: null, accesorio, name, calificacion, comentario: '', imagen: '' });
const audit = (tipo: number, kilometraje: number, gasolina: number, items: AuditItem[]): Audit => ({ id: tipo + 10, tipo, kilometraje, gasolina, created_by: 1, created_at: '2025-03-07T15:04:05Z', items });

describe('compareRatings', () => {
  it.each([
    ['good', 'regular', 'worse'],
    ['good', 'bad', 'worse'],
    ['regular', 'bad', 'worse'],
    ['regular', 'regular', 'same'],
    ['bad', 'regular', 'better'],
    ['regular', 'good', 'better'],
  ])('a part rated %s then %s is %s', (initial, final, change) => {
    expect(compareRatings('part', initial, final)).toBe(change);
  });

  it.each([
    ['yes', 'no', 'worse'],
    ['yes', 'yes', 'same'],
    ['no', 'no', 'same'],
    ['no', 'yes', 'better'],
  ])('an accessory rated %s then %s is %s', (initial, final, change) => {
    expect(compareRatings('accessory', initial, final)).toBe(change);
  });

  it('treats a rating it does not know as unchanged rather than guessing', () => {
    expect(compareRatings('part', 'good', 'broken')).toBe('same');
    expect(compareRatings('accessory', 'good', 'no')).toBe('same');
  });
});

describe('compareAudits', () => {
  it('pairs items by part or accessory (not by name), counts the worse ones, km driven and fuel used', () => {
    const initial = audit(0, 12000, 80, [part(1, 'Llantas', 'good'), part(2, 'Frenos', 'regular'), accessory(1, 'Gato', 'yes'), accessory(2, 'Extintor', 'no')]);
    const final = audit(1, 12450, 35, [accessory(2, 'Extintor', 'yes'), part(1, 'Llantas (renombrada)', 'bad'), part(2, 'Frenos', 'regular'), accessory(1, 'Gato', 'no')]);
    const result = compareAudits(initial, final);
    expect(result.items.map((item) => [item.key, item.kind, item.name, item.change])).toEqual([
      ['part:1', 'part', 'Llantas', 'worse'],
      ['part:2', 'part', 'Frenos', 'same'],
      ['accessory:1', 'accessory', 'Gato', 'worse'],
      ['accessory:2', 'accessory', 'Extintor', 'better'],
    ]);
    expect(result.items[0].final?.calificacion).toBe('bad');
    expect(result).toMatchObject({ worse: 2, kmDriven: 450, fuelUsed: 45 });
  });

  it('keeps a part and an accessory with the same id apart', () => {
    const result = compareAudits(audit(0, 0, 50, [part(1, 'Espejo', 'good'), accessory(1, 'Gato', 'yes')]), audit(1, 10, 50, [part(1, 'Espejo', 'good'), accessory(1, 'Gato', 'yes')]));
    expect(result.items.map((item) => item.change)).toEqual(['same', 'same']);
    expect(result.worse).toBe(0);
  });

  it('shows an item present in only one audit as such, after the shared ones when only the return has it', () => {
    const initial = audit(0, 100, 40, [part(3, 'Parabrisas', 'good'), accessory(4, 'Botiquín', 'yes')]);
    const final = audit(1, 100, 60, [part(5, 'Limpiaparabrisas', 'regular'), accessory(4, 'Botiquín', 'yes')]);
    const result = compareAudits(initial, final);
    expect(result.items.map((item) => [item.name, item.change, !!item.initial, !!item.final])).toEqual([
      ['Parabrisas', 'only_initial', true, false],
      ['Botiquín', 'same', true, true],
      ['Limpiaparabrisas', 'only_final', false, true],
    ]);
    expect(result).toMatchObject({ worse: 0, kmDriven: 0, fuelUsed: -20 });
  });
});
