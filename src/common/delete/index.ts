export * from './BulkDeleteWithInUseButton';
export * from './DeleteDialog';
export * from './DeleteWithInUseButton';
export * from './inUse';
export * from './useConfirmText';
export * from './useDeleteFlow';
