import { Box, Code, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { TOKEN_KEY } from '../../lib/token';
import { Bullets, ContentPage, ContentSection, ExternalLink, InternalLink, SupportEmail } from '../../components/ContentPage';

/** What the app itself keeps in the browser. Keep in step with session.tsx and exam/savedAnswers.ts. */
const STORED: readonly { name: string; where: string; why: string; until: string }[] = [
  {
    name: TOKEN_KEY,
    where: 'Local storage',
    why: 'Your sign-in token, so you stay signed in between visits.',
    until: 'You sign out; a sign-in left unused also stops working on the server.',
  },
  {
    name: 'respira_session_only',
    where: 'Local storage',
    why: 'Notes that you signed in without “Remember me”, so the sign-in is forgotten when the browser closes.',
    until: 'You sign out, or your next visit after the browser was closed.',
  },
  {
    name: 'respira_alive',
    where: 'Session storage',
    why: 'Works with respira_session_only: shows that the browser session you signed in from is still open.',
    until: 'The browser closes.',
  },
  {
    name: 'respira_exam_…',
    where: 'Local storage',
    why: 'Your answers and flags in an exam you are taking, so a reload does not lose them.',
    until: 'The exam is submitted.',
  },
];

export default function CookiesPage() {
  useEffect(() => {
    document.title = 'Cookie Policy · Respira';
  }, []);

  return (
    <ContentPage
      title="Cookie Policy"
      intro="Respira sets no cookies of its own and uses no tracking, analytics or advertising cookies. Here is exactly what it keeps in your browser, and when a third party may set cookies."
    >
      <ContentSection title="What Respira stores in your browser" id="storage">
        <Text>
          Instead of cookies, Respira uses your browser&apos;s local storage and session storage. These items stay on your device; the
          sign-in token is sent to our server only to prove it is you. None of them are used to track you across sites.
        </Text>
        <Stack as="ul" gap="3" listStyleType="none" aria-label="Items Respira keeps in your browser">
          {STORED.map((s) => (
            <Box as="li" key={s.name} bg="white" p="4" borderRadius="xl" borderWidth="1px">
              <Code fontSize="sm">{s.name}</Code>
              <Box
                as="dl"
                mt="2"
                fontSize="sm"
                display="grid"
                gridTemplateColumns={{ base: '1fr', sm: '9rem 1fr' }}
                columnGap="3"
                rowGap="1"
              >
                <Text as="dt" fontWeight="semibold">
                  Stored in
                </Text>
                <Text as="dd" mb={{ base: 2, sm: 0 }}>
                  {s.where}
                </Text>
                <Text as="dt" fontWeight="semibold">
                  Purpose
                </Text>
                <Text as="dd" mb={{ base: 2, sm: 0 }}>
                  {s.why}
                </Text>
                <Text as="dt" fontWeight="semibold">
                  Removed when
                </Text>
                <Text as="dd">{s.until}</Text>
              </Box>
            </Box>
          ))}
        </Stack>
        <Text>
          These items are strictly necessary for the features they support, so Respira does not ask for consent to store them. If you block
          site storage, Respira still opens, but you will need to sign in on every visit.
        </Text>
      </ContentSection>

      <ContentSection title="Stripe, when you pay" id="stripe">
        <Text>
          When you subscribe to Pro, the payment form is provided by Stripe and loaded from Stripe&apos;s servers. Stripe may set its own
          cookies while you use it, mainly to prevent fraud and keep payments secure. Those cookies are governed by Stripe, not by Respira;
          see <ExternalLink href="https://stripe.com/privacy">Stripe&apos;s Privacy Policy</ExternalLink>. Stripe&apos;s form appears only
          on the subscription page.
        </Text>
      </ContentSection>

      <ContentSection title="Links to other sites" id="links">
        <Text>
          Our footer links to social networks. If you follow those links, those sites may set their own cookies under their own policies.
        </Text>
      </ContentSection>

      <ContentSection title="How to clear it" id="clear">
        <Bullets
          items={[
            'Sign out: the sign-in token is removed and the server stops accepting it.',
            'Or clear this site’s data in your browser settings (often under Privacy, “Cookies and site data”).',
          ]}
        />
      </ContentSection>

      <ContentSection title="Questions" id="contact">
        <Text>
          Write to <SupportEmail />. Our <InternalLink to="/privacy">Privacy Policy</InternalLink> explains what we store on our servers.
        </Text>
      </ContentSection>
    </ContentPage>
  );
}
