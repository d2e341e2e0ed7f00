import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { normaliseRecoveryCode } from '../../../domain/secondFactor';
import { second_factor_codes } from '../../../server/db/schema';
import { checkFactor, codesLeft, prepareRecoveryCodes, storeRecoveryCodes } from '../../../server/auth/secondFactor';
import { createTestApp, type TestApp } from '../support/harness';
import { withFactor } from './factorKit';

/**
 * Recovery codes at rest (ASVS 6.5.2): 45 random bits are too few for a plain hash, so each is
 * kept as a salted argon2id hash under its slot (the code's first character), checked with one
 * verification and spent once; a row of the old unsalted SHA-256 form matches nothing.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowsOf = (userId: number) => t.database.db.select().from(second_factor_codes).where(eq(second_factor_codes.user_id, userId)).orderBy(second_factor_codes.code_hash);
const check = (userId: number, code: string) => checkFactor(t.database.db, t.config.factorKey, userId, code);
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

let lastPerson = 0;
const person = () => withFactor(t, `codigos.${++lastPerson}@flotilla.mx`);

it('stores each code as a salted argon2id hash under its slot, never the code or a plain hash of it', async () => {
  const { id, recoveryCodes } = await person();
  expect(recoveryCodes).toHaveLength(10);
  recoveryCodes.forEach((code, slot) => expect(code).toMatch(new RegExp(`^${slot}[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{5}$`)));
  const rows = await rowsOf(id);
  expect(rows.map((row) => row.code_hash.slice(0, 2))).toEqual(['0:', '1:', '2:', '3:', '4:', '5:', '6:', '7:', '8:', '9:']);
  for (const [slot, row] of rows.entries()) {
    expect(row.code_hash).toMatch(/^\d:\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const normal = normaliseRecoveryCode(recoveryCodes[slot])!;
    expect(row.code_hash).not.toContain(normal);
    expect(row.code_hash).not.toContain(sha256(normal));
  }
  // Salted: the same code stored twice gives two different hashes.
  const again = await storeRecoveryCodes(t.database.db, id, await prepareRecoveryCodes());
  expect(again).not.toEqual(recoveryCodes);
  expect(new Set([...rows, ...(await rowsOf(id))].map((row) => row.code_hash)).size).toBe(20);
});

it('takes each code once, typed in any case and with or without its hyphen', async () => {
  const { id, recoveryCodes } = await person();
  expect(await check(id, recoveryCodes[3].toLowerCase().replace('-', ' '))).toBe('recovery');
  expect(await check(id, recoveryCodes[3])).toBeNull();
  expect(await codesLeft(t.database.db, id)).toBe(9);
  // A code of another slot, or one with its slot changed, is not this one.
  expect(await check(id, `${recoveryCodes[4][0] === '4' ? '5' : '4'}${recoveryCodes[4].slice(1)}`)).toBeNull();
  expect(await check(id, `A${recoveryCodes[5].slice(1)}`)).toBeNull();
  expect(await check(id, recoveryCodes[9])).toBe('recovery');
  expect(await codesLeft(t.database.db, id)).toBe(8);
});

it('spends a code sent twice at once only once', async () => {
  const { id, recoveryCodes } = await person();
  const results = await Promise.all([check(id, recoveryCodes[7]), check(id, recoveryCodes[7]), check(id, recoveryCodes[7])]);
  expect(results.filter((result) => result === 'recovery')).toHaveLength(1);
  expect(await codesLeft(t.database.db, id)).toBe(9);
});

it('matches nothing with a row of the old unsalted SHA-256 form, without failing', async () => {
  const { id } = await person();
  await t.database.db.delete(second_factor_codes).where(eq(second_factor_codes.user_id, id));
  const old = '2ABCDEFGHJ';
  await t.database.db.insert(second_factor_codes).values({ user_id: id, code_hash: sha256(old) });
  expect(await check(id, old)).toBeNull();
  expect(await check(id, '2ABCD-EFGHJ')).toBeNull();
});
