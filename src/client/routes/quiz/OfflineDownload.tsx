import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { notify } from '../../components/Toaster';
import { errorMessage } from '../../lib/errors';
import { listDownloaded, removeDownloaded } from '../../offline/db';
import { downloadTopic, refreshDownloaded, sizeLabel } from '../../offline/downloads';
import { refreshReviewAhead } from '../../offline/review';
import type { DownloadedTopic, TopicSummary } from '../../offline/types';

/** Downloaded topics are brought up to date when the picker opens online, at most this often. */
const REFRESH_AFTER_MS = 10 * 60 * 1000;

export interface Downloads {
  ready: boolean;
  list: DownloadedTopic[];
  byId: Map<number, DownloadedTopic>;
  busy: number[];
  download: (topic: TopicSummary) => Promise<void>;
  remove: (topicId: number) => Promise<void>;
}

/** The topics this learner downloaded on this device, refreshed from the server when online. */
export function useDownloads(userId: number, topics: TopicSummary[] | undefined): Downloads {
  const [list, setList] = useState<DownloadedTopic[]>([]);
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState<number[]>([]);

  useEffect(() => {
    let live = true;
    listDownloaded(userId)
      .then((l) => live && setList(l))
      .catch(() => undefined)
      .finally(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [userId]);

  useEffect(() => {
    if (!topics || !navigator.onLine) return;
    let live = true;
    refreshDownloaded(userId, topics, REFRESH_AFTER_MS)
      .then((l) => live && setList(l))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [userId, topics]);

  const download = useCallback(
    async (topic: TopicSummary) => {
      setBusy((b) => [...b, topic.id]);
      try {
        const saved = await downloadTopic(userId, topic);
        setList((l) => [...l.filter((d) => d.topicId !== topic.id), saved]);
        // The topic's review cards due in the next days come with it, for offline review.
        void refreshReviewAhead(userId).catch(() => undefined);
      } catch (err) {
        notify('Download failed', errorMessage(err, 'Please check your internet connection and try again.'), 'error');
      } finally {
        setBusy((b) => b.filter((id) => id !== topic.id));
      }
    },
    [userId],
  );

  const remove = useCallback(async (topicId: number) => {
    await removeDownloaded(topicId).catch(() => undefined);
    setList((l) => l.filter((d) => d.topicId !== topicId));
  }, []);

  const byId = useMemo(() => new Map(list.map((d) => [d.topicId, d])), [list]);
  return { ready, list, byId, busy, download, remove };
}

/** "Download for offline" on a topic card, then its size and done state with Remove. */
export function OfflineDownload({ topic, downloads, online }: { topic: TopicSummary; downloads: Downloads; online: boolean }) {
  const saved = downloads.byId.get(topic.id);
  const busy = downloads.busy.includes(topic.id);
  if (saved) {
    return (
      <Flex
        align="center"
        justify="space-between"
        gap="2"
        wrap="wrap"
        fontSize="sm"
        borderTopWidth="1px"
        pt="3"
        data-testid={`offline-ready-${topic.id}`}
      >
        <Box>
          <Text color="green.700" fontWeight="semibold">
            Available offline ✓
          </Text>
          <Text color="fg.muted">
            {saved.questions.length} questions, {sizeLabel(saved.bytes)}
          </Text>
        </Box>
        <Button size="xs" variant="outline" onClick={() => void downloads.remove(topic.id)}>
          Remove
        </Button>
      </Flex>
    );
  }
  return (
    <Box borderTopWidth="1px" pt="3">
      <Button
        size="sm"
        variant="subtle"
        loading={busy}
        loadingText="Downloading…"
        disabled={!online || busy || topic.questionCount === 0}
        onClick={() => void downloads.download(topic)}
      >
        Download for offline
      </Button>
    </Box>
  );
}
