import { Box, Container, Heading, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Footer } from './Footer';

/** The frame of every text page: one h1, a readable column on any width, and the shared footer. */
export function ContentPage({ title, intro, meta, children }: { title: string; intro?: ReactNode; meta?: string; children: ReactNode }) {
  return (
    <Box>
      <Container maxW="3xl" py={{ base: 6, md: 12 }} px={{ base: 4, md: 6 }}>
        <Stack gap="2" mb="8">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {title}
          </Heading>
          {meta && (
            <Text color="fg.muted" fontSize="sm">
              {meta}
            </Text>
          )}
          {intro && (
            <Text fontSize="lg" color="fg.muted">
              {intro}
            </Text>
          )}
        </Stack>
        <Stack gap="8">{children}</Stack>
      </Container>
      <Footer />
    </Box>
  );
}

/** A titled block of prose; `id` lets other pages and the table of contents link straight to it. */
export function ContentSection({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    <Box as="section" id={id} aria-labelledby={id ? `${id}-title` : undefined} scrollMarginTop="20">
      <Heading as="h2" size="lg" mb="3" id={id ? `${id}-title` : undefined}>
        {title}
      </Heading>
      <Stack gap="3" lineHeight="tall">
        {children}
      </Stack>
    </Box>
  );
}

export function Bullets({ items }: { items: readonly ReactNode[] }) {
  return (
    <Stack as="ul" gap="1.5" pl="5" listStyleType="disc">
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </Stack>
  );
}

/** Underlined as well as coloured, so a link never depends on colour alone. */
export function InternalLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild color="teal.700" textDecoration="underline" fontWeight="medium">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} color="teal.700" textDecoration="underline" fontWeight="medium" target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Link>
  );
}

export const SUPPORT_EMAIL = 'support@respira.app';

export function SupportEmail() {
  return (
    <Link href={`mailto:${SUPPORT_EMAIL}`} color="teal.700" textDecoration="underline" fontWeight="medium">
      {SUPPORT_EMAIL}
    </Link>
  );
}
