/**
 * Bounds of one call's filters (DOMAIN §4), so a body cannot make the server build and run a
 * query of any size: values in one list filter (`id__in`, `status: [...]`; also the ids of a
 * call on several records, multiple_delete and its kin) and characters of a free-text term
 * (`search`, `FIELD__contains`), the maxLength a screen's search box may take.
 */
export const FILTER_LIMITS = {
  maxValues: 10_000,
  searchMaxLength: 200,
} as const;
