/**
 * The occupation model: job titles as people type them matched to O*NET occupations, how
 * related two occupations are, and what they pay (BLS OEWS).
 */
export { matchOccupation, type OccupationMatch, type OccupationCandidate } from './match';
export { occupationByCode, similarOccupations, type Occupation } from './data';
export { occupationRelatedness } from './related';
export {
  wagesFor,
  stateFromLocation,
  type OccupationWages,
  type WagePercentiles,
  type StateWages,
} from './wages';
