export * from './ImageViewer';
export * from './constants';
export * from './scale';
