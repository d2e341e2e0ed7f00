export * from './RecordActionButton';
export * from './RecordActionDialog';
export * from './RecordToolbar';
export * from './types';
export * from './useRecordAction';
export * from './useRefreshResources';
export * from './useIsOwnAccount';
