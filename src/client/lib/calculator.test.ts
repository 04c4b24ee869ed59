import { describe, expect, it } from 'vitest';
import { initialCalc, keyFromKeyboard, press, pressAll } from './calculator';

describe('the exam calculator', () => {
  it('adds, subtracts, multiplies and divides in the order keyed (immediate execution)', () => {
    expect(pressAll('12+30=').display).toBe('42');
    expect(pressAll('2+3*4=').display).toBe('20');
    expect(pressAll('7-10=').display).toBe('-3');
    expect(pressAll('1/3=').display).toBe('0.333333333333');
    expect(pressAll('0.1+0.2=').display).toBe('0.3');
    expect(pressAll('100*0.28/2=').display).toBe('14');
  });

  it('takes square roots and refuses a negative one or a division by zero', () => {
    expect(press(pressAll('144'), { kind: 'sqrt' }).display).toBe('12');
    expect(pressAll('144R').display).toBe('12');
    const neg = press(pressAll('0-4='), { kind: 'sqrt' });
    expect(neg).toMatchObject({ display: 'Error', error: true });
    const div = pressAll('5/0=');
    expect(div.display).toBe('Error');
    // Operators do nothing after an error; a digit starts afresh.
    expect(pressAll('+=R', div).display).toBe('Error');
    expect(pressAll('3+4=', div).display).toBe('7');
  });

  it('keeps a memory through clear: M+, M−, MR, MC', () => {
    let s = press(pressAll('25'), { kind: 'memory', action: 'add' });
    s = press(pressAll('5', s), { kind: 'memory', action: 'subtract' });
    s = press(s, { kind: 'clear' });
    expect(s.display).toBe('0');
    s = press(s, { kind: 'memory', action: 'recall' });
    expect(s.display).toBe('20');
    expect(pressAll('*2=', s).display).toBe('40');
    s = press(s, { kind: 'memory', action: 'clear' });
    expect(press(s, { kind: 'memory', action: 'recall' }).display).toBe('0');
  });

  it('edits the entry with Backspace and one decimal point at most', () => {
    expect(pressAll('123\b').display).toBe('123');
    const typed = pressAll('123');
    expect(press(typed, { kind: 'backspace' }).display).toBe('12');
    expect(press(press(pressAll('5'), { kind: 'backspace' }), { kind: 'backspace' }).display).toBe('0');
    expect(pressAll('1..5').display).toBe('1.5');
    expect(pressAll('.5*2=').display).toBe('1');
    expect(pressAll('0007').display).toBe('7');
  });

  it('maps the keyboard: digits, operators, Enter and Backspace; other keys are ignored', () => {
    expect(keyFromKeyboard('Enter')).toEqual({ kind: 'equals' });
    expect(keyFromKeyboard('Backspace')).toEqual({ kind: 'backspace' });
    expect(keyFromKeyboard('*')).toEqual({ kind: 'op', op: '*' });
    expect(keyFromKeyboard('7')).toEqual({ kind: 'digit', digit: '7' });
    expect(keyFromKeyboard('Escape')).toBeNull();
    expect(keyFromKeyboard('a')).toBeNull();
    expect(initialCalc.display).toBe('0');
  });
});
