/**
 * Reading a Europass Candidate XML file (the format europass.europa.eu has imported and
 * exported since 2020) into a resume document: the person, the summary, jobs, schooling,
 * certifications, projects, skills and languages, and every other Europass section as a section
 * of its own. What has no place in the document is reported in a warning, never dropped quietly.
 */
import { printedDate } from '../document';
import type {
  DocumentCustomSection,
  DocumentEducation,
  DocumentExperience,
  DocumentProject,
  ResumeDocument,
} from '../types';
import { cleanLine, emptyDocument, sectionOrder, type Warnings } from './document-fit';
import {
  SECTION_TITLES,
  activityLines,
  addUnderTitle,
  countryName,
  dateFrom,
  periodFrom,
  periodText,
  placeText,
  richLines,
  type ExtraSection,
} from './europass-common';
import { readLanguages, readSkills } from './europass-skills';
import { htmlLines, unbullet } from './html-text';
import { all, at, kids, text, textOf } from './xml';

/** A place (an Address element) as one line: the city and the country, or the street. */
function addressText(address: unknown): string {
  const city = text(address, 'CityName');
  const country = countryName(text(address, 'CountryCode'));
  return city ? placeText(city, country) : placeText(text(address, 'AddressLine'), country);
}

interface Contact {
  emails: string[];
  phones: string[];
  links: string[];
  places: string[];
}

/** The Communication elements of a person: e-mails, phones, links and the address. */
function contactOf(person: unknown, warnings: Warnings): Contact {
  const c: Contact = { emails: [], phones: [], links: [], places: [] };
  for (const comm of kids(person, 'Communication')) {
    const code = cleanLine(text(comm, 'ChannelCode')).toLowerCase();
    const uri = cleanLine(text(comm, 'URI'));
    const dial = cleanLine(text(comm, 'DialNumber'));
    const address = at(comm, 'Address');
    if (address !== undefined) c.places.push(addressText(address));
    else if (code === 'email' && uri) c.emails.push(uri);
    else if (dial || code.includes('telephone')) {
      const country = cleanLine(text(comm, 'CountryDialing')).replace(/^\+/, '');
      const number = dial || uri;
      if (number)
        c.phones.push(country && !number.startsWith('+') ? `+${country} ${number}` : number);
    } else if (code === 'instantmessage') {
      if (uri)
        warnings.add(
          'The instant messaging contacts were not imported (the resume has no place for them).',
        );
    } else if (uri) c.links.push(uri);
  }
  if (c.emails.length > 1)
    warnings.add(
      `Only the first e-mail address was kept; ${c.emails.slice(1).join(', ')} was not imported.`,
    );
  if (c.phones.length > 1)
    warnings.add(
      `Only the first phone number was kept; ${c.phones.slice(1).join(', ')} was not imported.`,
    );
  return c;
}

function personal(
  candidate: unknown,
  profile: unknown,
  warnings: Warnings,
): ResumeDocument['personal'] {
  const person =
    at(candidate, 'CandidatePerson') ?? at(candidate, 'CandidateSupplier', 'PersonContact');
  const name = at(person, 'PersonName');
  const full =
    [text(name, 'GivenName'), text(name, 'FamilyName')].map(cleanLine).filter(Boolean).join(' ') ||
    cleanLine(text(name, 'FormattedName')) ||
    cleanLine(textOf(name));
  const c = contactOf(person, warnings);
  const wish = at(profile, 'CandidatePositionPreferences');
  return {
    name: full,
    headline: cleanLine(text(wish, 'PositionTitle')) || cleanLine(text(wish, 'Description')),
    email: c.emails[0] ?? '',
    phone: c.phones[0] ?? '',
    location: c.places.find(Boolean) ?? '',
    links: c.links,
  };
}

