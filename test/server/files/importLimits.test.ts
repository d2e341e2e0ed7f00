import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { count } from 'drizzle-orm';
import { usuarios } from '../../../server/db/schema';
import { roleTestApp } from '../support/roleApp';
import { caller, multipart } from '../resources/usersHelpers';
import { deflatedPadding, MB, workbook, zeros, zip } from '../support/zipFiles';

/**
 * An import cannot exhaust the server. A zip is bounded by the bytes it
 * really inflates to, not by what it claims; a CSV or a sheet is read as a stream that stops at
 * the 5,000-row limit; and big files at once leave the event loop free for everyone else.
 */
const { t, tokens } = roleTestApp();

const rh = caller(() => t, () => tokens.rh);
const send = (data: Buffer, { lang, filename = 'usuarios.xlsx' }: { lang?: string; filename?: string } = {}) =>
  rh({ method: 'POST', url: 'usuarios/importar/?dry_run=1', ...multipart([{ name: 'archivo', filename, data }]), lang });

const HEADER = ['name', 'last_name', 'email'];

/** Resident memory growth while `run` runs, sampled as it goes (its peak, not just its end). */
async function peakGrowth<T>(run: () => Promise<T>) {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  try {
    const result = await run();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, growthMb: (peak - before) / MB };
  } finally {
    clearInterval(sampler);
  }
}

describe('a zip is bounded by what it really inflates to', () => {
  it.each([
    ['es', 'El libro ocupa demasiado al descomprimirlo; deje solo la hoja que va a importar o guárdelo como .csv.'],
    ['en', 'The workbook is too large once unpacked; keep only the sheet to import, or save it as .csv.'],
  ])('a sheet that claims 100 bytes but inflates to 500 MB is refused at once, without holding it (%s)', async (lang, message) => {
    const bomb = zip(workbook([]).map((e) => (e.name === 'xl/worksheets/sheet1.xml' ? { name: e.name, deflated: zeros(500), claims: 100 } : e)));
    expect(bomb.length).toBeLessThan(MB);
    const started = performance.now();
    const { result: res, growthMb } = await peakGrowth(() => send(bomb, { lang }));
    expect([res.statusCode, res.json()]).toEqual([400, { archivo: [message] }]);
    // Inflating all of it would take seconds and hundreds of MB; stopping at 25 MB takes a fraction.
    expect(performance.now() - started).toBeLessThan(1500);
    expect(growthMb).toBeLessThan(60);
  });

  const TOO_LARGE = { archivo: ['El libro ocupa demasiado al descomprimirlo; deje solo la hoja que va a importar o guárdelo como .csv.'] };
  const ns = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
  /** A well-formed part of `mb` MB (XML with spaces inside), so only a size limit can refuse it. */
  const spaced = (name: string, tag: string, mb: number) => ({ name, deflated: deflatedPadding(mb, { fill: ' ', open: `<${tag} ${ns}>`, close: `</${tag}>` }), claims: mb * MB });

  it('counts every part read against the whole: sheets of 20 MB before the first tab pass 50 MB', async () => {
    const file = zip([
      { name: 'xl/workbook.xml', content: `<workbook ${ns}><sheets><sheet name="Usuarios" sheetId="3" r:id="rId3"/><sheet name="A" sheetId="1" r:id="rId1"/><sheet name="B" sheetId="2" r:id="rId2"/></sheets></workbook>` },
      {
        name: 'xl/_rels/workbook.xml.rels',
        content: `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${[1, 2, 3].map((n) => `<Relationship Id="rId${n}" Type="worksheet" Target="worksheets/sheet${n}.xml"/>`).join('')}</Relationships>`,
      },
      ...[1, 2, 3].map((n) => spaced(`xl/worksheets/sheet${n}.xml`, 'worksheet', 20)),
    ]);
    const res = await send(file);
    expect([res.statusCode, res.json()]).toEqual([400, TOO_LARGE]);
  });

  it('holds the parts ExcelJS keeps whole as objects to less: 6 MB of styles are refused', async () => {
    const res = await send(zip([...workbook([HEADER]), spaced('xl/styles.xml', 'styleSheet', 6)]));
    expect([res.statusCode, res.json()]).toEqual([400, TOO_LARGE]);
    // The same styles at 4 MB are read.
    const fine = await send(zip([...workbook([HEADER, ['Ana', 'Estilos', 'ana.estilos@empresa.mx']]), spaced('xl/styles.xml', 'styleSheet', 4)]));
    expect([fine.statusCode, fine.json()]).toMatchObject([200, { created: 1 }]);
  });

  it('never inflates a part the import does not read: a 1 GB picture beside the sheet is no bother', async () => {
    const file = zip(workbook([HEADER, ['Nube', 'Grande', 'nube.grande@empresa.mx']], [{ name: 'xl/media/image1.png', deflated: zeros(1024), claims: 100 }]));
    const res = await send(file);
    expect([res.statusCode, res.json()]).toMatchObject([200, { created: 1, failed: 0 }]);
  });

  it('refuses broken deflate data in a part as unreadable', async () => {
    const file = zip(workbook([HEADER]).map((e) => (e.name === 'xl/worksheets/sheet1.xml' ? { name: e.name, deflated: Buffer.from('not deflate at all'), claims: 100 } : e)));
    const res = await send(file);
    expect([res.statusCode, res.json()]).toEqual([400, { archivo: ['No se pudo leer el archivo; guárdelo de nuevo como .xlsx o .csv.'] }]);
  });
});

