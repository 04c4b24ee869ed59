import { EXHIBIT_KINDS, exhibitSchema, type ExhibitKind } from '../../src/shared/exhibit';
import type { SeedQuestion } from './types';

/** A stem with an exhibit points the reader at it. */
const POINTS_AT_FIGURE = /\b(shown|exhibit|figure|graphic|graphics|strip|tracing|table|loop|capnogram|waveform|results below)\b/i;
const PH_TOLERANCE = 0.03;
/** What a hemodynamic item asks the reader to see: the text alternative describes the trace without naming it. */
const NAMES_THE_FINDING =
  /\b(?:over|under)?damp(?:ed|ing)\b|\b(?:over|under)damp|\bwedged\b|\bmigrat|\blarge v\b|fluid[- ]responsive|\bringing\b/i;

/** Problems with a seed item's exhibit: the shared schema (the server applies the same one), a stem that does not
 * refer to the figure, and blood gases in a table that break Henderson–Hasselbalch. */
export function checkExhibit(q: SeedQuestion): string[] {
  if (q.exhibit === undefined) return [];
  const at = `${q.key}:`;
  const parsed = exhibitSchema.safeParse(q.exhibit);
  if (!parsed.success) return parsed.error.issues.map((i) => `${at} exhibit.${i.path.join('.')}: ${i.message}`);
  const out: string[] = [];
  const e = parsed.data;
  if (!POINTS_AT_FIGURE.test(q.questionText)) out.push(`${at} the stem does not refer to its exhibit (e.g. "the graphic shown")`);
  if (e.kind === 'hemodynamic') {
    const named = NAMES_THE_FINDING.exec(e.alt);
    if (named) out.push(`${at} exhibit.alt names the finding ("${named[0]}"); describe what the trace shows instead`);
    if (e.trace === 'arterial' && (e.systolic ?? 120) < 50)
      out.push(`${at} exhibit: an arterial systolic under 50 mmHg is no readable trace`);
  }
  if (e.kind === 'table') {
    const row = (re: RegExp) => e.rows.find((r) => re.test(r[0] ?? ''));
    const ph = row(/^pH\b/i);
    const co2 = row(/^P(a)?CO2/i);
    const hco3 = row(/^HCO3/i);
    if (ph && co2 && hco3)
      for (let j = 1; j < e.columns.length; j++) {
        const [a, b, c] = [ph, co2, hco3].map((r) => Number.parseFloat(r[j] ?? ''));
        if ([a, b, c].some((x) => x === undefined || Number.isNaN(x))) continue;
        const calc = 6.1 + Math.log10(c! / (0.03 * b!));
        if (Math.abs(calc - a!) > PH_TOLERANCE + 1e-9)
          out.push(
            `${at} exhibit column "${e.columns[j]}": pH ${a} does not fit PaCO2 ${b} and HCO3- ${c} (Henderson–Hasselbalch gives ${calc.toFixed(2)})`,
          );
      }
  }
  return out;
}

/** Exhibits per family, for the bank report. */
export function exhibitCounts(bank: readonly SeedQuestion[]): Record<ExhibitKind, number> {
  const out = Object.fromEntries(EXHIBIT_KINDS.map((k) => [k, 0])) as Record<ExhibitKind, number>;
  for (const q of bank) if (q.exhibit) out[q.exhibit.kind]++;
  return out;
}
