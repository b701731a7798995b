import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';

const never = () => () => {};

/**
 * Renders its children only once the placeholder comes near the viewport, so the code and
 * data of content below the fold load when someone scrolls towards it, not on first paint.
 */
export function WhenVisible({
  children,
  minHeight,
  eager = false,
  rootMargin = '400px 0px',
}: {
  children: ReactNode;
  /** Height reserved until the content appears, so the page does not jump. */
  minHeight: number;
  eager?: boolean;
  rootMargin?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // The server and the hydrating browser both draw the placeholder (false), so a prerendered
  // page hydrates without a mismatch; a browser render after that may show the content at once.
  const inBrowser = useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
  const [seen, setSeen] = useState(false);
  const visible = seen || (inBrowser && (eager || typeof IntersectionObserver === 'undefined'));
  useEffect(() => {
    if (visible || !ref.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setSeen(true);
      },
      { rootMargin },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [visible, rootMargin]);
  if (visible) return <>{children}</>;
  return <div ref={ref} style={{ minHeight }} aria-hidden="true" />;
}
