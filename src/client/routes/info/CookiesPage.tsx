import { Box, Code, Table, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { TOKEN_KEY } from '../../trpc';
import { Bullets, ContentPage, ContentSection, ExternalLink, InternalLink, SupportEmail } from './ContentPage';

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
    why: 'Tells a “Remember me” off sign-in that this browser session is still open.',
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
          Instead of cookies, Respira uses your browser&apos;s local storage and session storage. These items stay on your
          device; the sign-in token is sent to our server only to prove it is you. None of them are used to track you across
          sites.
        </Text>
        <Box overflowX="auto" bg="white" borderRadius="xl" borderWidth="1px">
          <Table.Root size="sm">
            <Table.Caption captionSide="top" textAlign="start" px="3" pt="2" color="fg.muted">
              Items Respira keeps in your browser
            </Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Name</Table.ColumnHeader>
                <Table.ColumnHeader>Where</Table.ColumnHeader>
                <Table.ColumnHeader>Why</Table.ColumnHeader>
                <Table.ColumnHeader>Removed when</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {STORED.map((s) => (
                <Table.Row key={s.name} verticalAlign="top">
                  <Table.Cell>
                    <Code whiteSpace="nowrap">{s.name}</Code>
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{s.where}</Table.Cell>
                  <Table.Cell minW="48">{s.why}</Table.Cell>
                  <Table.Cell minW="40">{s.until}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
        <Text>
          These items are strictly necessary for the features they support, so Respira does not ask for consent to store
          them. If you block site storage, Respira still opens, but you will need to sign in on every visit.
        </Text>
      </ContentSection>

      <ContentSection title="Stripe, when you pay" id="stripe">
        <Text>
          When you subscribe to Pro, the payment form is provided by Stripe and loaded from Stripe&apos;s servers. Stripe may
          set its own cookies while you use it, mainly to prevent fraud and keep payments secure. Those cookies are governed
          by Stripe, not by Respira; see <ExternalLink href="https://stripe.com/privacy">Stripe&apos;s Privacy Policy</ExternalLink>.
          Stripe&apos;s form appears only on the subscription page.
        </Text>
      </ContentSection>

      <ContentSection title="Links to other sites" id="links">
        <Text>
          Our footer links to social networks. If you follow those links, those sites may set their own cookies under their
          own policies.
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
          Write to <SupportEmail />. Our <InternalLink to="/privacy">Privacy Policy</InternalLink> explains what we store on
          our servers.
        </Text>
      </ContentSection>
    </ContentPage>
  );
}
