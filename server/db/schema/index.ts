// The whole schema, for Drizzle's relational client and drizzle-kit. Feature code imports the
// table it needs from its own file.
export * from './auth';
export * from './accounts';
export * from './blocks';
export * from './reports';
export * from './listings';
export * from './platform';
export * from './notifications';
export * from './places';
