import { Button } from '@chakra-ui/react';

/** The quiz screens' "Flag for review" toggle; its pressed state is announced and spelled out. */
export function FlagButton({ flagged, onToggle }: { flagged: boolean; onToggle: () => void }) {
  return (
    <Button variant="outline" aria-pressed={flagged} onClick={onToggle}>
      {flagged ? '⚑ Flagged for review' : '⚐ Flag for review'}
    </Button>
  );
}
