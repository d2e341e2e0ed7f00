export * from './SectionCard';
export * from './Detail';
