import { CLIENT_BUDGETS, failuresOf, type ClientFigures, type RowsTiming } from '../../../bench/client/measureClient';
import { clientReport } from '../../../bench/client/report';

/** `npm run bench` prints every client figure beside its budget, not only the misses. */
const timing = (ms: number): RowsTiming => ({
  runs: [{ ms, inDocumentMs: ms - 100, longTasks: { count: 0, ms: 0 }, steps: [] }],
  medianMs: ms,
  phases: { listCallStartMs: 200, listCallMs: 40, rowsAfterAnswerMs: 300, paintMs: 100 },
});

const figures = (): ClientFigures => ({
  signIn: { bytes: 163.2 * 1024, files: ['/assets/index.js'] },
  firstScreen: { bytes: 298.9 * 1024, files: ['/assets/index.js', '/assets/App.js'] },
  screens: [{ name: 'vehículos', path: '/vehiculos', files: ['/assets/VehicleList.js'], bytes: 30 * 1024 }],
  chunks: [
    { file: 'assets/DatePickerInput.js', bytes: 43.1 * 1024, screen: '/vehiculos/create' },
    { file: 'assets/Huge.js', bytes: 81 * 1024, screen: '(not reached)' },
  ],
  budgets: CLIENT_BUDGETS,
  rows: { ...timing(2175), path: '/usuarios?perPage=100', openTab: timing(1498), reference: { newTab: timing(366), openTab: timing(336) }, latencyMs: 0 },
  machine: { cores: 2, loadBefore: 0.3, loadAfter: 2.1 },
  outside: [],
  fails: [],
});

describe("the bench's client report", () => {
  it('prints the sign-in page, the first screen and each lazy chunk beside its budget', () => {
    const lines = clientReport(figures()).split('\n');
    expect(lines.find((line) => line.includes('sign-in page ') && !line.includes('first screen'))).toMatch(/163\.2 KB\s+200\.0 KB\s+ok$/);
    expect(lines.find((line) => line.includes('sign-in page + first screen'))).toMatch(/298\.9 KB\s+300\.0 KB\s+ok$/);
    expect(lines.find((line) => line.includes('DatePickerInput.js'))).toMatch(/43\.1 KB\s+ok\s+\/vehiculos\/create$/);
    expect(lines.find((line) => line.includes('Huge.js'))).toMatch(/81\.0 KB\s+OVER\s+\(not reached\)$/);
  });

  it('prints the time to rows both ways beside the target and the reference', () => {
    const report = clientReport(figures());
    expect(report).toMatch(/new tab\s+2175 ms\s+OVER ≤ 500/);
    expect(report).toMatch(/open tab \(reload\)\s+1498 ms\s+OVER ≤ 350/);
    expect(report).toContain('new tab 366 ms, open tab 336 ms');
    expect(report).toContain('new tab 5.9× the reference, open tab 4.5× the reference');
  });

  it('holds a new tab to 500 ms and a reload to 350 ms', () => {
    const met = { ...figures(), rows: { ...figures().rows, ...timing(500), openTab: timing(350) } };
    expect(clientReport(met)).toMatch(/new tab\s+500 ms\s+ok ≤ 500/);
    expect(clientReport(met)).toMatch(/open tab \(reload\)\s+350 ms\s+ok ≤ 350/);
    expect(failuresOf(met).filter((fail) => fail.includes('rows'))).toEqual([]);
    const missed = { ...figures(), rows: { ...figures().rows, ...timing(501), openTab: timing(351) } };
    expect(failuresOf(missed).filter((fail) => fail.includes('rows'))).toEqual([
      'users list to 100 rows (new tab): median 501 ms > 500 ms',
      'users list to 100 rows (reload): median 351 ms > 350 ms',
    ]);
  });
});
