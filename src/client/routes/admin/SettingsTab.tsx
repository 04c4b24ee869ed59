import { Box, Button, Heading, List, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

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
  { label: 'Export All Data', why: 'Disabled: run data exports on the server, not from the browser.' },
  { label: 'Clear Cache', why: 'Disabled: not available from the browser.' },
  { label: 'Sync Database', why: 'Disabled: not available from the browser.' },
  { label: 'System Reset', why: 'Disabled: this would erase data.' },
] as const;

/** SPEC §2: a static display; nothing here changes the server. */
export function SettingsTab() {
  return (
    <Stack gap="4">
      <Box>
        <Heading as="h2" size="lg">
          System Settings
        </Heading>
        <Text color="fg.muted" data-testid="settings-caption">
          Read-only overview. Nothing on this tab can be changed from the browser, and its figures are a fixed summary rather than
          live readings from the server.
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
          <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1.5">
            <Text as="dt" color="fg.muted">Status</Text>
            <Text as="dd">Connected</Text>
            <Text as="dt" color="fg.muted">Last backup</Text>
            <Text as="dd">2 hours ago</Text>
            <Text as="dt" color="fg.muted">Storage</Text>
            <Text as="dd">245 MB</Text>
            <Text as="dt" color="fg.muted">Auto backup</Text>
            <Text as="dd">Daily</Text>
          </Box>
        </Panel>
        <Panel title="Platform Tools">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            {TOOLS.map((t) => {
              const noteId = `tool-${t.label.toLowerCase().replace(/\s+/g, '-')}-why`;
              return (
                <Stack key={t.label} gap="1">
                  <Button variant="outline" colorPalette={t.label === 'System Reset' ? 'red' : 'gray'} disabled aria-describedby={noteId}>
                    {t.label}
                  </Button>
                  <Text id={noteId} fontSize="xs" color="fg.muted">
                    {t.why}
                  </Text>
                </Stack>
              );
            })}
          </SimpleGrid>
        </Panel>
      </SimpleGrid>
    </Stack>
  );
}
