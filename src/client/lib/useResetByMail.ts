import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from './trpc';

/**
 * Whether this server mails reset links (true) or leaves requests to an administrator (false): `known` is undefined
 * until the server answers, so a page says nothing it does not know yet; `ask()` waits for the answer (a page that
 * must say what happened to a request). It changes only with the server's configuration.
 */
export function useResetByMail(): { known: boolean | undefined; ask: () => Promise<boolean> } {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const options = { ...trpc.auth.resetByMail.queryOptions(), staleTime: Infinity };
  const answer = useQuery(options);
  return {
    known: answer.data?.byMail,
    ask: async () => (await queryClient.fetchQuery(options)).byMail,
  };
}
