// The readiness arithmetic (issue #19): the exact score distribution, the point-biserial, recency weighting, the
// interval, and the calibration simulation whose figures docs/readiness.md reports: synthetic learners of known
// ability on synthetic items (seeded), fitted like real data, then pass probabilities on a fresh form against
// simulated outcomes.
import { describe, expect, it } from 'vitest';
import {
  abilityPosterior,
  correlation,
  correlationFromSums,
  fitRasch,
  passCurve,
  passProbability,
  poissonBinomial,
  quantileForm,
  rasch,
  recencyWeight,
} from './irt';
import { seededRandom } from '../../lib/random';

/** A standard normal draw (Box–Muller) from a seeded source. */
function normal(random: () => number) {
  const u = Math.max(1e-12, random());
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

describe('the score distribution', () => {
  it('is a distribution (sums to 1) and equals the binomial when every item is alike', () => {
    const f = poissonBinomial(Array.from({ length: 20 }, () => 0.3));
    expect(f.reduce((a, x) => a + x, 0)).toBeCloseTo(1, 12);
    // C(20, 6) 0.3^6 0.7^14
    expect(f[6]).toBeCloseTo(38760 * 0.3 ** 6 * 0.7 ** 14, 12);
    const mixed = poissonBinomial([0.1, 0.5, 0.9, 0.99, 0.2]);
    expect(mixed.reduce((a, x) => a + x, 0)).toBeCloseTo(1, 12);
    expect(mixed[5]).toBeCloseTo(0.1 * 0.5 * 0.9 * 0.99 * 0.2, 12);
  });

  it('gives a pass curve that rises with ability, and an interval that brackets the estimate', () => {
    const form = quantileForm([-1, -0.5, 0, 0.5, 1, 1.5], 140);
    const curve = passCurve(form, 92);
    for (let k = 1; k < curve.pass.length; k++) expect(curve.pass[k]!).toBeGreaterThanOrEqual(curve.pass[k - 1]! - 1e-12);
    for (const [ability, se] of [
      [0.2, 0.3],
      [1.5, 0.1],
      [-2, 0.6],
      [0.9, 0.02],
    ] as const) {
      const p = passProbability(curve.pass, ability, se);
      expect(p.low).toBeLessThanOrEqual(p.estimate);
      expect(p.high).toBeGreaterThanOrEqual(p.estimate);
      expect(p.low).toBeGreaterThanOrEqual(0);
      expect(p.high).toBeLessThanOrEqual(1);
    }
    // A wider posterior gives a wider interval.
    const narrow = passProbability(curve.pass, 0.8, 0.1);
    const wide = passProbability(curve.pass, 0.8, 0.5);
    expect(wide.high - wide.low).toBeGreaterThan(narrow.high - narrow.low);
  });
});

describe('the point-biserial', () => {
  it('from running sums equals the Pearson correlation on a known dataset', () => {
    // Ten learners: the item's score and their proportion correct on other items.
    const x = [1, 1, 1, 0, 1, 0, 0, 1, 0, 0];
    const y = [0.9, 0.8, 0.75, 0.7, 0.65, 0.5, 0.45, 0.6, 0.3, 0.2];
    const s = { n: 0, x: 0, y: 0, xx: 0, yy: 0, xy: 0 };
    x.forEach((xi, i) => {
      const yi = y[i]!;
      s.n++;
      s.x += xi;
      s.y += yi;
      s.xx += xi * xi;
      s.yy += yi * yi;
      s.xy += xi * yi;
    });
    // By hand: mean y 0.585; mean of y where x = 1: 0.74; where 0: 0.43; sd_y (population) 0.2150; p = 0.5.
    const byHand = ((0.74 - 0.43) / Math.sqrt(y.reduce((a, v) => a + (v - 0.585) ** 2, 0) / 10)) * Math.sqrt(0.5 * 0.5);
    expect(correlationFromSums(s)).toBeCloseTo(correlation(x, y)!, 12);
    expect(correlationFromSums(s)).toBeCloseTo(byHand, 10);
    expect(correlationFromSums({ n: 3, x: 3, y: 1.5, xx: 3, yy: 1, xy: 1.5 })).toBeNull();
  });
});

describe('recency weighting', () => {
  it('halves a weight every half-life, and recent answers move the ability more than old ones', () => {
    expect(recencyWeight(0, 60)).toBe(1);
    expect(recencyWeight(60, 60)).toBeCloseTo(0.5, 12);
    expect(recencyWeight(120, 60)).toBeCloseTo(0.25, 12);
    const old = (correct: boolean) => Array.from({ length: 40 }, () => ({ b: 0, correct, weight: recencyWeight(200, 60) }));
    const recent = (correct: boolean) => Array.from({ length: 40 }, () => ({ b: 0, correct, weight: 1 }));
    const prior = { mean: 0, sd: 1.5 };
    const improved = abilityPosterior([...old(false), ...recent(true)], prior);
    const declined = abilityPosterior([...old(true), ...recent(false)], prior);
    const unweighted = abilityPosterior(
      [...old(false), ...recent(true)].map((a) => ({ ...a, weight: 1 })),
      prior,
    );
    expect(improved.mean).toBeGreaterThan(1);
    expect(declined.mean).toBeLessThan(-1);
    expect(Math.abs(unweighted.mean)).toBeLessThan(0.05);
    // Fewer effective answers: a wider posterior than the same answers all counted fully.
    expect(improved.sd).toBeGreaterThan(unweighted.sd);
  });
});

/** The simulation docs/readiness.md reports. */
export function calibrationSimulation(seed: number) {
  const random = seededRandom(seed);
  const LEARNERS = 1500;
  const ITEMS = 400;
  const PER_LEARNER = 120;
  const trueTheta = Array.from({ length: LEARNERS }, () => normal(random));
  const trueB = Array.from({ length: ITEMS }, () => 0.8 * normal(random) - 0.4);
  // The authored difficulty is a noisy word: easy / medium / hard from the true difficulty plus noise.
  const prior = Float64Array.from(trueB, (b) => {
    const seen = b + 0.7 * normal(random);
    return seen < -0.6 ? -1 : seen > 0.6 ? 1 : 0;
  });
  const person: number[] = [];
  const item: number[] = [];
  const correct: number[] = [];
  for (let u = 0; u < LEARNERS; u++) {
    const picked = new Set<number>();
    while (picked.size < PER_LEARNER) picked.add(Math.floor(random() * ITEMS));
    for (const i of picked) {
      person.push(u);
      item.push(i);
      correct.push(random() < rasch(trueTheta[u]!, trueB[i]!) ? 1 : 0);
    }
  }
  const fit = fitRasch(
    { person: Int32Array.from(person), item: Int32Array.from(item), correct: Uint8Array.from(correct), persons: LEARNERS, items: ITEMS },
    prior,
  );
  // Each learner's ability as production computes it: the grid posterior from their answers at the fitted difficulties.
  const posteriors = Array.from({ length: LEARNERS }, () => [] as { b: number; correct: boolean; weight: number }[]);
  for (let k = 0; k < person.length; k++) posteriors[person[k]!]!.push({ b: fit.b[item[k]!]!, correct: correct[k] === 1, weight: 1 });
  const abilities = posteriors.map((a) => abilityPosterior(a, { mean: 0, sd: 1.5 }));
  // A fresh 140-item form from the same population of items, the RRT-like cut 92/140; outcomes simulated at the true ability.
  const formTrue = Array.from({ length: 140 }, () => 0.8 * normal(random) - 0.4);
  const curve = passCurve(quantileForm([...fit.b], 140), 92);
  const predictions: { p: number; passed: number }[] = [];
  let covered = 0;
  for (let u = 0; u < LEARNERS; u++) {
    const p = passProbability(curve.pass, abilities[u]!.mean, abilities[u]!.sd);
    const score = formTrue.reduce((a, b) => a + (random() < rasch(trueTheta[u]!, b) ? 1 : 0), 0);
    const passed = score >= 92 ? 1 : 0;
    predictions.push({ p: p.estimate, passed });
    // The 80 % interval of ability holds the true ability about 80 % of the time.
    if (Math.abs(abilities[u]!.mean - trueTheta[u]!) <= 1.2816 * abilities[u]!.sd) covered++;
  }
  const brier = predictions.reduce((a, r) => a + (r.p - r.passed) ** 2, 0) / LEARNERS;
  const baseRate = predictions.reduce((a, r) => a + r.passed, 0) / LEARNERS;
  const bins = Array.from({ length: 10 }, (_, k) => {
    const inBin = predictions.filter((r) => Math.min(9, Math.floor(r.p * 10)) === k);
    return {
      bin: `${k * 10}–${k * 10 + 10} %`,
      n: inBin.length,
      predicted: inBin.length ? inBin.reduce((a, r) => a + r.p, 0) / inBin.length : null,
      observed: inBin.length ? inBin.reduce((a, r) => a + r.passed, 0) / inBin.length : null,
    };
  });
  return {
    abilityCorrelation: correlation(
      abilities.map((a) => a.mean),
      trueTheta,
    )!,
    difficultyCorrelation: correlation(fit.b, trueB)!,
    iterations: fit.iterations,
    brier,
    baseRate,
    climatologyBrier: baseRate * (1 - baseRate),
    coverage80: covered / LEARNERS,
    bins,
  };
}

describe('calibration (simulation with known abilities and difficulties)', () => {
  it('recovers abilities and difficulties, and gives calibrated pass probabilities', () => {
    const r = calibrationSimulation(19);
    console.log(JSON.stringify(r, null, 1));
    expect(r.abilityCorrelation).toBeGreaterThanOrEqual(0.9);
    expect(r.difficultyCorrelation).toBeGreaterThanOrEqual(0.9);
    expect(r.coverage80).toBeGreaterThan(0.72);
    expect(r.coverage80).toBeLessThan(0.88);
    // Far better than always predicting the base rate, and well calibrated bin by bin.
    expect(r.brier).toBeLessThan(0.6 * r.climatologyBrier);
    expect(r.brier).toBeLessThan(0.12);
    // Each bin's observed pass rate within 2.5 standard errors (of its own size) of the mean prediction, plus 0.03.
    for (const b of r.bins) {
      if (b.n < 20) continue;
      const se = Math.sqrt((b.predicted! * (1 - b.predicted!)) / b.n);
      expect(Math.abs(b.predicted! - b.observed!)).toBeLessThan(2.5 * se + 0.03);
    }
  });
});
