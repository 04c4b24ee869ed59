import { Box, Flex, Table, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { EXAMS, SPEC_EXAM_TYPES } from '../../../shared/exams';
import { CSE_END, RTE_CUTS_TEXT, RTE_START, TMC_CUTS_TEXT, TMC_END } from '../../../shared/examFacts';
import { RTE_FORMAT, TMC_FORMAT } from '../../../shared/examFormats';
import { PASSING_SCORE } from '../../../shared/scoring';
import { formatDuration } from '../../lib/format';
import { Bullets, ContentPage, ContentSection, ExternalLink, InternalLink } from '../../components/ContentPage';
import { ButtonLink } from '../../components/ButtonLink';

/** The real formats, from shared/examFormats.ts. */
const TMC = { questions: TMC_FORMAT.items, scored: TMC_FORMAT.scored, pretest: TMC_FORMAT.pretest, minutes: TMC_FORMAT.minutes } as const;
const RTE = { questions: RTE_FORMAT.items, scored: RTE_FORMAT.scored, pretest: RTE_FORMAT.pretest, minutes: RTE_FORMAT.minutes } as const;

const secondsPerQuestion = (questions: number, minutes: number) => Math.round((minutes * 60) / questions);
const perHour = (questions: number, minutes: number) => Math.ceil((questions * 60) / minutes);

const PACE_ROWS = [
  { name: `NBRC RTE (from ${RTE_START})`, questions: RTE.questions, minutes: RTE.minutes },
  { name: `NBRC TMC (until ${TMC_END})`, questions: TMC.questions, minutes: TMC.minutes },
  ...SPEC_EXAM_TYPES.map((t) => ({
    name: `Respira ${EXAMS[t].name}`,
    questions: EXAMS[t].questionCount,
    minutes: EXAMS[t].timeLimitMinutes,
  })),
];

const FORMULAS = [
  'Alveolar air equation: PAO₂ = FiO₂ × (PB − 47) − PaCO₂ ÷ 0.8',
  'Oxygen content: CaO₂ = (Hb × 1.34 × SaO₂) + (PaO₂ × 0.003)',
  'Static compliance: VT ÷ (Pplat − PEEP); airway resistance: (PIP − Pplat) ÷ flow in L/s',
  'New ventilator rate for a target PaCO₂: current rate × current PaCO₂ ÷ desired PaCO₂',
  'Predicted body weight (men): 50 + 2.3 × (height in inches − 60); (women): 45.5 + 2.3 × (height in inches − 60)',
  'Cylinder duration in minutes: gauge pressure (psig) × cylinder factor ÷ flow (L/min); E cylinder factor 0.28, H/K 3.14',
  'Air-entrainment ratio: (100 − FiO₂%) ÷ (FiO₂% − 21)',
  'Rapid shallow breathing index: f ÷ VT in liters (below 105 favours weaning)',
  'Anion gap: Na⁺ − (Cl⁻ + HCO₃⁻)',
];

export default function ExamTipsPage() {
  useEffect(() => {
    document.title = 'Exam Tips · Respira';
  }, []);

  const rteSeconds = secondsPerQuestion(RTE.questions, RTE.minutes);
  const tmcSeconds = secondsPerQuestion(TMC.questions, TMC.minutes);

  return (
    <ContentPage
      title="NBRC Exam Tips: the RTE and the TMC"
      intro={`How the Respiratory Therapy Examination (RTE) every candidate sits from ${RTE_START} works, how the TMC works until ${TMC_END}, how to pace them, and how to use Respira to prepare.`}
    >
      <ContentSection title={`Know the format: the RTE, from ${RTE_START}`} id="format">
        <Bullets
          items={[
            `The RTE has ${RTE.questions} multiple-choice questions and you have ${formatDuration(RTE.minutes)} to answer them. ${RTE.scored} are scored; the other ${RTE.pretest} are unscored pretest questions, so give every question your best effort.`,
            `${RTE_FORMAT.breadth} questions test breadth of knowledge, one at a time. ${RTE_FORMAT.clinicalJudgment} test clinical judgment in case-based sets: several questions about one patient's case, asking what to assess, what the findings mean and what to do next.`,
            'The clinical judgment the Clinical Simulation Examination (CSE) tested, gathering information and making decisions, is now part of this one exam.',
            `One score, two cut scores: the lower earns the CRT credential, the higher makes you eligible for the RRT. ${RTE_CUTS_TEXT}.`,
            'Respira simulates the RTE: its case sets unfold question by question, and an answer you lock cannot be changed once the case moves on.',
          ]}
        />
      </ContentSection>

      <ContentSection title={`The TMC, until ${TMC_END}`} id="tmc">
        <Bullets
          items={[
            `The TMC exam has ${TMC.questions} multiple-choice questions and you have ${formatDuration(TMC.minutes)} to answer them. ${TMC.scored} are scored; the other ${TMC.pretest} are pretest questions the NBRC is trying out.`,
            `There are two cut scores: ${TMC_CUTS_TEXT}. Reaching the higher cut makes you eligible for the CSE, which you must pass to earn the RRT; a high-cut pass by ${TMC_END} lets you sit the CSE until ${CSE_END}.`,
            'Questions follow the NBRC’s TMC content outline: patient data; troubleshooting and quality control of devices, and infection control; and initiating and modifying interventions.',
            'Questions test recall, application and analysis. Expect many to describe a patient and ask what you should do, recommend or check first.',
          ]}
        />
        <Text>
          Always check the current rules, cut scores and outlines in the NBRC&apos;s own materials at{' '}
          <ExternalLink href="https://www.nbrc.org">nbrc.org</ExternalLink>: they are the only authority on the exams. Respira&apos;s
          questions are its own NBRC-style questions, not the NBRC&apos;s.
        </Text>
      </ContentSection>

      <ContentSection title="Pace yourself" id="pacing">
        <Text>
          The RTE&apos;s {RTE.questions} questions in {formatDuration(RTE.minutes)} leave about {rteSeconds} seconds per question: finish at
          least {perHour(RTE.questions, RTE.minutes)} each hour. The TMC&apos;s {TMC.questions} in {formatDuration(TMC.minutes)} leave about{' '}
          {tmcSeconds} seconds: at least {perHour(TMC.questions, TMC.minutes)} each hour.
        </Text>
        <Box overflowX="auto" bg="white" borderRadius="xl" borderWidth="1px">
          <Table.Root size="sm" css={{ '& th, & td': { paddingInline: '0.5rem' } }}>
            <Table.Caption captionSide="top" textAlign="start" px="3" pt="2" color="fg.muted">
              Time available per question, rounded to the second
            </Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Exam</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Questions</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Time</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Per question</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {PACE_ROWS.map((r) => (
                <Table.Row key={r.name}>
                  <Table.Cell fontWeight="medium">{r.name}</Table.Cell>
                  <Table.Cell textAlign="end">{r.questions}</Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {formatDuration(r.minutes)}
                  </Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {secondsPerQuestion(r.questions, r.minutes)} s
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
        <Bullets
          items={[
            'Do not let one hard question eat five minutes. Choose your best answer, flag it if you can, and move on.',
            'Answer every question. Your score is the number you get right, so a blank can never help you.',
            'Leave a few minutes at the end to revisit the questions you were unsure of.',
          ]}
        />
      </ContentSection>

      <ContentSection title="Read each question the way it is written" id="reading">
        <Bullets
          items={[
            'Find the actual question first: what should you do first, recommend, check, or which finding is most likely. Then read the scenario with that in mind.',
            'Watch for words that change the answer: first, best, most appropriate, initial, except, contraindicated.',
            'Use only the information given. Do not invent extra findings or assume a test was done.',
            'Assess before you act: when one option gathers information and another changes therapy, the exam often wants the assessment first, unless the patient is in immediate danger.',
            'Patient safety comes first. An option that fixes a life-threatening problem (a disconnected circuit, an obstructed airway, a tension pneumothorax) beats a perfect adjustment.',
            'Eliminate clearly wrong options, then compare the remaining ones directly against the question asked.',
          ]}
        />
      </ContentSection>

      <ContentSection title="Know these calculations cold" id="calculations">
        <Text>Calculation questions are quick points if you know the formulas and the units. Practise until they are automatic:</Text>
        <Bullets items={FORMULAS} />
      </ContentSection>

      <ContentSection title="A study plan with Respira" id="plan">
        <Bullets
          items={[
            <>
              Start with a full <InternalLink to="/exam">Practice Exam</InternalLink> to get a baseline. The topic breakdown on the result
              screen shows where you are weakest.
            </>,
            <>
              Work through the <InternalLink to="/guides">study guides</InternalLink> for your weakest topics, then drill those topics with
              practice quizzes.
            </>,
            'Read every explanation, including on the questions you got right: a right guess is not knowledge.',
            'Mix topics as the exam gets closer. The real exam jumps between topics, and mixed practice trains you to switch.',
            <>
              Take at least one full-length, timed <InternalLink to="/exam">RTE simulation</InternalLink> (or TMC, if you sit it before{' '}
              {TMC_END}) in one sitting to build stamina and check your pacing.
            </>,
            `Respira counts ${PASSING_SCORE}% as a pass on its Practice Exam and CRT and RRT Simulations. That is our benchmark, not the NBRC's cut score: the RTE and TMC simulations report against the real cuts, and you should clear them consistently before you book.`,
          ]}
        />
      </ContentSection>

      <ContentSection title="The day of the exam" id="exam-day">
        <Bullets
          items={[
            'Read the NBRC candidate handbook beforehand for the identification, check-in and testing-room rules, so nothing surprises you.',
            'Sleep properly the night before; last-minute cramming costs more than it gains.',
            'Arrive early, so check-in does not eat into your calm or your time.',
            'If your mind goes blank on a question, breathe, reread the last sentence of the question, and eliminate what you can.',
          ]}
        />
      </ContentSection>

      <Flex gap="3" wrap="wrap">
        <ButtonLink to="/exam" block>
          Take a Practice Exam
        </ButtonLink>
        <ButtonLink to="/guides" variant="outline" block>
          Browse Study Guides
        </ButtonLink>
      </Flex>
    </ContentPage>
  );
}
