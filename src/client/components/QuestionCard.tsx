import { Badge, Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { FlowQuestion, QuizFlow } from '../lib/useQuizFlow';
import { AnswerFeedback } from './AnswerFeedback';
import { FlagButton } from './FlagButton';
import { OptionList } from './OptionList';
import type { Exhibit as ExhibitData } from '../../shared/exhibit';
import { Exhibit } from './exhibit/Exhibit';

interface CardQuestion extends FlowQuestion {
  questionText: string;
  explanation: string;
  difficulty: string;
  source?: string | null;
  reviewedOn?: string | null;
  writtenOn?: string | null;
  exhibit?: ExhibitData | null;
}

interface Props {
  flow: QuizFlow<CardQuestion>;
  /** Badges shown above the question (topic, difficulty). */
  tags: ReactNode;
  /** "." (topic quiz) or ")" (free quiz). */
  separator?: string;
}

/** One question of a quiz with instant feedback: options, Submit Answer, the verdict, then Next Question. */
export function QuestionCard({ flow, tags, separator }: Props) {
  const { q, last, selected, submitted, correct, isFlagged } = flow;
  const lastLetter = String.fromCharCode(64 + q.options.length);
  return (
    <Box bg="white" mt="5" p={{ base: 4, md: 6 }} borderRadius="xl" borderWidth="1px">
      <Flex gap="2" mb="3" wrap="wrap">
        {tags}
        {isFlagged && <Badge colorPalette="orange">Flagged for review</Badge>}
      </Flex>
      <Heading as="h2" size="md" fontWeight="semibold" mb="4" whiteSpace="pre-wrap" ref={flow.questionRef} tabIndex={-1} outline="none">
        {q.questionText}
      </Heading>
      <Exhibit exhibit={q.exhibit} />
      <OptionList
        name="Answer options"
        separator={separator}
        options={q.options}
        selected={selected}
        onSelect={flow.pick}
        locked={submitted}
        correctAnswer={submitted ? q.correctAnswer : null}
      />

      <Flex mt="5" gap="3" justify="space-between" wrap="wrap">
        <FlagButton flagged={isFlagged} onToggle={flow.toggleFlag} />
        {submitted ? (
          <Button colorPalette="teal" onClick={flow.next}>
            {last ? 'Complete Quiz' : 'Next Question'}
          </Button>
        ) : (
          <Button colorPalette="teal" onClick={flow.submit} disabled={!selected}>
            Submit Answer
          </Button>
        )}
      </Flex>
      {/* No peer figure here: the quiz's answers reach the server only when it is saved, so asking now is refused
          (403); the result screen shows them once the attempt is stored. */}
      {/* Below the buttons: the verdict and explanation grow the page downwards, so Submit Answer turns into
          Next Question where it was instead of being pushed away from under the pointer. */}
      <AnswerFeedback
        correct={correct}
        explanation={q.explanation}
        difficulty={q.difficulty}
        source={q.source}
        reviewedOn={q.reviewedOn}
        writtenOn={q.writtenOn}
      />
      <Text mt="3" fontSize="xs" color="fg.muted" hideBelow="md">
        Keyboard: press A–{lastLetter} to choose, Enter to {submitted ? 'continue' : 'submit'}.
      </Text>
    </Box>
  );
}
