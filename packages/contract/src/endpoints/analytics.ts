import {
  analyticsSchema,
  joinLeaderboardSchema,
  leaderboardMembershipSchema,
  leaderboardSchema,
} from '../analytics';
import { E, endpoint } from './endpoint';

/** Personal analytics and the leaderboard. */
export const analyticsEndpoints = {
  'analytics.get': endpoint('analytics.get', {
    tags: ['analytics'],
    summary:
      "The signed-in user's analytics from their own activity: stats, this week and month, ATS history, streak, company targets, recommendations and recent activity",
    response: { 200: analyticsSchema, 401: E },
  }),
  'leaderboard.get': endpoint('leaderboard.get', {
    tags: ['analytics'],
    summary:
      'Members who opted in, ranked by effort and improvement (never job outcomes); names are an alias or first name and last initial',
    response: { 200: leaderboardSchema, 401: E },
  }),
  'leaderboard.join': endpoint('leaderboard.join', {
    tags: ['analytics'],
    summary: 'Joins the leaderboard (opt-in), optionally under an alias; again to change the alias',
    body: joinLeaderboardSchema,
    response: { 200: leaderboardMembershipSchema, 400: E, 401: E },
  }),
  'leaderboard.leave': endpoint('leaderboard.leave', {
    tags: ['analytics'],
    summary: 'Leaves the leaderboard: the user is no longer listed or counted',
    response: { 200: leaderboardMembershipSchema, 401: E },
  }),
};
