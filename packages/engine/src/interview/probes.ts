// Long file: the interview probe bank, one entry per probe; splitting would scatter the questions.
/**
 * Probes: what an experienced interviewer in the field asks when a posting names a practice.
 * Each one fires on the posting's own words in a requirement line ("exactly-once delivery into a
 * double-entry ledger", "a named territory of 60-80 enterprise accounts", "the current NEC") and
 * asks a concrete, answerable question about it, quoting the posting where its words read well.
 * A probe never claims anything about the candidate: it asks.
 */
import type { RequirementItem } from './posting';

export interface ProbeContext {
  item: RequirementItem;
  /** the posting's words from the match to the end of its clause ("exactly-once delivery into a double-entry ledger") */
  span: string;
  /** how the line names a tool it mentions ("Kafka", "Salesforce"), or '' */
  tool: string;
  /** every tool the line names */
  tools: string[];
  /** the line's bracketed or listed details ("falls", "CAUTI", ...) */
  details: string[];
}

export interface Probe {
  /** the competency repeat attempts are compared on */
  competency: string;
  /** the posting's words that call for it (tested on the requirement line, lower case) */
  when: RegExp;
  /** the posting as a whole must match this (keeps "audit" in a finance job from firing in a ward) */
  field?: RegExp;
  /** the requirement line itself must match this too */
  line?: RegExp;
  /** a how-would-you question (technical interviews) */
  ask?: (c: ProbeContext) => string;
  /** a tell-me-about-a-time question (behavioral interviews) */
  story?: (c: ProbeContext) => string;
}

const SOFTWARE =
  /\b(?:software|engineer(?:s|ing)?|developers?|backend|back-end|frontend|services|apis?|kubernetes|kafka|cloud|devops|sre|microservices|code)\b/i;
const CLINICAL =
  /\b(?:nurs\w*|patients?|clinical|rn|bedside|ward|hospital|telemetry|med-surg|acute care)\b/i;
const SCHOOL = /\b(?:teach\w*|students?|classroom|school|grades?|pupils?|lessons?)\b/i;
const SALES = /\b(?:sales|account executive|quota|deals?|territory|prospects?|buyers?|arr|saas)\b/i;
const FINANCE =
  /\b(?:accounting|accountants?|ifrs|gaap|controller|cpa|acca|general ledger|financial (?:reporting|statements|analyst|planning)|month-end|fp&a)\b/i;
const TRADES =
  /\b(?:electric\w*|journey(?:worker|man)s?|apprentices?|nec|conduit|wiring|switchgear|foreman|trades?)\b/i;
const PEOPLE_OPS = /\b(?:hr|human resources|employee relations|workforce|hris|talent)\b/i;
const HOSPITALITY =
  /\b(?:hotel|guests?|front desk|front office|resort|rooms?|restaurant|hospitality)\b/i;
const DATA =
  /\b(?:analyst|analytics|data|sql|dashboards?|tableau|power bi|bi tool|statistics|warehouse)\b/i;

