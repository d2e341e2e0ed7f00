import { COUNT_CAP, examine, outline, wanders } from '../../../bench/plans';

/**
 * The plan check's examined-rows rule (bench/plans.ts): from EXPLAIN (ANALYZE, FORMAT JSON), the
 * rows a list statement's scans read against the rows it returns, beyond what an OFFSET skips;
 * a capped count against its cap.
 */
type Node = Parameters<typeof examine>[0];
const scan = (type: string, rows: number, extra: Partial<Node> = {}): Node => ({ 'Node Type': type, 'Relation Name': 'usuarios', 'Actual Rows': rows, 'Actual Loops': 1, ...extra });
const limit = (rows: number, input: Node, ...more: Node[]): Node => ({ 'Node Type': 'Limit', 'Actual Rows': rows, 'Actual Loops': 1, Plans: [{ ...input, 'Parent Relationship': 'Outer' }, ...more] });
/** The kit's capped count as an InitPlan: count(*) over a LIMIT over the list's WHERE. */
const cappedCount = (input: Node): Node => ({
  'Node Type': 'Aggregate',
  'Parent Relationship': 'InitPlan',
  'Actual Rows': 1,
  'Actual Loops': 1,
  Plans: [{ 'Node Type': 'Limit', 'Parent Relationship': 'Outer', 'Actual Rows': input['Actual Rows'], 'Actual Loops': 1, Plans: [{ ...input, 'Parent Relationship': 'Outer' }] }],
});

test("flags the issue's page 40: an index walked in order, filtering ~11,000 rows for the page", () => {
  // 975 rows skipped, 26 returned (the page and one more), 10,000 removed by the filter on the way.
  const plan = limit(26, scan('Index Scan', 1001, { 'Index Name': 'usuarios_created_at_idx', 'Rows Removed by Filter': 10_000 }));
  const e = examine(plan);
  expect(e).toEqual({ examined: 11_001, returned: 26, skipped: 975, counts: [] });
  expect(wanders(e)).toEqual(["examines 11001 rows (975 skipped by its OFFSET) for 26 returned (386× > 20×)"]);
});

test('lets a deep page read the rows its OFFSET skips when its index serves the filter', () => {
  const e = examine(limit(26, scan('Index Scan', 10_001)));
  expect(e).toMatchObject({ examined: 10_001, skipped: 9_975 });
  expect(wanders(e)).toEqual([]);
  // Twenty times the returned rows filtered on top of them, no more.
  expect(wanders(examine(limit(26, scan('Index Scan', 26, { 'Rows Removed by Filter': 520 - 26 }))))).toEqual([]);
  expect(wanders(examine(limit(26, scan('Index Scan', 26, { 'Rows Removed by Filter': 521 - 26 }))))).toHaveLength(1);
});

test("judges a capped count against its cap, apart from the page's rows", () => {
  const page = (countRead: number) => limit(26, scan('Index Scan', 26), cappedCount(scan('Index Only Scan', COUNT_CAP, { 'Rows Removed by Filter': countRead - COUNT_CAP })));
  const within = examine(page(20 * COUNT_CAP));
  expect(within).toEqual({ examined: 26, returned: 26, skipped: 0, counts: [20 * COUNT_CAP] });
  expect(wanders(within)).toEqual([]);
  expect(wanders(examine(page(20 * COUNT_CAP + 1)))).toEqual([`a capped count examines ${20 * COUNT_CAP + 1} rows (> 20× its cap of ${COUNT_CAP})`]);
  // A count on its own (SELECT (SELECT count(*) FROM (… LIMIT n)) AS n), through a subquery scan.
  const alone: Node = { 'Node Type': 'Aggregate', 'Actual Rows': 1, 'Actual Loops': 1, Plans: [{ 'Node Type': 'Subquery Scan', 'Parent Relationship': 'Outer', 'Actual Rows': 5, 'Actual Loops': 1, Plans: [limit(5, scan('Seq Scan', 5, { 'Rows Removed by Filter': 900_000 }))] }] };
  expect(examine(alone)).toEqual({ examined: 0, returned: 1, skipped: 0, counts: [900_005] });
});

