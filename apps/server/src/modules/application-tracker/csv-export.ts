/* Writing applications out as CSV, in the columns the import reads back. */
import Papa from 'papaparse';
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@careerforge/contract';
import { interviewValue } from './calendar';
import { escapeFormula } from './csv';

export const EXPORT_COLUMNS = [
  'Company',
  'Job Title',
  'Status',
  'Date Applied',
  'Priority',
  'Location',
  'Salary Range',
  'Job URL',
  'Source',
  'Contacts',
  'Notes',
  'Status Date',
  'Interview',
  'Offer Deadline',
] as const;

/** The applications as CSV; a cell that starts like a formula is escaped for spreadsheets. */
export function toCsv(
  rows: readonly {
    company: string;
    jobTitle: string;
    status: string;
    applicationDate: string;
    priority: string;
    location: string | null;
    salaryRange: string | null;
    jobUrl: string | null;
    source: string | null;
    contacts: string | null;
    notes: string | null;
    statusDate: string;
    interviewAt: Date | null;
    interviewDate: string | null;
    offerDeadline: string | null;
  }[],
): string {
  const cells = (r: (typeof rows)[number]) => [
    r.company,
    r.jobTitle,
    APPLICATION_STATUS_LABELS[r.status as ApplicationStatus] ?? r.status,
    r.applicationDate,
    r.priority,
    r.location ?? '',
    r.salaryRange ?? '',
    r.jobUrl ?? '',
    r.source ?? '',
    r.contacts ?? '',
    r.notes ?? '',
    r.statusDate,
    interviewValue(r) ?? '',
    r.offerDeadline ?? '',
  ];
  const data = rows.map((r) => cells(r).map(escapeFormula));
  return Papa.unparse({ fields: [...EXPORT_COLUMNS], data }, { newline: '\r\n' });
}
