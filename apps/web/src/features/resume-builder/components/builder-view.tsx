import { useEffect, useReducer, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { FileDown, FileUp, Save } from 'lucide-react';
import {
  TEMPLATE_LIST,
  atsText,
  layoutResume,
  resumeDocumentSchema,
  type ExportFormat,
  type ResumeDocument,
} from '@careerforge/contract';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { Tabs } from '../../../components/ui/tabs';
import { errorMessage } from '../../../lib/api';
import { downloadBlob } from '../../../lib/download';
import { toast } from '../../../lib/toast';
import { exportResume, listResumes, parseToDocument, saveResume } from '../api/builder';
import {
  DEFAULT_TITLE,
  SKILL_GROUPS,
  builderReducer,
  cleanDocument,
  initialState,
  loadDraft,
  saveDraft,
  type BuilderState,
} from '../lib/document';
import { previewDocument } from '../lib/sample';
import { ContentEditor } from './content-editor';
import { StartFromDialog } from './start-from-dialog';
import { JobScore } from './job-score';
import { LivePreview, PagePreview } from './preview';

type Tab = 'content' | 'design' | 'export';
const TABS = [
  { id: 'content', label: 'Content' },
  { id: 'design', label: 'Design' },
  { id: 'export', label: 'Export' },
] as const;

/** The open formats the Export tab offers beside PDF, DOCX and HTML. */
const OPEN_FORMATS = [
  { format: 'json', label: 'JSON Resume' },
  { format: 'md', label: 'Markdown' },
  { format: 'europass', label: 'Europass XML' },
] as const;
const FORMAT_LABEL: Record<ExportFormat, string> = {
  pdf: 'PDF',
  docx: 'DOCX',
  html: 'HTML',
  json: 'JSON Resume',
  md: 'Markdown',
  europass: 'Europass XML',
};

/** A document from the server with the spec's three skill groups when it has none. */
function withSkillGroups(doc: ResumeDocument): ResumeDocument {
  if (doc.skills.length) return doc;
  return {
    ...doc,
    skills: SKILL_GROUPS.map((label, i) => ({ id: `skills-${i + 1}`, label, items: [] })),
  };
}

export function ResumeBuilderView() {
  const [state, dispatch] = useReducer(
    builderReducer,
    undefined,
    () => loadDraft() ?? initialState(),
  );
  const [tab, setTab] = useState<Tab>('content');
  const [saving, setSaving] = useState(false);
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);
  const [fullPage, setFullPage] = useState(false);
  const [startOpen, setStartOpen] = useState(false);
  const [params, setParams] = useSearchParams();
  const qc = useQueryClient();
  const { doc, title } = state;
  // the plain text an ATS reads from the export: shown and scored on the Export tab
  const plainText = tab === 'export' ? atsText(layoutResume(cleanDocument(doc))) : '';

  // every change is kept as a local draft: a reload or a failed save loses nothing
  useEffect(() => saveDraft(state), [state]);

  // /resume-builder?resume=<id> opens a saved resume for editing
  const openId = Number(params.get('resume'));
  const opened = useRef<number | null>(null);
  useEffect(() => {
    if (!openId || opened.current === openId) return;
    opened.current = openId;
    void (async () => {
      try {
        const rows = await listResumes();
        const row = rows.find((r) => r.id === openId);
        if (!row) throw new Error('That resume was not found.');
        const typed = resumeDocumentSchema.safeParse(row.document);
        const next = typed.success ? typed.data : await parseToDocument(row.content);
        const loaded: BuilderState = {
          title: row.title || DEFAULT_TITLE,
          // only a builder resume is saved in place; any other becomes a new one
          resumeId: typed.success ? row.id : null,
          doc: withSkillGroups(next),
        };
        dispatch({ type: 'load', state: loaded });
      } catch (err) {
        toast({
          title: 'Could not open the resume',
          description: errorMessage(err, 'Please try again.'),
          variant: 'destructive',
        });
      } finally {
        setParams({}, { replace: true });
      }
    })();
  }, [openId, setParams]);

  async function onSave() {
    setSaving(true);
    try {
      const id = await saveResume({
        resumeId: state.resumeId,
        title: title.trim() || DEFAULT_TITLE,
        doc: cleanDocument(doc),
      });
      dispatch({ type: 'saved', resumeId: id });
      void qc.invalidateQueries({ queryKey: ['resumes'] });
      toast({ title: 'Resume Saved!', description: 'Your resume has been saved successfully.' });
    } catch {
      toast({
        title: 'Save Failed',
        description: 'Unable to save resume. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  }

  async function onExport(format: ExportFormat) {
    setExporting(format);
    setExportError(null);
    try {
      const name = title.trim() || DEFAULT_TITLE;
      const file = await exportResume({ title: name, doc: cleanDocument(doc), format });
      downloadBlob(file.fileName, file.blob);
      toast({
        title: 'Export Complete!',
        description: `Resume exported as ${FORMAT_LABEL[format]}`,
      });
    } catch (err) {
      setExportError(`Failed to export resume. ${errorMessage(err, '')}`.trim());
    } finally {
      setExporting(null);
    }
  }

  function fill(next: ResumeDocument, from: string) {
    dispatch({
      type: 'load',
      state: {
        title: state.title,
        resumeId: state.resumeId,
        doc: withSkillGroups({ ...next, template: doc.template, theme: doc.theme }),
      },
    });
    setStartOpen(false);
    setTab('content');
    toast({
      title: 'Resume filled in',
      description: `We read ${from}. Check every field before you save.`,
    });
  }

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          id="resume-title"
          label="Resume title"
          className="min-w-60 flex-1"
          value={title}
          onChange={(e) => dispatch({ type: 'title', title: e.target.value })}
        />
        <Button type="button" variant="outline" onClick={() => setStartOpen(true)}>
          <FileUp className="size-4" aria-hidden /> Start from my resume
        </Button>
        <Button type="button" onClick={onSave} disabled={saving}>
          <Save className="size-4" aria-hidden /> {saving ? 'Saving...' : 'Save'}
        </Button>
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] xl:grid-cols-[minmax(0,1fr)_28rem]">
        <Tabs kind="page" tabs={TABS} value={tab} onChange={setTab} label="Resume builder">
          {tab === 'content' && <ContentEditor doc={doc} dispatch={dispatch} />}
          {tab === 'design' && (
            <div
              className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
              role="radiogroup"
              aria-label="Templates"
            >
              {TEMPLATE_LIST.map((t) => {
                const selected = t.id === doc.template;
                return (
                  <button
                    key={t.id}
                    type="button"
                    role="radio"
                    aria-checked={selected}
                    data-template={t.id}
                    onClick={() => dispatch({ type: 'template', template: t.id })}
                    className={`grid gap-2 rounded-lg border-2 p-3 text-left ${selected ? 'border-brand-600' : 'border-slate-200 hover:border-slate-400 dark:border-slate-700'}`}
                  >
                    <PagePreview
                      doc={previewDocument(doc)}
                      template={t.id}
                      colors={selected ? doc.theme : t.colors}
                      title={title}
                      width={200}
                      label={`${t.name} preview`}
                    />
                    <span className="font-semibold">{t.name}</span>
                    <span className="text-xs text-slate-600 dark:text-slate-400">
                      {t.category} · {t.layout}
                    </span>
                    <span className="text-xs text-slate-600 dark:text-slate-400">
                      {t.description}
                    </span>
                  </button>
                );
              })}
              <div className="grid gap-2 sm:col-span-2 xl:col-span-3">
                <p className="text-sm font-medium">Colours</p>
                <div className="flex flex-wrap gap-4">
                  {(['primary', 'secondary', 'accent'] as const).map((k) => (
                    <label key={k} className="flex items-center gap-2 text-sm capitalize">
                      <input
                        type="color"
                        value={doc.theme[k]}
                        onChange={(e) => dispatch({ type: 'color', key: k, value: e.target.value })}
                      />
                      {k}
                    </label>
                  ))}
                </div>
              </div>
            </div>
          )}
          {tab === 'export' && (
            <div className="grid gap-4">
              <div className="flex flex-wrap gap-3">
                {(['pdf', 'docx', 'html'] as const).map((f) => (
                  <Button
                    key={f}
                    type="button"
                    variant={f === 'pdf' ? 'primary' : 'outline'}
                    disabled={exporting !== null}
                    onClick={() => onExport(f)}
                  >
                    <FileDown className="size-4" aria-hidden /> Export {f.toUpperCase()}
                  </Button>
                ))}
              </div>
              <div className="grid gap-1.5">
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  For other tools: JSON Resume (Reactive Resume and JSON Resume themes), Markdown
                  (plain text for a website or a notes app) and Europass XML (the EU's CV format).
                  JSON Resume and Europass XML can be imported back here.
                </p>
                <div className="flex flex-wrap gap-3">
                  {OPEN_FORMATS.map(({ format, label }) => (
                    <Button
                      key={format}
                      type="button"
                      variant="outline"
                      disabled={exporting !== null}
                      onClick={() => onExport(format)}
                    >
                      <FileDown className="size-4" aria-hidden /> {label}
                    </Button>
                  ))}
                </div>
              </div>
              {exporting && (
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  Exporting {FORMAT_LABEL[exporting]}…
                </p>
              )}
              {exportError && (
                <p role="alert" className="text-sm text-red-700 dark:text-red-400">
                  {exportError}
                </p>
              )}
              <div className="grid gap-1.5">
                <h2 className="text-sm font-semibold">ATS view</h2>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  The plain text an applicant tracking system reads from this template, in order.
                </p>
                <pre
                  data-testid="ats-view"
                  className="max-h-96 overflow-auto rounded-md border border-slate-200 bg-slate-50 p-3 text-xs whitespace-pre-wrap dark:border-slate-700 dark:bg-slate-900"
                >
                  {plainText}
                </pre>
              </div>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                Every PDF and DOCX is read back with the same parser as uploads before you get it,
                so an applicant tracking system reads your name, contact details, jobs and skills in
                order.
              </p>
              <JobScore resumeText={plainText} />
            </div>
          )}
        </Tabs>
        <aside className="lg:sticky lg:top-20 lg:self-start">
          <LivePreview
            doc={doc}
            title={title.trim() || DEFAULT_TITLE}
            onFullPage={() => setFullPage(true)}
          />
        </aside>
      </div>

      <Dialog open={fullPage} onOpenChange={setFullPage} title="Full-page preview" size="xl">
        <div className="flex justify-center overflow-auto">
          <PagePreview
            doc={doc}
            title={title.trim() || DEFAULT_TITLE}
            width={760}
            label="Full-page preview"
            scroll
          />
        </div>
      </Dialog>

      <StartFromDialog
        open={startOpen}
        onOpenChange={setStartOpen}
        onFill={fill}
        onOpen={(id) => {
          setStartOpen(false);
          opened.current = null;
          setParams({ resume: String(id) });
        }}
      />
    </div>
  );
}
