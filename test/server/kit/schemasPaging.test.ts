import { z } from 'zod';
import { pageQuery } from '../../../server/kit/schemas';

/** The documented page size comes from domain/paging.ts, the one the API serves (here made odd to tell them apart). */
vi.mock('../../../domain/paging', () => ({ PAGING: { maxLimit: 7, defaultLimit: 3, fixedList: 5 } }));

it('documents limit with PAGING\'s largest and default sizes', () => {
  const limit = pageQuery.shape.limit;
  expect(limit.safeParse(7).success).toBe(true);
  expect(limit.safeParse(8).success).toBe(false);
  expect(limit.description).toBe('3 by default (DOMAIN §4)');
  expect(z.toJSONSchema(pageQuery).properties?.limit).toMatchObject({ maximum: 7 });
});
