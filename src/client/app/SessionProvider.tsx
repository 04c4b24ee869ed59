import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { PublicUser } from '../lib/types';
import { forgetKeptReads } from '../lib/keptReads';
import { TOKEN_KEY, readToken } from '../lib/token';
import { SessionContext, type Session } from '../lib/session';
import { PLAN_CHANGED_EVENT, isNetworkError, setOfflineState } from '../offline/status';

const SESSION_ONLY = 'respira_session_only';
const ALIVE = 'respira_alive';
/** The last user the server confirmed for the stored token: only used to open the app offline. */
const LAST_USER = 'respira_last_user';

/** The stored token, unless it belongs to a "don't remember me" sign-in from a browser session now closed. */
function initialToken(): string | null {
  try {
    if (localStorage.getItem(SESSION_ONLY) && !sessionStorage.getItem(ALIVE)) {
      localStorage.removeItem(TOKEN_KEY);
      localStorage.removeItem(SESSION_ONLY);
      localStorage.removeItem(LAST_USER);
    }
  } catch {
    /* storage unavailable */
  }
  return readToken();
}

function forget() {
  try {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(SESSION_ONLY);
    localStorage.removeItem(LAST_USER);
  } catch {
    /* storage unavailable: nothing to clear */
  }
}

/**
 * The typed client and superjson load with the session's first call, not with the page: an anonymous visit to the
 * landing page makes none (main.tsx starts loading them at once when a token is stored).
 */
export const loadApi = () => import('../lib/api').then((m) => m.trpcClient);
const loadSuperjson = () => import('superjson').then((m) => m.default);

function rememberUser(token: string, user: PublicUser) {
  void loadSuperjson()
    .then((superjson) => {
      // Signed out (or in as someone else) while superjson loaded: this user is no longer the one to remember.
      if (readToken() === token) localStorage.setItem(LAST_USER, superjson.stringify({ token: token.slice(-16), user }));
    })
    .catch(() => undefined); // storage unavailable: the app just cannot open signed in offline
}

/** The user last confirmed for this very token, or null. */
async function rememberedUser(token: string | null): Promise<PublicUser | null> {
  try {
    const raw = token && localStorage.getItem(LAST_USER);
    if (!raw) return null;
    const saved = (await loadSuperjson()).parse<{ token: string; user: PublicUser }>(raw);
    return saved.token === token.slice(-16) ? saved.user : null;
  } catch {
    return null;
  }
}

/** The offline modules load lazily so the landing page's first load stays small. */
const offlineDb = () => import('../offline/db');
const offlineSync = () => import('../offline/sync');
const SIGN_OUT_SYNC_MS = 5000;

/** Sends what waits in the outbox before the account's offline data goes; true when logout may go ahead. */
async function settleOutbox(userId: number): Promise<boolean> {
  try {
    const [{ listOutbox, listReviewOutbox }, { syncOutbox }] = await Promise.all([offlineDb(), offlineSync()]);
    if (navigator.onLine) await Promise.race([syncOutbox(), new Promise((r) => setTimeout(r, SIGN_OUT_SYNC_MS))]);
    const quizzes = (await listOutbox(userId)).length;
    const reviews = (await listReviewOutbox(userId)).length;
    if (quizzes + reviews === 0) return true;
    const parts = [
      quizzes ? (quizzes === 1 ? '1 quiz result' : `${quizzes} quiz results`) : '',
      reviews ? (reviews === 1 ? '1 review answer' : `${reviews} review answers`) : '',
    ].filter(Boolean);
    const one = quizzes + reviews === 1;
    return window.confirm(
      `${parts.join(' and ')} ${one ? 'has' : 'have'} not synced yet and will be lost if you log out now. Log out anyway?`,
    );
  } catch {
    return true; // no offline storage: nothing to lose
  }
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [token, setToken] = useState<string | null>(initialToken);
  const [user, setUser] = useState<PublicUser | null>(null);
  const [loading, setLoading] = useState(Boolean(token));

  // True while the user shown is the remembered one, not yet confirmed by the server.
  const [unconfirmed, setUnconfirmed] = useState(false);

  const load = useCallback(async () => {
    const stored = readToken();
    try {
      const me = await (await loadApi()).auth.me.query();
      if (stored) rememberUser(stored, me);
      setUser(me);
      setUnconfirmed(false);
    } catch (err) {
      const offline = await rememberedUser(stored);
      if (isNetworkError(err) && offline) {
        // No connection: open with the last confirmed user so downloaded quizzes work; the server checks
        // the account again as soon as the connection returns.
        setUser(offline);
        setUnconfirmed(true);
        return;
      }
      // A stored token the server rejects, or no connection and nothing remembered: signed out, silently (SPEC §4).
      console.info('Could not restore the session; signing out.', err);
      forget();
      setToken(null);
      setUser(null);
      setUnconfirmed(false);
      void offlineDb()
        .then((m) => m.clearDownloaded())
        .catch(() => undefined);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    if (token && !user) void load();
    // Only the token decides whether there is a session to restore.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  useEffect(() => {
    if (!unconfirmed) return;
    const confirm = () => void load();
    window.addEventListener('online', confirm);
    return () => window.removeEventListener('online', confirm);
  }, [unconfirmed, load]);

  useEffect(() => {
    setOfflineState({ user: user ? { id: user.id, isPro: user.isPro } : null });
  }, [user]);

  // The server refused a synced attempt for want of Pro: show the plan it has now.
  useEffect(() => {
    const reload = () => void load();
    window.addEventListener(PLAN_CHANGED_EVENT, reload);
    return () => window.removeEventListener(PLAN_CHANGED_EVENT, reload);
  }, [load]);

  const value = useMemo<Session>(
    () => ({
      status: loading ? 'loading' : user ? 'authenticated' : 'anonymous',
      user,
      signIn: ({ token: t, user: u }, remember = true) => {
        localStorage.setItem(TOKEN_KEY, t);
        if (remember) localStorage.removeItem(SESSION_ONLY);
        else {
          localStorage.setItem(SESSION_ONLY, '1');
          sessionStorage.setItem(ALIVE, '1');
        }
        rememberUser(t, u);
        setUser(u);
        setToken(t);
        setUnconfirmed(false);
        setLoading(false);
      },
      signOut: async () => {
        if (user && !(await settleOutbox(user.id))) return;
        try {
          await (await loadApi()).auth.logout.mutate();
        } catch {
          /* the session is dropped locally either way */
        }
        forget();
        forgetKeptReads();
        // Downloaded questions, queued and rejected attempts belong to this account: gone before the next one.
        try {
          await (await offlineDb()).clearAccountData();
        } catch {
          /* no offline storage: nothing stored */
        }
        setUser(null);
        setToken(null);
        setUnconfirmed(false);
        void navigate('/');
      },
      refresh: load,
    }),
    [loading, user, navigate, load],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
