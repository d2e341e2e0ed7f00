/** DOMAIN §4 page sizes, shared by the API (server/kit/query.ts) and the screens. */
export const PAGING = {
  /** Largest `limit` the API serves. */
  maxLimit: 1000,
  /** `limit` when a call names none, and the lists' page size. */
  defaultLimit: 25,
  /** Choices in fixed lists (reference pickers), SPEC §9. */
  fixedList: 100,
} as const;
