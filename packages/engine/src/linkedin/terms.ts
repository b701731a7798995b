/**
 * Word lists of the LinkedIn About optimizer: industry terms a recruiter in each of the
 * product's twelve industries looks for, buzzwords that say nothing, filler words a rewrite
 * drops, and the patterns for results and calls to action.
 */

/** Terms a recruiter in the industry recognises (matched as whole words, case-insensitive). */
export const INDUSTRY_TERMS: Readonly<Record<string, readonly string[]>> = {
  technology: [
    'software',
    'product',
    'users',
    'cloud',
    'platform',
    'data',
    'saas',
    'engineering',
    'security',
    'api',
  ],
  healthcare: [
    'patient',
    'patients',
    'clinical',
    'care',
    'hospital',
    'health',
    'ehr',
    'compliance',
    'nurse',
    'nurses',
    'nursing',
    'unit',
    'units',
    'bedside',
    'medication',
    'telemetry',
    'physicians',
    'discharge',
    'infection',
  ],
  finance: [
    'financial',
    'risk',
    'audit',
    'investment',
    'banking',
    'compliance',
    'forecast',
    'budget',
    'accounting',
    'reporting',
    'ifrs',
    'gaap',
    'close',
    'reconciliation',
    'consolidation',
    'tax',
    'ledger',
  ],
  education: [
    'students',
    'curriculum',
    'teaching',
    'teach',
    'learning',
    'classroom',
    'school',
    'learners',
    'pupils',
    'lessons',
    'reading',
  ],
  marketing: [
    'campaign',
    'campaigns',
    'brand',
    'seo',
    'content',
    'audience',
    'conversion',
    'social media',
  ],
  sales: ['pipeline', 'quota', 'revenue', 'clients', 'deals', 'accounts', 'crm', 'prospects'],
  consulting: [
    'clients',
    'strategy',
    'stakeholders',
    'engagement',
    'engagements',
    'transformation',
    'advisory',
  ],
  manufacturing: ['production', 'quality', 'lean', 'supply chain', 'safety', 'plant', 'operations'],
  retail: ['store', 'stores', 'customers', 'merchandising', 'inventory', 'e-commerce', 'ecommerce'],
  'real estate': ['property', 'properties', 'listings', 'clients', 'leasing', 'closings', 'buyers'],
  media: ['audience', 'content', 'editorial', 'production', 'stories', 'broadcast', 'readers'],
  'non-profit': [
    'mission',
    'donors',
    'fundraising',
    'volunteers',
    'community',
    'grants',
    'nonprofit',
  ],
};

/** Buzzwords that fill an About without saying anything a recruiter can check. */
export const BUZZWORDS =
  /\b(?:passionate|synerg(?:y|ies|istic)|results[- ]driven|go[- ]getter|team player|hard[- ]?working|detail[- ]oriented|self[- ]starter|think(?:ing)? outside the box|rock ?star|ninja|guru|wizard|dynamic|highly motivated|motivated|thought leader|best[- ]in[- ]class|world[- ]class|game[- ]changer|disruptive|innovative|proven track record|strategic thinker|leverag(?:e|ed|ing)|value[- ]add|move the needle|paradigm)\b/gi;

/** Leading discourse words a spoken ramble starts sentences with. */
export const LEADING_FILLER =
  /^(?:(?:also|and|so|anyway|well|honestly|basically|plus|oh|but|actually|ok|okay|yeah|um|uh)\b[,:\s-]*)+/i;

/**
 * Hedges and filler inside a sentence: dropped, they change no fact. (The spaces before a match
 * are bounded: an open-ended run would be retried from every start inside a long run of spaces,
 * quadratic in its length, and worse where two such runs follow one another.)
 */
export const INNER_FILLER =
  /[ \t]{0,4}(?:,[ \t]{0,4})?\b(?:somehow|basically|honestly|literally|pretty much|kind of|sort of|i guess|i think|you know|to be honest|lol)\b(?:[ \t]*,)?/gi;

/** A trailing aside that judges a result instead of stating it ("which was cool"). */
export const TRAILING_ASIDE =
  /[ \t]{0,4},?[ \t]{0,4}\b(?:which|that)[ \t]+(?:was|is)[ \t]+(?:(?:pretty|really|very|super|quite)[ \t]+)?(?:cool|nice|great|fun|awesome|neat|good)\b[ \t]*(?:i guess|lol)?/gi;

/** Verbs of a concrete outcome. */
export const OUTCOME_VERBS =
  /\b(?:increased|reduced|cut|grew|grown|raised|saved|launched|shipped|delivered|improved|doubled|tripled|halved|won|generated|drove|boosted|lowered|decreased|built|led|scaled|closed|exceeded|achieved|awarded|promoted|automated|streamlined|mentored|trained|managed|created|designed|implemented|negotiated|recruited|opened|founded|kept|cutting|reducing|increasing|growing|launching|leading|building)\b/i;

/** A figure: a number, a percentage, a currency amount. */
export const FIGURE = /(?<![A-Za-z])[$€£]?\d[\d,.]*(?:\s?(?:%|percent|k|m|x|million|billion))?/gi;

/** A call to action. */
export const CTA =
  /\b(?:reach out|get in touch|contact me|message me|send me a (?:message|note|dm)|connect with me|let'?s (?:connect|talk|chat)|email me|dm me|drop me a|happy to (?:talk|chat|connect)|feel free to)\b/i;

/** First-person voice. */
export const FIRST_PERSON = /\b(?:i|i'm|i’m|i've|i’ve|i'd|my|me|mine|myself)\b/i;

/** A sentence about the work and how it is done (the "what I do / how I work" part). */
export const WORK_WORDS =
  /\b(?:work|working|help|helping|build|building|lead|leading|focus|focusing|enjoy|love|specialize|specialise|care|believe|manage|managing|design|designing|partner|partnering|teach|solve|support|bring|approach)\b/i;

export const EMAIL = /[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9.-]{1,190}\.[A-Za-z]{2,24}/;
