import type { BrowserContext, Page } from 'playwright-core';
import { timedPage, type RowsOptions } from './rows';

/**
 * The client figure's reference, measured in the same run on the same machine as the server's
 * bare PostgreSQL rate is: a bare page with no framework and no bundle that makes the users
 * list's call and the departments lookup with the stored session, then draws the same 100 rows
 * (a selection box, the name and department as links, last name, email, role, status, licence
 * and points) with plain DOM in one go. What the app takes beyond it is the app's own work.
 *
 * It is served by the browser (Playwright's routing, on its own tabs only: routing turns a page's
 * HTTP cache off) and never by the product.
 */
export const REFERENCE_PATH = '/__bench/reference-rows';

/**
 * The reference page's script, as text: a function's own text would carry the `__name` helper
 * calls tsx adds, which the page does not have.
 */
const DRAW_ROWS = `
const raw = localStorage.getItem('flotilla.session') ?? sessionStorage.getItem('flotilla.session');
const headers = { Authorization: 'Bearer ' + (raw ? JSON.parse(raw).access : ''), Accept: 'application/json', 'Content-Type': 'application/json' };
const users = fetch('/api/usuarios/q/?page=1&limit=100', { method: 'POST', headers, body: JSON.stringify({ plataforma: false, ordering: 'last_name' }) }).then((r) => r.json());
const departments = fetch('/api/departamentos/?page=1&limit=1000&ordering=id', { headers }).then((r) => r.json());
Promise.all([users, departments]).then(([list, lookup]) => {
  const names = new Map(lookup.results.map((d) => [d.id, String(d.name)]));
  const text = (value) => (value === null || value === undefined ? '' : String(value));
  const cell = (row, content) => { const td = document.createElement('td'); td.append(content); row.append(td); };
  const link = (href, label) => { const a = document.createElement('a'); a.href = href; a.textContent = label; return a; };
  const chip = (label) => { const span = document.createElement('span'); span.className = 'chip'; span.textContent = label; return span; };
  const body = document.createElement('tbody');
  for (const user of list.results) {
    const row = document.createElement('tr');
    const box = document.createElement('input');
    box.type = 'checkbox';
    cell(row, box);
    cell(row, link('/usuarios/' + user.id + '/show', text(user.name)));
    cell(row, text(user.last_name));
    cell(row, text(user.email));
    cell(row, link('/departamentos/' + user.department, names.get(user.department) ?? ''));
    cell(row, chip(text(user.role)));
    cell(row, chip(text(user.status)));
    cell(row, chip(text(user.licencia_status)));
    cell(row, text(user.puntos));
    body.append(row);
  }
  document.querySelector('table').append(body);
});
`;

const REFERENCE_HTML = `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>reference</title>
<style>
body { font: 14px Roboto, Helvetica, Arial, sans-serif; margin: 0 16px; }
table { border-collapse: collapse; width: 100%; }
td { padding: 6px 8px; border-bottom: 1px solid rgba(0,0,0,.12); }
a { color: #1976d2; }
.chip { display: inline-flex; height: 24px; padding: 0 8px; align-items: center; border-radius: 12px; background: rgba(0,0,0,.08); font-size: 13px; }
</style></head><body><table></table><script>${DRAW_ROWS}</script></body></html>`;

/** Serves the reference page to this tab only. */
async function serveReference(page: Page, baseUrl: string) {
  await page.route(new URL(REFERENCE_PATH, baseUrl).href, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: REFERENCE_HTML }),
  );
}

/** A timed tab (rows.ts) that serves the reference page; `options.path` should be REFERENCE_PATH. */
export async function referencePage(context: BrowserContext, baseUrl: string, options: RowsOptions): Promise<Page> {
  const page = await timedPage(context, options);
  await serveReference(page, baseUrl);
  return page;
}
