/**
 * (c) skill extraction precision / recall / F1 on jd_skill_entities and (d) parser accuracy on
 * resumes_ner_labelled: the extraction half of the evaluation (bench/eval.ts runs it).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractSkillPhrases, findSkills, parseResume } from '../../packages/engine/src/index';
import { fmt, prf } from './stats';

export function evalExtraction(dataDir: string): void {
  const has = (p: string) => existsSync(join(dataDir, p));
  const read = (p: string, enc: BufferEncoding = 'utf8') => readFileSync(join(dataDir, p), enc);
  const section = (t: string) => console.log(`\n== ${t}`);
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
}
