/** Reading a posting's layout: its sections (requirements, nice-to-haves, benefits...) and sentences. */
import { normalizeText, stripBullet } from '../text/normalize';

export type JobSectionKind =
  'required' | 'preferred' | 'responsibilities' | 'about' | 'benefits' | 'other';

export interface JobSentence {
  text: string;
  /** offset in the normalised job text */
  start: number;
  section: JobSectionKind;
  cue: 'required' | 'preferred' | null;
}

const HEADING_PHRASES =
  "Minimum Qualifications|Basic Qualifications|Preferred Qualifications|Required Qualifications|Additional Qualifications|Qualifications|Requirements|Required Skills|Preferred Skills|Nice to Have|Nice-to-Have|Bonus Points|What You Bring|What You Will Do|What You'll Do|What You Will Bring|What We're Looking For|What We Are Looking For|Who You Are|About the Role|About The Role|About the Team|About Us|About You|Responsibilities|Key Responsibilities|Your Responsibilities|Benefits|Perks|What We Offer|Compensation|Job Description|The Role|Your Role|Skills and Experience|Desired Skills|Must Have|Must-Have";
/** A capital letter right after a lower-case letter or closing punctuation: where a glued heading may start. */
const GLUE_POINT = /(?<=[a-z.)!?:])\s*(?=[A-Z])/g;
/** A heading phrase at the start of a line glued to the capitalised word after it. */
const HEADING_GLUED_AFTER = new RegExp(`(^|\\n)(${HEADING_PHRASES})(?=[A-Z][a-z])`, 'g');
/** A heading phrase at a given position (sticky). */
const HEADING_AT = new RegExp(`(?:${HEADING_PHRASES})(?:[A-Z\\s:]|$)`, 'y');

/** Normalised posting text: glued headings ("...goals.What You Bring") and wide gaps become line breaks. */
export function jobText(text: string): string {
  const norm = normalizeText(text).replace(GLUE_POINT, (gap: string, offset: number, s: string) => {
    HEADING_AT.lastIndex = offset + gap.length;
    return HEADING_AT.test(s) ? '\n' : gap;
  });
  // a heading glued to the sentence it opens ("CompensationWe offer...") ends its line
  return norm.replace(HEADING_GLUED_AFTER, '$1$2\n').replace(/ {3,}/g, '\n');
}

