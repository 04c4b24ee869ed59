/** The longest wait between two deliveries of one message, however many have failed. */
export const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;

/** The wait after the `attempts`-th failed delivery: base, then doubling each time, capped at an hour. */
export function retryDelayMs(attempts: number, baseMs: number): number {
  const n = Math.max(1, Math.floor(attempts));
  // 2^(n-1) overflows to Infinity long before n reaches MAIL_MAX_ATTEMPTS' ceiling; min() still answers the cap.
  return Math.min(baseMs * 2 ** (n - 1), MAX_RETRY_DELAY_MS);
}
