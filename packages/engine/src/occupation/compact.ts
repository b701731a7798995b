/**
 * Compact tables for the title index (title-index.ts). Tens of thousands of titles held as
 * strings, maps and small arrays cost tens of megabytes of heap; here a word is stored once
 * and numbered, and every list is a slice of one typed array, found through an open-addressing
 * hash table of typed arrays. Nothing here knows about occupations.
 */

/** A word -> value map over the vocabulary's numbered words. */
export interface WordLookup<T> {
  get(word: string): T | undefined;
  has(word: string): boolean;
  /** the words that have a value, in the order they were first seen */
  words(): string[];
}

/** Words numbered in the order they are first seen. */
export class Vocabulary {
  private readonly ids = new Map<string, number>();
  private readonly list: string[] = [];

  get size(): number {
    return this.list.length;
  }

  /** The word's number, numbering it if new. */
  add(word: string): number {
    let id = this.ids.get(word);
    if (id === undefined) {
      id = this.list.length;
      this.ids.set(word, id);
      this.list.push(word);
    }
    return id;
  }

  find(word: string): number | undefined {
    return this.ids.get(word);
  }

  word(id: number): string {
    return this.list[id]!;
  }

  /** A lookup whose value for a word is `valueOf(its number)` (undefined: no value). */
  lookup<T>(valueOf: (id: number) => T | undefined): WordLookup<T> {
    return {
      get: (word) => {
        const id = this.ids.get(word);
        return id === undefined ? undefined : valueOf(id);
      },
      has: (word) => {
        const id = this.ids.get(word);
        return id !== undefined && valueOf(id) !== undefined;
      },
      words: () => this.list.filter((_, id) => valueOf(id) !== undefined),
    };
  }
}

/** Lists of numbers as one array: list i is data[start[i]] .. data[start[i + 1] - 1]. */
export interface PackedLists {
  start: Int32Array;
  data: Int32Array;
}

