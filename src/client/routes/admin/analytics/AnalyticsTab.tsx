import { Text } from '@chakra-ui/react';

// Replaced by the analytics charts in this change.
export default function AnalyticsTab() {
  return <Text>Analytics</Text>;
}
