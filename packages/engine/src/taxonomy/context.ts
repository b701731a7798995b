/**
 * Skills whose name (or one of its aliases) is also an everyday word or another field's
 * acronym: "act" (a verb, or a law) is not the Act! CRM, "ADA" in an HR posting is the
 * Americans with Disabilities Act, "$62,000 CAD" is money, "PLC" in a school is a professional
 * learning community, "Opera PMS" is a hotel's property management system, "Chef" in a kitchen
 * is a person. Such a mention counts only where the text is about the skill's own field: a word
 * of that field somewhere in it, and nothing that names the other meaning.
 */
import type { SkillMention } from './index';

interface Rule {
  /** the surfaces the rule applies to (all when absent) */
  surface?: RegExp;
  /** the text must name the skill's field somewhere */
  need: RegExp;
  /** the text names the other meaning: never the skill */
  veto?: RegExp;
  /** the words right around the mention (and the mention as written) rule it out */
  around?: (before: string, after: string, surface: string) => boolean;
}

const money = (before: string, after: string) =>
  /[\d$€£][\d,.]*\s*[kK]?\s*[-–]?\s*$/.test(before) || /^\s*\$?\s*\d/.test(after);

/**
 * "C. elegans", "Smith R, Doe J", "vitamin C": a letter that is an initial or a label, not the
 * language. (A surname right before it, with no comma between, is an author list.)
 */
const initialOrLabel = (before: string, after: string) =>
  /^\.\s*[a-z]/.test(after) ||
  (/\b[A-Z][a-z]+ $/.test(before) &&
    (/^,?\s*(?:[A-Z][a-z]+ [A-Z]{1,2}\b|et al)/.test(after) ||
      /\b[A-Z][a-z]+ [A-Z]{1,2}, [A-Z][a-z]+ $/.test(before))) ||
  /\b(?:vitamin|hepatitis|grade|class|type|plan|tier|level|section|part|schedule|appendix|category|form)\s*$/i.test(
    before,
  );

/**
 * "shrink of 1.2% of sales", "sales per labour hour": sales as a store's revenue, not the work of
 * selling. ("$2M in sales" stays: a seller who closed it did the work.)
 */
const revenue = (before: string, after: string) =>
  /(?:\d\s*%|\bpercent|\bshare|\bproportion|\bratio)\s+of\s+$/i.test(before) ||
  /^\s+per\b/i.test(after);

/**
 * "deliver the best user experience", "improve the end-user experience": the experience as an
 * outcome of the work, which asks for no UX design. ("Design user experiences" stays.)
 */
const experienceAsOutcome = (before: string) =>
  /\b(?:best|great|optimal|exceptional|excellent|seamless|better|smooth|intuitive|improv\w*|enhanc\w*|deliver\w*|ensur\w*|provid\w*|impact\w*)\s+(?:the\s+|an?\s+|our\s+|their\s+)?(?:end[- ])?$/i.test(
    before,
  );

/**
 * Innovation in a posting is nearly always how the employer describes itself or its products ("an
 * innovative team", "drive innovation", "a culture of innovation"); it asks for creativity only as
 * a trait ("innovative thinking", "a passion for innovation", "you are innovative"). Creativity
 * itself is the employer's or its users' where it is inspired or celebrated ("we inspire
 * creativity").
 */
const notCreativityAsked = (before: string, after: string, surface: string) =>
  /^innovat/i.test(surface)
    ? !(
        /^\s+(?:thinking|thinker|mindset|ideas|problem[- ]solv\w*|approach to)\b/i.test(after) ||
        /\b(?:passion(?:ate)? (?:for|about)|bring (?:your )?|you are|you're|be|are)\s+$/i.test(
          before,
        )
      )
    : /\b(?:inspir\w*|spark\w*|unleash\w*|celebrat\w*|fuel\w*)\s+$/i.test(before);

/** "benefits renewal", "paid PE renewal", "licence renewal": renewing a policy or a licence. */
const renewalOfSomethingHeld = (before: string) =>
  /\b(?:benefits?|plan|policy|insurance|PE|licen[cs]es?|certifications?|registrations?|memberships?|lease|visa|passport|permits?)\s+$/i.test(
    before,
  );

