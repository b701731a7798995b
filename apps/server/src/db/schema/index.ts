/* The database schema, one file per domain. drizzle-kit reads this folder. */
export * from './salary';
export * from './career';
export * from './auth';
export * from './columns';
export * from './telemetry';
export * from './resumes';
export * from './activity';
export * from './content';
export * from './inbox';
export * from './cover-letter';
export * from './linkedin';
export * from './applications';
export * from './interview-arena';
export * from './billing';
export * from './versions';
export * from './access-tokens';
