import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { PublicUser } from '../server/services/users';
import { TOKEN_KEY, readToken, trpcClient } from './api';

interface Session {
  status: 'loading' | 'authenticated' | 'anonymous';
  user: PublicUser | null;
  /** Stores the token and user from a login or registration answer; without `remember` the session
   * ends when the browser closes. */
  signIn: (answer: { token: string; user: PublicUser }, remember?: boolean) => void;
  signOut: () => Promise<void>;
  /** Fetches the user again, e.g. after the plan changed. */
  refresh: () => Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

const SESSION_ONLY = 'respira_session_only';
const ALIVE = 'respira_alive';

/** The stored token, unless it belongs to a "don't remember me" sign-in from a browser session now closed. */
function initialToken(): string | null {
  try {
    if (localStorage.getItem(SESSION_ONLY) && !sessionStorage.getItem(ALIVE)) {
      localStorage.removeItem(TOKEN_KEY);
      localStorage.removeItem(SESSION_ONLY);
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
  } catch {
    /* storage unavailable: nothing to clear */
  }
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [token, setToken] = useState<string | null>(initialToken);
  const [user, setUser] = useState<PublicUser | null>(null);
  const [loading, setLoading] = useState(Boolean(token));

  const load = useCallback(async () => {
    try {
      setUser(await trpcClient.auth.me.query());
    } catch (err) {
      // A stored token the server rejects, or no connection: signed out, silently (SPEC §4).
      console.info('Could not restore the session; signing out.', err);
      forget();
      setToken(null);
      setUser(null);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    if (token && !user) void load();
    // Only the token decides whether there is a session to restore.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

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
        setUser(u);
        setToken(t);
        setLoading(false);
      },
      signOut: async () => {
        try {
          await trpcClient.auth.logout.mutate();
        } catch {
          /* the session is dropped locally either way */
        }
        forget();
        setUser(null);
        setToken(null);
        navigate('/');
      },
      refresh: load,
    }),
    [loading, user, navigate, load],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const s = useContext(SessionContext);
  if (!s) throw new Error('useSession outside SessionProvider');
  return s;
}

export function displayName(user: Pick<PublicUser, 'firstName' | 'lastName' | 'username'>): string {
  return user.firstName ? `${user.firstName} ${user.lastName}`.trim() : user.username;
}