function experience(profile: unknown): DocumentExperience[] {
  const out: DocumentExperience[] = [];
  for (const employer of all(profile, 'EmploymentHistory', 'EmployerHistory')) {
    const company = cleanLine(text(employer, 'OrganizationName'));
    const employerPlace = addressText(
      at(employer, 'OrganizationContact', 'Communication', 'Address'),
    );
    const employerPeriod = at(employer, 'EmploymentPeriod');
    const positions = kids(employer, 'PositionHistory');
    for (const pos of positions.length ? positions : [{}]) {
      const period = periodFrom(at(pos, 'EmploymentPeriod') ?? employerPeriod);
      out.push({
        id: `experience-${out.length + 1}`,
        title: cleanLine(text(pos, 'PositionTitle')),
        company,
        location: placeText(text(pos, 'City'), countryName(text(pos, 'Country'))) || employerPlace,
        startDate: period.start,
        endDate: period.ongoing ? '' : period.end,
        current: period.ongoing,
        bullets: richLines(at(pos, 'Description')).map(unbullet).filter(Boolean),
      });
    }
  }
  return out;
}

function education(profile: unknown): DocumentEducation[] {
  return all(profile, 'EducationHistory', 'EducationOrganizationAttendance').map((e, i) => {
    const degree = at(e, 'EducationDegree');
    const degreeName = cleanLine(text(degree, 'DegreeName'));
    const program = cleanLine(text(e, 'ProgramName'));
    const thesis = cleanLine(text(degree, 'Thesis'));
    const period = periodFrom(at(e, 'AttendancePeriod'));
    // the graduation date, or the period while it runs
    const date = period.end && !period.ongoing ? period.end : periodText(period);
    return {
      id: `education-${i + 1}`,
      degree: degreeName || program,
      school: cleanLine(text(e, 'OrganizationName')),
      location: addressText(at(e, 'OrganizationContact', 'Communication', 'Address')),
      date,
      gpa: cleanLine(text(degree, 'FinalGrade', 'ScoreText')),
      details: [
        ...(degreeName && program && program !== degreeName ? [program] : []),
        ...(thesis ? [`Thesis: ${thesis}`] : []),
        ...richLines(at(degree, 'OccupationalSkillsCovered')).map(unbullet),
        ...richLines(at(e, 'Description')).map(unbullet),
      ].filter(Boolean),
    };
  });
}

function certifications(profile: unknown): string[] {
  const formal = all(profile, 'Certifications', 'Certification').map((c) => {
    const name = cleanLine(text(c, 'CertificationName'));
    const authority = cleanLine(text(c, 'IssuingAuthority', 'Name') || text(c, 'IssuingAuthority'));
    const issued = printedDate(dateFrom(at(c, 'FirstIssuedDate')));
    const more = [...richLines(at(c, 'Description')), ...kids(c, 'Link').map(cleanLine)];
    return [[name, authority].filter(Boolean).join(' — ') + (issued ? ` (${issued})` : ''), ...more]
      .filter((s) => s.trim())
      .join(' — ');
  });
  const courses = all(profile, 'CourseCertifications', 'CourseCertification').map((c) =>
    activityLines(c).join(' — '),
  );
  return [...formal, ...courses].filter(Boolean);
}

function projects(profile: unknown): DocumentProject[] {
  return all(profile, 'Projects', 'Project').map((x, i) => {
    const description: string[] = [];
    const bullets: string[] = [];
    let technologies = '';
    for (const line of htmlLines(text(x, 'Description'))) {
      const tech = /^technolog(?:y|ies)\s*:\s*(.*)$/i.exec(line.text);
      if (tech && !technologies) technologies = tech[1]!;
      else if (line.item) bullets.push(unbullet(line.text));
      else description.push(line.text);
    }
    return {
      id: `project-${i + 1}`,
      name: cleanLine(text(x, 'Title')),
      description: [...description, ...kids(x, 'Link').map(cleanLine)].filter(Boolean).join('\n'),
      technologies,
      date: periodText(periodFrom(at(x, 'Date'))),
      bullets: bullets.filter(Boolean),
    };
  });
}

/** Europass sections of dated activities, each a section of the document. */
const ACTIVITIES: Array<[string, string, string, string]> = [
  [
    'ConferencesAndSeminars',
    'ConferenceAndSeminar',
    'Conferences and seminars',
    'conference-seminar',
  ],
  ['VoluntaryWorks', 'VoluntaryWork', 'Volunteering', 'voluntary-work'],
  ['PublicationHistory', 'Publication', 'Publications', 'publication'],
  ['CreativeWorks', 'CreativeWork', 'Creative works', 'creative-works'],
  ['HonorsAndAwards', 'HonorAndAward', 'Honours and awards', 'honours-awards'],
  [
    'NetworksAndMemberships',
    'NetworkAndMembership',
    'Networks and memberships',
    'networks-memberships',
  ],
  [
    'SocialAndPoliticalActivities',
    'SocialAndPoliticalActivity',
    'Social and political activities',
    'social-political-activities',
  ],
  ['HobbiesAndInterests', 'HobbyAndInterest', 'Hobbies and interests', 'hobbies-interests'],
];

