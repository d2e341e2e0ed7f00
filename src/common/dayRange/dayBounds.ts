const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A whole day as the API and the date inputs write it (yyyy-MM-dd). */
export const isDay = (value: unknown): value is string => typeof value === 'string' && DAY.test(value);

/** A picked day as the instant it starts (from) or ends (to) in the reader's time zone. */
export const dayInstant = (value: string, end: boolean) => {
  const [year, month, day] = value.split('-').map(Number);
  return (end ? new Date(year, month - 1, day, 23, 59, 59, 999) : new Date(year, month - 1, day)).toISOString();
};

/**
 * A list's day filters on an instant field (`<field>__gte`, `<field>__lte`) as the instants
 * they stand for: "from" starts at the local midnight of its day and "to" ends at its last
 * millisecond, so both days count. A bound that is no whole day yet (a date being typed) and an
 * end before the start (the form says so) are not asked for, whatever the live filter form lets
 * through while it checks them.
 */
export const dayBounds =
  (field: string) =>
  (filter: Record<string, unknown> = {}): Record<string, unknown> => {
    const fromKey = `${field}__gte`;
    const toKey = `${field}__lte`;
    const { [fromKey]: from, [toKey]: to, ...rest } = filter;
    const reversed = isDay(from) && isDay(to) && to < from;
    return {
      ...rest,
      ...(isDay(from) && { [fromKey]: dayInstant(from, false) }),
      ...(isDay(to) && !reversed && { [toKey]: dayInstant(to, true) }),
    };
  };
