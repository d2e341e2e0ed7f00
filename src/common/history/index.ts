export * from './RecordHistory';
export * from './useRecordHistory';
