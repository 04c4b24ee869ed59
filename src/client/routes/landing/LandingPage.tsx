import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { RouterOutput } from '../../lib/types';
import { reachableFetch } from '../../lib/reachability';
import { Footer } from '../../components/Footer';
import { EXAMS } from '../../../shared/exams';
import { CSE_END, RTE_CUTS_TEXT, RTE_PARTS, RTE_SHAPE, RTE_START, TMC_CUTS_TEXT, TMC_END, TMC_SHAPE } from '../../../shared/examFacts';
import { PLANS } from '../../../shared/plans';
import { useSession } from '../../lib/session';
import { FAQ } from './faq';
import { Faq } from './Faq';
import { DashboardMockup, ExplanationMockup, QuizMockup } from './Mockups';
import './landing.css';

type Topic = RouterOutput['learner']['topics'][number];

/**
 * The topics through their public REST path (GET /api/topics, the same procedure as `learner.topics`; a topic has
 * no date, so plain JSON is the same answer): an anonymous visit then needs neither the typed client nor superjson,
 * about 12 KB of the page's first load.
 */
async function fetchTopics(): Promise<Topic[]> {
  const res = await reachableFetch('/api/topics');
  if (!res.ok) throw new Error(`GET /api/topics answered ${res.status}`);
  return (await res.json()) as Topic[];
}

const FEATURES = [
  ['Interactive quizzes', 'Answer, see at once whether you were right, and read why each option is right or wrong.'],
  [
    'RTE and TMC simulations',
    'The 2027 RTE with its case sets and the TMC as given through 2026, beside the Practice, CRT and RRT exams, with a countdown that keeps running if you reload.',
  ],
  ['Explanations with calculations', 'Every formula question shows the equation and the worked numbers.'],
  ['Progress tracking', 'Scores, study streak and exam readiness computed from every quiz you finish.'],
  ['Built for phones', 'Every screen works one-handed on a small screen between clinical shifts.'],
  ['Review every answer', 'After an exam, go through each question with your answer, the key and the explanation.'],
] as const;

const PERSONAS = [
  ['The night-shift student', 'Ten questions on the bus home, one topic at a time, reading each explanation while it is fresh.'],
  ['The graduate two weeks out', 'A full CRT simulation each weekend, then the per-topic breakdown to choose what to review next.'],
  ['The clinical educator', 'Points a cohort at the weak topics the exam breakdown shows, well before the board date.'],
] as const;

/** The change every candidate meets: the RTE first, the TMC until it ends (facts from shared/examFacts.ts). */
const EXAM_CHANGE = [
  [`The RTE, from ${RTE_START}`, `${RTE_SHAPE}: ${RTE_PARTS}. One score against a CRT cut and a higher RRT cut. Respira simulates it.`],
  [`The TMC, until ${TMC_END}`, `${TMC_SHAPE}; cut scores ${TMC_CUTS_TEXT}. Respira simulates it too.`],
  ['Cut scores and the CSE', `${RTE_CUTS_TEXT}. A TMC high-cut pass by ${TMC_END} still lets you sit the CSE until ${CSE_END}.`],
] as const;

const COMPARISON = [
  ['Price', `${PLANS.monthly.price} / month`, '$49 or more'],
  ['Timed RTE (2027) and TMC simulations', 'Included', 'Often extra'],
  ['Explanations for every option', 'Included', 'Sometimes'],
  ['Progress by topic', 'Included', 'Rarely'],
  ['Cancel anytime', 'Yes', 'Varies'],
] as const;

