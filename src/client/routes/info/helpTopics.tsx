import type { ReactNode } from 'react';
import { EXAMS, SPEC_EXAM_TYPES } from '../../../shared/exams';
import { CSE_END, RTE_CUTS_TEXT, RTE_PARTS, RTE_SHAPE, RTE_START, TMC_CUTS_TEXT, TMC_END, TMC_SHAPE } from '../../../shared/examFacts';
import { ANNUAL_SAVING, formatDollars } from '../../../shared/pricing';
import { FREE_ATTEMPTS_PER_WINDOW, FREE_QUIZ_SIZE, FREE_WINDOW_DAYS, MONEY_BACK_DAYS, PLANS } from '../../../shared/plans';
import { READINESS_MIN_ANSWERS, READINESS_MIN_SECTIONS } from '../../../shared/readiness';
import { PASSING_SCORE } from '../../../shared/scoring';
import { formatDuration } from '../../lib/format';
import { ForgotPasswordAnswer } from '../../components/ForgotPasswordAnswer';
import { InternalLink, SupportEmail } from '../../components/ContentPage';

export interface HelpGroup {
  title: string;
  /** `id`: the item opens by itself when the page is reached at /help#id. */
  items: readonly { q: string; a: ReactNode; id?: string }[];
}

const examList = [...SPEC_EXAM_TYPES, 'rte' as const, 'tmc' as const]
  .map((t) => `${EXAMS[t].name}: ${EXAMS[t].questionCount} questions in ${formatDuration(EXAMS[t].timeLimitMinutes)}`)
  .join('; ');

