import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/* ---------- Accounts (the shape the auth library expects) ---------- */

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (t) => [index('session_user_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('account_user_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

/** Auth rate-limit counters, in the database so every app instance shares them. */
export const rateLimit = pgTable('rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

const ownerId = () => text('user_id').references(() => user.id, { onDelete: 'cascade' });

/* ---------- Usage analytics ---------- */

export const pageViews = pgTable(
  'page_views',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    pageName: text('page_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('page_views_user_idx').on(t.userId, t.createdAt)],
);

export const usageEvents = pgTable(
  'usage_events',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    eventType: text('event_type').notNull(),
    eventTarget: text('event_target'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('usage_events_user_idx').on(t.userId, t.createdAt)],
);

export const usageSessions = pgTable(
  'usage_sessions',
  {
    id: text('id').primaryKey(),
    userId: ownerId(),
    module: text('module').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('usage_sessions_user_idx').on(t.userId)],
);

export const downloads = pgTable(
  'downloads',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    resumeId: text('resume_id'),
    downloadType: text('download_type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('downloads_user_idx').on(t.userId)],
);

/* ---------- Resumes and the Resume Lab ---------- */

export const resumes = pgTable(
  'resumes',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    originalContent: text('original_content'),
    document: jsonb('document').$type<Record<string, unknown>>(),
    isTemplate: boolean('is_template').notNull().default(false),
    fileName: text('file_name'),
    fileType: text('file_type'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('resumes_user_idx').on(t.userId, t.createdAt)],
);

export const tailorings = pgTable(
  'tailorings',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    companyName: text('company_name'),
    jobTitle: text('job_title'),
    mode: text('mode').notNull(),
    provider: text('provider').notNull(),
    atsScore: integer('ats_score').notNull(),
    keywordMatchScore: integer('keyword_match_score').notNull(),
    originalAtsScore: integer('original_ats_score'),
    createdAt: createdAt(),
  },
  (t) => [index('tailorings_user_idx').on(t.userId, t.createdAt)],
);

export const savedResumes = pgTable(
  'saved_resumes',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    companyName: text('company_name'),
    jobTitle: text('job_title'),
    tailoringMode: text('tailoring_mode'),
    atsScore: integer('ats_score'),
    keywordMatchScore: integer('keyword_match_score'),
    improvements: jsonb('improvements')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    recommendations: jsonb('recommendations')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    report: jsonb('report').$type<Record<string, unknown>>(),
    tags: jsonb('tags')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    isFavorite: boolean('is_favorite').notNull().default(false),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('saved_resumes_user_idx').on(t.userId, t.createdAt)],
);

/* ---------- Public content ---------- */

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    excerpt: text('excerpt').notNull(),
    content: text('content').notNull(),
    author: text('author').notNull(),
    category: text('category').notNull(),
    imageUrl: text('image_url'),
    readTime: integer('read_time').notNull().default(5),
    published: boolean('published').notNull().default(true),
    featured: boolean('featured').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('blog_posts_slug_idx').on(t.slug),
    index('blog_posts_cat_idx').on(t.category),
  ],
);

export const testimonials = pgTable('testimonials', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  role: text('role').notNull(),
  company: text('company'),
  rating: integer('rating').notNull(),
  quote: text('quote').notNull(),
  verified: boolean('verified').notNull().default(false),
  imageUrl: text('image_url'),
  linkedinUrl: text('linkedin_url'),
  featured: boolean('featured').notNull().default(false),
  createdAt: createdAt(),
});

export const communityMembers = pgTable('community_members', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  role: text('role').notNull(),
  status: text('status').notNull(),
  bio: text('bio').notNull(),
  achievements: jsonb('achievements')
    .$type<Record<string, number>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  isPublic: boolean('is_public').notNull().default(true),
  featured: boolean('featured').notNull().default(false),
  createdAt: createdAt(),
});

/* ---------- Inbox: newsletter, waitlist, contact ---------- */

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
  userId: ownerId(),
  createdAt: createdAt(),
});
