export * from './common';
export * from './auth';
export * from './analytics';
export * from './ats';
export * from './resumes';
export * from './content';
export * from './inbox';
