/**
 * The signed-in user as the session lookups read them: the columns both the cookie lookup
 * (bridge.ts) and the personal access token lookup (bearer.ts) select, joined to the user's
 * data version, and the user built from such a row.
 */
import * as schema from '../../db/schema';
import type { AuthUser } from './bridge';

const { user, userDataVersions } = schema;

export const sessionUserColumns = {
  id: user.id,
  email: user.email,
  name: user.name,
  firstName: user.firstName,
  lastName: user.lastName,
  image: user.image,
  consentAnalytics: user.consentAnalytics,
  consentMarketing: user.consentMarketing,
  consentLinkedinCheck: user.consentLinkedinCheck,
  dataVersion: userDataVersions.version,
};

type SessionUserRow = Pick<
  typeof user.$inferSelect,
  | 'id'
  | 'email'
  | 'name'
  | 'firstName'
  | 'lastName'
  | 'image'
  | 'consentAnalytics'
  | 'consentMarketing'
  | 'consentLinkedinCheck'
> & { dataVersion: number | null };

/** The user and data version of a row selected with `sessionUserColumns`. */
export function sessionUserOf(row: SessionUserRow): { user: AuthUser; dataVersion: number } {
  return {
    user: {
      id: row.id,
      email: row.email,
      name: row.name,
      firstName: row.firstName,
      lastName: row.lastName,
      image: row.image,
      consents: {
        analytics: row.consentAnalytics,
        marketing: row.consentMarketing,
        linkedinCheck: row.consentLinkedinCheck,
      },
    },
    dataVersion: row.dataVersion ?? 0,
  };
}
