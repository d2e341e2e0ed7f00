import { useCallback, useRef, useState } from 'react';
import type { LatLng } from '../../domain/geo';
import { ROUTE_PATH } from '../../domain/routes';
import { addPoint, insertionIndex, insertPoint, movePoint, pushUndo, removePoint } from './pathEdits';

/**
 * The path editor's state over a controlled value: the edits, an undo stack, and the point
 * chosen to be moved (a click on the map, or the centre button, then puts it there: moving a
 * point needs no dragging, WCAG 2.5.7). Each edit reads the latest value, so two quick edits
 * never undo each other.
 */
export function usePathEditing(value: readonly LatLng[], onChange: (path: LatLng[]) => void) {
  const [undoStack, setUndoStack] = useState<readonly (readonly LatLng[])[]>([]);
  const [moving, setMoving] = useState<number | null>(null);
  const latest = useRef(value);
  latest.current = value;

  const apply = useCallback(
    (edit: (path: readonly LatLng[]) => LatLng[]) => {
      const before = latest.current;
      const after = edit(before);
      latest.current = after;
      setUndoStack((stack) => pushUndo(stack, before));
      onChange(after);
    },
    [onChange],
  );

  const full = value.length >= ROUTE_PATH.maxPoints;

  /** A click on the map (or the centre button): places the point being moved, else adds one at the end. */
  const place = useCallback(
    (p: LatLng) => {
      if (moving !== null) {
        apply((path) => movePoint(path, moving, p));
        setMoving(null);
      } else if (latest.current.length < ROUTE_PATH.maxPoints) {
        apply((path) => addPoint(path, p));
      }
    },
    [apply, moving],
  );

  /** A click on the line: a new point between the two it lies between. */
  const insert = useCallback(
    (p: LatLng) => {
      if (moving !== null) return place(p);
      if (latest.current.length < ROUTE_PATH.maxPoints) apply((path) => insertPoint(path, insertionIndex(path, p), p));
    },
    [apply, moving, place],
  );

  const move = useCallback((index: number, p: LatLng) => apply((path) => movePoint(path, index, p)), [apply]);

  const remove = useCallback(
    (index: number) => {
      apply((path) => removePoint(path, index));
      setMoving(null);
    },
    [apply],
  );

  const undo = useCallback(() => {
    const previous = undoStack.at(-1);
    if (!previous) return;
    setUndoStack((stack) => stack.slice(0, -1));
    setMoving(null);
    latest.current = previous;
    onChange([...previous]);
  }, [onChange, undoStack]);

  /** Chooses the point to move next, or lets go of it when it is the one chosen. */
  const toggleMoving = useCallback((index: number) => setMoving((current) => (current === index ? null : index)), []);

  return { place, insert, move, remove, undo, canUndo: undoStack.length > 0, moving, toggleMoving, stopMoving: () => setMoving(null), full };
}
