import { useState } from 'react';
import {
  IMPORT_FIELDS,
  IMPORT_FIELD_LABELS,
  MAX_IMPORT_CSV_CHARS,
  MAX_IMPORT_ROWS,
  type ImportField,
  type ImportPreview,
  type ImportResult,
} from '@careerforge/contract';
import { Button } from '../../../components/ui/button';
import { Dialog, type OpenState } from '../../../components/ui/dialog';
import { Labeled, inputClass } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useImportApplications, usePreviewImport } from '../api/applications';
import { plural } from '../../../lib/format';

type Mapping = Partial<Record<ImportField, string | null>>;
const SHOWN_ROWS = 100;
const OUTCOME_TEXT = { new: 'New', duplicate: 'Duplicate', invalid: 'Problem' } as const;

/**
 * The import's state: the file read, the columns matched, the preview of its rows and the
 * result once imported, with the steps that move it along.
 */
function useCsvImport() {
  const [csv, setCsv] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [mapping, setMapping] = useState<Mapping>({});
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const previewing = usePreviewImport();
  const importing = useImportApplications();

  const reset = () => {
    setCsv('');
    setFileName(null);
    setMapping({});
    setPreview(null);
    setResult(null);
    setError(null);
  };

  const runPreview = async (text: string, map: Mapping) => {
    setError(null);
    try {
      const p = await previewing.mutateAsync({ csv: text, mapping: map });
      setPreview(p);
      setMapping(p.mapping as Mapping);
    } catch (err) {
      setPreview(null);
      setError(errorMessage(err, 'The file could not be read.'));
    }
  };

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setResult(null);
    if (file.size > MAX_IMPORT_CSV_CHARS * 2) {
      setError('The file is too large: import at most 1,000 rows at a time.');
      return;
    }
    const text = await file.text();
    setFileName(file.name);
    setCsv(text);
    setMapping({});
    await runPreview(text, {});
  };

  const doImport = async () => {
    try {
      const r = await importing.mutateAsync({ csv, mapping });
      setResult(r);
      setPreview(null);
      toast({
        title: 'Import Complete',
        description: `${plural(r.imported, 'application')} imported.`,
      });
    } catch (err) {
      setError(errorMessage(err, 'Unable to import the file. Please try again.'));
    }
  };

  const setColumn = (field: ImportField, header: string | null) => {
    const next = { ...mapping, [field]: header };
    setMapping(next);
    void runPreview(csv, next);
  };

  return {
    fileName,
    mapping,
    preview,
    result,
    error,
    previewing: previewing.isPending,
    importing: importing.isPending,
    reset,
    pick,
    setColumn,
    doImport,
  };
}

