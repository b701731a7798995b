/** A set of words written as one string, a space between two words: `wordSet('a an the')`. */
export const wordSet = (words: string): Set<string> => new Set(words.split(' '));
