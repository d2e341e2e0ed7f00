/** DOMAIN §4 page sizes, shared by the API (server/kit/query.ts) and the screens. */
export const PAGING = {
  /** Largest `limit` the API serves. */
  maxLimit: 1000,
  /** `limit` when a call names none, and the lists' page size. */
  defaultLimit: 25,
  /** Choices in fixed lists (reference pickers), SPEC §9. */
  fixedList: 100,
  /**
   * Most rows a list counts exactly. Past it the answer says "more than" (count_exact false):
   * counting a million matching rows costs more than the page itself, and nobody pages that far
   * by number (docs/API.md, "Counts").
   */
  countCap: 10_000,
} as const;
