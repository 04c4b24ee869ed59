import { Box, Heading, Text } from '@chakra-ui/react';
import { ButtonLink } from '../../components/ButtonLink';

function NotFoundPage() {
  return (
    <Box maxW="lg" mx="auto" my="16" p="8" bg="white" borderRadius="xl" borderWidth="1px" textAlign="center">
      <Heading as="h1" size="2xl" color="red.600">
        404 Page Not Found
      </Heading>
      <Text mt="4" color="fg.muted">
        Did you forget to add the page to the router?
      </Text>
      <Box mt="6">
        <ButtonLink to="/">Back to Home</ButtonLink>
      </Box>
    </Box>
  );
}

export default NotFoundPage;
