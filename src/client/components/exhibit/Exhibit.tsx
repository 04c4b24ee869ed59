import { lazy, Suspense } from 'react';
import type { Exhibit as ExhibitData } from '../../../shared/exhibit';

const ExhibitFigure = lazy(() => import('./ExhibitFigure'));

/**
 * A question's figure (waveform, loop, strip or table), drawn from its data. The drawing code loads on first use,
 * so screens whose questions carry no exhibit pay nothing; the service worker precaches it for offline quizzes.
 */
export function Exhibit({ exhibit }: { exhibit: ExhibitData | null | undefined }) {
  if (!exhibit) return null;
  return (
    <Suspense fallback={<div className="exhibit exhibit-loading" aria-hidden="true" />}>
      <ExhibitFigure exhibit={exhibit} />
    </Suspense>
  );
}
