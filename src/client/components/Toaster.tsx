import { useEffect, useState, useSyncExternalStore } from 'react';
import './toaster.css';

type ToastType = 'success' | 'error' | 'info' | 'warning';
interface Toast {
  id: number;
  title: string;
  description?: string;
  type: ToastType;
}

/** SPEC §8: each toast stays 5 s. */
const DURATION_MS = 5000;
const ICONS: Record<ToastType, string> = { success: '✓', error: '!', info: 'i', warning: '!' };

let current: Toast | null = null;
let lastId = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/**
 * Shows a toast in place of the one on screen, at once: a queue would bring the news of what just happened
 * seconds late. The toast waits here until the app layout's Toaster shows it, so one created while a screen
 * is still loading is not lost.
 */
export function notify(title: string, description?: string, type: ToastType = 'info') {
  current = { id: ++lastId, title, description, type };
  emit();
}

function dismiss(id: number) {
  if (current?.id !== id) return;
  current = null;
  emit();
}

/** Plain markup, not Chakra, so the layout can keep it mounted on every screen without loading Chakra. */
export function Toaster() {
  const toast = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  // Reading a toast under the pointer or with focus inside it: the clock waits (as Chakra's did).
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!toast || held) return;
    const timer = setTimeout(() => dismiss(toast.id), DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast, held]);

  return (
    <div className="toaster" role="region" aria-label="Notifications">
      {toast && (
        <div
          key={toast.id}
          className={`toast toast--${toast.type}`}
          role={toast.type === 'error' ? 'alert' : 'status'}
          data-testid="toast"
          data-toast=""
          onPointerEnter={() => setHeld(true)}
          onPointerLeave={() => setHeld(false)}
          onFocus={() => setHeld(true)}
          onBlur={() => setHeld(false)}
        >
          <span className="toast__icon" aria-hidden>
            {ICONS[toast.type]}
          </span>
          <div className="toast__text">
            <span className="toast__title">{toast.title}</span>
            {/* A space between the two, so the toast's text reads as one sentence ("Quiz completed! You scored…")
                to anything that reads it whole; in the flex column it takes no room. */}
            {toast.description && ' '}
            {toast.description && <span>{toast.description}</span>}
          </div>
          <button type="button" className="toast__close" aria-label="Dismiss notification" onClick={() => dismiss(toast.id)}>
            <span aria-hidden>✕</span>
          </button>
        </div>
      )}
    </div>
  );
}
