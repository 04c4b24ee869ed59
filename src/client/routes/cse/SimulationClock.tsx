import { Text } from '@chakra-ui/react';
import { ClockBox } from '../../components/StatusBar';
import { useEffect, useMemo, useRef, useState } from 'react';
import { CSE_MINUTES_PER_PROBLEM } from '../../../shared/cseFormat';
import { formatClock } from '../../lib/format';
import { useCountdown } from '../../lib/useCountdown';

const PER_PROBLEM = Math.round(CSE_MINUTES_PER_PROBLEM);

interface ExamProps {
  startedAt: string;
  deadlineAt: string;
  serverNow: string;
  position: number;
  problemCount: number;
  onTimeUp: () => void;
}

/** The exam's countdown (the server's clock, not the phone's) and where the average pace would put the learner, as
 * the two sides of the player's status bar. */
export function ExamClock({ startedAt, deadlineAt, serverNow, position, problemCount, onTimeUp }: ExamProps) {
  // Dates made once per deadline: the countdown restarts its timer when it is handed a new one.
  const deadline = useMemo(() => new Date(deadlineAt), [deadlineAt]);
  const now = useMemo(() => new Date(serverNow), [serverNow]);
  const seconds = useCountdown(deadline, now, onTimeUp);
  const total = (deadline.getTime() - new Date(startedAt).getTime()) / 1000;
  const elapsedMinutes = Math.max(0, total - seconds) / 60;
  const due = Math.min(problemCount, Math.floor(elapsedMinutes / CSE_MINUTES_PER_PROBLEM) + 1);
  const behind = due > position + 1;
  return (
    <>
      <Text fontSize="sm" color={behind ? 'orange.800' : 'fg.muted'} data-testid="cse-pace">
        Problem {position + 1} of {problemCount} · about {PER_PROBLEM} minutes a problem
        {behind ? ` · at that pace you would be on problem ${due}` : ''}
      </Text>
      <ClockBox label="Time remaining" low={seconds < CSE_MINUTES_PER_PROBLEM * 60} testId="cse-clock">
        {formatClock(seconds)}
      </ClockBox>
    </>
  );
}

/** A practice problem has no deadline: the time spent, set against the exam's average for one problem. */
export function PracticeClock({ startedAt, serverNow }: { startedAt: string; serverNow: string }) {
  const offset = useRef(new Date(serverNow).getTime() - Date.now());
  const spent = () => Math.max(0, Math.floor((Date.now() + offset.current - new Date(startedAt).getTime()) / 1000));
  const [seconds, setSeconds] = useState(spent);
  useEffect(() => {
    const id = setInterval(() => setSeconds(spent()), 1000);
    return () => clearInterval(id);
    // The start is fixed for the life of a problem.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [startedAt]);
  const over = seconds > CSE_MINUTES_PER_PROBLEM * 60;
  return (
    <>
      <Text fontSize="sm" color={over ? 'orange.800' : 'fg.muted'} data-testid="cse-pace">
        The exam allows about {PER_PROBLEM} minutes a problem
      </Text>
      <ClockBox label="Time on this problem" testId="cse-clock">
        {formatClock(seconds)}
      </ClockBox>
    </>
  );
}
