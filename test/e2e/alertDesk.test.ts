import type { Page } from 'playwright-core';
import { addDays } from 'date-fns';
import { at, baseUrl, browserForFile, newPage, shown, switchLanguage, WAIT } from './browser';
import { serveTiles } from './mapTiles';
import { shiftsSoFar, watchShifts } from './layoutShifts';
import { signedIn } from './session';
import { dataRows, fitsThePhone, main, TZ } from './transportPages';

// The live C4 desk (issue #34): a C4 desk in Spanish and an admin desk in English, each on a
// screen of its own in its own browser; the demo's phone user raises a panic alert through the
// API and both banners show it without a reload (how fast is the bench's figure, against the
// issue's second: bench/client/alertDesk.ts); the C4 desk opens it from its banner and attends
// it, and it leaves the admin's banner without a reload. Then a loan requested from the phone
// reaches the admin's bell and fleet requests. Last, the desk on a 390 px phone: the banner,
// /alertas and an alert's page fit and pass axe.
const browser = browserForFile();

/** The demo's phone user (DOMAIN §7), signed in as the app does. */
const PHONE_USER = 'conductor@flotilla.mx';
/** A word in the phone's records, so the lists can be narrowed to them. */
const MARK = 'E2E-DESK';

interface PhoneSession {
  access: string;
  first_name: string;
  last_name: string;
  planta: { id: number; latitude: number | null; longitude: number | null } | null;
}

