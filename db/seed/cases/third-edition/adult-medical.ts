import type { CjKind, CognitiveLevel, Difficulty, OutlineSection, RteArea, SeedCaseItem, SeedCaseSet, TmcCode } from '../../types';
import type { SourceId } from '../../sources';

/** Written for the third edition and not yet reviewed against their sources: the items say so by date. */
const WRITTEN = '2026-11-28';

type ItemMeta = Pick<
  SeedCaseItem,
  'kind' | 'difficulty' | 'cognitiveLevel' | 'tmcCode' | 'outlineSection' | 'rteArea' | 'source' | 'written'
>;

/** The metadata of one item in a line; the outline section is derived from the TMC code so the two cannot disagree. */
function meta(
  kind: CjKind,
  difficulty: Difficulty,
  cognitiveLevel: CognitiveLevel,
  tmcCode: TmcCode,
  rteArea: RteArea,
  source: SourceId,
): ItemMeta {
  const outlineSection = tmcCode.slice(0, tmcCode.indexOf('-')) as OutlineSection;
  return { kind, difficulty, cognitiveLevel, tmcCode, outlineSection, rteArea, source, written: WRITTEN };
}

const IG: CjKind = 'information-gathering';
const DM: CjKind = 'decision-making';

/** Third-edition clinical-judgment case sets: Adult infectious disease, ARDS and other medical conditions. */
export const caseSets: SeedCaseSet[] = [
  {
    key: 'case-md-001',
    topicId: 8,
    title: 'ARDS from pancreatitis, first recognized on high-flow oxygen',
    setting: 'adult-critical-care',
    category: 'ards',
    place: 'hospital',
    scenario: `A 46-year-old woman (height 165 cm, weight 88 kg) is on day 2 of an admission for severe acute gallstone pancreatitis. Over 12 hours she has become more breathless. She is on heated high-flow nasal oxygen at 50 L/min with FiO2 0.60: SpO2 91%, respiratory rate 30/min, heart rate 112/min, blood pressure 104/62 mm Hg. A portable chest radiograph shows new bilateral opacities, and a bedside echocardiogram shows normal left ventricular function with no effusion.`,
    items: [
      {
        key: 'case-md-001-1',
        questionText: `How does the 2024 global definition of ARDS apply to her at this point?`,
        options: [
          `She meets it: her SpO2/FiO2 is about 152 on high flow of at least 30 L/min`,
          `She cannot meet it until she is intubated and receiving PEEP of 5 cm H2O or more`,
          `She has moderate ARDS, as an SpO2/FiO2 of 152 falls between 148 and 235`,
          `An arterial PaO2 is required, because SpO2/FiO2 cannot establish the diagnosis`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. The 2024 global definition admits patients who are not intubated when they receive high-flow nasal oxygen at 30 L/min or more (or noninvasive ventilation or CPAP with at least 5 cm H2O of end-expiratory pressure). With an SpO2 of 97% or less, an SpO2/FiO2 of 315 or less satisfies the oxygenation criterion: 91 / 0.60 = 152. The acute onset, bilateral opacities and normal left ventricular function complete the picture.

B is wrong: requiring intubation and PEEP was the Berlin rule; the 2024 definition added a category for non-intubated patients on high flow or noninvasive support.
C is wrong: the mild, moderate and severe grades apply to intubated patients; non-intubated ARDS is not graded.
D is wrong: SpO2/FiO2 may replace PaO2/FiO2 when the SpO2 is 97% or less, where the oximeter still tracks the PaO2.

Correct Answer: A
Key Learning Point: Under the 2024 global definition, a patient on high flow of at least 30 L/min with SpO2/FiO2 of 315 or less (SpO2 97% or less) and bilateral opacities has ARDS without being intubated.`,
        ...meta(IG, 'medium', 'application', 'I-D', 'patient-data', 'ards-global-definition-2024'),
      },
      {
        key: 'case-md-001-2',
        update: `The team continues high flow and asks the respiratory therapist to track her response. The table shows the findings at the start, at 2 hours and at 6 hours.`,
        questionText: `How should the respiratory therapist interpret the trend shown in the table at 6 hours?`,
        options: [
          `A ROX index near 5.1, above 4.88, so high flow is likely to succeed`,
          `A stable course, since her SpO2 has stayed within 2 points of its start`,
          `An improving course, since flow and FiO2 were raised as planned`,
          `A ROX index near 3.1, below the 6-hour threshold, so high-flow failure is likely`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. The ROX index is (SpO2/FiO2) divided by the respiratory rate. At 6 hours it is (89 / 0.80) / 36 = 111 / 36, about 3.1. A value below 3.47 at 6 hours predicts high-flow failure; with rising accessory muscle use, she needs a plan for intubation rather than more waiting.

A is wrong: 5.1 is her value at the start ((91 / 0.60) / 30); the trend since then has fallen steeply.
B is wrong: an SpO2 held only by raising the FiO2 from 0.60 to 0.80, with a rising rate, is worsening, not stable.
C is wrong: having to raise the flow and FiO2 to keep the same saturation is a sign of failure, not of improvement.

Correct Answer: D
Key Learning Point: The ROX index ((SpO2/FiO2)/respiratory rate) falling below 3.47 at 6 hours of high flow predicts failure; a saturation propped up by more FiO2 hides the decline.`,
        ...meta(IG, 'hard', 'analysis', 'I-B', 'patient-data', 'roca-rox-2019'),
        exhibit: {
          kind: 'table',
          variant: 'lab',
          title: 'High-flow nasal oxygen: settings and bedside findings',
          alt: 'Three columns: start, 2 hours and 6 hours. Flow 50, 50 and 60 L/min; FiO2 0.60, 0.70 and 0.80; SpO2 91, 90 and 89 percent; respiratory rate 30, 34 and 36 per minute; accessory muscle use absent, present, present.',
          columns: ['Finding', 'Start', '2 h', '6 h'],
          rows: [
            ['Flow (L/min)', '50', '50', '60'],
            ['FiO2', '0.60', '0.70', '0.80'],
            ['SpO2 (%)', '91', '90', '89'],
            ['Respiratory rate (/min)', '30', '34', '36'],
            ['Accessory muscle use', 'absent', 'present', 'present'],
          ],
        },
      },
      {
        key: 'case-md-001-3',
        update: `She is intubated without complication and placed on volume control. The physician asks for lung-protective settings.`,
        questionText: `Which tidal volume meets the lung-protective target for her?`,
        options: [
          `340 mL, or 6 mL/kg of predicted body weight`,
          `455 mL, or 8 mL/kg of predicted body weight`,
          `530 mL, or 6 mL/kg of her measured body weight`,
          `705 mL, or 8 mL/kg of her measured body weight`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Tidal volume is set from predicted body weight, which depends on height and sex: for a woman, 45.5 + 0.91 × (165 − 152.4) = 57 kg. The target in ARDS is 6 mL/kg of that, 57 × 6 = 342, about 340 mL, with the plateau held at 30 cm H2O or less.

B is wrong: 8 mL/kg of predicted weight is the top of the 4-8 mL/kg range, acceptable only on the way down to 6 mL/kg, not the target.
C is wrong: measured weight overstates lung size in an obese patient; 530 mL is more than 9 mL/kg of predicted weight.
D is wrong: 705 mL is about 12 mL/kg of predicted weight, the injurious volume of the control arm of the ARDS Network trial.

Correct Answer: A
Key Learning Point: Set tidal volume at 6 mL/kg of predicted body weight (from height and sex), never from measured weight.`,
        ...meta(DM, 'easy', 'application', 'III-C', 'interventions', 'ardsnet-low-vt-2000'),
      },
      {
        key: 'case-md-001-4',
        update: `On tidal volume 340 mL, rate 28/min, PEEP 10 cm H2O and FiO2 0.70, the plateau pressure is 26 cm H2O. Arterial blood gas: pH 7.36, PaCO2 44 mm Hg, HCO3- 24 mEq/L, PaO2 118 mm Hg; SpO2 99%.`,
        questionText: `Which change follows the oxygenation goals of lung-protective ventilation for her?`,
        options: [
          `Keep FiO2 and PEEP as they are, since her PaO2 is safely high`,
          `Lower the PEEP to 5 cm H2O, keeping the FiO2 at 0.70 for now`,
          `Lower the FiO2 in steps, aiming for an SpO2 of 88-95%`,
          `Raise the PEEP to 14 cm H2O so that the FiO2 can be cut sooner`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. The oxygenation goal of lung-protective ventilation is a PaO2 of 55-80 mm Hg or an SpO2 of 88-95%. A PaO2 of 118 mm Hg on FiO2 0.70 is more than she needs, and the FiO2 is reduced first, in steps, with PEEP kept at the level the PEEP/FiO2 table pairs with it.

A is wrong: oxygen above the goal gives no benefit and adds oxygen toxicity and absorption atelectasis; the surplus is a reason to wean the FiO2.
B is wrong: dropping PEEP first, while the FiO2 is still 0.70, derecruits the lung she needs for gas exchange.
D is wrong: she is already above target; more PEEP adds pressure without a reason.

Correct Answer: C
Key Learning Point: In ARDS aim for a PaO2 of 55-80 mm Hg or SpO2 of 88-95%; when above it, lower the FiO2 before the PEEP.`,
        ...meta(DM, 'medium', 'application', 'III-E', 'interventions', 'ardsnet-low-vt-2000'),
      },
      {
        key: 'case-md-001-5',
        update: `On day 4 she is off vasopressors for 24 hours and her urine output is adequate. Her fluid balance since admission is 7 L positive, and the PaO2/FiO2 is 160 mm Hg on PEEP 10 cm H2O.`,
        questionText: `Which change to her fluid plan is most likely to shorten her time on the ventilator?`,
        options: [
          `Give maintenance fluid to hold the central venous pressure above 12 mm Hg`,
          `Aim for an even or negative daily balance, using a diuretic as needed`,
          `Give albumin boluses each shift to raise oncotic pressure, with no diuretic`,
          `Keep the present intake, because she no longer needs vasopressors`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Once shock has resolved, a conservative fluid strategy (an even or negative balance, with a diuretic when the circulation allows) reduces lung water and increases the days alive off the ventilator in ARDS without harming the kidneys.

A is wrong: holding the central venous pressure high is the liberal strategy, which adds lung water and prolongs ventilation.
C is wrong: albumin alone adds volume; it has not shortened ventilation in ARDS and does nothing to remove the 7 L already given.
D is wrong: the end of vasopressors is when fluid removal should begin, not a reason to keep adding volume.

Correct Answer: B
Key Learning Point: After shock resolves, a conservative fluid strategy aiming at an even or negative balance shortens mechanical ventilation in ARDS.`,
        ...meta(DM, 'medium', 'application', 'III-E', 'interventions', 'hess-kacmarek-2019'),
      },
    ],
  },
  {
    key: 'case-md-002',
    topicId: 3,
    title: 'Driving pressure and a PEEP trial in aspiration ARDS',
    setting: 'adult-critical-care',
    category: 'ards',
    place: 'hospital',
    scenario: `A 62-year-old man (height 180 cm, predicted body weight 75 kg) was intubated 8 hours ago after aspirating during an alcohol withdrawal seizure. Chest radiograph: new bilateral opacities; the echocardiogram shows normal cardiac function. He is sedated on volume control with tidal volume 450 mL, rate 26/min, PEEP 12 cm H2O and FiO2 0.60; his PaO2 is 75 mm Hg.`,
    items: [
      {
        key: 'case-md-002-1',
        questionText: `The respiratory therapist performs an inspiratory hold; the graphics are shown. What are his plateau pressure and driving pressure?`,
        options: [
          `Plateau 41 cm H2O; driving pressure 29 cm H2O`,
          `Plateau 35 cm H2O; driving pressure 6 cm H2O`,
          `Plateau 23 cm H2O; driving pressure 11 cm H2O`,
          `Plateau 35 cm H2O; driving pressure 23 cm H2O`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. The plateau is the pressure held during the end-inspiratory pause, where flow is zero: about 35 cm H2O. The driving pressure is the plateau minus the PEEP: 35 − 12 = 23 cm H2O, well above the 15 cm H2O associated with lower mortality.

A is wrong: 41 cm H2O is the peak, which includes the pressure spent driving flow through the airways; it is not the plateau.
B is wrong: 6 cm H2O is the peak-to-plateau difference, which reflects airway resistance, not the stress on the lung.
C is wrong: 23 cm H2O is the driving pressure itself, mistaken for the plateau.

Correct Answer: D
Key Learning Point: Read the plateau during a no-flow pause; driving pressure is plateau minus PEEP, and values above about 15 cm H2O signal a stiff, overstretched lung.`,
        ...meta(IG, 'medium', 'application', 'I-D', 'patient-data', 'hess-kacmarek-2019'),
        exhibit: {
          kind: 'ventilator',
          title: 'Ventilator graphics, volume control with an inspiratory pause',
          alt: 'Pressure climbs to about 41 cm H2O, drops during a short pause to a flat level near 35 cm H2O, and returns to 12 cm H2O in expiration. Inspiratory flow is constant and stops during the pause.',
          mode: 'VC',
          tidalVolume: 450,
          compliance: 20,
          resistance: 12,
          peep: 12,
          rate: 26,
          ti: 0.8,
          pause: 0.4,
          flowPattern: 'square',
          breaths: 2,
          show: ['pressure', 'flow'],
        },
      },
      {
        key: 'case-md-002-2',
        update: `There is no auto-PEEP. Arterial blood gas on these settings: pH 7.34, PaCO2 47 mm Hg, HCO3- 25 mEq/L, PaO2 75 mm Hg.`,
        questionText: `Given the pressures just measured, what should the respiratory therapist change first?`,
        options: [
          `Reduce the breath to 375 mL (5 mL/kg) at 30/min`,
          `Lower the PEEP to 6 cm H2O to bring the plateau under 30`,
          `Change to pressure control at 35 cm H2O above the PEEP`,
          `Keep the settings, since the peak pressure is below 45`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. His tidal volume is already 6 mL/kg of predicted weight, yet the plateau is about 35 cm H2O. The next step is 5 mL/kg (375 mL), then 4 mL/kg if needed, raising the rate to hold the minute ventilation. His pH of 7.34 leaves room for some rise in PaCO2.

B is wrong: halving the PEEP at FiO2 0.60 derecruits the lung and worsens hypoxemia; the plateau target is met by smaller breaths.
C is wrong: 35 cm H2O above a PEEP of 12 gives a plateau near 47 cm H2O, far more injurious than now.
D is wrong: the limits that protect the lung apply to the plateau and driving pressure, not to the peak.

Correct Answer: A
Key Learning Point: A plateau above 30 cm H2O at 6 mL/kg calls for 5 then 4 mL/kg of predicted weight, with a faster rate.`,
        ...meta(DM, 'medium', 'application', 'III-E', 'interventions', 'ardsnet-low-vt-2000'),
      },
      {
        key: 'case-md-002-3',
        update: `On tidal volume 375 mL the physician asks for a decremental PEEP trial after a period at PEEP 16 cm H2O. The results are in the table.`,
        questionText: `Which PEEP should the respiratory therapist recommend from the trial in the table?`,
        options: [
          `16 cm H2O, since it gives the highest saturation`,
          `12 cm H2O, since its plateau leaves the widest safety margin`,
          `10 cm H2O, since it gives the best blood pressure`,
          `14 cm H2O, since it gives the smallest driving pressure`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. With the tidal volume fixed, the driving pressure (plateau minus PEEP) at each step is 17, 15, 16 and 18 cm H2O. It is lowest at PEEP 14, where the same breath needs the least pressure, so respiratory-system compliance is highest (375 / 15 = 25 mL/cm H2O): the lung is best recruited without being overstretched.

A is wrong: at PEEP 16 the driving pressure rises to 17 and the plateau to 33 cm H2O, a sign of overdistension despite the small gain in SpO2.
B is wrong: the plateau at PEEP 12 is only 1 cm H2O lower than at 14, but the driving pressure is higher, so compliance is worse.
C is wrong: PEEP 10 gives the highest driving pressure and an SpO2 of 88%; a slightly better blood pressure does not outweigh that.

Correct Answer: D
Key Learning Point: In a decremental PEEP trial at a fixed tidal volume, choose the PEEP with the lowest driving pressure (highest compliance), not the highest SpO2.`,
        ...meta(DM, 'hard', 'analysis', 'III-E', 'interventions', 'hess-kacmarek-2019'),
        exhibit: {
          kind: 'table',
          variant: 'lab',
          title: 'Decremental PEEP trial at a tidal volume of 375 mL',
          alt: 'Four steps of PEEP: 16, 14, 12 and 10 cm H2O. Plateau pressures 33, 29, 28 and 28 cm H2O. SpO2 95, 94, 92 and 88 percent. Blood pressure 98/58, 104/62, 108/64 and 112/66 mm Hg.',
          columns: ['Finding', 'PEEP 16', 'PEEP 14', 'PEEP 12', 'PEEP 10'],
          rows: [
            ['Plateau (cm H2O)', '33', '29', '28', '28'],
            ['SpO2 (%)', '95', '94', '92', '88'],
            ['Blood pressure (mm Hg)', '98/58', '104/62', '108/64', '112/66'],
          ],
        },
      },
      {
        key: 'case-md-002-4',
        update: `On PEEP 14 cm H2O, tidal volume 375 mL and rate 30/min, the blood gas is pH 7.22, PaCO2 66 mm Hg, HCO3- 26 mEq/L, PaO2 82 mm Hg on FiO2 0.50. The plateau is 29 cm H2O.`,
        questionText: `How should the acidosis on this blood gas be handled while the lung stays protected?`,
        options: [
          `Raise the tidal volume to 450 mL until the pH is above 7.30`,
          `Go to 35 breaths/min, then do an end-expiratory hold`,
          `Start a bicarbonate infusion and keep the settings`,
          `Lower the PEEP to 10 cm H2O to reduce dead space`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. The pH of 7.22 is below the 7.30 goal of the low-tidal-volume protocol, which raises the rate (to a maximum of 35/min) before anything else. At faster rates the expiratory time shortens, so an end-expiratory hold or the flow graphic should confirm that gas is not trapped.

A is wrong: returning to 450 mL pushes the plateau back above 30 cm H2O; protecting the lung takes priority over a normal pH.
C is wrong: bicarbonate adds CO2 that must be exhaled and is no substitute for adjusting ventilation within safe limits.
D is wrong: the trial just showed PEEP 14 to be the best-compliance setting; lowering it would raise the driving pressure.

Correct Answer: B
Key Learning Point: For respiratory acidosis on protective settings, raise the rate up to 35/min and watch for auto-PEEP before considering larger breaths.`,
        ...meta(DM, 'medium', 'application', 'III-E', 'interventions', 'ardsnet-low-vt-2000'),
      },
      {
        key: 'case-md-002-5',
        update: `Twenty minutes after the rate is raised to 35/min (inspiratory time unchanged at 0.7 s), the graphics shown appear on the monitor.`,
        questionText: `What do the ventilator graphics shown indicate?`,
        options: [
          `A cuff leak, since part of each breath is lost before it is exhaled`,
          `A fall in compliance since the PEEP trial was finished`,
          `Missed triggers, as his efforts fail to start a breath`,
          `Gas trapping, because expiration is cut short by the next breath`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. The expiratory flow has not returned to zero when the next breath begins: exhalation is incomplete, so gas is trapped and intrinsic PEEP adds to the set PEEP. At 35/min with an inspiratory time of 0.7 s, only about 1 s is left to exhale.

A is wrong: a leak makes the exhaled volume fall short, so the volume trace stays above zero and drops at the next breath; the flow trace would not show expiration interrupted.
B is wrong: a fall in compliance raises the plateau; it does not stop expiratory flow from reaching baseline.
C is wrong: ineffective efforts appear as small dips in pressure and bumps in expiratory flow without a breath; none are shown.

Correct Answer: D
Key Learning Point: Expiratory flow that has not reached zero at the next breath means gas trapping; measure auto-PEEP and lengthen the expiratory time.`,
        ...meta(IG, 'hard', 'analysis', 'I-B', 'patient-data', 'hess-kacmarek-2019'),
        exhibit: {
          kind: 'ventilator',
          title: 'Ventilator graphics, volume control at 35 breaths/min',
          alt: 'Three breaths. After each breath the expiratory flow is still well below zero when the next inspiration begins; the pressure returns to a level at or slightly above the set PEEP of 14 cm H2O.',
          mode: 'VC',
          tidalVolume: 375,
          compliance: 25,
          resistance: 12,
          peep: 14,
          rate: 35,
          ti: 0.7,
          flowPattern: 'square',
          breaths: 3,
          show: ['pressure', 'flow'],
          events: [{ type: 'autoPeep' }],
        },
      },
    ],
  },
  {
    key: 'case-md-003',
    topicId: 8,
    title: 'Severe ARDS from Legionella: paralysis, prone sessions and what else helps',
    setting: 'adult-critical-care',
    category: 'ards',
    place: 'hospital',
    scenario: `A 54-year-old man (height 175 cm, predicted body weight 71 kg) with Legionella pneumonia was intubated 18 hours ago. Volume control: tidal volume 420 mL, rate 30/min, PEEP 16 cm H2O, FiO2 0.80; plateau pressure 28 cm H2O. Arterial blood gas: pH 7.30, PaCO2 52 mm Hg, HCO3- 25 mEq/L, PaO2 64 mm Hg. Bilateral opacities are present, and the echocardiogram shows normal ventricular function.`,
    items: [
      {
        key: 'case-md-003-1',
        questionText: `Before the team turns him, which of his findings meets the threshold at which proning lowers mortality?`,
        options: [
          `A plateau pressure of 28 cm H2O at a tidal volume of 6 mL/kg`,
          `A PaCO2 of 52 mm Hg with a pH of 7.30 on a rate of 30/min`,
          `An oxygenation ratio of 80 on PEEP 16 and FiO2 0.80`,
          `Bilateral opacities on the radiograph`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. The PaO2/FiO2 is 64 / 0.80 = 80 mm Hg. Prone positioning reduces mortality when, after a short period of stabilization, the ratio stays below 150 mm Hg on an FiO2 of 0.60 or more and PEEP of at least 5 cm H2O; his ratio is far below that.

A is wrong: a plateau under 30 cm H2O shows the tidal volume is safe; it is not what qualifies him for proning.
B is wrong: a mild, compensated-range hypercapnia is expected with protective ventilation and is not the trigger for proning.
D is wrong: bilateral opacities are part of the definition of every grade of ARDS; they do not identify the severe hypoxemia that proning treats.

Correct Answer: C
Key Learning Point: Prone positioning is indicated for ARDS with PaO2/FiO2 below 150 mm Hg on FiO2 of 0.60 or more and PEEP of at least 5 cm H2O.`,
        ...meta(IG, 'easy', 'application', 'I-D', 'patient-data', 'proseva-2013'),
      },
      {
        key: 'case-md-003-2',
        update: `He is deeply sedated (Richmond Agitation-Sedation Scale −4). Before the first prone session his SpO2 swings between 86% and 92%, and the graphics shown appear.`,
        questionText: `Which recommendation best addresses what the graphics shown reveal?`,
        options: [
          `Make the flow trigger less sensitive to stop the extra breaths`,
          `Change to pressure support of 10 cm H2O to improve comfort`,
          `Raise the tidal volume to 8 mL/kg to meet his demand`,
          `Start a neuromuscular blocker infusion for up to 48 hours`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. The graphics show a second breath stacked on the first with almost no exhalation between them (double triggering), so the lung receives close to twice the set tidal volume. In early severe ARDS with dyssynchrony that persists despite deep sedation, a short course of neuromuscular blockade stops the stacked breaths and is conditionally recommended by the 2024 ATS guideline.

A is wrong: double triggering comes from a strong patient effort that outlasts the set breath, not from an oversensitive trigger; a stiffer trigger adds work without stopping it.
B is wrong: pressure support lets a patient with a high drive generate large, uncontrolled tidal volumes in a severely injured lung.
C is wrong: 8 mL/kg with a plateau already at 28 cm H2O would push the plateau over 30.

Correct Answer: D
Key Learning Point: Breath stacking in early severe ARDS despite deep sedation is a reason for a short neuromuscular blocker infusion, which keeps tidal volumes truly protective.`,
        ...meta(DM, 'hard', 'analysis', 'III-D', 'interventions', 'ats-ards-2024'),
        exhibit: {
          kind: 'ventilator',
          title: 'Ventilator graphics, volume control at 30 breaths/min',
          alt: 'Three breaths. After the first breath a second breath starts almost at once, before the flow has returned toward zero, and the volume trace climbs to nearly twice its usual height before falling.',
          mode: 'VC',
          tidalVolume: 420,
          compliance: 35,
          resistance: 10,
          peep: 16,
          rate: 30,
          ti: 0.7,
          flowPattern: 'square',
          breaths: 3,
          show: ['pressure', 'flow', 'volume'],
          events: [{ type: 'doubleTrigger', breath: 1 }],
        },
      },
      {
        key: 'case-md-003-3',
        update: `He is placed prone. After 5 hours his PaO2/FiO2 has risen to 140 mm Hg. At the nursing shift change the incoming nurse suggests turning him back to the supine position at the 6-hour mark for bathing.`,
        questionText: `What should the respiratory therapist advise about the duration of this prone session?`,
        options: [
          `Turn him supine now that his ratio has improved`,
          `Keep him prone for 16 hours or more, then reassess`,
          `Turn him at 6 hours and prone him again tomorrow morning`,
          `Alternate two hours prone and two hours supine for the day`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. The mortality benefit of proning came from long sessions, at least 16 hours a day, repeated daily until oxygenation criteria are met while supine. A response in the first hours is the reason to continue, not to stop.

A is wrong: improvement while prone often disappears on turning back early; the criteria for ending proning are checked supine, after a full session.
C is wrong: a 6-hour session is far shorter than the 16 hours that was effective, and a routine task such as bathing can be done prone or rescheduled.
D is wrong: frequent turns multiply the risk of tube displacement and derecruitment and never reach the duration that helps.

Correct Answer: B
Key Learning Point: Prone sessions in severe ARDS last at least 16 hours a day; early improvement is a reason to continue.`,
        ...meta(DM, 'medium', 'application', 'III-G', 'interventions', 'proseva-2013'),
      },
      {
        key: 'case-md-003-4',
        update: `Twelve hours into the session the high-pressure alarm sounds and his SpO2 falls from 94% to 85%. Peak pressure has risen from 34 to 48 cm H2O; the plateau is unchanged at 28 cm H2O. Breath sounds are present on both sides and his blood pressure is steady.`,
        questionText: `What is the most likely cause of these changes?`,
        options: [
          `A tension pneumothorax after the change of position`,
          `Worsening ARDS with a further fall in compliance`,
          `A tube that has slipped into the right main bronchus`,
          `Narrowing of the tube by secretions or by a kink in it`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. The peak has risen by 14 cm H2O while the plateau has not moved, so the extra pressure is spent on flow resistance, not on the lung. In the prone position secretions drain into the tube and the tube can kink under the head: pass a suction catheter and check the tube's course.

A is wrong: a tension pneumothorax raises the plateau, removes breath sounds on one side and drops the blood pressure.
B is wrong: a fall in compliance raises the plateau along with the peak.
C is wrong: a tube in one main bronchus delivers the whole breath to one lung, raising the plateau and leaving breath sounds on one side only.

Correct Answer: D
Key Learning Point: A rising peak with an unchanged plateau means higher airway resistance (secretions, kinks, bronchospasm); a rising plateau means the lung or chest wall is stiffer.`,
        ...meta(IG, 'hard', 'analysis', 'I-B', 'patient-data', 'hess-kacmarek-2019'),
      },
      {
        key: 'case-md-003-5',
        update: `The tube is cleared. After two full prone sessions his PaO2/FiO2 while supine is 95 mm Hg on PEEP 14 cm H2O. The physician asks which further therapy the 2024 ATS guideline supports for him.`,
        questionText: `Which addition should the respiratory therapist support?`,
        options: [
          `A course of systemic corticosteroids`,
          `A change to high-frequency oscillatory ventilation`,
          `Prolonged recruitment maneuvers at 40 cm H2O every shift`,
          `Inhaled nitric oxide as routine therapy to lower mortality`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. The 2024 ATS update makes a conditional recommendation for systemic corticosteroids in adults with ARDS, based on trials showing lower mortality and shorter ventilation.

B is wrong: high-frequency oscillation did not improve survival in adults with moderate or severe ARDS and may increase mortality; the guideline recommends against its routine use.
C is wrong: prolonged, high-pressure recruitment maneuvers increased mortality and barotrauma in trials; the 2024 update recommends against them.
D is wrong: inhaled nitric oxide raises oxygenation briefly but does not reduce mortality; it is at most a short rescue measure.

Correct Answer: A
Key Learning Point: In ARDS the 2024 ATS update supports corticosteroids (conditional) and advises against high-frequency oscillation and prolonged recruitment maneuvers.`,
        ...meta(DM, 'medium', 'application', 'III-E', 'interventions', 'ats-ards-2024'),
      },
    ],
  },
  {
    key: 'case-md-004',
    topicId: 8,
    title: 'Referral and air transport to an ECMO center',
    setting: 'adult-critical-care',
    category: 'ards',
    place: 'outside',
    scenario: `A 34-year-old woman (height 163 cm, predicted body weight 55 kg) with influenza pneumonia and severe ARDS has been ventilated for 2 days in a rural hospital 300 km from the regional ECMO center. She has been prone for 16 hours, receives a neuromuscular blocker, and is on tidal volume 330 mL, rate 35/min, PEEP 14 cm H2O and FiO2 1.0 with a plateau of 31 cm H2O. The flight team's respiratory therapist reviews the record by telephone before launch.`,
    items: [
      {
        key: 'case-md-004-1',
        questionText: `Which reading of the blood gases in the table is correct?`,
        options: [
          `She is not yet a candidate, because her PaO2/FiO2 has stayed above 50`,
          `Her acidosis is metabolic, so extracorporeal support would not help it`,
          `She has met ECMO entry thresholds for oxygenation and CO2`,
          `No referral is needed, because her PaO2 has held steady for 6 hours`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. On FiO2 1.0 her PaO2/FiO2 has been 55-58 mm Hg, below 80 mm Hg for 6 hours, and her pH has been below 7.25 with a PaCO2 of 60 mm Hg or more for the same period, despite a rate of 35/min and a plateau above 30. Either criterion met for 6 hours despite optimal care (proning, paralysis) is the threshold used in the EOLIA trial for venovenous ECMO, which the 2024 ATS update conditionally recommends for selected severe ARDS.

A is wrong: a ratio below 50 for 3 hours is one criterion; a ratio below 80 for 6 hours is another, and she meets it.
B is wrong: the PaCO2 rises from 64 to 76 mm Hg with a bicarbonate of 27-28 mEq/L; the acidosis is respiratory, exactly what extracorporeal CO2 removal corrects.
D is wrong: a PaO2 steady at 55-58 mm Hg on FiO2 1.0 is steady at a dangerous level, not reassuring.

Correct Answer: C
Key Learning Point: Refer for venovenous ECMO when, despite proning and protective ventilation, PaO2/FiO2 stays below 80 for 6 hours (or below 50 for 3 hours) or pH below 7.25 with PaCO2 of 60 or more for 6 hours.`,
        ...meta(IG, 'hard', 'analysis', 'I-D', 'patient-data', 'ats-ards-2024'),
        exhibit: {
          kind: 'table',
          variant: 'abg',
          title: 'Arterial blood gases on FiO2 1.0 over 6 hours',
          alt: 'Three blood gases at 0, 3 and 6 hours, all on FiO2 1.0: pH 7.24, 7.21 and 7.19; PaCO2 64, 70 and 76 mm Hg; PaO2 58, 55 and 56 mm Hg; HCO3- 27, 27 and 28 mEq/L.',
          columns: ['Test', '0 h', '3 h', '6 h'],
          rows: [
            ['pH', '7.24', '7.21', '7.19'],
            ['PaCO2 (mm Hg)', '64', '70', '76'],
            ['PaO2 (mm Hg)', '58', '55', '56'],
            ['HCO3- (mEq/L)', '27', '27', '28'],
            ['FiO2', '1.0', '1.0', '1.0'],
          ],
        },
      },
      {
        key: 'case-md-004-2',
        update: `The ECMO center accepts her, and its team decides to move her by pressurized fixed-wing aircraft before cannulation. The cabin will be held at about 8,000 ft (barometric pressure about 565 mm Hg). Her tube cuff holds 26 cm H2O of air at ground level.`,
        questionText: `How should the respiratory therapist manage her tube cuff for the flight?`,
        options: [
          `Raise it to 40 cm H2O before takeoff so that no leak develops in flight`,
          `Measure it after the climb and let air out to hold 20-30`,
          `Deflate it for the flight, because a cuff cannot be adjusted in the aircraft`,
          `Leave it alone, since the cabin's pressurization prevents any change in volume`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Gas in a closed space expands as the surrounding pressure falls (Boyle's law). From 760 to about 565 mm Hg the air in the cuff expands by roughly a third, raising the pressure on the tracheal mucosa; it must be measured at altitude and reduced to 20-30 cm H2O, then checked again on descent, when it will shrink and leak.

A is wrong: starting at 40 cm H2O is already above the mucosal perfusion limit and will rise further on climbing.
C is wrong: a deflated cuff risks aspiration and loss of PEEP and tidal volume in a patient who depends on both.
D is wrong: a cabin pressurized to 8,000 ft is at a lower pressure than the ground, so gas volumes still expand.

Correct Answer: B
Key Learning Point: In flight, air-filled spaces (cuffs, pneumothoraces) expand as cabin pressure falls; measure and adjust cuff pressure at altitude and on descent.`,
        ...meta(DM, 'medium', 'application', 'III-G', 'interventions', 'egans-2020'),
      },
      {
        key: 'case-md-004-3',
        update: `Her minute ventilation is 11.5 L/min at FiO2 1.0; the transport ventilator uses about 1 L/min more as driving and bias gas. Door to door, the transfer is expected to take 120 minutes.`,
        questionText: `How much oxygen should be on board at the least, keeping a reserve of 50% of the expected use?`,
        options: [
          `About 1,400 L, her expected use for the trip`,
          `About 2,250 L, the expected use plus half of it again`,
          `About 1,500 L, the use plus a 30-minute margin`,
          `About 2,800 L, her minute volume for 4 hours`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Consumption is 11.5 + 1 = 12.5 L/min; over 120 minutes that is 1,500 L, and a reserve of half as much again gives 2,250 L. Delays on the ground and at handover are common, and running out in flight cannot be corrected.

A is wrong: 1,400 L does not even cover the ventilator's own gas use over the trip, and leaves no reserve.
C is wrong: 1,500 L is the expected use alone; the stated reserve of half is missing.
D is wrong: 2,800 L is her minute volume alone (11.5 L/min) over 4 hours, twice the trip; it leaves out the ventilator's own gas and overstates the minimum asked for, though carrying more is not harmful.

Correct Answer: B
Key Learning Point: Plan transport oxygen from minute ventilation plus the ventilator's own gas use, times the expected duration, plus a generous reserve.`,
        ...meta(DM, 'hard', 'application', 'III-G', 'equipment-infection', 'egans-2020'),
      },
      {
        key: 'case-md-004-4',
        update: `At cruising altitude her SpO2 drifts from 89% to 84% over 15 minutes. Peak and plateau pressures, exhaled tidal volume and end-tidal CO2 are unchanged, breath sounds are equal, and the oxygen supply reads full flow with no alarms.`,
        questionText: `Which is the most likely cause of her falling SpO2?`,
        options: [
          `The lower cabin pressure, which reduces the inspired PO2`,
          `A tension pneumothorax from pleural gas expanding at altitude`,
          `The tube slipping into the right main bronchus`,
          `Failure of the oxygen supply to the ventilator`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. At a cabin altitude of 8,000 ft the barometric pressure is about 565 mm Hg, so even at FiO2 1.0 the inspired PO2 falls from about 713 to about 518 mm Hg. In a patient with severe shunt, a lower alveolar PO2 lowers her saturation while every mechanical reading stays the same.

B is wrong: a tension pneumothorax raises the plateau and peak, lowers tidal volume or blood pressure and changes breath sounds; none of these happened.
C is wrong: a tube in one main bronchus raises the plateau and makes breath sounds unequal.
D is wrong: a supply failure triggers the ventilator's gas alarms; the supply is reading full flow.

Correct Answer: A
Key Learning Point: At altitude the inspired PO2 falls with barometric pressure even on 100% oxygen; desaturation with unchanged mechanics points to the cabin pressure.`,
        ...meta(IG, 'medium', 'analysis', 'I-B', 'patient-data', 'west-physiology-2021'),
      },
      {
        key: 'case-md-004-5',
        update: `Her SpO2 reaches 82%. Her blood pressure is 96/60 mm Hg and the flight has 50 minutes left.`,
        questionText: `Which action should the respiratory therapist take first?`,
        options: [
          `Ask the pilot to lower the cabin altitude if the flight can safely allow it`,
          `Raise the tidal volume to 8 mL/kg of her predicted body weight`,
          `Disconnect and hand-ventilate her with a self-inflating bag`,
          `Stop the neuromuscular blocker so she can breathe with the ventilator`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. The cause is the fall in barometric pressure, so the remedy is more pressure: flying lower, or pressurizing the cabin closer to sea level, raises the inspired PO2 at once. Flight crews can do this when weather and terrain allow.

B is wrong: a larger tidal volume does little for shunt-driven hypoxemia and would raise a plateau already above 30 cm H2O.
C is wrong: disconnecting loses her PEEP of 14 cm H2O and derecruits the lung, and a bag cannot deliver protective, measured breaths.
D is wrong: her own efforts would add dyssynchrony and oxygen consumption in the middle of the flight.

Correct Answer: A
Key Learning Point: When a patient on FiO2 1.0 desaturates from altitude, ask the crew to lower the cabin altitude.`,
        ...meta(DM, 'medium', 'application', 'III-G', 'interventions', 'egans-2020'),
      },
      {
        key: 'case-md-004-6',
        update: `She arrives at the ECMO center with an SpO2 of 88%. The receiving team gathers at the bedside for handover while the intensivist prepares to cannulate.`,
        questionText: `Which way of giving the handover is most likely to prevent an error?`,
        options: [
          `A structured report with the receiver reading back the key points`,
          `A verbal summary from memory to the nurse who happens to be nearest`,
          `A copy of the flight chart, left on the bed for the team to read later`,
          `A report given while the team moves her onto the ECMO unit's bed`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. A structured format (such as SBAR or I-PASS) makes sure ventilator settings, drugs, events in flight and pending problems are all covered, and a read-back closes the loop: the sender hears that what was meant is what was understood.

B is wrong: an unstructured summary from memory to one person omits items and leaves the rest of the team uninformed.
C is wrong: a chart left for later is not a handover; the team needs the critical facts before it acts.
D is wrong: handing over during the physical transfer divides attention; the move comes first or after, with one person speaking.

Correct Answer: A
Key Learning Point: Hand over a critically ill patient with a structured report and a read-back (closed-loop communication), when the team can listen.`,
        ...meta(DM, 'easy', 'application', 'III-I', 'professional-practice', 'teamstepps-2023'),
      },
    ],
  },
  {
    key: 'case-md-005',
    topicId: 3,
    title: 'Recruitment, high PEEP and the harm they can do',
    setting: 'adult-critical-care',
    category: 'ards',
    place: 'hospital',
    scenario: `A 67-year-old woman (predicted body weight 60 kg) developed ARDS from urosepsis and has been ventilated for 30 hours. Volume control: tidal volume 360 mL, rate 26/min, PEEP 14 cm H2O, FiO2 0.70; plateau 28 cm H2O; PaO2 68 mm Hg. She receives norepinephrine 0.12 mcg/kg/min; blood pressure 102/60 mm Hg. On rounds a resident asks the respiratory therapist to open her lung with a sustained inflation at 40 cm H2O for 40 seconds.`,
    items: [
      {
        key: 'case-md-005-1',
        questionText: `What should the respiratory therapist say about the resident's plan for a sustained inflation?`,
        options: [
          `Go ahead, as long as the SpO2 is watched during the hold`,
          `Advise against it; such maneuvers raised mortality`,
          `Go ahead, but repeat it after every suctioning and disconnection`,
          `Advise a longer hold of 60 seconds, so that more alveoli open`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Trials of prolonged, high-pressure recruitment maneuvers with high PEEP increased mortality and barotrauma, and the 2024 ATS update recommends against them. She is already on vasopressors, and a 40-second inflation at 40 cm H2O can collapse her venous return.

A is wrong: watching the SpO2 does not prevent the hypotension and barotrauma the maneuver causes; the recommendation is not to do it.
C is wrong: repeating the maneuver after every disconnection multiplies the harm.
D is wrong: a longer hold increases the fall in cardiac output and the risk of pneumothorax.

Correct Answer: B
Key Learning Point: The 2024 ATS update recommends against prolonged high-pressure recruitment maneuvers in ARDS; they raised mortality and barotrauma.`,
        ...meta(DM, 'medium', 'application', 'III-E', 'interventions', 'ats-ards-2024'),
      },
      {
        key: 'case-md-005-2',
        update: `The attending instead raises the PEEP from 14 to 18 cm H2O at the same tidal volume. Fifteen minutes later the respiratory therapist displays the loop shown.`,
        questionText: `What does the pressure-volume loop shown suggest at the new PEEP?`,
        options: [
          `Airway resistance has risen, and a bronchodilator is now due`,
          `The lung is being overstretched toward the end of each breath`,
          `A leak is present, because the loop does not close`,
          `She is triggering the breaths with a strong effort`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. In the last part of inflation the pressure climbs steeply while little volume is added, so the loop flattens into a "beak" at its top right. The compliance of the lung falls at the end of the breath: the added PEEP has pushed the tidal volume onto the stiff upper part of the pressure-volume curve.

A is wrong: higher resistance widens the loop along its whole inspiratory limb; it does not bend only the last part of inflation.
C is wrong: a leak leaves the volume short at the end of expiration, so the loop fails to return to its origin; this one closes.
D is wrong: a triggered breath shows a small negative swing at the start of inspiration, not a change at its end.

Correct Answer: B
Key Learning Point: A "beak" at the top of the pressure-volume loop means overdistension: less tidal volume or less PEEP is needed.`,
        ...meta(IG, 'hard', 'analysis', 'I-B', 'patient-data', 'hess-kacmarek-2019'),
        exhibit: {
          kind: 'ventilator',
          title: 'Ventilator graphics, volume control after PEEP was raised to 18',
          alt: 'Pressure against time, and a pressure-volume loop. Over the last third of each breath, the pressure rises much faster than before while volume is barely added, so the upper end of the loop flattens and points to the right.',
          mode: 'VC',
          tidalVolume: 360,
          compliance: 30,
          resistance: 10,
          peep: 18,
          rate: 26,
          ti: 0.8,
          pause: 0.3,
          flowPattern: 'square',
          breaths: 2,
          show: ['pressure', 'pv'],
          events: [{ type: 'overdistension', onset: 0.6, extra: 6 }],
        },
      },
      {
        key: 'case-md-005-3',
        update: `At PEEP 18 cm H2O the plateau is 36 cm H2O (driving pressure 18); at PEEP 14 it was 28 cm H2O (driving pressure 14). Her PaO2 has risen from 68 to 74 mm Hg, but the norepinephrine has been raised to 0.25 mcg/kg/min.`,
        questionText: `How should the respiratory therapist advise the team about her PEEP?`,
        options: [
          `Return to 14 cm H2O, where the driving pressure was lower`,
          `Keep 18 cm H2O and cut the tidal volume to keep the plateau under 30`,
          `Go to 20 cm H2O, since the PaO2 rose with each step`,
          `Keep 18 cm H2O and add fluid to support the blood pressure`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. The added PEEP gained 6 mm Hg of PaO2 at the cost of a higher driving pressure (18 vs 14 cm H2O), a plateau above 30 and double the vasopressor dose. A rise in driving pressure means the extra PEEP overstretched lung that was already open rather than recruiting new lung, so PEEP 14 is the better setting.

B is wrong: shrinking the breath to fit under a plateau of 30 treats the symptom; the lung is still overdistended at end-expiration, and the circulatory cost remains.
C is wrong: a small PaO2 gain is not a goal in itself; higher PEEP would overdistend further and worsen the hypotension.
D is wrong: giving fluid to prop up a setting that is not helping adds lung water in ARDS.

Correct Answer: A
Key Learning Point: Judge a PEEP change by driving pressure and hemodynamics as well as PaO2: if driving pressure rises, the extra PEEP is overdistending, not recruiting.`,
        ...meta(DM, 'hard', 'analysis', 'III-E', 'interventions', 'ats-ards-2024'),
      },
      {
        key: 'case-md-005-4',
        update: `Before the PEEP is lowered, the high-pressure alarm sounds. Her SpO2 falls to 79%, blood pressure to 74/40 mm Hg and heart rate rises to 134/min. The plateau is now 44 cm H2O; breath sounds are absent over the right chest, and the trachea is displaced to the left.`,
        questionText: `Which explanation best fits these new findings?`,
        options: [
          `A mucus plug in the left main bronchus`,
          `A tension pneumothorax on the right`,
          `Sudden worsening of sepsis with vasodilation`,
          `A tube that has advanced into the right main bronchus`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. A sudden rise in plateau pressure with absent breath sounds on one side, a trachea pushed to the other side and collapse of the blood pressure is a tension pneumothorax, the barotrauma that high distending pressures risk.

A is wrong: a left-sided plug would silence the left chest, not the right, and would not push the trachea away from it.
C is wrong: septic vasodilation lowers blood pressure but does not raise the plateau or silence one side of the chest.
D is wrong: a tube in the right main bronchus silences the left chest, and it does not displace the trachea or cause shock.

Correct Answer: B
Key Learning Point: High plateau, absent breath sounds on one side, tracheal shift away and shock on the ventilator: tension pneumothorax.`,
        ...meta(IG, 'medium', 'analysis', 'I-B', 'patient-data', 'egans-2020'),
      },
      {
        key: 'case-md-005-5',
        update: `The physician is at the bedside. A portable radiograph has been ordered and will take 15 minutes to arrive.`,
        questionText: `What should happen next?`,
        options: [
          `Wait for the radiograph to confirm the side before any procedure`,
          `Raise the PEEP to 20 cm H2O to hold the oxygenation`,
          `Give FiO2 1.0 while the right chest is decompressed`,
          `Deepen sedation and recheck the plateau in 15 minutes`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. A tension pneumothorax in a ventilated patient is a clinical diagnosis; it is decompressed at once (needle or finger thoracostomy, then a chest tube), with 100% oxygen given meanwhile.

A is wrong: waiting 15 minutes for a film risks cardiac arrest when the signs are already clear.
B is wrong: more PEEP feeds air into the pleural space and worsens the tension.
D is wrong: sedation does not treat the cause, and the delay is dangerous.

Correct Answer: C
Key Learning Point: A tension pneumothorax on the ventilator is decompressed on clinical signs, without waiting for a radiograph, with FiO2 raised to 1.0.`,
        ...meta(DM, 'easy', 'application', 'III-G', 'interventions', 'egans-2020'),
      },
    ],
  },
  {
    key: 'case-md-006',
    topicId: 8,
    title: 'Withdrawing ventilation when ARDS has not turned',
    setting: 'adult-critical-care',
    category: 'ards',
    place: 'hospital',
    scenario: `A 78-year-old man has been ventilated for 16 days for ARDS after aspiration pneumonia. He now needs continuous dialysis and two vasopressors, and his PaO2/FiO2 is 90 mm Hg on PEEP 14 cm H2O. His advance directive declines prolonged life support with no prospect of recovery. At a family meeting his wife and two daughters, with the team, decide to stop mechanical ventilation and focus on comfort. The respiratory therapist will withdraw the ventilator.`,
    items: [
      {
        key: 'case-md-006-1',
        questionText: `After the meeting one daughter asks the respiratory therapist, "Are we killing him by turning it off?" Which reply is most appropriate?`,
        options: [
          `"That is a question for his doctor; my part is the machine, not the decision."`,
          `"We can keep it on until every relative here is comfortable with the decision."`,
          `"No: it lets his illness take its natural course, and we will keep him comfortable."`,
          `"A tracheostomy would let him stay on the ventilator at a nursing home instead."`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. Withdrawing a treatment that no longer serves the patient's goals is ethically equivalent to not starting it; the death that follows is from the disease, not from the withdrawal. The reply respects his stated wishes and answers the fear with the commitment that matters to a family: comfort.

A is wrong: deflecting leaves the daughter alone with a distressing question that the therapist can answer honestly within his role.
B is wrong: waiting for unanimity among all relatives overrides the patient's own directive and prolongs treatment he declined.
D is wrong: it reopens a decision already made with the family, toward the prolonged support his directive refuses.

Correct Answer: C
Key Learning Point: Withholding and withdrawing life support are ethically equivalent; explain withdrawal as allowing the disease to take its course, with comfort assured.`,
        ...meta(DM, 'medium', 'application', 'III-I', 'professional-practice', 'beauchamp-childress-2019'),
      },
      {
        key: 'case-md-006-2',
        update: `Before starting, the respiratory therapist reviews the bedside record shown in the table.`,
        questionText: `Which item in the table must be dealt with before the ventilator is withdrawn?`,
        options: [`The midazolam infusion`, `The code status`, `The train-of-four`, `The SpO2 on FiO2 0.60`],
        correctAnswer: 'C',
        explanation: `C is correct. A train-of-four of 0 of 4 means he is still paralyzed by the cisatracurium stopped 40 minutes ago. A paralyzed patient cannot show distress, so comfort cannot be judged, and he cannot breathe at all. Withdrawal waits until neuromuscular function has returned.

A is wrong: a sedative infusion is part of comfort care and is continued, adjusted to his signs.
B is wrong: a do-not-resuscitate order with comfort care is what the withdrawal requires; it is in place.
D is wrong: his oxygenation no longer guides care; it is expected to fall after withdrawal.

Correct Answer: C
Key Learning Point: Never withdraw ventilation from a patient who is still paralyzed: confirm that neuromuscular blockade has worn off so that distress can be seen and treated.`,
        ...meta(IG, 'hard', 'analysis', 'I-A', 'patient-data', 'egans-2020'),
        exhibit: {
          kind: 'table',
          variant: 'lab',
          title: 'Bedside record before withdrawal of ventilation',
          alt: 'Morphine infusion 2 mg per hour. Midazolam infusion 1 mg per hour. Cisatracurium infusion stopped 40 minutes ago. Train-of-four 0 of 4 twitches. Code status: do not attempt resuscitation, comfort care. SpO2 89 percent on FiO2 0.60.',
          columns: ['Item', 'Now'],
          rows: [
            ['Morphine infusion', '2 mg/h'],
            ['Midazolam infusion', '1 mg/h'],
            ['Cisatracurium infusion', 'stopped 40 min ago'],
            ['Train-of-four', '0 of 4 twitches'],
            ['Code status', 'DNAR; comfort care'],
            ['SpO2 on FiO2 0.60', '89%'],
          ],
        },
      },
      {
        key: 'case-md-006-3',
        update: `Two hours later he has four of four twitches, grimaces to suction and breathes above the set rate. The family has said goodbye and wishes to stay. They would rather not see the tube once he is comfortable.`,
        questionText: `Which sequence should the respiratory therapist propose?`,
        options: [
          `Extubate first, then start morphine boluses if he later seems distressed`,
          `Lower the rate by 2 breaths/min each hour so that he is weaned over the day`,
          `Treat distress, silence alarms, lower FiO2 and PEEP, then extubate`,
          `Extubate onto high-flow oxygen at 60 L/min so that he is not short of breath`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. Comfort medication is given or increased before any change, and again whenever distress appears. Alarms and unneeded monitors are silenced. FiO2 and PEEP are brought down over some minutes while his comfort is watched, then the tube is removed, as the family asked.

A is wrong: waiting for distress before giving an opioid leaves him to suffer air hunger that could have been prevented.
B is wrong: a wean stretched over a day prolongs dying and the family's ordeal; the aim is comfort, not a trial of breathing.
D is wrong: high flow after a decision to stop life-prolonging support prolongs dying without adding comfort that opioids cannot give.

Correct Answer: C
Key Learning Point: In withdrawal of ventilation, premedicate for distress, silence alarms, lower FiO2 and PEEP while watching comfort, then extubate; treat distress promptly at every step.`,
        ...meta(DM, 'medium', 'application', 'III-E', 'interventions', 'egans-2020'),
      },
      {
        key: 'case-md-006-4',
        update: `He is extubated. Twenty minutes later his wife calls the therapist back to the room; his breathing has changed.`,
        questionText: `Which finding indicates distress that calls for more comfort medication?`,
        options: [
          `Loud gurgling sounds from secretions in his throat`,
          `Pauses in breathing of 15-20 seconds`,
          `An SpO2 that has fallen to 78%`,
          `Grimacing, nasal flaring and use of neck muscles`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Grimacing, nasal flaring and accessory muscle use are the observed signs of respiratory distress in a patient who cannot report it (they are items of the Respiratory Distress Observation Scale); they call for an opioid dose.

A is wrong: noisy breathing from pooled secretions is common near death and does not by itself mean he is suffering; it is managed by position and, if ordered, an anticholinergic.
B is wrong: periodic apnea is a usual pattern of the dying process and is not distress.
C is wrong: a falling saturation is expected and is not a measure of comfort; the oximeter can be removed.

Correct Answer: D
Key Learning Point: In comfort care, treat what the patient shows (grimace, flaring, accessory muscle use, restlessness), not the saturation or the noise of secretions.`,
        ...meta(IG, 'medium', 'application', 'I-B', 'patient-data', 'egans-2020'),
      },
      {
        key: 'case-md-006-5',
        update: `After a morphine bolus his face relaxes and the accessory muscle use stops. Loud gurgling continues, and his daughters find it hard to hear.`,
        questionText: `What should the respiratory therapist do about the gurgling?`,
        options: [
          `Pass a catheter deep through the nose every 15 minutes`,
          `Start nebulized saline to loosen the secretions`,
          `Give chest physiotherapy to move secretions upward`,
          `Turn him onto his side and ask the physician about glycopyrrolate`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. A side-lying position lets pooled secretions drain from the pharynx, and an anticholinergic such as glycopyrrolate can reduce new secretions. Explaining to the family that the sound does not mean he is choking or suffering helps as much as any measure.

A is wrong: repeated deep nasal suctioning is uncomfortable and provokes more secretions; gentle oral suction of visible secretions is the most that fits comfort care.
B is wrong: saline adds liquid to the airway and makes the gurgling worse.
C is wrong: chest physiotherapy is uncomfortable and serves no purpose now that the goal is comfort.

Correct Answer: D
Key Learning Point: Noisy secretions at the end of life are managed by positioning, anticholinergics and explanation, not deep suctioning.`,
        ...meta(DM, 'easy', 'application', 'III-E', 'interventions', 'egans-2020'),
      },
    ],
  },
  {
    key: 'case-md-007',
    topicId: 12,
    title: 'COVID-19 pneumonia: high flow, awake prone and the moment to intubate',
    setting: 'adult-critical-care',
    category: 'infectious',
    place: 'hospital',
    scenario: `A 58-year-old unvaccinated man is admitted on day 8 of a COVID-19 illness with bilateral patchy opacities. On nasal cannula at 6 L/min his SpO2 is 86%, respiratory rate 30/min, heart rate 108/min, blood pressure 132/80 mm Hg. He is alert, speaks in short sentences and uses his neck muscles to breathe. He weighs 92 kg and has type 2 diabetes.`,
    items: [
      {
        key: 'case-md-007-1',
        questionText: `Which therapy should the respiratory therapist start?`,
        options: [
          `A nonrebreathing mask at 15 L/min, moving to intubation if the SpO2 stays below 90%`,
          `Immediate intubation, since early intubation prevents self-inflicted lung injury`,
          `Heated high-flow nasal oxygen at 50 L/min, titrated to an SpO2 of 92-96%`,
          `A bubble-humidified nasal cannula raised to 10 L/min, rechecked in an hour`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. High-flow nasal oxygen meets his high inspiratory flow demand, delivers a reliable FiO2, washes out upper-airway dead space and adds a little end-expiratory pressure; it reduced intubation compared with conventional oxygen in hypoxemic respiratory failure. An SpO2 of 92-96% is the usual target in COVID-19.

A is wrong: a nonrebreathing mask cannot match a flow demand of this size, so the delivered FiO2 is uncertain, and it gives none of the other effects of high flow.
B is wrong: he is alert and protecting his airway; routine early intubation has not been shown to improve outcomes, and high flow is the accepted first step.
D is wrong: above about 6 L/min a nasal cannula adds little FiO2 and dries the mucosa; it will not correct an SpO2 of 86%.

Correct Answer: C
Key Learning Point: For acute hypoxemic respiratory failure not corrected by low-flow oxygen, start heated high-flow nasal oxygen and titrate the FiO2 to the SpO2 target.`,
        ...meta(DM, 'easy', 'application', 'III-C', 'interventions', 'aarc-oxygen-acute-2022'),
      },
      {
        key: 'case-md-007-2',
        update: `On high flow at 50 L/min and FiO2 0.60 his SpO2 is 92%. His PCR test confirms SARS-CoV-2. The admitting physician asks the respiratory therapist about adding drug therapy to the respiratory plan.`,
        questionText: `Which medication has been shown to lower mortality in patients like him?`,
        options: [
          `Dexamethasone 6 mg daily for up to 10 days`,
          `Nebulized albuterol every 4 hours`,
          `Inhaled budesonide twice a day for 14 days`,
          `Azithromycin for 5 days, whatever the cultures show`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. In hospitalized patients with COVID-19 who need oxygen, dexamethasone 6 mg daily for up to 10 days lowered 28-day mortality in the RECOVERY trial; the benefit was largest in those on invasive ventilation and present in those on oxygen.

B is wrong: he has no bronchospasm; albuterol does not treat viral pneumonitis, and nebulization raises the aerosol risk to staff.
C is wrong: inhaled budesonide was studied in early outpatient illness, not in hypoxemic inpatients, and has no mortality benefit here.
D is wrong: routine azithromycin showed no benefit in COVID-19; antibiotics are for a documented or strongly suspected bacterial infection.

Correct Answer: A
Key Learning Point: Dexamethasone lowers mortality in hospitalized COVID-19 patients who need oxygen or ventilation, but not in those who do not.`,
        ...meta(DM, 'easy', 'application', 'III-D', 'interventions', 'recovery-dexamethasone-2021'),
      },
      {
        key: 'case-md-007-3',
        update: `He is alert, cooperative and able to change position on his own. The nurse asks whether lying on his front would help while he remains on high flow.`,
        questionText: `What should the respiratory therapist advise?`,
        options: [
          `Prone positioning is meant for intubated patients`,
          `Prone him for 30 minutes once a shift, if he is at ease`,
          `Wait to see whether the high flow alone is enough`,
          `Encourage awake prone periods for as long as he can`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. In COVID-19 hypoxemic failure on high flow, awake prone positioning reduced treatment failure (intubation or death) in a pooled analysis of trials, and longer daily time prone was associated with success (the average was about 5 hours a day). He is awake and able to move, so he qualifies.

A is wrong: proning also improves ventilation-perfusion matching in patients who are breathing on their own, and awake proning is studied and used.
B is wrong: half an hour a shift is far too short to produce the effect that was found.
C is wrong: awake proning is started early on high flow, when it can prevent escalation; waiting for failure wastes that chance.

Correct Answer: D
Key Learning Point: In COVID-19 on high-flow oxygen, encourage awake prone positioning for as many hours a day as tolerated; short sessions do little.`,
        ...meta(DM, 'medium', 'application', 'III-C', 'interventions', 'ehrmann-awake-prone-2021'),
      },
      {
        key: 'case-md-007-4',
        update: `Eight hours later he has managed only short prone periods. The blood gases shown were drawn at the start, at 4 hours and at 8 hours.`,
        questionText: `What does the trend in the table suggest at 8 hours?`,
        options: [
          `A new metabolic acidosis from his diabetes`,
          `Recovery, as his alkalosis has now resolved`,
          `A stable course, since the PaO2 is unchanged`,
          `Rising PaCO2 with faster breathing: he is tiring`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. His PaCO2 has climbed from 31 to 40 mm Hg while his respiratory rate rose to 36/min and he needs more FiO2. A patient breathing this fast with severe hypoxemia should be hypocapnic; a normal PaCO2 means his ventilation no longer keeps up with his work of breathing.

A is wrong: the bicarbonate stays at 22 mEq/L; the fall in pH is respiratory, not metabolic.
B is wrong: a pH moving from 7.47 to 7.36 is the loss of his compensatory hyperventilation, not recovery.
C is wrong: the PaO2 is holding only on a higher FiO2, and the other figures are worsening.

Correct Answer: D
Key Learning Point: In hypoxemic failure, a PaCO2 rising to "normal" while the respiratory rate climbs is a sign of fatigue, not improvement.`,
        ...meta(IG, 'hard', 'analysis', 'I-D', 'patient-data', 'aarc-blood-gas-2013'),
        exhibit: {
          kind: 'table',
          variant: 'abg',
          title: 'Arterial blood gases on high-flow nasal oxygen',
          alt: 'Three blood gases at the start, at 4 hours and at 8 hours. pH 7.47, 7.44 and 7.36; PaCO2 31, 33 and 40 mm Hg; PaO2 58, 66 and 61 mm Hg; HCO3- 22, 22 and 22 mEq/L; FiO2 0.60, 0.60 and 0.70; respiratory rate 30, 28 and 36 per minute.',
          columns: ['Test', 'Start', '4 h', '8 h'],
          rows: [
            ['pH', '7.47', '7.44', '7.36'],
            ['PaCO2 (mm Hg)', '31', '33', '40'],
            ['PaO2 (mm Hg)', '58', '66', '61'],
            ['HCO3- (mEq/L)', '22', '22', '22'],
            ['FiO2', '0.60', '0.60', '0.70'],
            ['Respiratory rate (/min)', '30', '28', '36'],
          ],
        },
      },
      {
        key: 'case-md-007-5',
        update: `He is now on FiO2 0.80 with an SpO2 of 89%, sweating and unable to finish a sentence.`,
        questionText: `Which plan should the respiratory therapist recommend?`,
        options: [
          `Switch to noninvasive ventilation and reassess after 2 hours`,
          `Prepare to intubate now, preoxygenating on high flow`,
          `Raise the FiO2 to 1.0 and try again to keep him prone`,
          `Add heliox to the high flow to ease his work of breathing`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. High flow is failing: rising FiO2 need, a rising PaCO2 with tachypnea, diaphoresis and inability to speak. Delaying intubation after high-flow failure is associated with higher mortality, so the team should intubate now, in a planned way, preoxygenating on high flow and keeping it on during laryngoscopy.

A is wrong: a late trial of noninvasive ventilation in de novo hypoxemic failure often only postpones intubation and adds the risk of large, injurious tidal volumes.
C is wrong: more FiO2 buys minutes while the fatigue progresses; he cannot cooperate with proning now.
D is wrong: helium-oxygen lowers resistance in large-airway obstruction; his problem is the lung parenchyma, and heliox limits the FiO2.

Correct Answer: B
Key Learning Point: When high-flow oxygen fails (rising FiO2 need, exhaustion, rising PaCO2), intubate promptly; delay after failure worsens outcomes.`,
        ...meta(DM, 'hard', 'analysis', 'III-E', 'interventions', 'ers-ats-niv-2017'),
      },
      {
        key: 'case-md-007-6',
        update: `The intubation is set for 10 minutes' time in his single room. The room is an airborne infection isolation room.`,
        questionText: `What should the staff at the head of the bed wear for the intubation?`,
        options: [
          `A surgical mask with a face shield, gown and gloves`,
          `A fit-tested N95 respirator, eye protection, gown and gloves`,
          `Gloves and a gown; the negative-pressure room protects the rest`,
          `A surgical mask alone, since he will be paralyzed and not coughing`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Intubation is an aerosol-generating procedure. Staff at the airway need a fit-tested N95 (or higher) respirator, eye protection, a gown and gloves, in an airborne isolation room when one is available.

A is wrong: a surgical mask does not seal to the face and does not filter fine aerosol reliably.
C is wrong: negative pressure protects the corridor, not the people standing beside the patient's airway.
D is wrong: bag-mask ventilation, laryngoscopy and circuit connection generate aerosol whether or not he coughs.

Correct Answer: B
Key Learning Point: For aerosol-generating procedures in airborne-transmitted infection, wear a fit-tested N95 or higher respirator, eye protection, gown and gloves.`,
        ...meta(DM, 'medium', 'application', 'II-B', 'equipment-infection', 'cdc-isolation-2007'),
      },
    ],
  },
  {
    key: 'case-md-008',
    topicId: 7,
    title: 'Cavitary tuberculosis found in the pulmonary function clinic',
    setting: 'chronic-disease',
    category: 'infectious',
    place: 'outside',
    scenario: `A 41-year-old man arrives at an outpatient pulmonary function laboratory for spirometry ordered by his primary care clinician for "breathlessness." In the waiting room he coughs repeatedly. He reports 6 weeks of cough, night sweats and a 7 kg weight loss, with streaks of blood in his sputum last week. He slept in a crowded shelter for several months last winter. The referral letter mentions a right upper lobe cavity on a chest radiograph taken at urgent care.`,
    items: [
      {
        key: 'case-md-008-1',
        questionText: `What should the respiratory therapist do first?`,
        options: [
          `Perform the spirometry with an in-line filter, then clean the room well`,
          `Put on an N95 respirator and carry out the test as ordered today`,
          `Send him home with a mask and book the test after his cultures return`,
          `Give him a surgical mask, move him to a separate room, defer the test`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Cough for weeks, night sweats, weight loss, blood-streaked sputum and an upper-lobe cavity make infectious pulmonary tuberculosis likely. A surgical mask on the patient traps his droplets, a separate room (an airborne isolation room if the clinic has one) protects others, and spirometry, which makes patients cough forcefully, is postponed until he is no longer infectious.

A is wrong: a filter protects the equipment, not the room; forced maneuvers generate infectious aerosol, and the test answers nothing urgent.
B is wrong: a respirator protects the therapist but not the other patients sharing the air, and the test should not be done at all now.
C is wrong: he needs urgent evaluation and reporting, not a return home to wait with untreated, possibly infectious disease.

Correct Answer: D
Key Learning Point: Suspect tuberculosis from its symptoms and imaging; mask the patient, separate him and postpone cough-inducing tests such as spirometry.`,
        ...meta(DM, 'easy', 'application', 'II-B', 'equipment-infection', 'cdc-tb-2005'),
      },
      {
        key: 'case-md-008-2',
        update: `The pulmonologist sees him in the isolation room and asks the respiratory therapist to obtain sputum. He cannot produce a sample on his own.`,
        questionText: `Where and how should the sputum induction be performed?`,
        options: [
          `In the laboratory with the door closed, with the therapist in a surgical mask`,
          `In an airborne isolation room or booth, the therapist in a fit-tested N95`,
          `In an ordinary examination room after the other patients have gone home`,
          `Outdoors behind the clinic, where the open air dilutes any infectious aerosol`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Induction with hypertonic saline makes the patient cough and releases infectious droplet nuclei. It is done in an airborne isolation room or a ventilated booth, and anyone present wears a fit-tested N95 or higher respirator. The room then stays empty until enough air changes have cleared it.

A is wrong: a closed door does not make a room negative-pressure, and a surgical mask does not protect the wearer against droplet nuclei.
C is wrong: an empty clinic still shares air, and the next patients and staff will breathe the room's air before it has cleared.
D is wrong: an outdoor site gives no control over airflow, privacy or emergency care, and is not a recognized setting for the procedure.

Correct Answer: B
Key Learning Point: Cough-inducing procedures in suspected TB belong in an airborne isolation room or booth, with staff in fit-tested N95 respirators.`,
        ...meta(DM, 'medium', 'application', 'II-B', 'equipment-infection', 'cdc-tb-2005'),
      },
      {
        key: 'case-md-008-3',
        update: `The first induced sample is collected. The pulmonologist asks how many more samples are needed and when.`,
        questionText: `Which specimen plan gives the best chance of confirming or excluding pulmonary TB?`,
        options: [
          `One further sample, taken while he is still in the clinic`,
          `A blood interferon-gamma release assay in place of more sputum`,
          `Three samples 8-24 hours apart, one early in the morning`,
          `Two samples, each sent for fungal culture alone`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. Three sputum specimens collected 8-24 hours apart, at least one in the early morning, are examined by smear and culture, with a nucleic acid amplification test on at least one. Several samples raise the yield for detecting acid-fast bacilli.

A is wrong: two samples taken minutes apart in the same visit lose the yield of an early-morning specimen and of a third sample.
B is wrong: an interferon-gamma release assay shows infection, not whether the disease is active in the lung or infectious; it cannot replace sputum.
D is wrong: fungal cultures do not look for mycobacteria, which need acid-fast staining and mycobacterial culture.

Correct Answer: C
Key Learning Point: For suspected pulmonary TB collect three sputum specimens 8-24 hours apart, one in the early morning, for smear, culture and a nucleic acid test.`,
        ...meta(IG, 'easy', 'application', 'I-C', 'patient-data', 'cdc-tb-2005'),
      },
      {
        key: 'case-md-008-4',
        update: `The results in the table return from the first two specimens.`,
        questionText: `How should the results shown be interpreted?`,
        options: [
          `A nontuberculous mycobacterium colonizing the cavity`,
          `Active TB resistant to rifampin, needing a new regimen`,
          `Latent TB infection, which is not spread to others`,
          `Active, infectious TB without rifampin resistance`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. A positive acid-fast smear shows many bacilli in his sputum, and a positive nucleic acid test for the Mycobacterium tuberculosis complex identifies them as TB. The assay found no rifampin-resistance mutation. A smear-positive cavitary disease is the most infectious form; cultures will confirm the drug susceptibilities.

A is wrong: the nucleic acid test is specific for the tuberculosis complex, not for nontuberculous species.
B is wrong: the table reports rifampin resistance as not detected.
C is wrong: latent infection has no bacilli in the sputum; a positive smear and cavity mean active disease.

Correct Answer: D
Key Learning Point: A positive sputum smear with a positive TB nucleic acid test means active, infectious pulmonary TB; the assay also screens for rifampin resistance.`,
        ...meta(IG, 'hard', 'analysis', 'I-D', 'patient-data', 'cdc-tb-2005'),
        exhibit: {
          kind: 'table',
          variant: 'lab',
          title: 'Sputum results',
          alt: 'Two sputum specimens. Acid-fast smear: 2+ on the first, 1+ on the second. Nucleic acid amplification test: Mycobacterium tuberculosis complex detected. Rifampin resistance mutation: not detected. Mycobacterial culture: pending on both.',
          columns: ['Test', 'Specimen 1', 'Specimen 2'],
          rows: [
            ['Acid-fast smear', '2+', '1+'],
            ['NAAT, M. tuberculosis complex', 'detected', 'not sent'],
            ['Rifampin resistance (rpoB)', 'not detected', 'not sent'],
            ['Mycobacterial culture', 'pending', 'pending'],
          ],
        },
      },
      {
        key: 'case-md-008-5',
        update: `The clinic's records show that a respiratory therapist performed spirometry on him three weeks earlier, in the laboratory, without a respirator. She has a negative interferon-gamma release assay on file from her hiring a year ago and has no symptoms.`,
        questionText: `Which follow-up does the exposed therapist need?`,
        options: [
          `No follow-up, since the spirometry lasted under 30 minutes`,
          `Isoniazid at once, without waiting for any testing`,
          `A test now and again 8-10 weeks after the exposure`,
          `Time off work until his cultures come back negative`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. A health care worker exposed without protection to infectious TB is screened for symptoms and tested (interferon-gamma release assay or skin test) promptly, and, if negative, again 8-10 weeks after the last exposure, the time a new infection takes to show on the test. A conversion leads to evaluation for active disease and treatment of latent infection.

A is wrong: spirometry makes the patient cough forcefully in a small room; a short exposure to smear-positive cavitary TB is significant.
B is wrong: treatment of latent infection follows a positive test and exclusion of active disease; it is not started blindly.
D is wrong: an exposed worker without symptoms is not infectious and need not stop working.

Correct Answer: C
Key Learning Point: After an unprotected exposure to infectious TB, test the worker now and again 8-10 weeks later; work restriction is for active disease, not exposure.`,
        ...meta(DM, 'hard', 'application', 'II-B', 'professional-practice', 'cdc-hcp-tb-screening-2019'),
      },
      {
        key: 'case-md-008-6',
        update: `He has taken four-drug therapy at home under directly observed therapy for 3 weeks. His cough and fevers are much better, and he asks at a clinic visit when he may return to his warehouse job.`,
        questionText: `Which condition allows him to be considered no longer infectious?`,
        options: [
          `His cough has stopped completely, however long the therapy has lasted`,
          `He has taken therapy for 5 days and is free of fever`,
          `Three negative smears on separate days, improving on therapy`,
          `His chest radiograph shows that the cavity has closed`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. A patient with drug-susceptible TB is considered no longer infectious after at least 2 weeks of effective therapy that he is taking reliably, with clinical improvement and three consecutive negative sputum smears collected on different days.

A is wrong: cough can settle while the sputum still holds bacilli; the decision rests on the smears.
B is wrong: 5 days of therapy is too short, and fever is not a measure of infectiousness.
D is wrong: cavities can take months to close or may never close; imaging does not decide infectiousness.

Correct Answer: C
Key Learning Point: Infectiousness in TB ends with adequate therapy, clinical improvement and three negative sputum smears on separate days.`,
        ...meta(DM, 'medium', 'application', 'II-B', 'equipment-infection', 'cdc-tb-2005'),
      },
    ],
  },
  {
    key: 'case-md-009',
    topicId: 8,
    title: 'Influenza A with obesity: escalation, intubation and a second infection',
    setting: 'adult-critical-care',
    category: 'infectious',
    place: 'hospital',
    scenario: `A 45-year-old man (body mass index 38) presents on day 4 of an influenza-like illness; a rapid molecular test is positive for influenza A. Bilateral infiltrates are seen on the radiograph. On heated high flow at 60 L/min and FiO2 0.70 his SpO2 is 90%, respiratory rate 32/min, heart rate 116/min, blood pressure 128/76 mm Hg. He is admitted to a single room in the ICU.`,
    items: [
      {
        key: 'case-md-009-1',
        questionText: `Which precautions apply to routine care at his bedside?`,
        options: [
          `Standard precautions alone, as influenza spreads by contact`,
          `Airborne precautions with an N95 for every entry, whatever the task`,
          `Contact precautions with gown and gloves, and no mask`,
          `Standard and droplet precautions, with a mask on entering`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Seasonal influenza spreads mainly by respiratory droplets, so routine care is given under standard and droplet precautions: a face mask on entering the room (or within about 2 m of him) and a single room. A fit-tested N95 is added for aerosol-generating procedures such as intubation or open suctioning.

A is wrong: standard precautions alone do not protect against droplets from his coughing.
B is wrong: an N95 is needed for aerosol-generating procedures, not for every routine entry.
C is wrong: contact precautions do not address droplets, the main route of spread.

Correct Answer: D
Key Learning Point: Influenza calls for standard plus droplet precautions; upgrade to an N95 and eye protection for aerosol-generating procedures.`,
        ...meta(DM, 'easy', 'recall', 'II-B', 'equipment-infection', 'cdc-isolation-2007'),
      },
      {
        key: 'case-md-009-2',
        update: `The admitting resident notes that his symptoms began more than 48 hours ago and asks whether antiviral treatment is still worth giving.`,
        questionText: `How should the team answer the resident's question about antiviral treatment?`,
        options: [
          `Start oseltamivir now: severe disease benefits after 48 hours`,
          `Skip antivirals, as they work within 48 hours of onset`,
          `Wait for viral culture to confirm the strain before starting`,
          `Give inhaled zanamivir by nebulizer through the high flow`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. For patients hospitalized with influenza, or with severe or progressive illness, antiviral treatment (oseltamivir) is recommended as soon as possible whatever the time since onset; observational data show benefit even when started later than 48 hours.

B is wrong: the 48-hour window applies to shortening mild illness in outpatients; it does not apply to hospitalized, severe disease.
C is wrong: his molecular test is already positive; culture takes days, and treatment should not wait.
D is wrong: zanamivir powder must not be nebulized (the lactose can block circuits and airways), and inhaled zanamivir is not advised in patients with respiratory compromise.

Correct Answer: A
Key Learning Point: Treat every patient hospitalized with influenza with an antiviral as soon as possible, even beyond 48 hours of symptoms.`,
        ...meta(DM, 'medium', 'application', 'III-D', 'interventions', 'idsa-influenza-2018'),
      },
      {
        key: 'case-md-009-3',
        update: `Six hours later his SpO2 is 85% on FiO2 1.0 and he is exhausted. The team prepares a rapid-sequence intubation. His neck is short and his abdomen is large.`,
        questionText: `How should he be preoxygenated before the induction drugs are given?`,
        options: [
          `With noninvasive ventilation at FiO2 1.0, the head of the bed raised`,
          `With a nonrebreathing mask at 15 L/min for 3 minutes, lying flat`,
          `With a bag and mask squeezed at 30 breaths/min while lying supine`,
          `By removing the high flow so that the mask can be fitted at once`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. In hypoxemic, obese patients, noninvasive ventilation with FiO2 1.0 and end-expiratory pressure recruits lung and denitrogenates better than a mask; in a 2024 trial it halved severe hypoxemia during emergency intubation compared with an oxygen mask. Head-up positioning keeps the abdomen off the diaphragm and lengthens the safe apnea time.

B is wrong: a nonrebreathing mask gives a lower, variable FiO2 with no pressure, and lying flat shrinks the functional residual capacity of an obese patient.
C is wrong: forceful bagging before paralysis inflates the stomach and raises the risk of aspiration without a steady end-expiratory pressure.
D is wrong: stopping oxygen support in a patient with an SpO2 of 85% invites a rapid fall in saturation before laryngoscopy.

Correct Answer: A
Key Learning Point: Preoxygenate hypoxemic (especially obese) patients with noninvasive ventilation at FiO2 1.0 in a head-up position.`,
        ...meta(DM, 'hard', 'application', 'III-A', 'interventions', 'preoxi-niv-2024'),
      },
      {
        key: 'case-md-009-4',
        update: `He is intubated and placed on volume control: tidal volume 480 mL (6 mL/kg predicted body weight), square flow, inspiratory time 1.0 s, rate 24/min, PEEP 10 cm H2O. As sedation lightens, the graphics shown appear and he looks uncomfortable.`,
        questionText: `What do the graphics shown indicate?`,
        options: [
          `A leak at the cuff, as part of each breath is not returned`,
          `Inspiratory flow set below what he is demanding`,
          `Trapped gas, because expiration is cut short by each breath`,
          `Triggering set so sensitive that the ventilator cycles alone`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. During inspiration the pressure trace sags (is scooped) below the smooth rise of a passive breath: the patient is pulling harder than the fixed flow of the ventilator delivers, so he is working against the machine (flow starvation).

A is wrong: a leak makes exhaled volume fall short of inhaled volume; it does not change the shape of the inspiratory pressure.
C is wrong: expiratory flow returns to zero before each breath, so no gas is trapped.
D is wrong: auto-triggering produces extra breaths without effort; here the number of breaths matches the set rate.

Correct Answer: B
Key Learning Point: A scooped inspiratory pressure in volume control means the set flow is below the patient's demand.`,
        ...meta(IG, 'medium', 'analysis', 'I-B', 'patient-data', 'hess-kacmarek-2019'),
        exhibit: {
          kind: 'ventilator',
          title: 'Ventilator graphics, volume control with square flow',
          alt: 'Three breaths. Flow is flat during each inspiration. Instead of rising steadily, the inspiratory pressure dips in the middle of each breath, giving a concave, scooped shape, before reaching its peak. Expiratory flow returns to zero before each breath.',
          mode: 'VC',
          tidalVolume: 480,
          compliance: 35,
          resistance: 12,
          peep: 10,
          rate: 24,
          ti: 1.0,
          flowPattern: 'square',
          breaths: 3,
          show: ['pressure', 'flow'],
          events: [{ type: 'flowStarvation', depth: 8 }],
        },
      },
      {
        key: 'case-md-009-5',
        update: `His plateau pressure is 26 cm H2O. The physician asks the respiratory therapist to correct the problem without giving up lung protection.`,
        questionText: `Which change fits what the physician asked?`,
        options: [
          `Raise the tidal volume to 10 mL/kg so each breath lasts longer`,
          `Make the trigger less sensitive so he starts fewer breaths`,
          `Raise the flow, or switch to a pressure-targeted mode`,
          `Add a neuromuscular blocker as the first measure`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. A higher peak flow (by shortening the inspiratory time or adding a decelerating pattern) meets his demand; a pressure-targeted mode lets flow vary with his effort. The tidal volume stays at 6 mL/kg, and his plateau of 26 cm H2O leaves room.

A is wrong: 10 mL/kg exceeds the protective range and would raise the plateau above 30 cm H2O.
B is wrong: a stiffer trigger adds work to each breath and does not change the flow he receives once it starts.
D is wrong: paralysis hides dyssynchrony that simple setting changes can fix; it is not a first measure here.

Correct Answer: C
Key Learning Point: Treat flow starvation by raising the inspiratory flow or moving to a pressure-targeted mode, keeping the tidal volume protective.`,
        ...meta(DM, 'medium', 'application', 'III-E', 'interventions', 'hess-kacmarek-2019'),
      },
      {
        key: 'case-md-009-6',
        update: `On day 3 he has a new fever of 39.2 °C and thick yellow secretions. A new right upper lobe consolidation appears on the radiograph. Laboratory and culture results are in the table.`,
        questionText: `What do the results in the table suggest?`,
        options: [
          `Influenza resistant to oseltamivir`,
          `Sterile inflammation of influenza`,
          `Cardiogenic edema from fluid overload`,
          `Staphylococcus aureus pneumonia`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. A new fever, purulent secretions, a new lobar consolidation and leukocytosis with a raised procalcitonin point to a secondary bacterial pneumonia. Gram-positive cocci in clusters in the tracheal aspirate, with a positive MRSA nasal swab, make Staphylococcus aureus (including MRSA) the likely cause, a well-known complication of influenza.

A is wrong: antiviral resistance would not produce a new lobar consolidation with bacteria on the Gram stain.
B is wrong: a lobar consolidation with bacteria and neutrophils on the Gram stain is not sterile.
C is wrong: cardiogenic edema gives bilateral changes and a raised natriuretic peptide; the peptide is normal here.

Correct Answer: D
Key Learning Point: Worsening after initial influenza, with new consolidation and Gram-positive cocci in clusters, suggests a Staphylococcus aureus superinfection.`,
        ...meta(IG, 'hard', 'analysis', 'I-D', 'patient-data', 'idsa-influenza-2018'),
        exhibit: {
          kind: 'table',
          variant: 'lab',
          title: 'Day 3 laboratory and microbiology results',
          alt: 'White cell count 18,400 per microliter, up from 7,200 on admission. Procalcitonin 6.8 ng/mL, up from 0.3. B-type natriuretic peptide 48 pg/mL. Tracheal aspirate Gram stain: many neutrophils, Gram-positive cocci in clusters. MRSA nasal swab: positive.',
          columns: ['Test', 'Admission', 'Day 3'],
          rows: [
            ['White cells (/µL)', '7,200', '18,400'],
            ['Procalcitonin (ng/mL)', '0.3', '6.8'],
            ['BNP (pg/mL)', '52', '48'],
            ['Tracheal aspirate Gram stain', 'not sent', 'many neutrophils; Gram-positive cocci in clusters'],
            ['MRSA nasal swab', 'not sent', 'positive'],
          ],
        },
      },
    ],
  },
  {
    key: 'case-md-010',
    topicId: 7,
    title: 'Preventing ventilator-associated events in a long-term acute care hospital',
    setting: 'adult-critical-care',
    category: 'infectious',
    place: 'outside',
    scenario: `A 71-year-old woman is transferred to a long-term acute care hospital after 3 weeks of mechanical ventilation for pneumonia complicated by critical illness weakness. She has a cuffed tracheostomy tube and is on assist-control ventilation, tidal volume 400 mL, rate 16/min, PEEP 5 cm H2O, FiO2 0.35. She receives a continuous midazolam infusion "for anxiety" and lies flat much of the day. The unit is revising its ventilator-associated event prevention bundle.`,
    items: [
      {
        key: 'case-md-010-1',
        questionText: `The infection preventionist reviews her daily settings in the table. How should they be classified?`,
        options: [
          `No event, as the PEEP rose by less than 5 cm H2O`,
          `No event, as the change lasted less than 3 days`,
          `A ventilator-associated condition`,
          `Not an event unless a culture of her secretions is positive`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. After a baseline of at least 2 days of stable or falling daily minimum PEEP and FiO2 (days 1-3), the daily minimum PEEP rose by 3 cm H2O and the FiO2 by at least 0.20 and both stayed up for 2 or more days (days 4-6). Either rise sustained for 2 days meets the surveillance definition of a ventilator-associated condition.

A is wrong: the threshold is a rise of 3 cm H2O or more in daily minimum PEEP, not 5.
B is wrong: the worsening needs to last 2 calendar days, not 3.
D is wrong: a ventilator-associated condition is defined by the oxygenation change alone; cultures and antibiotics define the higher tiers (infection-related condition, possible pneumonia).

Correct Answer: C
Key Learning Point: A ventilator-associated condition is a sustained (2-day) rise of 3 cm H2O or more in daily minimum PEEP or 0.20 or more in daily minimum FiO2 after 2 stable days.`,
        ...meta(IG, 'hard', 'analysis', 'I-A', 'patient-data', 'shea-vap-2022'),
        exhibit: {
          kind: 'table',
          variant: 'lab',
          title: 'Daily minimum ventilator settings',
          alt: 'Six days of settings. Daily minimum PEEP: 5, 5, 5, 8, 8 and 8 cm H2O. Daily minimum FiO2: 0.35, 0.35, 0.30, 0.55, 0.55 and 0.50.',
          columns: ['Setting', 'Day 1', 'Day 2', 'Day 3', 'Day 4', 'Day 5'],
          rows: [
            ['Minimum PEEP (cm H2O)', '5', '5', '5', '8', '8'],
            ['Minimum FiO2', '0.35', '0.35', '0.30', '0.55', '0.55'],
          ],
          note: 'Day 6: minimum PEEP 8 cm H2O, minimum FiO2 0.50.',
        },
      },
      {
        key: 'case-md-010-2',
        update: `The draft bundle lists four daily measures. The committee asks the respiratory therapist which one current guidance no longer supports.`,
        questionText: `Which measure should the committee drop from the draft bundle?`,
        options: [
          `Head of the bed raised to 30-45 degrees`,
          `Paired awakening and breathing trials`,
          `Early, progressive mobility`,
          `Oral care with a chlorhexidine rinse`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. The 2022 SHEA/IDSA/APIC practice recommendations no longer advise chlorhexidine oral care for ventilated adults: meta-analyses found no reduction in pneumonia in non-cardiac patients and a possible rise in mortality. Daily toothbrushing without chlorhexidine is advised instead.

A is wrong: raising the head of the bed is a low-cost measure kept in the recommendations.
B is wrong: daily sedation interruption paired with a spontaneous breathing trial is an essential practice that shortens ventilation.
C is wrong: early mobility is recommended and shortens ventilation.

Correct Answer: D
Key Learning Point: Current ventilator bundles keep head elevation, paired awakening and breathing trials, mobility and toothbrushing, and drop chlorhexidine oral care.`,
        ...meta(DM, 'hard', 'application', 'II-B', 'equipment-infection', 'shea-vap-2022'),
      },
      {
        key: 'case-md-010-3',
        update: `The nurse manager proposes changing every ventilator circuit weekly "to cut down on infection."`,
        questionText: `How should the respiratory therapist respond to the nurse manager's proposal?`,
        options: [
          `Agree, and shorten it to every 48 hours`,
          `Agree, as weekly changes lower pneumonia rates`,
          `Change a circuit when it is visibly soiled or faulty`,
          `Change it daily, but keep the same humidifier`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. Routine scheduled circuit changes do not lower pneumonia rates; every opening of the circuit is a chance for contamination and derecruitment. Circuits are changed when visibly soiled or malfunctioning.

A is wrong: more frequent changes increased, not decreased, pneumonia in studies and waste staff time and supplies.
B is wrong: a weekly schedule has no benefit over changing as needed.
D is wrong: daily changes add disconnections; keeping the humidifier does not make them safer.

Correct Answer: C
Key Learning Point: Change ventilator circuits when they are visibly soiled or malfunctioning, not on a schedule.`,
        ...meta(DM, 'easy', 'application', 'II-B', 'equipment-infection', 'shea-vap-2022'),
      },
      {
        key: 'case-md-010-4',
        update: `Her oxygenation returns to baseline over 4 days. She is awake when the midazolam is stopped for procedures, follows commands and has a rapid shallow breathing index of 70.`,
        questionText: `Which plan is most likely to shorten her remaining time on the ventilator?`,
        options: [
          `Each morning stop sedation, then try trach collar if she is calm`,
          `Keep the midazolam and lower the rate by 2/min every other day`,
          `Wait for her to gain weight before any trial off the ventilator`,
          `Switch to pressure support of 20 cm H2O and leave it for a week`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. A daily spontaneous awakening trial paired with a spontaneous breathing trial (through a trach collar for a patient with a tracheostomy) shortens ventilation and is a core element of event prevention. Her index of 70 and her alertness suggest she may tolerate it.

B is wrong: continuous benzodiazepine sedation prolongs ventilation and delirium, and slow rate reductions are the least effective way to wean.
C is wrong: nutrition matters, but waiting for weight gain delays trials she may already pass.
D is wrong: high pressure support left unchanged does not test her readiness and may over-assist her.

Correct Answer: A
Key Learning Point: Pair a daily sedation interruption with a spontaneous breathing trial; continuous benzodiazepine sedation prolongs ventilation.`,
        ...meta(DM, 'medium', 'application', 'III-E', 'interventions', 'ats-accp-liberation-2017'),
      },
      {
        key: 'case-md-010-5',
        update: `Two weeks later she develops fever, purulent secretions and a new left lower lobe opacity, with a rising FiO2 need. The physician asks for a respiratory sample before antibiotics.`,
        questionText: `Which sample does current guidance favor for diagnosing ventilator-associated pneumonia in her?`,
        options: [
          `A swab of the skin around the stoma`,
          `A culture of the condensate in her circuit tubing`,
          `Surveillance cultures of secretions every day`,
          `A tracheal aspirate for semiquantitative culture`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. The 2016 IDSA/ATS guideline suggests noninvasive sampling (an endotracheal or tracheostomy aspirate) with semiquantitative cultures over invasive sampling for suspected ventilator-associated pneumonia; it is quick, safe and guides narrowing of antibiotics.

A is wrong: a stoma swab grows skin and colonizing organisms, not what is in the lower airways.
B is wrong: circuit condensate is contaminated water, not a patient specimen; it should be drained away from the patient, not cultured.
C is wrong: routine daily surveillance cultures in a patient without signs of infection lead to treatment of colonization.

Correct Answer: D
Key Learning Point: For suspected ventilator-associated pneumonia, send a tracheal aspirate for semiquantitative culture before antibiotics.`,
        ...meta(IG, 'medium', 'application', 'I-C', 'patient-data', 'idsa-ats-hap-vap-2016'),
      },
    ],
  },
  {
    key: 'case-md-011',
    topicId: 8,
    title: 'Septic shock from urosepsis: lactate, fluids and ventilating an acidotic patient',
    setting: 'adult-critical-care',
    category: 'infectious',
    place: 'hospital',
    scenario: `A 63-year-old woman (height 160 cm, weight 70 kg) arrives in the emergency department with 2 days of flank pain and fever. Temperature 39.4 °C, heart rate 124/min, blood pressure 78/42 mm Hg, respiratory rate 30/min, SpO2 95% on room air. She is drowsy, and her skin is mottled with a capillary refill time of 5 seconds. Urinalysis shows many white cells, and blood cultures have been drawn.`,
    items: [
      {
        key: 'case-md-011-1',
        questionText: `How should the respiratory therapist interpret the arterial blood gas and lactate shown in the table?`,
        options: [
          `A metabolic acidosis with the expected respiratory compensation`,
          `A respiratory alkalosis with renal compensation`,
          `A metabolic acidosis with a respiratory acidosis`,
          `A metabolic acidosis with a primary respiratory alkalosis on top`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. The pH of 7.28 and bicarbonate of 11 mEq/L show a metabolic acidosis, and a lactate of 5.2 mmol/L names its cause: poor tissue perfusion. The expected PaCO2 is 1.5 × 11 + 8 = 24.5 ± 2 mm Hg (Winter's formula); her PaCO2 of 24 falls in that range, so the compensation is appropriate.

B is wrong: the pH is acidemic, so the primary process cannot be an alkalosis.
C is wrong: a PaCO2 of 24 is far below normal; a respiratory acidosis would leave it above the expected value.
D is wrong: a separate respiratory alkalosis would drive the PaCO2 below the expected range of 22.5-26.5 mm Hg.

Correct Answer: A
Key Learning Point: In metabolic acidosis compare the PaCO2 with Winter's formula (1.5 × HCO3- + 8 ± 2) to tell appropriate compensation from a second respiratory disorder.`,
        ...meta(IG, 'hard', 'analysis', 'I-D', 'patient-data', 'aarc-blood-gas-2013'),
        exhibit: {
          kind: 'table',
          variant: 'abg',
          title: 'Arterial blood gas and lactate on room air',
          alt: 'pH 7.28, PaCO2 24 mm Hg, PaO2 82 mm Hg, HCO3- 11 mEq/L, base excess minus 14, lactate 5.2 mmol/L.',
          columns: ['Test', 'Result'],
          rows: [
            ['pH', '7.28'],
            ['PaCO2 (mm Hg)', '24'],
            ['PaO2 (mm Hg)', '82'],
            ['HCO3- (mEq/L)', '11'],
            ['Base excess (mEq/L)', '-14'],
            ['Lactate (mmol/L)', '5.2'],
          ],
        },
      },
      {
        key: 'case-md-011-2',
        update: `Antibiotics are started within the first hour. The team plans the initial fluid resuscitation.`,
        questionText: `Which initial fluid plan follows the Surviving Sepsis Campaign guideline?`,
        options: [
          `Albumin 5%, 500 mL, then reassess before giving more`,
          `About 2.1 L of balanced crystalloid in 3 hours`,
          `Normal saline 1 L infused over 8 hours`,
          `No fluid; start vasopressin at once instead`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. For sepsis-induced hypoperfusion or septic shock the guideline suggests at least 30 mL/kg of intravenous crystalloid within the first 3 hours (70 × 30 = 2,100 mL), preferring balanced crystalloids such as lactated Ringer's, with frequent reassessment.

A is wrong: albumin is not the first fluid, and 500 mL is far short of the volume she needs.
C is wrong: 1 L over 8 hours is a maintenance rate, not resuscitation, and saline is less favored than balanced crystalloid.
D is wrong: norepinephrine, not vasopressin, is the first vasopressor, and it supplements fluid resuscitation rather than replacing it.

Correct Answer: B
Key Learning Point: Septic shock: about 30 mL/kg of balanced crystalloid in the first 3 hours, reassessing often; norepinephrine is the first vasopressor.`,
        ...meta(DM, 'easy', 'application', 'III-E', 'interventions', 'ssc-sepsis-2021'),
      },
      {
        key: 'case-md-011-3',
        update: `After 2.1 L of lactated Ringer's her mean arterial pressure is 58 mm Hg, and a repeat lactate is 4.8 mmol/L.`,
        questionText: `Which statement about her condition is correct now?`,
        options: [
          `She is not in shock, since her lactate is falling`,
          `Her hypotension is hypovolemic, so fluid should be doubled before anything else`,
          `She has sepsis without shock until the lactate tops 10 mmol/L`,
          `She has septic shock: a vasopressor is needed and lactate stays above 2`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Septic shock (Sepsis-3) is sepsis with hypotension that needs a vasopressor to keep the mean arterial pressure at 65 mm Hg or more and a lactate above 2 mmol/L despite adequate fluid. After 30 mL/kg her pressure is 58 and her lactate 4.8, so she meets it; norepinephrine is started for a target of 65 mm Hg.

A is wrong: a fall from 5.2 to 4.8 is slight; a lactate above 2 with vasopressor-dependent hypotension is shock.
B is wrong: after 30 mL/kg, further fluid is given only if she shows fluid responsiveness; persistent hypotension calls for a vasopressor.
C is wrong: no lactate threshold of 10 mmol/L exists; 2 mmol/L is the cut-off.

Correct Answer: D
Key Learning Point: Septic shock: vasopressors needed for a MAP of 65 mm Hg and lactate above 2 mmol/L despite adequate fluid; start norepinephrine.`,
        ...meta(IG, 'medium', 'application', 'I-D', 'patient-data', 'sepsis-3-2016'),
      },
      {
        key: 'case-md-011-4',
        update: `On norepinephrine she tires, her SpO2 falls and she is intubated. The anesthesia resident sets volume control, tidal volume 350 mL, rate 14/min, PEEP 5 cm H2O, FiO2 0.50. Thirty minutes later: pH 7.12, PaCO2 38 mm Hg, HCO3- 12 mEq/L, PaO2 104 mm Hg.`,
        questionText: `How should the respiratory therapist read this blood gas?`,
        options: [
          `Lost compensation: a new respiratory acidosis`,
          `A normal PaCO2, so her ventilation is adequate`,
          `The metabolic acidosis alone has worsened further`,
          `Overventilation has caused an alkalosis`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. With a bicarbonate of 12 mEq/L her expected PaCO2 is 1.5 × 12 + 8 = 26 ± 2 mm Hg. A PaCO2 of 38 is "normal" in number but 12 mm Hg above what her acidosis needs: the ventilator rate of 14/min has taken away her compensation, and the pH has fallen from 7.28 to 7.12.

B is wrong: a normal PaCO2 is inadequate ventilation for a patient whose metabolic acidosis needs a low one.
C is wrong: the bicarbonate is close to before (12 vs 11 mEq/L); the fall in pH comes from the rise in PaCO2.
D is wrong: the pH of 7.12 is acidemic, not alkalemic.

Correct Answer: A
Key Learning Point: After intubating a patient with metabolic acidosis, a "normal" PaCO2 is a respiratory acidosis that removes her compensation and can be lethal.`,
        ...meta(IG, 'hard', 'analysis', 'I-D', 'patient-data', 'aarc-blood-gas-2013'),
      },
      {
        key: 'case-md-011-5',
        update: `Her plateau pressure is 19 cm H2O, and there is no auto-PEEP at a rate of 14/min. Her predicted body weight is 52 kg.`,
        questionText: `Which ventilator change should the respiratory therapist make?`,
        options: [
          `Raise the tidal volume to 700 mL at the same rate`,
          `Lower the rate so that CO2 can buffer the acid`,
          `Keep the settings and give a bicarbonate bolus instead`,
          `Raise the rate to about 22/min and watch for gas trapping`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Ventilation must rise by about half to bring the PaCO2 from 38 back near 26 mm Hg: 14 × 38 / 26 ≈ 20/min, and a little more (14 × 38 / 24 ≈ 22/min) to restore the PaCO2 of 24 she kept before intubation. A rate near 22/min with the same tidal volume (about 7 mL/kg predicted) does that while her plateau stays low; the expiratory flow graphic should be watched for gas trapping.

A is wrong: 700 mL is more than 13 mL/kg of predicted weight, an injurious tidal volume.
B is wrong: a slower rate raises the PaCO2 and lowers the pH further, risking cardiovascular collapse.
C is wrong: bicarbonate generates CO2 that she cannot clear at this rate and does not fix the ventilator setting that caused the fall in pH.

Correct Answer: D
Key Learning Point: Ventilate a patient with severe metabolic acidosis at a high rate to match the low PaCO2 her compensation needs, keeping the tidal volume protective.`,
        ...meta(DM, 'medium', 'application', 'III-E', 'interventions', 'hess-kacmarek-2019'),
      },
    ],
  },
  {
    key: 'case-md-012',
    topicId: 12,
    title: 'Hypoxemia in a neutropenic patient with leukemia',
    setting: 'adult-critical-care',
    category: 'medical-other',
    place: 'hospital',
    scenario: `A 52-year-old woman (height 165 cm, predicted body weight 57 kg) with acute myeloid leukemia is 14 days after induction chemotherapy; her neutrophil count is 200/µL. She has had fever for 3 days despite broad-spectrum antibiotics, and today she is breathless. On nasal cannula at 6 L/min her SpO2 is 88%, respiratory rate 32/min, heart rate 118/min. A chest radiograph shows new bilateral infiltrates. She is alert and wants "everything done."`,
    items: [
      {
        key: 'case-md-012-1',
        questionText: `Which respiratory support should the respiratory therapist start now?`,
        options: [
          `A simple face mask at 10 L/min, and recheck in an hour`,
          `Intubation now so that a bronchoscopy can be done at once`,
          `An air-entrainment mask at 40%, with a bubble humidifier`,
          `Heated high-flow nasal oxygen, titrated to an SpO2 of 94-98%`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. High-flow nasal oxygen gives a high, reliable FiO2 and meets her flow demand; in immunocompromised patients with acute hypoxemic failure it has been at least as safe as conventional oxygen or noninvasive ventilation, though trials have not shown that it prevents intubation, so her course is watched closely; the target is the usual 94-98% of the 2022 AARC guideline.

A is wrong: a simple mask gives a low and uncertain FiO2 that cannot meet the needs of a patient breathing 32 times a minute.
B is wrong: intubating an alert patient only to perform bronchoscopy adds the risks of invasive ventilation when noninvasive tests can often find the cause.
C is wrong: a 40% air-entrainment mask is unlikely to correct an SpO2 of 88% on 6 L/min, and its total flow may not meet her demand.

Correct Answer: D
Key Learning Point: In immunocompromised hypoxemic patients, start high-flow nasal oxygen and monitor closely; avoidable intubation carries a high mortality.`,
        ...meta(DM, 'medium', 'application', 'III-C', 'interventions', 'aarc-oxygen-acute-2022'),
      },
      {
        key: 'case-md-012-2',
        update: `On high flow at 50 L/min and FiO2 0.60 her SpO2 is 93%. The hematologist asks which investigations should come first to find the cause of the infiltrates.`,
        questionText: `Which diagnostic approach should the respiratory therapist support first?`,
        options: [
          `Open lung biopsy, which gives tissue for every possible cause`,
          `CT of the chest with viral PCR, fungal markers and cultures`,
          `No tests until her neutrophils recover, because results mislead`,
          `Bronchoscopy with lavage today, while she breathes on high flow`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. A chest CT localizes and characterizes the infiltrates, and noninvasive tests (respiratory viral PCR, serum galactomannan and beta-D-glucan, blood and sputum cultures) find the cause in many patients without stressing the respiratory system. Bronchoscopy is kept for when these do not answer.

A is wrong: an open biopsy in a neutropenic, hypoxemic patient carries a high risk for little added benefit.
C is wrong: the likely causes (bacteria, fungi, viruses, Pneumocystis) need specific treatment now, and tests remain informative during neutropenia.
D is wrong: lavage in a patient needing FiO2 0.60 on high flow often worsens hypoxemia and may lead to intubation; noninvasive tests come first.

Correct Answer: B
Key Learning Point: In hypoxemic immunocompromised patients, start with CT and noninvasive microbiologic tests; bronchoscopy can precipitate intubation.`,
        ...meta(IG, 'medium', 'application', 'I-E', 'patient-data', 'egans-2020'),
      },
      {
        key: 'case-md-012-3',
        update: `Overnight the covering physician switches her to noninvasive ventilation by face mask. In the morning the respiratory therapist records the values in the table.`,
        questionText: `Which value in the table most strongly predicts that noninvasive ventilation will fail?`,
        options: [`The exhaled tidal volume`, `The inspiratory pressure setting`, `The SpO2 on FiO2 0.60`, `The mask leak`],
        correctAnswer: 'A',
        explanation: `A is correct. An exhaled tidal volume of 820 mL is about 14 mL/kg of her predicted weight (820 / 57). In de novo hypoxemic failure, tidal volumes above about 9.5 mL/kg on noninvasive ventilation predict failure and may themselves injure the lung, because the patient's strong drive adds to the set pressure.

B is wrong: a modest inspiratory pressure of 10 cm H2O above EPAP is not the problem; the large volume comes from her own effort.
C is wrong: an SpO2 of 93% on FiO2 0.60 is within the target range and does not reflect her effort.
D is wrong: a leak of 22 L/min is acceptable for a face mask and would lower, not raise, the measured exhaled volume.

Correct Answer: A
Key Learning Point: On noninvasive ventilation for hypoxemic failure, an exhaled tidal volume above about 9.5 mL/kg of predicted weight predicts failure.`,
        ...meta(IG, 'hard', 'analysis', 'I-B', 'patient-data', 'carteaux-niv-vt-2016'),
        exhibit: {
          kind: 'table',
          variant: 'lab',
          title: 'Noninvasive ventilation monitoring, morning',
          alt: 'Inspiratory pressure 16 cm H2O and expiratory pressure 6 cm H2O. Exhaled tidal volume 820 mL. Respiratory rate 34 per minute. Mask leak 22 L/min. SpO2 93 percent on FiO2 0.60.',
          columns: ['Measurement', 'Value'],
          rows: [
            ['IPAP / EPAP (cm H2O)', '16 / 6'],
            ['Exhaled tidal volume (mL)', '820'],
            ['Respiratory rate (/min)', '34'],
            ['Mask leak (L/min)', '22'],
            ['SpO2 on FiO2 0.60 (%)', '93'],
          ],
        },
      },
      {
        key: 'case-md-012-4',
        update: `An hour later her respiratory rate is 38/min, she is using her neck muscles, and the SpO2 is 89% on FiO2 0.80.`,
        questionText: `What should the respiratory therapist recommend?`,
        options: [
          `Raise the inspiratory pressure to 22 cm H2O`,
          `Arrange a controlled intubation now`,
          `Add a sedative so that she tolerates the mask`,
          `Go back to high flow and wait another 24 hours`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. She is failing noninvasive support: large tidal volumes, a rising rate, accessory muscle use and a rising FiO2 need. In immunocompromised patients, delayed intubation after noninvasive failure is associated with higher mortality, so a planned, controlled intubation now is safer than one in extremis.

A is wrong: more pressure would make the already injurious tidal volumes larger.
C is wrong: sedation to keep a failing patient on a mask risks apnea and aspiration and delays the inevitable.
D is wrong: she was already failing on high flow overnight; waiting another day adds risk without a reason to expect improvement.

Correct Answer: B
Key Learning Point: When noninvasive support fails in an immunocompromised patient, intubate early and in a planned way; delay raises mortality.`,
        ...meta(DM, 'hard', 'analysis', 'III-E', 'interventions', 'ers-ats-niv-2017'),
      },
      {
        key: 'case-md-012-5',
        update: `After intubation she improves over a week and is extubated to a nasal cannula. She is still neutropenic and is prescribed nebulized bronchodilator treatments with a reusable small-volume nebulizer at the bedside.`,
        questionText: `How should the nebulizer be cared for between treatments?`,
        options: [
          `Rinse with tap water, then leave it assembled`,
          `Soak in household vinegar, then rinse it`,
          `Rinse with sterile water, then let it air-dry fully`,
          `Replace it weekly, without cleaning`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. Between treatments a small-volume nebulizer is cleaned, disinfected, rinsed with sterile water and air-dried, so that no water-borne organisms such as Legionella or Pseudomonas grow in it. For a neutropenic patient this is essential.

A is wrong: tap water can carry Legionella and other water-borne bacteria, and a wet, assembled nebulizer lets them multiply.
B is wrong: household vinegar is not an effective disinfectant for respiratory equipment and is not recommended.
D is wrong: a nebulizer left wet and unclean for a week grows bacteria that are then aerosolized into her lungs.

Correct Answer: C
Key Learning Point: Rinse reusable nebulizers with sterile water and air-dry them between treatments; never rely on tap water or vinegar.`,
        ...meta(DM, 'easy', 'application', 'II-B', 'equipment-infection', 'cdc-hcap-2003'),
      },
    ],
  },
  {
    key: 'case-md-013',
    topicId: 12,
    title: 'Obesity hypoventilation: from the sleep clinic to bilevel ventilation at home',
    setting: 'home-care',
    category: 'medical-other',
    place: 'outside',
    scenario: `A 56-year-old man is referred to an outpatient sleep clinic for loud snoring, witnessed apneas and falling asleep while driving. His body mass index is 44, he has ankle swelling, and his SpO2 on room air while awake is 91%. He has never smoked, and office spirometry shows an FEV1/FVC of 0.79 with a proportionally reduced FVC. A basic metabolic panel drawn at the visit shows a serum bicarbonate of 31 mEq/L.`,
    items: [
      {
        key: 'case-md-013-1',
        questionText: `What should the respiratory therapist recommend next in light of his bicarbonate?`,
        options: [
          `Nothing further, since a bicarbonate of 31 excludes hypoventilation`,
          `Nocturnal oxygen at 2 L/min before any sleep study`,
          `A repeat bicarbonate in 12 months, to show the trend`,
          `An arterial blood gas to look for daytime hypercapnia`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. In obese patients with sleep-disordered breathing, a serum bicarbonate below 27 mEq/L makes obesity hypoventilation unlikely; a value of 27 or more, as here, calls for an arterial blood gas, because the diagnosis rests on a daytime PaCO2 of 45 mm Hg or more.

A is wrong: a high bicarbonate is the kidney's retention of base to offset chronic hypercapnia; it raises suspicion rather than excluding it.
B is wrong: oxygen alone can worsen hypercapnia in hypoventilation and does not treat upper-airway obstruction; the diagnosis comes first.
C is wrong: a year's delay leaves a sleepy driver with possible hypoventilation and right-heart strain untreated.

Correct Answer: D
Key Learning Point: In obesity with sleep-disordered breathing, a serum bicarbonate of 27 mEq/L or more prompts an arterial blood gas to look for hypoventilation.`,
        ...meta(IG, 'medium', 'application', 'I-E', 'patient-data', 'ats-ohs-2019'),
      },
      {
        key: 'case-md-013-2',
        update: `His arterial blood gas and in-laboratory polysomnography results are shown in the table.`,
        questionText: `Which diagnosis do the results in the table support?`,
        options: [
          `Obesity hypoventilation with severe obstructive sleep apnea`,
          `Obstructive sleep apnea alone, since the daytime pH is normal`,
          `Compensated COPD with nocturnal desaturation`,
          `A primary metabolic alkalosis from diuretic use`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Obesity hypoventilation syndrome is a daytime PaCO2 of 45 mm Hg or more (here 52) with a body mass index of 30 or more and no other cause of hypoventilation. His apnea-hypopnea index of 46 events/h shows severe obstructive sleep apnea, present in most patients with the syndrome.

B is wrong: a normal pH reflects renal compensation (bicarbonate 30); the daytime PaCO2 of 52 is hypoventilation, which sleep apnea alone does not explain.
C is wrong: a never-smoker with an FEV1/FVC of 0.79 has no airflow obstruction.
D is wrong: a primary metabolic alkalosis would come with a high pH; his pH is normal with a high PaCO2, the pattern of compensated respiratory acidosis.

Correct Answer: A
Key Learning Point: Obesity hypoventilation: BMI of 30 or more, daytime PaCO2 of 45 mm Hg or more and no other cause; most patients also have severe obstructive sleep apnea.`,
        ...meta(IG, 'hard', 'analysis', 'I-D', 'patient-data', 'ats-ohs-2019'),
        exhibit: {
          kind: 'table',
          variant: 'abg',
          title: 'Daytime arterial blood gas and sleep study',
          alt: 'Daytime arterial blood gas on room air: pH 7.38, PaCO2 52 mm Hg, PaO2 62 mm Hg, HCO3- 30 mEq/L. Polysomnography: apnea-hypopnea index 46 events per hour, mostly obstructive; time with SpO2 below 88 percent, 38 percent of the night.',
          columns: ['Test', 'Result'],
          rows: [
            ['pH', '7.38'],
            ['PaCO2 (mm Hg)', '52'],
            ['PaO2 (mm Hg)', '62'],
            ['HCO3- (mEq/L)', '30'],
            ['Apnea-hypopnea index (/h)', '46, mostly obstructive'],
            ['Sleep time with SpO2 < 88%', '38%'],
          ],
        },
      },
      {
        key: 'case-md-013-3',
        update: `He is stable, not in the hospital, and wants to start treatment as soon as possible.`,
        questionText: `Which first-line therapy fits his diagnosis?`,
        options: [
          `Nocturnal oxygen at 2 L/min on its own`,
          `CPAP, titrated overnight in the sleep laboratory`,
          `A tracheostomy to bypass the obstruction`,
          `Weight loss first, then PAP if it fails`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. For stable ambulatory patients with obesity hypoventilation and severe obstructive sleep apnea (AHI of 30 or more), the 2019 ATS guideline suggests CPAP rather than noninvasive ventilation as the first treatment, with follow-up to confirm that the daytime PaCO2 falls.

A is wrong: oxygen alone does not relieve the obstruction or the hypoventilation and can raise the PaCO2 further.
C is wrong: tracheostomy is a last resort for patients who fail or cannot use positive airway pressure.
D is wrong: weight loss of 25-30% is recommended alongside PAP, not in place of it; his daytime sleepiness and hypercapnia need treatment now.

Correct Answer: B
Key Learning Point: Stable obesity hypoventilation with severe OSA: start CPAP first-line, add weight-loss treatment, and check that the PaCO2 improves.`,
        ...meta(DM, 'medium', 'application', 'III-C', 'interventions', 'ats-ohs-2019'),
      },
      {
        key: 'case-md-013-4',
        update: `After 3 months he uses CPAP 7 hours a night with a residual AHI of 3 events/h, but his daytime PaCO2 is 54 mm Hg, his ankles are more swollen and his overnight oximetry shows long stretches below 88% without apneas.`,
        questionText: `Which change to his home therapy should the respiratory therapist recommend?`,
        options: [
          `Raise the CPAP by 4 cm H2O`,
          `Add 2 L/min of oxygen into the CPAP and leave the pressure`,
          `Switch to bilevel ventilation with a backup rate`,
          `Stop PAP, since he has not responded to it`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. CPAP has controlled his obstructive events (AHI 3), but he still hypoventilates: the daytime PaCO2 has risen and he desaturates for long periods without apneas. Bilevel noninvasive ventilation adds inspiratory pressure support, and a backup rate, to increase his ventilation during sleep.

A is wrong: more CPAP treats obstruction, which is already controlled; it does not add ventilation.
B is wrong: oxygen raises the saturation while the PaCO2 climbs further.
D is wrong: he has responded to the obstruction component; what remains needs more support, not less.

Correct Answer: C
Key Learning Point: In obesity hypoventilation, persistent hypercapnia despite adherent, effective CPAP calls for bilevel ventilation.`,
        ...meta(DM, 'medium', 'application', 'III-E', 'interventions', 'ats-ohs-2019'),
      },
      {
        key: 'case-md-013-5',
        update: `He is started on bilevel ventilation at home: IPAP 18 cm H2O, EPAP 8 cm H2O, backup rate 14/min. At a home visit 2 weeks later, the respiratory therapist downloads the data shown in the table.`,
        questionText: `What does the download in the table show?`,
        options: [
          `Obstructive events remain: EPAP too low`,
          `Too little pressure support, so each breath is too small`,
          `A leak too large for the device to keep up with`,
          `Poor adherence, under 4 hours a night`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. His use (6.8 h a night) and leak are acceptable and his tidal volume of 620 mL is adequate, but the residual AHI of 19 events/h is mostly obstructive. EPAP holds the upper airway open; obstructive events on bilevel ventilation mean the EPAP is too low.

B is wrong: a tidal volume of 620 mL with a rate of 16/min shows the pressure support is giving adequate breaths.
C is wrong: a leak of 18 L/min is within the range the device compensates for.
D is wrong: he uses the device for 6.8 hours a night.

Correct Answer: A
Key Learning Point: On home bilevel ventilation, residual obstructive events mean too little EPAP; small tidal volumes or persistent hypercapnia mean too little pressure support.`,
        ...meta(IG, 'hard', 'analysis', 'I-A', 'patient-data', 'ats-ohs-2019'),
        exhibit: {
          kind: 'table',
          variant: 'lab',
          title: 'Home bilevel ventilator download, 14 nights',
          alt: 'Average use 6.8 hours a night. Median leak 18 L/min. Median tidal volume 620 mL. Median respiratory rate 16 per minute. Residual apnea-hypopnea index 19 events per hour, of which 16 are obstructive and 3 central.',
          columns: ['Measure', 'Value'],
          rows: [
            ['Average use (h/night)', '6.8'],
            ['Median leak (L/min)', '18'],
            ['Median tidal volume (mL)', '620'],
            ['Median rate (/min)', '16'],
            ['Residual AHI (/h)', '19 (16 obstructive, 3 central)'],
          ],
        },
      },
      {
        key: 'case-md-013-6',
        update: `The physician agrees with the respiratory therapist's reading and asks for a change that keeps his pressure support the same.`,
        questionText: `Which new settings meet the physician's request?`,
        options: [`IPAP 18, EPAP 10 cm H2O`, `IPAP 20, EPAP 10 cm H2O`, `IPAP 22, EPAP 8 cm H2O`, `IPAP 16, EPAP 8 cm H2O`],
        correctAnswer: 'B',
        explanation: `B is correct. Raising the EPAP from 8 to 10 cm H2O splints the airway against the remaining obstructive events; raising the IPAP by the same 2 cm H2O keeps the pressure support (IPAP minus EPAP) at 10 cm H2O, so his tidal volumes do not fall.

A is wrong: raising EPAP alone narrows the pressure support from 10 to 8 cm H2O and reduces his ventilation.
C is wrong: raising IPAP alone increases the pressure support and does nothing for the obstruction.
D is wrong: lowering IPAP reduces the support and leaves the EPAP too low.

Correct Answer: B
Key Learning Point: To treat obstructive events on bilevel ventilation, raise EPAP and IPAP together so that the pressure support stays the same.`,
        ...meta(DM, 'medium', 'application', 'III-E', 'interventions', 'ats-ohs-2019'),
      },
    ],
  },
  {
    key: 'case-md-014',
    topicId: 2,
    title: 'Aspirin overdose: reading the gas, and the danger of the ventilator',
    setting: 'emergency',
    category: 'medical-other',
    place: 'hospital',
    scenario: `A 24-year-old woman (height 168 cm, weight 60 kg) is brought to the emergency department 5 hours after swallowing most of a bottle of 325 mg aspirin tablets. She has ringing in her ears, has vomited twice and is breathing deeply at 32/min. Heart rate 118/min, blood pressure 118/72 mm Hg, temperature 38.1 °C, SpO2 98% on room air. She is alert and oriented.`,
    items: [
      {
        key: 'case-md-014-1',
        questionText: `How should the arterial blood gas and chemistry shown in the table be interpreted?`,
        options: [
          `A respiratory alkalosis with an anion-gap metabolic acidosis`,
          `A pure respiratory alkalosis with renal compensation`,
          `A metabolic alkalosis from vomiting`,
          `A metabolic acidosis with appropriate compensation`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. The anion gap is 140 − (103 + 15) = 22 mEq/L, a high-gap metabolic acidosis. For a bicarbonate of 15 the expected PaCO2 is 1.5 × 15 + 8 = 30.5 ± 2 mm Hg; her PaCO2 of 20 is far lower, and the pH is alkalemic, so a primary respiratory alkalosis is present as well. Salicylate stimulates the respiratory center directly and uncouples oxidative metabolism: this mixed picture is its signature.

B is wrong: renal compensation does not produce a raised anion gap; the gap shows unmeasured acid.
C is wrong: vomiting-induced alkalosis raises the bicarbonate; hers is low.
D is wrong: with appropriate compensation the pH would be below 7.40 and the PaCO2 near 30; she is alkalemic with a PaCO2 of 20.

Correct Answer: A
Key Learning Point: Salicylate poisoning classically gives a primary respiratory alkalosis plus an anion-gap metabolic acidosis.`,
        ...meta(IG, 'hard', 'analysis', 'I-D', 'patient-data', 'extrip-salicylate-2015'),
        exhibit: {
          kind: 'table',
          variant: 'abg',
          title: 'Arterial blood gas and chemistry on room air',
          alt: 'pH 7.50, PaCO2 20 mm Hg, PaO2 112 mm Hg, HCO3- 15 mEq/L. Sodium 140 mEq/L, chloride 103 mEq/L. Salicylate level 78 mg/dL. Creatinine 0.8 mg/dL.',
          columns: ['Test', 'Result'],
          rows: [
            ['pH', '7.50'],
            ['PaCO2 (mm Hg)', '20'],
            ['PaO2 (mm Hg)', '112'],
            ['HCO3- (mEq/L)', '15'],
            ['Na+ / Cl- (mEq/L)', '140 / 103'],
            ['Salicylate (mg/dL)', '78'],
          ],
          note: 'Creatinine 0.8 mg/dL.',
        },
      },
      {
        key: 'case-md-014-2',
        update: `Activated charcoal has been given. The toxicologist asks the team to start treatment that will reduce the salicylate reaching her brain and increase its excretion.`,
        questionText: `Which treatment does the toxicologist's request describe?`,
        options: [
          `Acetazolamide to make the urine alkaline`,
          `Naloxone to block her respiratory drive`,
          `An infusion of sodium bicarbonate, with potassium`,
          `Forced saline diuresis with furosemide`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. Salicylic acid crosses into tissues in its non-ionized form. Raising the blood pH keeps more of it ionized in the plasma, away from the brain, and an alkaline urine traps the ionized form so that more is excreted. A sodium bicarbonate infusion, with potassium replacement, does both.

A is wrong: acetazolamide alkalinizes the urine by wasting bicarbonate, which lowers the blood pH and drives salicylate into the brain.
B is wrong: naloxone reverses opioids; it has no effect on salicylate-driven breathing, and suppressing her breathing would be harmful.
D is wrong: forced diuresis adds little excretion and risks pulmonary edema, to which salicylate poisoning is prone.

Correct Answer: C
Key Learning Point: Treat salicylate poisoning with a bicarbonate infusion that alkalinizes blood and urine; acetazolamide is contraindicated.`,
        ...meta(DM, 'medium', 'application', 'III-D', 'interventions', 'extrip-salicylate-2015'),
      },
      {
        key: 'case-md-014-3',
        update: `Four hours later she is confused and restless. Respiratory rate 36/min, SpO2 89% on room air, with fine crackles at both bases; a chest radiograph shows new bilateral opacities with a normal heart size. The salicylate level is 92 mg/dL; creatinine 0.9 mg/dL.`,
        questionText: `Which of the findings described is an indication for hemodialysis?`,
        options: [
          `The salicylate level of 92 mg/dL on its own`,
          `Her temperature of 38.1 °C`,
          `Her respiratory rate of 36/min`,
          `Her new confusion and new need for oxygen`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Altered mental status and new hypoxemia needing oxygen (here from salicylate-induced noncardiogenic pulmonary edema) are each indications for extracorporeal removal in the EXTRIP recommendations, whatever the level.

A is wrong: with normal kidney function the level threshold for dialysis on its own is above 100 mg/dL; 92 does not meet it (the threshold falls to 90 only when kidney function is impaired).
B is wrong: a low-grade fever is common and is not itself an indication.
C is wrong: tachypnea is a usual feature of salicylate toxicity, not an indication for dialysis.

Correct Answer: D
Key Learning Point: In salicylate poisoning, altered mental status, new hypoxemia or a level above 100 mg/dL (90 with impaired kidneys) calls for hemodialysis.`,
        ...meta(IG, 'hard', 'analysis', 'I-B', 'patient-data', 'extrip-salicylate-2015'),
      },
      {
        key: 'case-md-014-4',
        update: `While dialysis access is placed she becomes obtunded and is intubated for airway protection. Just before intubation her minute ventilation was about 22 L/min.`,
        questionText: `How should the initial ventilator settings be chosen for her?`,
        options: [
          `Rate 14/min and 6 mL/kg, the usual start, then a gas in 1 hour`,
          `Set the minute ventilation to match hers, and check a gas soon`,
          `Pressure support of 5 cm H2O, so that she sets her own breathing`,
          `Rate 10/min, letting the PaCO2 rise to slow the acidosis`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Her very low PaCO2 is holding her pH up. Any fall in ventilation lets the PaCO2 rise, the pH fall, and more salicylate enter the brain, which can cause seizures and cardiac arrest. The ventilator must match her pre-intubation minute ventilation (a high rate with a tidal volume near 8 mL/kg of predicted weight if the plateau allows), with a blood gas within 15-30 minutes.

A is wrong: about 5 L/min of minute ventilation (14 × 360 mL) would let her PaCO2 climb quickly, the most dangerous thing that can happen to her.
C is wrong: after induction and with her mental state, her own effort cannot be relied on to keep the ventilation she needs.
D is wrong: a rising PaCO2 worsens the acidemia and drives salicylate into her brain.

Correct Answer: B
Key Learning Point: When a salicylate-poisoned patient must be intubated, match her pre-intubation minute ventilation; a rise in PaCO2 can be fatal.`,
        ...meta(DM, 'hard', 'analysis', 'III-C', 'interventions', 'extrip-salicylate-2015'),
      },
      {
        key: 'case-md-014-5',
        update: `Twenty minutes after intubation her blood gas is pH 7.30, PaCO2 34 mm Hg, HCO3- 16 mEq/L. Her exhaled minute ventilation is 14 L/min.`,
        questionText: `What does this result mean for her?`,
        options: [
          `More salicylate now enters her brain`,
          `Her gas is now acceptable for a ventilated patient`,
          `Her metabolic acidosis has resolved`,
          `The bicarbonate infusion should be stopped`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Her PaCO2 has risen from 20 to 34 mm Hg and the pH has fallen from 7.50 to 7.30. More salicylate is now non-ionized and crosses into the brain. Her minute ventilation (14 L/min) is well below her pre-intubation 22 L/min and must be raised at once, with the bicarbonate infusion continued.

B is wrong: a PaCO2 that would be acceptable in another patient is dangerous in salicylate poisoning.
C is wrong: the bicarbonate is 16 mEq/L and the anion gap is still there; the acidosis has not resolved.
D is wrong: the bicarbonate infusion is more needed now, not less, to hold the pH up.

Correct Answer: A
Key Learning Point: After intubation in salicylate poisoning, a falling pH means more drug enters the brain: raise the minute ventilation at once and continue bicarbonate.`,
        ...meta(IG, 'medium', 'analysis', 'I-D', 'patient-data', 'extrip-salicylate-2015'),
      },
    ],
  },
  {
    key: 'case-md-015',
    topicId: 11,
    title: 'Carbon monoxide from a generator during a winter power cut',
    setting: 'emergency',
    category: 'medical-other',
    place: 'hospital',
    scenario: `During a winter storm a family ran a gasoline generator in their attached garage for two days. A 31-year-old woman who is 28 weeks pregnant arrives in the emergency department with headache, nausea and dizziness; her husband, found unresponsive, is brought in by a second ambulance. She is alert, with heart rate 112/min, blood pressure 118/70 mm Hg, respiratory rate 22/min and a pulse oximeter reading of 99% on room air.`,
    items: [
      {
        key: 'case-md-015-1',
        questionText: `Which result in the table shown best measures how severely she has been exposed?`,
        options: [`The pulse oximetry reading`, `Arterial PaO2`, `Carboxyhemoglobin`, `Fetal heart rate`],
        correctAnswer: 'C',
        explanation: `C is correct. Her carboxyhemoglobin of 22% is the direct measure of carbon monoxide bound to hemoglobin, and it is what guides treatment. The measured oxyhemoglobin (76%) shows how much carrying capacity is lost.

A is wrong: a standard two-wavelength oximeter reads carboxyhemoglobin as oxyhemoglobin, so its 99% overstates her oxygenation.
B is wrong: the PaO2 reflects oxygen dissolved in plasma, which carbon monoxide does not lower; it is normal here.
D is wrong: the fetal heart rate of 165/min is a sign that needs monitoring, but it does not quantify the exposure.

Correct Answer: C
Key Learning Point: In carbon monoxide poisoning, measure carboxyhemoglobin by CO-oximetry; SpO2 and PaO2 can be normal while oxygen delivery is severely reduced.`,
        ...meta(IG, 'easy', 'application', 'I-D', 'patient-data', 'aarc-blood-gas-2013'),
        exhibit: {
          kind: 'table',
          variant: 'lab',
          title: 'Arterial CO-oximetry and bedside findings',
          alt: 'Pulse oximetry 99 percent. Arterial PaO2 98 mm Hg. Carboxyhemoglobin 22 percent. Oxyhemoglobin measured by CO-oximetry 76 percent. Lactate 2.9 mmol/L. Fetal heart rate 165 per minute.',
          columns: ['Test', 'Result'],
          rows: [
            ['SpO2, pulse oximeter (%)', '99'],
            ['PaO2 (mm Hg)', '98'],
            ['Carboxyhemoglobin (%)', '22'],
            ['Oxyhemoglobin, CO-oximetry (%)', '76'],
            ['Lactate (mmol/L)', '2.9'],
            ['Fetal heart rate (/min)', '165'],
          ],
        },
      },
      {
        key: 'case-md-015-2',
        update: `While the hyperbaric team is contacted, the physician asks the respiratory therapist to start treatment at once.`,
        questionText: `Which oxygen therapy should she receive now?`,
        options: [
          `Nasal cannula at 2 L/min, as her PaO2 is normal`,
          `An air-entrainment mask at 40%, to avoid hyperoxia in the pregnancy`,
          `Room air with close observation, as her SpO2 is 99%`,
          `The highest FiO2 available, by nonrebreathing mask or high flow`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Oxygen competes with carbon monoxide for hemoglobin: breathing close to 100% oxygen shortens the half-life of carboxyhemoglobin from about 5 hours on room air to roughly 1 hour. A nonrebreathing mask with a full reservoir, or high-flow oxygen at FiO2 1.0, gives the highest FiO2 available outside a chamber.

A is wrong: her normal PaO2 does not mean normal oxygen content; 2 L/min barely speeds CO elimination.
B is wrong: the fetus is more at risk from carbon monoxide than from maternal hyperoxia; the FiO2 should be as high as possible.
C is wrong: the 99% reading is falsely reassuring; room air leaves the carbon monoxide in place for hours.

Correct Answer: D
Key Learning Point: Give the highest available FiO2 at once in carbon monoxide poisoning; it cuts the carboxyhemoglobin half-life from about 5 hours to about 1 hour.`,
        ...meta(DM, 'easy', 'application', 'III-D', 'interventions', 'egans-2020'),
      },
      {
        key: 'case-md-015-3',
        update: `She remains alert with a normal neurological examination. Her troponin and ECG are normal. The emergency physician asks whether she should be referred for hyperbaric oxygen.`,
        questionText: `Which feature of her case most supports referral for hyperbaric oxygen?`,
        options: [
          `Her pregnancy, with a carboxyhemoglobin of 22%`,
          `Her heart rate of 112/min`,
          `Her headache, which is typical of CO exposure`,
          `Her lactate of 2.9 mmol/L`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Fetal hemoglobin binds carbon monoxide more tightly and releases it more slowly than the mother's, so fetal levels rise later and higher. Pregnancy with a carboxyhemoglobin above about 15-20% is a commonly used reason to offer hyperbaric oxygen even when the mother has no neurological signs.

B is wrong: mild tachycardia is expected with anxiety, pregnancy and the exposure; it does not decide the referral.
C is wrong: headache is the commonest symptom of exposure and is not, by itself, a criterion for hyperbaric treatment.
D is wrong: a mildly raised lactate reflects tissue hypoxia but is not a standard criterion on its own.

Correct Answer: A
Key Learning Point: Common reasons to refer for hyperbaric oxygen: loss of consciousness, neurological signs, cardiac ischemia, very high carboxyhemoglobin, and pregnancy with a raised level.`,
        ...meta(IG, 'hard', 'analysis', 'I-E', 'patient-data', 'egans-2020'),
      },
      {
        key: 'case-md-015-4',
        update: `Her husband was unresponsive at the scene and is intubated; his carboxyhemoglobin is 34%. He will be treated in a multiplace chamber at 2.8 atmospheres absolute with the respiratory therapist attending. His tube cuff is filled with air at 25 cm H2O.`,
        questionText: `How should his tube cuff be prepared for the chamber?`,
        options: [
          `Add air to 40 cm H2O before the dive`,
          `Leave it, since pressure acts evenly on the cuff and trachea`,
          `Deflate it during the dive, then reinflate on surfacing`,
          `Refill it with sterile saline instead of air`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. At 2.8 atmospheres the air in a cuff is compressed to about a third of its volume (Boyle's law), so the cuff softens, leaks and lets secretions pass. Liquid does not compress, so filling the cuff with sterile saline (or adjusting the air volume repeatedly during compression and decompression) keeps the seal.

A is wrong: extra air still compresses during the dive and overdistends the cuff against the mucosa as the chamber decompresses.
B is wrong: the gas inside the cuff shrinks as the surrounding pressure rises; the seal is lost.
C is wrong: a deflated cuff allows aspiration and leak during the whole treatment.

Correct Answer: D
Key Learning Point: In a hyperbaric chamber, gas-filled cuffs shrink on compression; fill them with sterile saline or adjust them throughout the dive.`,
        ...meta(DM, 'hard', 'application', 'III-G', 'interventions', 'egans-2020'),
      },
      {
        key: 'case-md-015-5',
        update: `Both are treated and recover. Before discharge the family asks how to use the generator safely the next time power fails.`,
        questionText: `What should the respiratory therapist teach them?`,
        options: [
          `Run it in the garage, with the main door open`,
          `Run it outdoors, far from openings, with CO alarms fitted`,
          `Run it indoors near an open window, while someone stays awake`,
          `Run it for a few hours at a time to keep carbon monoxide low`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. A generator belongs outdoors, at least about 6 m (20 feet) from doors, windows and vents, with battery-powered carbon monoxide alarms on every floor and near bedrooms. Carbon monoxide has no smell or color; an alarm is the only warning.

A is wrong: an open garage door does not clear the exhaust, which seeps into the attached house.
C is wrong: an open window does not ventilate a room enough, and a person awake cannot sense the gas.
D is wrong: a generator produces lethal concentrations within minutes in an enclosed space; short runs do not make it safe.

Correct Answer: B
Key Learning Point: Run generators outdoors, far from openings, and install carbon monoxide alarms; open doors and windows do not make indoor use safe.`,
        ...meta(DM, 'easy', 'application', 'III-I', 'professional-practice', 'egans-2020'),
      },
    ],
  },
  {
    key: 'case-md-016',
    topicId: 12,
    title: 'Massive hemoptysis from bronchiectasis: judging the danger, nebulized tranexamic acid and the airway',
    setting: 'adult-critical-care',
    category: 'medical-other',
    place: 'hospital',
    scenario: `A 58-year-old man with bronchiectasis after childhood measles is admitted after coughing up about 300 mL of bright red blood over 2 hours. A CT angiogram done on arrival shows the bleeding comes from the right upper lobe, supplied by an enlarged bronchial artery. He takes warfarin for atrial fibrillation. He is anxious, with respiratory rate 28/min, heart rate 112/min, blood pressure 108/66 mm Hg and SpO2 90% on nasal cannula at 4 L/min.`,
    items: [
      {
        key: 'case-md-016-1',
        questionText: `Which finding makes this bleeding life-threatening?`,
        options: [
          `The bright red color rather than dark clots`,
          `His heart rate of 112/min with a normal pressure`,
          `300 mL in 2 hours with hypoxemia on oxygen`,
          `Bronchiectasis that began after childhood measles`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. Hemoptysis kills by flooding the airways, not by blood loss: the volume coughed up over a short time, together with its effect on gas exchange, is what makes it massive. A few hundred milliliters in 2 hours with an SpO2 of 90% on oxygen means blood is already spilling into the alveoli and the airway is at risk.

A is wrong: bright red blood only means fresh bleeding; it says nothing about how much or how dangerous.
B is wrong: a fast heart rate with a preserved blood pressure reflects anxiety and a modest loss; the threat here is asphyxia.
D is wrong: the cause guides the later workup and treatment, not how dangerous the bleeding is now.

Correct Answer: C
Key Learning Point: Judge hemoptysis by its volume over time and its effect on oxygenation and the airway; asphyxia, not exsanguination, is the danger.`,
        ...meta(IG, 'medium', 'analysis', 'I-B', 'patient-data', 'egans-2020'),
      },
      {
        key: 'case-md-016-2',
        update: `His laboratory results are shown in the table.`,
        questionText: `Which result in the table most needs correcting now?`,
        options: [`The hemoglobin`, `The platelet count`, `The INR`, `The potassium`],
        correctAnswer: 'C',
        explanation: `C is correct. An INR of 3.6 on warfarin is above his therapeutic range and impairs clotting at the bleeding site. Reversal (vitamin K with prothrombin complex concentrate) is part of controlling the hemorrhage.

A is wrong: a hemoglobin of 11.8 g/dL does not need transfusion; the threat is asphyxia, not anemia.
B is wrong: a platelet count of 210,000/µL is normal.
D is wrong: a potassium of 4.1 mEq/L is normal.

Correct Answer: C
Key Learning Point: In major hemoptysis, look for and correct a coagulopathy (such as a supratherapeutic INR on warfarin) early.`,
        ...meta(IG, 'easy', 'application', 'I-A', 'patient-data', 'egans-2020'),
        exhibit: {
          kind: 'table',
          variant: 'lab',
          title: 'Admission laboratory results',
          alt: 'Hemoglobin 11.8 g/dL. Platelets 210,000 per microliter. INR 3.6. Potassium 4.1 mEq/L. Creatinine 1.0 mg/dL.',
          columns: ['Test', 'Result'],
          rows: [
            ['Hemoglobin (g/dL)', '11.8'],
            ['Platelets (/µL)', '210,000'],
            ['INR', '3.6'],
            ['Potassium (mEq/L)', '4.1'],
            ['Creatinine (mg/dL)', '1.0'],
          ],
        },
      },
      {
        key: 'case-md-016-3',
        update: `While waiting for bronchial artery embolization, the physician asks the respiratory therapist for an inhaled treatment that can reduce the bleeding.`,
        questionText: `Which inhaled therapy should the respiratory therapist suggest?`,
        options: [
          `Tranexamic acid by jet nebulizer`,
          `Dornase alfa, to thin the clots so he can clear them`,
          `Hypertonic saline 7%, to help him cough out the blood`,
          `Positive expiratory pressure therapy with each cough`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Nebulized tranexamic acid (for example 500 mg three times a day) reduced the volume of expectorated blood and the need for invasive procedures compared with placebo in a randomized trial, with no systemic side effects; it bridges to definitive treatment.

B is wrong: dornase alfa breaks down DNA in purulent mucus; dissolving clots that seal the bleeding vessel is the opposite of what is needed.
C is wrong: hypertonic saline provokes cough and airway irritation and can increase bleeding.
D is wrong: airway clearance therapy is withheld during active major hemoptysis because it can dislodge clots.

Correct Answer: A
Key Learning Point: Nebulized tranexamic acid reduces hemoptysis and bridges to embolization; hold airway clearance and hypertonic saline while bleeding is active.`,
        ...meta(DM, 'medium', 'application', 'III-D', 'interventions', 'wand-inhaled-txa-2018'),
      },
      {
        key: 'case-md-016-4',
        update: `Ten minutes into the treatment he reports chest tightness. The respiratory therapist hears new expiratory wheezes on both sides, and his SpO2 has fallen from 92% to 89%. He has not coughed up any fresh blood.`,
        questionText: `What do these new findings most likely represent?`,
        options: [
          `A fresh bleed filling the left lung`,
          `Bronchospasm from the aerosol`,
          `A pulmonary embolus from the drug`,
          `Anxiety that will pass without treatment`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. New bilateral wheezes and chest tightness during a nebulized treatment, with no fresh blood, point to bronchospasm, a recognized effect of inhaled tranexamic acid and other irritant aerosols. The treatment is paused and a bronchodilator given before it is resumed.

A is wrong: a fresh bleed would bring up blood and produce crackles or absent sounds over the flooded lung, not diffuse wheezes.
C is wrong: the doses of inhaled tranexamic acid used do not raise systemic levels enough to cause thrombosis, and an embolus does not produce diffuse wheezing.
D is wrong: anxiety does not produce wheezes; the sign needs treatment.

Correct Answer: B
Key Learning Point: Watch for bronchospasm during nebulized tranexamic acid; pause it and give a bronchodilator.`,
        ...meta(IG, 'medium', 'analysis', 'I-B', 'patient-data', 'wand-inhaled-txa-2018'),
      },
      {
        key: 'case-md-016-5',
        update: `An hour later he coughs up another 250 mL of blood, his SpO2 falls to 82% and he is exhausted. The team decides to intubate before he goes to the angiography suite.`,
        questionText: `Which airway should the respiratory therapist prepare?`,
        options: [
          `A 6.5 mm tube, because a smaller tube is easier to pass`,
          `A nasal tube, so that the mouth stays clear for suction`,
          `A tube of 8.0 mm or larger for bronchoscopy`,
          `Noninvasive ventilation instead of a tube, to avoid sedation`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. A tube of 8.0 mm or more lets a therapeutic bronchoscope pass while the patient is ventilated, to suction blood, find the source and place a bronchial blocker; the tube can also be advanced into the left main bronchus to isolate and ventilate the healthy lung.

A is wrong: a small tube is easily blocked by clot and does not admit a therapeutic bronchoscope.
B is wrong: a nasal tube is narrower and longer, which makes both suction and bronchoscopy harder.
D is wrong: a mask over a patient coughing up blood risks aspiration and cannot protect the airway.

Correct Answer: C
Key Learning Point: Intubate for massive hemoptysis with a large tube (8.0 mm or more) so that bronchoscopy and lung isolation are possible.`,
        ...meta(DM, 'hard', 'application', 'III-A', 'interventions', 'egans-2020'),
      },
      {
        key: 'case-md-016-6',
        update: `After intubation, bronchoscopy shows blood coming from the right upper lobe bronchus, and a balloon blocker is placed there. His SpO2 rises to 94%.`,
        questionText: `Which step offers the most definitive control of the bleeding?`,
        options: [
          `Repeated cold saline lavage through the bronchoscope`,
          `Bronchial artery embolization`,
          `A week of nebulized tranexamic acid`,
          `Chest physiotherapy to clear the clots`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Massive hemoptysis nearly always comes from the high-pressure bronchial arteries, which the CT showed to be enlarged. Bronchial artery embolization stops the bleeding in most patients and is the first-line definitive treatment; surgery is kept for failures or specific lesions.

A is wrong: cold saline lavage can slow bleeding temporarily during bronchoscopy but does not treat the source.
C is wrong: nebulized tranexamic acid is a bridge, not definitive control of a bleeding bronchial artery.
D is wrong: airway clearance is withheld during active bleeding; it dislodges clots.

Correct Answer: B
Key Learning Point: Bronchial artery embolization is the first-line definitive treatment of massive hemoptysis; airway measures protect the lung until it is done.`,
        ...meta(DM, 'medium', 'application', 'III-H', 'interventions', 'egans-2020'),
      },
    ],
  },
  {
    key: 'case-md-017',
    topicId: 12,
    title: 'Sickle cell disease: a pain crisis that reaches the lungs',
    setting: 'chronic-disease',
    category: 'medical-other',
    place: 'hospital',
    scenario: `A 22-year-old man with sickle cell anemia (HbSS) is admitted to a medical ward with a vaso-occlusive pain crisis in his back, ribs and thighs. His baseline hemoglobin is 8.9 g/dL. He receives intravenous fluids and morphine by patient-controlled analgesia. On admission his temperature is 37.4 °C, respiratory rate 20/min and SpO2 97% on room air; the chest radiograph is clear. He is taking shallow breaths because of rib pain.`,
    items: [
      {
        key: 'case-md-017-1',
        questionText: `Which measure should the respiratory therapist start to protect his lungs during this crisis?`,
        options: [
          `Chest percussion and postural drainage four times a day`,
          `Incentive spirometry while he is awake`,
          `Nocturnal oxygen at 2 L/min, whatever his saturation`,
          `Strict bed rest until the rib pain has resolved`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Rib and back pain with opioids cause shallow breathing and atelectasis, which can progress to acute chest syndrome. Incentive spirometry while awake (for example 10 breaths every 2 hours) reduced the incidence of acute chest syndrome in patients hospitalized with chest or back pain and is recommended in the 2014 NHLBI report.

A is wrong: percussion over painful ribs and bones adds pain and has no evidence of preventing acute chest syndrome.
C is wrong: oxygen for a patient whose saturation is normal does not prevent atelectasis and can mask hypoventilation from opioids.
D is wrong: immobility worsens atelectasis; movement and deep breathing are encouraged.

Correct Answer: B
Key Learning Point: In a sickle cell pain crisis, especially with chest or back pain, incentive spirometry while awake helps prevent acute chest syndrome.`,
        ...meta(DM, 'easy', 'application', 'III-B', 'interventions', 'nhlbi-scd-2014'),
      },
      {
        key: 'case-md-017-2',
        update: `On day 2 he has a temperature of 38.6 °C, a cough, pleuritic chest pain and a respiratory rate of 28/min. His SpO2 is 91% on room air, and a new right lower lobe opacity is seen on the radiograph.`,
        questionText: `Which condition do these findings define?`,
        options: [
          `Acute chest syndrome`,
          `An uncomplicated pain crisis`,
          `Opioid-induced atelectasis alone`,
          `Cardiogenic pulmonary edema from the fluids`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Acute chest syndrome is a new pulmonary infiltrate in a patient with sickle cell disease together with one or more of fever, chest pain, tachypnea, cough, wheezing or hypoxemia. He has the infiltrate and several of these findings. It is a leading cause of death in sickle cell disease and needs prompt treatment.

B is wrong: a pain crisis does not cause fever, hypoxemia and a new infiltrate.
C is wrong: atelectasis may start the process, but fever and hypoxemia with a new infiltrate meet the definition of acute chest syndrome, which is treated more aggressively.
D is wrong: cardiogenic edema gives bilateral changes and signs of volume overload, not a single lobar opacity with fever.

Correct Answer: A
Key Learning Point: Acute chest syndrome: a new infiltrate plus fever, chest pain, tachypnea, cough, wheeze or hypoxemia in sickle cell disease.`,
        ...meta(IG, 'medium', 'application', 'I-B', 'patient-data', 'nhlbi-scd-2014'),
      },
      {
        key: 'case-md-017-3',
        update: `The team confirms acute chest syndrome and asks the respiratory therapist to help set the first-day plan.`,
        questionText: `Which plan fits current treatment of his acute chest syndrome?`,
        options: [
          `Hold antibiotics until sputum cultures show an organism`,
          `Double his intravenous fluids to thin the blood`,
          `Oxygen with pulse oximetry, and an IV cephalosporin with an oral macrolide`,
          `Stop the morphine so that his breathing is not suppressed`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. Hypoxemia is treated with supplemental oxygen under continuous oximetry, and infection, a common trigger, is covered with an intravenous cephalosporin plus an oral macrolide for atypical organisms. Incentive spirometry and adequate pain control continue.

A is wrong: bacteria and atypical organisms commonly trigger the syndrome; waiting for cultures delays treatment of a life-threatening illness.
B is wrong: overhydration can cause pulmonary edema and worsen acute chest syndrome; fluids are given to maintain, not exceed, euvolemia.
D is wrong: uncontrolled pain causes splinting and atelectasis; analgesia is adjusted and monitored, not stopped.

Correct Answer: C
Key Learning Point: Treat acute chest syndrome with oxygen for hypoxemia, a cephalosporin plus a macrolide, careful fluids, pain control and incentive spirometry.`,
        ...meta(DM, 'medium', 'application', 'III-E', 'interventions', 'nhlbi-scd-2014'),
      },
      {
        key: 'case-md-017-4',
        update: `Despite a simple transfusion of one unit yesterday, his course on day 3 is shown in the table.`,
        questionText: `Which treatment do the findings in the table call for?`,
        options: [
          `Transfusion of 3 more units to a hemoglobin of 14 g/dL`,
          `A diuretic to clear the new infiltrates`,
          `High-dose corticosteroids alone`,
          `Urgent exchange transfusion`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. His syndrome is progressing rapidly: the SpO2 is below 90% despite oxygen, the infiltrates have spread to a second lobe, his breathing is more labored, and his hemoglobin has fallen despite a simple transfusion. These are the indications for urgent exchange transfusion, which lowers the fraction of sickle hemoglobin without raising viscosity.

A is wrong: simple transfusion to a hemoglobin well above 10 g/dL raises blood viscosity and can worsen vaso-occlusion.
B is wrong: the infiltrates are from sickling and infection, not fluid overload; a diuretic does not treat them.
C is wrong: corticosteroids alone do not treat the sickling, and in sickle cell disease they are linked to rebound pain crises.

Correct Answer: D
Key Learning Point: Rapidly progressing acute chest syndrome (SpO2 below 90% on oxygen, spreading infiltrates, more distress, falling hemoglobin) needs urgent exchange transfusion.`,
        ...meta(DM, 'hard', 'analysis', 'III-E', 'interventions', 'nhlbi-scd-2014'),
        exhibit: {
          kind: 'table',
          variant: 'lab',
          title: 'Course from day 2 to day 3',
          alt: 'Day 2 and day 3. SpO2 91 percent on room air, then 88 percent on 6 L/min. Respiratory rate 28, then 36 per minute. Radiograph: right lower lobe opacity, then right and left lower lobe opacities. Hemoglobin 8.1, then 6.9 g/dL after one unit transfused.',
          columns: ['Finding', 'Day 2', 'Day 3'],
          rows: [
            ['SpO2 (%)', '91 on room air', '88 on 6 L/min'],
            ['Respiratory rate (/min)', '28', '36'],
            ['Chest radiograph', 'right lower lobe', 'both lower lobes'],
            ['Hemoglobin (g/dL)', '8.1', '6.9 (after 1 unit)'],
          ],
        },
      },
      {
        key: 'case-md-017-5',
        update: `After exchange transfusion he improves. That night, after several extra doses from his pain pump, the nurse calls because he is hard to rouse. He is on a nasal cannula with a CO2 sampling line at 3 L/min; SpO2 95%. The capnogram shown is recorded over 2 minutes.`,
        questionText: `What does the capnogram shown tell the respiratory therapist?`,
        options: [
          `Rebreathing, because the cannula is too loose`,
          `Bronchospasm from his chest syndrome`,
          `A problem with the sampling line, as his SpO2 is normal`,
          `Falling ventilation, with CO2 climbing breath by breath`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. The breaths are slow and the end-tidal CO2 climbs steadily across the trace: he is hypoventilating from the opioid. Supplemental oxygen keeps his SpO2 normal and so hides the problem, which is why capnography is used to monitor patients on opioid infusions.

A is wrong: rebreathing raises the baseline (inspired CO2) above zero; here the baseline returns to zero.
B is wrong: bronchospasm gives a sloping "shark fin" plateau, not a rising end-tidal value with normal-shaped waves.
C is wrong: a normal SpO2 on oxygen does not exclude hypoventilation; the waveforms are clear and regular, not those of a blocked line.

Correct Answer: D
Key Learning Point: On supplemental oxygen, pulse oximetry misses opioid hypoventilation; a rising end-tidal CO2 with a slow rate detects it.`,
        ...meta(IG, 'medium', 'analysis', 'I-B', 'patient-data', 'aarc-capnography-2011'),
        exhibit: {
          kind: 'capnogram',
          title: 'Capnogram by nasal sampling over 2 minutes',
          alt: 'Slow, regular waves, about 8 a minute, each with a normal square shape and a baseline that returns to zero. The peak of each wave rises steadily from about 48 to about 66 mm Hg across the trace.',
          pattern: 'hypoventilation',
          etco2: 48,
          etco2End: 66,
          rate: 8,
          seconds: 120,
        },
      },
    ],
  },
];
