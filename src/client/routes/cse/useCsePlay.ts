import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '../../components/Toaster';
import { errorCode, errorMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import type { CseRevealedView, CseView } from './types';

/** A problem that has just ended: what its last choice revealed, shown before the next problem or the result. */
export interface Ended {
  title: string;
  revealed: CseRevealedView[];
}

/** What the last choice revealed when it moved the problem to another section. */
export interface MovedOn {
  kind: 'ig' | 'dm';
  revealed: CseRevealedView[];
}

/**
 * The session as the server has it (cseSession, reload-safe) and the three things a learner does to it: choose,
 * end, and let the clock run out. Every answer replaces the cached session, so a reload shows the same thing.
 */
export function useCsePlay(sessionId: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const key = trpc.learner.cseSession.queryKey({ sessionId });
  const session = useQuery(trpc.learner.cseSession.queryOptions({ sessionId }, { staleTime: 0 }));
  const chooseM = useMutation(trpc.learner.cseChoose.mutationOptions());
  const endM = useMutation(trpc.learner.cseEnd.mutationOptions());
  const [ended, setEnded] = useState<Ended | null>(null);
  const [movedOn, setMovedOn] = useState<MovedOn | null>(null);

  // The list, the active exam and the history change when a session moves on or finishes.
  const refreshLists = () => {
    for (const k of [trpc.learner.cseActive.queryKey(), trpc.learner.cseHistory.queryKey(), trpc.learner.cseProblems.queryKey()])
      void queryClient.invalidateQueries({ queryKey: k });
  };

  async function refusal(err: unknown, title: string) {
    if (errorCode(err) === 'CONFLICT') {
      // Out of turn, already chosen, time up: the server's view is the truth; nothing committed is lost by reading it.
      await session.refetch();
      notify(title, errorMessage(err, 'The simulation moved on.'), 'warning');
      refreshLists();
    } else notify(title, errorMessage(err, 'Check your connection and try again: nothing you revealed is lost.'), 'error');
  }

  async function choose(before: CseView, sectionId: string, optionIds: string[], done: boolean): Promise<boolean> {
    try {
      const next = await chooseM.mutateAsync({ sessionId, sectionId, optionIds, done });
      queryClient.setQueryData(key, next);
      const revealed = next.revealed ?? [];
      const problemEnded = next.status === 'finished' || next.position !== before.position || !next.problem?.current;
      if (problemEnded) {
        setEnded({ title: before.problem?.title ?? '', revealed });
        setMovedOn(null);
        refreshLists();
      } else setMovedOn(next.problem?.current?.id === sectionId ? null : { kind: before.problem?.current?.kind ?? 'ig', revealed });
      return true;
    } catch (err) {
      await refusal(err, 'Your choice was not taken');
      return false;
    }
  }

  async function end(): Promise<boolean> {
    try {
      queryClient.setQueryData(key, await endM.mutateAsync({ sessionId }));
      setEnded(null);
      refreshLists();
      return true;
    } catch (err) {
      await refusal(err, 'Could not end the simulation');
      return false;
    }
  }

  /** The clock ran out: reading the session makes the server finish it. */
  async function timeUp() {
    await session.refetch();
    setEnded(null);
    notify('Time is up', 'The simulation has ended: what you did is scored.', 'warning');
    refreshLists();
  }

  /** Leaves the "Problem complete" note: the next problem (or the result) is already in the cached session. */
  async function goOn() {
    setEnded(null);
    const current = queryClient.getQueryData(key);
    if (current?.status === 'active' && !current.problem?.current) await session.refetch();
  }

  return { session, choose, end, timeUp, goOn, ended, movedOn, choosing: chooseM.isPending, ending: endM.isPending };
}
