/**
 * Reading the older Europass XML (v2 and v3, root SkillsPassport, namespace
 * http://europass.cedefop.europa.eu/Europass), which the Europass CV editor wrote from 2013
 * to 2020 and many tools still write: LearnerInfo with Identification, Headline,
 * WorkExperienceList, EducationList, Skills and AchievementList.
 */
import { printedDate } from '../document';
import type { ResumeDocument } from '../types';
import { cleanLine, emptyDocument, sectionOrder, type Warnings } from './document-fit';
import { addUnderTitle, type ExtraSection } from './europass-common';
import { htmlLines, unbullet } from './html-text';
import { all, at, attr, kids, text, textOf } from './xml';

/** A list either wrapped (WorkExperienceList/WorkExperience) or not (WorkExperience/WorkExperience). */
const entries = (node: unknown, list: string, item: string): unknown[] => {
  const wrapped = all(node, list, item);
  if (wrapped.length) return wrapped;
  const nested = all(node, item, item);
  return nested.length ? nested : [];
};

/** Lines of a rich-text field, written as its text or (in some writers) under a Label. */
const lines = (node: unknown): string[] =>
  htmlLines(textOf(node) || text(node, 'Label')).map((l) => l.text);

/** "2021-03" from <From year="2021" month="--03" day="---15"/> (or the parts as elements). */
function v3Date(node: unknown): string {
  const part = (name: string) => attr(node, name) || text(node, name);
  const year = /^\d{4}$/.exec(part('year').trim())?.[0];
  if (!year) return '';
  const month = Number(part('month').replace(/^-+/, ''));
  return month >= 1 && month <= 12 ? `${year}-${String(month).padStart(2, '0')}` : year;
}

interface Period {
  start: string;
  end: string;
  current: boolean;
}

function v3Period(node: unknown): Period {
  const period = at(node, 'Period');
  return {
    start: v3Date(at(period, 'From')),
    end: v3Date(at(period, 'To')),
    current: /^\s*true\s*$/i.test(text(period, 'Current')),
  };
}

/** A place in a ContactInfo: "Lisboa, Portugal". */
function place(contactInfo: unknown): string {
  const contact = at(contactInfo, 'Address', 'Contact');
  const country = cleanLine(text(contact, 'Country', 'Label') || text(contact, 'Country', 'Code'));
  return [cleanLine(text(contact, 'Municipality')), country].filter(Boolean).join(', ');
}

/** Contact values listed either as XList/X or straight as X, each X holding Contact. */
const contacts = (info: unknown, list: string, item: string): string[] =>
  [...all(info, list, item), ...kids(info, item)]
    .map((x) => cleanLine(text(x, 'Contact') || textOf(x)))
    .filter(Boolean);

function personalV3(learner: unknown, warnings: Warnings): ResumeDocument['personal'] {
  const id = at(learner, 'Identification');
  const info = at(id, 'ContactInfo');
  const emails = contacts(info, 'EmailList', 'Email');
  const phones = contacts(info, 'TelephoneList', 'Telephone');
  if (contacts(info, 'InstantMessagingList', 'InstantMessaging').length)
    warnings.add(
      'The instant messaging contacts were not imported (the resume has no place for them).',
    );
  if (emails.length > 1)
    warnings.add(
      `Only the first e-mail address was kept; ${emails.slice(1).join(', ')} was not imported.`,
    );
  if (phones.length > 1)
    warnings.add(
      `Only the first phone number was kept; ${phones.slice(1).join(', ')} was not imported.`,
    );
  return {
    name: [text(id, 'PersonName', 'FirstName'), text(id, 'PersonName', 'Surname')]
      .map(cleanLine)
      .filter(Boolean)
      .join(' '),
    headline: cleanLine(text(learner, 'Headline', 'Description', 'Label')),
    email: emails[0] ?? '',
    phone: phones[0] ?? '',
    location: place(info),
    links: contacts(info, 'WebsiteList', 'Website'),
  };
}