const first = (xs: string[], fallback: string) => xs.find((x) => x.length > 1) ?? fallback;
const listed = (xs: string[]) =>
  xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} or ${xs[xs.length - 1]}`;

export const PROBES: Probe[] = [
  /* ---------- software ---------- */
  {
    competency: 'exactly-once processing',
    when: /exactly[- ]once|idempoten\w*|at[- ]least[- ]once|de-?duplicat\w*/,
    ask: (c) =>
      /exactly[- ]once/i.test(c.span)
        ? `How would you guarantee ${c.span} when a consumer crashes after writing but before it commits its offset?`
        : `How would you make a consumer idempotent so that a message delivered twice is processed once? Walk me through the crash cases.`,
    story: () =>
      'Tell me about a time duplicate or lost messages reached a system you owned. How did you find out, and what did you change so it could not happen again?',
  },
  {
    competency: 'ledger correctness',
    when: /double[- ]entry|\bledgers?\b|reconciliation of balances/,
    field: /\b(?:payments?|ledgers?|money|wallets?|fintech|banking)\b/i,
    ask: () =>
      'How would you prove a double-entry ledger is right every day? Which invariants would you check, and what happens when one of them fails?',
    story: () =>
      'Tell me about a time balances or money did not add up in a system you worked on. How did you find the cause, and how did you repair the data?',
  },
  {
    competency: 'schema evolution',
    when: /schema (?:evolution|registry|changes?)|evolv\w* [\w\s]{0,30}schemas?|backward[- ]compatib\w*|without breaking (?:consumers|clients)/,
    ask: (c) =>
      `${c.item.kind === 'duty' ? `The role asks you to ${c.item.phrase}. ` : ''}A producer team needs to rename a field that several ${c.tool || 'downstream'} consumers read. What do you do, step by step, so that no consumer breaks?`,
    story: () =>
      'Tell me about a time a schema or API change broke someone downstream. What happened, and what did you change in how you ship changes?',
  },
  {
    competency: 'query performance',
    when: /query plans?|query optimi[sz]ation|slow quer\w*|explain analy[sz]e|indexing|keep queries fast/,
    ask: (c) =>
      `A ${c.tool || 'database'} query that took 20 ms last week now takes 4 seconds. How do you use its query plan to find out why, and what would you try first?`,
    story: (c) =>
      `Tell me about the slowest ${c.tool || 'database'} query you have fixed. How did you find it, what was wrong, and how much faster was it afterwards?`,
  },
  {
    competency: 'safe schema migrations',
    when: /\blocking\b|\bmigrations?\b|schema design/,
    line: /\b(?:postgres\w*|mysql|sql|databases?|schemas?|tables?)\b/i,
    ask: (c) =>
      `How would you add a column with a default value to a large, busy ${c.tool || 'database'} table without locking out writes? Walk me through the migration and how you would roll it back.`,
  },
  {
    competency: 'SLOs and alerting',
    when: /\bslos?\b|\bslis?\b|service level objectives?|error budgets?|\balerting\b/,
    ask: () =>
      'How would you set SLOs for one of the services this team runs? What would you measure, what target would you pick, and what should wake someone up at night?',
    story: () =>
      'Tell me about an alert you removed or rewrote because it paged people for nothing. How did you decide, and what did you put in its place?',
  },
  {
    competency: 'on-call and incidents',
    when: /on-call|runbooks?|incident (?:response|management)|post-?mortems?/,
    field: SOFTWARE,
    ask: () =>
      'You are paged at 3 a.m. for a service you did not write. What do you want its runbook to tell you in the first five minutes, and what do you do first?',
    story: () =>
      'Tell me about the worst incident you handled while on call. What did you do in the first hour, and what changed afterwards?',
  },
  {
    competency: 'design reviews',
    when: /review(?:s|ing)? designs?|design reviews?|code reviews?/,
    field: SOFTWARE,
    ask: () =>
      'You are reviewing a design that you believe will not survive production load. How do you say so, and what do you ask the author to change?',
    story: () =>
      'Tell me about a review comment of yours that changed a design or a piece of code. What did you see, and how did you bring the author along?',
  },
  {
    competency: 'message brokers',
    when: /\bkafka\b|message brokers?|\brabbitmq\b|\bpulsar\b|event-driven (?:pipelines|services)/,
    ask: (c) =>
      `A ${/kafka/i.test(c.item.text) ? 'Kafka' : 'message'} consumer group falls further behind every evening at peak. How do you find out why, and what would you change?`,
  },
  {
    competency: 'Kubernetes operations',
    when: /kubernetes|\bk8s\b/,
    ask: () =>
      'A deployment on Kubernetes rolls out and half the new pods crash-loop. Walk me through what you check, in order, and how you get users back onto a working version.',
  },
  {
    competency: 'infrastructure as code',
    when: /terraform|infrastructure as code|\bpulumi\b|cloudformation/,
    ask: (c) =>
      `How do you change production infrastructure with ${c.tool || 'infrastructure as code'} safely? Walk me through plan, review and state, and what you do when an apply fails halfway.`,
  },
  {
    competency: 'observability',
    when: /observab\w*|prometheus|grafana|distributed tracing/,
    ask: (c) => {
      const dash = c.tools.find((t) => /grafana|datadog|kibana|new relic|prometheus/i.test(t));
      return `Users say the service is slow, but every ${dash && !/prometheus/i.test(dash) ? `${dash} ` : ''}dashboard is green. How do you find out what is going on, and what would you add${dash && /prometheus/i.test(dash) ? ' to Prometheus' : ''} so the dashboards tell the truth next time?`;
    },
  },
  {
    competency: 'moving money safely',
    when: /move money|payments? (?:flows?|services?|processing)|card networks?|wallets?/,
    ask: () =>
      'A payment request times out between our service and the card network. How do you make sure the customer is charged exactly once, whatever happened on the other side?',
  },

  /* ---------- data and analytics ---------- */
  {
    competency: 'experiments',
    when: /a\/b|\bexperiments?\b|geo tests?|experiment design|statistical significance/,
    field: /\b(?:data|analyst|analytics|marketing|product|statistic\w*|growth)\b/i,
    ask: () =>
      'A test of a new promotion shows a 4% lift with a p-value of 0.04 after three days. Would you call it? What would you check before you did?',
    story: () =>
      'Tell me about an experiment whose result you had to tell people was noise. How did you explain it, and what did they decide?',
  },
  {
    competency: 'dashboards people use',
    when: /dashboards?|self-serve|spreadsheet reporting/,
    field: DATA,
    ask: (c) =>
      /spreadsheet/i.test(c.item.text)
        ? `How would you replace a spreadsheet report people rely on with a self-serve dashboard${c.tool ? ` in ${c.tool}` : ''} they will actually use? What do you ask them first, and how do you retire the spreadsheet?`
        : `Take a dashboard you built${c.tool ? ` in ${c.tool}` : ''}. Who used it, what did they decide with it, and what did you change after watching them use it?`,
  },
  {
    competency: 'trustworthy SQL',
    when: /\bsql\b/,
    field: DATA,
    ask: (c) =>
      /epic|clarity|caboodle/i.test(c.item.text)
        ? 'You write SQL against Clarity to count readmissions and your number is 10% lower than the one in Epic. How do you find out which one is right?'
        : 'Before anyone uses the result of a SQL query you wrote, how do you check it is right? Talk me through joins that duplicate rows, missing data and dates.',
  },
  {
    competency: 'statistics',
    when: /regression|statistics|knowing when a result is noise|elasticity|forecasting models?/,
    field: DATA,
    ask: (c) =>
      /elasticity/i.test(c.item.text)
        ? 'How would you estimate price elasticity for a product that has rarely been discounted? What data would you use, and what would make you distrust the answer?'
        : 'Someone hands you a regression that says a promotion drove a 12% sales lift. What do you check before you believe it?',
  },
  {
    competency: 'data models and pipelines',
    when: /\bdbt\b|data warehouse|snowflake|bigquery|redshift|orchestration tool|airflow/,
    ask: (c) => {
      const orchestrator = /airflow|dagster|prefect/i.test(c.tool);
      const what = c.tool
        ? `${/^[aeiou]/i.test(c.tool) ? 'An' : 'A'} ${c.tool} ${orchestrator ? 'pipeline' : 'model'}`
        : 'A warehouse model';
      return `${what} that feeds a VP's dashboard suddenly shows revenue 15% higher than finance reports. How do you find out which one is right, and how do you stop it happening again?`;
    },
  },
  {
    competency: 'clinical metric definitions',
    when: /nhsn|metric definitions|cms (?:and|specifications)|sepsis bundle|readmissions/,
    ask: () =>
      'Infection prevention counts six CLABSIs this quarter and your dashboard shows nine. How do you work out which number is right against the NHSN definition?',
  },

  /* ---------- design ---------- */
  {
    competency: 'design systems',
    when: /design system|component library/,
    ask: () =>
      'A team wants a component that is almost, but not quite, one that already exists in the design system. How do you decide whether to extend the system, and how do you roll the change out?',
    story: () =>
      'Tell me about a change you made to a design system that other designers or engineers pushed back on. How did you handle it?',
  },
  {
    competency: 'usability research',
    when: /usability (?:studies|testing|tests?)|user research|research and problem framing/,
    ask: (c) =>
      `How would you plan and run a usability study for one of this team's flows${/older adults|assistive/i.test(c.item.text) ? ', with older adults and people who use assistive technology among the participants' : ''}? Who do you recruit, what tasks do you set, and what would make you change the design?`,
  },
  {
    competency: 'accessibility',
    when: /accessib\w*|wcag|assistive technology|screen readers?/,
    ask: (c) =>
      `How do you make sure a release meets ${c.details.find((d) => /wcag/i.test(d)) ?? 'accessibility standards'} before it ships? What do you check yourself, and what do you test with real users?`,
  },
  {
    competency: 'portfolio',
    when: /\ba portfolio\b|portfolio (?:of|that|showing|link)/,
    story: () =>
      'Pick one project from your portfolio. Walk me through your process on it, a decision you would make differently now, and the outcome you can measure.',
    ask: () =>
      'Pick one project from your portfolio and walk me through it: the problem, the options you rejected, and the outcome you can measure.',
  },

  /* ---------- nursing ---------- */
  {
    competency: 'charge nurse assignments',
    when: /patient assignments?|make assignments|acuity|lead the shift|charge nurse/,
    field: CLINICAL,
    ask: () =>
      'You are in charge tonight: one nurse called out, an admission is coming up from the ED, and a patient needs one-to-one observation. How do you make the assignments, and what do you weigh?',
    story: () =>
      'Tell me about a shift where you had to change the assignments partway through. What happened, how did you decide, and how did the nurses take it?',
  },
  {
    competency: 'patient flow',
    when: /admissions?,? discharges?|discharges? and transfers|patient flow|bed (?:flow|management)|plan safe discharges/,
    field: CLINICAL,
    ask: () =>
      'Three discharges are delayed and the ED wants to send you two admissions in the next hour. How do you work it out with the house supervisor and your nurses?',
  },
  {
    competency: 'rhythm interpretation',
    when: /rhythm|telemetry|cardiac monitor\w*|\bekg\b|\becg\b/,
    field: CLINICAL,
    ask: () =>
      'As the resource nurse you are called to a telemetry patient whose monitor shows a new rhythm. Walk me through what you check, what you do and who you call, in order.',
  },
  {
    competency: 'escalating a deteriorating patient',
    when: /rapid responses?|code blue|codes and rapid|deteriorat\w*|\bsepsis\b/,
    field: CLINICAL,
    ask: () =>
      "A patient's vital signs are drifting but do not yet meet rapid-response criteria. What do you do, and at what point do you escalate, and to whom?",
    story: () =>
      'Tell me about a time you escalated a patient who was getting worse and someone disagreed with you. What did you say, and what happened?',
  },
  {
    competency: 'unit quality metrics',
    when: /\bfalls\b|cauti|clabsi|hapi|pressure injur\w*|quality metrics?/,
    field: CLINICAL,
    ask: (c) =>
      `You own the unit's ${first(
        c.details.filter((d) => !/^\w+ \w+ \w+ \w+/.test(d)),
        'falls',
      )} numbers and they got worse last month. How do you find out why, and what do you change on the floor?`,
    story: () =>
      'Tell me about a quality problem on your unit that you helped bring down. What did you measure, what did you change, and did it hold?',
  },
  {
    competency: 'precepting',
    when: /precept\w*|orient\w* (?:new|travel)|new graduate nurses|new grads?/,
    ask: () =>
      'You are precepting a new graduate nurse who is safe but slow and falling behind on medication passes. What do you do over the next two weeks?',
    story: () =>
      'Tell me about a nurse you precepted or oriented who struggled. What did you do, and how did it turn out?',
  },
  {
    competency: 'medication safety',
    when: /medications?|med pass|iv therapy/,
    field: CLINICAL,
    ask: () =>
      'Halfway through a medication pass you find an order that does not look right for your patient. What do you do, step by step?',
  },
  {
    competency: 'patient education',
    when: /educate patients|patient (?:and family )?education|discharge instructions|teach-back/,
    ask: () =>
      'How do you check that a patient going home really understood their discharge instructions, especially when they are tired, anxious or not fluent in English?',
  },
  {
    competency: 'clinical documentation',
    when: /charting|document care|nursing documentation|electronic health record/,
    field: CLINICAL,
    ask: (c) =>
      `How do you keep your charting${/epic/i.test(c.item.text) ? ' in Epic' : ''} complete and timely on a busy shift, and what do you never leave until the end?`,
  },
  {
    competency: 'delegation',
    when: /delegat\w*|nursing assistants?|patient care technicians?/,
    field: CLINICAL,
    ask: () =>
      'What do you delegate to a patient care technician, what do you never delegate, and how do you follow up on what you did delegate?',
  },

  /* ---------- teaching ---------- */
  {
    competency: 'differentiation from data',
    when: /differentiat\w*|group students|benchmark data|i-ready|assessment data/,
    field: SCHOOL,
    ask: (c) =>
      `Your ${/i-ready/i.test(c.item.text) ? 'i-Ready' : 'benchmark'} data shows a third of the class a year behind in reading and a few students well ahead. How do you plan next week's lessons so that every group moves?`,
    story: () =>
      'Tell me about a student your data showed was falling behind. What did you change in your teaching, and what happened to their results?',
  },
  {
    competency: 'dual-language instruction',
    when: /dual[- ]language|biliteracy|oracy|50\/50/,
    ask: () =>
      'In a dual-language classroom, how do you keep both languages growing when most students are much stronger in one of them? What does that look like across one week?',
  },
  {
    competency: 'working with families',
    when: /\bfamil(?:y|ies)\b|parents?|guardians?|conferences/,
    field: SCHOOL,
    ask: () =>
      'How do you tell a family that their child is falling behind, and what do you ask them to do at home? How do you make sure the message lands in the language they speak at home?',
    story: () =>
      'Tell me about a conversation with a family that was hard. What did you say, and what happened afterwards?',
  },
  {
    competency: 'collaborative planning',
    when: /\bplcs?\b|special education|\beld\b|\bieps?\b|co-?teach\w*|partner teachers/,
    field: SCHOOL,
    ask: () =>
      'In your weekly PLC the data shows your English learners behind the rest of the grade. What do you bring to the next meeting, and what do you ask of the ELD and special education teachers?',
  },
  {
    competency: 'lesson planning',
    when: /standards-aligned|lesson plans?|unit plans?|plan and deliver (?:\w+ )*instruction/,
    field: SCHOOL,
    ask: () =>
      'Walk me through how you plan a standards-aligned unit, from the standard to the first lesson. How do you know, halfway through, whether it is working?',
  },
  {
    competency: 'classroom management',
    when: /classroom management|behaviou?r management|positive behaviou?r/,
    field: SCHOOL,
    ask: () =>
      'A student disrupts every literacy block and the rest of the class is losing time. What do you do this week, and what do you do if it carries on?',
  },

  /* ---------- sales ---------- */
  {
    competency: 'territory planning',
    when: /territor(?:y|ies)|named accounts|account plans?/,
    field: SALES,
    ask: (c) => {
      const named = /\b(?:an?|the|your)\s+(?:[\w-]+\s+){0,2}territory\b[^,;()]*/i.exec(
        c.item.text,
      )?.[0];
      const what = named
        ? named
            .trim()
            .replace(/^(?:the|your)\s+/i, 'a ')
            .replace(/\s+in the\s+[A-Z]\w*$/, '')
            .replace(/\s+(?:preferred|required)$/i, '')
        : 'a new territory';
      return `You are handed ${what}. How do you decide which ten accounts to work first, and what do you do with them in your first month?`;
    },
  },
  {
    competency: 'pipeline generation',
    when: /build pipeline|pipeline generation|prospect\w*|outbound|\bsdrs?\b|lead generation/,
    field: SALES,
    ask: (c) =>
      `Your pipeline for next quarter is at half of what you need. What do you do in the next two weeks${/\bsdr\b/i.test(c.item.text) ? ', with your SDR and on your own' : ''}?`,
    story: () =>
      'Tell me about a quarter when your pipeline was thin. What did you do, and how did the quarter end?',
  },
  {
    competency: 'forecasting deals',
    when: /forecast\w*/,
    field: SALES,
    ask: (c) =>
      `How do you decide that a deal belongs in your commit forecast${/salesforce/i.test(c.item.text) ? ' in Salesforce' : ''}? What has to be true, and what makes you pull a deal out?`,
  },
  {
    competency: 'deal qualification',
    when: /\bmedd?icc?\b|\bbant\b|\bspiced\b|qualif(?:y|ication) (?:deals|opportunities|leads)/,
    ask: (c) =>
      `Take a deal you lost. Walk me through it with ${/medd?icc?/i.test(c.item.text) ? (/meddicc/i.test(c.item.text) ? 'MEDDICC' : 'MEDDIC') : 'your qualification framework'}: which part was weakest, and when should you have seen it?`,
  },
  {
    competency: 'complex enterprise deals',
    when: /complex sales|sales cycles?|c-level|vp buyers|economic buyers?|multi-threaded/,
    field: SALES,
    ask: () =>
      'Your champion in operations loves the product, but finance has gone quiet two weeks before the deal is due to close. What do you do?',
    story: () =>
      'Tell me about the largest deal you closed. Who was involved on the buying side, where did it nearly fall apart, and what did you do?',
  },
  {
    competency: 'quota attainment',
    when: /quota/,
    story: () =>
      'Walk me through your quota attainment over the last three years: the numbers, and what made the difference in your best year?',
    ask: () =>
      'Walk me through your quota attainment over the last three years: the numbers, what drove your best year, and what you changed after your worst.',
  },
  {
    competency: 'pilots and business cases',
    when: /pilots?|proof of concept|\bpocs?\b|business cases?/,
    field: SALES,
    ask: () =>
      'How do you set up a pilot so that it ends in a signed contract rather than a polite "interesting"? What do you agree with the customer before it starts?',
  },
  {
    competency: 'negotiation',
    when: /negotiat\w*|discount\w*|procurement/,
    field: SALES,
    ask: () =>
      'A buyer asks for 30% off to sign this quarter. How do you respond, and what do you ask for in return?',
  },

  /* ---------- accounting and finance ---------- */
  {
    competency: 'close and consolidation',
    when: /month-end close|(?:monthly|quarterly|annual|year-end) close|\bclose (?:and consolidation|calendar|process)|group consolidation|close and consolidation/,
    field: FINANCE,
    ask: () =>
      'Walk me through how you run a monthly close and consolidation across many entities. Where does it usually slip, and what would you change to close a day earlier?',
    story: () =>
      'Tell me about a close that went wrong. What happened, what did you do that week, and what did you change afterwards?',
  },
  {
    competency: 'technical accounting',
    when: /technical accounting|ifrs \d+|\bias \d+|\basc \d+|lease accounting|revenue recognition/,
    ask: (c) => {
      const std = c.details.filter((d) => /ifrs|ias|asc/i.test(d));
      const named = std.length ? listed(std) : /ifrs 16/i.test(c.item.text) ? 'IFRS 16' : '';
      return named
        ? `Pick one of ${named} and walk me through a judgement you made applying it. How did you document it for the auditors?`
        : 'Walk me through a technical accounting judgement you made under IFRS. How did you reach it, and how did you document it for the auditors?';
    },
  },
  {
    competency: 'year-end audit',
    when: /year-end audit|external audit|\baudit\b/,
    field: FINANCE,
    ask: () =>
      'Two weeks before sign-off the auditors find a misstatement in one subsidiary. What do you do that day, and what do you change so it does not happen again?',
    story: () =>
      'Tell me about a time you disagreed with the auditors. How did you make your case, and how did it end?',
  },
  {
    competency: 'tax reporting',
    when: /corporate tax|\bzakat\b|\bvat\b|tax (?:returns?|reporting|provision)/,
    ask: () =>
      'Walk me through how you prepare a corporate tax filing for a group with outside advisers. What do you review yourself before it is filed?',
  },
  {
    competency: 'variance analysis',
    when: /variance analys\w*|branch performance|budget and (?:quarterly )?forecasts?|annual budget/,
    field: FINANCE,
    ask: () =>
      'A branch is 12% over budget on costs this month. How do you find out why, and how do you explain it to the branch manager and to the CFO?',
  },
  {
    competency: 'financial modelling',
    when: /financial models?|financial modell?ing/,
    ask: () =>
      'How would you build a financial model for opening a new branch? Which three assumptions matter most, and how would you test them?',
  },
  {
    competency: 'spreadsheet control',
    when: /\bexcel\b/,
    field: /\b(?:financ\w*|accounting|analyst|budget\w*|report\w*)\b/i,
    ask: () =>
      'You inherit an Excel model with hard-coded numbers and links to other workbooks. How do you check it before anyone relies on it?',
  },

  /* ---------- electrical and building trades ---------- */
  {
    competency: 'electrical code',
    when: /\bnec\b|national electrical code|electrical code|code compliance/,
    ask: (c) =>
      `Which change in ${/current nec/i.test(c.item.text) ? 'the current NEC' : 'the NEC'} has changed how you work the most, and how did you apply it on a recent job?`,
  },
  {
    competency: 'drawings and submittals',
    when: /drawings|blueprints|submittals|specifications and/,
    field: TRADES,
    ask: () =>
      'The drawings and the approved submittal for a panel do not agree, and your crew is due to install it tomorrow. What do you do?',
    story: () =>
      'Tell me about a conflict in the drawings that you caught before it was built. How did you spot it, and what did it save?',
  },
  {
    competency: 'switchgear and power distribution',
    when: /switchgear|power distribution|panel ?boards?|energi[sz]\w*/,
    ask: () =>
      'Before new switchgear is energised on a commercial job, what do you check, who signs off, and what do you do if a test fails?',
  },
  {
    competency: 'site safety',
    when: /toolbox talks?|safety rules|competent person|lockout|tagout|\bloto\b|nfpa 70e|arc flash/,
    ask: () =>
      'A journeyworker on your crew keeps skipping lockout/tagout steps to save time. What do you do today, and what if it happens again?',
    story: () =>
      'Tell me about a time you stopped work for safety. What did you see, and how did the crew and the general contractor react?',
  },
  {
    competency: 'crew and manpower planning',
    when: /manpower|plan daily work|crews? of|journeyworkers and apprentices/,
    field: TRADES,
    ask: () =>
      'The general contractor moves your start date up a week and you have two fewer people than you planned. How do you plan the work and the manpower?',
    story: () =>
      'Tell me about a job where your crew fell behind schedule. What did you change, and did you catch up?',
  },
  {
    competency: 'field records',
    when: /daily reports|as-builts?|procore|material orders/,
    ask: () =>
      'How do you keep as-builts accurate when the work changes in the field every day? What do you record, when, and who checks it?',
  },
  {
    competency: 'trade coordination',
    when: /general contractors?|other trades|other disciplines/,
    ask: (c) =>
      /revit|models?/i.test(c.item.text)
        ? 'A week before issue, your Revit model clashes with the structural model in three places. How do you resolve it with the other disciplines?'
        : "The mechanical contractor's duct is in the space your conduit run needs, and both crews are on site. How do you sort it out?",
  },
  {
    competency: 'load calculations',
    when: /load calculations?|energy analysis|equipment selection/,
    ask: () =>
      'Walk me through a load calculation for a small office building. Which inputs matter most, and how do you check the result before you select equipment?',
  },
  {
    competency: 'building codes and energy standards',
    when: /title 24|ashrae|mechanical code|energy code/,
    ask: () =>
      'A design you are about to issue fails the energy compliance calculation by a small margin. What options do you look at first, and how do you choose?',
  },

  /* ---------- people operations ---------- */
  {
    competency: 'workplace investigations',
    when: /investigations?|employee relations/,
    field: PEOPLE_OPS,
    ask: () =>
      'Three employees accuse a supervisor of favouritism in overtime assignments. How do you run the investigation, from the first interview to your recommendation?',
    story: () =>
      'Tell me about an investigation where the evidence was unclear. How did you reach a conclusion, and how did you tell the people involved?',
  },
  {
    competency: 'leaves and accommodations',
    when: /\bfmla\b|\bada\b|accommodations?|leaves of absence|leaves and/,
    ask: () =>
      'An employee on intermittent FMLA leave is absent most Mondays and their supervisor wants to discipline them. What do you do?',
  },
  {
    competency: 'turnover and attendance',
    when: /turnover|retention|absenteeism|attrition/,
    ask: (c) =>
      `${/workday/i.test(c.item.text) ? 'Workday data' : 'Your data'} shows turnover among new hires on one shift doubled this year. How do you find out why, and what do you propose to the people who run that shift?`,
  },
  {
    competency: 'performance and pay reviews',
    when: /performance management|compensation reviews?|succession planning/,
    ask: () =>
      'A manager wants to give every supervisor the same rating to avoid arguments. How do you respond, and how do you make the review process worth doing?',
  },
  {
    competency: 'employment law',
    when: /employment law|\bflsa\b|title vii|labou?r law|wage and hour/,
    ask: () =>
      'A manager wants to pay hourly team leads a flat salary with no overtime. What do you ask, what does the law require you to check, and what do you advise?',
  },
  {
    competency: 'onboarding',
    when: /onboarding|training programs? for new hires/,
    ask: () =>
      'New hires quit in their first 90 days more often than anyone else. How would you redesign onboarding for them, and how would you know it worked?',
  },

  /* ---------- operations and logistics ---------- */
  {
    competency: 'site KPIs',
    when: /\botif\b|site kpis|cost per order line|on-time in-full/,
    ask: () =>
      'OTIF at the site drops from 98% to 93% over two weeks. How do you find the cause, and what do you tell the client?',
  },
  {
    competency: 'continuous improvement',
    when: /lean|continuous improvement|kaizen|six sigma|\b5s\b/,
    ask: () =>
      'Which lean tool have you used to fix a real process problem? Walk me through the problem, what you measured, and what changed.',
  },
  {
    competency: 'WMS implementation',
    when: /\bwms\b|warehouse management system/,
    ask: () =>
      'How would you prepare a site for a WMS go-live so that shipping does not stop on day one? What do you test, and what is your fallback?',
  },
  {
    competency: 'peak and workforce planning',
    when: /flex staff|workforce planning|labou?r planning|peak (?:season|volume)/,
    field: /\b(?:warehouse|logistics|distribution|operations|site)\b/i,
    ask: () =>
      "A client's volume forecast for peak week doubles with ten days' notice. How do you plan the flex staff and the shifts?",
  },
  {
    competency: 'client business reviews',
    when: /business reviews?|\bqbrs?\b|operational contact/,
    ask: () =>
      'How do you prepare a monthly business review for a client whose service level slipped last month? What do you show, and what do you commit to?',
  },

  /* ---------- hospitality ---------- */
  {
    competency: 'service recovery',
    when: /guest concerns|guest complaints|service recovery|resolve guest/,
    ask: () =>
      'A guest arrives after a long flight, their room is not ready, and the hotel is full. What do you do in the next ten minutes?',
    story: () =>
      'Tell me about a guest complaint you turned around. What went wrong, what did you do, and how did the guest leave?',
  },
  {
    competency: 'guest satisfaction',
    when: /guest satisfaction|online reviews|medallia|satisfaction scores/,
    ask: (c) =>
      `Your ${/front (?:desk|office)/i.test(c.item.text) || c.details.some((d) => /medallia/i.test(d)) ? 'front desk' : 'guest'} scores${/medallia/i.test(c.item.text) || c.details.some((d) => /medallia/i.test(d)) ? ' in Medallia' : ''} drop three weeks in a row. How do you find out why, and what do you change with the team?`,
  },
  {
    competency: 'room inventory and upselling',
    when: /room inventory|upgrades|upsell\w*|revenue management|overbook\w*/,
    field: HOSPITALITY,
    ask: () =>
      'The hotel is overbooked by six rooms on a Saturday night. How do you decide whom to walk, and how do you handle it with those guests?',
  },
  {
    competency: 'cash and audit controls',
    when: /night audit|cash handling|cash controls?/,
    ask: () =>
      'The night audit shows a cash drawer short by a small amount for the third time this month. What do you do?',
  },
  {
    competency: 'rooms ready on time',
    when: /housekeeping|rooms ready/,
    field: HOSPITALITY,
    ask: () =>
      'It is 2 p.m., dozens of guests are waiting to check in, and housekeeping is two hours behind. How do you work it out with the housekeeping manager and with the guests?',
  },
  {
    competency: 'property management system',
    when: /opera pms|property management system/,
    ask: () =>
      'How do you train a new front desk associate on Opera PMS so they can check guests in alone on their first busy day?',
  },
  {
    competency: 'restaurant P&L',
    when: /p&l|labou?r costs?|food and drink margin|controllable costs/,
    ask: () =>
      'Labour is running three points over budget this month and sales are flat. What do you change in the rota and on the floor, and what do you protect?',
  },
  {
    competency: 'food safety',
    when: /food safety|allergens?|haccp/,
    ask: () =>
      'A guest tells a server about a severe nut allergy during a busy Saturday service. Walk me through what should happen from that moment until the plate reaches the table.',
  },
  {
    competency: 'stock and waste',
    when: /stock control|\bwaste\b|stock ?takes?/,
    field: HOSPITALITY,
    ask: () =>
      'Your weekly stocktake shows food waste up by a fifth and the kitchen blames the new menu. How do you find out, and what do you change?',
  },

  /* ---------- research ---------- */
  {
    competency: 'in vivo experiment design',
    when: /in vivo|mouse models?|animal models?/,
    ask: () =>
      'How do you design an in vivo experiment in a mouse model so that its result will convince a sceptical reviewer? Talk me through group sizes, controls and blinding.',
  },
  {
    competency: 'single-cell analysis',
    when: /single-cell|rna-seq|scrna|transcriptomic\w*|seurat/,
    ask: () =>
      'Your single-cell RNA-seq data shows a new cluster that could be a real cell state or a batch effect. How do you tell which?',
  },
  {
    competency: 'flow cytometry',
    when: /flow cytometry|\bfacs\b/,
    ask: () =>
      'How do you set up the gating for a flow cytometry panel so that another lab member gets the same result? Which controls do you insist on?',
  },
  {
    competency: 'papers and grants',
    when: /papers|publications?|grant applications?|manuscripts?/,
    story: () =>
      'Tell me about a paper or grant where reviewers pushed back hard. What did they say, and what did you change?',
  },
];

/** The posting's words from a match to the end of its clause, at most ten words. */
export function spanFrom(text: string, index: number): string {
  const rest = text.slice(index);
  const clause =
    /^[^,;()]*?(?=,|;|\(|\s+(?:and|or)\s+(?:[a-z]+\s+)?(?:with|to|for)\b|\s+without\b|\s+so that\b|\s+to ensure\b|$)/i.exec(
      rest,
    )?.[0] ?? rest;
  return clause.split(/\s+/).slice(0, 10).join(' ').trim();
}
