import { useEffect, useRef, type RefObject } from 'react';

/** How long a finished bulk action's dialog may take to fade out and hand focus back. */
const WATCH_MS = 2000;

/**
 * A bulk action's dialog gives focus back to the button that opened it, but a finished action
 * empties the selection and the bulk toolbar (and that button) hides, so focus fell to the page's
 * body and a keyboard user had to start again from the top. Once the selection empties, this
 * waits for focus to leave the dialog and, if it lands nowhere, puts it on the table's
 * "select all" box (or its first row), next to where the user was working.
 */
export const useRefocusAfterBulk = (inside: RefObject<HTMLElement | null>, selected: number) => {
  const before = useRef(selected);
  useEffect(() => {
    const emptied = before.current > 0 && selected === 0;
    before.current = selected;
    if (!emptied) return;
    const until = performance.now() + WATCH_MS;
    let frame = 0;
    const watch = () => {
      const focused = document.activeElement;
      // On the body, or on the toolbar's button that has just hidden (its "clear selection" X).
      if (!focused || focused === document.body || inside.current?.contains(focused)) {
        const table = inside.current?.closest('.RaDataTable-root');
        table?.querySelector<HTMLElement>('thead .select-all input, tbody tr[tabindex]')?.focus();
        return;
      }
      // Still in the fading dialog: wait; anywhere else, the user has moved on.
      if (focused.closest('[role="dialog"], [role="presentation"]') && performance.now() < until) frame = requestAnimationFrame(watch);
    };
    frame = requestAnimationFrame(watch);
    return () => cancelAnimationFrame(frame);
  }, [inside, selected]);
};
