import { addDays } from 'date-fns';
import { eq, sql } from 'drizzle-orm';
import { DOCUMENT_STATUS } from '../../../domain/status';
import { connect, type Database } from '../../../server/db/client';
import { job_runs, usuarios } from '../../../server/db/schema';
import { DOCUMENT_JOB, runDailyDocumentStates, scheduleDocumentStates, today } from '../../../server/kit/documents';
import { USER_FILES } from '../../../server/resources/users/userFiles';
import { emptyDatabase } from '../support/emptyDatabase';

/**
 * server/kit/documents.ts: the daily document job claims its day (job_runs), so that however many
 * server processes start on one database, or wake at midnight, the day's run happens once.
 */
const url = emptyDatabase('document_runs', 'flotilla_seeded');
let database: Database;
beforeAll(() => {
  database = connect(url, 3);
});
afterAll(() => database?.close());

const LICENCES = [{ base: 'usuarios', table: usuarios, files: USER_FILES }];
const EMAIL = 'rh@flotilla.mx';
/** rh's licence accepted, past its date: the day's run moves it to expired. */
const acceptPast = () => database.db.update(usuarios).set({ vencimiento: '2020-01-31', licencia_status: DOCUMENT_STATUS.accepted }).where(eq(usuarios.email, EMAIL));
const licence = async () => (await database.db.select({ status: usuarios.licencia_status }).from(usuarios).where(eq(usuarios.email, EMAIL)))[0].status;
const claimedDays = async () => (await database.db.select({ day: job_runs.day }).from(job_runs).where(eq(job_runs.job, DOCUMENT_JOB)).orderBy(job_runs.day)).map((r) => r.day);

describe("the document job's daily claim", () => {
  it('runs at the first start of a day, not at a second start that day, and again at the next day’s', async () => {
    const lines: string[] = [];
    const start = () => scheduleDocumentStates(database.db, LICENCES, (line) => lines.push(line))();
    const day = today();
    await acceptPast();
    await start();
    expect(await licence()).toBe(DOCUMENT_STATUS.expired);
    expect(lines).toEqual([expect.stringMatching(/^Documents: \d+ now expiring, [1-9]\d* now expired\.$/)]);

    // Accepted again the same day: a second start (another instance, a restart) leaves it be.
    await acceptPast();
    await start();
    expect(await licence()).toBe(DOCUMENT_STATUS.accepted);
    expect(lines).toHaveLength(1);
    expect(await claimedDays()).toEqual([day]);

    // The next day's start runs it.
    const tomorrow = addDays(new Date(), 1);
    vi.useFakeTimers({ toFake: ['Date'], now: tomorrow });
    try {
      await start();
    } finally {
      vi.useRealTimers();
    }
    expect(await licence()).toBe(DOCUMENT_STATUS.expired);
    expect(lines).toHaveLength(2);
    expect(await claimedDays()).toEqual([day, today(tomorrow)]);
  });

  it('runs once when three processes claim one day at the same moment', async () => {
    await acceptPast();
    const runs = await Promise.all([1, 2, 3].map(() => runDailyDocumentStates(database.db, LICENCES, '2030-06-01')));
    expect(runs.filter((run) => run !== null)).toEqual([{ expiring: expect.any(Number), expired: expect.any(Number) }]);
    expect(runs.find((run) => run !== null)!.expired).toBeGreaterThan(0);
    expect(await licence()).toBe(DOCUMENT_STATUS.expired);
  });

  it('leaves the day unclaimed when its run fails, for the next start to run it', async () => {
    await acceptPast();
    // A declaration whose query fails (division by zero) stands for any failure during the run.
    const failing = [{ ...LICENCES[0], scope: sql`1 / 0 = 1` }];
    await expect(runDailyDocumentStates(database.db, failing, '2030-07-01')).rejects.toMatchObject({ cause: { message: 'division by zero' } });
    expect(await claimedDays()).not.toContain('2030-07-01');
    expect(await licence()).toBe(DOCUMENT_STATUS.accepted);
    expect(await runDailyDocumentStates(database.db, LICENCES, '2030-07-01')).toMatchObject({ expired: expect.any(Number) });
    expect(await licence()).toBe(DOCUMENT_STATUS.expired);
    expect(await runDailyDocumentStates(database.db, LICENCES, '2030-07-01')).toBeNull();
  });
});