export const HELP_GROUPS: readonly HelpGroup[] = [
  {
    title: 'Getting started',
    items: [
      {
        q: 'Can I try Respira without an account?',
        a: (
          <>
            Yes. The <InternalLink to="/free-quiz">free quiz</InternalLink> has {FREE_QUIZ_SIZE} questions with explanations and needs no
            account.
          </>
        ),
      },
      {
        q: 'What does the free plan include?',
        a: `A free account can take the full-length Practice Exam ${FREE_ATTEMPTS_PER_WINDOW} times in any ${FREE_WINDOW_DAYS}-day period. Starting an exam counts as an attempt, even if you do not finish it. Topic quizzes, the mixed practice exams, the CRT and RRT simulations and the real-format RTE and TMC simulations need Pro.`,
      },
      {
        q: 'Which exam does Respira prepare me for?',
        a: (
          <>
            From {RTE_START} every candidate sits the NBRC&apos;s Respiratory Therapy Examination (RTE): {RTE_SHAPE}, with {RTE_PARTS}, and
            one score against a CRT cut and a higher RRT cut. Respira simulates it. Until {TMC_END} the NBRC gives the Therapist
            Multiple-Choice (TMC) exam, {TMC_SHAPE}, which Respira simulates too; a TMC high-cut pass by {TMC_END} lets you sit the Clinical
            Simulation Examination until {CSE_END}. Our <InternalLink to="/exam-tips">exam tips</InternalLink> explain both formats, and the{' '}
            <InternalLink to="/guides">study guides</InternalLink> outline each topic. Every question is Respira&apos;s own NBRC-style
            question, not one of the NBRC&apos;s.
          </>
        ),
      },
      {
        q: 'Does Respira work on my phone?',
        a: 'Yes. Respira runs in your phone’s web browser; there is nothing to install. You need an internet connection to load and save quizzes.',
      },
    ],
  },
  {
    title: 'Plans and billing',
    items: [
      {
        q: 'How much does Pro cost?',
        a: `${PLANS.monthly.price} a month, or ${PLANS.yearly.price} a year, which is ${formatDollars(ANNUAL_SAVING.cents)} (${ANNUAL_SAVING.percent}%) less than twelve monthly payments. Both plans renew automatically until you cancel.`,
      },
      {
        q: 'How do I cancel?',
        a: (
          <>
            Open your <InternalLink to="/account">account page</InternalLink> and cancel your subscription there. You keep Pro until the end
            of the period you have paid for, and you are not charged again.
          </>
        ),
      },
      {
        q: 'Can I get my money back?',
        a: (
          <>
            Yes. Write to <SupportEmail /> within {MONEY_BACK_DAYS} days of your first payment and we will refund it in full.
          </>
        ),
      },
      {
        q: 'The subscription page says “Payment Setup Required”. What now?',
        a: (
          <>
            Online payment is not switched on yet on this site. Write to <SupportEmail /> and we will set up your subscription with you.
          </>
        ),
      },
    ],
  },
  {
    title: 'Quizzes and exams',
    items: [
      {
        q: 'What is the difference between Start Quiz and Start Challenge?',
        a: 'On the practice screen, Start Quiz gives you a short round of questions from the topic; Start Challenge gives you every question in the topic. Both show the explanation after each answer.',
      },
      {
        q: 'How are the exams timed?',
        a: `${examList}. The clock keeps running if you reload the page or close the tab, and the exam is submitted automatically when time runs out. Unanswered questions count as wrong.`,
      },
      {
        q: 'What score counts as passing?',
        a: (
          <>
            On Respira&apos;s Practice Exam and CRT and RRT Simulations, {PASSING_SCORE}% or more is a pass. That is our own benchmark, not
            the NBRC&apos;s. The real-format simulations report against the real cut scores instead: the TMC&apos;s are {TMC_CUTS_TEXT}.{' '}
            {RTE_CUTS_TEXT}. See the <InternalLink to="/exam-tips">exam tips</InternalLink> for how the real exams are scored.
          </>
        ),
      },
      {
        q: 'Can I review my answers after an exam?',
        a: 'Yes. The result screen lists every question with your answer, the correct answer and the explanation, and breaks your score down by topic.',
      },
      {
        q: 'How are Study Streak and Exam Ready calculated?',
        a: `Study Streak counts the days in a row (UTC calendar days) on which you finished at least one quiz or exam, up to today or yesterday. Exam Ready is your estimated chance of reaching the RRT cut on the exam you will sit (the TMC through 2026, the RTE from 2027), or the exam and cut you choose on your account page. It comes from a statistical model of how hard each question is for all Respira learners and how well you answer them, counting your recent answers more, and shows a range as well as a single figure. Until you have answered at least ${READINESS_MIN_ANSWERS} questions across at least ${READINESS_MIN_SECTIONS} of the 3 outline sections it shows 0 with "Not enough data yet".`,
      },
      {
        q: 'Can I answer with the keyboard?',
        a: 'Yes. Press a letter (A, B, C…) or use the arrow keys to choose an option, then Enter to submit it and Enter again for the next question. In an exam, Enter moves to the next question; on the last one it takes you to Submit Exam, and a second Enter submits.',
      },
    ],
  },
  {
    title: 'Your account',
    items: [
      {
        q: 'How do study reminders work?',
        a: "Study reminders are part of Pro. On your account page, enter the email address for them, confirm it from the link we send, and choose the hour, your time zone and what to be reminded of: reviews due, today's plan not met, or a weekly summary. You get at most one reminder a day, none on a day you have already studied, and every message has a link that turns them off without signing in.",
      },
      {
        q: 'I cannot sign in.',
        a: (
          <>
            Check that you are using the email address you registered with. After too many failed attempts, sign-in for that email is paused
            for 15 minutes to stop password guessing. If you still cannot get in, write to <SupportEmail /> from your account&apos;s email
            address.
          </>
        ),
      },
      {
        q: 'I forgot my password.',
        id: 'forgot-password',
        a: <ForgotPasswordAnswer />,
      },
      {
        q: 'Why was I signed out?',
        a: 'If you signed in without “Remember me”, Respira forgets you when you close the browser. A sign-in left unused for a long time also expires.',
      },
      {
        q: 'How do I delete my account or get a copy of my data?',
        a: (
          <>
            Write to <SupportEmail /> from your account&apos;s email address. Our <InternalLink to="/privacy">Privacy Policy</InternalLink>{' '}
            explains what we keep.
          </>
        ),
      },
    ],
  },
];