/** The phone: POST auth/login/ with `User-Type: app`, then its calls with that token. */
async function phone() {
  const login = await fetch(`${baseUrl()}/api/auth/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'User-Type': 'app', 'Accept-Language': 'es' },
    body: JSON.stringify({ email: PHONE_USER, password: 'flotilla' }),
  });
  expect(login.status).toBe(200);
  const me = (await login.json()) as PhoneSession;
  const send = async (path: string, body: unknown) => {
    const res = await fetch(`${baseUrl()}/api/${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${me.access}`, 'Content-Type': 'application/json', 'Accept-Language': 'es' },
      body: JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as { id: number } };
  };
  const place = { latitude: me.planta?.latitude ?? 20.5888, longitude: me.planta?.longitude ?? -100.3899 };
  return {
    name: `${me.first_name} ${me.last_name}`,
    raiseAlert: () => send('alertas/', { ...place, location: `${MARK} a dos cuadras de la planta` }),
    requestLoan: (destino: string) => {
      const leaves = addDays(new Date(), 2);
      return send('prestamos/', { planta: me.planta?.id ?? null, destino, motivo: 'Visita a cliente', fecha_salida: leaves.toISOString(), fecha_regreso: addDays(leaves, 1).toISOString() });
    },
  };
}

/** Whether the page's latest websocket has been accepted (its `ready` frame) and is still open. */
function watchSocket(page: Page) {
  const state = { ready: false };
  page.on('websocket', (socket) => {
    state.ready = false;
    socket.on('framereceived', ({ payload }) => {
      if (String(payload).includes('"type":"ready"')) state.ready = true;
    });
    socket.on('close', () => (state.ready = false));
  });
  return () => expect.poll(() => state.ready, { timeout: WAIT }).toBe(true);
}

const DESK = {
  es: { region: 'Alertas activas', alert: 'Alerta', sound: 'Sonido de las alertas', arrived: 'Nueva alerta de pánico de', now: 'hace un momento' },
  en: { region: 'Active alerts', alert: 'Alert', sound: 'Alert sound', arrived: 'New panic alert from', now: 'just now' },
} as const;

/** A desk signed in as `email` in its own browser, on `screen` in `language` once `drawn` shows, its socket accepted. */
async function openDesk(email: string, language: keyof typeof DESK, screen: string, drawn = (page: Page) => dataRows(page).first(), viewport = { width: 1400, height: 900 }) {
  const phoneWide = viewport.width < 600;
  const context = await browser().newContext({ baseURL: baseUrl(), locale: 'es-MX', timezoneId: TZ, viewport, isMobile: phoneWide, hasTouch: phoneWide });
  await serveTiles(context);
  const page = await context.newPage();
  const socketReady = watchSocket(page);
  await signedIn(page, email);
  await shown(page.getByText(/Hola, /));
  if (language === 'en') await switchLanguage(page, 'English');
  await page.goto(screen);
  await shown(drawn(page));
  await socketReady();
  const words = DESK[language];
  const banner = page.getByRole('region', { name: words.region, exact: true });
  const entry = (id: number) => banner.getByRole('listitem').filter({ has: page.getByRole('link', { name: `${words.alert} #${id}`, exact: true }) });
  return { context, page, words, banner, entry };
}

/** Marks the page so a test can tell it was never reloaded (a reload drops the mark). */
const markPage = (page: Page) => page.evaluate(() => ((window as unknown as { e2eMark: boolean }).e2eMark = true));
const stillMarked = (page: Page) => page.evaluate(() => (window as unknown as { e2eMark?: boolean }).e2eMark === true);

/** The bell's unread count as its label says it (the app bar may have slid away on a scroll). */
const bellCount = async (page: Page) => {
  const button = page.getByRole('banner', { includeHidden: true }).getByRole('button', { name: /^(Notificaciones|Notifications): \d+/, includeHidden: true });
  return Number(/(\d+)/.exec((await button.getAttribute('aria-label')) ?? '')?.[1] ?? NaN);
};

test('an alert raised from the phone reaches a C4 desk (Spanish) and an admin desk (English) live; attended on one, it leaves the other; a phone loan request reaches the admin', async () => {
  const c4 = await openDesk('c4@flotilla.mx', 'es', '/viajes_fleet/viajes');
  const admin = await openDesk('admin@flotilla.mx', 'en', '/vehiculos');
  for (const desk of [c4, admin]) {
    // The sound's switch is in the app bar, on by default, whether or not an alert is active.
    await shown(desk.page.getByRole('banner').getByRole('button', { name: desk.words.sound, exact: true, pressed: true }));
    await markPage(desk.page);
  }
  const device = await phone();

  const raised = await device.raiseAlert();
  expect(raised.status).toBe(201);
  const id = raised.json.id;
  await Promise.all([shown(c4.entry(id)), shown(admin.entry(id))]);
  for (const desk of [c4, admin]) {
    await shown(desk.entry(id).getByText(new RegExp(`· ${device.name} · .*${desk.words.now}`)));
    await expect.poll(() => desk.page.getByRole('alert').filter({ hasText: `${desk.words.arrived} ${device.name}` }).count()).toBe(1);
    expect(await stillMarked(desk.page)).toBe(true);
  }

  // The C4 desk opens it from its banner and attends it with a comment.
  await c4.entry(id).getByRole('link').click();
  await at(c4.page, `/alertas/${id}/show`);
  await shown(main(c4.page).getByRole('heading', { level: 1, name: `Alerta #${id}` }));
  await main(c4.page).getByRole('button', { name: 'Atender' }).click();
  const dialog = c4.page.getByRole('dialog', { name: `¿Atender la alerta #${id}?` });
  await dialog.getByRole('textbox', { name: /Comentario/ }).fill('Se llamó al conductor; fue una activación por error.');
  await dialog.getByRole('button', { name: 'Atender' }).click();
  await shown(c4.page.getByText(`Alerta #${id} atendida`));
  // It leaves both banners, the admin's without a reload.
  await Promise.all([admin.entry(id).waitFor({ state: 'detached', timeout: WAIT }), c4.entry(id).waitFor({ state: 'detached', timeout: WAIT })]);
  expect(await stillMarked(admin.page)).toBe(true);

  // A loan requested from the phone: the admin's bell counts its notification live, and it waits in the fleet requests.
  const before = await bellCount(admin.page);
  const destino = `${MARK} Celaya, visita a cliente`;
  const loan = await device.requestLoan(destino);
  expect(loan.status).toBe(201);
  await expect.poll(() => bellCount(admin.page), { timeout: WAIT }).toBe(before + 1);
  await admin.page.getByRole('banner').getByRole('button', { name: /^Notifications: \d+/ }).click();
  const latest = admin.page.getByRole('dialog', { name: 'Latest notifications' });
  await shown(latest.getByRole('listitem').filter({ hasText: 'Fleet trip request' }).filter({ hasText: `${device.name} asked for a fleet vehicle.` }));
  await admin.page.keyboard.press('Escape');
  await admin.page.getByRole('menuitem', { name: 'Fleet requests' }).click();
  await at(admin.page, '/viajes_fleet/solicitudes');
  // Typed once the list has drawn its rows, as a person does: a filter form still setting itself up can drop what is typed.
  await shown(dataRows(admin.page).first());
  await main(admin.page).getByRole('textbox', { name: 'Search', exact: true }).fill(MARK);
  await expect.poll(() => new URL(admin.page.url()).searchParams.get('filter') ?? '', { timeout: WAIT }).toContain(MARK);
  await shown(dataRows(admin.page).filter({ hasText: destino }));
  expect(await stillMarked(admin.page)).toBe(true);

  await c4.context.close();
  await admin.context.close();
});

test('on a phone (390 px) the banner, /alertas and an alert’s page fit without sideways scrolling and pass axe', async () => {
  const device = await phone();
  const raised = await device.raiseAlert();
  expect(raised.status).toBe(201);
  const id = raised.json.id;
  const cards = (page: Page) => main(page).getByText(/^(Activa|Atendida)$/).first();
  const desk = await openDesk('c4@flotilla.mx', 'es', '/alertas', cards, { width: 390, height: 844 });
  await fitsThePhone(desk.page, desk.entry(id), 'the alerts list with the desk');
  expect(await desk.page.getByRole('table').count()).toBe(0);
  // The banner's link is reached with the keyboard (Tab from the top of the page), and Enter opens the alert.
  const link = desk.entry(id).getByRole('link');
  const focused = () => link.evaluate((element) => element === document.activeElement);
  for (let step = 0; step < 40 && !(await focused()); step += 1) await desk.page.keyboard.press('Tab');
  expect(await focused()).toBe(true);
  await desk.page.keyboard.press('Enter');
  await at(desk.page, `/alertas/${id}/show`);
  await fitsThePhone(desk.page, main(desk.page).getByRole('heading', { level: 1, name: `Alerta #${id}` }), 'an alert’s page');
  await shown(main(desk.page).getByRole('button', { name: 'Atender' }));
  await desk.context.close();
});

test('a reload with active alerts draws the screen where it stays: the banner arriving after it does not push it down, at a new width too', async () => {
  const device = await phone();
  expect((await device.raiseAlert()).status).toBe(201);
  const desk = await openDesk('admin@flotilla.mx', 'es', '/plantas');
  await shown(desk.banner);
  // Every shift of the page, as Chromium reports it, from the reload's first drawing on.
  await watchShifts(desk.page);
  await desk.page.reload();
  await shown(dataRows(desk.page).first());
  await shown(desk.banner);
  expect((await shiftsSoFar(desk.page)).filter((px) => px >= 40)).toEqual([]);
  // The window narrowed to a phone's: the banner wraps nearly twice as tall as the room kept at 1400 px.
  await desk.page.setViewportSize({ width: 390, height: 844 });
  await desk.page.reload();
  await shown(main(desk.page).getByRole('listitem').first());
  await shown(desk.banner);
  expect((await shiftsSoFar(desk.page)).filter((px) => px >= 40)).toEqual([]);
  await desk.context.close();
});

test("an account's first screen on a browser, with no room kept for its banner, draws with the banner: nothing is pushed down under the pointer", async () => {
  const device = await phone();
  expect((await device.raiseAlert()).status).toBe(201);
  const { context, page } = await newPage(browser());
  // From the page load on: signedIn places the session and opens home (no map there).
  await watchShifts(page);
  await signedIn(page, 'admin@flotilla.mx');
  await shown(page.getByText(/Hola, /));
  await shown(page.getByRole('region', { name: DESK.es.region, exact: true }));
  const moves = await shiftsSoFar(page);
  expect(moves.filter((px) => px >= 40)).toEqual([]);
  await context.close();
});
