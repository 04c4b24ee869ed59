// The outbox's retry arithmetic and the transport's reading of SMTP errors (issue #30).
import { describe, expect, it } from 'vitest';
import { MAX_RETRY_DELAY_MS, retryDelayMs } from './backoff';
import { fromDomain, isPermanentRejection, messageIdFor } from './transport';

describe('retryDelayMs', () => {
  it('waits the base after the first failure and doubles each time', () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n, 60_000))).toEqual([60_000, 120_000, 240_000, 480_000, 960_000]);
  });

  it('never waits more than an hour, however many failures', () => {
    expect(retryDelayMs(7, 60_000)).toBe(MAX_RETRY_DELAY_MS);
    expect(retryDelayMs(100, 60_000)).toBe(MAX_RETRY_DELAY_MS);
    expect(retryDelayMs(5000, 60_000)).toBe(MAX_RETRY_DELAY_MS);
    expect(MAX_RETRY_DELAY_MS).toBe(3_600_000);
  });

  it('treats a count below one as the first failure', () => {
    expect(retryDelayMs(0, 500)).toBe(500);
  });
});

describe('the transport', () => {
  it('fails at once only on a recipient refused for good', () => {
    expect(isPermanentRejection({ responseCode: 550, command: 'RCPT TO' })).toBe(true);
    expect(isPermanentRejection({ code: 'EENVELOPE', command: 'API' })).toBe(true);
    // Passing: a 4xx, a lost connection, a refused login or sender (the configuration's fault, not the message's).
    expect(isPermanentRejection({ responseCode: 450, command: 'RCPT TO' })).toBe(false);
    expect(isPermanentRejection({ code: 'ECONNECTION' })).toBe(false);
    expect(isPermanentRejection({ responseCode: 535, command: 'AUTH PLAIN' })).toBe(false);
    expect(isPermanentRejection({ responseCode: 553, command: 'MAIL FROM' })).toBe(false);
    expect(isPermanentRejection(new Error('socket hang up'))).toBe(false);
    expect(isPermanentRejection(null)).toBe(false);
  });

  it("names MAIL_FROM's domain in a Message-ID stable per outbox row", () => {
    expect(fromDomain('Respira <no-reply@Respira.App>')).toBe('respira.app');
    expect(fromDomain('bare@example.org')).toBe('example.org');
    expect(fromDomain('no address at all')).toBe('respira.local');
    expect(messageIdFor(42, 'Respira <no-reply@respira.app>')).toBe('<outbox-42@respira.app>');
    expect(messageIdFor(42, 'Respira <no-reply@respira.app>')).toBe(messageIdFor(42, 'Respira <no-reply@respira.app>'));
  });
});
