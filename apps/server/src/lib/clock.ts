/** The time now. Services take a clock so tests can fix "now". */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
