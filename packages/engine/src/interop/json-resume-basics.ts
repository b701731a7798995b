/**
 * The personal details and the summary against JSON Resume's `basics`: the headline is the
 * label, the location is split into its parts where that reads back the same, and the links
 * become the personal site (`url`) and profiles (`network`, `username`, `url`).
 */
import type { DocumentPersonal } from '../types';
import { LIMITS } from './document-fit';
import { type Codec, compact, text, texts } from './json-resume-codecs';
import type { JsonResumeBasics, JsonResumeLocation, JsonResumeProfile } from './json-resume-types';
import { isEmail, isSafeLink, linkOfProfile, profileOf, toUri } from './profile-links';
import { isObj, type Obj, own, type Reader } from './read-json';

/** The personal details and the summary: JSON Resume keeps both in `basics`. */
export interface Personal extends DocumentPersonal {
  summary: string;
}

/**
 * A location as JSON Resume's parts: "City, Region" and "City, Region, CC" split where the
 * document's text comes back by joining them, a single place is the city, anything else the
 * address.
 */
function locationOut(location: string): JsonResumeLocation | undefined {
  if (!location) return undefined;
  const parts = location.split(', ');
  const lower = parts.map((p) => p.toLowerCase());
  // parts the reader would merge ("Budapest, Budapest, HU") stay whole, in the address
  const clean = parts.every(
    (p, i) => p && p === p.trim() && !lower.slice(0, i).includes(lower[i]!),
  );
  if (clean && parts.length === 1) return { city: location };
  if (clean && parts.length === 2) return { city: parts[0], region: parts[1] };
  if (clean && parts.length === 3 && /^[A-Z]{2}$/.test(parts[2]!))
    return { city: parts[0], region: parts[1], countryCode: parts[2] };
  return { address: location };
}

/** basics.location as the document's one line: the city, region and country, else the address. */
function locationIn(b: Obj, r: Reader): string {
  const v = own(b, 'location');
  // some tools write the location as one text
  if (!isObj(v)) return r.text(b, 'location', 'basics.location', LIMITS.line);
  const at = (k: string) => r.text(v, k, `basics.location.${k}`, LIMITS.line);
  // "Budapest, Budapest, HU" reads "Budapest, HU": a part said twice is said once
  const parts = [at('city'), at('region'), at('countryCode')].filter(Boolean);
  const place = parts
    .filter((p, i) => !parts.slice(0, i).some((q) => q.toLowerCase() === p.toLowerCase()))
    .join(', ');
  if (!place) {
    r.leftOut(v, ['postalCode'], 'basics.location');
    return at('address');
  }
  // a resume gives the city, not the street: the address and postal code stay out
  r.leftOut(v, ['address', 'postalCode'], 'basics.location');
  return place;
}

/** The links as JSON Resume has them: the first personal site in `url`, the rest as profiles. */
function linksOut(links: string[]): { url?: string; profiles: JsonResumeProfile[] } {
  let url: string | undefined;
  const profiles: JsonResumeProfile[] = [];
  for (const link of links) {
    const uri = toUri(link);
    if (!uri) {
      // not a web address ("Portfolio on request"): kept as text, where JSON Resume allows it
      if (link.trim()) profiles.push({ network: 'Other', username: link });
      continue;
    }
    const p = profileOf(uri);
    if (!p.known && url === undefined) url = uri;
    else profiles.push(compact({ network: p.network, username: p.username, url: uri }));
  }
  return { url, profiles };
}

function linksIn(b: Obj, r: Reader): string[] {
  const links: string[] = [];
  const url = r.text(b, 'url', 'basics.url', LIMITS.url);
  if (url) links.push(url);
  for (const { item, path } of r.objects(own(b, 'profiles'), 'basics.profiles', LIMITS.entries)) {
    const link = linkOfProfile(
      r.text(item, 'network', `${path}.network`, LIMITS.line),
      r.text(item, 'username', `${path}.username`, LIMITS.line),
      r.text(item, 'url', `${path}.url`, LIMITS.url),
    );
    if (link) links.push(link);
  }
  return links.filter((l) => {
    if (isSafeLink(l)) return true;
    r.warn(`A link with a script or file address was left out (${l.slice(0, 40)}).`);
    return false;
  });
}

export const personalCodec: Codec<Personal> = {
  reads: ['name', 'label', 'email', 'phone', 'url', 'summary', 'location', 'profiles'],
  fields: {
    name: text(LIMITS.name),
    headline: text(LIMITS.line),
    email: text(LIMITS.email),
    phone: text(LIMITS.line),
    location: text(LIMITS.line),
    links: texts(LIMITS.links, LIMITS.url),
    summary: text(LIMITS.prose),
  },
  write(p): JsonResumeBasics {
    const { url, profiles } = linksOut(p.links);
    return compact({
      name: p.name,
      label: p.headline,
      email: isEmail(p.email) ? p.email : undefined,
      phone: p.phone,
      url,
      summary: p.summary,
      location: locationOut(p.location),
      profiles,
    });
  },
  read(b, _path, r) {
    r.leftOut(b, ['image'], 'basics');
    return {
      name: r.text(b, 'name', 'basics.name', LIMITS.name),
      headline: r.text(b, 'label', 'basics.label', LIMITS.line),
      email: r.text(b, 'email', 'basics.email', LIMITS.email),
      phone: r.text(b, 'phone', 'basics.phone', LIMITS.line),
      location: locationIn(b, r),
      links: linksIn(b, r),
      summary: r.text(b, 'summary', 'basics.summary', LIMITS.prose),
    };
  },
};
