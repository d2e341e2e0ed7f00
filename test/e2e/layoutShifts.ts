import type { Page } from 'playwright-core';

type Watched = { e2eShifts: PerformanceObserver; e2eMoves: number[]; e2eNote: (entries: PerformanceEntryList) => void };

/** Notes, from the page's next load on, how far each element that Chromium reports shifting moved up or down. */
export async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const page = window as unknown as Watched;
    page.e2eMoves = [];
    page.e2eNote = (entries) => {
      for (const entry of entries as unknown as { sources?: { previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] }[])
        for (const source of entry.sources ?? []) page.e2eMoves.push(Math.abs(source.currentRect.y - source.previousRect.y));
    };
    page.e2eShifts = new PerformanceObserver((list) => page.e2eNote(list.getEntries()));
    page.e2eShifts.observe({ type: 'layout-shift', buffered: true });
  });
}

/** The moves noted so far (px). A drawing is a frame behind its element: the shifts not yet delivered are taken too. */
export async function shiftsSoFar(page: Page): Promise<number[]> {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const page = window as unknown as Watched;
    page.e2eNote(page.e2eShifts.takeRecords());
    return page.e2eMoves;
  });
}
