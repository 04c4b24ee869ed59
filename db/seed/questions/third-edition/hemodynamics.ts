import type { SeedQuestion } from '../../types';

/** Third-edition single items: hemodynamic waveforms: arterial line, CVP, pulmonary artery and wedge. */
export const questions: SeedQuestion[] = [];