function otherSections(
  candidate: unknown,
  profile: unknown,
  extras: ExtraSection[],
  warnings: Warnings,
): void {
  const spoken = readLanguages(candidate, profile);
  if (spoken.length) extras.unshift({ title: 'Languages', lines: spoken, code: 'language' });
  for (const [list, item, title, code] of ACTIVITIES) {
    const entries = all(profile, list, item);
    if (entries.length) extras.push({ title, lines: entries.flatMap(activityLines), code });
  }
  // "Others" come one per entry with the section's title (the Europass editor writes them so)
  const byTitle = new Map<string, ExtraSection>();
  for (const o of kids(profile, 'Others')) {
    const title = cleanLine(text(o, 'Title')) || 'Additional information';
    addUnderTitle(extras, byTitle, title, kids(o, 'Other').flatMap(activityLines));
  }
  const licences = all(profile, 'Licenses', 'License')
    .map((l) => cleanLine(text(l, 'LicenseTypeCode') || text(l, 'LicenseName') || textOf(l)))
    .filter(Boolean);
  if (licences.length)
    extras.push({
      title: 'Driving licence',
      lines: [licences.join(', ')],
      code: 'driving-licence',
    });
  if (all(profile, 'EmploymentReferences', 'EmploymentReference').length)
    warnings.add('The references (EmploymentReferences) were not imported.');
  if (all(profile, 'Attachment').length)
    warnings.add('The photo and attachments were not imported.');
}

/** The document's section ids in the order the file's SectionsOrder lists them. */
function namedOrder(candidate: unknown, doc: ResumeDocument, extras: ExtraSection[]): string[] {
  const byCode = new Map<string, string>(
    Object.entries(SECTION_TITLES).map(([id, code]) => [code, id]),
  );
  // a custom section of the file is named by its title; the first of a title answers to it
  const byTitle = new Map<string, string>();
  extras.forEach((x, i) => {
    const id = doc.customSections[i]!.id;
    if (x.code) byCode.set(x.code, id);
    else if (!byTitle.has(x.title)) byTitle.set(x.title, id);
  });
  return all(candidate, 'RenderingInformation', 'Design', 'SectionsOrder', 'Section').flatMap(
    (s) => {
      const title = cleanLine(text(s, 'Title'));
      const custom = /^true$/i.test(text(s, 'Custom').trim());
      return (custom ? byTitle : byCode).get(title) ?? [];
    },
  );
}

/** The document a Candidate element describes, before fitting to the limits. */
export function readCandidate(candidate: unknown, warnings: Warnings): ResumeDocument {
  const profiles = kids(candidate, 'CandidateProfile');
  if (profiles.length > 1)
    warnings.add(
      `The file has ${profiles.length} profiles (one per language); the first was read.`,
    );
  const profile = profiles[0];
  const extras: ExtraSection[] = [];
  const doc = emptyDocument();
  doc.personal = personal(candidate, profile, warnings);
  doc.summary = richLines(at(profile, 'ExecutiveSummary')).join('\n');
  doc.experience = experience(profile);
  doc.education = education(profile);
  doc.skills = readSkills(profile, extras, warnings).map((g, i) => ({
    id: `skills-${i + 1}`,
    ...g,
  }));
  doc.projects = projects(profile);
  doc.certifications = certifications(profile).map((name, i) => ({
    id: `certification-${i + 1}`,
    name,
  }));
  otherSections(candidate, profile, extras, warnings);
  const kept = extras.filter((x) => x.lines.length);
  doc.customSections = kept.map((x, i): DocumentCustomSection => ({
    id: `custom-${i + 1}`,
    title: x.title,
    lines: x.lines,
  }));
  doc.sections = sectionOrder(doc, namedOrder(candidate, doc, kept));
  return doc;
}
