export * from './filePolicy';
export * from './FileUploadButton';
export * from './FileView';
export * from './PolicyFileInput';
export * from './types';
export * from './fromSpec';
export * from './useSaveThenUpload';
