// The RTE's case sets in the exam: locking one item's answer opens the next item of its case.
import type { UserRow } from '../../../../../db/schema';
import { indexOfLetter } from '../../../../shared/scoring';
import type { Deps } from '../../../lib/deps';
import { DomainError } from '../../../lib/domainError';
import { questionsByIds } from '../../questions/questions';
import type { ActiveExam } from '../activeExam';
import { caseFrontier, caseLocks, examPhase, formOf } from './examState';
import { changeSession, saveForm } from './sessionAccess';

/**
 * RTE: locks the answer to one case-set item and opens the next item of its case. A case's items are answered in
 * order and each is final once the next one shows, because a later item's update can give away an earlier key (as
 * in case-set practice). Locking the same answer again answers the same; another answer is a 409.
 */
export async function lockCaseItem(
  deps: Deps,
  user: UserRow,
  examSessionId: string,
  position: number,
  answer: string,
): Promise<ActiveExam> {
  return await changeSession(deps, user, examSessionId, async (tx, s) => {
    const form = formOf(s);
    if (!form || form.caseSets.length === 0) {
      throw new DomainError({ code: 'BAD_REQUEST', message: 'examSessionId: this exam has no case sets; only the RTE simulation does' });
    }
    if (s.submittedAt) throw new DomainError({ code: 'CONFLICT', message: 'This exam has already been submitted' });
    const c = form.caseSets.find((x) => position >= x.start && position < x.start + x.length);
    if (!c) throw new DomainError({ code: 'BAD_REQUEST', message: `position: question ${position + 1} is not part of a case set` });
    const locks = caseLocks(form).slice();
    const held = locks[position];
    if (held != null) {
      if (held === answer) return s;
      throw new DomainError({ code: 'CONFLICT', message: `Question ${position + 1} is locked: its answer can no longer change` });
    }
    const now = deps.now();
    const phase = examPhase(s, form, now);
    const section = form.sections.findIndex((x) => position >= x.start && position < x.end);
    if (phase.phase !== 'section' || phase.section !== section || now.getTime() > phase.sectionDeadlineAt) {
      throw new DomainError({ code: 'CONFLICT', message: `Question ${position + 1} is not in the section that is running` });
    }
    const frontier = caseFrontier(c, locks);
    if (position - c.start > frontier) {
      throw new DomainError({
        code: 'CONFLICT',
        message: `Question ${position + 1} opens once question ${c.start + frontier + 1} is locked: a case's items are answered in order`,
      });
    }
    const options = (await questionsByIds(tx, [s.questionIds[position]!])).get(s.questionIds[position]!)?.options.length ?? 0;
    if (indexOfLetter(answer) >= options) {
      throw new DomainError({ code: 'BAD_REQUEST', message: `answer: question ${position + 1} has ${options} options` });
    }
    locks[position] = answer;
    return await saveForm(tx, s, { ...form, caseLocked: locks }, s.deadlineAt);
  });
}
