import { useCallback, useMemo, useState } from 'react';

/** Flags kept on the learner's account (the topic quiz); the free preview quiz keeps its flags in the page only. */
export interface FlagStore {
  /** Questions already flagged when the quiz is shown (may arrive after the first question). */
  initial: readonly number[];
  /** Stores one flag; a rejection undoes the toggle on screen. */
  save: (questionId: number, flagged: boolean) => Promise<unknown>;
}

/**
 * "Flag for review" toggles over the flags already stored: the learner's own toggle wins, shown at once and undone
 * if the store refuses it. Without a store (the free preview quiz) the flags live on the page only.
 */
export function useFlagToggles(store?: FlagStore) {
  const [toggled, setToggled] = useState<ReadonlyMap<number, boolean>>(() => new Map());
  const initial = store?.initial;
  const stored = useMemo(() => new Set(initial ?? []), [initial]);
  const isFlagged = useCallback((id: number) => toggled.get(id) ?? stored.has(id), [toggled, stored]);
  const save = store?.save;
  const toggle = useCallback(
    (id: number) => {
      const on = !isFlagged(id);
      const set = (value: boolean) => setToggled((t) => new Map(t).set(id, value));
      set(on);
      save?.(id, on).catch(() => set(!on));
    },
    [isFlagged, save],
  );
  return { isFlagged, toggle };
}
