import { dateJson, timestampJson, toJson } from '../../../server/http/json';

/** Answers are written by toJson (server/http/json.ts): byte for byte what JSON.stringify writes. */
describe('answers as JSON', () => {
  it('writes every date as Date#toJSON does, over the whole range and at its edges', () => {
    const edges = [0, -1, 1, 951_782_400_000, 951_868_800_000, -62_167_219_200_000, -62_167_219_200_001, 253_402_300_799_999, 253_402_300_800_000, 8.64e15, -8.64e15, NaN];
    // A fixed sequence (no Math.random): the same times on every run.
    let seed = 12_345;
    const next = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    const times = [...edges, ...Array.from({ length: 20_000 }, () => Math.floor((next() * 2 - 1) * 8.64e15)), ...Array.from({ length: 20_000 }, () => Math.floor(next() * 4e12))];
    const wrong = times.map((t) => new Date(t)).filter((d) => JSON.stringify(dateJson(d)) !== JSON.stringify(d));
    expect(wrong).toEqual([]);
  });

  it('writes the same text as JSON.stringify, dates nested anywhere', () => {
    class Point {
      constructor(
        public x: number,
        public at: Date,
      ) {}
    }
    const own = Object.assign(new Date(0), { toJSON: () => 'own' });
    const holes = [1, , new Date(5)]; // eslint-disable-line no-sparse-arrays
    const inherited = Object.create({ hidden: new Date(1) }) as Record<string, unknown>;
    inherited.shown = new Date(2);
    const values = [
      { count: 2, results: [{ id: 1, created_at: new Date('2025-08-10T02:43:21.766Z'), last_login: null }, { id: 2, nested: { at: [new Date(-1)] } }] },
      [new Date(NaN), new Date(8.64e15), 'text', 3, true, null, undefined, () => 1],
      { buffer: Buffer.from('ab'), point: new Point(1, new Date(7)), own, holes, inherited, [Symbol('s')]: new Date(3), undefinedValue: undefined },
      new Date(123),
      'plain',
      42,
      null,
    ];
    for (const value of values) expect(toJson(value)).toBe(JSON.stringify(value));
  });

  it('leaves the answer it is given as it was', () => {
    const row = { id: 1, at: new Date(10), list: [new Date(20)] };
    toJson({ results: [row] });
    expect(row.at).toBeInstanceOf(Date);
    expect(row.list[0]).toBeInstanceOf(Date);
  });
  it("writes a timestamp's PostgreSQL text as JSON writes the Date drizzle makes of it, in any zone and at the edges", () => {
    const zoned = [
      '2026-11-30 08:05:00+00',
      '2026-11-30 08:05:00.1+00',
      '2026-11-30 08:05:00.12+00',
      '2026-11-30 08:05:00.123+00',
      '2026-11-30 08:05:00.1239+00',
      '2026-11-30 08:05:00.999999+00',
      '0001-01-01 00:00:00+00',
      '1000-01-01 00:00:00+00',
      '9999-12-31 23:59:59.999999+00',
      '2026-11-30 02:05:00.5-06',
      '2026-11-30 13:35:00.25+05:30',
      '1900-01-01 00:00:00-06:36:36',
      '0044-03-15 12:00:00+00 BC',
      '12026-01-01 00:00:00+00',
      'infinity',
      '-infinity',
    ];
    expect(zoned.map((text) => timestampJson(text, true))).toEqual(zoned.map((text) => JSON.parse(JSON.stringify(new Date(text))) as unknown));
    const plain = ['2026-11-30 08:05:00', '2026-11-30 08:05:00.000001', '2026-02-28 23:59:59.9995', '0044-03-15 12:00:00 BC'];
    expect(plain.map((text) => timestampJson(text, false))).toEqual(plain.map((text) => JSON.parse(JSON.stringify(new Date(`${text}+0000`))) as unknown));
    expect(timestampJson('2026-11-30 08:05:00.1239+00', true)).toBe('2026-11-30T08:05:00.123Z');
  });
});
