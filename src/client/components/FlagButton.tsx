import { Button, type ButtonProps } from '@chakra-ui/react';

/** The "Flag for review" toggle of the quizzes and the exam; its pressed state is announced and spelled out. */
export function FlagButton({ flagged, onToggle, ...rest }: { flagged: boolean; onToggle: () => void } & ButtonProps) {
  return (
    <Button variant="outline" aria-pressed={flagged} onClick={onToggle} {...rest}>
      {flagged ? '⚑ Flagged for review' : '⚐ Flag for review'}
    </Button>
  );
}
