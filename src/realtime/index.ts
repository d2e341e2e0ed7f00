export * from './connection';
export * from './OfflineIndicator';
export * from './RealtimeProvider';
