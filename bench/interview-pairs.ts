/**
 * Answer pairs written for the Interview Arena's evaluation: a strong and a weak answer to the
 * same question, [type, question, strong, weak]. The bench checks the strong one scores higher in
 * every pair; the server's tests check the XP floor pays every strong answer and no weak one.
 * Evaluation data only: never shipped.
 */
import type { InterviewType } from '../packages/engine/src/index';

export const PAIRS: [InterviewType, string, string, string][] = [
  [
    'behavioral',
    'Tell me about a time you disagreed with a teammate on how to do something.',
    'Last spring my teammate and I disagreed on whether to rewrite our billing export or patch it. I was responsible for the export, so I had to decide within a week. I wrote a one-page comparison with the defects of the last six months, asked him to add his numbers, and we timed a prototype of each. The patch fixed 9 of 11 defects in two days, so I chose it and put the rewrite on the roadmap. Exports stopped failing, support tickets fell by 60%, and he later told me the written comparison made it easy to agree.',
    'We disagreed sometimes but we always talked it out. I think communication is really important and we found a solution together in the end.',
  ],
  [
    'behavioral',
    'Describe a project that failed or fell short.',
    'In 2022 I led the launch of a self-service refund page that missed its target. The goal was to cut refund calls by 30% in a quarter. I shipped the page but skipped user testing to hit the date, and calls dropped only 8%. I then ran five user interviews, found the button was buried under the order history, moved it and rewrote the copy. Within six weeks calls were down 34%, and I now test with five users before every launch.',
    'A project failed once because the requirements kept changing. It was not really anyone’s fault. We learned a lot from it.',
  ],
  [
    'behavioral',
    'Tell me about a deadline you were about to miss.',
    'At my last job I owned the data migration for a client going live on 1 March. Two weeks before, I found 40,000 records with broken addresses. I told my manager the same day, proposed moving the cleanup of low-risk records after go-live, and wrote a script that fixed the 12,000 critical ones automatically. I checked a sample of 500 by hand. We went live on time with zero failed orders, and the rest were cleaned within ten days.',
    'Um, I basically worked late and, like, got it done. It was stressful but it was fine.',
  ],
  [
    'behavioral',
    'Tell me about a time you helped a colleague who was stuck.',
    'A new analyst on my team had spent two days on a report that would not reconcile. I sat with her for an hour, and I showed her how to compare totals step by step from the raw table. We found a join that duplicated 3% of rows. I then wrote a short checklist for reconciling reports and added it to our wiki. She finished the report that afternoon and the checklist has since been used on 20 reports.',
    'I like helping people. When someone is stuck I try to help them out and we usually figure it out.',
  ],
  [
    'leadership',
    'Tell me about a time you had to give difficult feedback to someone on your team.',
    'In my previous role one of my engineers kept missing code review deadlines, which blocked three people. My task was to fix it without losing him. I met him privately, described two specific delays and their effect, and asked what was getting in the way. He was overloaded by on-call work, so I moved him off the rotation for a month and we agreed on a 24-hour review target. His reviews were on time for the next quarter and the team’s cycle time fell from five days to three.',
    'I would just be honest with them and tell them what they need to improve. Feedback is a gift.',
  ],
  [
    'leadership',
    'Describe a time you led a team through a change they did not want.',
    'When our company moved support to a new ticketing tool in 2021, my team of eight was against it. I was asked to complete the switch in six weeks. I ran a pilot with the two most sceptical agents, collected their complaints, and got the vendor to fix the three worst issues. I then trained the rest in pairs and kept the old tool read-only for a month. We switched on time, first-response time improved by 25%, and the sceptics became the trainers for the next team.',
    'We had a change once and people did not like it. We had meetings and eventually everyone accepted it.',
  ],
  [
    'leadership',
    'How have you grown someone into a leader?',
    'A senior engineer on my team wanted to lead but had never run a project. I gave her ownership of our search upgrade, a three-month project with four people. I met her weekly, let her run the planning, and stepped in only once when a dependency slipped. I also had her present the results to the directors. The upgrade shipped a week early, search latency dropped by 45%, and she was promoted to team lead the next cycle.',
    'I mentor people a lot. I think leadership is about setting an example and being there for people.',
  ],
  [
    'technical',
    'Walk me through how you would track down a problem in production that involves Kafka.',
    'First I would check the consumer lag per partition in our dashboards to see whether the problem is ingestion or processing. If one partition lags, I would look for a hot key or a stuck consumer, and then I would read that consumer’s logs and the broker metrics for rebalances. In a case last year I found a consumer that rebalanced every 40 seconds because processing exceeded max.poll.interval; I moved the slow call to a separate thread pool, and lag went from 2 million messages to zero within an hour.',
    'I would look at the logs and see what is wrong. Kafka can be tricky, so I would probably ask someone.',
  ],
  [
    'technical',
    'How do you test and monitor work that is built on PostgreSQL?',
    'I test schema changes against a copy of production data in CI, so a migration that locks a big table fails before it ships. I then track query latency per endpoint with pg_stat_statements and alert when the p95 doubles. At my last job I added a check that fails the build when a new query does a sequential scan on a table over one million rows; it caught 6 slow queries in the first month and our p95 stayed under 80 ms.',
    'I write tests and check that things work. Monitoring is important for databases.',
  ],
  [
    'technical',
    'What mistakes have you seen people make with Kubernetes, and how do you avoid them?',
    'The most common one I have seen is missing resource requests, so the scheduler packs pods onto a node until it runs out of memory. I set requests from real usage, measured over a week, and limits a bit above them. The second is liveness probes that check dependencies, which restarts healthy pods when the database is slow; I keep liveness simple and use readiness for dependencies. After I applied both on our cluster, unplanned restarts fell from about 30 a week to 2.',
    'People make lots of mistakes with Kubernetes because it is complicated. You have to be careful.',
  ],
  [
    'system-design',
    'Design a rate limiter that protects an API from a single noisy client.',
    'First I would clarify the limits: say 100 requests per minute per API key, across 10 app servers. I would use a token bucket per key stored in Redis, refilled on read with a Lua script so the check and the decrement are atomic. Then I would return 429 with a Retry-After header, and I would fail open if Redis is down, so an outage of the limiter never takes down the API. I would measure the share of 429s per key and alert when it passes 5%.',
    'I would use a rate limiter library. It would limit the requests so that the API is protected.',
  ],
  [
    'system-design',
    'Design a job queue that survives a worker crashing halfway through a job.',
    'The requirement is that every job runs at least once and a crash never loses one. I would store jobs in a table with a status, a lease expiry and an attempt count. A worker claims a job by setting the lease for 60 seconds with a conditional update, and it renews the lease while it works. If it crashes, the lease expires and another worker picks the job up, so I would make every job idempotent with a key. After five attempts the job goes to a dead-letter table and pages someone.',
    'You could use a queue and if a worker crashes another one takes over. It should be reliable.',
  ],
  [
    'case-study',
    'Customer complaints doubled after a product update. How do you find out what went wrong?',
    'First I would read a sample of 50 complaints and group them by theme, to see whether one change explains most of them. Then I would compare the complaint rate by app version and platform, since a rollout by version tells us whether the update is the cause. If 70% point at one feature, I would look at its metrics before and after, and talk to support. Last year this approach showed that a moved checkout button caused 80% of new complaints; rolling it back halved them in a week.',
    'I would ask the team what changed and then fix it. Maybe do a survey.',
  ],
  [
    'case-study',
    'A subscription service wants to raise its price by 15 per cent. How would you judge the risk?',
    'I would start with the data we have: churn at past price changes, and how price-sensitive each segment is. I would then estimate the break-even: with a 15% increase, revenue stays flat if churn rises by no more than about 13%. Next I would run the new price on 10% of new sign-ups for a month and compare conversion, and I would survey existing users in the segment most likely to leave. If conversion fell less than 5%, I would roll out with a grandfathering period.',
    'Raising prices is risky because people might leave. It depends on the market and the competition.',
  ],
  [
    'behavioral',
    'Tell me about a time you dealt with an unhappy customer.',
    'At my previous company a client with a 200,000 dollar contract threatened to leave after three late deliveries. I was asked to keep the account. I called them the same day, listened for an hour, and wrote down every delay with its cause. I then set up a weekly status email and a shared tracker, and moved their orders to our fastest warehouse. Over the next quarter every delivery was on time, and they renewed for two more years.',
    'The customer was angry so I apologised and tried to make them happy. In the end it was okay I think.',
  ],
  [
    'leadership',
    'Tell me about a time you had to align several stakeholders with different priorities.',
    'Last year sales, support and finance each wanted a different feature in our one release slot. My goal was a decision in two weeks without anyone escalating. I met each head separately, asked them to estimate the revenue or cost at stake, and put the numbers in one table. I then ran a 30-minute meeting where we ranked the options by that table. We chose the support feature, which saved an estimated 400 hours a month, and sales got the next slot with a committed date.',
    'I try to keep everyone happy and find a compromise. Stakeholder management is about communication.',
  ],
];
