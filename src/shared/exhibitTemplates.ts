import type { Exhibit, ExhibitKind } from './exhibitSchema';

/** A starting point per family for the admin editor. */
export const EXHIBIT_TEMPLATES: Record<ExhibitKind, Exhibit> = {
  ventilator: {
    kind: 'ventilator',
    title: 'Ventilator graphics, volume control',
    alt: 'Pressure, flow and volume against time for three mandatory breaths.',
    mode: 'VC',
    compliance: 50,
    resistance: 10,
    peep: 5,
    rate: 15,
    ti: 1,
    tidalVolume: 500,
  },
  spirometry: {
    kind: 'spirometry',
    title: 'Flow–volume loop',
    alt: 'Expiratory flow rises quickly to a peak and falls steadily to zero; inspiration is a smooth curve below.',
    pattern: 'normal',
  },
  capnogram: {
    kind: 'capnogram',
    title: 'Capnogram',
    alt: 'Regular waves with a steep upstroke, a flat plateau near 38 mmHg and a return to zero.',
    pattern: 'normal',
  },
  ecg: { kind: 'ecg', title: 'Rhythm strip', alt: 'Regular narrow complexes, each preceded by an upright P wave.', rhythm: 'sinus' },
  hemodynamic: {
    kind: 'hemodynamic',
    title: 'Arterial line',
    alt: 'Regular arterial pulses with a brisk upstroke, a dicrotic notch on the downslope and a gradual diastolic fall.',
    trace: 'arterial',
  },
  table: {
    kind: 'table',
    variant: 'abg',
    title: 'Arterial blood gas',
    alt: 'One arterial blood gas with its measured values.',
    columns: ['Test', 'Result'],
    rows: [
      ['pH', '7.40'],
      ['PaCO2', '40 mmHg'],
      ['HCO3-', '24 mEq/L'],
    ],
  },
};
