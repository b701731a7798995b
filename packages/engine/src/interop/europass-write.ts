/**
 * A resume document as a Europass Candidate XML file, the format the Europass editor
 * (europass.europa.eu) imports. What Europass has no place for (the template, the colours,
 * entry ids, hidden sections, dates written as text) travels in one extension element in
 * Careerforge's own namespace, which Europass readers skip; documentFromEuropassXml reads it
 * back so a document makes the round trip whole.
 */
import { DOCUMENT_SECTION_KEYS } from '../document';
import type {
  DocumentCustomSection,
  DocumentEducation,
  DocumentExperience,
  DocumentProject,
  ResumeDocument,
} from '../types';
import { EXTENSION, NS, SECTION_TITLES, europassDate, splitPhone } from './europass-common';
import { listHtml, paragraphsHtml } from './html-text';
import { el, leaf, optLeaf, renderXml, type XmlElement } from './xml';

/** "Ana María López" is given name "Ana María" and family name "López". */
function nameParts(name: string): { given: string; family: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { given: words[0] ?? '', family: '' };
  return { given: words.slice(0, -1).join(' '), family: words[words.length - 1]! };
}

function personName(name: string): XmlElement {
  const { given, family } = nameParts(name);
  return el('PersonName', [leaf('oa:GivenName', given), optLeaf('hr:FamilyName', family)]);
}

const channel = (code: string, ...rest: (XmlElement | null)[]) =>
  el('Communication', [leaf('ChannelCode', code), ...rest]);

/** Europass shows these as social media; every other link is a web page. */
const SOCIAL = ['linkedin', 'facebook', 'twitter', 'instagram', 'youtube', 'pinterest', 'tumblr'];

