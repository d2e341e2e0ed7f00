import { columnsInOrder, labelMatches, moveColumn } from './columnOrder';

describe('columnsInOrder', () => {
  it('is the children order when nothing was kept', () => {
    expect(columnsInOrder(4, undefined)).toEqual([0, 1, 2, 3]);
    expect(columnsInOrder(3, null)).toEqual([0, 1, 2]);
  });

  it('keeps the kept order and adds the columns it does not name at the end', () => {
    expect(columnsInOrder(5, [3, 0])).toEqual([3, 0, 1, 2, 4]);
  });

  it('drops kept ranks of columns the table no longer has, and repeats', () => {
    expect(columnsInOrder(3, [5, 2, 2, -1, 0])).toEqual([2, 0, 1]);
  });
});

describe('moveColumn', () => {
  it('takes a column up or down past the others', () => {
    expect(moveColumn([0, 1, 2, 3], 2, 1)).toEqual([0, 2, 1, 3]);
    expect(moveColumn([0, 1, 2, 3], 0, 3)).toEqual([1, 2, 3, 0]);
    expect(moveColumn([3, 0, 1, 2], 3, 0)).toEqual([2, 3, 0, 1]);
  });

  it('leaves the order it was given unchanged', () => {
    const order = [0, 1, 2];
    moveColumn(order, 0, 2);
    expect(order).toEqual([0, 1, 2]);
  });
});

describe('labelMatches', () => {
  it('ignores accents, case and the spaces around what was typed', () => {
    expect(labelMatches('Teléfono', 'telefono')).toBe(true);
    expect(labelMatches('Fecha de creación', ' CREACIÓN ')).toBe(true);
    expect(labelMatches('Correo', 'plan')).toBe(false);
  });
});
