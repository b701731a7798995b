/** The salary negotiator: BLS wage percentiles for the user's occupation and state, and a script. */
export { SalaryNegotiatorView } from './components/salary-view';
