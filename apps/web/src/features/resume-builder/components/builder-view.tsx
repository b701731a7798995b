import { useEffect, useReducer, useRef, useState, type Dispatch } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { FileUp, Save } from 'lucide-react';
import {
  atsText,
  layoutResume,
  resumeDocumentSchema,
  type ResumeDocument,
} from '@careerforge/contract';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { Tabs } from '../../../components/ui/tabs';
import { toast } from '../../../lib/toast';
import { toastFailure } from '../../../lib/spec-toast';
import { listResumes, parseToDocument, saveResume } from '../api/builder';
import {
  DEFAULT_TITLE,
  SKILL_GROUPS,
  builderReducer,
  cleanDocument,
  initialState,
  loadDraft,
  saveDraft,
  type BuilderAction,
  type BuilderState,
} from '../lib/document';
import { ContentEditor } from './content-editor';
import { DesignTab } from './design-tab';
import { ExportTab, useResumeExport } from './export-tab';
import { StartFromDialog } from './start-from-dialog';
import { LivePreview, PagePreview } from './preview';

type Tab = 'content' | 'design' | 'export';
const TABS = [
  { id: 'content', label: 'Content' },
  { id: 'design', label: 'Design' },
  { id: 'export', label: 'Export' },
] as const;

/** A document from the server with the spec's three skill groups when it has none. */
function withSkillGroups(doc: ResumeDocument): ResumeDocument {
  if (doc.skills.length) return doc;
  return {
    ...doc,
    skills: SKILL_GROUPS.map((label, i) => ({ id: `skills-${i + 1}`, label, items: [] })),
  };
}

/**
 * /resume-builder?resume=<id> opens a saved resume for editing. Returns `openSaved`, which
 * opens one by putting its id in the address.
 */
function useOpenFromAddress(dispatch: Dispatch<BuilderAction>) {
  const [params, setParams] = useSearchParams();
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
        toastFailure('Could not open the resume', err);
      } finally {
        setParams({}, { replace: true });
      }
    })();
  }, [openId, setParams, dispatch]);

  return function openSaved(id: number) {
    opened.current = null;
    setParams({ resume: String(id) });
  };
}

/** Saves the document to the server, in place when it is a builder resume already. */
function useSaveResume(state: BuilderState, dispatch: Dispatch<BuilderAction>) {
  const [saving, setSaving] = useState(false);
  const qc = useQueryClient();

  async function onSave() {
    setSaving(true);
    try {
      const id = await saveResume({
        resumeId: state.resumeId,
        title: state.title.trim() || DEFAULT_TITLE,
        doc: cleanDocument(state.doc),
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

  return { saving, onSave };
}

export function ResumeBuilderView() {
  const [state, dispatch] = useReducer(
    builderReducer,
    undefined,
    () => loadDraft() ?? initialState(),
  );
  const [tab, setTab] = useState<Tab>('content');
  const [fullPage, setFullPage] = useState(false);
  const [startOpen, setStartOpen] = useState(false);
  const { doc, title } = state;
  const { saving, onSave } = useSaveResume(state, dispatch);
  const exports = useResumeExport(title, doc);
  const openSaved = useOpenFromAddress(dispatch);
  // the plain text an ATS reads from the export: shown and scored on the Export tab
  const plainText = tab === 'export' ? atsText(layoutResume(cleanDocument(doc))) : '';

  // every change is kept as a local draft: a reload or a failed save loses nothing
  useEffect(() => saveDraft(state), [state]);

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
          {tab === 'design' && <DesignTab doc={doc} title={title} dispatch={dispatch} />}
          {tab === 'export' && <ExportTab plainText={plainText} exports={exports} />}
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
          openSaved(id);
        }}
      />
    </div>
  );
}
