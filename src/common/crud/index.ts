export * from './ResourceList';
export * from './ResourceCreate';
export * from './ResourceEdit';
export * from './ResourceShow';
export * from './RecordPage';
export * from './RecordLinkField';
export * from './useIsPhone';
export type { CardText, CardTexts, RecordOpen } from './types';
export * from './ListPagination';
