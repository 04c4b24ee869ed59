import { Accordion, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { ContentPage, ContentSection, SUPPORT_EMAIL } from '../../components/ContentPage';
import { HELP_GROUPS, type HelpGroup } from './helpTopics';

function FaqGroup({ group, index, openId }: { group: HelpGroup; index: number; openId: string }) {
  const value = (i: number) => `help-${index}-${i}`;
  const opened = group.items.flatMap((item, i) => (item.id && item.id === openId ? [value(i)] : []));
  return (
    <Box>
      <Heading as="h3" size="md" mb="2">
        {group.title}
      </Heading>
      <Accordion.Root collapsible multiple defaultValue={opened} bg="white" borderRadius="xl" borderWidth="1px" px="4">
        {group.items.map((item, i) => (
          <Accordion.Item key={item.q} value={value(i)}>
            {/* The accordion owns its items' ids; the link target is its own element. */}
            {item.id && <Box as="span" id={item.id} display="block" scrollMarginTop="20" />}
            <Accordion.ItemTrigger py="4" fontWeight="medium" cursor="pointer">
              <Text flex="1" textAlign="start">
                {item.q}
              </Text>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
            <Accordion.ItemContent>
              <Accordion.ItemBody pb="4" color="fg.muted" lineHeight="tall">
                {item.a}
              </Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </Box>
  );
}

export default function HelpPage() {
  const { hash } = useLocation();
  const openId = decodeURIComponent(hash.slice(1));
  useEffect(() => {
    document.title = 'Help Center · Respira';
  }, []);
  // A link to one answer (e.g. Forgot password? → #forgot-password) lands on it, already open.
  useEffect(() => {
    if (openId) document.getElementById(openId)?.scrollIntoView({ block: 'start' });
  }, [openId]);

  return (
    <ContentPage
      title="Help Center"
      intro="Answers to the questions learners ask most, and how to reach a person when they are not enough."
    >
      <ContentSection title="Frequently asked questions" id="faq">
        <Stack gap="6">
          {HELP_GROUPS.map((g, i) => (
            <FaqGroup key={g.title} group={g} index={i} openId={openId} />
          ))}
        </Stack>
      </ContentSection>

      <ContentSection title="Contact support" id="contact">
        <Box bg="white" p={{ base: 5, md: 6 }} borderRadius="xl" borderWidth="1px">
          <Text>
            Write to us at <strong>{SUPPORT_EMAIL}</strong>. We reply within 24 hours.
          </Text>
          <Text mt="2" color="fg.muted">
            To help us help you quickly, write from the email address on your Respira account and tell us what you were doing, what you
            expected and what happened instead. For a question about a specific quiz question, include its text.
          </Text>
          <Flex mt="4">
            <Button asChild colorPalette="teal" w={{ base: 'full', sm: 'auto' }}>
              <a href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Respira support request')}`}>Email Support</a>
            </Button>
          </Flex>
        </Box>
      </ContentSection>
    </ContentPage>
  );
}
