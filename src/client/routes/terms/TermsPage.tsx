import { Box, Text } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { FREE_ATTEMPTS_PER_WINDOW, FREE_WINDOW_DAYS, MONEY_BACK_DAYS, PLANS } from '../../../shared/plans';
import { Bullets, ContentPage, ContentSection, InternalLink, SupportEmail } from '../../components/ContentPage';
import { ButtonLink } from '../../components/ButtonLink';

/** SPEC §2 "Terms page": thirteen sections, in this order. */
const SECTIONS: readonly { title: string; body: ReactNode }[] = [
  {
    title: 'Acceptance of Terms',
    body: (
      <Text>
        By creating an account or using Respira, you agree to these Terms of Service. If you do not agree, please do not use Respira. If you
        use Respira on behalf of a school or employer, you confirm that you may accept these terms for them.
      </Text>
    ),
  },
  {
    title: 'Description of Service',
    body: (
      <>
        <Text>
          Respira is an online study tool for respiratory therapy students and professionals preparing for the NBRC Therapist
          Multiple-Choice (TMC) exam at the CRT and RRT levels. It offers a free preview quiz, practice quizzes by topic, mixed practice
          exams, timed exam simulations, explanations and progress statistics.
        </Text>
        <Text>
          Some features are free; others need a paid Pro subscription. We may improve, change or retire features over time, and we will not
          remove a paid feature you rely on without telling you first.
        </Text>
      </>
    ),
  },
  {
    title: 'User Accounts',
    body: (
      <Bullets
        items={[
          'You must give accurate information when you register and keep it up to date.',
          'Keep your password secret. You are responsible for what happens under your account; tell us at once if you think someone else has used it.',
          'An account is for one person. Do not share your sign-in or let others study under your account.',
          'You may stop using Respira at any time.',
        ]}
      />
    ),
  },
  {
    title: 'Subscription and Payment',
    body: (
      <>
        <Text>
          Respira Pro costs {PLANS.monthly.price} per {PLANS.monthly.period} ({PLANS.monthly.name}) or {PLANS.yearly.price} per{' '}
          {PLANS.yearly.period} ({PLANS.yearly.name}). Payments are processed by our payment provider, Stripe; Respira never sees or stores
          your full card number.
        </Text>
        <Bullets
          items={[
            <>
              <strong>Automatic renewal.</strong> Your subscription renews automatically at the end of each billing period, and you are
              charged the then-current price, until you cancel.
            </>,
            <>
              <strong>Cancellation.</strong> You can cancel at any time in your <InternalLink to="/account">account settings</InternalLink>.
              Cancellation stops the next renewal; you keep Pro access until the end of the period you have already paid for.
            </>,
            <>
              <strong>Money-back guarantee.</strong> If Respira Pro is not right for you, write to <SupportEmail /> within {MONEY_BACK_DAYS}{' '}
              days of your first payment and we will refund it in full.
            </>,
            <>
              <strong>Price changes.</strong> We will give you at least 30 days&apos; notice before a price change takes effect. A new price
              applies from your first renewal after the notice period, and you can cancel before then.
            </>,
            <>
              <strong>Free plan.</strong> Without a subscription you can take the free preview quiz and the Practice Exam{' '}
              {FREE_ATTEMPTS_PER_WINDOW} times every {FREE_WINDOW_DAYS} days.
            </>,
          ]}
        />
      </>
    ),
  },
  {
    title: 'Acceptable Use',
    body: (
      <>
        <Text>When you use Respira, you agree not to:</Text>
        <Bullets
          items={[
            'copy, scrape, download in bulk, publish or sell the questions, explanations or other content;',
            'share your account or resell access to it;',
            'try to get around plan limits, security measures or access controls;',
            'interfere with the service, overload it, or probe it for vulnerabilities without our written permission;',
            'use Respira for anything unlawful, or to harass anyone.',
          ]}
        />
        <Text>We may suspend an account that breaks these rules.</Text>
      </>
    ),
  },
  {
    title: 'Intellectual Property',
    body: (
      <Text>
        The questions, explanations, study guides, software and design of Respira belong to Respira or its licensors and are protected by
        copyright and other laws. Your subscription gives you a personal, non-transferable right to use them for your own study while your
        account is active; it does not transfer any ownership. NBRC, CRT and RRT are trademarks of their owner and are used only to describe
        the exams Respira helps you prepare for.
      </Text>
    ),
  },
  {
    title: 'Privacy',
    body: (
      <Text>
        We collect only what we need to run Respira: your account details, your quiz and exam results, and the payment records our payment
        provider gives us. Our <InternalLink to="/privacy">Privacy Policy</InternalLink> explains what we collect, why, and how to ask for a
        copy or deletion, and our <InternalLink to="/cookies">Cookie Policy</InternalLink> explains what we store in your browser.
      </Text>
    ),
  },
  {
    title: 'Disclaimer',
    body: (
      <>
        <Text>
          Respira is an exam-preparation tool. It is not medical advice and must not be used to make decisions about the care of real
          patients: follow current clinical guidelines, your institution&apos;s protocols and the orders of the responsible clinician.
        </Text>
        <Text>
          Respira is independent and is not affiliated with, endorsed by or sponsored by the National Board for Respiratory Care (NBRC). Our
          questions are written to resemble the exam&apos;s style and content outline; they are not actual exam questions. We work to keep
          the content accurate, but we cannot promise that it is free of errors or that using Respira will make you pass any exam. The
          service is provided &ldquo;as is&rdquo;.
        </Text>
      </>
    ),
  },
  {
    title: 'Limitation of Liability',
    body: (
      <Text>
        To the extent the law allows, Respira is not liable for indirect, incidental or consequential losses, such as a failed exam, lost
        earnings or lost data, arising from your use of the service. Our total liability for any claim is limited to the amount you paid us
        in the 12 months before the claim. Nothing in these terms limits liability that cannot be limited by law.
      </Text>
    ),
  },
  {
    title: 'Termination',
    body: (
      <Text>
        You may stop using Respira and cancel your subscription at any time. We may suspend or close an account that breaks these terms,
        after telling you why where we reasonably can. If we close your account without cause, we will refund the unused part of any prepaid
        subscription. Sections that by their nature should survive termination (such as intellectual property, disclaimer and limitation of
        liability) continue to apply.
      </Text>
    ),
  },
  {
    title: 'Governing Law',
    body: (
      <Text>
        These terms are governed by the laws of the place where Respira&apos;s operator is established, without regard to conflict-of-law
        rules. This does not take away any protection that the mandatory consumer laws of your country of residence give you. Before going
        to court, please contact us: most problems can be solved by email.
      </Text>
    ),
  },
  {
    title: 'Changes to These Terms',
    body: (
      <Text>
        We may update these terms as Respira changes. When we do, we will change the date at the top of this page, and for significant
        changes we will tell you by email or in the app before they take effect. If you keep using Respira after a change takes effect, the
        new terms apply; if you do not agree, you can cancel your subscription and stop using the service.
      </Text>
    ),
  },
  {
    title: 'Contact Us',
    body: (
      <Text>
        Questions about these terms? Write to <SupportEmail />. We reply within 24 hours.
      </Text>
    ),
  },
];

export default function TermsPage() {
  useEffect(() => {
    document.title = 'Terms of Service · Respira';
  }, []);

  return (
    <ContentPage title="Terms of Service" meta="Last updated June 23, 2025">
      {SECTIONS.map((s, i) => (
        <ContentSection key={s.title} id={`section-${i + 1}`} title={`${i + 1}. ${s.title}`}>
          {s.body}
        </ContentSection>
      ))}
      <Box pt="2">
        <ButtonLink to="/" size="lg" block>
          Return to Homepage
        </ButtonLink>
      </Box>
    </ContentPage>
  );
}
