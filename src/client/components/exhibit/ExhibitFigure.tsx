import { useEffect, useId, useMemo, useRef, useState, type ReactElement } from 'react';
import type { Exhibit, TableExhibit } from '../../../shared/exhibit';
import { exhibitPanels } from '../../../shared/exhibitCurves';
import type { Axis, Panel } from '../../../shared/exhibitPlot';
import './exhibit.css';

/** Drawing units: the SVG scales to its box, laid out for a 390 px phone first. */
const W = 360;
const LEFT = 48;
const RIGHT = 10;
const TOP = 20;
const BOTTOM = 34;
const GAP = 6;
const PLOT_W = W - LEFT - RIGHT;
const COLOURS = ['#0f766e', '#b45309'];

/** Units and gases with their subscripts, for labels. */
function pretty(s: string): string {
  return s.replace(/H2O/g, 'H₂O').replace(/CO2/g, 'CO₂').replace(/HCO3/g, 'HCO₃');
}

function fmt(v: number): string {
  return Number.isInteger(v) ? String(v) : String(Number(v.toFixed(2)));
}

function scale(a: Axis, size: number, flip: boolean) {
  const span = a.max - a.min || 1;
  return (v: number) => {
    const u = (Math.min(a.max, Math.max(a.min, v)) - a.min) / span;
    return flip ? size - u * size : u * size;
  };
}

function pathOf(points: [number, number][], sx: (v: number) => number, sy: (v: number) => number): string {
  let d = '';
  for (const [i, [x, y]] of points.entries()) d += `${i ? 'L' : 'M'}${sx(x).toFixed(1)} ${sy(y).toFixed(1)}`;
  return d;
}

/** Room for one legend entry: a 22-unit swatch and a label of about eight characters at the drawn font size. */
const legendStep = (unit: number) => Math.max(78, Math.round(22 + 8 * 0.62 * MIN_TEXT_PX * unit));

function PanelView({ panel, y0, last, unit }: { panel: Panel; y0: number; last: boolean; unit: number }) {
  const h = Math.round(PLOT_W * panel.aspect);
  const sx = scale(panel.x, PLOT_W, false);
  const sy = scale(panel.y, h, true);
  const labelled = panel.series.filter((s) => s.label);
  const paper: ReactElement[] = [];
  if (panel.paper) {
    for (let t = panel.x.min; t <= panel.x.max + 1e-9; t += 0.04) {
      const major = Math.abs(t / 0.2 - Math.round(t / 0.2)) < 1e-6;
      paper.push(
        <line key={`x${t.toFixed(2)}`} x1={sx(t)} x2={sx(t)} y1={0} y2={h} className={major ? 'ex-paper-major' : 'ex-paper-minor'} />,
      );
    }
    for (let v = panel.y.min; v <= panel.y.max + 1e-9; v += 0.1) {
      const major = Math.abs(v / 0.5 - Math.round(v / 0.5)) < 1e-6;
      paper.push(
        <line key={`y${v.toFixed(2)}`} x1={0} x2={PLOT_W} y1={sy(v)} y2={sy(v)} className={major ? 'ex-paper-major' : 'ex-paper-minor'} />,
      );
    }
  }
  return (
    <g transform={`translate(${LEFT} ${y0 + TOP})`} data-panel={panel.id}>
      <text x={0} y={-7} className="ex-panel-title">
        {panel.title}
      </text>
      {labelled.length > 0 && (
        <g transform={`translate(${PLOT_W} -7)`}>
          {labelled.map((s, i) => (
            <g key={s.label} transform={`translate(${-(labelled.length - i) * legendStep(unit)} 0)`}>
              <line x1={0} x2={18} y1={-4} y2={-4} stroke={COLOURS[i]} strokeWidth={2} strokeDasharray={s.dashed ? '5 3' : undefined} />
              <text x={22} y={0} className="ex-legend">
                {s.label}
              </text>
            </g>
          ))}
        </g>
      )}
      {paper}
      {!panel.paper && panel.y.ticks.map((v) => <line key={`gy${v}`} x1={0} x2={PLOT_W} y1={sy(v)} y2={sy(v)} className="ex-grid" />)}
      {panel.zeroLine && <line x1={0} x2={PLOT_W} y1={sy(0)} y2={sy(0)} className="ex-zero" />}
      <rect x={0} y={0} width={PLOT_W} height={h} className="ex-frame" />
      {panel.series.map((s, i) => (
        <path
          key={i}
          d={pathOf(s.points, sx, sy)}
          fill="none"
          stroke={panel.paper ? '#111827' : COLOURS[i % COLOURS.length]}
          strokeWidth={panel.paper ? 1.2 : 1.8}
          strokeLinejoin="round"
          strokeDasharray={s.dashed ? '5 3' : undefined}
        />
      ))}
      {panel.y.ticks.map((v) => (
        <text key={`ty${v}`} x={-4} y={sy(v) + 3.5} textAnchor="end" className="ex-tick">
          {fmt(v)}
        </text>
      ))}
      {panel.x.ticks.map((v) => (
        <text key={`tx${v}`} x={sx(v)} y={h + 12} textAnchor="middle" className="ex-tick">
          {fmt(v)}
        </text>
      ))}
      <text transform={`translate(${-36} ${h / 2}) rotate(-90)`} textAnchor="middle" className="ex-axis">
        {pretty(`${panel.y.label} (${panel.y.unit})`)}
      </text>
      {(last || panel.x.label !== 'Time') && (
        <text x={PLOT_W / 2} y={h + 27} textAnchor="middle" className="ex-axis">
          {pretty(`${panel.x.label} (${panel.x.unit})`)}
        </text>
      )}
    </g>
  );
}

