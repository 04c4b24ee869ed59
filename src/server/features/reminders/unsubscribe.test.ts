// Study reminders (issue #30): the hour labels of the account page and the unsubscribe links every reminder carries.
import { describe, expect, it } from 'vitest';
import { hourLabel, reminderSettingsInput } from '../../../shared/reminders';
import { unsubscribeHeaders, unsubscribeUrl } from './unsubscribe';

describe('hourLabel', () => {
  it('writes the 24 hours on a 12-hour clock', () => {
    expect([0, 1, 11, 12, 13, 19, 23].map(hourLabel)).toEqual([
      '12:00 AM',
      '1:00 AM',
      '11:00 AM',
      '12:00 PM',
      '1:00 PM',
      '7:00 PM',
      '11:00 PM',
    ]);
  });
});

describe('unsubscribe links', () => {
  it('point the page link and the one-click POST at the app, with the key', () => {
    expect(unsubscribeUrl('https://respira.example/', 'abcdefghijklmnop')).toBe(
      'https://respira.example/reminders/unsubscribe?key=abcdefghijklmnop',
    );
    expect(unsubscribeHeaders('https://respira.example', 'abcdefghijklmnop')).toEqual({
      'List-Unsubscribe': '<https://respira.example/api/reminders/unsubscribe?key=abcdefghijklmnop>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});

describe('reminderSettingsInput', () => {
  const base = {
    email: ' Me@Example.com ',
    enabled: true,
    hour: 7,
    timeZone: 'Europe/Paris',
    dueReviews: false,
    planBehind: false,
    weeklySummary: true,
  };
  it('takes one kind of reminder, and none while reminders are off', () => {
    expect(reminderSettingsInput.parse(base).email).toBe('me@example.com');
    expect(reminderSettingsInput.safeParse({ ...base, weeklySummary: false }).success).toBe(false);
    expect(reminderSettingsInput.safeParse({ ...base, enabled: false, weeklySummary: false }).success).toBe(true);
  });
  it('refuses an hour off the clock', () => {
    for (const hour of [-1, 24, 7.5]) expect(reminderSettingsInput.safeParse({ ...base, hour }).success).toBe(false);
  });
});
