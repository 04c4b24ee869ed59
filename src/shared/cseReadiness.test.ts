import { describe, expect, it } from 'vitest';
import { describeCseReadiness, type CseReadinessFigures } from './cseReadiness';

const passed = { passed: true, finishedAt: '2026-03-10T12:00:00.000Z' };
const failed = { passed: false, finishedAt: '2026-03-10T12:00:00.000Z' };
const read = (f: Partial<CseReadinessFigures>) => describeCseReadiness({ problems: 0, igMet: 0, dmMet: 0, lastExam: null, ...f });

describe('CSE readiness, as the card says it', () => {
  it('says how many more problems are needed below 5, and never reads on track', () => {
    expect(read({})).toMatchObject({ status: 'insufficient', needed: 5, onTrack: false, verdict: null });
    const four = read({ problems: 4, igMet: 4, dmMet: 4, lastExam: passed });
    expect(four).toMatchObject({ status: 'insufficient', needed: 1, onTrack: false });
    expect(four.summary).toBe(
      'Not enough simulation results yet: finish 1 more problem (practice or full simulation) to see your CSE readiness.',
    );
  });

  it('states the counts and the last full simulation from 5 problems on', () => {
    const r = read({ problems: 20, igMet: 14, dmMet: 11, lastExam: failed });
    expect(r.status).toBe('ready');
    expect(r.summary).toBe(
      'You met the IG passing level in 14 of your last 20 problems and the DM level in 11; your last full simulation: not passed.',
    );
    expect(r.verdict).toBe('Not on track yet: meet both passing levels more often and pass a full simulation.');
    expect(read({ problems: 5, igMet: 5, dmMet: 5 }).summary).toContain('your last full simulation: none yet.');
  });

  it('reads on track only with 10 or more problems, both levels met in 80 % of them and the last full simulation passed', () => {
    expect(read({ problems: 10, igMet: 8, dmMet: 8, lastExam: passed })).toMatchObject({ onTrack: true, verdict: 'On track for the CSE.' });
    expect(read({ problems: 20, igMet: 16, dmMet: 16, lastExam: passed }).onTrack).toBe(true);
    expect(read({ problems: 20, igMet: 15, dmMet: 20, lastExam: passed })).toMatchObject({
      onTrack: false,
      verdict: 'Not on track yet: meet the IG passing level more often.',
    });
    expect(read({ problems: 9, igMet: 9, dmMet: 9, lastExam: passed })).toMatchObject({
      onTrack: false,
      verdict: 'Not on track yet: finish 1 more problem.',
    });
    expect(read({ problems: 10, igMet: 10, dmMet: 10, lastExam: failed }).onTrack).toBe(false);
    expect(read({ problems: 10, igMet: 10, dmMet: 10, lastExam: null }).onTrack).toBe(false);
  });
});
