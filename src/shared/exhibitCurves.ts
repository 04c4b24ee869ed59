/**
 * The curves of the exhibits (src/shared/exhibit.ts has the schema and the authoring guide): pure functions from
 * an exhibit's parameters to points and panels, one module per family (ventilatorCurves.ts, spirometryCurves.ts,
 * capnogramCurves.ts, ecgCurves.ts, hemodynamicCurves.ts) drawing into the plotting model of exhibitPlot.ts. Kept
 * apart from the schema so the browser's figure chunk does not carry zod.
 */
import type { Exhibit, HemodynamicExhibit } from './exhibit';
import { HEMO_TITLES, hemodynamicCurves } from './hemodynamicCurves';
import { axis, extent, type Panel } from './exhibitPlot';
import { ventilatorPanels } from './ventilatorCurves';
import { spirometryPanels } from './spirometryCurves';
import { capnogramPanels } from './capnogramCurves';
import { ecgPanels } from './ecgCurves';

// ---------------------------------------------------------------- hemodynamic

function hemodynamicPanels(e: HemodynamicExhibit): Panel[] {
  const { pressure, volume } = hemodynamicCurves(e);
  const [, hi] = extent([{ points: pressure }], 1);
  const end = pressure.at(-1)?.[0] ?? 1;
  const x = axis('Time', 's', 0, end, 6, false);
  x.ticks = x.ticks.filter((t) => Number.isInteger(t));
  // Ticks fine enough to read a CVP or wedge to the nearest 2–5 mmHg and an arterial pressure to 20.
  const y = axis('Pressure', 'mmHg', 0, Math.max(hi * 1.08, e.trace === 'arterial' ? 40 : 10), hi > 60 ? 6 : 5);
  const out: Panel[] = [{ id: 'pressure', title: HEMO_TITLES[e.trace], x, y, series: [{ points: pressure }], aspect: 0.5 }];
  if (volume)
    out.push({
      id: 'breath',
      title: 'Breathing (volume)',
      x,
      y: axis('Volume', 'mL', 0, 500, 2),
      series: [{ points: volume }],
      aspect: 0.18,
    });
  return out;
}

// ---------------------------------------------------------------- all families

/** The panels an exhibit draws (tables draw none: they are HTML). */
export function exhibitPanels(e: Exhibit): Panel[] {
  switch (e.kind) {
    case 'ventilator':
      return ventilatorPanels(e);
    case 'spirometry':
      return spirometryPanels(e);
    case 'capnogram':
      return capnogramPanels(e);
    case 'ecg':
      return ecgPanels(e);
    case 'hemodynamic':
      return hemodynamicPanels(e);
    case 'table':
      return [];
  }
}
