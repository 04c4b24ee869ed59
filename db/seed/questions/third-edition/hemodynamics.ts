import type { SeedQuestion } from '../../types';

/** Third-edition single items: hemodynamic waveforms: arterial line, CVP, pulmonary artery and wedge. */
export const questions: SeedQuestion[] = [
  {
    key: 'hd-001',
    topicId: 8,
    questionText: `A 66-year-old man in septic shock is on a norepinephrine infusion titrated to a mean arterial pressure of 65 mm Hg. His radial arterial tracing is shown. A cuff pressure taken a minute ago was 118/66 mm Hg. While the nurse inspects the pressure tubing, which reading from this monitor can still be used to titrate the infusion?`,
    options: [
      `The displayed systolic pressure`,
      `The displayed mean arterial pressure`,
      `The displayed diastolic pressure`,
      `The pulse pressure (systolic minus diastolic)`,
    ],
    correctAnswer: 'B',
    explanation: `B is correct. The tracing shows a sharp, overshooting systolic spike followed by several small oscillations on the downslope: the catheter-transducer system is underdamped (resonating), so it exaggerates the systolic peak and slightly under-reads the diastolic. The area under the curve is unchanged, so the mean pressure stays accurate, and it is the value the MAP target refers to anyway.

A is wrong: the systolic peak is the value an underdamped system overstates (here by about 30 mm Hg against the cuff).
C is wrong: the diastolic value is pulled down by the ringing, so it is unreliable too.
D is wrong: the pulse pressure combines the falsely high systolic with the falsely low diastolic, doubling the error.

Correct Answer: B
Key Learning Point: Ringing after the upstroke marks an underdamped line: systolic reads high, diastolic low, mean stays true; fix the tubing (fewer stopcocks, shorter stiff line) and titrate to the mean meanwhile.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
    outlineSection: 'II',
    tmcCode: 'II-A',
    rteArea: 'equipment-infection',
    source: 'egans-2020',
    written: '2026-11-28',
    exhibit: {
      kind: 'hemodynamic',
      title: 'Radial arterial line',
      alt: 'Arterial pulses at about 100 per minute. Each rises to a sharp spike near 150 mm Hg, then swings up and down several times in small, shrinking waves before a gradual fall to about 55 mm Hg.',
      trace: 'arterial',
      systolic: 118,
      diastolic: 66,
      heartRate: 100,
      damping: 'underdamped',
    },
  },
  {
    key: 'hd-002',
    topicId: 8,
    questionText: `A 58-year-old woman with pancreatitis is breathing spontaneously without ventilatory support. Her central venous tracing is shown with her breathing recorded beneath it. Which CVP value should be charted?`,
    options: [
      `About 3 mm Hg, the level reached at the height of inspiration`,
      `About 6 mm Hg, the average across the whole trace on the screen`,
      `About 10 mm Hg, the level during the pause at end-expiration`,
      `About 12 mm Hg, the highest peak of the a waves on the tracing`,
    ],
    correctAnswer: 'C',
    explanation: `C is correct. Vascular pressures are read at end-expiration, when pleural pressure is closest to atmospheric and affects the transmural pressure least. In a spontaneously breathing patient inspiration pulls the whole trace down; the flat stretch of the volume trace marks end-expiration, where the CVP waves (a, c, v) sit around 10 mm Hg (mean of the a wave).

A is wrong: the inspiratory dip reflects the negative pleural pressure of the breath, not the filling pressure.
B is wrong: averaging across the respiratory cycle mixes inspiratory and expiratory values and under-reads the CVP.
D is wrong: the peak of the a wave overstates the mean; the CVP is read as the mean of the a wave (or at the base of the c wave).

Correct Answer: C
Key Learning Point: Read CVP and wedge pressures at end-expiration, whether the patient breathes spontaneously (trace falls on inspiration) or on a ventilator (trace rises on inspiration).`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    tmcCode: 'I-D',
    rteArea: 'patient-data',
    source: 'hess-kacmarek-2019',
    written: '2026-11-28',
    exhibit: {
      kind: 'hemodynamic',
      title: 'Central venous pressure with breathing',
      alt: 'A venous pressure trace with small paired waves at about 90 per minute. During the flat part of the volume trace the waves ride between about 8 and 12 mm Hg; with each breath in, the whole trace sinks by about 7 mm Hg and recovers as the breath ends.',
      trace: 'cvp',
      a: 12,
      v: 11,
      trough: 8,
      heartRate: 90,
      breathing: { mode: 'spontaneous', swing: 7, rate: 14 },
    },
  },
  {
    key: 'hd-003',
    topicId: 8,
    questionText: `A 49-year-old man with severe ARDS has a pulmonary artery catheter. The tracing shown was recorded as the balloon was inflated. His cardiac index is 2.4 L/min/m2. What do these pressures indicate?`,
    options: [
      `Left heart failure, since the wedge pressure exceeds the PA diastolic`,
      `Hypovolemia, since both the PA and wedge pressures are below normal`,
      `Normal pulmonary vascular resistance, since the gradient is under 2`,
      `Raised pulmonary vascular resistance with a normal left atrial pressure`,
    ],
    correctAnswer: 'D',
    explanation: `D is correct. Before inflation the PA pressure is about 40/20 mm Hg; after inflation the wedge trace sits near 11 mm Hg (mean of the a wave). A PA diastolic more than about 5 mm Hg above the wedge pressure means the pressure drop lies across the pulmonary vessels (hypoxic vasoconstriction, microthrombi and compression in ARDS), with a normal left atrial pressure.

A is wrong: the wedge pressure is well below the PA diastolic, not above it, and 11 mm Hg does not suggest left heart failure.
B is wrong: a PA pressure of 40/20 mm Hg is raised, not low, and the wedge is normal.
C is wrong: the gradient between PA diastolic and wedge is about 9 mm Hg, not under 2.

Correct Answer: D
Key Learning Point: A PA diastolic well above the wedge pressure (gradient > 5 mm Hg) points to a pulmonary vascular cause of pulmonary hypertension, not the left heart.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'I',
    tmcCode: 'I-D',
    rteArea: 'patient-data',
    source: 'hess-kacmarek-2019',
    written: '2026-11-28',
    exhibit: {
      kind: 'hemodynamic',
      title: 'Pulmonary artery catheter, balloon inflation',
      alt: 'Pulsatile waves between about 20 and 40 mm Hg with a notch on each downslope; halfway along, the trace drops to low, rounded double waves between about 8 and 13 mm Hg.',
      trace: 'pa',
      systolic: 40,
      diastolic: 20,
      heartRate: 96,
      wedge: { at: 0.5, a: 13, v: 12, trough: 8 },
    },
  },
  {
    key: 'hd-004',
    topicId: 8,
    questionText: `Three days after an inferior myocardial infarction a 71-year-old woman becomes dyspneic on her ventilator, and a new systolic murmur is heard. Her wedge tracing at end-expiration is shown. Which value from the tracing best estimates her left ventricular end-diastolic pressure?`,
    options: [
      `About 13 mm Hg, the mean of the a wave`,
      `About 18 mm Hg, the mean of the whole trace`,
      `About 38 mm Hg, the peak of the v wave`,
      `About 11 mm Hg, the lowest point of the trace`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. The a wave follows atrial contraction at end-diastole, when the mitral valve is still open, so its mean reflects left ventricular end-diastolic pressure. Here a tall v wave (about 38 mm Hg) towers over the a wave (about 15 mm Hg): blood regurgitating into the left atrium during systole, as with papillary muscle dysfunction after an inferior infarction.

B is wrong: the monitor's mean includes the giant v wave and so overstates the filling pressure.
C is wrong: the v wave is a systolic event produced by regurgitant flow, not a filling pressure.
D is wrong: the trough of the descents is below end-diastolic pressure and underestimates it.

Correct Answer: A
Key Learning Point: With large v waves, read the wedge as the mean of the a wave (end-diastole); the v wave itself is the clue to mitral regurgitation.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'I',
    tmcCode: 'I-D',
    rteArea: 'patient-data',
    source: 'hess-kacmarek-2019',
    written: '2026-11-28',
    exhibit: {
      kind: 'hemodynamic',
      title: 'Pulmonary artery wedge pressure',
      alt: 'A wedge trace at 88 per minute: each cycle has a small wave rising to about 15 mm Hg, a dip to about 11 mm Hg, then a tall, sharp wave reaching about 38 mm Hg before falling back.',
      trace: 'wedge',
      a: 15,
      v: 38,
      trough: 11,
      heartRate: 88,
    },
  },
  {
    key: 'hd-005',
    topicId: 8,
    questionText: `A sedated, paralyzed 60-year-old man with septic shock is on volume control at 8 mL/kg predicted body weight, in sinus rhythm, with a closed chest. After 30 mL/kg of crystalloid his MAP is 60 mm Hg. His arterial tracing and ventilator volume are shown. What should the respiratory therapist recommend?`,
    options: [
      `Give a further 1 L crystalloid bolus, because his pressure is still low`,
      `Start a vasopressor, since another fluid bolus is unlikely to raise output`,
      `Lower the tidal volume to 4 mL/kg so the variation can be measured`,
      `Give a diuretic, because the tracing shows the heart is volume overloaded`,
    ],
    correctAnswer: 'B',
    explanation: `B is correct. Under controlled ventilation with the conditions for using pulse pressure variation met (no spontaneous effort, regular rhythm, tidal volume 8 mL/kg, closed chest), the pulse pressure in the tracing barely changes from breath to breath (under 5 %). A variation that small predicts that more fluid will not raise stroke volume, so a vasopressor (norepinephrine) is the next step for a MAP below 65 mm Hg.

A is wrong: giving fluid to a patient who is not fluid-responsive adds edema without raising cardiac output.
C is wrong: a smaller tidal volume makes pulse pressure variation less reliable, not more.
D is wrong: a flat pulse pressure shows the patient is on the flat part of the Frank-Starling curve; it does not measure overload, and a diuretic would deepen the hypotension.

Correct Answer: B
Key Learning Point: Under valid conditions a pulse pressure variation above about 12-13 % predicts fluid responsiveness; a flat tracing argues for vasopressors rather than more fluid.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'III',
    tmcCode: 'III-E',
    rteArea: 'interventions',
    source: 'ssc-sepsis-2021',
    written: '2026-11-28',
    exhibit: {
      kind: 'hemodynamic',
      title: 'Arterial pressure and ventilator volume',
      alt: 'Arterial pulses at about 100 per minute between about 48 and 88 mm Hg, shown over two machine breaths; the height of each pulse stays almost the same through inspiration and expiration.',
      trace: 'arterial',
      systolic: 88,
      diastolic: 48,
      heartRate: 100,
      breathing: { mode: 'ventilated', swing: 2, rate: 16, ppv: 4 },
    },
  },
  {
    key: 'hd-006',
    topicId: 8,
    questionText: `A pulmonary artery catheter was floated in a 54-year-old woman yesterday. No one has touched the balloon syringe, which is unlocked and empty. This morning's distal-port tracing is shown. What does the change in the tracing most likely show?`,
    options: [
      `The tip has drifted forward into a wedged position`,
      `The tip has fallen back into the right ventricle`,
      `Air in the tubing has damped the pressure signal`,
      `The transducer has slipped below the phlebostatic axis`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. Partway through the strip the pulmonary artery waveform (systolic peak, dicrotic notch, diastolic runoff) turns into low, rounded atrial-type waves at wedge level, with the balloon deflated. The catheter has migrated distally as it softened at body temperature, and now occludes a branch: the pulmonary artery beyond it risks infarction or rupture, so it must be pulled back.

B is wrong: a right ventricular trace keeps the same systolic peak but falls to a diastolic pressure near zero that rises through diastole; here the systolic peak disappears.
C is wrong: damping blunts the upstroke and notch but leaves the mean pressure; here the mean falls to wedge level.
D is wrong: a lower transducer raises every reading by the same amount without changing the shape of the wave.

Correct Answer: A
Key Learning Point: A PA trace that turns into a wedge trace with the balloon down means the catheter has migrated distally; confirm the balloon is empty and have it withdrawn.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'II',
    tmcCode: 'II-A',
    rteArea: 'equipment-infection',
    source: 'egans-2020',
    written: '2026-11-28',
    exhibit: {
      kind: 'hemodynamic',
      title: 'Pulmonary artery catheter, distal port',
      alt: 'Pulsatile waves between about 12 and 28 mm Hg with a notch on each downslope; about a third of the way along, the pattern changes to low, rounded double waves between about 7 and 11 mm Hg that continue to the end.',
      trace: 'pa',
      systolic: 28,
      diastolic: 12,
      heartRate: 84,
      wedge: { at: 0.35, a: 11, v: 10, trough: 7 },
    },
  },
  {
    key: 'hd-007',
    topicId: 8,
    questionText: `After a difficult night a 70-year-old man's radial arterial tracing looks as shown. A cuff pressure on the other arm is 136/68 mm Hg, and the team is about to raise his vasopressor for a "low" systolic. What should the respiratory therapist do first?`,
    options: [
      `Agree to raise the vasopressor to restore the systolic`,
      `Re-zero the transducer at the phlebostatic axis`,
      `Check the line for air, clot or a kink and flush it`,
      `Replace the radial line with a femoral catheter`,
    ],
    correctAnswer: 'C',
    explanation: `C is correct. The upstroke is slurred, the dicrotic notch has gone and the pulse pressure is narrow (about 103/75 mm Hg) against a cuff of 136/68: an overdamped system. Air bubbles, a clot at the tip, a kinked catheter or a soft compliant line absorb the pulse; aspirating, flushing and a square-wave (fast-flush) test find and fix it before anyone treats the number.

A is wrong: treating an artifact raises his true pressure needlessly and risks ischemia and arrhythmias.
B is wrong: a zeroing error shifts every value by the same amount; it does not flatten the waveform or narrow the pulse pressure.
D is wrong: a new arterial puncture is premature before the simple causes of damping have been checked.

Correct Answer: C
Key Learning Point: A rounded, notchless arterial trace with a narrow pulse pressure is overdamped; look for air, clot or kinks and flush before acting on its systolic.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'II',
    tmcCode: 'II-A',
    rteArea: 'equipment-infection',
    source: 'egans-2020',
    written: '2026-11-28',
    exhibit: {
      kind: 'hemodynamic',
      title: 'Radial arterial line',
      alt: 'Arterial pulses at about 80 per minute that rise slowly to rounded tops near 103 mm Hg and sink gently to about 75 mm Hg, with no notch on the downslope.',
      trace: 'arterial',
      systolic: 136,
      diastolic: 68,
      heartRate: 80,
      damping: 'overdamped',
    },
  },
];