function classifyHeading(text: string): JobSectionKind | null {
  const t = text
    .toLowerCase()
    .replace(/[^a-z' -]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!t || t.split(' ').length > 8) return null;
  if (
    /\b(?:nice to have|nice-to-have|preferred|bonus|pluses|desired|desirable|good to have|extra credit|extra points|it's a plus|would be great)\b/.test(
      t,
    )
  )
    return 'preferred';
  if (
    /\b(?:benefits?|perks|what we offer|compensation|salary|pay range|why join|equal opportunity|eeo|our offer|we offer)\b/.test(
      t,
    )
  )
    return 'benefits';
  if (
    /\b(?:requirements?|qualifications?|must[- ]haves?|what you bring|what you'll bring|what you will bring|looking for|who you are|you have|what you need|you will need|skills|experience|your profile|about you|ideal candidate|essential|competencies)\b/.test(
      t,
    )
  )
    return 'required';
  if (
    /\b(?:responsibilities|what you'll do|what you will do|the role|your role|duties|day to day|day-to-day|your impact|you will|in this role|job description|what you'll be doing|role overview|about the role|the opportunity|position summary|overview)\b/.test(
      t,
    )
  )
    return 'responsibilities';
  if (
    /\b(?:about us|who we are|our mission|company overview|about the company|about the team|our team|our story|why us|(?:hiring|interview|recruitment|application) process|how to apply)\b/.test(
      t,
    )
  )
    return 'about';
  return null;
}

const PREFERRED_CUE =
  /\b(?:nice to have|nice-to-have|preferred|preferably|a plus|is a plus|are a plus|plus\b|bonus|desirable|desired|ideally|advantageous|an advantage|good to have|would be great|not required|optional)\b/i;
const REQUIRED_CUE =
  /\b(?:must|required|requirement|essential|mandatory|minimum|at least|need to have|you have|you bring|proven|strong|expert|expertise|proficien\w*|solid|deep)\b/i;

const BENEFIT_TERM =
  /\b(?:insurance|retirement|401\(?k\)?|pension|paid time off|pto|vacation|holidays|stipend|allowance|meal vouchers?|company car|parental leave|wellness|tuition|dental|vision)\b/gi;
const BENEFIT_OPENING =
  /^\s*(?:we offer|we provide|we pay|benefits include|perks include|you(?:'ll| will) (?:get|receive|enjoy))\b/i;

/**
 * The hiring notices every posting carries (equal opportunity, accommodations in the process,
 * agencies): about the employer's process, never a skill asked ("accommodations in our
 * recruitment processes" asks for no recruiting).
 */
const HIRING_NOTICE =
  /\b(?:equal (?:employment )?opportunity|reasonable accommodations?|recruitment agenc(?:y|ies)|agency resumes|unsolicited (?:resumes|applications)|without regard to (?:race|age|sex))\b/i;

/** Words that ask the reader for something: a requirement, not a perk. */
const ASKS =
  /\b(?:experience (?:with|in|of|working)|years of experience|knowledge of|familiarity with|proficien\w*)\b/i;

/**
 * A sentence that lists what the employer gives, outside a benefits heading ("190-day contract,
 * health and dental insurance, PERA retirement"): its skills are no requirements. Two different
 * benefit words make one, unless the sentence asks for experience ("experience with insurance
 * data (e.g. medical records, insurance claims)").
 */
function offersBenefits(sentence: string): boolean {
  if (BENEFIT_OPENING.test(sentence)) return true;
  if (ASKS.test(sentence)) return false;
  const terms = new Set((sentence.match(BENEFIT_TERM) ?? []).map((t) => t.toLowerCase()));
  return terms.size >= 2;
}

/**
 * A sentence that says what the employer is or makes ("Cactus Ledger builds point-of-sale and
 * inventory software for retailers", "We are a leading logistics provider"): the products and
 * trades it names are the company's, not skills asked of the candidate. Read only before the
 * posting's first heading, where a company introduces itself, and never when it says how the work
 * is done ("We build our apps with React and Go" names the stack the candidate will use).
 */
const COMPANY_SAYS =
  /^\s*(?:(?:we|we're)\s+(?:are|were)?\s*(?:a|an|the|one of)\b|we\s+(?:build|make|develop|design|create|provide|power|sell|manufacture|operate|run|serve|help)\b|our\s+(?:company|mission|platform|products?|software|customers)\b|(?!(?:This|That|It|Its|There|These|Here|You|Your|The (?:role|position|job|team|ideal|successful|right)|Candidates?|Applicants?)\b)(?:[A-Z][\w&'.-]*\s+){1,6}(?:builds|makes|develops|designs|creates|provides|powers|sells|manufactures|operates|runs|serves|helps|is\s+(?:a|an|the|one of)\b))/;

const HOW_WORK_IS_DONE =
  /\b(?:stack|using|built on|on top of|written in|runs on|powered by|technolog(?:y|ies)|tools)\b|\b(?:build|built|develop|make|made|create|write|run)s?\b[^.;]*\bwith\b/i;
const companySays = (s: string) => COMPANY_SAYS.test(s) && !HOW_WORK_IS_DONE.test(s);

/**
 * Anywhere in a posting, a sentence that names the employer as a kind of business ("Leopard is an
 * early-stage insurtech startup", "Skyrocket Ventures is a recruiting firm"): the trades it names
 * are the company's.
 */
const COMPANY_IS =
  /^\s*(?:About\s+)?(?:[A-Z][\w&'.-]*\s+){1,6}is\s+(?:an?|the|one of the)\s+(?:[\w-]+\s+){0,5}(?:firm|company|startup|start-up|agency|provider|leader|business|organi[sz]ation|consultancy|employer|group|brand|retailer|manufacturer|bank|insurer|marketplace|insurtech|fintech)\b/;
/** "At TikTok, our mission is to inspire creativity": the employer's mission, anywhere. */
const OUR_MISSION = /(?:^|,)\s*our (?:mission|vision|purpose) is\b/i;
const companyIs = (s: string) =>
  (COMPANY_IS.test(s) || OUR_MISSION.test(s)) && !HOW_WORK_IS_DONE.test(s);

/** Step 1: the posting as sentences, each with its section and its required/preferred cue. */
export function jobSentences(text: string, normalized = false): JobSentence[] {
  const norm = normalized ? text : jobText(text);
  const out: JobSentence[] = [];
  let section: JobSectionKind = 'other';
  let offset = 0;
  // a benefits or company sentence that runs on past the end of its line
  let benefitsOpen = false;
  // the last sentence was a benefit that ended in a semicolon: the list goes on
  let benefitsListed = false;
  let aboutOpen = false;
  let headingSeen = false;
  for (const rawLine of norm.split('\n')) {
    const lineStart = offset;
    offset += rawLine.length + 1;
    const { text: line, bullet } = stripBullet(rawLine);
    if (!line || bullet) benefitsOpen = aboutOpen = benefitsListed = false;
    if (!line) continue;
    if (!bullet && line.length <= 70) {
      const h = /^(.{2,60}?)\s*:\s*(.*)$/.exec(line);
      const headingText = h ? h[1]! : line;
      const kind = classifyHeading(headingText);
      const looksHeading = h ? true : !/[.,;]$/.test(line) && line.split(/\s+/).length <= 6;
      if (kind && looksHeading) {
        section = kind;
        headingSeen = true;
        if (!h || !h[2]) continue;
      }
    }
    // a sentence goes on past "e.g." and "i.e." ("cloud platforms (e.g. AWS, Azure)")
    const re =
      /[^.!?;]+(?:(?:[.!?;](?=\S)|(?<=\b(?:e\.g|i\.e|vs|incl|approx|esp))\.\s+)[^.!?;]*)*(?:[.!?;]+|$)/gi;
    let m: RegExpExecArray | null;
    const base = lineStart + rawLine.indexOf(line);
    while ((m = re.exec(line))) {
      if (!m[0].trim()) {
        re.lastIndex++;
        if (re.lastIndex > line.length) break;
        continue;
      }
      const s = m[0];
      const cue = PREFERRED_CUE.test(s) ? 'preferred' : REQUIRED_CUE.test(s) ? 'required' : null;
      const wrapped = m.index === 0;
      let own = section;
      if (
        section !== 'benefits' &&
        (offersBenefits(s) || ((wrapped || benefitsListed) && benefitsOpen && !ASKS.test(s)))
      )
        own = 'benefits';
      else if (!headingSeen && section === 'other' && ((wrapped && aboutOpen) || companySays(s)))
        own = 'about';
      else if (HIRING_NOTICE.test(s) || companyIs(s)) own = 'about';
      const runsOn = !/[.!?;]\s*$/.test(s);
      // "dental and vision benefits; 401(k) plan; life and disability insurance": one list
      benefitsListed = own === 'benefits' && /;\s*$/.test(s);
      benefitsOpen = own === 'benefits' && (runsOn || benefitsListed);
      aboutOpen = own === 'about' && runsOn;
      out.push({ text: s, start: base + m.index, section: own, cue });
    }
  }
  return out;
}