/** A level of the five CEFR parts, as elements (<Reading>C1</Reading>) or attributes. */
function languageLine(lang: unknown): string {
  const name = cleanLine(text(lang, 'Description', 'Label') || text(lang, 'Description', 'Code'));
  const levelOf = at(lang, 'ProficiencyLevel');
  const parts: Array<[string, string]> = [
    ['listening', 'Listening'],
    ['reading', 'Reading'],
    ['spoken interaction', 'SpokenInteraction'],
    ['spoken production', 'SpokenProduction'],
    ['writing', 'Writing'],
  ];
  const levels = parts
    .map(([label, tag]) => [
      label,
      cleanLine(text(levelOf, tag) || attr(at(levelOf, tag), 'level')),
    ])
    .filter(([, level]) => level);
  if (!name) return '';
  if (!levels.length) return name;
  const same = levels.every(([, l]) => l === levels[0]![1]);
  return `${name} (${same ? levels[0]![1] : levels.map(([k, l]) => `${k} ${l}`).join(', ')})`;
}

/** The Skills headings of v3 and the sections they become. */
const SKILLS: Array<[string, string]> = [
  ['Communication', 'Communication skills'],
  ['Organisational', 'Organisational skills'],
  ['JobRelated', 'Job-related skills'],
  ['Computer', 'Digital skills'],
  ['Other', 'Other skills'],
];

function extraSections(learner: unknown): ExtraSection[] {
  const skills = at(learner, 'Skills');
  const linguistic = at(skills, 'Linguistic');
  const spoken = [
    ...entries(linguistic, 'MotherTongueList', 'MotherTongue')
      .map((m) => cleanLine(text(m, 'Description', 'Label') || text(m, 'Description', 'Code')))
      .filter(Boolean)
      .map((m) => `${m} (mother tongue)`),
    ...entries(linguistic, 'ForeignLanguageList', 'ForeignLanguage').map(languageLine),
  ].filter(Boolean);
  const out: ExtraSection[] = [{ title: 'Languages', lines: spoken }];
  for (const [tag, title] of SKILLS)
    out.push({
      title,
      lines: lines(at(skills, tag, 'Description'))
        .map(unbullet)
        .filter(Boolean),
    });
  const licences = all(skills, 'Driving', 'Description', 'Licence')
    .map(textOf)
    .map(cleanLine)
    .filter(Boolean);
  out.push({ title: 'Driving licence', lines: licences.length ? [licences.join(', ')] : [] });
  const byTitle = new Map(out.map((o) => [o.title, o]));
  for (const a of entries(learner, 'AchievementList', 'Achievement')) {
    const title =
      cleanLine(text(a, 'Title', 'Label') || text(a, 'Title', 'Code')) || 'Achievements';
    addUnderTitle(out, byTitle, title, lines(at(a, 'Description')));
  }
  return out.filter((o) => o.lines.length);
}

/** The document a SkillsPassport (its LearnerInfo) describes, before fitting to the limits. */
export function readSkillsPassport(root: unknown, warnings: Warnings): ResumeDocument {
  const learner = at(root, 'LearnerInfo');
  const doc = emptyDocument();
  doc.personal = personalV3(learner, warnings);
  doc.experience = entries(learner, 'WorkExperienceList', 'WorkExperience').map((w, i) => {
    const p = v3Period(w);
    const employer = at(w, 'Employer');
    return {
      id: `experience-${i + 1}`,
      title: cleanLine(text(w, 'Position', 'Label') || text(w, 'Position')),
      company: cleanLine(text(employer, 'Name')),
      location: place(at(employer, 'ContactInfo')),
      startDate: p.start,
      endDate: p.current ? '' : p.end,
      current: p.current,
      bullets: lines(at(w, 'Activities')).map(unbullet).filter(Boolean),
    };
  });
  doc.education = entries(learner, 'EducationList', 'Education').map((e, i) => {
    const p = v3Period(e);
    const org = at(e, 'Organisation');
    const date =
      p.end && !p.current
        ? p.end
        : p.start && p.current
          ? `${printedDate(p.start)} – Present`
          : p.start;
    return {
      id: `education-${i + 1}`,
      degree: cleanLine(text(e, 'Title')),
      school: cleanLine(text(org, 'Name')),
      location: place(at(org, 'ContactInfo')),
      date,
      gpa: '',
      details: lines(at(e, 'Activities')).map(unbullet).filter(Boolean),
    };
  });
  doc.customSections = extraSections(learner).map((s, i) => ({ id: `custom-${i + 1}`, ...s }));
  if (all(root, 'AttachmentList', 'Attachment').length || at(learner, 'Identification', 'Photo'))
    warnings.add('The photo and attachments were not imported.');
  doc.sections = sectionOrder(doc);
  return doc;
}