function linkChannel(url: string): XmlElement {
  const host = /^(?:https?:\/\/)?(?:www\.)?([^/?#\s]+)/i.exec(url)?.[1]?.toLowerCase() ?? '';
  const social = SOCIAL.find((s) => host === `${s}.com` || host.endsWith(`.${s}.com`));
  return social
    ? channel('Social Media', leaf('UseCode', social), leaf('oa:URI', url))
    : channel('Web', leaf('oa:URI', url));
}

function candidatePerson(doc: ResumeDocument): XmlElement {
  const p = doc.personal;
  const phone = splitPhone(p.phone);
  return el('CandidatePerson', [
    personName(p.name),
    p.email.trim() && channel('Email', leaf('oa:URI', p.email)),
    // a number without its country code is left out: the Europass importer refuses it
    phone &&
      channel(
        'Telephone',
        leaf('UseCode', 'mobile'),
        leaf('CountryDialing', phone.country),
        leaf('oa:DialNumber', phone.number),
      ),
    ...p.links.filter((l) => l.trim()).map(linkChannel),
    p.location.trim() && el('Communication', [el('Address', [leaf('oa:CityName', p.location)])]),
  ]);
}

/** A date element (StartDate, EndDate) of a period, or nothing for no date. */
function dateElement(name: string, value: string): XmlElement | null {
  const d = europassDate(value);
  if (!d) return null;
  return el(name, [
    'formatted' in d ? leaf('hr:FormattedDateTime', d.formatted) : leaf('hr:DateText', d.text),
  ]);
}

function position(e: DocumentExperience): XmlElement {
  return el('EmployerHistory', [
    leaf('hr:OrganizationName', e.company),
    el('PositionHistory', [
      leaf('PositionTitle', e.title, { typeCode: 'FREETEXT' }),
      el('eures:EmploymentPeriod', [
        dateElement('eures:StartDate', e.startDate),
        !e.current && dateElement('eures:EndDate', e.endDate),
        leaf('hr:CurrentIndicator', String(e.current)),
      ]),
      optLeaf('oa:Description', listHtml(e.bullets.filter((b) => b.trim()))),
      optLeaf('City', e.location),
    ]),
  ]);
}

/** "2015 – 2019" (two dates in the builder's form) is a period; any other date its end. */
function attendance(date: string): XmlElement | null {
  const range = /^(\d{4}(?:-\d{2})?)\s*[-–—]\s*(\d{4}(?:-\d{2})?|present)$/i.exec(date.trim());
  if (range) {
    const ongoing = /present/i.test(range[2]!);
    return el('AttendancePeriod', [
      dateElement('StartDate', range[1]!),
      !ongoing && dateElement('EndDate', range[2]!),
      leaf('Ongoing', String(ongoing)),
    ]);
  }
  const end = dateElement('EndDate', date);
  return end && el('AttendancePeriod', [end]);
}

function schooling(e: DocumentEducation): XmlElement {
  const details = e.details.filter((d) => d.trim());
  return el('EducationOrganizationAttendance', [
    leaf('hr:OrganizationName', e.school),
    e.location.trim() &&
      el('OrganizationContact', [
        el('Communication', [el('Address', [leaf('oa:CityName', e.location)])]),
      ]),
    attendance(e.date),
    el('EducationDegree', [
      leaf('hr:DegreeName', e.degree),
      e.gpa.trim() && el('FinalGrade', [leaf('hr:ScoreText', e.gpa)]),
      optLeaf('OccupationalSkillsCovered', listHtml(details)),
    ]),
  ]);
}

function projectElement(x: DocumentProject): XmlElement {
  const description = [
    paragraphsHtml(x.description.split('\n')),
    x.technologies.trim() ? paragraphsHtml([`Technologies: ${x.technologies}`]) : '',
    listHtml(x.bullets.filter((b) => b.trim())),
  ].join('');
  const start = dateElement('StartDate', x.date);
  return el('Project', [
    leaf('Title', x.name),
    start && el('Date', [start]),
    optLeaf('Description', description),
  ]);
}

/**
 * A section of its own as Europass "Others": one element per line under the section's title,
 * because the Europass importer keeps only the last entry of an Others with several.
 */
const others = (c: DocumentCustomSection): XmlElement[] =>
  c.lines
    .filter((l) => l.trim())
    .map((line) =>
      el('Others', [
        leaf('Title', c.title.trim() || 'Additional information'),
        el('Other', [leaf('Title', line)]),
      ]),
    );

/** The visible sections in print order, by the titles Europass's SectionsOrder uses. */
function sectionsOrder(doc: ResumeDocument): XmlElement {
  const custom = new Map(doc.customSections.map((c) => [c.id, c]));
  const listed = new Set(doc.sections.map((s) => s.id));
  const order = [
    ...doc.sections,
    ...[...DOCUMENT_SECTION_KEYS, ...custom.keys()]
      .filter((id) => !listed.has(id))
      .map((id) => ({ id, visible: true })),
  ];
  const titles: XmlElement[] = [];
  for (const s of order) {
    if (!s.visible) continue;
    const c = custom.get(s.id);
    if (c && c.lines.some((l) => l.trim()))
      titles.push(
        el('Section', [
          leaf('Title', c.title.trim() || 'Additional information'),
          leaf('Custom', 'true'),
        ]),
      );
    else if (SECTION_TITLES[s.id])
      titles.push(el('Section', [leaf('Title', SECTION_TITLES[s.id]!)]));
  }
  return el('SectionsOrder', titles);
}

function candidateProfile(doc: ResumeDocument): XmlElement {
  const skills = doc.skills.filter((g) => g.items.some((i) => i.trim()));
  return el(
    'CandidateProfile',
    [
      optLeaf('hr:ExecutiveSummary', paragraphsHtml(doc.summary.split('\n'))),
      doc.personal.headline.trim() &&
        el('CandidatePositionPreferences', [leaf('hr:PositionTitle', doc.personal.headline)]),
      doc.experience.length > 0 && el('EmploymentHistory', doc.experience.map(position)),
      doc.education.length > 0 && el('EducationHistory', doc.education.map(schooling)),
      doc.certifications.some((c) => c.name.trim()) &&
        el(
          'Certifications',
          doc.certifications
            .filter((c) => c.name.trim())
            .map((c) => el('Certification', [leaf('hr:CertificationName', c.name)])),
        ),
      doc.projects.length > 0 && el('Projects', doc.projects.map(projectElement)),
      skills.length > 0 &&
        el(
          'DigitalSkills',
          skills.map((g) =>
            el('DigitalSkillsGroup', [
              optLeaf('Title', g.label),
              ...g.items.filter((i) => i.trim()).map((i) => leaf('DigitalSkill', i)),
            ]),
          ),
        ),
      ...doc.customSections.flatMap(others),
    ],
    // the language the profile is written in; Careerforge's documents carry none, and the
    // Europass editor needs one
    { languageCode: 'en' },
  );
}

/**
 * The document as JSON an XML text node holds safely: JSON escapes every control character
 * and lone surrogate; the two noncharacters XML 1.0 refuses are escaped here too.
 */
export const extensionJson = (doc: ResumeDocument): string =>
  JSON.stringify(doc).replace(/[\uFFFE\uFFFF]/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`);

/** The document as a Europass Candidate XML file (UTF-8 text). */
export function documentToEuropassXml(doc: ResumeDocument): string {
  const p = doc.personal;
  const root = el(
    'Candidate',
    [
      leaf('hr:DocumentID', '', {
        schemeID: 'careerforge',
        schemeName: 'DocumentIdentifier',
        schemeAgencyName: 'EUROPASS',
        schemeVersionID: '4.0',
      }),
      el('CandidateSupplier', [
        leaf('hr:PartyID', '', {
          schemeID: 'careerforge',
          schemeName: 'PartyID',
          schemeAgencyName: 'EUROPASS',
          schemeVersionID: '1.0',
        }),
        leaf('hr:PartyName', 'Owner'),
        el('PersonContact', [
          personName(p.name),
          p.email.trim() && channel('Email', leaf('oa:URI', p.email)),
        ]),
        leaf('hr:PrecedenceCode', '1'),
      ]),
      candidatePerson(doc),
      candidateProfile(doc),
      el('RenderingInformation', [
        el('Design', [
          leaf('Template', 'Template1'),
          leaf('Color', 'Default'),
          leaf('FontSize', 'Medium'),
          leaf('Logo', 'FirstPage'),
          leaf('PageNumbers', 'false'),
          sectionsOrder(doc),
        ]),
      ]),
      leaf(`cf:${EXTENSION}`, extensionJson(doc), { version: '1' }),
    ],
    {
      'xsi:schemaLocation': `${NS.europass} Candidate.xsd`,
      xmlns: NS.europass,
      'xmlns:oa': NS.oa,
      'xmlns:eures': NS.eures,
      'xmlns:hr': NS.hr,
      'xmlns:xsi': NS.xsi,
      'xmlns:cf': NS.careerforge,
    },
  );
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${renderXml(root)}\n`;
}
