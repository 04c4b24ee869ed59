/** Where the sign-in token lives. Apart from the typed client so the shell can read it without loading that client. */
export const TOKEN_KEY = 'auth_token';

export function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}
