import type { Executor } from '../../db/query';
import { contactMessages, newsletterSubscribers, waitlistEntries } from '../../db/schema';

export function inboxRepo(db: Executor) {
  return {
    /** True when the address is new; false when it was already subscribed. */
    async subscribe(email: string, source: string): Promise<boolean> {
      const rows = await db
        .insert(newsletterSubscribers)
        .values({ email, source })
        .onConflictDoNothing({ target: newsletterSubscribers.email })
        .returning({ id: newsletterSubscribers.id });
      return rows.length > 0;
    },
    /** True when the address is new; false when it was already on the waitlist. */
    async joinWaitlist(email: string, product: string): Promise<boolean> {
      const rows = await db
        .insert(waitlistEntries)
        .values({ email, product })
        .onConflictDoNothing({ target: waitlistEntries.email })
        .returning({ id: waitlistEntries.id });
      return rows.length > 0;
    },
    async saveContact(message: {
      fullName: string;
      email: string;
      subject: string;
      message: string;
      userId: string | null;
    }) {
      const [row] = await db
        .insert(contactMessages)
        .values(message)
        .returning({ id: contactMessages.id });
      return row!.id;
    },
  };
}
export type InboxRepo = ReturnType<typeof inboxRepo>;