/** The smallest text a figure draws, in CSS pixels, whatever its width (issue #27: ≥ 12 px on a 390 px phone). */
const MIN_TEXT_PX = 12;

/**
 * SVG text scales with the figure: at phone width a 9-unit label was drawn at 7–8 px. The figure's user units per
 * CSS pixel are measured and handed to the stylesheet (`--ex-unit`), which sizes every label in CSS pixels.
 */
function useUnitsPerPixel() {
  const ref = useRef<SVGSVGElement>(null);
  const [unit, setUnit] = useState(1);
  useEffect(() => {
    const svg = ref.current;
    if (!svg) return;
    const measure = () => {
      const width = svg.getBoundingClientRect().width;
      if (width > 0) setUnit(W / width);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(measure);
    ro.observe(svg);
    return () => ro.disconnect();
  }, []);
  return { ref, unit };
}

function Chart({ exhibit, descId }: { exhibit: Exhibit; descId: string }) {
  const panels = useMemo(() => exhibitPanels(exhibit), [exhibit]);
  const titleId = useId();
  const { ref, unit } = useUnitsPerPixel();
  let y = 0;
  const placed = panels.map((p, i) => {
    const at = y;
    const last = i === panels.length - 1 || panels[i + 1]!.x.label !== p.x.label;
    y += TOP + Math.round(PLOT_W * p.aspect) + (last ? BOTTOM : 18) + GAP;
    return { p, at, last };
  });
  return (
    <svg
      ref={ref}
      style={{ ['--ex-unit' as string]: String(unit), ['--ex-min' as string]: `${MIN_TEXT_PX}px` }}
      className="ex-svg"
      viewBox={`0 0 ${W} ${y}`}
      role="img"
      aria-label={exhibit.title}
      aria-describedby={descId}
      data-kind={exhibit.kind}
      preserveAspectRatio="xMidYMin meet"
    >
      <title id={titleId}>{exhibit.title}</title>
      <desc>{exhibit.alt}</desc>
      {placed.map(({ p, at, last }) => (
        <PanelView key={p.id} panel={p} y0={at} last={last} unit={unit} />
      ))}
    </svg>
  );
}

function TableView({ exhibit }: { exhibit: TableExhibit }) {
  return (
    <div className="ex-table-wrap">
      <table className="ex-table" data-variant={exhibit.variant}>
        <caption>{pretty(exhibit.title)}</caption>
        <thead>
          <tr>
            {exhibit.columns.map((c) => (
              <th key={c} scope="col">
                {pretty(c)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {exhibit.rows.map((r, i) => (
            <tr key={i}>
              {r.map((c, j) =>
                j === 0 ? (
                  <th key={j} scope="row">
                    {pretty(c)}
                  </th>
                ) : (
                  <td key={j}>{pretty(c)}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {exhibit.note && <p className="ex-note">{exhibit.note}</p>}
    </div>
  );
}

/**
 * The figure as large as the screen allows, in a native modal dialog (focus kept inside, Escape closes, focus back
 * on the button): a phone draws a three-panel ventilator graphic in about 300 px otherwise.
 */
function FullScreen({ exhibit, onClose }: { exhibit: Exhibit; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const descId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog ref={ref} className="ex-full" aria-label={`${exhibit.title}, full screen`} onClose={onClose}>
      <div className="ex-full__bar">
        <span className="ex-full__title">{pretty(exhibit.title)}</span>
        <button type="button" className="ex-describe" onClick={() => ref.current?.close()} autoFocus>
          Close
        </button>
      </div>
      <div className="ex-full__body">
        {exhibit.kind === 'table' ? <TableView exhibit={exhibit} /> : <Chart exhibit={exhibit} descId={descId} />}
        {exhibit.kind !== 'table' && (
          <p id={descId} className="ex-alt">
            {exhibit.alt}
          </p>
        )}
      </div>
    </dialog>
  );
}

function FullScreenButton({ onOpen }: { onOpen: () => void }) {
  return (
    <button type="button" className="ex-describe" onClick={onOpen}>
      View full screen
    </button>
  );
}

/** One exhibit: an SVG with its title and text alternative (a "Describe" toggle shows it), or an HTML table. */
export default function ExhibitFigure({ exhibit }: { exhibit: Exhibit }) {
  const [open, setOpen] = useState(false);
  const [full, setFull] = useState(false);
  const descId = useId();
  const fullScreen = full && <FullScreen exhibit={exhibit} onClose={() => setFull(false)} />;
  if (exhibit.kind === 'table')
    return (
      <figure className="exhibit" data-testid="exhibit">
        <TableView exhibit={exhibit} />
        <div className="ex-actions">
          <FullScreenButton onOpen={() => setFull(true)} />
        </div>
        {fullScreen}
      </figure>
    );
  return (
    <figure className="exhibit" data-testid="exhibit">
      <figcaption className="ex-caption">
        <span>{pretty(exhibit.title)}</span>
        <span className="ex-actions">
          <button type="button" className="ex-describe" aria-expanded={open} aria-controls={descId} onClick={() => setOpen((o) => !o)}>
            {open ? 'Hide description' : 'Describe'}
          </button>
          <FullScreenButton onOpen={() => setFull(true)} />
        </span>
      </figcaption>
      <Chart exhibit={exhibit} descId={descId} />
      <p id={descId} className={open ? 'ex-alt' : 'ex-alt ex-visually-hidden'}>
        {exhibit.alt}
      </p>
      {fullScreen}
    </figure>
  );
}
