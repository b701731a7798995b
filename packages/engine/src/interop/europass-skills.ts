/**
 * Skills and languages in a Europass Candidate file: digital skill groups, the soft-skill lists
 * (communication, management, organisational, job-related), competencies named in
 * PersonQualifications, and languages with their CEFR levels.
 */
import type { DocumentSkillGroup } from '../types';
import { cleanLine, cleanText, type Warnings } from './document-fit';
import { activityLines, languageName, type ExtraSection } from './europass-common';
import { all, at, attr, kids, text, textOf } from './xml';

/** Europass skill lists that are titles (and sometimes descriptions), with their headings. */
const SKILL_LISTS: Array<[string, string, string, string]> = [
  [
    'CommunicationAndInterpersonalSkills',
    'CommunicationAndInterpersonalSkill',
    'Communication and interpersonal skills',
    'communication-interpersonal-skills',
  ],
  [
    'ManagementAndLeadershipSkills',
    'ManagementAndLeadershipSkill',
    'Management and leadership skills',
    'management-leadership-skills',
  ],
  ['OrganisationalSkills', 'OrganisationalSkill', 'Organisational skills', 'organisational-skills'],
  ['Skills', 'Skill', 'Job-related skills', 'job-related-skills'],
];

/** Skill groups; a list whose entries carry descriptions becomes a section instead. */
export function readSkills(
  profile: unknown,
  extras: ExtraSection[],
  warnings: Warnings,
): Omit<DocumentSkillGroup, 'id'>[] {
  const groups: Omit<DocumentSkillGroup, 'id'>[] = [];
  for (const g of all(profile, 'DigitalSkills', 'DigitalSkillsGroup')) {
    const items = kids(g, 'DigitalSkill').flatMap((s) =>
      cleanText(textOf(s)).split('\n').map(cleanLine),
    );
    groups.push({ label: cleanLine(text(g, 'Title')), items: items.filter(Boolean) });
  }
  const competencies: string[] = [];
  let unnamed = 0;
  for (const pc of all(profile, 'PersonQualifications', 'PersonCompetency')) {
    if (/^language$/i.test(cleanLine(text(pc, 'TaxonomyID')))) continue;
    const name = cleanLine(text(pc, 'CompetencyName')) || cleanLine(text(pc, 'CompetencyID'));
    if (/^https?:\/\//i.test(name) || !name) unnamed++;
    else competencies.push(name);
  }
  const summary = text(profile, 'PersonQualifications', 'QualificationsSummary');
  competencies.push(...cleanText(summary).split(/[;\n]/).map(cleanLine).filter(Boolean));
  if (competencies.length) groups.push({ label: 'Skills', items: competencies });
  if (unnamed) warnings.add(`${unnamed} skill(s) given only as ESCO links were not imported.`);
  for (const [list, item, heading, code] of SKILL_LISTS) {
    const entries = all(profile, list, item);
    if (!entries.length) continue;
    if (entries.some((e) => text(e, 'Description').trim()))
      extras.push({ title: heading, lines: entries.flatMap(activityLines), code });
    else
      groups.push({
        label: heading,
        items: entries.map((e) => cleanLine(text(e, 'Title'))).filter(Boolean),
      });
  }
  return groups.filter((g) => g.items.length);
}

const CEFR: Record<string, string> = {
  'CEF-Understanding-Listening': 'listening',
  'CEF-Understanding-Reading': 'reading',
  'CEF-Speaking-Interaction': 'spoken interaction',
  'CEF-Speaking-Production': 'spoken production',
  'CEF-Writing-Production': 'writing',
};

/** The languages: mother tongues and the levels of the others ("French (B2)"). */
export function readLanguages(candidate: unknown, profile: unknown): string[] {
  const out = kids(at(candidate, 'CandidatePerson'), 'PrimaryLanguageCode')
    .map((l) => languageName(textOf(l), attr(l, 'name') === 'FREE_TEXT'))
    .filter(Boolean)
    .map((l) => `${l} (mother tongue)`);
  for (const pc of all(profile, 'PersonQualifications', 'PersonCompetency')) {
    if (!/^language$/i.test(cleanLine(text(pc, 'TaxonomyID')))) continue;
    const id = at(pc, 'CompetencyID');
    const name = languageName(textOf(id), attr(id, 'schemeName') === 'FREE_TEXT');
    if (!name) continue;
    const levels = kids(pc, 'CompetencyDimension')
      .map((d) => [
        CEFR[cleanLine(text(d, 'CompetencyDimensionTypeCode'))] ?? '',
        cleanLine(text(d, 'Score', 'ScoreText')),
      ])
      .filter(([, score]) => score);
    const overall = cleanLine(text(pc, 'ProficiencyLevel', 'ScoreText'));
    const same = levels.length > 0 && levels.every(([, s]) => s === levels[0]![1]);
    const level = same
      ? levels[0]![1]
      : levels.map(([k, s]) => `${k} ${s}`.trim()).join(', ') || overall;
    out.push(level ? `${name} (${level})` : name);
  }
  return out;
}
