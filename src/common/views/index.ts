export * from './SavedViewsButton';
export * from './viewParams';
