import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { auditTourScreen } from './axe';
import { baseUrl, switchLanguage, WAIT } from './browser';
import { serveTiles } from './mapTiles';
import { signedIn } from './session';

/** How a person sees the app: the interface language and the window's width. */
export interface Look {
  language: 'es' | 'en';
  phone: boolean;
}

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1400, height: 900 } };

export const main = (page: Page) => page.locator('#main-content');
/** A list's first record link: a table row's first link on a desktop, a card on a phone. */
export const firstRecord = (page: Page) => main(page).locator('tbody tr a, li a, li [role="button"]').first();
const saveButton = (page: Page) => main(page).getByRole('button', { name: /^(guardar|save)$/i });
/** What a record page shows once loaded: its way back to the list, or (a record edited in place) its save button. */
const recordShown = (page: Page) =>
  main(page)
    .getByRole('link', { name: /^(lista|list|volver a la lista|back to the list)/i })
    .or(saveButton(page));

/**
 * One person's tour of the screens, each checked by axe-core (axe.ts) once it shows what it is
 * for, named in the failure by who, where and how (language and width).
 */
export class ScreenTour {
  private constructor(
    readonly page: Page,
    private readonly who: string,
    private readonly phone: boolean,
  ) {}

  /** Signs `email` in, in a context of its own with the language and width of `look`. */
  static async start(browser: Browser, email: string, look: Look): Promise<{ tour: ScreenTour; context: BrowserContext }> {
    const context = await browser.newContext({ baseURL: baseUrl(), locale: look.language === 'es' ? 'es-MX' : 'en-US', ...(look.phone ? PHONE : DESKTOP) });
    // The transport screens draw maps: their tiles are answered here, nothing reaches the internet.
    await serveTiles(context);
    const page = await context.newPage();
    await signedIn(page, email);
    const tour = new ScreenTour(page, email.split('@')[0], look.phone);
    await tour.check(main(page).getByRole('heading', { level: 1 }), 'home');
    if (look.language === 'en') {
      await switchLanguage(page, 'English');
      await main(page).getByText(/^Welcome/).waitFor();
    }
    return { tour, context };
  }

  /** Waits for `ready`, then audits the page as it stands. */
  async check(ready: Locator, what: string) {
    const where = `${this.who}: ${what}`;
    await ready
      .first()
      .waitFor({ state: 'visible', timeout: WAIT })
      .catch((error: Error) => {
        throw new Error(`${where} (at ${this.page.url()}): ${error.message}`);
      });
    await auditTourScreen(this.page, where);
  }

  /**
   * Opens `path` inside the running app, as its links do (the router follows the history's
   * popstate), without loading the page again, and audits it once `ready` shows.
   */
  async open(path: string, ready: Locator) {
    const before = await this.page.title();
    await this.page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    // The new screen names the tab once drawn: until then `ready` could still match the last one.
    await this.page.waitForFunction((last) => document.title !== last, before, { timeout: WAIT });
    await this.check(ready, path);
  }

  /**
   * Clicks `trigger`, audits the dialog, menu or popover it opens once it shows `ready` (what it
   * loads, if anything), and closes it with Escape (nothing is sent).
   */
  async dialog(trigger: Locator, what: string, ready?: (opened: Locator) => Locator) {
    await trigger.first().click();
    // Portalled to the end of the page, after the layout's own menu.
    const opened = this.page.locator('[role=dialog], [role=alertdialog], [role=menu], [role=presentation] .MuiPopover-paper').last();
    await this.check(ready ? ready(opened) : opened, what);
    const shownOne = await opened.elementHandle();
    // Escape reaches a dialog or menu once its focus trap has moved focus in, as it has for a
    // person who saw it open; on a starved machine a key pressed sooner went to the page.
    await this.page.waitForFunction((el) => !el || (el.closest('.MuiModal-root') ?? el).contains(document.activeElement), shownOne, { timeout: WAIT });
    await this.page.keyboard.press('Escape');
    await shownOne?.waitForElementState('hidden');
  }

  /** A list, which on a phone is cards, not a table (no columns to scroll to). */
  async cards(path: string) {
    await this.open(`${path}?perPage=10`, firstRecord(this.page));
    if (this.phone) expect([path, await main(this.page).getByRole('table').count()]).toEqual([path, 0]);
  }

  /** A list and its first record, opened from it as a person does. */
  async record(path: string) {
    await this.cards(path);
    await firstRecord(this.page).click();
    await this.check(recordShown(this.page), `${path}: a record`);
  }

  /**
   * A list and what it offers the person: its create form, its first record and that record's
   * edit form. The record is opened from the list, as a person does.
   */
  async list(path: string) {
    const { page } = this;
    // Ten rows show what a hundred would (the same cells and chips), at a tenth of the audit.
    await this.open(`${path}?perPage=10`, firstRecord(page));
    const create = main(page).getByRole('link', { name: /^(crear|create)$/i });
    if ((await create.count()) > 0) {
      await create.first().click();
      await this.check(saveButton(page), `${path}: create`);
      await page.goBack();
      await firstRecord(page).waitFor();
    }
    await firstRecord(page).click();
    await this.check(recordShown(page), `${path}: a record`);
    const edit = main(page).getByRole('link', { name: /^(editar|edit)$/i });
    if ((await edit.count()) > 0) {
      await edit.first().click();
      await this.check(saveButton(page), `${path}: edit`);
    }
  }
}
