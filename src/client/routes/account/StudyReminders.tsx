import { Button, Checkbox, Field, Input, Stack, Switch, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { hourLabel } from '../../../shared/reminders';
import { ButtonLink } from '../../components/ButtonLink';
import { errorMessage } from '../../lib/errors';
import { useSession } from '../../lib/session';
import { useTRPC } from '../../lib/trpc';

interface Form {
  email: string;
  enabled: boolean;
  hour: number;
  timeZone: string;
  dueReviews: boolean;
  planBehind: boolean;
  weeklySummary: boolean;
}

const HOURS = Array.from({ length: 24 }, (_, h) => h);
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const selectStyle = { padding: '0.5rem', borderRadius: '0.375rem', border: '1px solid #cbd5e1', width: '100%', maxWidth: '100%' };

const KINDS: { key: 'dueReviews' | 'planBehind' | 'weeklySummary'; label: string }[] = [
  { key: 'dueReviews', label: 'Reviews due' },
  { key: 'planBehind', label: "Today's plan not met" },
  { key: 'weeklySummary', label: 'Weekly summary' },
];

/** Study reminders (issue #30): Pro learners choose the address, hour, zone and kinds; the server checks and stores. */
export function StudyReminders() {
  const { user } = useSession();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const current = useQuery(trpc.reminders.settings.queryOptions());
  const save = useMutation(trpc.reminders.save.mutationOptions());
  const resend = useMutation(trpc.reminders.resendConfirmation.mutationOptions());
  const [form, setForm] = useState<Form | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const data = current.data;
  useEffect(() => {
    if (!data || form) return;
    setForm({ ...data, timeZone: data.timeZone ?? browserZone() });
  }, [data, form]);
  const zones = useMemo(() => {
    const all = Intl.supportedValuesOf('timeZone');
    // The browser's own zone (or the stored one) may be an alias the list leaves out, e.g. UTC.
    const extra = [form?.timeZone, browserZone()].filter((z): z is string => !!z && !all.includes(z));
    return [...new Set(extra), ...all];
  }, [form?.timeZone]);

  if (!user) return null;
  if (!user.isPro) {
    return (
      <Stack gap="3" align="flex-start" data-testid="reminders-upsell">
        {data?.paused && <Text fontWeight="medium">Your reminders are paused: they come back when you return to Pro.</Text>}
        <Text color="fg.muted">
          With Pro, Respira emails you a short reminder at the hour you choose when reviews are due or today&apos;s plan is not met, and a
          weekly summary.
        </Text>
        <ButtonLink to="/subscription" variant="accent">
          Upgrade to Pro
        </ButtonLink>
      </Stack>
    );
  }
  if (!data || !form) return <Text color="fg.muted">Loading your reminder settings…</Text>;

  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm({ ...form, [key]: value });
    setNotice(null);
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!form) return;
    setError(null);
    setNotice(null);
    try {
      const r = await save.mutateAsync(form);
      queryClient.setQueryData(trpc.reminders.settings.queryKey(), r);
      setNotice(
        r.confirmed
          ? r.enabled
            ? `Saved. Reminders will go to ${r.email}.`
            : 'Saved. Reminders are off.'
          : `Saved. Check your inbox: we sent a confirmation link to ${r.email}.`,
      );
    } catch (err) {
      setError(errorMessage(err, 'The settings were not saved. Please check your connection and try again.'));
    }
  }

  async function sendAgain() {
    setError(null);
    setNotice(null);
    try {
      const r = await resend.mutateAsync();
      await queryClient.invalidateQueries({ queryKey: trpc.reminders.settings.queryKey() });
      setNotice(
        r.sent
          ? `We sent a new confirmation link to ${r.email ?? data?.email ?? 'your address'}.`
          : 'There is no address waiting for confirmation.',
      );
    } catch (err) {
      setError(errorMessage(err, 'The link was not sent. Please check your connection and try again.'));
    }
  }

  const savedAddress = data.email;
  let status: string;
  if (data.confirmed) {
    status = data.enabled ? `Reminders are on and go to ${savedAddress} (confirmed).` : `${savedAddress} is confirmed. Reminders are off.`;
  } else if (data.pendingConfirmation) {
    status = `Check your inbox: we sent a confirmation link to ${savedAddress}.`;
  } else {
    status = 'No reminders are sent until you save an address and confirm it from the link we email you.';
  }

  return (
    <Stack as="form" gap="4" align="stretch" onSubmit={(e) => void submit(e)} data-testid="reminders-form">
      <Text color="fg.muted">
        At most one reminder a day, at the hour you choose, and none on a day you have already studied. Every message has an unsubscribe
        link.
      </Text>
      <Stack gap="2" align="flex-start">
        <Text data-testid="reminders-status" wordBreak="break-word">
          {status}
        </Text>
        {data.unsubscribed && !data.enabled && (
          <Text color="fg.muted" fontSize="sm">
            You unsubscribed from a reminder. Turn reminders on and save to get them again.
          </Text>
        )}
        {/* A stored row always has a zone: an address was saved and waits for its link. */}
        {!data.confirmed && data.timeZone !== null && (
          <Button size="sm" variant="outline" loading={resend.isPending} onClick={() => void sendAgain()}>
            Send again
          </Button>
        )}
      </Stack>

      <Field.Root>
        <Field.Label>Email for reminders</Field.Label>
        <Input type="email" name="reminder-email" autoComplete="email" value={form.email} onChange={(e) => set('email', e.target.value)} />
        <Field.HelperText>A new address gets a confirmation link first.</Field.HelperText>
      </Field.Root>

      <Switch.Root checked={form.enabled} onCheckedChange={(d) => set('enabled', d.checked)} colorPalette="teal">
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>Send me study reminders</Switch.Label>
      </Switch.Root>

      <Stack gap="1">
        <label htmlFor="reminder-hour">
          <Text fontWeight="medium">Time of day</Text>
        </label>
        <select id="reminder-hour" style={selectStyle} value={form.hour} onChange={(e) => set('hour', Number(e.target.value))}>
          {HOURS.map((h) => (
            <option key={h} value={h}>
              {hourLabel(h)}
            </option>
          ))}
        </select>
      </Stack>

      <Stack gap="1">
        <label htmlFor="reminder-zone">
          <Text fontWeight="medium">Time zone</Text>
        </label>
        <select id="reminder-zone" style={selectStyle} value={form.timeZone} onChange={(e) => set('timeZone', e.target.value)}>
          {zones.map((z) => (
            <option key={z} value={z}>
              {z.replace(/_/g, ' ')}
            </option>
          ))}
        </select>
      </Stack>

      <Stack as="fieldset" gap="2">
        <Text as="legend" fontWeight="medium" mb="1">
          Remind me about
        </Text>
        {KINDS.map((k) => (
          <Checkbox.Root key={k.key} checked={form[k.key]} onCheckedChange={(d) => set(k.key, d.checked === true)} colorPalette="teal">
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{k.label}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>

      {error && (
        <Text role="alert" color="red.700" data-testid="reminders-error">
          {error}
        </Text>
      )}
      {notice && (
        <Text role="status" color="teal.800" data-testid="reminders-notice" wordBreak="break-word">
          {notice}
        </Text>
      )}
      <Button type="submit" colorPalette="teal" alignSelf="flex-start" loading={save.isPending}>
        Save reminders
      </Button>
    </Stack>
  );
}
