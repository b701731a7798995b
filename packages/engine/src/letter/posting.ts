/**
 * What a cover letter reads from a job posting besides its skills: the company's name and the
 * responsibilities the posting lists (quoted back as what draws the writer to the role).
 */

/** Only the start of a posting is read for its company name (linear and bounded). */
const HEAD = 6000;
const WORDS = String.raw`[A-Z][A-Za-z0-9&'’.-]*(?:[ \t]+(?:of|and|&|[A-Z][A-Za-z0-9&'’.-]*)){0,4}`;
const NOT_COMPANY =
  /^(?:us|the|this|our|we|you|your|about|role|team|company|position|job|requirements?)\b/i;

/** The company named by a posting ("Company: Acme", "Acme is hiring", "About Acme"), or ''. */
export function companyFromPosting(posting: string, title = ''): string {
  const head = posting.slice(0, HEAD);
  const labelled =
    /^[ \t]*(?:company|employer|organi[sz]ation)[ \t]*(?:name)?[ \t]*:[ \t]*([^\n]{2,80})$/im.exec(
      head,
    );
  if (labelled) return tidy(labelled[1]!);
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

/** The list items under a responsibilities heading, in order (at most `limit`). */
export function responsibilities(posting: string, limit = 6): string[] {
  const out: string[] = [];
  let inside = false;
  let seen = 0;
  for (const raw of posting.split('\n')) {
    if (++seen > 400 || out.length >= limit) break;
    const line = raw.trim();
    if (!line) continue;
    const item = /^[-•*▪◦●–][ \t]+(.+)$/.exec(line);
    if (!item) {
      if (line.length <= 60)
        inside =
          /responsibilit|what you(?:'|’)?ll do|what you will do|the role|your role|day to day|duties/i.test(
            line,
          );
      continue;
    }
    if (inside && item[1]!.length <= 140) out.push(item[1]!);
  }
  return out;
}

/** A responsibility as a clause after "to": first letter lowered, the posting's "our" made "your". */
export function asClause(item: string): string {
  let s = item.trim().replace(/[.;:!]+$/, '');
  if (/^[A-Z][a-z]/.test(s)) s = s.charAt(0).toLowerCase() + s.slice(1);
  return s
    .replace(/\bour\b/g, 'your')
    .replace(/\bus\b/g, 'you')
    .replace(/\bwe\b/g, 'you');
}