export function packLists(lists: ReadonlyArray<readonly number[] | undefined>): PackedLists {
  const start = new Int32Array(lists.length + 1);
  lists.forEach((list, i) => (start[i + 1] = start[i]! + (list?.length ?? 0)));
  const data = new Int32Array(start[lists.length]!);
  lists.forEach((list, i) => data.set(list ?? [], start[i]!));
  return { start, data };
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** FNV-1a over a run of numbers. */
function hashRun(values: ArrayLike<number>, from: number, to: number): number {
  let h = FNV_OFFSET;
  for (let i = from; i < to; i++) h = Math.imul(h ^ values[i]!, FNV_PRIME);
  return Math.imul(h ^ (to - from), FNV_PRIME) >>> 0;
}

/** FNV-1a over a string's UTF-16 code units, leaving out the one at `skip` (-1: none). */
function hashSkipping(s: string, skip: number): number {
  let h = FNV_OFFSET;
  for (let i = 0; i < s.length; i++) if (i !== skip) h = Math.imul(h ^ s.charCodeAt(i), FNV_PRIME);
  return h >>> 0;
}

/** The power of two at or above n (at least 2). */
function tableSize(n: number): number {
  let size = 2;
  while (size < n) size *= 2;
  return size;
}

/**
 * Keys made of words (titles) -> entry numbers 0, 1, ... in the order first added, each entry
 * with its words and a list of candidates. A key is looked up as its words joined by single
 * spaces, the string the titles were stored as.
 */
export class KeyTable {
  constructor(
    private readonly vocabulary: Vocabulary,
    /** entry i's words (numbered) are wordIds[wordStart[i]] .. wordIds[wordStart[i + 1] - 1] */
    readonly wordStart: Int32Array,
    readonly wordIds: Int32Array,
    /** entry number + 1 at the slot its words hash to (or the next free one); 0: empty */
    private readonly slots: Int32Array,
    /** the candidates of entry i: cands[candStart[i]] .. cands[candStart[i + 1] - 1] */
    readonly candStart: Int32Array,
    readonly cands: Int32Array,
  ) {}

  get size(): number {
    return this.wordStart.length - 1;
  }

  /** The entry whose words, joined by single spaces, are `key`; undefined if none. */
  get(key: string): number | undefined {
    const parts = key.split(' ');
    const ids = new Int32Array(parts.length);
    for (let i = 0; i < parts.length; i++) {
      const id = this.vocabulary.find(parts[i]!);
      if (id === undefined) return undefined;
      ids[i] = id;
    }
    const mask = this.slots.length - 1;
    for (let at = hashRun(ids, 0, ids.length) & mask; ; at = (at + 1) & mask) {
      const slot = this.slots[at]!;
      if (slot === 0) return undefined;
      if (this.hasWords(slot - 1, ids)) return slot - 1;
    }
  }

  private hasWords(entry: number, ids: Int32Array): boolean {
    const from = this.wordStart[entry]!;
    if (this.wordStart[entry + 1]! - from !== ids.length) return false;
    for (let i = 0; i < ids.length; i++) if (this.wordIds[from + i] !== ids[i]) return false;
    return true;
  }

  /** The entry's words as numbers. */
  wordsOf(entry: number): Int32Array {
    return this.wordIds.subarray(this.wordStart[entry], this.wordStart[entry + 1]);
  }

  /** The entry's words joined by single spaces (its key). */
  text(entry: number): string {
    return Array.from(this.wordsOf(entry), (id) => this.vocabulary.word(id)).join(' ');
  }

  /** The entry's candidates. */
  candidates(entry: number): Int32Array {
    return this.cands.subarray(this.candStart[entry], this.candStart[entry + 1]);
  }
}

/** Adds keys one by one (a key seen again keeps its entry), then builds the KeyTable. */
export class KeyTableBuilder {
  private readonly entries = new Map<string, number>();
  private readonly wordStart: number[] = [0];
  private readonly wordIds: number[] = [];

  constructor(private readonly vocabulary: Vocabulary) {}

  get size(): number {
    return this.wordStart.length - 1;
  }

  /** The entry of these words, added if new (`key`: the words joined by single spaces). */
  add(words: readonly string[], key = words.join(' ')): number {
    let entry = this.entries.get(key);
    if (entry === undefined) {
      entry = this.size;
      this.entries.set(key, entry);
      for (const w of words) this.wordIds.push(this.vocabulary.add(w));
      this.wordStart.push(this.wordIds.length);
    }
    return entry;
  }

  build(candidates: PackedLists): KeyTable {
    const wordStart = Int32Array.from(this.wordStart);
    const wordIds = Int32Array.from(this.wordIds);
    const slots = new Int32Array(tableSize(this.size * 2));
    const mask = slots.length - 1;
    for (let entry = 0; entry < this.size; entry++) {
      let at = hashRun(wordIds, wordStart[entry]!, wordStart[entry + 1]!) & mask;
      while (slots[at] !== 0) at = (at + 1) & mask;
      slots[at] = entry + 1;
    }
    return new KeyTable(
      this.vocabulary,
      wordStart,
      wordIds,
      slots,
      candidates.start,
      candidates.data,
    );
  }
}

/** Whether `short` is `long` with one UTF-16 code unit left out. */
function isOneDeletion(long: string, short: string): boolean {
  if (long.length !== short.length + 1) return false;
  let i = 0;
  while (i < short.length && long.charCodeAt(i) === short.charCodeAt(i)) i++;
  for (let j = i; j < short.length; j++)
    if (long.charCodeAt(j + 1) !== short.charCodeAt(j)) return false;
  return true;
}

/**
 * The one-edit typo index: each word under itself and under each of its one-letter deletions
 * ("engineer" under "engineer", "ngineer", "egineer", ...). Instead of a map holding every
 * deletion as a string, a deletion's hash names a bucket of word numbers, and a lookup keeps
 * the words that really are the key or have it as a deletion.
 */
export class DeleteIndex {
  private readonly start: Int32Array;
  private readonly ids: Int32Array;
  private readonly mask: number;

  constructor(private readonly words: readonly string[]) {
    let keys = 0;
    for (const w of words) keys += w.length + 1;
    const buckets = tableSize(keys);
    this.mask = buckets - 1;
    // each word's keys: itself (skip -1) and each deletion (skip i)
    const eachKey = (visit: (bucket: number, id: number) => void) =>
      words.forEach((w, id) => {
        for (let skip = -1; skip < w.length; skip++) visit(hashSkipping(w, skip) & this.mask, id);
      });
    this.start = new Int32Array(buckets + 1);
    eachKey((bucket) => this.start[bucket + 1]!++);
    for (let b = 0; b < buckets; b++) this.start[b + 1]! += this.start[b]!;
    const fill = this.start.slice(0, buckets);
    this.ids = new Int32Array(keys);
    eachKey((bucket, id) => (this.ids[fill[bucket]!++] = id));
  }

  /** The words that are `key` or have it as a one-letter deletion. */
  get(key: string): string[] {
    const bucket = hashSkipping(key, -1) & this.mask;
    const out: string[] = [];
    for (let k = this.start[bucket]!; k < this.start[bucket + 1]!; k++) {
      const w = this.words[this.ids[k]!]!;
      if (w === key || isOneDeletion(w, key)) out.push(w);
    }
    return out;
  }
}
