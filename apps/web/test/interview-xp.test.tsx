import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { INTERVIEW_CONSTANTS, type AnswerAnalysisResponse } from '@careerforge/contract';
import { FeedbackPanel } from '../src/features/interview-arena/components/feedback-panel';

const part = (present: boolean, score: number) => ({
  present,
  score,
  excerpt: present ? 'we fixed it' : '',
  feedback: present ? 'You set the scene.' : 'Open with the situation.',
});

const analysis = (score: number, xp: number): AnswerAnalysisResponse => ({
  score,
  overall_score: score,
  scoreOutOf5: Math.round(score / 2) / 10,
  feedback: 'A start, but key parts are thin.',
  suggestions: [],
  strengths: [],
  star: {
    situation: part(true, 60),
    task: part(false, 0),
    action: part(true, 30),
    result: part(false, 0),
  },
  factors: { structure: 20, relevance: 50, specifics: 0, delivery: 45 },
  insights: {
    wordCount: 14,
    sentenceCount: 2,
    fillerWords: [],
    fillerCount: 0,
    numbers: [],
    jobTermsUsed: [],
    jobTermsMissed: [],
    repeatedWords: [],
    talkingPoints: [],
    iStatements: 0,
    weStatements: 1,
  },
  provider: 'local',
  reward: {
    xp,
    improvementXp: 0,
    previousBest: null,
    improvementBasis: null,
    multiplier: 1,
    minScoreForXp: INTERVIEW_CONSTANTS.minScoreForXp,
    underTimeLimit: false,
    elapsedSeconds: 30,
    totalXP: xp,
    level: 1,
    newAchievements: [],
  },
});

describe('XP for an answer', () => {
  it('says why a vague answer earned no XP', () => {
    render(<FeedbackPanel analysis={analysis(18, 0)} />);
    expect(screen.getByText('+0 XP')).toBeInTheDocument();
    expect(screen.getByTestId('no-xp-reason')).toHaveTextContent(
      `Answers scoring under ${INTERVIEW_CONSTANTS.minScoreForXp} earn no XP.`,
    );
  });

  it('says nothing of the kind for an answer over the floor', () => {
    render(<FeedbackPanel analysis={analysis(72, 24)} />);
    expect(screen.getByText('+24 XP')).toBeInTheDocument();
    expect(screen.queryByTestId('no-xp-reason')).not.toBeInTheDocument();
  });
});
