import { capitalize } from '../../../lib/format';

/** "Personalized" for personalized; nothing for a missing mode. */
export const modeLabel = (mode: string | null | undefined) => (mode ? capitalize(mode) : '');

/** "Acme · Backend Engineer", either part alone, or '' when neither is known. */
export const roleLine = (companyName: string | null, jobTitle: string | null) =>
  [companyName?.trim(), jobTitle?.trim()].filter(Boolean).join(' · ');
