/**
 * Nothing silently gone: the lines of the original whose words a tailored text no longer holds.
 * The resume reader places each line in a section; a line it could not place would vanish from a
 * reformatted resume, so a mode that loses one is not used.
 */
import type { ResumeProfile } from '../ats/profile';

const WORD = /[a-z0-9][a-z0-9+#.-]*[a-z0-9+#]|[a-z0-9]/g;

/** Lines of the original (three words or more, headings aside) of which fewer than half the words are left. */
export function lostLines(original: ResumeProfile, tailored: string): string[] {
  const have = new Set(tailored.toLowerCase().match(WORD) ?? []);
  const headings = new Set(original.parsed.sections.map((s) => s.line));
  const out: string[] = [];
  original.text.split('\n').forEach((line, i) => {
    if (headings.has(i)) return;
    const words = (line.toLowerCase().match(WORD) ?? []).filter((w) => w.length > 2);
    if (words.length < 3) return;
    let kept = 0;
    for (const w of words) if (have.has(w)) kept++;
    if (kept / words.length < 0.5) out.push(line.trim());
  });
  return out;
}
