import { MAX_JOB_DESCRIPTION_CHARS, type ImportedJob } from '@careerforge/contract';
import { unprocessable } from '../../lib/errors';
import { scanHtml, type Attributes, type ScanHandler } from './html-scan';
import { TextBuilder, TextLayout, capText, plainToText } from './html-text';
import { findJobPosting, jobFromJsonLd } from './json-ld';

/**
 * A posting from a page, read in one pass: the schema.org JobPosting in its JSON-LD when there
 * is one, else the page itself (its title, its site's name, its main text).
 */

export const NO_POSTING = 'No job posting was found on this page. Paste the description instead.';

/**
 * Elements the reader acts on, in one lookup: the page's chrome (never the posting), the
 * regions that hold its main text, and those whose content or attributes are noted.
 */
const PAGE_TAGS = new Map<string, 'chrome' | 'region' | 'noted'>([
  ...['nav', 'header', 'footer', 'aside', 'form', 'dialog'].map((t) => [t, 'chrome'] as const),
  ...['main', 'article'].map((t) => [t, 'region'] as const),
  ...['svg', 'script', 'meta', 'title', 'h1'].map((t) => [t, 'noted'] as const),
]);
/** The text of <title>, <h1> and meta tags kept (a title longer than this is not a title). */
const SHORT_TEXT = 1000;
/** A <main> or <article> with less text than this is a fragment; the whole page is read. */
const MIN_REGION_TEXT = 100;

export interface PageFacts {
  /** The ld+json blocks that mention a JobPosting. */
  jsonLd: string[];
  ogTitle: string;
  siteName: string;
  title: string;
  h1: string;
  /** The page's main text, at most the job description limit. */
  text: string;
}

type Region = 'body' | 'main' | 'roleMain' | 'article';

const isLdJson = (attributes: Attributes) =>
  /^\s*application\/ld\+json\b/i.test(attributes.type ?? '');

/** Collects the facts of a page from the scanner's events. */
class PageReader implements ScanHandler {
  readonly jsonLd: string[] = [];
  ogTitle = '';
  siteName = '';
  private ld: string[] | null = null;
  private chrome = 0;
  private svg = 0;
  private readonly title = { parts: [] as string[], open: false, done: false };
  private readonly h1 = { parts: [] as string[], open: false, done: false };
  private readonly depth = { main: 0, roleMain: 0, article: 0 };
  private readonly regions: Record<Region, TextLayout> = {
    body: this.layout(),
    main: this.layout(),
    roleMain: this.layout(),
    article: this.layout(),
  };
  /** The regions the text being read belongs to. */
  private active: TextLayout[] = [this.regions.body];

  open(name: string, attributes: Attributes) {
    const role = PAGE_TAGS.get(name);
    if (role === 'noted') this.noteOpen(name, attributes);
    else if (role === 'chrome') this.chrome++;
    if (this.chrome > 0) return;
    if (role === 'region' || attributes.role !== undefined) this.count(name, attributes, 1);
    for (const region of this.active) region.open(name);
  }

  close(name: string, attributes: Attributes) {
    const role = PAGE_TAGS.get(name);
    if (role === 'noted') this.noteClose(name);
    if (this.chrome > 0) {
      if (role === 'chrome') this.chrome--;
      return;
    }
    for (const region of this.active) region.close(name);
    if (role === 'region' || attributes.role !== undefined) this.count(name, attributes, -1);
  }

  text(text: string) {
    if (this.ld) {
      this.ld.push(text);
      return;
    }
    // An unclosed <title> holds the rest of the page: only its start is kept.
    if (this.title.open && this.title.parts.length < SHORT_TEXT) {
      this.title.parts.push(text.slice(0, SHORT_TEXT));
    }
    if (this.h1.open && this.h1.parts.length < SHORT_TEXT)
      this.h1.parts.push(text.slice(0, SHORT_TEXT));
    if (this.chrome > 0) return;
    for (const region of this.active) region.text(text);
  }

  facts(): PageFacts {
    const short = (parts: string[]) =>
      parts.join('').replace(/\s+/g, ' ').trim().slice(0, SHORT_TEXT);
    return {
      jsonLd: this.jsonLd,
      ogTitle: this.ogTitle,
      siteName: this.siteName,
      title: short(this.title.parts),
      h1: short(this.h1.parts),
      text: capText(this.mainText()),
    };
  }

  private mainText(): string {
    for (const region of ['main', 'roleMain', 'article'] as const) {
      const text = this.regions[region].out.toString();
      if (text.length >= MIN_REGION_TEXT) return text;
    }
    return this.regions.body.out.toString();
  }

  private layout() {
    // A little over the limit, so the cut can fall at the end of a sentence.
    return new TextLayout(new TextBuilder(MAX_JOB_DESCRIPTION_CHARS + 2000));
  }

