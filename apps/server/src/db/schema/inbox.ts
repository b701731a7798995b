import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, optionalOwnerId } from './columns';

/* Inbox: newsletter, waitlist, contact messages. */

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  source: text('source').notNull(),
  createdAt: createdAt(),
});

export const waitlistEntries = pgTable('waitlist_entries', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  product: text('product').notNull(),
  createdAt: createdAt(),
});

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  userId: optionalOwnerId(),
  createdAt: createdAt(),
});
