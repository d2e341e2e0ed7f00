import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AxeResults, Result } from 'axe-core';

/** WCAG 2.2 A and AA, as axe-core tags them (2.0, 2.1 and 2.2 criteria each carry their own tag). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type AxeWindow = { axe: { run: (context: unknown, options: unknown) => Promise<AxeResults> } };

/** The screen as a key: its path and the dialogs and menus open on it. */
const screenKey = (page: Page) =>
  page.evaluate(() => {
    const open = [...document.querySelectorAll('[role=dialog],[role=alertdialog],[role=menu],[role=listbox]')]
      .filter((el) => el.checkVisibility({ visibilityProperty: true }))
      // Named by their text: dialogs of one kind share their labelling element's id.
      .map((el) => {
        const labelledBy = el.getAttribute('aria-labelledby');
        const name = el.getAttribute('aria-label') ?? (labelledBy ? document.getElementById(labelledBy)?.textContent : '') ?? '';
        return `${el.getAttribute('role')} ${name}`.trim();
      });
    return [location.pathname, ...open].join(' + ');
  });

/**
 * Waits for the screen to be still for a moment: no finite animation running (a dialog fading in
 * measures half its contrast; a tooltip starts fading in a tenth of a second after the pointer
 * rests) and no data loading (an audit of a half-drawn list checks little). A screen still busy
 * after a few seconds is audited as it stands.
 */
async function settled(page: Page) {
  await page
    .waitForFunction(
      () => {
        const w = window as unknown as { quietSince?: number };
        const busy =
          document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity) ||
          document.querySelector('[data-testid=top-progress][data-state=loading], .RaLoadingIndicator-loader') !== null;
        if (busy) w.quietSince = undefined;
        else w.quietSince ??= performance.now();
        return w.quietSince !== undefined && performance.now() - w.quietSince >= 200;
      },
      undefined,
      { timeout: 3_000, polling: 50 },
    )
    .catch(() => undefined);
  await page.evaluate(() => delete (window as unknown as { quietSince?: number }).quietSince).catch(() => undefined);
}

/** One line a rule (id, impact, summary), then one a node (its target and what fails), at most five nodes a rule. */
const report = (violations: Result[]) =>
  violations
    .map((v) => {
      const nodes = v.nodes.slice(0, 5).map((n) => `    ${n.target.join(' ')}: ${(n.any[0] ?? n.all[0] ?? n.none[0])?.message ?? n.failureSummary}`);
      const more = v.nodes.length > 5 ? [`    …and ${v.nodes.length - 5} more`] : [];
      return [`- ${v.id} (${v.impact}): ${v.help}`, ...nodes, ...more].join('\n');
    })
    .join('\n');

/** Widths up to this are phones: WCAG 1.4.10 (Reflow) asks that nothing there scrolls sideways. */
const PHONE_WIDTH = 480;

/**
 * What reaches past a phone's right edge (WCAG 1.4.10, which axe-core leaves to people): a page
 * wider than the window, and each visible control beyond its right edge that no box of its own
 * clips or scrolls (a wide table scrolls inside its box, a map's markers stay inside the map).
 * Nothing on wider windows.
 */
const pastTheEdge = async (page: Page) => {
  // The emulated phone's own width: a mobile page wider than its screen widens the window it reports.
  const width = page.viewportSize()?.width ?? Infinity;
  if (width > PHONE_WIDTH) return [];
  return page.evaluate((width) => {
    const beyond = (el: Element) => el.getBoundingClientRect().right > width + 1;
    const clipped = (el: Element) => {
      for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible' && !beyond(box)) return true;
      }
      return false;
    };
    const controls = [...document.querySelectorAll<HTMLElement>('button, a, input, [role="button"], [role="combobox"]')]
      .filter((el) => el.checkVisibility({ visibilityProperty: true }) && el.getBoundingClientRect().width > 0 && beyond(el) && !clipped(el))
      .map((el) => `- a control past the right edge: ${el.getAttribute('aria-label') || el.textContent?.trim() || el.tagName}`);
    const scrollWidth = document.documentElement.scrollWidth;
    return [...(scrollWidth > width ? [`- the page is ${scrollWidth} px wide on a ${width} px screen`] : []), ...controls];
  }, width);
};

