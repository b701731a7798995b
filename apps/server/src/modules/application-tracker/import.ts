import type { ImportField, ImportPreview, ImportResult } from '@careerforge/contract';
import type { Executor, Transact } from '../../db/query';
import { badRequest } from '../../lib/errors';
import type { ActivityLog } from '../activity/service';
import type { Entitlements } from '../billing/service';
import { interviewColumns } from './calendar';
import { parseCsv, readRows, suggestMapping } from './csv';
import type { ApplicationsRepo } from './repo';

type Mapping = Partial<Record<ImportField, string | null>>;
type ReadRow = ReturnType<typeof readRows>[number];

/** What the CSV import needs from the tracker service. */
export interface TrackerImportDeps {
  repo: ApplicationsRepo;
  makeRepo: (db: Executor) => ApplicationsRepo;
  transact: Transact;
  activityLog: ActivityLog;
  entitlements: Entitlements;
  today: () => string;
}

/** One row of the preview: what it would import, or why it would be skipped. */
function previewRow(r: ReadRow, today: string): ImportPreview['rows'][number] {
  return {
    line: r.line,
    outcome: r.outcome,
    message: r.outcome === 'new' ? null : r.message,
    application:
      r.outcome === 'invalid'
        ? null
        : {
            company: r.data.company,
            jobTitle: r.data.jobTitle,
            status: r.data.status,
            applicationDate: r.data.applicationDate ?? today,
            jobUrl: r.data.jobUrl,
          },
  };
}

/** The rows to write for the new lines of an import. */
function importedRows(userId: string, results: readonly ReadRow[]) {
  const fresh = results.flatMap((x) => (x.outcome === 'new' ? [x.data] : []));
  return fresh.map((d) => ({
    userId,
    jobTitle: d.jobTitle,
    company: d.company,
    location: d.location,
    salaryRange: d.salaryRange,
    status: d.status,
    jobUrl: d.jobUrl,
    notes: d.notes,
    contacts: d.contacts,
    priority: d.priority,
    source: d.source,
    applicationDate: d.applicationDate,
    ...interviewColumns(d.interviewAt),
    offerDeadline: d.offerDeadline,
    // an imported row's status is as of its application date, the last date the file
    // gives: the 21-day "no answer" clock runs from there, not from the import
    statusDate: d.applicationDate,
  }));
}

/** The CSV import of the tracker: a preview of what a file would add, then the import. */
export function trackerImport({
  repo,
  makeRepo,
  transact,
  activityLog,
  entitlements,
  today,
}: TrackerImportDeps) {
  /** Writes the new rows, their first stage and the activity entry, in one transaction. */
  async function writeImport(
    userId: string,
    parsed: ReturnType<typeof parseCsv>,
    used: Mapping,
  ): Promise<ImportResult> {
    return transact(async (tx) => {
      const r = makeRepo(tx);
      const results = readRows(parsed, used, await r.keys(userId), today());
      const created = await r.createMany(importedRows(userId, results));
      await r.addEvents(
        created.map((c) => ({
          userId,
          applicationId: c.id,
          fromStatus: null,
          toStatus: c.status,
          date: c.applicationDate,
        })),
      );
      if (created.length) {
        await activityLog.record(tx, {
          userId,
          type: 'applications_imported',
          title: `Imported ${created.length} application${created.length === 1 ? '' : 's'}`,
          data: { count: created.length },
        });
      }
      const skipped = results.flatMap((x) =>
        x.outcome === 'new' ? [] : [{ line: x.line, message: x.message }],
      );
      return {
        imported: created.length,
        duplicates: results.filter((x) => x.outcome === 'duplicate').length,
        invalid: results.filter((x) => x.outcome === 'invalid').length,
        skipped,
      };
    });
  }

  return {
    async previewImport(userId: string, csv: string, mapping?: Mapping): Promise<ImportPreview> {
      const parsed = parseCsv(csv);
      const used = { ...suggestMapping(parsed.headers), ...(mapping ?? {}) };
      const results = readRows(
        parsed,
        checkMapping(parsed.headers, used, false),
        await repo.keys(userId),
        today(),
      );
      return {
        headers: parsed.headers,
        mapping: used,
        rows: results.map((r) => previewRow(r, today())),
        counts: {
          total: results.length,
          new: results.filter((r) => r.outcome === 'new').length,
          duplicate: results.filter((r) => r.outcome === 'duplicate').length,
          invalid: results.filter((r) => r.outcome === 'invalid').length,
        },
      };
    },

    async importCsv(userId: string, csv: string, mapping?: Mapping): Promise<ImportResult> {
      const parsed = parseCsv(csv);
      const used = checkMapping(
        parsed.headers,
        { ...suggestMapping(parsed.headers), ...(mapping ?? {}) },
        true,
      );
      // the plan's limit, for the rows that would be new (checked before anything is written)
      const fresh = readRows(parsed, used, await repo.keys(userId), today()).filter(
        (x) => x.outcome === 'new',
      ).length;
      if (fresh) await entitlements.assertCanCreate(userId, 'applications', fresh);
      return writeImport(userId, parsed, used);
    },
  };
}

/** A mapping names columns of the file; company and job title are needed to import. */
function checkMapping(headers: readonly string[], mapping: Mapping, strict: boolean): Mapping {
  const out: Mapping = {};
  for (const [field, header] of Object.entries(mapping) as [ImportField, string | null][]) {
    if (header && !headers.includes(header)) {
      throw badRequestMapping(`The file has no column named "${header}".`, field);
    }
    out[field] = header ?? null;
  }
  if (strict) {
    for (const field of ['company', 'jobTitle'] as const) {
      if (!out[field])
        throw badRequestMapping(
          `Choose the column that holds the ${field === 'company' ? 'company' : 'job title'}.`,
          field,
        );
    }
  }
  return out;
}

const badRequestMapping = (message: string, field: ImportField) =>
  badRequest(message, { [`mapping.${field}`]: message });
