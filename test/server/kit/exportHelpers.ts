import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import type { Call, TestApp } from '../support/harness';

/** What the export test files share: an exported workbook's or CSV's cells, and the calls that export. */

/** A date cell's value to the second (a serial number read back may be a few µs off). */
export const toSecond = (v: unknown) => (v instanceof Date ? new Date(Math.round(v.getTime() / 1000) * 1000) : v);

export async function sheetOf(res: LightMyRequestResponse) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  expect(workbook.worksheets).toHaveLength(1);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map(toSecond)));
  return { name: sheet.name, header: rows[0], rows: rows.slice(1), sheet };
}

/** CSV as lines of cells (no quoted newlines in these tests). */
export function csvOf(res: LightMyRequestResponse) {
  const text = res.body;
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = text.slice(1).split('\r\n');
  expect(lines.at(-1)).toBe('');
  return lines.slice(0, -1).map((line) => line.match(/("([^"]|"")*"|[^,]*)(,|$)/g)!.slice(0, -1).map((c) => c.replace(/,$/, '').replace(/^"|"$/g, '').replace(/""/g, '"')));
}

/** Calls with the file's token, and a plants export (POST plantas/exportar/ with `payload` as its filters). */
export function exportCalls(app: () => TestApp, token: () => string) {
  const call = (c: Call) => app().call({ token: token(), ...c });
  const exportPlants = (payload: unknown = {}, query = '', lang?: string) => call({ method: 'POST', url: `plantas/exportar/${query}`, payload: payload as object, lang });
  return { call, exportPlants };
}
