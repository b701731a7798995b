import type { ApplicationStatus } from '@careerforge/contract';
import { PageError, readActivePage } from './active-page';
import { ApiError, importJob, saveApplication, testConnection } from './api';
import {
  checkToken,
  forgetConnection,
  hasAccess,
  insecureWarning,
  loadConnection,
  originPattern,
  parseInstance,
  requestAccess,
  saveConnection,
  type Connection,
} from './connection';
import type { PageExtract } from './extract';
import { STATUS_LABELS } from './limits';
import {
  applicationBody,
  draftFrom,
  draftFromPage,
  httpUrlOrEmpty,
  postingDocument,
  type JobDraft,
} from './posting';
import { tailorLink } from './tailor-link';

/**
 * The popup: a setup form the first time (address and token), then the job on the page with
 * "Save to tracker" and "Tailor my resume".
 */

function byId<T extends HTMLElement>(id: string): T {
  const el = document.getElementById(id);
  if (!el) throw new Error(`popup.html has no #${id}`);
  return el as T;
}

const ui = {
  settingsButton: byId<HTMLButtonElement>('open-settings'),
  setup: byId<HTMLElement>('setup'),
  setupForm: byId<HTMLFormElement>('setup-form'),
  instance: byId<HTMLInputElement>('instance'),
  token: byId<HTMLInputElement>('token'),
  testButton: byId<HTMLButtonElement>('test-connection'),
  setupMessage: byId<HTMLParagraphElement>('setup-message'),
  disconnect: byId<HTMLButtonElement>('disconnect'),
  job: byId<HTMLElement>('job'),
  jobForm: byId<HTMLFormElement>('job-form'),
  jobMessage: byId<HTMLParagraphElement>('job-message'),
  title: byId<HTMLInputElement>('job-title'),
  company: byId<HTMLInputElement>('company'),
  location: byId<HTMLInputElement>('location'),
  salary: byId<HTMLInputElement>('salary'),
  status: byId<HTMLSelectElement>('status'),
  save: byId<HTMLButtonElement>('save'),
  tailor: byId<HTMLButtonElement>('tailor'),
  saveResult: byId<HTMLParagraphElement>('save-result'),
};

type Tone = 'info' | 'ok' | 'error';

function say(target: HTMLElement, text: string, tone: Tone = 'info') {
  target.textContent = text;
  target.className = `message ${tone === 'info' ? '' : tone}`.trim();
}

const errorText = (err: unknown) =>
  err instanceof ApiError || err instanceof PageError
    ? err.message
    : 'Something went wrong. Close this popup and try again.';

/* ---------- Setup ---------- */

let connection: Connection | null = null;

/** The form's address and token, checked; says what is wrong and answers null. */
function readSetup(): Connection | null {
  const instance = parseInstance(ui.instance.value);
  if (!instance.ok) {
    say(ui.setupMessage, instance.message, 'error');
    ui.instance.focus();
    return null;
  }
  // the token field left empty on the same instance keeps the stored token
  const kept = !ui.token.value.trim() && connection?.instance === instance.value;
  const token = kept ? checkToken(connection!.token) : checkToken(ui.token.value);
  if (!token.ok) {
    say(ui.setupMessage, token.message, 'error');
    ui.token.focus();
    return null;
  }
  return { instance: instance.value, token: token.value };
}

/**
 * Asks for access to the instance, then calls it. requestAccess is called before anything is
 * awaited: the browser only asks the user during the click.
 */
async function connect(candidate: Connection): Promise<boolean> {
  const granted = requestAccess(candidate.instance);
  say(ui.setupMessage, `Connecting to ${candidate.instance}…`);
  if (!(await granted.catch(() => false))) {
    say(
      ui.setupMessage,
      `The extension needs your permission to reach ${candidate.instance}. Try again and choose Allow.`,
      'error',
    );
    return false;
  }
  try {
    await testConnection(candidate);
  } catch (err) {
    say(ui.setupMessage, errorText(err), 'error');
    return false;
  }
  const warning = insecureWarning(candidate.instance);
  say(ui.setupMessage, `Connected to ${candidate.instance}.${warning ? ` ${warning}` : ''}`, 'ok');
  return true;
}

function showSetup(current: Connection | null) {
  ui.job.hidden = true;
  ui.setup.hidden = false;
  ui.settingsButton.hidden = true;
  ui.disconnect.hidden = current === null;
  ui.instance.value = current?.instance ?? '';
  ui.token.value = '';
  ui.token.placeholder = current ? 'Leave empty to keep the current token' : 'cfpat_…';
  (current ? ui.token : ui.instance).focus();
}

ui.testButton.addEventListener('click', () => {
  const candidate = readSetup();
  if (candidate) void connect(candidate);
});

