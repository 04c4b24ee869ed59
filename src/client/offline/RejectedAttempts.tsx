import { getOfflineState, setOfflineState, useOfflineState } from './status';

async function dismiss(clientId: string) {
  setOfflineState({ rejected: getOfflineState().rejected.filter((r) => r.clientId !== clientId) });
  try {
    await (await import('./db')).dismissRejected(clientId);
  } catch {
    /* storage gone: nothing left to dismiss */
  }
}

/** Attempts taken offline that the server refused at sync, each with its reason, until dismissed. */
export function RejectedAttempts() {
  const { rejected, user } = useOfflineState();
  if (!user || rejected.length === 0) return null;
  return (
    <section className="sync-rejected" aria-labelledby="sync-rejected-title" data-testid="sync-rejected">
      <h2 id="sync-rejected-title" className="sync-rejected__title">
        {rejected.length === 1 ? 'A quiz taken offline was not saved' : `${rejected.length} quizzes taken offline were not saved`}
      </h2>
      <ul className="sync-rejected__list">
        {rejected.map((r) => (
          <li key={r.clientId} className="sync-rejected__item">
            <p>
              <strong>{r.title}</strong>, finished {new Date(r.queuedAt).toLocaleString()}: {r.reason}
            </p>
            <button type="button" className="btn btn-outline btn-sm" onClick={() => void dismiss(r.clientId)}>
              Dismiss
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
