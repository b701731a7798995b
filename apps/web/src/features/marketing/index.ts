/** The marketing site: home page sections, pricing plans, legal documents and about. */
export { AboutView } from './components/about-view';
export { AtsScoreView } from './components/ats-score-view';
export { atsMeasurements } from './content/ats-measurements';
export { LegalDocument } from './components/legal-document';
export { PlanCards } from './components/plan-cards';
export { pricingFaq, pricingNote } from './content/faq';
export { about } from './content/about';
export { developmentStatements, legalLastUpdated } from './content/legal';
export { privacyPolicy, privacyPolicyMeta } from './content/privacy-policy';
export { termsOfService, termsOfServiceMeta } from './content/terms-of-service';
export { siteName, siteTagline } from './content/site';
export { FeaturesSection, HowItWorks } from './home/features-section';
export { Hero } from './home/hero';
export { HomeBelowTheFold } from './home/home-below-the-fold';
