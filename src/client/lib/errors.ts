import { TRPCClientError } from '@trpc/client';

/** The server's readable message, or the fallback for network failures and surprises. */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof TRPCClientError && err.message) return err.message;
  return fallback;
}

export function errorCode(err: unknown): string | undefined {
  if (err instanceof TRPCClientError) return (err.data as { code?: string } | undefined)?.code;
  return undefined;
}
