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

/**
 * Bounds of one call's filters (DOMAIN §4), so a body cannot make the server build and run a
 * query of any size: values in one list filter (`id__in`, `status: [...]`; also the ids of a
 * call on several records, multiple_delete and its kin) and characters of a free-text term
 * (`search`, `FIELD__contains`; the screens' search boxes stop there too).
 */
export const FILTER_LIMITS = {
  maxValues: 10_000,
  searchMaxLength: 200,
} as const;
