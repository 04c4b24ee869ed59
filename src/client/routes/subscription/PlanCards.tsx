import { Badge, Box, Button, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { PLANS, type PlanId } from '../../../shared/plans';
import { ANNUAL_BADGE, ANNUAL_SAVE_LINE } from '../../../shared/pricing';
import { useTRPC } from '../../lib/trpc';

function useFeatures(): string[] {
  const trpc = useTRPC();
  const topics = useQuery(trpc.learner.topics.queryOptions());
  // The question count is the bank's real size (DECISIONS: statistics come from the database).
  const total = topics.data?.reduce((s, t) => s + t.questionCount, 0);
  return [
    'Unlimited practice quizzes',
    total ? `All ${total} NBRC-style questions` : 'All NBRC-style questions',
    'Detailed explanations',
    'Progress tracking',
    'Performance analytics',
    'Mobile access',
    'Spaced-repetition review of your misses',
    // Sent since issue #30 (DECISIONS: every listed feature exists).
    'Study reminders',
    'Priority support',
  ];
}

interface Props {
  selected: PlanId;
  onSelect: (plan: PlanId) => void;
}

export function PlanCards({ selected, onSelect }: Props) {
  const features = useFeatures();
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" role="group" aria-label="Plans">
      {(['monthly', 'yearly'] as const).map((id) => {
        const plan = PLANS[id];
        const isSelected = selected === id;
        return (
          <Box
            key={id}
            data-testid={`plan-${id}`}
            data-selected={isSelected || undefined}
            position="relative"
            bg={isSelected ? 'teal.50' : 'white'}
            borderWidth="2px"
            borderColor={isSelected ? 'teal.500' : 'gray.200'}
            borderRadius="xl"
            p={{ base: 5, md: 6 }}
            cursor="pointer"
            shadow={isSelected ? 'md' : undefined}
            // The whole card is a mouse target; keyboard users get the same through the card's button.
            onClick={() => onSelect(id)}
          >
            <Stack gap="4" h="full">
              <Stack direction="row" justify="space-between" align="flex-start" gap="2">
                <Heading as="h2" size="lg">
                  {plan.name}
                </Heading>
                {id === 'yearly' && (
                  <Badge colorPalette="orange" variant="solid" size="lg">
                    {ANNUAL_BADGE}
                  </Badge>
                )}
              </Stack>
              <Box>
                <Text as="span" fontSize="4xl" fontWeight="bold" color="teal.700">
                  {plan.price}
                </Text>
                <Text as="span" color="fg.muted">
                  /{plan.period}
                </Text>
                {id === 'yearly' && (
                  <Text color="green.700" fontWeight="semibold" fontSize="sm" mt="1">
                    {ANNUAL_SAVE_LINE}
                  </Text>
                )}
              </Box>
              <List.Root variant="plain" gap="2" fontSize="sm" flex="1">
                {features.map((f) => (
                  <List.Item key={f} alignItems="flex-start">
                    <Box as="span" aria-hidden color="teal.600" fontWeight="bold" me="2">
                      ✓
                    </Box>
                    {f}
                  </List.Item>
                ))}
              </List.Root>
              <Button
                colorPalette="teal"
                variant={isSelected ? 'solid' : 'outline'}
                aria-pressed={isSelected}
                aria-label={`${isSelected ? 'Selected Plan' : 'Choose Plan'}: ${plan.name}`}
                onClick={(e) => {
                  e.stopPropagation();
                  onSelect(id);
                }}
              >
                {isSelected ? 'Selected Plan' : 'Choose Plan'}
              </Button>
            </Stack>
          </Box>
        );
      })}
    </SimpleGrid>
  );
}
