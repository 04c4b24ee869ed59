import { useState } from 'react';
import { useOfflineState } from './status';

/** Non-blocking notice when a new version of the app waits; Reload activates it. */
export function UpdatePrompt() {
  const { applyUpdate } = useOfflineState();
  const [later, setLater] = useState(false);
  if (!applyUpdate || later) return null;
  return (
    <div className="update-prompt" role="status" aria-live="polite" data-testid="update-prompt">
      <p className="update-prompt__text">
        <strong>New version available</strong> Reload to use the latest Respira.
      </p>
      <div className="update-prompt__actions">
        <button type="button" className="btn btn-primary btn-sm" onClick={applyUpdate}>
          Reload
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => setLater(true)}>
          Later
        </button>
      </div>
    </div>
  );
}
