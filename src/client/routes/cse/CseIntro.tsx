import { Box, List, Text } from '@chakra-ui/react';
import { CSE_FORMAT, CSE_MINUTES_PER_PROBLEM, CSE_MPL_TEXT } from '../../../shared/cseFormat';
import { formatDuration } from '../../lib/format';

/** What the CSE is, from the format module (every number there, none here). */
export function CseIntro() {
  return (
    <Box data-testid="cse-intro">
      <Text>
        The Clinical Simulation Examination (CSE) gives {CSE_FORMAT.problems} problems ({CSE_FORMAT.scored} scored, {CSE_FORMAT.pretest}{' '}
        unscored pretest) in {formatDuration(CSE_FORMAT.minutes)}, about {Math.round(CSE_MINUTES_PER_PROBLEM)} minutes a problem. Candidates
        who reach the TMC&apos;s high cut by {CSE_FORMAT.tmcLastDay} may sit it until {CSE_FORMAT.lastDay}.
      </Text>
      <List.Root mt="3" gap="1" ps="5">
        <List.Item>A problem opens with a patient&apos;s scenario and moves through sections.</List.Item>
        <List.Item>
          Information gathering (IG): select as many options as are indicated. Each one you reveal shows its result, and each is scored,
          helpful or not.
        </List.Item>
        <List.Item>
          Decision making (DM): choose one option. What happens next depends on your choice, and a poor one can leave the patient worse.
        </List.Item>
        <List.Item>A revealed choice is final: it cannot be taken back.</List.Item>
      </List.Root>
      <Text mt="3" fontSize="sm" color="fg.muted">
        {CSE_MPL_TEXT}
      </Text>
    </Box>
  );
}
