export * from './dayBounds';
export * from './DayBounds';
export * from './dayRangeFilters';
