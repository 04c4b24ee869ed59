import { Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Bullets, ContentPage, ContentSection, ExternalLink, InternalLink, SupportEmail } from '../../components/ContentPage';

export default function PrivacyPage() {
  useEffect(() => {
    document.title = 'Privacy Policy · Respira';
  }, []);

  return (
    <ContentPage
      title="Privacy Policy"
      intro="What Respira collects, why, who can see it, and how to get a copy or have it deleted. In short: we keep what we need to run your studies, we do not sell it, and we do not track you for advertising."
    >
      <ContentSection title="What we collect" id="collect">
        <Bullets
          items={[
            <>
              <strong>Account details:</strong> your first and last name, username, email address, and your password, which we store only as
              a one-way hash that cannot be turned back into the password.
            </>,
            <>
              <strong>Study records:</strong> the quizzes and exams you take, the answers you give, your scores, the time an exam took, and
              the statistics we compute from them (average score, study streak, exam readiness).
            </>,
            <>
              <strong>Account activity:</strong> when you sign in (and how many times), when you start and finish quizzes, and failed
              sign-in attempts for your email address, which we count to stop password guessing.
            </>,
            <>
              <strong>Subscription details:</strong> your plan and its status, and the customer reference our payment provider, Stripe,
              gives us. Card details go straight to Stripe; Respira never sees or stores your card number.
            </>,
            <>
              <strong>Technical logs:</strong> our server records requests (such as the IP address, the address requested and the time) to
              keep the service running and secure.
            </>,
            <>
              <strong>Messages you send us:</strong> if you write to support, we keep the conversation so we can help you.
            </>,
          ]}
        />
      </ContentSection>

      <ContentSection title="How we use it" id="use">
        <Bullets
          items={[
            'To run your account: signing you in, grading your answers, and showing your progress and results.',
            'To provide the plan you chose, and to apply the free plan’s limits.',
            'To protect accounts and the service from abuse.',
            'To answer your questions and fix problems you report.',
            'To improve the question bank, using results across all learners (for example, spotting a question most people get wrong).',
          ]}
        />
        <Text>We do not sell your information, we show no advertising, and we use no third-party analytics or advertising trackers.</Text>
      </ContentSection>

      <ContentSection title="Who can see it" id="access">
        <Bullets
          items={[
            'You: your dashboard and results pages show your own records.',
            'Respira administrators: they manage accounts and subscriptions and can see account details and study statistics, to support learners and run the service.',
            'Stripe, which processes payments when you subscribe, under its own privacy policy.',
            'The provider that hosts our servers, which stores the data on our behalf.',
            'Authorities, only where the law requires us to disclose information.',
          ]}
        />
        <Text>
          Stripe&apos;s handling of payment data is described in{' '}
          <ExternalLink href="https://stripe.com/privacy">Stripe&apos;s Privacy Policy</ExternalLink>.
        </Text>
      </ContentSection>

      <ContentSection title="How long we keep it" id="retention">
        <Text>
          We keep your account and study records for as long as your account exists, so your progress is there when you come back. When you
          sign out, the sign-in token in your browser is deleted and the server no longer accepts it; a sign-in you leave unused expires on
          its own. When your account is deleted, your study records and activity go with it. We keep payment records for as long as tax and
          accounting law requires.
        </Text>
      </ContentSection>

      <ContentSection title="How we protect it" id="security">
        <Bullets
          items={[
            'Passwords are stored only as strong one-way hashes.',
            'The server stores only a fingerprint of each sign-in token, never the token itself.',
            'Repeated failed sign-ins for one email address are blocked for a while.',
            'Only Respira administrators can see records other than your own.',
          ]}
        />
      </ContentSection>

      <ContentSection title="Your choices and rights" id="rights">
        <Text>
          You can ask us for a copy of your information, to correct it, or to delete your account and everything linked to it. Write to{' '}
          <SupportEmail /> from the email address on your account; we reply within 24 hours and act on your request without charge.
          Depending on where you live, you may also have the right to complain to your data protection authority.
        </Text>
      </ContentSection>

      <ContentSection title="Cookies and browser storage" id="cookies">
        <Text>
          Respira stores your sign-in in your browser and uses no tracking cookies. The details are in our{' '}
          <InternalLink to="/cookies">Cookie Policy</InternalLink>.
        </Text>
      </ContentSection>

      <ContentSection title="Children" id="children">
        <Text>
          Respira is made for students and professionals in respiratory care. It is not intended for children under 16, and we do not
          knowingly collect information from them.
        </Text>
      </ContentSection>

      <ContentSection title="Changes and contact" id="contact">
        <Text>
          If we change how we handle your information, we will update this page and, for significant changes, tell you by email or in the
          app. Questions about privacy? Write to <SupportEmail />. Our <InternalLink to="/terms">Terms of Service</InternalLink> cover the
          rest of our agreement with you.
        </Text>
      </ContentSection>
    </ContentPage>
  );
}
