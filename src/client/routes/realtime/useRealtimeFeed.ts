import { useQuery } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import { useCallback, useEffect, useState } from 'react';
import type { RouterOutput } from '../../lib/types';
import { useTRPC } from '../../lib/trpc';

export type Snapshot = RouterOutput['admin']['realtime'];
export type FeedState = 'connecting' | 'live' | 'reconnecting';

/** The server pushes only when something happens; on a quiet platform this re-reads the snapshot so
 * people and counts still leave their time windows. */
const QUIET_REFRESH_MS = 30_000;
const RETRY_MS = 5_000;

/**
 * The live admin view: a snapshot over server-sent events (`admin.realtimeFeed`) on connect and after
 * every sign-in, quiz start or completion. The newest snapshot wins, whichever way it came.
 */
export function useRealtimeFeed() {
  const trpc = useTRPC();
  const [snapshot, setSnapshot] = useState<Snapshot | null>(null);
  const accept = useCallback((next: Snapshot) => {
    setSnapshot((prev) => (!prev || new Date(next.at).getTime() >= new Date(prev.at).getTime() ? next : prev));
  }, []);

  const sub = useSubscription(trpc.admin.realtimeFeed.subscriptionOptions(undefined, { onData: accept }));
  const refresh = useQuery({ ...trpc.admin.realtime.queryOptions(), refetchInterval: QUIET_REFRESH_MS, enabled: snapshot !== null });
  useEffect(() => {
    if (refresh.data) accept(refresh.data);
  }, [refresh.data, accept]);

  // The link retries dropped connections itself; after an error it gave up on, start over after a pause.
  const { status, reset } = sub;
  useEffect(() => {
    if (status !== 'error') return;
    const timer = setTimeout(reset, RETRY_MS);
    return () => clearTimeout(timer);
  }, [status, reset]);

  const state: FeedState =
    status === 'pending'
      ? 'live'
      : status === 'error' || (status === 'connecting' && (sub.error || snapshot))
        ? 'reconnecting'
        : 'connecting';
  return { snapshot, state, error: sub.error };
}
