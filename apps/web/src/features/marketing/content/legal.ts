/**
 * Shared parts of the legal pages and the about page (each page's text is in its own module,
 * so a page ships only its own). Section bodies are Markdown.
 */

export interface LegalSection {
  heading: string;
  /** Markdown. */
  body: string;
}

export interface AboutCapability {
  title: string;
  description: string;
  /** Works today; the others are shown as in development. */
  ready?: boolean;
}

export interface AboutCredit {
  name: string;
  /** What the data is used for in the product. */
  usedFor: string;
  licence: string;
  /** Attribution statement to display. */
  attribution: string;
  url: string;
}

export interface AboutContent {
  title: string;
  tagline: string;
  mission: LegalSection;
  capabilities: AboutCapability[];
  /** Statements about the development stage, shown prominently. */
  developmentStatements: string[];
  openSource: LegalSection;
  principles: LegalSection[];
  credits: AboutCredit[];
}

export interface LegalDocumentMeta {
  title: string;
  lastUpdated: string;
  intro: string;
}

export const legalLastUpdated = 'January 28, 2025';

export const developmentStatements: string[] = [
  'During development, all Careerforge services are free for academic, personal and commercial use.',
  'The pricing plans shown on the site are for future planning only and are not active. Nobody is charged.',
  'Careerforge AI features rely on two third-party AI model providers. Self-hosted instances use whichever provider their operator configures, or none.',
  'These pages have been written in plain language by the project team. No legal review has been done.',
];
