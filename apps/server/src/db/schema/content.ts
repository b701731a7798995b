import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

/*
 * Public content: blog, testimonials, community. `sample` marks the example rows Careerforge
 * seeds (fictional people, labelled as examples wherever shown, never verified); rows an
 * operator adds have sample = false.
 */

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
  sample: boolean('sample').notNull().default(false),
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
  sample: boolean('sample').notNull().default(false),
  createdAt: createdAt(),
});
