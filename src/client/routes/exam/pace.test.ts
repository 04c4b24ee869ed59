import { describe, expect, it } from 'vitest';
import { paceStatus } from './pace';
import { countsSentence } from '../../components/ConfirmSubmit';

describe('the exam pace line', () => {
  it('says how many whole minutes ahead of or behind the budget the answered items put the learner', () => {
    // Practice Exam: 180 minutes over 100 items, 108 s an item.
    expect(paceStatus(1, 108, 600)).toEqual({ minutes: -8, text: '8 min behind pace' });
    expect(paceStatus(20, 108, 1800)).toEqual({ minutes: 6, text: '6 min ahead of pace' });
    // TMC: 67.5 s an item; 40 answered at 45 minutes is exactly on the budget.
    expect(paceStatus(40, 67.5, 2700)).toEqual({ minutes: 0, text: 'On pace' });
    // Under half a minute either way rounds to on pace, so the line does not flicker between ahead and behind.
    expect(paceStatus(0, 108, 29).text).toBe('On pace');
    expect(paceStatus(0, 108, 31).text).toBe('1 min behind pace');
  });
});

describe('the confirmation counts', () => {
  it('names only what is left open', () => {
    expect(countsSentence({ unanswered: 3, flagged: 2 })).toBe('3 unanswered, 2 flagged');
    expect(countsSentence({ unanswered: 0, flagged: 1 })).toBe('1 flagged');
    expect(countsSentence({ unanswered: 98, flagged: 0 })).toBe('98 unanswered');
    expect(countsSentence({ unanswered: 0, flagged: 0 })).toBe('');
  });
});