test("counts a bitmap's rows once, loops as many times as they ran, and rows a recheck removed", () => {
  const bitmap: Node = scan('Bitmap Heap Scan', 59, { 'Rows Removed by Index Recheck': 11, Plans: [{ 'Node Type': 'Bitmap Index Scan', 'Index Name': 'trgm', 'Parent Relationship': 'Outer', 'Actual Rows': 70, 'Actual Loops': 1 }] });
  const join: Node = { 'Node Type': 'Nested Loop', 'Actual Rows': 59, 'Actual Loops': 1, Plans: [{ ...bitmap, 'Parent Relationship': 'Outer' }, { ...scan('Index Scan', 1, { 'Relation Name': 'plantas' }), 'Parent Relationship': 'Inner', 'Actual Loops': 59 }] };
  const e = examine({ 'Node Type': 'Sort', 'Actual Rows': 59, 'Actual Loops': 1, Plans: [{ ...join, 'Parent Relationship': 'Outer' }] });
  expect(e).toEqual({ examined: 70 + 59, returned: 59, skipped: 0, counts: [] });
  // An empty answer is judged as one row.
  expect(examine(limit(0, scan('Index Scan', 0, { 'Rows Removed by Filter': 21 })))).toMatchObject({ returned: 1, examined: 21 });
});

test('outlines a plan a node a line, with its rows and what a filter removed', () => {
  const text = outline(limit(26, scan('Index Scan', 1001, { 'Index Name': 'usuarios_created_at_idx', 'Rows Removed by Filter': 10_000 })));
  expect(text.split('\n')).toEqual(['Limit: rows 26 × 1', '  Index Scan using usuarios_created_at_idx on usuarios: rows 1001 × 1, removed 10000']);
});

test("says whether a wandering search's other plan examines fewer rows", () => {
  // users: search many: the last-name walk drops 5,937 rows before "Aguilar Hernández"; the trigram index's matches are 178,798.
  const walk = examine(limit(26, scan('Index Scan', 26, { 'Index Name': 'usuarios_last_name_id_idx', 'Rows Removed by Filter': 5_937 })));
  expect(wanders({ ...walk, otherPlan: { without: 'an index walk', examined: 178_813, ms: 124.14, ownMs: 3.71 } })).toEqual([
    "examines 5963 rows for 26 returned (229× > 20×); a search against its sort: its plan without an index walk examines 178813 (124.1 ms against this plan's 3.7), so none examines fewer",
  ]);
  expect(wanders({ ...walk, otherPlan: { without: 'an index walk', examined: 792, ms: 4.1, ownMs: 30 } })).toEqual([
    "examines 5963 rows for 26 returned (229× > 20×); its plan without an index walk examines fewer: 792 (4.1 ms against this plan's 30.0)",
  ]);
  // A term in 713 users: its matches read and sorted (792 with the recheck's), where a walk would read ~82,600.
  const sorted: Node = { 'Node Type': 'Sort', 'Actual Rows': 26, 'Actual Loops': 1, Plans: [{ ...scan('Bitmap Heap Scan', 713, { 'Rows Removed by Index Recheck': 79 }), 'Parent Relationship': 'Outer' }] };
  const matches = examine(limit(26, sorted));
  expect(wanders({ ...matches, otherPlan: { without: 'its trigram index', examined: 82_620, ms: 352.8, ownMs: 4.1 } })).toEqual([
    "examines 792 rows for 26 returned (30× > 20×); a search against its sort: its plan without its trigram index examines 82620 (352.8 ms against this plan's 4.1), so none examines fewer",
  ]);
  // Without an other plan (not a search), the line is the rule's alone.
  expect(wanders(walk)).toEqual(['examines 5963 rows for 26 returned (229× > 20×)']);
});
