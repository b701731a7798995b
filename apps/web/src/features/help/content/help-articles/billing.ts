/** The bodies (Markdown) of the billing help articles, by slug (titles in ../help.ts). */
export const billingBodies: Record<string, string> = {
  'is-careerforge-free': `Yes, unless the operator of the instance you use has turned paid plans on. A new install runs in **free mode**: all services are free for academic, personal and commercial use, no payment details are requested and no limit is enforced. The Subscription page says so at the top when this is the case.

## Self-hosted instances

Careerforge is open source. If you run your own instance, you decide whether billing is used at all; see the project README for the payment settings (\`BILLING_MODE\`).

## Usage counters

The **Usage** tab on the Subscription page shows your real use this period (resume tailorings, cover letters, interview sessions and exports this month, tracked applications in total) against your plan's limits. A bar turns yellow at 75% and red with the note "Approaching limit" above 90%. In free mode the counters are informational.`,
  'plans-compared': `The Pricing page and the Subscription page show the same three plans.

| Plan | Price | Limits |
|---|---|---|
| Starter | $0 | 3 resume tailorings, 2 cover letters, 5 interview practice sessions and 5 exports a month; 10 tracked applications |
| Professional | $19 a month, or $190 a year | none |
| Enterprise | $49 a month, or $490 a year | none |

## What every plan includes

Every tool: the Resume Lab, Resume Builder, Cover Letters, Interview Arena, LinkedIn Optimizer, Salary Negotiator and Career Planner, the Application Tracker, Analytics and export to PDF, DOCX and HTML. No tool is locked behind a plan.

## What Enterprise adds

Today, nothing beyond Professional: both are unlimited. Team collaboration, white-label options, custom AI model training and a dedicated account manager are not part of Careerforge. Single sign-on through an OpenID Connect provider and the documented HTTP API come with every install, whatever the plan.

## When you reach a limit

The tool tells you which limit you reached, when your allowance renews and which plan lifts it. Nothing you already made is removed.`,
  'refunds-cancellation-payment': `These apply on an instance whose operator has turned paid plans on.

## Cancel anytime

You can cancel at any time from the Subscription page (**Cancel Subscription**, then confirm). Your plan stays active until the end of the current billing period; the Billing tab then shows "Cancels on" with the date. You will not be charged again, and your saved work remains available on Starter.

## Changing plans

Choosing a paid plan opens a payment page. Changing from one paid plan to another changes the price of your subscription, and the difference is **prorated** over the rest of the billing period.

## Payment

Payment goes through **Stripe Checkout**: card details are handled by Stripe and never reach Careerforge. **Manage Billing** opens Stripe's billing portal in a new tab for receipts and payment methods.

## Trials and refunds

Careerforge has no trial period: Starter is free for as long as you like. Refunds are up to the operator of the instance you use; ask them through the contact page.`,
};
