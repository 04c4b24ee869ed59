import { useOfflineState } from './status';

/** The header's connection line: "Offline" and how many finished attempts wait to sync. */
export function OfflineIndicator() {
  const { online, waiting, syncing, user } = useOfflineState();
  const pending = user ? waiting : 0;
  return (
    <div className="net-status" role="status" aria-live="polite" data-testid="net-status">
      {!online && (
        <span className="net-status__offline" data-testid="offline-badge">
          Offline
        </span>
      )}
      {pending > 0 && (
        <span className="net-status__waiting" data-testid="sync-waiting">
          {syncing && online ? 'Syncing…' : `${pending} waiting to sync`}
        </span>
      )}
    </div>
  );
}
