import { Box, Heading, Link, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** The sign-in screen's frame (a white card on the page), so the reset screens read as part of it. */
export function ResetCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <Box px="4" py={{ base: 8, md: 16 }}>
      <Box bg="white" p={{ base: 6, md: 8 }} borderRadius="xl" borderWidth="1px" w="full" maxW="md" mx="auto">
        <Heading as="h1" size="xl" textAlign="center">
          {title}
        </Heading>
        {intro && (
          <Text textAlign="center" color="fg.muted" mt="2" mb="6">
            {intro}
          </Text>
        )}
        {children}
      </Box>
    </Box>
  );
}

export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild color="teal.700" fontWeight="semibold">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