const RULES: ReadonlyMap<string, Rule> = new Map<string, Rule>([
  ['Sales', { surface: /^sales$/i, need: /./, around: revenue }],
  ['UX Design', { surface: /^user experiences?$/i, need: /./, around: experienceAsOutcome }],
  ['Renewals', { surface: /^renewals?$/i, need: /./, around: renewalOfSomethingHeld }],
  [
    'Auditing',
    {
      // "audit product surfaces for consistency" is a review, not an audit of accounts or controls
      surface: /^audit(?:s|ing|ed)?$/i,
      need: /\b(?:financial|accounting|accounts|internal controls?|controls|compliance|sox|ifrs|gaap|cpa|acca|auditors?|assurance|regulatory|iso \d+|quality management|safety|inventory|payroll|tax)\b/i,
      around: (_before, after) =>
        /^\s+(?:(?:the|our|a)\s+)?(?:products?|designs?|surfaces?|screens?|ux|ui|content|pages?|flows?|components?|apps?|websites?|accessibility)\b/i.test(
          after,
        ),
    },
  ],
  [
    'Software Testing',
    {
      // "a rigorous testing programme" in marketing tests campaigns, not software
      surface: /^testing$/i,
      need: /\b(?:software|code|coding|qa|automation|automated|unit|integration|selenium|cypress|playwright|jest|pytest|junit|bugs?|defects?|developers?|engineer(?:s|ing)?|applications?|releases?)\b/i,
    },
  ],
  [
    'Creativity',
    { surface: /^(?:innovat\w*|creativity)$/i, need: /./, around: notCreativityAsked },
  ],
  [
    'Lean',
    {
      // improving the processes of software or a team is no Lean method
      surface: /^continu\w*\s+improv\w*$/i,
      need: /\blean (?:manufacturing|six sigma|principles|methodolog\w*|management|practices|tools|production|operations)\b|\bsix sigma\b|\bkaizen\b|\b5s\b|\bmanufactur\w*|\bproduction lines?\b|\bplants?\b|\bwarehous\w*/i,
    },
  ],
  [
    'C',
    {
      need: /\b(?:programming|software|embedded|firmware|developers?|kernel|linux|unix|compilers?|microcontrollers?|coding|code|python|java|rust|assembly|rtos|verilog|vhdl|matlab)\b|c\+\+/i,
      around: initialOrLabel,
    },
  ],
  [
    'R',
    {
      need: /\b(?:statistic\w*|data|analy\w+|rstudio|ggplot2?|tidyverse|shiny|python|sql|programming|bioinformatics|regression|model(?:l)?ing|cran|sas|stata|spss|matlab)\b/i,
      around: initialOrLabel,
    },
  ],
  ['Act!', { need: /\bcrm\b|contact management|\bact!/i }],
  [
    'Ada',
    {
      need: /\b(?:programming|software|embedded|avionics|compilers?|spark|developers?)\b/i,
      veto: /disabilit|\bfmla\b|\beeoc?\b|accommodation/i,
    },
  ],
  [
    'CAD',
    {
      surface: /^cad$/i,
      need: /\b(?:design\w*|drafting|drawings?|autocad|solidworks|revit|3d|engineer\w*|architect\w*|cam)\b/i,
      around: money,
    },
  ],
  [
    'PLC Programming',
    {
      surface: /^plcs?$/i,
      need: /\b(?:automation|ladder|controls?|industrial|scada|hmi|allen[- ]bradley|siemens|rockwell|manufactur\w*|electricians?|machinery)\b/i,
      veto: /professional learning communit/i,
    },
  ],
  [
    'Practice management software PMS',
    {
      surface: /^pms$/i,
      need: /\b(?:dental|dentist\w*|clinics?|practice management|veterinar\w*|physicians?|medical office)\b/i,
      veto: /\bopera\b|property management|\bhotels?\b|\bresorts?\b|front (?:desk|office)/i,
    },
  ],
  [
    'Career management systems CMS',
    { surface: /^cms$/i, need: /\bcareer (?:services|management|cent(?:er|re)s?)\b/i },
  ],
  [
    'Chef',
    {
      surface: /^chef$/i,
      need: /\b(?:devops|puppet|ansible|saltstack|configuration management|infrastructure as code|kubernetes|docker|terraform)\b/i,
    },
  ],
  [
    'CI/CD',
    {
      surface: /^build pipelines?$/i,
      need: /\b(?:deploy\w*|devops|jenkins|github|gitlab|continuous integration|unit tests?|source code)\b/i,
    },
  ],
  [
    'A/B Testing',
    {
      surface: /^experimentation$/i,
      need: /\ba\/b\b|split test|\bconversion|\bvariants?\b|product analytics|growth experiments?/i,
    },
  ],
  [
    'Data Structures',
    { surface: /^dsa$/i, need: /\b(?:algorithms?|programming|software|coding)\b/i },
  ],
  [
    'Social Media Marketing',
    {
      // in a trading desk's posting SMM is systematic market making
      surface: /^smm$/i,
      need: /\b(?:social|instagram|facebook|tiktok|linkedin|twitter|youtube|pinterest|influencers?|followers|content|campaigns?|brand\w*|marketing|community management)\b/i,
      veto: /\b(?:trading|traders?|market[- ]making|market makers?|efx|e-?ficc|fixed income|equities|execution algorithms?)\b/i,
    },
  ],
  [
    'Technical Writing',
    {
      surface: /^documentation$/i,
      need: /technical writ|user guides?|\bmanuals?\b|api docs|knowledge base/i,
    },
  ],
]);

/**
 * The mentions that mean their skill in this text (see RULES). `name` gives a mention's skill
 * name; `text` is the text the mentions' offsets point into.
 */
export function inContext(
  mentions: SkillMention[],
  text: string,
  name: (skillId: number) => string,
): SkillMention[] {
  let out: SkillMention[] | null = null;
  const verdict = new Map<string, boolean>();
  mentions.forEach((m, i) => {
    const rule = RULES.get(name(m.skillId));
    let keep = true;
    if (rule) {
      const surface = text.slice(m.start, m.end);
      if (!rule.surface || rule.surface.test(surface)) {
        const key = name(m.skillId);
        let field = verdict.get(key);
        if (field === undefined) {
          field = rule.need.test(text) && !rule.veto?.test(text);
          verdict.set(key, field);
        }
        keep =
          field &&
          !rule.around?.(
            text.slice(Math.max(0, m.start - 16), m.start),
            text.slice(m.end, m.end + 16),
            surface,
          );
      }
    }
    if (!keep && !out) out = mentions.slice(0, i);
    else if (keep && out) out.push(m);
  });
  return out ?? mentions;
}

/** Whether a skill's name is an everyday word that counts only in its own context (see RULES). */
export const readInContext = (name: string): boolean => RULES.has(name);
