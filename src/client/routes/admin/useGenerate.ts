import { useMutation } from '@tanstack/react-query';
import { notify } from '../../components/Toaster';
import { errorMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import type { GenerateInput } from './types';
import { useInvalidateAdmin } from './useInvalidateAdmin';

/**
 * Asks the server for AI drafts and says what really happened: how many were kept for review, how many
 * the checks dropped, or why none were kept. `onDrafts` runs when there is something to review.
 */
export function useGenerate(onDrafts: () => void) {
  const trpc = useTRPC();
  const invalidate = useInvalidateAdmin();
  const mutation = useMutation(trpc.admin.generateQuestions.mutationOptions());

  async function generate(input?: GenerateInput) {
    try {
      const r = await mutation.mutateAsync(input);
      if (r.kept > 0) {
        const dropped = r.dropped ? `, ${r.dropped} dropped` : '';
        notify('Questions generated successfully', `${r.kept} ${r.kept === 1 ? 'draft' : 'drafts'} ready for review${dropped}`, 'success');
        onDrafts();
      } else {
        notify('No questions were kept', r.droppedReasons[0] ?? 'The AI answer had no usable questions.', 'warning');
      }
    } catch (err) {
      notify('Failed to generate questions', errorMessage(err, 'Please try again later.'), 'error');
    } finally {
      // A failed run that reached the AI service is logged too.
      void invalidate.generation();
    }
  }

  return { generate, isPending: mutation.isPending };
}
