/** A card shows this many tags, then "+N more". */
export const MAX_VISIBLE_TAGS = 3;
/** The server's limits on tags. */
export const MAX_TAGS = 30;
export const MAX_TAG_LENGTH = 50;

/** The tags a card shows and how many it hides behind "+N more". */
export function visibleTags(
  tags: string[],
  expanded = false,
  max = MAX_VISIBLE_TAGS,
): { shown: string[]; hidden: number } {
  if (expanded || tags.length <= max) return { shown: tags, hidden: 0 };
  return { shown: tags.slice(0, max), hidden: tags.length - max };
}

export const moreTagsLabel = (hidden: number) => `+${hidden} more`;

export type AddTagResult =
  { ok: true; tags: string[] } | { ok: false; reason: 'blank' | 'duplicate' | 'limit' };

/** A new tag must be non-blank after trimming; it is appended, once (ignoring case). */
export function addTag(tags: string[], raw: string): AddTagResult {
  const tag = raw.trim().slice(0, MAX_TAG_LENGTH);
  if (!tag) return { ok: false, reason: 'blank' };
  if (tags.some((t) => t.toLowerCase() === tag.toLowerCase()))
    return { ok: false, reason: 'duplicate' };
  if (tags.length >= MAX_TAGS) return { ok: false, reason: 'limit' };
  return { ok: true, tags: [...tags, tag] };
}

export const addTagMessages: Record<'duplicate' | 'limit', string> = {
  duplicate: 'That tag is already on this resume.',
  limit: `A resume can have at most ${MAX_TAGS} tags.`,
};

export const removeTag = (tags: string[], tag: string) => tags.filter((t) => t !== tag);