ui.setupForm.addEventListener('submit', (event) => {
  event.preventDefault();
  const candidate = readSetup();
  if (!candidate) return;
  void connect(candidate).then(async (ok) => {
    if (!ok) return;
    await saveConnection(candidate);
    // a new address: the old one is no longer needed
    if (connection && connection.instance !== candidate.instance)
      await chrome.permissions
        .remove({ origins: [originPattern(connection.instance)] })
        .catch(() => false);
    connection = candidate;
    void showJob(candidate);
  });
});

ui.disconnect.addEventListener('click', () => {
  void forgetConnection(connection).then(() => {
    connection = null;
    showSetup(null);
    say(ui.setupMessage, 'The token was removed from this browser.');
  });
});

ui.settingsButton.addEventListener('click', () => showSetup(connection));

/* ---------- The job ---------- */

function fillStatuses() {
  for (const [value, label] of Object.entries(STATUS_LABELS)) {
    ui.status.append(new Option(label, value, value === 'applied', value === 'applied'));
  }
}

/** The job as edited in the form, with what is not shown (description, address) kept. */
let hidden: Pick<JobDraft, 'description' | 'url'> = { description: '', url: '' };

function showDraft(draft: JobDraft) {
  ui.title.value = draft.title;
  ui.company.value = draft.company;
  ui.location.value = draft.location;
  ui.salary.value = draft.salary;
  hidden = { description: draft.description, url: draft.url };
}

const currentDraft = (): JobDraft => ({
  title: ui.title.value,
  company: ui.company.value,
  location: ui.location.value,
  salary: ui.salary.value,
  ...hidden,
});

function setBusy(busy: boolean) {
  for (const b of [ui.save, ui.tailor]) b.disabled = busy;
}

/** Reads the page and asks Careerforge what job it is; the user can always type it in. */
async function loadJob(current: Connection) {
  say(ui.jobMessage, 'Reading this page…');
  setBusy(true);
  let page: PageExtract;
  try {
    page = await readActivePage();
  } catch (err) {
    say(ui.jobMessage, errorText(err), 'error');
    ui.tailor.disabled = true;
    return;
  }
  setBusy(false);
  showDraft(draftFromPage(page));
  const html = postingDocument(page);
  if (html === null) {
    say(ui.jobMessage, 'Nothing to read on this page. Select the posting’s text, then try again.');
    return;
  }
  try {
    const job = await importJob(current, { html, url: httpUrlOrEmpty(page.url) });
    showDraft(draftFrom(job, page));
    say(ui.jobMessage, 'Check the details, then save.');
  } catch (err) {
    say(ui.jobMessage, `${errorText(err)} You can type the details in.`, 'error');
  }
}

async function showJob(current: Connection) {
  ui.setup.hidden = true;
  ui.job.hidden = false;
  ui.settingsButton.hidden = false;
  say(ui.saveResult, '');
  await loadJob(current);
}

function trackerLink(instance: string): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = `${instance}/application-tracker`;
  a.target = '_blank';
  a.rel = 'noreferrer';
  a.textContent = 'Open the tracker';
  return a;
}

ui.jobForm.addEventListener('submit', (event) => {
  event.preventDefault();
  const current = connection;
  if (!current) return;
  const draft = currentDraft();
  if (!draft.title.trim() || !draft.company.trim()) {
    say(ui.saveResult, 'Enter the job title and the company first.', 'error');
    (draft.title.trim() ? ui.company : ui.title).focus();
    return;
  }
  setBusy(true);
  say(ui.saveResult, 'Saving…');
  const status = ui.status.value as ApplicationStatus;
  saveApplication(current, applicationBody(draft, status))
    .then(() => {
      say(ui.saveResult, 'Saved to your tracker. ', 'ok');
      ui.saveResult.append(trackerLink(current.instance));
      // Save stays disabled (a second click would track the job twice); Tailor is free again
      ui.tailor.disabled = false;
    })
    .catch((err: unknown) => {
      say(ui.saveResult, errorText(err), 'error');
      setBusy(false);
    });
});

ui.tailor.addEventListener('click', () => {
  if (!connection) return;
  void chrome.tabs.create({ url: tailorLink(connection.instance, currentDraft()) });
});

/* ---------- Start ---------- */

async function start() {
  fillStatuses();
  const stored = await loadConnection();
  // access can be taken back in the browser's settings: then set up again
  if (!stored || !(await hasAccess(stored.instance))) {
    connection = stored;
    showSetup(stored);
    if (stored) say(ui.setupMessage, `Allow the extension to reach ${stored.instance} again.`);
    return;
  }
  connection = stored;
  await showJob(stored);
}

void start();
