/** The spirometry exhibit (src/shared/exhibit.ts describes it): the flow–volume loop of each pattern. */
import type { SpiroPattern, SpirometryExhibit } from './exhibit';
import { axis, extent, round, type Panel, type Point, type Series } from './exhibitPlot';

const SPIRO_DEFAULTS: Record<SpiroPattern, { fvc: number; pef: number }> = {
  normal: { fvc: 4.2, pef: 8.5 },
  obstructive: { fvc: 3.2, pef: 3.6 },
  restrictive: { fvc: 2.1, pef: 6.8 },
  fixedUao: { fvc: 4, pef: 8 },
  variableExtrathoracic: { fvc: 4, pef: 8 },
  variableIntrathoracic: { fvc: 4, pef: 8 },
};

/** The flow–volume loop: expiratory limb (volume 0 → FVC, flow > 0) then inspiratory limb (FVC → 0, flow < 0). */
export function spirometryLoop(e: Omit<SpirometryExhibit, 'kind' | 'title' | 'alt' | 'predicted'>): {
  expiration: Point[];
  inspiration: Point[];
} {
  const d = SPIRO_DEFAULTS[e.pattern];
  const fvc = e.fvc ?? d.fvc;
  const pef = e.pef ?? d.pef;
  const pif = e.pif ?? (e.pattern === 'obstructive' ? Math.max(pef * 1.3, 3) : pef * 0.85);
  const plateau = e.plateau ?? 2.5;
  const capExp = e.pattern === 'fixedUao' || e.pattern === 'variableIntrathoracic' ? plateau : Infinity;
  const capInsp = e.pattern === 'fixedUao' || e.pattern === 'variableExtrathoracic' ? plateau : Infinity;
  const vp = (e.pattern === 'obstructive' ? 0.08 : 0.12) * fvc;
  const N = 80;
  const expiration: Point[] = [];
  for (let i = 0; i <= N; i++) {
    const vol = (fvc * i) / N;
    let f: number;
    if (vol <= vp) {
      const u = vol / vp;
      f = pef * (1 - (1 - u) ** 2);
    } else {
      const s = (vol - vp) / (fvc - vp);
      f = e.pattern === 'obstructive' ? pef * (1 - s) ** 2.6 : pef * (1 - s) * (1 + 0.25 * s);
    }
    expiration.push([round(vol, 3), round(Math.min(f, capExp), 3)]);
  }
  const inspiration: Point[] = [];
  for (let i = 0; i <= N; i++) {
    const vol = fvc - (fvc * i) / N;
    const f = pif * Math.sin((Math.PI * i) / N) ** 0.8;
    inspiration.push([round(vol, 3), round(-Math.min(f, capInsp), 3)]);
  }
  return { expiration, inspiration };
}

export function spirometryPanels(e: SpirometryExhibit): Panel[] {
  const loop = spirometryLoop(e);
  const series: Series[] = [{ label: e.predicted ? 'Measured' : undefined, points: [...loop.expiration, ...loop.inspiration] }];
  if (e.predicted) {
    const p = spirometryLoop({ pattern: 'normal', fvc: e.predicted.fvc, pef: e.predicted.pef });
    series.push({ label: 'Predicted', dashed: true, points: [...p.expiration, ...p.inspiration] });
  }
  const [, vhi] = extent(series, 0);
  const [flo, fhi] = extent(series, 1);
  return [
    {
      id: 'fvl',
      title: 'Flow–volume loop',
      x: axis('Volume exhaled', 'L', 0, vhi, 4),
      y: axis('Flow', 'L/s', Math.min(flo, -1), fhi, 4),
      series,
      zeroLine: true,
      aspect: 0.8,
    },
  ];
}
