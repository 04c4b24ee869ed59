import { Container, Text } from '@chakra-ui/react';
import { useParams } from 'react-router';
import { ButtonLink } from '../../components/ButtonLink';
import { PageSpinner } from '../../components/PageSpinner';
import { RequireAuth } from '../../components/RequireAuth';
import { errorMessage } from '../../lib/errors';
import { CsePlayer } from './CsePlayer';
import { CseResult } from './CseResult';
import { ProblemComplete } from './ProblemComplete';
import { useCsePlay } from './useCsePlay';

/** /cse/:sessionId: the session as the server has it, played while active, its result once finished. */
function Simulation({ sessionId }: { sessionId: string }) {
  const p = useCsePlay(sessionId);
  const view = p.session.data;
  if (p.session.isPending) return <PageSpinner label="Loading the simulation" />;
  if (!view)
    return (
      <Container maxW="3xl" py="10" px={{ base: 3, md: 6 }}>
        <Text role="alert" mb="4">
          {errorMessage(p.session.error, 'The simulation could not be loaded.')}
        </Text>
        <ButtonLink to="/cse" variant="outline">
          Back to clinical simulations
        </ButtonLink>
      </Container>
    );
  // A problem that has just ended says so before the next problem or the result replaces it.
  if (p.ended)
    return (
      <Container maxW="3xl" py={{ base: 4, md: 8 }} px={{ base: 3, md: 6 }}>
        <ProblemComplete ended={p.ended} next={view.status === 'finished' ? 'result' : 'problem'} onGoOn={() => void p.goOn()} />
      </Container>
    );
  if (view.status === 'finished' && view.result) return <CseResult view={view} result={view.result} />;
  if (!view.problem) return <PageSpinner label="Loading the simulation" />;
  return (
    <CsePlayer
      view={view}
      play={view.problem}
      movedOn={p.movedOn}
      choosing={p.choosing}
      ending={p.ending}
      onChoose={(sectionId, ids, done) => p.choose(view, sectionId, ids, done)}
      onEnd={p.end}
      onTimeUp={() => void p.timeUp()}
      onNext={() => void p.goOn()}
    />
  );
}

export default function CsePlayPage() {
  const { sessionId = '' } = useParams();
  return (
    <RequireAuth>
      <Simulation key={sessionId} sessionId={sessionId} />
    </RequireAuth>
  );
}
