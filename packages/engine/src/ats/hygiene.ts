/**
 * The hygiene side of the ATS score: checks any resume should pass whatever the job (contact
 * details, standard sections, measurable results, verbs, tense, length, dates, formatting).
 */
import { ACTION_VERBS, ACTION_VERBS_PRESENT, WEAK_PHRASES } from '../text/lexicon';
import { wordCount } from '../text/normalize';
import type { AtsCheck } from '../types';
import { formattingHazards } from './hazards';
import type { ResumeProfile } from './profile';

function bulletsOf(profile: ResumeProfile): Array<{ text: string; past: boolean }> {
  const out: Array<{ text: string; past: boolean }> = [];
  for (const e of profile.parsed.experience)
    for (const b of e.bullets) out.push({ text: b, past: !e.current });
  for (const p of profile.parsed.projects)
    for (const b of p.bullets) out.push({ text: b, past: true });
  return out;
}

const QUANTIFIED =
  /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twice|double[d]?|half|dozens?|hundreds?|thousands?|millions?)\b/i;

function firstWord(b: string): string {
  return (b.match(/^[A-Za-z]+/)?.[0] ?? '').toLowerCase();
}

type Bullet = { text: string; past: boolean };
type Add = (id: string, label: string, passed: boolean, detail: string, weight: number) => void;

/** Name, e-mail, phone, location and a profile link. */
function contactChecks(p: ResumeProfile['parsed'], add: Add): void {
  add(
    'contact-name',
    'Name at the top',
    !!p.contact.name,
    p.contact.name ? `Found "${p.contact.name}".` : 'No name found in the first lines.',
    2,
  );
  // a detail found is quoted back; one missing says what to add
  const contactDetail = (
    id: string,
    label: string,
    value: string | undefined,
    missing: string,
    w: number,
  ) => add(id, label, !!value, value ? `Found ${value}.` : missing, w);
  contactDetail(
    'contact-email',
    'E-mail address',
    p.contact.email,
    'Add an e-mail address so recruiters can reach you.',
    4,
  );
  contactDetail('contact-phone', 'Phone number', p.contact.phone, 'Add a phone number.', 3);
  contactDetail(
    'contact-location',
    'Location',
    p.contact.location,
    'Add your city and state or country; many ATS filter by location.',
    1,
  );
  const profileLink =
    p.contact.links.find((l) => /linkedin|github|gitlab|behance|dribbble|portfolio/i.test(l)) ??
    p.contact.links[0];
  contactDetail(
    'contact-link',
    'Profile link (LinkedIn or portfolio)',
    profileLink,
    'Add a LinkedIn or portfolio link.',
    1,
  );
}

/** The standard sections ATS look for by name. */
function sectionChecks(p: ResumeProfile['parsed'], add: Add): void {
  const kinds = new Set(p.sections.map((s) => s.kind));
  const hasExp = kinds.has('experience') || p.experience.length > 0;
  const hasEdu = kinds.has('education') || p.education.length > 0;
  const hasSkills = kinds.has('skills');
  add(
    'section-experience',
    'Experience section',
    hasExp,
    hasExp
      ? 'Found an experience section.'
      : 'No "Experience" heading found; ATS look for it by name.',
    4,
  );
  add(
    'section-education',
    'Education section',
    hasEdu,
    hasEdu ? 'Found an education section.' : 'No "Education" heading found.',
    3,
  );
  add(
    'section-skills',
    'Skills section',
    hasSkills,
    hasSkills
      ? 'Found a skills section.'
      : 'Add a "Skills" section listing your tools and methods.',
    3,
  );
  add(
    'section-summary',
    'Summary',
    !!p.summary,
    p.summary ? 'Found a summary.' : 'A 2-3 line summary helps recruiters and the title match.',
    1,
  );
}

