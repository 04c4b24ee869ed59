import { Box, Container, Flex, Heading, Text } from '@chakra-ui/react';
import { ButtonLink } from '../../components/ButtonLink';
import { RequireAuth } from '../../components/RequireAuth';
import { CaseSetsTab } from './CaseSetsTab';

/**
 * /admin/case-sets: clinical case sets for administrators (issue #17 §5). A page of its own, linked from the full
 * dashboard, so the dashboard keeps the five tabs the spec names.
 */
export default function CaseSetsPage() {
  return (
    <RequireAuth role="admin">
      <Container maxW="7xl" py={{ base: 6, md: 10 }}>
        <Flex justify="space-between" align={{ base: 'stretch', md: 'center' }} gap="4" direction={{ base: 'column', md: 'row' }} mb="6">
          <Box>
            <Heading as="h1" size="2xl">
              Clinical Case Sets
            </Heading>
            <Text color="fg.muted">Write, review and publish the case sets learners take in topic practice.</Text>
          </Box>
          <ButtonLink to="/admin-enhanced" variant="outline">
            Back to Admin Dashboard
          </ButtonLink>
        </Flex>
        <CaseSetsTab />
      </Container>
    </RequireAuth>
  );
}
