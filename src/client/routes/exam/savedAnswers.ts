/** An exam's answers and flags survive a reload in this browser, keyed by the exam session. */
export interface SavedState {
  answers: (string | null)[];
  flags: number[];
  index: number;
  /** Milliseconds spent on each item so far (pacing), kept across a reload. */
  spent?: number[];
}

const key = (id: string) => `respira_exam_${id}`;

export function loadSaved(id: string, size: number): SavedState {
  try {
    const raw = localStorage.getItem(key(id));
    if (raw) {
      const s = JSON.parse(raw) as SavedState;
      if (Array.isArray(s.answers) && s.answers.length === size)
        return {
          answers: s.answers,
          flags: s.flags ?? [],
          index: Math.min(s.index ?? 0, size - 1),
          spent: Array.isArray(s.spent) && s.spent.length === size ? s.spent : undefined,
        };
    }
  } catch {
    /* unreadable: start clean */
  }
  return { answers: Array<string | null>(size).fill(null), flags: [], index: 0 };
}

export function storeSaved(id: string, s: SavedState): void {
  try {
    localStorage.setItem(key(id), JSON.stringify(s));
  } catch {
    /* storage full or blocked: the exam still works in memory */
  }
}

export function clearSaved(id: string): void {
  try {
    localStorage.removeItem(key(id));
  } catch {
    /* nothing to clear */
  }
}
