/**
 * Quality evaluation of the engine on public data (evaluation only: the data is never shipped).
 * Run: npx tsx bench/eval.ts        (reads EVAL_DATA_DIR, default ../shared/data relative to the repo root)
 *
 * (a) ROC AUC of atsScore and keywordMatchScore on resume_jd_relevance, with the raw word-overlap baseline;
 * (b) ROC AUC of same-field vs other-field pairs: resumes_categorized x job_postings_glassdoor;
 * (c) skill extraction precision / recall / F1 on jd_skill_entities;
 * (d) parser accuracy (name, e-mail/profile link, phone, skills) on resumes_ner_labelled.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  analyzeJob,
  extractSkillPhrases,
  findSkills,
  parseResume,
  profileResume,
  scoreProfile,
} from '../packages/engine/src/index';
import { overlapScore } from './lib/baseline';
import { readCsvObjects } from '../packages/engine/scripts/csv';
import { fmt, prf, rocAuc, sample } from './lib/stats';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = resolve(root, process.env.EVAL_DATA_DIR ?? '../shared/data');

if (!existsSync(dataDir)) {
  console.log(`Evaluation data not found at ${dataDir}.`);
  console.log(
    'Set EVAL_DATA_DIR to the folder holding resume_jd_relevance/, resumes_categorized/, job_postings_glassdoor/, jd_skill_entities/ and resumes_ner_labelled/.',
  );
  process.exit(0);
}
const has = (p: string) => existsSync(join(dataDir, p));
const read = (p: string, enc: BufferEncoding = 'utf8') => readFileSync(join(dataDir, p), enc);
const section = (t: string) => console.log(`\n== ${t}`);
const t0 = performance.now();

// (a) one resume vs labelled postings
if (
  has('resume_jd_relevance/job_descriptions.csv') &&
  has('resume_jd_relevance/resume_extracted.txt')
) {
  section('(a) resume_jd_relevance: one resume vs labelled postings');
  const resume = read('resume_jd_relevance/resume_extracted.txt');
  const rows = readCsvObjects(read('resume_jd_relevance/job_descriptions.csv'));
  const profile = profileResume(resume);
  const ats: number[] = [];
  const kw: number[] = [];
  const base: number[] = [];
  const labels: boolean[] = [];
  for (const r of rows) {
    const jd = r.job_description ?? '';
    const report = scoreProfile(profile, analyzeJob(jd));
    ats.push(report.atsScore);
    kw.push(report.keywordMatchScore);
    base.push(overlapScore(resume, jd));
    labels.push(r.label === 'True');
  }
  console.log(`pairs: ${rows.length} (${labels.filter(Boolean).length} relevant)`);
  console.log(`AUC atsScore            ${fmt(rocAuc(ats, labels))}`);
  console.log(`AUC keywordMatchScore   ${fmt(rocAuc(kw, labels))}`);
  console.log(
    `AUC raw word overlap    ${fmt(rocAuc(base, labels))}   (Resume-Matcher style baseline)`,
  );
} else console.log('(a) skipped: resume_jd_relevance not found');

// (b) same-field vs other-field pairs
if (
  has('resumes_categorized/UpdatedResumeDataSet.csv') &&
  has('job_postings_glassdoor/glassdoor_jobs.csv')
) {
  section('(b) resumes_categorized x job_postings_glassdoor: same field vs other field');
  // resume categories mapped to the posting titles of the same field
  const FIELDS: Array<{ field: string; categories: string[]; title: RegExp }> = [
    {
      field: 'data science',
      categories: ['Data Science'],
      title: /data scien|machine learning|deep learning|\bml\b|\bai\b|artificial intelligence/i,
    },
    {
      field: 'data engineering',
      categories: ['Hadoop', 'ETL Developer', 'Database'],
      title: /data engineer|\betl\b|big data|database|data architect|data warehouse/i,
    },
    {
      field: 'analytics',
      categories: ['Business Analyst'],
      title:
        /(?:data|business|bi|business intelligence|marketing|analytics|reporting)\s+analyst|business intelligence|analytics (?:manager|consultant)/i,
    },
    {
      field: 'devops',
      categories: ['DevOps Engineer'],
      title: /devops|site reliability|platform engineer|cloud engineer/i,
    },
    {
      field: 'software',
      categories: ['Java Developer', 'Python Developer', 'DotNet Developer'],
      title:
        /software (?:engineer|developer)|backend|full[- ]stack|python developer|java developer/i,
    },
  ];
  const resumes = readCsvObjects(read('resumes_categorized/UpdatedResumeDataSet.csv', 'latin1'));
  const byCat = new Map<string, string[]>();
  for (const r of resumes) {
    const list = byCat.get(r.Category ?? '') ?? [];
    if (!list.includes(r.Resume ?? '')) list.push(r.Resume ?? '');
    byCat.set(r.Category ?? '', list);
  }
  const postings = readCsvObjects(read('job_postings_glassdoor/glassdoor_jobs.csv'));
  const seenDesc = new Set<string>();
  const uniquePostings = postings.filter((p) => {
    const d = p['Job Description'] ?? '';
    if (seenDesc.has(d)) return false;
    seenDesc.add(d);
    return true;
  });
  const scores: number[] = [];
  const kws: number[] = [];
  const bases: number[] = [];
  const labels: boolean[] = [];
  const profiles = new Map<string, ReturnType<typeof profileResume>>();
  const prof = (t: string) => {
    let p = profiles.get(t);
    if (!p) profiles.set(t, (p = profileResume(t)));
    return p;
  };
  const allCats = [...byCat.keys()].sort();
  let fi = 0;
  for (const f of FIELDS) {
    fi++;
    const matching = uniquePostings.filter((p) => f.title.test(p['Job Title'] ?? ''));
    const jobs = sample(matching, 12, 1000 + fi);
    const same = f.categories.flatMap((c) => byCat.get(c) ?? []);
    const other = allCats
      .filter(
        (c) =>
          !FIELDS.some((g) => g.categories.includes(c) && g.title.source === f.title.source) &&
          !f.categories.includes(c),
      )
      .flatMap((c) => (byCat.get(c) ?? []).slice(0, 2));
    const pos = sample(same, 4, 2000 + fi);
    const neg = sample(other, 8, 3000 + fi);
    for (const j of jobs) {
      const job = analyzeJob(`${j['Job Title']}\n${j['Job Description']}`);
      for (const [list, label] of [
        [pos, true],
        [neg, false],
      ] as const) {
        for (const r of list) {
          const rep = scoreProfile(prof(r), job);
          scores.push(rep.atsScore);
          kws.push(rep.keywordMatchScore);
          bases.push(overlapScore(r, j['Job Description'] ?? ''));
          labels.push(label);
        }
      }
    }
    console.log(
      `  ${f.field.padEnd(17)} postings ${String(jobs.length).padStart(2)} (of ${matching.length}), same-field resumes ${pos.length}, other-field resumes ${neg.length}`,
    );
  }
  console.log(`pairs: ${labels.length} (${labels.filter(Boolean).length} same-field)`);
  console.log(`AUC atsScore            ${fmt(rocAuc(scores, labels))}`);
  console.log(`AUC keywordMatchScore   ${fmt(rocAuc(kws, labels))}`);
  console.log(`AUC raw word overlap    ${fmt(rocAuc(bases, labels))}`);
} else console.log('(b) skipped: resumes_categorized or job_postings_glassdoor not found');

// (c) skill extraction on labelled job-description sentences
if (has('jd_skill_entities/testset_conll.txt')) {
  section('(c) jd_skill_entities: skill extraction');
  const sentences = read('jd_skill_entities/testset_conll.txt')
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .split('\n')
        .filter((l) => l.trim())
        .map((raw) => {
          const l = raw.trim();
          const i = l.lastIndexOf(' ');
          return { word: l.slice(0, i), tag: l.slice(i + 1).trim() };
        }),
    )
    .filter((s) => s.length);
  for (const mode of ['taxonomy', 'taxonomy + activity phrases'] as const) {
    let predicted = 0;
    let predictedHit = 0;
    let gold = 0;
    let goldHit = 0;
    let tokTp = 0;
    let tokPred = 0;
    let tokGold = 0;
    for (const s of sentences) {
      let text = '';
      const spans: Array<[number, number]> = [];
      for (const t of s) {
        if (text) text += ' ';
        spans.push([text.length, text.length + t.word.length]);
        text += t.word;
      }
      const goldSpans: Array<[number, number]> = [];
      s.forEach((t, i) => {
        if (
          t.tag === 'B-Skill' ||
          (t.tag === 'I-Skill' && (i === 0 || !s[i - 1]!.tag.endsWith('Skill')))
        )
          goldSpans.push([i, i]);
        else if (t.tag === 'I-Skill') goldSpans[goldSpans.length - 1]![1] = i;
      });
      const goldTok = new Set<number>();
      for (const [a, b] of goldSpans) for (let k = a; k <= b; k++) goldTok.add(k);
      const predTok = new Set<number>();
      const toTokens = (m: { start: number; end: number }) => {
        const toks: number[] = [];
        spans.forEach(([a, b], k) => {
          if (a < m.end && b > m.start) toks.push(k);
        });
        return toks;
      };
      const taxonomyPreds = findSkills(text).map(toTokens);
      const phrasePreds = extractSkillPhrases(text)
        .map(toTokens)
        .filter((p) => !taxonomyPreds.some((q) => q.some((k) => p.includes(k))));
      const preds = mode === 'taxonomy' ? taxonomyPreds : [...taxonomyPreds, ...phrasePreds];
      for (const p of preds) for (const k of p) predTok.add(k);
      predicted += preds.length;
      predictedHit += preds.filter((p) => p.some((k) => goldTok.has(k))).length;
      gold += goldSpans.length;
      goldHit += goldSpans.filter(([a, b]) =>
        preds.some((p) => p.some((k) => k >= a && k <= b)),
      ).length;
      tokPred += predTok.size;
      tokGold += goldTok.size;
      for (const k of predTok) if (goldTok.has(k)) tokTp++;
    }
    const span = prf(predictedHit, predicted, gold, goldHit);
    const tok = prf(tokTp, tokPred, tokGold);
    console.log(
      `[${mode}] sentences: ${sentences.length}, gold skill spans: ${gold}, predicted mentions: ${predicted}`,
    );
    console.log(
      `span overlap  precision ${fmt(span.precision)}  recall ${fmt(span.recall)}  F1 ${fmt(span.f1)}   (a mention counts when it overlaps a gold Skill span)`,
    );
    console.log(
      `token level   precision ${fmt(tok.precision)}  recall ${fmt(tok.recall)}  F1 ${fmt(tok.f1)}   (strict: every word of the long gold phrases)`,
    );
  }
} else console.log('(c) skipped: jd_skill_entities not found');

// (d) parser fields on NER-labelled resumes
if (has('resumes_ner_labelled/entity_recognition_in_resumes.jsonl')) {
  section('(d) resumes_ner_labelled: parser accuracy');
  const docs = read('resumes_ner_labelled/entity_recognition_in_resumes.jsonl')
    .split('\n')
    .filter((l) => l.trim())
    .map(
      (l) =>
        JSON.parse(l) as {
          content: string;
          annotation: Array<{ label: string[]; points: Array<{ text: string }> }>;
        },
    );
  const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();
  let nameN = 0;
  let nameOk = 0;
  let mailN = 0;
  let mailOk = 0;
  let phoneFound = 0;
  let skTp = 0;
  let skPred = 0;
  let skGold = 0;
  for (const d of docs) {
    const parsed = parseResume(d.content);
    const spans = (label: string) =>
      d.annotation
        .filter((a) => a.label?.[0] === label)
        .flatMap((a) => a.points.map((p) => p.text));
    const names = spans('Name');
    if (names.length) {
      nameN++;
      if (names.some((n) => norm(n) === norm(parsed.contact.name))) nameOk++;
    }
    const mails = spans('Email Address').map((m) =>
      m.replace(/^.*?(?:indeed:\s*)/i, '').replace(/\s+/g, ''),
    );
    if (mails.length) {
      mailN++;
      const ours = [parsed.contact.email, ...parsed.contact.links].map((x) =>
        x.replace(/\s+/g, '').toLowerCase(),
      );
      if (
        mails.some((m) =>
          ours.some((o) => o && (o.includes(m.toLowerCase()) || m.toLowerCase().includes(o))),
        )
      )
        mailOk++;
    }
    if (parsed.contact.phone) phoneFound++;
    const goldSkills = new Set(findSkills(spans('Skills').join('\n')).map((m) => m.skillId));
    if (goldSkills.size) {
      const predSkills = new Set(
        findSkills(
          parsed.skills.join('\n') +
            '\n' +
            parsed.skillGroups.map((g) => g.items.join(', ')).join('\n'),
        ).map((m) => m.skillId),
      );
      skGold += goldSkills.size;
      skPred += predSkills.size;
      for (const s of predSkills) if (goldSkills.has(s)) skTp++;
    }
  }
  const sk = prf(skTp, skPred, skGold);
  console.log(`documents: ${docs.length}`);
  console.log(
    `name                 accuracy ${fmt(nameOk / nameN)}  (${nameOk}/${nameN} exact, case-insensitive)`,
  );
  console.log(
    `e-mail/profile link  accuracy ${fmt(mailOk / mailN)}  (${mailOk}/${mailN}; the labels are mostly indeed.com profile links)`,
  );
  console.log(
    `phone                not labelled in this data; a phone was extracted from ${phoneFound}/${docs.length} documents`,
  );
  console.log(
    `skills (taxonomy skills in the labelled Skills spans vs the parsed skills section)  precision ${fmt(sk.precision)}  recall ${fmt(sk.recall)}  F1 ${fmt(sk.f1)}`,
  );
} else console.log('(d) skipped: resumes_ner_labelled not found');

console.log(`\n(done in ${((performance.now() - t0) / 1000).toFixed(1)} s)`);