  /** Entering or leaving a region: the regions text goes to change (rarely, so they are kept). */
  private count(name: string, attributes: Attributes, delta: 1 | -1) {
    const region: Exclude<Region, 'body'> | null =
      name === 'main'
        ? 'main'
        : attributes.role?.toLowerCase() === 'main'
          ? 'roleMain'
          : name === 'article'
            ? 'article'
            : null;
    if (!region) return;
    this.depth[region] = Math.max(0, this.depth[region] + delta);
    this.active = (['body', 'main', 'roleMain', 'article'] as const)
      .filter((r) => r === 'body' || this.depth[r] > 0)
      .map((r) => this.regions[r]);
  }

  /** Titles, meta tags and JSON-LD, wherever they are (an <h1> often sits in the <header>). */
  private noteOpen(name: string, attributes: Attributes) {
    if (name === 'svg') this.svg++;
    else if (name === 'script' && isLdJson(attributes)) this.ld = [];
    else if (name === 'meta') this.noteMeta(attributes);
    else if (name === 'title' && this.svg === 0 && !this.title.done) this.title.open = true;
    else if (name === 'h1' && !this.h1.done) this.h1.open = true;
  }

  private noteClose(name: string) {
    if (name === 'svg') this.svg = Math.max(0, this.svg - 1);
    else if (name === 'script' && this.ld) {
      const block = this.ld.join('');
      if (block.includes('JobPosting')) this.jsonLd.push(block);
      this.ld = null;
    } else if (name === 'title' || name === 'h1') {
      // Only the first of each counts.
      const capture = name === 'title' ? this.title : this.h1;
      if (capture.open) {
        capture.open = false;
        capture.done = true;
      }
    }
  }

  private noteMeta(attributes: Attributes) {
    const key = (attributes.property ?? attributes.name ?? '').trim().toLowerCase();
    const content = (attributes.content ?? '').replace(/\s+/g, ' ').trim();
    if ((key === 'og:title' || key === 'twitter:title') && !this.ogTitle) this.ogTitle = content;
    if (key === 'og:site_name' && !this.siteName) this.siteName = content;
  }
}

export function scanPage(html: string): PageFacts {
  const reader = new PageReader();
  scanHtml(html, reader);
  return reader.facts();
}

/** Job boards and aggregators: their name is never the employer's. */
const JOB_SITES =
  /^(?:linkedin|indeed|glassdoor|ziprecruiter|monster|workday|greenhouse|lever|ashby|smartrecruiters|workable|bamboohr|jobvite|icims|dice|wellfound|angellist|simplyhired|careerbuilder|welcome to the jungle|otta|built ?in|stepstone|xing|seek|reed|totaljobs|remote ?ok|we work remotely|personio|recruitee|teamtailor|breezy|jazzhr|join\.com)\b/i;

/** og:site_name when it names a company: not a job board, not the page's title, not a sentence. */
function sensibleCompany(page: PageFacts): string {
  const name = page.siteName.trim();
  if (!name || name.length > 80 || JOB_SITES.test(name)) return '';
  const title = (page.ogTitle || page.title).trim().toLowerCase();
  return title === name.toLowerCase() ? '' : name;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** og:title, <title> or <h1>, without " | Site" around it. */
function pageTitle(page: PageFacts): string {
  const raw = page.ogTitle || page.title || page.h1;
  const site = page.siteName.trim();
  if (!site || raw.length <= site.length) return raw;
  const separators = '\\s+[|\\-–—·:]\\s+';
  const name = escapeRegExp(site);
  return raw
    .replace(new RegExp(`${separators}${name}$`, 'i'), '')
    .replace(new RegExp(`^${name}${separators}`, 'i'), '')
    .trim();
}

function pageJob(page: PageFacts, url: string): ImportedJob {
  if (!page.text) throw unprocessable(NO_POSTING);
  return {
    title: pageTitle(page),
    company: sensibleCompany(page),
    location: '',
    description: page.text,
    employmentType: '',
    salary: null,
    datePosted: '',
    url,
    source: 'page',
  };
}

/** The posting on an HTML page: its JSON-LD JobPosting, else the page (422 when it has no text). */
export function readPosting(html: string, url: string): ImportedJob {
  const page = scanPage(html);
  const node = findJobPosting(page.jsonLd);
  if (!node) return pageJob(page, url);
  const job = jobFromJsonLd(node);
  return {
    ...job,
    // The markup leaves things out; the page fills them in.
    title: job.title || pageTitle(page),
    company: job.company || sensibleCompany(page),
    description: job.description || page.text,
    url,
  };
}

/** A JSON document (a posting served as JSON-LD): its JobPosting, or 422. */
export function readJsonPosting(text: string, url: string): ImportedJob {
  const node = findJobPosting([text]);
  if (!node) throw unprocessable(NO_POSTING);
  return { ...jobFromJsonLd(node), url };
}

/** A plain text page: all of it is the description. */
export function readTextPosting(text: string, url: string): ImportedJob {
  const description = plainToText(text);
  if (!description) throw unprocessable(NO_POSTING);
  const firstLine = description.split('\n', 1)[0] ?? '';
  return {
    title: firstLine.length <= 120 ? firstLine : '',
    company: '',
    location: '',
    description,
    employmentType: '',
    salary: null,
    datePosted: '',
    url,
    source: 'page',
  };
}
