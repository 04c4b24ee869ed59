import { lazy, Suspense, useState } from 'react';
import type { Exhibit as ExhibitData } from '../../../shared/exhibit';
import '../buttons.css';

const ExhibitFigure = lazy(() => import('./ExhibitFigure'));

/**
 * A question's figure (waveform, loop, strip or table), drawn from its data. The drawing code loads on first use,
 * so screens whose questions carry no exhibit pay nothing; the service worker precaches it for offline quizzes.
 * `collapsed` (long review lists) shows a button that opens the figure, so a 100-item review stays short and its
 * own tables (the score breakdown) are the only ones on the page until a learner asks for a figure.
 */
export function Exhibit({ exhibit, collapsed = false }: { exhibit: ExhibitData | null | undefined; collapsed?: boolean }) {
  const [open, setOpen] = useState(!collapsed);
  if (!exhibit) return null;
  if (!open) {
    return (
      <button type="button" className="btn btn-outline btn-sm exhibit-open" onClick={() => setOpen(true)}>
        Show exhibit: {exhibit.title}
      </button>
    );
  }
  return (
    <Suspense fallback={<div className="exhibit exhibit-loading" aria-hidden="true" />}>
      <ExhibitFigure exhibit={exhibit} />
    </Suspense>
  );
}
