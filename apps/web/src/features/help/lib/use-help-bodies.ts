import { useEffect, useState } from 'react';

type Bodies = Readonly<Record<string, string>>;

let loading: Promise<Bodies> | undefined;

/** The articles' bodies, one request for the page's life (asked again only after a failure). */
function load(): Promise<Bodies> {
  loading ??= import('../content/help-articles').then(
    (m) => m.helpArticleBodies,
    () => {
      loading = undefined;
      return {};
    },
  );
  return loading;
}

/**
 * The help articles' bodies by slug, for the help center's search: loaded the first time
 * `wanted` is true (the visitor is about to search), so the page's first load carries only the
 * titles and summaries it shows. Empty until they arrive; the search then reads titles alone.
 */
export function useHelpBodies(wanted: boolean): Bodies {
  const [bodies, setBodies] = useState<Bodies>({});
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void load().then((b) => {
      if (live) setBodies(b);
    });
    return () => {
      live = false;
    };
  }, [wanted]);
  return bodies;
}
