import { integer, jsonb, text } from 'drizzle-orm/pg-core';
import type { SalaryAnalysis, SalaryResult } from '@careerforge/contract';
import { createdAt, ownedTable } from './columns';

/* Salary analyses: each one the user ran, kept so it can be revisited. */

export const salaryAnalyses = ownedTable('salary_analyses', {
  jobTitle: text('job_title').notNull(),
  location: text('location'),
  /** the O*NET-SOC code used, or 00-0000 for all occupations */
  occupationCode: text('occupation_code').notNull(),
  occupationTitle: text('occupation_title').notNull(),
  currentSalary: integer('current_salary').notNull(),
  targetSalary: integer('target_salary'),
  confidence: integer('confidence').notNull(),
  provider: text('provider').notNull(),
  /** the request as checked by the contract */
  request: jsonb('request').$type<SalaryAnalysis['request']>().notNull(),
  /** the answer as sent */
  result: jsonb('result').$type<SalaryResult>().notNull(),
  createdAt: createdAt(),
});
