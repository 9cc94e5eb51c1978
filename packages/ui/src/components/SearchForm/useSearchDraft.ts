import { useEffect, useState, type ChangeEvent, type KeyboardEvent } from 'react';

/** Typing waits this long after the last key before it becomes a search (one request). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A search box's text while someone types, to spread on its TextField: it becomes
 * `onSearch(text)` after a pause of SEARCH_DEBOUNCE_MS, or at once on Enter, and it follows `q`
 * when the URL changes under it (back button, a link, a clear button).
 */
export function useSearchDraft(q: string, onSearch: (q: string) => void) {
  const [draft, setDraft] = useState(q);
  const [shownQ, setShownQ] = useState(q);
  if (shownQ !== q) {
    setShownQ(q);
    setDraft(q);
  }

  useEffect(() => {
    if (draft.trim() === q) return undefined;
    const timer = window.setTimeout(() => onSearch(draft.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, q, onSearch]);

  return {
    value: draft,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setDraft(event.target.value),
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'Enter' && draft.trim() !== q) onSearch(draft.trim());
    },
  };
}
