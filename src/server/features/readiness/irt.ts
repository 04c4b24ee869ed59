/**
 * The item-response arithmetic behind readiness (issue #19), pure and synchronous: the Rasch (1PL) model, a joint
 * maximum-a-posteriori fit of item difficulties and abilities with normal priors, a learner's ability as the mean of
 * its posterior on a grid (answers weighted by age), the exact distribution of a number correct (Poisson-binomial),
 * and the probability of reaching a cut integrated over the ability's uncertainty. docs/readiness.md explains it.
 */

export const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** P(correct) under Rasch: ability θ against difficulty b. */
export const rasch = (theta: number, b: number) => sigmoid(theta - b);

/** One graded answer for the fit, as parallel typed arrays (memory stays small at millions of answers). */
export interface AnswerMatrix {
  person: Int32Array;
  item: Int32Array;
  correct: Uint8Array;
  persons: number;
  items: number;
}

export interface RaschFit {
  b: Float64Array;
  bSe: Float64Array;
  theta: Float64Array;
  iterations: number;
}

/**
 * Joint MAP fit: alternating Newton steps on abilities (prior N(0, thetaSd²)) and difficulties (prior N(prior[i],
 * itemSd²)). The priors keep every estimate finite (an item everyone got right, a learner with all correct) and pull a
 * sparse item towards its authored difficulty; with many answers the data dominate.
 */
export function fitRasch(
  m: AnswerMatrix,
  priorMean: Float64Array,
  opts: { itemSd?: number; thetaSd?: number; maxIterations?: number } = {},
) {
  const itemVar = (opts.itemSd ?? 1) ** 2;
  const thetaVar = (opts.thetaSd ?? 1.5) ** 2;
  const maxIterations = opts.maxIterations ?? 50;
  const b = Float64Array.from(priorMean);
  const theta = new Float64Array(m.persons);
  const g = new Float64Array(Math.max(m.persons, m.items));
  const h = new Float64Array(Math.max(m.persons, m.items));
  const n = m.person.length;
  let iterations = 0;
  for (; iterations < maxIterations; iterations++) {
    let moved = 0;
    // Abilities given difficulties.
    g.fill(0, 0, m.persons);
    h.fill(0, 0, m.persons);
    for (let k = 0; k < n; k++) {
      const u = m.person[k]!;
      const p = rasch(theta[u]!, b[m.item[k]!]!);
      g[u]! += m.correct[k]! - p;
      h[u]! += p * (1 - p);
    }
    for (let u = 0; u < m.persons; u++) {
      const step = clamp((g[u]! - theta[u]! / thetaVar) / (h[u]! + 1 / thetaVar), -1, 1);
      theta[u]! += step;
      moved = Math.max(moved, Math.abs(step));
    }
    // Difficulties given abilities.
    g.fill(0, 0, m.items);
    h.fill(0, 0, m.items);
    for (let k = 0; k < n; k++) {
      const i = m.item[k]!;
      const p = rasch(theta[m.person[k]!]!, b[i]!);
      g[i]! += p - m.correct[k]!;
      h[i]! += p * (1 - p);
    }
    for (let i = 0; i < m.items; i++) {
      const step = clamp((g[i]! - (b[i]! - priorMean[i]!) / itemVar) / (h[i]! + 1 / itemVar), -1, 1);
      b[i]! += step;
      moved = Math.max(moved, Math.abs(step));
    }
    if (moved < 1e-4) break;
  }
  const bSe = new Float64Array(m.items);
  for (let i = 0; i < m.items; i++) bSe[i] = 1 / Math.sqrt(h[i]! + 1 / itemVar);
  return { b, bSe, theta, iterations } satisfies RaschFit;
}

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

/** The ability grid the posterior is computed on: −5 to 5 logits in steps of 0.05. */
export const GRID_MIN = -5;
export const GRID_STEP = 0.05;
export const GRID_POINTS = 201;
export const gridTheta = (k: number) => GRID_MIN + k * GRID_STEP;

export interface WeightedAnswer {
  /** The item's difficulty (fitted, or its prior when the item has no fit yet). */
  b: number;
  correct: boolean;
  /** The answer's weight in the likelihood, 0–1 (recency). */
  weight: number;
}

/** Weight of an answer `ageDays` old: halves every `halfLifeDays`. */
export const recencyWeight = (ageDays: number, halfLifeDays: number) => Math.pow(0.5, Math.max(0, ageDays) / halfLifeDays);

/**
 * A learner's ability: the posterior mean and standard deviation on the grid, from their weighted answers and a
 * normal prior. Weighting the log-likelihood by recency makes old answers count less, and the posterior is wider
 * accordingly (fewer effective answers).
 */
export function abilityPosterior(answers: readonly WeightedAnswer[], prior: { mean: number; sd: number }) {
  const logPost = new Float64Array(GRID_POINTS);
  for (let k = 0; k < GRID_POINTS; k++) {
    const t = gridTheta(k);
    logPost[k] = -((t - prior.mean) ** 2) / (2 * prior.sd ** 2);
  }
  for (const a of answers) {
    if (a.weight <= 0) continue;
    for (let k = 0; k < GRID_POINTS; k++) {
      // log σ(x) = −log(1 + e^−x), computed stably.
      const x = gridTheta(k) - a.b;
      const z = a.correct ? x : -x;
      logPost[k]! += a.weight * (z >= 0 ? -Math.log1p(Math.exp(-z)) : z - Math.log1p(Math.exp(z)));
    }
  }
  let top = -Infinity;
  for (let k = 0; k < GRID_POINTS; k++) top = Math.max(top, logPost[k]!);
  let sum = 0;
  let mean = 0;
  for (let k = 0; k < GRID_POINTS; k++) {
    const w = Math.exp(logPost[k]! - top);
    sum += w;
    mean += w * gridTheta(k);
  }
  mean /= sum;
  let variance = 0;
  for (let k = 0; k < GRID_POINTS; k++) variance += (Math.exp(logPost[k]! - top) / sum) * (gridTheta(k) - mean) ** 2;
  return { mean, sd: Math.sqrt(variance) };
}

