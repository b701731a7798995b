import { describe, expect, it } from 'vitest';
import {
  blogCategoryLabel,
  communityStatusLabel,
  matchesIndustry,
  type Testimonial,
} from '@careerforge/contract';
import { filterTestimonials } from '../src/features/testimonials/lib/testimonial-filter';

const t = (role: string, company: string | null, id = 1): Testimonial => ({
  id,
  name: 'Someone',
  role,
  company,
  rating: 5,
  quote: 'q',
  verified: true,
  sample: false,
  imageUrl: null,
  linkedinUrl: null,
  createdAt: '2025-01-01T00:00:00.000Z',
});

describe('testimonial industry filter', () => {
  it('matches a substring of the role or the company, ignoring case', () => {
    expect(matchesIndustry(t('Senior Software Engineer', 'Kestrelworks Tech'), 'tech')).toBe(true);
    expect(matchesIndustry(t('Marketing Manager', 'Acme'), 'MARKETING')).toBe(true);
    expect(matchesIndustry(t('Analyst', 'Brightlane Techworks'), 'Tech')).toBe(true);
    expect(matchesIndustry(t('UX Design Lead', null), 'design')).toBe(true);
    expect(matchesIndustry(t('Nurse', 'City Hospital'), 'sales')).toBe(false);
  });

  it('"all" keeps every testimonial, other filters keep only matches', () => {
    const list = [
      t('Account Executive, Sales', 'Freight', 1),
      t('Engineering Manager', 'Fernhollow Technologies', 2),
      t('Product Designer', 'Quillstone Labs', 3),
    ];
    expect(filterTestimonials(list, 'all')).toEqual(list);
    expect(filterTestimonials(list, 'sales').map((x) => x.id)).toEqual([1]);
    expect(filterTestimonials(list, 'management').map((x) => x.id)).toEqual([]);
    expect(filterTestimonials(list, 'tech').map((x) => x.id)).toEqual([2]);
    expect(filterTestimonials(list, 'design').map((x) => x.id)).toEqual([3]);
  });
});

describe('labels', () => {
  it('names each community status, with New Member for anything unknown', () => {
    expect(communityStatusLabel('recently_hired')).toBe('Recently Hired');
    expect(communityStatusLabel('community_helper')).toBe('Community Helper');
    expect(communityStatusLabel('career_changer')).toBe('Career Changer');
    expect(communityStatusLabel('new_member')).toBe('New Member');
    expect(communityStatusLabel('moderator')).toBe('New Member');
    expect(communityStatusLabel('')).toBe('New Member');
    expect(communityStatusLabel(null)).toBe('New Member');
  });

  it('names blog categories, including ones without a tab', () => {
    expect(blogCategoryLabel('resume-tips')).toBe('Resume Tips');
    expect(blogCategoryLabel('career-development')).toBe('Career Development');
    expect(blogCategoryLabel('salary-talks')).toBe('Salary Talks');
  });
});
