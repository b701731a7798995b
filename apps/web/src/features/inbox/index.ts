/** What visitors send us: the waitlist, the newsletter and the contact form. */
export { useJoinWaitlist } from './api/join-waitlist';
export { useSendContact } from './api/send-contact';
export { ContactView } from './components/contact-view';
export { NewsletterForm } from './components/newsletter-form';
export { WaitlistView } from './components/waitlist-view';
export { companionProduct } from './content';