/** The exact distribution of the number of successes of independent trials with probabilities `p` (sums to 1). */
export function poissonBinomial(p: readonly number[]): Float64Array {
  const f = new Float64Array(p.length + 1);
  f[0] = 1;
  for (let i = 0; i < p.length; i++) {
    const q = p[i]!;
    for (let k = i + 1; k >= 1; k--) f[k] = f[k]! * (1 - q) + f[k - 1]! * q;
    f[0] = f[0] * (1 - q);
  }
  return f;
}

/** P(number correct ≥ cut) and the expected number correct at each grid ability, for a form's difficulties. */
export function passCurve(formB: readonly number[], cut: number) {
  const pass = new Float64Array(GRID_POINTS);
  const expected = new Float64Array(GRID_POINTS);
  for (let k = 0; k < GRID_POINTS; k++) {
    const t = gridTheta(k);
    const p = formB.map((b) => rasch(t, b));
    const dist = poissonBinomial(p);
    let tail = 0;
    for (let s = Math.max(0, cut); s < dist.length; s++) tail += dist[s]!;
    pass[k] = Math.min(1, tail);
    expected[k] = p.reduce((a, x) => a + x, 0);
  }
  return { pass, expected };
}

/** A curve's value at any ability, linear between grid points. */
export function onCurve(curve: Float64Array, theta: number): number {
  const x = (clamp(theta, GRID_MIN, gridTheta(GRID_POINTS - 1)) - GRID_MIN) / GRID_STEP;
  const k = Math.min(GRID_POINTS - 2, Math.floor(x));
  const f = x - k;
  return curve[k]! * (1 - f) + curve[k + 1]! * f;
}

/** z of the 10th and 90th percentiles of a normal: the 80 % interval. */
export const Z80 = 1.2815515655446004;

/**
 * P(pass) integrated over the ability's posterior (normal with the stored mean and standard error, 41 points over
 * ±4 sd), and an 80 % interval: the pass probability at the posterior's 10th and 90th percentiles (the curve rises
 * with ability), widened to contain the estimate.
 */
export function passProbability(curve: Float64Array, ability: number, se: number) {
  let sum = 0;
  let weights = 0;
  for (let j = -20; j <= 20; j++) {
    const z = j / 5;
    const w = Math.exp(-(z * z) / 2);
    sum += w * onCurve(curve, ability + z * se);
    weights += w;
  }
  const estimate = sum / weights;
  const low = Math.min(estimate, onCurve(curve, ability - Z80 * se));
  const high = Math.max(estimate, onCurve(curve, ability + Z80 * se));
  return { estimate, low, high };
}

/** Pearson correlation; null when either side does not vary. */
export function correlation(x: ArrayLike<number>, y: ArrayLike<number>): number | null {
  const n = x.length;
  let sx = 0;
  let sy = 0;
  for (let i = 0; i < n; i++) {
    sx += x[i]!;
    sy += y[i]!;
  }
  const mx = sx / n;
  const my = sy / n;
  let cxy = 0;
  let cxx = 0;
  let cyy = 0;
  for (let i = 0; i < n; i++) {
    cxy += (x[i]! - mx) * (y[i]! - my);
    cxx += (x[i]! - mx) ** 2;
    cyy += (y[i]! - my) ** 2;
  }
  return cxx > 0 && cyy > 0 ? cxy / Math.sqrt(cxx * cyy) : null;
}

/** Point-biserial from running sums over (x item score 0/1, y rest score): n, Σx, Σy, Σx², Σy², Σxy. */
export function correlationFromSums(s: { n: number; x: number; y: number; xx: number; yy: number; xy: number }): number | null {
  if (s.n < 2) return null;
  const cxy = s.xy - (s.x * s.y) / s.n;
  const cxx = s.xx - (s.x * s.x) / s.n;
  const cyy = s.yy - (s.y * s.y) / s.n;
  return cxx > 1e-12 && cyy > 1e-12 ? cxy / Math.sqrt(cxx * cyy) : null;
}

/** The form's difficulties for one section: `count` items at evenly spaced quantiles of the section's fitted difficulties. */
export function quantileForm(difficulties: readonly number[], count: number): number[] {
  if (difficulties.length === 0) return Array.from({ length: count }, () => 0);
  const sorted = [...difficulties].sort((a, b) => a - b);
  return Array.from({ length: count }, (_, k) => {
    const pos = ((k + 0.5) / count) * sorted.length - 0.5;
    const lo = Math.max(0, Math.floor(pos));
    const hi = Math.min(sorted.length - 1, lo + 1);
    const f = Math.min(1, Math.max(0, pos - lo));
    return sorted[lo]! * (1 - f) + sorted[hi]! * f;
  });
}
