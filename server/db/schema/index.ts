/** The Drizzle schema, one file per resource; drizzle-kit and the app read it from here. */
export * from './common';
export * from './users';
export * from './plants';
export * from './departments';
export * from './audit';
export * from './auth';
export * from './history';
export * from './parts';
export * from './accessories';
export * from './throttle';
export * from './mail';
export * from './lockout';
export * from './settings';
export * from './notifications';
export * from './vehicles';
export * from './loans';
export * from './transport';
