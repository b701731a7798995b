import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import type { MarkRange, TextRange } from '../../lib/text-ranges';
import { Card } from './card';
import { revealMark } from './highlight-textarea';
import type { MarkState } from './mark-button';

/** A sentence beside a text that rests on a source, and where it stands in the text now. */
interface Claim {
  sentence: string;
  /** null once edited away */
  range: TextRange | null;
}

/** The claims beside a text, the one marked in it, and the hover and pin that change it. */
export interface ClaimMarks<C extends Claim> {
  claims: C[];
  /** the claim pointed at, else the one pinned */
  active: number | null;
  pinned: number | null;
  setHovered: (i: number | null) => void;
  setPinned: (i: number | null) => void;
}

/**
 * Which claim is marked in the text: the one pointed at, else the one pinned by a click. A claim
 * pinned is brought into view in `textBox` (on a phone the text is above the list).
 */
export function useClaimMarks<C extends Claim>(claims: C[]) {
  const [hovered, setHovered] = useState<number | null>(null);
  const [pinned, setPinned] = useState<number | null>(null);
  const textBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (pinned != null) revealMark(textBox.current, 'active');
  }, [pinned]);
  const active = hovered ?? pinned;
  const activeRange = active != null ? claims[active]?.range : null;
  const activeMark: MarkRange | null = activeRange ? { ...activeRange, kind: 'active' } : null;
  return { claims, active, pinned, setHovered, setPinned, textBox, activeMark };
}

/**
 * Beside a text: each sentence that rests on a source, as a list of mark buttons (see
 * MarkButton), with a spoken note of the one marked in the text for those who cannot see it.
 */
export function SourcesPanel<C extends Claim>({
  id,
  icon: Icon,
  title,
  action,
  intro,
  where,
  marks: { claims, active, pinned, setHovered, setPinned },
  renderClaim,
  empty,
  gap,
  children,
}: {
  /** the heading's id, which names the section */
  id: string;
  icon: LucideIcon;
  title: string;
  /** beside the heading: a switch that acts on every mark */
  action?: ReactNode;
  intro: ReactNode;
  /** what the marks stand in, in the spoken note: "letter", "text" */
  where: string;
  marks: ClaimMarks<C>;
  /** one claim's button; `mark.marked` is whether it is the one marked */
  renderClaim: (claim: C, mark: MarkState) => ReactNode;
  /** in place of the list when no sentence has a source */
  empty?: ReactNode;
  gap: 'gap-3' | 'gap-4';
  /** under the list */
  children?: ReactNode;
}) {
  const current = active != null ? claims[active] : undefined;
  const heading = (
    <h2 id={id} className="flex items-center gap-2 text-base font-semibold">
      <Icon className="h-5 w-5 text-brand-700 dark:text-brand-100" aria-hidden />
      {title}
    </h2>
  );
  return (
    <Card as="section" padding="md" aria-labelledby={id} className={`grid content-start ${gap}`}>
      {action === undefined ? (
        heading
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          {heading}
          {action}
        </div>
      )}
      <p className="text-sm text-slate-600 dark:text-slate-300">{intro}</p>
      <p className="sr-only" aria-live="polite">
        {current
          ? current.range
            ? `Marked in the ${where}: ${current.sentence}`
            : `No longer in the ${where}: ${current.sentence}`
          : ''}
      </p>
      {claims.length > 0 ? (
        <ol className="-mr-2 grid gap-2 overflow-y-auto pr-2 lg:max-h-[36rem]">
          {claims.map((claim, i) => (
            <li key={i}>
              {renderClaim(claim, {
                marked: active === i,
                pinned: pinned === i,
                onHover: (on) => setHovered(on ? i : null),
                onTogglePin: () => setPinned(pinned === i ? null : i),
              })}
            </li>
          ))}
        </ol>
      ) : (
        empty
      )}
      {children}
    </Card>
  );
}
