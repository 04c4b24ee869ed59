import { FREE_ATTEMPTS_PER_WINDOW, FREE_WINDOW_DAYS, MONEY_BACK_DAYS, PLANS } from '../../../shared/plans';

export const FAQ: readonly (readonly [string, string])[] = [
  [
    'Which exams does Respira prepare me for?',
    'The NBRC Therapist Multiple-Choice (TMC) exam, at both the CRT and the RRT cut score. Questions follow the TMC content outline: patient data, troubleshooting and quality control, and initiating and modifying interventions.',
  ],
  [
    'Can I try it before paying?',
    'Yes. The free quiz needs no account, and a free account includes the full-length Practice Exam ' +
      `${FREE_ATTEMPTS_PER_WINDOW} times every ${FREE_WINDOW_DAYS} days.`,
  ],
  [
    'What does Pro cost?',
    `${PLANS.monthly.price} a month, or ${PLANS.yearly.price} a year (33% off, you save $12). Both renew automatically until you cancel.`,
  ],
  ['What does Pro unlock?', 'Every topic quiz, the three mixed practice exams, and the CRT and RRT simulations, with no weekly limit.'],
  [
    'How are the exams timed?',
    'The Practice Exam has 100 questions in 3 hours; the CRT Simulation 140 questions in 4 hours; the RRT Simulation 115 questions in 4 hours. The clock keeps running if you reload, and the exam is submitted when it reaches zero.',
  ],
  [
    'Can I cancel?',
    `Anytime, from your account page; you keep Pro until the end of the period you paid for. There is a ${MONEY_BACK_DAYS}-day money-back guarantee.`,
  ],
  [
    'Does it work on my phone?',
    'Yes. Every screen is built for small screens first, and you can answer with the keyboard on a computer (A to D, then Enter).',
  ],
  ['How fast does support reply?', 'Within 24 hours. Write to support@respira.app.'],
];
