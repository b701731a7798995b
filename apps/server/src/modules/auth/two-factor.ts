import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { session, user } from '../../db/schema';

/**
 * The signed-in user about to turn two-factor sign-in on with a first code, or null: a
 * verify-totp call with a live session for a user who does not have it on yet. (During a
 * sign-in the same call carries no session.)
 */
export async function userTurningOnTwoFactor(
  db: Db,
  request: FastifyRequest,
): Promise<string | null> {
  const signedIn = await request.getUser();
  if (!signedIn) return null;
  const [row] = await db
    .select({ on: user.twoFactorEnabled })
    .from(user)
    .where(eq(user.id, signedIn.id));
  return row && !row.on ? signedIn.id : null;
}

/**
 * Ends every session of the user but the newest: the one the auth library has just issued to
 * the browser that turned two-factor sign-in on. A session stolen with the password alone
 * ends here.
 */
export async function endOtherSessions(db: Db, userId: string): Promise<void> {
  const newest = db
    .select({ id: session.id })
    .from(session)
    .where(eq(session.userId, userId))
    .orderBy(desc(session.createdAt))
    .limit(1);
  await db.delete(session).where(and(eq(session.userId, userId), notInArray(session.id, newest)));
}
