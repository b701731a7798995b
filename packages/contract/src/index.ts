export * from './common';
export * from './activity';
export * from './auth';
export * from './analytics';
export * from './ats';
export * from './resumes';
export * from './content';
export * from './inbox';
