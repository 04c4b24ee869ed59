import { Box, Heading, List, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DatabaseStatus } from './DatabaseStatus';
import { DisabledWithReason } from './DisabledWithReason';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" bg="white" borderWidth="1px" borderRadius="xl" p={{ base: 4, md: 6 }}>
      <Heading as="h3" size="md" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function ReadOnlySwitch({ label, checked, note }: { label: string; checked: boolean; note: string }) {
  return (
    <Stack gap="1">
      <Switch.Root checked={checked} disabled colorPalette="teal">
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>
          {label}: {checked ? 'On' : 'Off'}
        </Switch.Label>
      </Switch.Root>
      <Text fontSize="sm" color="fg.muted">
        {note}
      </Text>
    </Stack>
  );
}

const TOOLS = [
  {
    label: 'Export All Data',
    why: "Disabled: a full export holds every account's personal data, so it is run on the server by an operator, not from the browser. Export Analytics Report gives the figures.",
  },
  {
    label: 'Clear Cache',
    why: 'Disabled: the server refreshes its cached question lists by itself whenever the bank changes, so there is nothing to clear by hand.',
  },
  { label: 'Sync Database', why: 'Disabled: Respira runs on a single database, so there is nothing to synchronise.' },
  {
    label: 'System Reset',
    why: 'Disabled: a reset would erase every question, account and result, which no click in a browser should be able to do.',
  },
] as const;

/** SPEC §2: a display only; nothing here changes the server. */
export function SettingsTab() {
  return (
    <Stack gap="4">
      <Box>
        <Heading as="h2" size="lg">
          System Settings
        </Heading>
        <Text color="fg.muted" data-testid="settings-caption">
          Read-only overview: nothing on this tab can be changed from the browser. The database figures are read from the server when the
          tab opens.
        </Text>
      </Box>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Panel title="Platform">
          <Stack gap="4">
            <ReadOnlySwitch label="Maintenance Mode" checked={false} note="Shown for reference only." />
            <ReadOnlySwitch label="User Registration" checked note="New visitors can create a free account." />
          </Stack>
        </Panel>
        <Panel title="Security">
          <List.Root gap="1.5" ps="5">
            <List.Item>Two-Factor Enabled</List.Item>
            <List.Item>Session Timeout: 24 hours</List.Item>
            <List.Item>Strong password policy</List.Item>
            <List.Item>Rate limiting active</List.Item>
          </List.Root>
        </Panel>
        <Panel title="Database">
          <DatabaseStatus />
        </Panel>
        <Panel title="Platform Tools">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            {TOOLS.map((t) => (
              <DisabledWithReason
                key={t.label}
                label={t.label}
                reason={t.why}
                variant="outline"
                colorPalette={t.label === 'System Reset' ? 'red' : 'gray'}
              />
            ))}
          </SimpleGrid>
          <Text fontSize="sm" color="fg.muted" mt="3">
            These tools are switched off; hover over or focus one to see why.
          </Text>
        </Panel>
      </SimpleGrid>
    </Stack>
  );
}