/** The columns matched from the file's headers, each to change. */
function ColumnMapping({
  preview,
  mapping,
  onColumn,
}: {
  preview: ImportPreview;
  mapping: Mapping;
  onColumn: (field: ImportField, header: string | null) => void;
}) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-semibold">Columns</legend>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Columns were matched from the headers; change any that are wrong. Company and job title are
        needed.
      </p>
      <div className="grid gap-3 sm:grid-cols-3">
        {IMPORT_FIELDS.map((field) => (
          <div key={field} className="grid gap-1">
            <label htmlFor={`map-${field}`} className="text-sm font-medium">
              {IMPORT_FIELD_LABELS[field]}
              {(field === 'company' || field === 'jobTitle') && ' *'}
            </label>
            <select
              id={`map-${field}`}
              className={inputClass}
              value={mapping[field] ?? ''}
              onChange={(e) => onColumn(field, e.target.value || null)}
            >
              <option value="">(not in the file)</option>
              {preview.headers.map((h, i) => (
                <option key={`${h}-${i}`} value={h}>
                  {h || `(column ${i + 1})`}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

/** The counts of new, duplicate and invalid rows, and the first rows with their outcome. */
function ImportPreviewTable({ preview }: { preview: ImportPreview }) {
  return (
    <section aria-labelledby="import-preview">
      <h3 id="import-preview" className="text-sm font-semibold">
        Preview
      </h3>
      <p className="mt-1 text-sm" data-testid="import-counts">
        {preview.counts.total} rows: {preview.counts.new} new,{' '}
        {plural(preview.counts.duplicate, 'duplicate')}, {preview.counts.invalid} with a problem.
      </p>
      <div className="mt-2 max-h-72 overflow-auto rounded-md border border-slate-200 dark:border-slate-700">
        <table className="w-full text-left text-sm">
          <thead className="sticky top-0 bg-slate-50 dark:bg-slate-800">
            <tr>
              {['Line', 'Row', 'Company', 'Job title', 'Note'].map((c) => (
                <th key={c} scope="col" className="px-3 py-2">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {preview.rows.slice(0, SHOWN_ROWS).map((r) => (
              <tr key={r.line} className="border-t border-slate-200 dark:border-slate-700">
                <td className="px-3 py-1.5 tabular-nums">{r.line}</td>
                <td className="px-3 py-1.5">{OUTCOME_TEXT[r.outcome]}</td>
                <td className="px-3 py-1.5">{r.application?.company ?? ''}</td>
                <td className="px-3 py-1.5">{r.application?.jobTitle ?? ''}</td>
                <td className="px-3 py-1.5">{r.message ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {preview.rows.length > SHOWN_ROWS && (
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          The first {SHOWN_ROWS} rows are shown; all {preview.rows.length} are imported.
        </p>
      )}
    </section>
  );
}

/** What the import did: how many rows went in, how many were skipped and why. */
function ImportResultSummary({ result }: { result: ImportResult }) {
  return (
    <section aria-labelledby="import-result" role="status">
      <h3 id="import-result" className="font-semibold">
        {plural(result.imported, 'application')} imported
      </h3>
      <p className="mt-1 text-sm">
        {plural(result.duplicates, 'duplicate')} skipped, {plural(result.invalid, 'row')} with a
        problem.
      </p>
      {result.skipped.length > 0 && (
        <ul className="mt-2 max-h-60 list-disc overflow-auto pl-5 text-sm">
          {result.skipped.map((s) => (
            <li key={s.line}>
              Line {s.line}: {s.message}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Import from a CSV file (a spreadsheet or another tracker): pick the file, check the columns
 * recognised from its headers, look at the preview (new rows, duplicates, rows with a problem
 * by line), then import. Up to 1,000 rows; nothing is stored before "Import".
 */
export function ImportDialog({ open, onOpenChange }: OpenState) {
  const csvImport = useCsvImport();
  const { preview, result, importing, previewing } = csvImport;

  const close = (o: boolean) => {
    if (!o) csvImport.reset();
    onOpenChange(o);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Import Applications from CSV"
      description={`A spreadsheet or another tracker's export, up to ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows. Duplicates (same URL, or same company and title) are skipped.`}
      size="xl"
      footer={
        result ? (
          <Button onClick={() => close(false)}>Done</Button>
        ) : (
          <>
            <Button variant="outline" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button
              onClick={csvImport.doImport}
              disabled={!preview || !preview.counts.new || importing || previewing}
            >
              {importing
                ? 'Importing...'
                : `Import ${plural(preview?.counts.new ?? 0, 'application')}`}
            </Button>
          </>
        )
      }
    >
      <div className="grid gap-5">
        {!result && (
          <Labeled id="import-file" label="CSV file">
            <input
              id="import-file"
              type="file"
              accept=".csv,text/csv"
              className="text-sm"
              onChange={(e) => void csvImport.pick(e.target.files?.[0])}
            />
            {csvImport.fileName && (
              <p className="text-xs text-slate-600 dark:text-slate-400">
                Reading {csvImport.fileName}
              </p>
            )}
          </Labeled>
        )}

        {csvImport.error && (
          <p
            role="alert"
            className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
          >
            {csvImport.error}
          </p>
        )}
        {previewing && <p role="status">Reading the file...</p>}

        {preview && !result && (
          <>
            <ColumnMapping
              preview={preview}
              mapping={csvImport.mapping}
              onColumn={csvImport.setColumn}
            />
            <ImportPreviewTable preview={preview} />
          </>
        )}

        {result && <ImportResultSummary result={result} />}
      </div>
    </Dialog>
  );
}
