import { PAGING } from './paging';

describe('DOMAIN §4 paging', () => {
  it('serves 25 rows by default, 100 in fixed lists and never more than 1000', () => {
    expect(PAGING).toEqual({ maxLimit: 1000, defaultLimit: 25, fixedList: 100, countCap: 10_000 });
    expect(PAGING.defaultLimit).toBeLessThanOrEqual(PAGING.fixedList);
    expect(PAGING.fixedList).toBeLessThanOrEqual(PAGING.maxLimit);
    // A full page of the largest size fits under the cap, so page 1 is never past it.
    expect(PAGING.maxLimit).toBeLessThan(PAGING.countCap);
  });
});
