import { conflict } from '../../lib/errors';
import type { Executor } from '../../db/query';
import { inboxRepo, type InboxRepo } from './repo';

/** The product the /lspaces waitlist is for. */
export const WAITLIST_PRODUCT = 'spaces';

export interface InboxDeps {
  db: Executor;
  repo?: (db: Executor) => InboxRepo;
}

export function inboxService({ db, repo: makeRepo = inboxRepo }: InboxDeps) {
  const repo = makeRepo(db);
  return {
    async subscribe(email: string, source: string) {
      if (!(await repo.subscribe(email, source))) {
        throw conflict('This email address is already subscribed to the newsletter.');
      }
      return {
        ok: true as const,
        message: 'Thanks for subscribing! Watch your inbox for new articles.',
      };
    },
    async joinWaitlist(email: string) {
      if (!(await repo.joinWaitlist(email, WAITLIST_PRODUCT))) {
        throw conflict(
          "This email address is already on the list. We'll let you know when it is ready.",
        );
      }
      return {
        ok: true as const,
        message: "You're on the list! We'll let you know when it is ready.",
      };
    },
    async contact(
      input: { fullName: string; email: string; subject: string; message: string },
      userId: string | null,
    ) {
      await repo.saveContact({ ...input, userId });
      return {
        ok: true as const,
        message: 'Message Sent! We reply within 24 to 48 hours.',
      };
    },
  };
}
export type InboxService = ReturnType<typeof inboxService>;