describe('rows are counted while they are read', () => {
  it('a CSV of 1.6 million rows is refused at row 5,001, quickly and in little memory', async () => {
    const csv = Buffer.from(`name,last_name,email\n${'a,b,c\n'.repeat(1_600_000)}`);
    expect(csv.length).toBeGreaterThan(9_500_000);
    const started = performance.now();
    const { result: res, growthMb } = await peakGrowth(() => send(csv, { filename: 'u.csv', lang: 'en' }));
    expect([res.statusCode, res.json()]).toEqual([400, { archivo: ['The file cannot have more than 5,000 rows.'] }]);
    // Parsed whole, it would block the event loop for over a second and take a GB.
    expect(performance.now() - started).toBeLessThan(1500);
    expect(growthMb).toBeLessThan(100);
  });

  it('a sheet stops being read past 5,000 rows: what follows is never parsed', async () => {
    const rows = [HEADER, ...Array.from({ length: 8000 }, (_, i) => [`N${i}`, 'Apellido', `n${i}@empresa.mx`])];
    // Broken XML some 400 KB after row 5,001: reading it would answer "unreadable", not the row limit.
    const file = zip(workbook(rows).map((e) => (e.name === 'xl/worksheets/sheet1.xml' ? { ...e, content: e.content!.replace('</sheetData>', '<row r="9"><c><<<') } : e)));
    const res = await send(file);
    expect([res.statusCode, res.json()]).toEqual([400, { archivo: ['El archivo no puede tener más de 5,000 filas.'] }]);
  });

  it('blank rows do not count, and a sheet of exactly 5,000 rows is read', async () => {
    const rows = [HEADER, ...Array.from({ length: 5000 }, (_, i) => [`N${i}`, 'Apellido', `n${i}@empresa.mx`]), ['  ', '', ' ']];
    const res = await send(zip(workbook(rows)));
    expect([res.statusCode, res.json().created]).toEqual([200, 5000]);
  });
});

/**
 * Watches the event loop: `monitorEventLoopDelay`'s longest delay, and how long the loop was
 * held by this process's own work: the longest gap between ticks of a 5 ms timer, counting only
 * the CPU time the process used in it. On a shared machine the first also holds the time other
 * processes kept the CPU; the second does not.
 */
function watchLoop() {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let last = performance.now();
  let lastCpu = process.cpuUsage();
  let heldMs = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    const cpu = process.cpuUsage(lastCpu);
    heldMs = Math.max(heldMs, Math.min(now - last, (cpu.user + cpu.system) / 1000));
    last = now;
    lastCpu = process.cpuUsage();
  }, 5);
  return () => {
    clearInterval(ticker);
    delay.disable();
    return { maxDelayMs: delay.max / 1e6, heldMs };
  };
}

/** A body as a socket hands it over, in 64 KB pieces (inject would give the parser all of it at once). */
function inPieces(body: Buffer) {
  return Readable.from(
    (function* () {
      for (let i = 0; i < body.length; i += 64 * 1024) yield body.subarray(i, i + 64 * 1024);
    })(),
  );
}

describe('big imports leave the server answering', () => {
  it('six 10 MB CSVs at once: a small GET answers meanwhile and no import holds the event loop 300 ms', async () => {
    // Under the row limit, so every file is read to its end: 5,000 rows of 2 KB.
    const long = 'x'.repeat(2000);
    const big = Buffer.from(`name,last_name,email,address\n${Array.from({ length: 5000 }, (_, i) => `N${i},Apellido,big${i}@empresa.mx,${long}`).join('\n')}`);
    // The 1.6 million-row file as well, refused at its row limit.
    const attack = Buffer.from(`name,last_name,email\n${'a,b,c\n'.repeat(1_600_000)}`);
    // Request bodies made beforehand: only the server's work is measured.
    const bodies = [big, big, big, attack, attack, attack].map((data) => multipart([{ name: 'archivo', filename: 'u.csv', data }]));
    const [{ n: usersBefore }] = await t.database.db.select({ n: count() }).from(usuarios);
    const stopWatching = watchLoop();
    let importsDone = false;
    const imports = Promise.all(bodies.map(({ headers, payload }) => t.call({ method: 'POST', url: 'usuarios/importar/?dry_run=1', token: tokens.rh, headers, payload: inPieces(payload) }))).finally(() => (importsDone = true));
    await nextTurn();
    const list = await t.call({ url: 'usuarios/?limit=1', token: tokens.rh });
    const answeredDuringImports = !importsDone;
    const answers = await imports;
    const loop = stopWatching();
    expect(list.statusCode).toBe(200);
    expect(answeredDuringImports).toBe(true);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 400, 400, 400]);
    expect(answers[0].json()).toMatchObject({ dry_run: true, created: 0, failed: 5000 });
    // Read in chunks and joined a slice at a time, six uploads hold the loop only for short slices
    // and a collection; 300 ms leaves room for a busy CI machine.
    expect(loop.heldMs).toBeLessThan(300);
    expect(loop.maxDelayMs).toBeLessThan(1000);
    const [{ n: usersAfter }] = await t.database.db.select({ n: count() }).from(usuarios);
    expect(usersAfter).toBe(usersBefore);
  });
});