/**
 * Runs axe-core's WCAG 2.2 A/AA rules on the page as it stands, and on a phone checks that nothing
 * scrolls sideways; fails with every violation found.
 */
export async function expectAccessible(page: Page, where?: string) {
  await settled(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const audit = () =>
    page.evaluate(
      (tags) => (window as unknown as AxeWindow).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
      WCAG_TAGS,
    );
  let results = await audit();
  let overflow = await pastTheEdge(page);
  if (results.violations.length === 0 && overflow.length === 0) return;
  // A screen still busy when the wait gave up (a starved renderer mid-fade measures a toast at half
  // its contrast) is audited once more when still: only what stays is a violation.
  await settled(page);
  results = await audit();
  overflow = await pastTheEdge(page);
  if (results.violations.length === 0 && overflow.length === 0) return;
  const lang = await page.evaluate(() => document.documentElement.lang);
  const screen = `${where ?? (await screenKey(page))} (${lang}, ${page.viewportSize()?.width ?? '?'} px wide)`;
  const found = [
    ...(results.violations.length ? [`axe-core found ${results.violations.length} WCAG 2.2 A/AA violation(s):\n${report(results.violations)}`] : []),
    ...(overflow.length ? [`it scrolls sideways on a phone (WCAG 1.4.10):\n${overflow.join('\n')}`] : []),
  ];
  throw new Error(`On ${screen}, ${found.join('\n')}`);
}

/**
 * The screens audited in this run, by language, width, theme, path and open dialogs: the e2e
 * project's one worker keeps this module across its files, so a list that ten files wait on is
 * audited once a language and width (the tours of accessibility.test.ts audit every screen they
 * open anyway). `npm test` runs the browser files in three parts side by side, each a process of
 * its own: E2E_AUDITS names a folder they share, where a part claims a screen with a file of its
 * own before auditing it, so that a screen is audited once in the whole run, not once a part.
 */
const seen = new Set<string>();
const shared = process.env.E2E_AUDITS;
const claimFile = (key: string) => path.join(shared!, createHash('sha1').update(key).digest('hex'));

/** Whether this part is the first to reach the screen `key` (and so audits it). */
function claim(key: string) {
  if (seen.has(key)) return false;
  seen.add(key);
  if (!shared) return true;
  try {
    writeFileSync(claimFile(key), key, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** Gives the screen back, for the next test that waits on it. */
function release(key: string) {
  seen.delete(key);
  if (shared) rmSync(claimFile(key), { force: true });
}

/**
 * The screen as audited: language, width, theme (the page's colour), path and open dialogs. A
 * path's segments with a digit in them (ids, plates) count as one: a record's screen is the same
 * screen whichever record it shows.
 */
async function auditKey(page: Page) {
  const [lang, colour] = await page.evaluate(() => [document.documentElement.lang, getComputedStyle(document.body).backgroundColor]);
  const screen = (await screenKey(page)).replace(/\/[^/ ]*\d[^/ ]*/g, '/:id');
  return `${lang} ${page.viewportSize()?.width ?? '?'} ${colour} ${screen}`;
}

/**
 * The tours' audit: always run (a tour audits every screen it opens, in the state it chose), and
 * the screen claimed for the run, so that the shared wait of a later file does not audit it again.
 */
export async function auditTourScreen(page: Page, where: string) {
  claim(await auditKey(page));
  await expectAccessible(page, where);
}

/**
 * Audits the screen once a run for each language, width, theme, path and set of open dialogs and
 * menus (`where` names it in a failure): the shared wait (browser.ts `shown`) calls it, so every
 * screen a browser test waits on is checked. The accessibility tours (screenTour.ts) audit every
 * screen they open, whatever was audited before, and claim it (auditTourScreen).
 */
export async function auditScreen(page: Page, where?: string) {
  if (page.isClosed()) return;
  let key = '';
  try {
    key = await auditKey(page);
    if (!claim(key)) return;
    await expectAccessible(page, where ?? key);
  } catch (error) {
    // The test moved on (a link followed, the tab closed): the next screen is audited where it waits.
    if (/Execution context was destroyed|Target page, context or browser has been closed|navigation/i.test(String(error))) {
      if (key) release(key);
      return;
    }
    throw error;
  }
}