/** Measurable results, action verbs, tense and weak openings over every bullet. */
function bulletChecks(bullets: Bullet[], add: Add): { quantified: number; totalBullets: number } {
  const totalBullets = bullets.length;
  const quantified = bullets.filter((b) => QUANTIFIED.test(b.text)).length;
  const qPass = totalBullets > 0 && (quantified >= 5 || quantified / totalBullets >= 0.3);
  add(
    'measurable-results',
    'Measurable results',
    qPass,
    `${quantified} of ${totalBullets} bullets include a number or measurable result${qPass ? '.' : '; aim for at least 5 or 30%.'}`,
    4,
  );

  const verbStarts = bullets.filter((b) => {
    const w = firstWord(b.text);
    return ACTION_VERBS.has(w) || ACTION_VERBS_PRESENT.has(w);
  }).length;
  const vPass = totalBullets > 0 && verbStarts / totalBullets >= 0.6;
  add(
    'action-verbs',
    'Bullets start with action verbs',
    vPass,
    `${verbStarts} of ${totalBullets} bullets start with an action verb.`,
    3,
  );

  const pastPresent = bullets.filter(
    (b) => b.past && ACTION_VERBS_PRESENT.has(firstWord(b.text)),
  ).length;
  const pastTotal = bullets.filter((b) => b.past).length;
  const tPass = pastTotal === 0 || pastPresent / pastTotal <= 0.2;
  add(
    'tense',
    'Consistent tense',
    tPass,
    tPass
      ? 'Past roles are written in the past tense.'
      : `${pastPresent} ${pastPresent === 1 ? 'bullet of a past role uses' : 'bullets of past roles use'} the present tense; use the past tense for past roles.`,
    2,
  );

  const weak = bullets.filter((b) => WEAK_PHRASES.some((w) => w.re.test(b.text))).length;
  const wPass = totalBullets === 0 || weak / totalBullets <= 0.1;
  add(
    'weak-phrasing',
    'No weak phrasing',
    wPass,
    weak
      ? `${weak} ${weak === 1 ? 'bullet starts' : 'bullets start'} with weak phrases such as "responsible for" or "worked on".`
      : 'No weak openings found.',
    2,
  );

  return { quantified, totalBullets };
}

/** Bullets over 40 words. */
function bulletLengthCheck(bullets: Bullet[], add: Add): void {
  const long = bullets.filter((b) => b.text.split(/\s+/).length > 40).length;
  add(
    'bullet-length',
    'Concise bullets',
    long === 0,
    long
      ? `${long} ${long === 1 ? 'bullet is' : 'bullets are'} longer than 40 words.`
      : 'All bullets are under 40 words.',
    1,
  );
}

export function hygieneChecks(profile: ResumeProfile): {
  checks: AtsCheck[];
  quantified: number;
  totalBullets: number;
  words: number;
  pages: number;
} {
  const p = profile.parsed;
  const checks: AtsCheck[] = [];
  const add: Add = (id, label, passed, detail, weight) =>
    checks.push({ id, label, passed, detail, weight });

  contactChecks(p, add);
  sectionChecks(p, add);
  const bullets = bulletsOf(profile);
  const counts = bulletChecks(bullets, add);
  const words = wordCount(profile.text);
  const pages = Math.max(1, Math.ceil(words / 500));
  const lPass = words >= 300 && words <= 1200;
  add(
    'length',
    'Length',
    lPass,
    `${words} words, about ${pages} page${pages > 1 ? 's' : ''}${words < 300 ? '; add detail to your roles' : words > 1200 ? '; trim to 1-2 pages' : ''}.`,
    3,
  );

  bulletLengthCheck(bullets, add);

  const undated = p.experience.filter((e) => !e.startDate).length;
  add(
    'role-dates',
    'Dates on every role',
    p.experience.length > 0 && undated === 0,
    undated
      ? `${undated} ${undated === 1 ? 'role has' : 'roles have'} no dates.`
      : p.experience.length
        ? 'Every role has dates.'
        : 'No roles found.',
    2,
  );

  for (const h of formattingHazards(profile.text)) add(h.id, h.label, h.passed, h.detail, h.weight);
  return { checks, ...counts, words, pages };
}
