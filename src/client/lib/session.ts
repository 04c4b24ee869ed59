import { createContext, useContext } from 'react';
import type { PublicUser } from './types';

export interface Session {
  status: 'loading' | 'authenticated' | 'anonymous';
  user: PublicUser | null;
  /** Stores the token and user from a login or registration answer; without `remember` the session
   * ends when the browser closes. */
  signIn: (answer: { token: string; user: PublicUser }, remember?: boolean) => void;
  signOut: () => Promise<void>;
  /** Fetches the user again, e.g. after the plan changed. */
  refresh: () => Promise<void>;
}

/** Provided by the app shell (app/SessionProvider.tsx); screens and components only read it. */
export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const s = useContext(SessionContext);
  if (!s) throw new Error('useSession outside SessionProvider');
  return s;
}

export function displayName(user: Pick<PublicUser, 'firstName' | 'lastName' | 'username'>): string {
  return user.firstName ? `${user.firstName} ${user.lastName}`.trim() : user.username;
}