/** Plain React and CSS: the landing page's first load carries neither Chakra nor TanStack Query. */
export default function LandingPage() {
  const { user } = useSession();
  const [topics, setTopics] = useState<Topic[] | null>(null);

  useEffect(() => {
    document.title = 'Respira — RTE and TMC exam prep for respiratory therapy students';
    let live = true;
    fetchTopics()
      .then((t) => live && setTopics(t))
      .catch(() => live && setTopics([]));
    return () => {
      live = false;
    };
  }, []);

  const total = topics?.reduce((s, t) => s + t.questionCount, 0);

  return (
    <div className="landing">
      <section className="hero">
        <div className="wrap hero__grid">
          <div className="hero__copy">
            <span className="pill">NBRC RTE 2027 · TMC · CRT · RRT</span>
            <h1>Pass your respiratory therapy boards with confidence</h1>
            <p className="hero__lead">
              {total ? `${total} ` : ''}NBRC-style practice questions with explanations, a timed simulation of the Respiratory Therapy
              Examination (RTE) every candidate sits from {RTE_START}, the TMC until {TMC_END}, and progress you can see.
            </p>
            <div className="hero__actions">
              {user ? (
                <Link className="btn btn-yellow btn-lg" to="/dashboard">
                  Continue Learning
                </Link>
              ) : (
                <>
                  <Link className="btn btn-yellow btn-lg" to="/subscription">
                    Get Started — {PLANS.monthly.price}/month
                  </Link>
                  <Link className="btn btn-on-dark btn-lg" to="/free-quiz">
                    Try Free Quiz
                  </Link>
                </>
              )}
            </div>
          </div>
          <QuizMockup />
        </div>
      </section>

      <section className="wrap stats" aria-label="Respira in numbers">
        <div className="card stat">
          <strong>{total ?? '…'}</strong>
          <span>practice questions in the bank</span>
        </div>
        <div className="card stat">
          <strong>{topics ? topics.length : '…'}</strong>
          <span>study topics</span>
        </div>
        <div className="card stat">
          <strong>{Object.keys(EXAMS).length}</strong>
          <span>timed exam simulations</span>
        </div>
      </section>

      <section className="wrap section" id="rte">
        <h2>The board exam changes on {RTE_START}</h2>
        <p className="section__sub">Respira prepares you for the exam you will actually sit.</p>
        <div className="grid grid-3">
          {EXAM_CHANGE.map(([title, text]) => (
            <div key={title} className="card">
              <h3>{title}</h3>
              <p className="muted">{text}</p>
            </div>
          ))}
        </div>
      </section>

      <section className="wrap section">
        <h2>See how you are doing</h2>
        <p className="section__sub">Explanations that teach, and a dashboard that tells you where you stand.</p>
        <div className="grid grid-2">
          <DashboardMockup />
          <ExplanationMockup />
        </div>
      </section>

      <section className="wrap section" id="features">
        <h2>Everything you need to prepare</h2>
        <div className="grid grid-3">
          {FEATURES.map(([title, text]) => (
            <div key={title} className="card">
              <h3>{title}</h3>
              <p className="muted">{text}</p>
            </div>
          ))}
        </div>
      </section>

      <section className="wrap section">
        <h2>Study topics</h2>
        <p className="section__sub">Question counts come straight from the live bank.</p>
        <ul className="grid grid-3 topics" aria-busy={topics === null}>
          {(topics ?? []).map((t) => (
            <li key={t.id} className="card topic">
              <span>{t.name}</span>
              <span className="count">{t.questionCount} questions</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="wrap section">
        <h2>How Respira compares</h2>
        <p className="section__sub">
          Pro costs {PLANS.monthly.price} a month or {PLANS.yearly.price} a year.
        </p>
        <div className="card table-wrap">
          <table className="compare">
            <thead>
              <tr>
                <th scope="col">What you get</th>
                <th scope="col">Respira Pro</th>
                <th scope="col">Typical review course</th>
              </tr>
            </thead>
            <tbody>
              {COMPARISON.map(([k, a, b]) => (
                <tr key={k}>
                  <th scope="row">{k}</th>
                  <td>{a}</td>
                  <td>{b}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section className="wrap section">
        <h2>How students use Respira</h2>
        <div className="grid grid-3">
          {PERSONAS.map(([who, text]) => (
            <figure key={who} className="card persona">
              <figcaption>{who}</figcaption>
              <p className="muted">{text}</p>
            </figure>
          ))}
        </div>
      </section>

      <section className="wrap section">
        <h2>Frequently asked questions</h2>
        <Faq items={FAQ} />
      </section>

      <Footer />
    </div>
  );
}
