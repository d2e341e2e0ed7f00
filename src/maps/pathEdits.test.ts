import { addPoint, insertionIndex, insertPoint, movePoint, pushUndo, removePoint, UNDO_DEPTH } from './pathEdits';

const A = { lat: 25, lng: -100 };
const B = { lat: 25, lng: -99.9 };
const C = { lat: 25.1, lng: -99.9 };

describe('path edits', () => {
  it('add, insert, move and remove answer new paths of plain points, leaving the old one as it was', () => {
    const path = [A, B];
    expect(addPoint(path, { ...C, extra: 1 } as never)).toEqual([A, B, C]);
    expect(insertPoint(path, 1, C)).toEqual([A, C, B]);
    expect(movePoint(path, 0, C)).toEqual([C, B]);
    expect(removePoint(path, 0)).toEqual([B]);
    expect(path).toEqual([A, B]);
  });

  it('a point clicked on the line goes between the ends of the segment it lies nearest to', () => {
    const path = [A, B, C];
    expect(insertionIndex(path, { lat: 25.0005, lng: -99.95 })).toBe(1);
    expect(insertionIndex(path, { lat: 25.05, lng: -99.9003 })).toBe(2);
    expect(insertionIndex([A], C)).toBe(1);
  });

  it('undo keeps the latest edits up to its depth', () => {
    let stack: readonly (readonly (typeof A)[])[] = [];
    for (let i = 0; i < UNDO_DEPTH + 5; i++) stack = pushUndo(stack, [{ lat: i, lng: 0 }]);
    expect(stack).toHaveLength(UNDO_DEPTH);
    expect(stack[0]).toEqual([{ lat: 5, lng: 0 }]);
  });
});
