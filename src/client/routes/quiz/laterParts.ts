import { useCallback, useEffect, useState } from 'react';

/** Named one by one so that a reader (and the dead-code check) sees which of later.ts's exports the screen uses. */
const importLater = () =>
  import('./later').then(({ CaseRunner, CaseSetList, QuizResults, QuizRunner, localQuiz, refreshCounts, syncOutbox }) => ({
    CaseRunner,
    CaseSetList,
    QuizResults,
    QuizRunner,
    localQuiz,
    refreshCounts,
    syncOutbox,
  }));
type LaterParts = Awaited<ReturnType<typeof importLater>>;

let parts: Promise<LaterParts> | undefined;

/**
 * The quiz's later phases (runner, results, case sets) in a chunk of their own, so that the screen's first load
 * carries only the topic picker. One request however often it is asked for; a failed one is tried again.
 */
function loadLaterParts(): Promise<LaterParts> {
  parts ??= importLater().catch((err: unknown) => {
    parts = undefined;
    throw err;
  });
  return parts;
}

/**
 * The later parts once they are here (null before) and `need`, which resolves with them. They are fetched as soon
 * as the picker is on screen, so they are in place before the learner has chosen. The screen leaves the picker only
 * through `need` (QuizPage.tsx): React.lazy is not used because its Suspense fallback would hold each newly shown
 * phase back for a moment.
 */
export function useLaterParts() {
  const [later, setLater] = useState<LaterParts | null>(null);
  const need = useCallback(
    () =>
      loadLaterParts().then((m) => {
        setLater(m);
        return m;
      }),
    [],
  );
  useEffect(() => {
    // Not here yet (offline, say): the choice that needs them asks again.
    need().catch(() => undefined);
  }, [need]);
  return { later, need };
}
