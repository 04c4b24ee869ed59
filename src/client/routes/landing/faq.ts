import { CSE_END, RTE_CUTS_TEXT, RTE_PARTS, RTE_SHAPE, RTE_START, TMC_CUTS_TEXT, TMC_END, TMC_SHAPE } from '../../../shared/examFacts';
import { EXAMS, SPEC_EXAM_TYPES } from '../../../shared/exams';
import { FREE_ATTEMPTS_PER_WINDOW, FREE_WINDOW_DAYS, MONEY_BACK_DAYS, PLANS } from '../../../shared/plans';
import { ANNUAL_SAVING, formatDollars } from '../../../shared/pricing';
import { PASSING_SCORE } from '../../../shared/scoring';

const specExams = SPEC_EXAM_TYPES.map(
  (t) => `the ${EXAMS[t].name}, ${EXAMS[t].questionCount} questions in ${EXAMS[t].timeLimitMinutes / 60} hours`,
);

/** Eight items, as the spec's accordion has: the RTE first, the TMC until it ends, prices computed from the plans. */
export const FAQ: readonly (readonly [string, string])[] = [
  [
    'Which exam will I sit, and does Respira prepare me for it?',
    `From ${RTE_START} every candidate sits the NBRC's Respiratory Therapy Examination (RTE): ${RTE_SHAPE}, with ${RTE_PARTS}. Respira simulates it. Until ${TMC_END} the NBRC still gives the Therapist Multiple-Choice (TMC) exam, ${TMC_SHAPE}, and Respira simulates that too.`,
  ],
  [
    'What changes with the RTE?',
    `One exam, one score, two cut scores: the lower earns the CRT, the higher makes you eligible for the RRT. The clinical judgment the Clinical Simulation Examination (CSE) tested now comes as case sets inside the RTE. ${RTE_CUTS_TEXT}. If you reach the TMC's high cut by ${TMC_END}, you may still sit the CSE until ${CSE_END}.`,
  ],
  [
    'How is the TMC scored until then?',
    `On its 140 scored items, with two cuts: ${TMC_CUTS_TEXT}. Respira's TMC simulation reports your result against those cuts.`,
  ],
  [
    'Can I try it before paying?',
    'Yes. The free quiz needs no account, and a free account includes the full-length Practice Exam ' +
      `${FREE_ATTEMPTS_PER_WINDOW} times every ${FREE_WINDOW_DAYS} days.`,
  ],
  [
    'What does Pro cost, and can I cancel?',
    `${PLANS.monthly.price} a month, or ${PLANS.yearly.price} a year: ${formatDollars(ANNUAL_SAVING.cents)} (${ANNUAL_SAVING.percent}%) less than twelve monthly payments. Both renew automatically until you cancel, which you can do anytime from your account page; you keep Pro until the end of the period you paid for. There is a ${MONEY_BACK_DAYS}-day money-back guarantee.`,
  ],
  [
    'What does Pro unlock?',
    'Every topic quiz, the three mixed practice exams, the CRT and RRT simulations, the real-format RTE and TMC simulations and spaced-repetition review of your misses, with no weekly limit. The questions are Respira’s own NBRC-style questions, not the NBRC’s.',
  ],
  [
    'How are the practice exams timed and passed?',
    `Respira's own exams: ${specExams.join('; ')}. On these three, ${PASSING_SCORE}% or more is a pass: Respira's benchmark, not the NBRC's. The RTE and TMC simulations keep the real exams' items and time and report against their cut scores (the RTE's estimated) instead. The clock keeps running if you reload, and an exam is submitted when it reaches zero.`,
  ],
  [
    'Does it work on my phone, and how fast does support reply?',
    'Every screen is built for small screens first, and you can answer with the keyboard on a computer (A to D, then Enter). Support replies within 24 hours: write to support@respira.app.',
  ],
];
