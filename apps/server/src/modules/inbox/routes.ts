import { routeOf } from '@careerforge/contract';
import { perClientPerMinute, publicRoutes } from '../../lib/routes';
import type { InboxService } from './service';

/** Requests per client IP per minute on each form. */
export const INBOX_RATE_LIMIT = { newsletter: 10, waitlist: 10, contact: 5 } as const;

/** What visitors send us: newsletter sign-ups, the waitlist and contact messages. */
export const inboxRoutes = publicRoutes<{ service: InboxService }>((r, { service }) => {
  r.route({
    ...routeOf('inbox.newsletter'),
    config: perClientPerMinute(INBOX_RATE_LIMIT.newsletter),
    handler: async (req) => service.subscribe(req.body.email, req.body.source),
  });

  r.route({
    ...routeOf('inbox.waitlist'),
    config: perClientPerMinute(INBOX_RATE_LIMIT.waitlist),
    handler: async (req) => service.joinWaitlist(req.body.email),
  });

  r.route({
    ...routeOf('inbox.contact'),
    config: perClientPerMinute(INBOX_RATE_LIMIT.contact),
    handler: async (req) => {
      const user = await req.getUser();
      const { fullName, email, subject, message } = req.body;
      return service.contact({ fullName, email, subject, message }, user?.id ?? null);
    },
  });
});
