import { noXpMessage, type AnswerAnalysisResponse } from '@careerforge/contract';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { outOf5 } from '../lib/state';

type Analysis = Omit<AnswerAnalysisResponse, 'reward'> & {
  reward?: AnswerAnalysisResponse['reward'];
};

const PARTS = [
  ['situation', 'Situation', 15],
  ['task', 'Task', 10],
  ['action', 'Action', 60],
  ['result', 'Result', 15],
] as const;

type Reward = NonNullable<Analysis['reward']>;

/** The XP the answer earned, why it earned none, and the bonuses and achievements with it. */
function RewardLine({ reward, score }: { reward: Reward; score: number }) {
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm" aria-live="polite">
      <Badge tone="brand">+{reward.xp + reward.improvementXp} XP</Badge>
      {score < reward.minScoreForXp && (
        <span className="text-slate-600 dark:text-slate-300" data-testid="no-xp-reason">
          {noXpMessage(reward.minScoreForXp)} Add what you did yourself and a result with a number
          to earn it.
        </span>
      )}
      {reward.improvementXp > 0 && (
        <Badge tone="success">
          +{reward.improvementXp} for beating your{' '}
          {reward.improvementBasis === 'type' ? 'average' : 'best'} ({reward.previousBest})
        </Badge>
      )}
      {reward.underTimeLimit && <Badge tone="info">In time</Badge>}
      <Badge tone="neutral">Level {reward.level}</Badge>
      {reward.newAchievements.map((a) => (
        <Badge key={a} tone="warning">
          Unlocked: {a}
        </Badge>
      ))}
    </p>
  );
}

/** Each STAR part with its weight, its score as a bar, and what it did. */
function StarParts({ star }: { star: Analysis['star'] }) {
  return (
    <div>
      <h4 className="mb-2 font-semibold">STAR structure</h4>
      <ul className="grid gap-3 sm:grid-cols-2">
        {PARTS.map(([key, label, weight]) => {
          const part = star[key];
          return (
            <li key={key} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
              <div className="flex items-center justify-between text-sm">
                <span className="font-medium">
                  {label} <span className="text-slate-500 dark:text-slate-400">({weight}%)</span>
                </span>
                <span className={part.present ? 'font-semibold' : 'text-slate-500'}>
                  {part.present ? `${part.score}/100` : 'Missing'}
                </span>
              </div>
              <div
                className="mt-2 h-1.5 rounded-full bg-slate-200 dark:bg-slate-700"
                role="presentation"
              >
                <div
                  className="h-1.5 rounded-full bg-brand-600"
                  style={{ width: `${part.score}%` }}
                />
              </div>
              <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{part.feedback}</p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** A short titled list of tips, left out when there are none. */
function TipList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h4 className="mb-1 font-semibold">{title}</h4>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        {items.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ul>
    </div>
  );
}

/** What the answer's text shows: length, pace, fillers, numbers, job terms, repeats, I and we. */
function Insights({ insights }: { insights: Analysis['insights'] }) {
  return (
    <div>
      <h4 className="mb-2 font-semibold">Insights</h4>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Length</dt>
          <dd>
            {insights.wordCount} words, {insights.sentenceCount} sentences
          </dd>
        </div>
        {insights.wordsPerMinute !== undefined && (
          <div>
            <dt className="text-slate-600 dark:text-slate-400">Pace</dt>
            <dd>
              {insights.wordsPerMinute} words per minute over {insights.talkTimeSeconds}s
            </dd>
          </div>
        )}
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Filler words</dt>
          <dd>
            {insights.fillerCount
              ? insights.fillerWords.map((f) => `"${f.word}" ${f.count}x`).join(', ')
              : 'None'}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Numbers you gave</dt>
          <dd>{insights.numbers.length ? insights.numbers.join(', ') : 'None'}</dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Job terms you used</dt>
          <dd>{insights.jobTermsUsed.length ? insights.jobTermsUsed.join(', ') : 'None'}</dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">Most repeated words</dt>
          <dd>
            {insights.repeatedWords.length
              ? insights.repeatedWords.map((w) => `${w.word} (${w.count})`).join(', ')
              : 'None'}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">
            &ldquo;I&rdquo; vs &ldquo;we&rdquo;
          </dt>
          <dd>
            {insights.iStatements} actions with &ldquo;I&rdquo;, {insights.weStatements} with
            &ldquo;we&rdquo;
          </dd>
        </div>
      </dl>
      {insights.talkingPoints.length > 0 && (
        <>
          <h5 className="mt-3 text-sm font-medium">Talking points covered</h5>
          <ul className="list-disc pl-5 text-sm text-slate-700 dark:text-slate-300">
            {insights.talkingPoints.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** The feedback for the current question: score (out of 5 and of 100, one number), STAR parts quoted, insights. */
export function FeedbackPanel({ analysis }: { analysis: Analysis }) {
  const { insights, reward } = analysis;
  // The STAR cards already say what each part did well.
  const partWords = new Set(Object.values(analysis.star).map((p) => p.feedback));
  const strengths = analysis.strengths.filter((s) => !partWords.has(s));
  return (
    <Card className="grid gap-5" aria-labelledby="feedback-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h3 id="feedback-heading" className="text-lg font-semibold">
          Feedback
        </h3>
        <p className="text-2xl font-bold" data-testid="answer-score">
          {outOf5(analysis.score)}/5{' '}
          <span className="text-base font-medium text-slate-600 dark:text-slate-300">
            ({analysis.score}/100)
          </span>
        </p>
      </div>
      {reward && <RewardLine reward={reward} score={analysis.score} />}
      <p>{analysis.feedback}</p>

      <StarParts star={analysis.star} />

      <TipList title="What worked" items={strengths} />
      <TipList title="Suggestions" items={analysis.suggestions} />

      <Insights insights={insights} />
      <p className="text-xs text-slate-500 dark:text-slate-400">
        Scored by a STAR rubric (Situation 15%, Task 10%, Action 60%, Result 15%), weighed by
        relevance to the question, length and filler words. The same answer always gets the same
        score;{' '}
        {analysis.provider === 'local'
          ? 'the feedback is written by the built-in engine'
          : 'the feedback words are written by an AI model, the score by the rubric'}
        .
      </p>
    </Card>
  );
}
