/**
 * The basic on-screen calculator the NBRC gives candidates (digits, + − × ÷, square root, memory, clear), as a pure
 * state machine: every key press is `press(state, key)`, so the dialog only draws the state and the logic is tested
 * alone. Immediate execution, like a pocket calculator: 2 + 3 × 4 = gives 20.
 */
export type Operator = '+' | '-' | '*' | '/';
export type CalcKey =
  | { kind: 'digit'; digit: string }
  | { kind: 'point' }
  | { kind: 'op'; op: Operator }
  | { kind: 'equals' }
  | { kind: 'sqrt' }
  | { kind: 'clear' }
  | { kind: 'backspace' }
  | { kind: 'memory'; action: 'add' | 'subtract' | 'recall' | 'clear' };

export interface CalcState {
  display: string;
  /** The left operand waiting for its operator's right one. */
  acc: number | null;
  op: Operator | null;
  /** The next digit starts a new number (after an operator, =, √ or a memory key). */
  fresh: boolean;
  memory: number;
  error: boolean;
}

export const initialCalc: CalcState = { display: '0', acc: null, op: null, fresh: true, memory: 0, error: false };

const MAX_DIGITS = 15;

/** A result as the display shows it: at most 12 significant digits, no trailing zeros. */
export function formatNumber(n: number): string {
  if (!Number.isFinite(n)) return 'Error';
  if (n === 0) return '0';
  return String(Number.parseFloat(n.toPrecision(12)));
}

const valueOf = (s: CalcState) => Number.parseFloat(s.display) || 0;

function apply(a: number, op: Operator, b: number): number {
  switch (op) {
    case '+':
      return a + b;
    case '-':
      return a - b;
    case '*':
      return a * b;
    case '/':
      return b === 0 ? Number.NaN : a / b;
  }
}

const failed = (s: CalcState): CalcState => ({ ...initialCalc, memory: s.memory, display: 'Error', error: true });

function showing(s: CalcState, n: number, rest: Partial<CalcState> = {}): CalcState {
  if (!Number.isFinite(n)) return failed(s);
  return { ...s, display: formatNumber(n), fresh: true, ...rest };
}

export function press(state: CalcState, key: CalcKey): CalcState {
  // After an error only clear, a digit or the decimal point (which start afresh) do anything.
  const s =
    state.error && (key.kind === 'digit' || key.kind === 'point' || key.kind === 'clear')
      ? { ...initialCalc, memory: state.memory }
      : state;
  if (s.error) return s;
  switch (key.kind) {
    case 'digit': {
      if (!/^[0-9]$/.test(key.digit)) return s;
      if (s.fresh) return { ...s, display: key.digit, fresh: false };
      if (s.display.replace(/[-.]/g, '').length >= MAX_DIGITS) return s;
      return { ...s, display: s.display === '0' ? key.digit : s.display + key.digit };
    }
    case 'point':
      if (s.fresh) return { ...s, display: '0.', fresh: false };
      return s.display.includes('.') ? s : { ...s, display: `${s.display}.` };
    case 'op': {
      if (s.op && s.acc !== null && !s.fresh)
        return showing(s, apply(s.acc, s.op, valueOf(s)), { op: key.op, acc: apply(s.acc, s.op, valueOf(s)) });
      return { ...s, acc: valueOf(s), op: key.op, fresh: true };
    }
    case 'equals':
      if (s.op === null || s.acc === null) return { ...s, fresh: true };
      return showing(s, apply(s.acc, s.op, valueOf(s)), { acc: null, op: null });
    case 'sqrt':
      return valueOf(s) < 0 ? failed(s) : showing(s, Math.sqrt(valueOf(s)));
    case 'clear':
      return { ...initialCalc, memory: s.memory };
    case 'backspace': {
      if (s.fresh) return s;
      const next = s.display.slice(0, -1);
      return { ...s, display: next === '' || next === '-' ? '0' : next };
    }
    case 'memory':
      switch (key.action) {
        case 'add':
          return { ...s, memory: Number.parseFloat(formatNumber(s.memory + valueOf(s))), fresh: true };
        case 'subtract':
          return { ...s, memory: Number.parseFloat(formatNumber(s.memory - valueOf(s))), fresh: true };
        case 'recall':
          return { ...s, display: formatNumber(s.memory), fresh: true };
        case 'clear':
          return { ...s, memory: 0 };
      }
  }
}

/** The calculator key a keyboard key stands for, or null (Escape closes the dialog; the dialog handles it). */
export function keyFromKeyboard(key: string): CalcKey | null {
  if (/^[0-9]$/.test(key)) return { kind: 'digit', digit: key };
  switch (key) {
    case '.':
    case ',':
      return { kind: 'point' };
    case '+':
    case '-':
    case '*':
    case '/':
      return { kind: 'op', op: key };
    case 'x':
    case 'X':
      return { kind: 'op', op: '*' };
    case 'Enter':
    case '=':
      return { kind: 'equals' };
    case 'Backspace':
      return { kind: 'backspace' };
    case 'Delete':
    case 'c':
    case 'C':
      return { kind: 'clear' };
    case 'r':
    case 'R':
      return { kind: 'sqrt' };
    default:
      return null;
  }
}

/** Runs a whole sequence of keys (tests, and the keyboard's typed text). */
export function pressAll(keys: string, state: CalcState = initialCalc): CalcState {
  let s = state;
  for (const ch of keys) {
    const k = keyFromKeyboard(ch);
    if (k) s = press(s, k);
  }
  return s;
}
