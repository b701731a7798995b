/**
 * What a cover letter reads from a job posting besides its skills: the company's name and the
 * responsibilities the posting lists (quoted back as what draws the writer to the role).
 */

/** Only the start of a posting is read for its company name (linear and bounded). */
const HEAD = 6000;
const WORDS = String.raw`[A-Z][A-Za-z0-9&'’.-]*(?:[ \t]+(?:of|and|&|[A-Z][A-Za-z0-9&'’.-]*)){0,4}`;
const NOT_COMPANY =
  /^(?:us|the|this|our|we|you|your|about|role|team|company|position|job|requirements?)\b/i;

/** A place after a company on a posting's second line ("Sacramento, CA", "Remote (EU)", "Dubai, UAE"). */
const PLACE = /^(?:remote|hybrid|on-?site|[A-Z][\p{L}'’.-]*(?:[ \t]+[A-Z][\p{L}'’.-]*){0,3})\b/iu;
const ORG =
  /\b(?:inc|llc|ltd|corp|co|company|group|hospital|health|clinic|school|district|academy|university|college|bank|foods|pharmacy|consultants|contractors|partners)\b\.?/i;

/**
 * The company on the line under a posting's title ("Senior Backend Engineer" then "Northwind Pay,
 * Remote (US)"), or ''. Only a line of capitalised words, before a place or alone with a word of
 * an organisation's name, counts.
 */
function companyUnderTitle(head: string, title: string): string {
  const lines = head
    .split('\n')
    .slice(0, 8)
    .map((l) => l.trim())
    .filter(Boolean);
  const [first, second] = lines;
  if (!first || !second || first.length > 120 || /[.!?:]$/.test(first)) return '';
  if (title && !first.toLowerCase().includes(title.toLowerCase().slice(0, 12))) return '';
  if (second.length > 120 || /[:@]|https?:|\b(?:is|are|we|our)\b/i.test(second)) return '';
  const [name = '', ...rest] = second.split(/\s*,\s+|\s+[|·•–—]\s+/);
  const company = tidy(name.replace(/\s*\([^)]*\)\s*$/, ''));
  if (!new RegExp(`^${WORDS}$`).test(company) || NOT_COMPANY.test(company)) return '';
  if (company.toLowerCase() === title.toLowerCase()) return '';
  if (rest.length ? PLACE.test(rest[0]!) : ORG.test(company)) return company;
  return '';
}

/** The company named by a posting ("Company: Acme", "Acme is hiring", "About Acme"), or ''. */
export function companyFromPosting(posting: string, title = ''): string {
  const head = posting.slice(0, HEAD);
  const labelled =
    /^[ \t]*(?:company|employer|organi[sz]ation)[ \t]*(?:name)?[ \t]*:[ \t]*([^\n]{2,80})$/im.exec(
      head,
    );
  if (labelled) return tidy(labelled[1]!);
  const under = companyUnderTitle(head, title);
  if (under) return under;
  const patterns = [
    new RegExp(
      String.raw`^[ \t]*(?:about|join|working at|life at)[ \t]+(${WORDS})[ \t]*:?[ \t]*$`,
      'm',
    ),
    new RegExp(
      String.raw`(?:^|[.!?][ \t]+|\n)(${WORDS})[ \t]+(?:is hiring|is looking|is seeking|builds|helps|makes|is an?|are a)\b`,
    ),
  ];
  for (const re of patterns) {
    const m = re.exec(head);
    if (!m) continue;
    const name = tidy(m[1]!);
    if (NOT_COMPANY.test(name) || name.toLowerCase() === title.toLowerCase()) continue;
    if (name.length >= 2) return name;
  }
  return '';
}

function tidy(s: string): string {
  return s
    .trim()
    .replace(/[ \t]+/g, ' ')
    .replace(/[.,;:]+$/, '');
}

/**
 * The list items under a responsibilities heading, in order (at most `limit`), each with its
 * wrapped lines joined ("make patient assignments for 7-9 RNs,\n  manage admissions ...").
 */
export function responsibilities(posting: string, limit = 6): string[] {
  const out: string[] = [];
  let inside = false;
  let seen = 0;
  let open: string | null = null;
  const close = () => {
    if (open !== null && open.length <= 140) out.push(open);
    open = null;
  };
  for (const raw of posting.split('\n')) {
    if (++seen > 400 || out.length >= limit) break;
    const line = raw.trim();
    if (!line) {
      close();
      continue;
    }
    const item = /^[-•*▪◦●–][ \t]+(.+)$/.exec(line);
    if (!item) {
      // a wrapped line of the item above: indented, or going on in lower case
      if (open !== null && (/^\s/.test(raw) || /^[a-z(]/.test(line)) && !/[.!?]$/.test(open)) {
        open = `${open} ${line}`;
        continue;
      }
      close();
      if (line.length <= 60)
        inside =
          /responsibilit|what you(?:'|’)?ll do|what you will do|the role|your role|day to day|duties/i.test(
            line,
          );
      continue;
    }
    close();
    if (inside) open = item[1]!;
  }
  close();
  return out.slice(0, limit);
}

/**
 * A responsibility as a clause after "to": first letter lowered, the posting's "our" made "your",
 * and only its head when a colon or semicolon goes on to details ("lead the shift: make ...").
 */
export function asClause(item: string): string {
  let s = item.trim();
  const head = /^(.{8,}?)[:;] /.exec(s);
  if (head && head[1]!.split(/\s+/).length >= 2) s = head[1]!;
  s = s.replace(/[.;:!,]+$/, '');
  if (/^[A-Z][a-z]/.test(s)) s = s.charAt(0).toLowerCase() + s.slice(1);
  return s
    .replace(/\bour\b/g, 'your')
    .replace(/\bus\b/g, 'you')
    .replace(/\bwe\b/g, 'you');
}
