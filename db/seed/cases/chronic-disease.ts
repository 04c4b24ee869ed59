import type { SeedCaseSet } from '../types';

/** Clinical-judgment case sets in clinics, pulmonary function labs, sleep labs and rehabilitation. */
export const caseSets: SeedCaseSet[] = [
  {
    key: 'case-cd-001',
    topicId: 12,
    title: 'Diagnosing and treating COPD in clinic',
    setting: 'chronic-disease',
    scenario: `A 63-year-old woman with 40 pack-years of smoking (she quit 2 years ago) has exertional dyspnea that makes her stop after about 100 meters on level ground, and a daily cough. In the past year she had two exacerbations, one needing hospital admission. She is referred to the pulmonary function laboratory.`,
    items: [
      {
        key: 'case-cd-001-1',
        questionText: `Her three acceptable prebronchodilator efforts give FVC 2.60, 2.52 and 2.31 L and FEV1 1.30, 1.26 and 1.10 L. What should the respiratory therapist conclude about repeatability?`,
        options: [
          `Not repeatable, because the third FVC differs from the largest by more than 150 mL`,
          `Not repeatable, because all three efforts need to agree within 100 mL`,
          `Repeatable, because the two largest FVC and FEV1 values agree within 150 mL`,
          `Repeatable once a fourth effort confirms the lowest FVC`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. The 2019 ATS/ERS standard asks that the two largest FVC values and the two largest FEV1 values each agree within 150 mL (for people older than 6). Here they differ by 80 mL (2.60 vs 2.52) and 40 mL (1.30 vs 1.26), so the session is repeatable.

A is wrong: repeatability compares the two largest values; a lower third effort does not fail the test.
B is wrong: the criterion is 150 mL between the two largest values, not 100 mL across three.
D is wrong: no further effort is needed once the criteria are met.

Correct Answer: C
Key Learning Point: Spirometry is repeatable when the two largest FVC and the two largest FEV1 values each differ by 150 mL or less.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-C',
        rteArea: 'patient-data',
        source: 'ats-ers-spirometry-2019',
        reviewed: '2026-11-25',
      },
      {
        key: 'case-cd-001-2',
        update: `Post-bronchodilator results: FEV1/FVC 0.55 (lower limit of normal 0.66), FEV1 1.42 L (55% of predicted, z-score -2.9). Her FEV1 rose from 1.30 to 1.42 L after albuterol; predicted FEV1 is 2.60 L.`,
        questionText: `How should these results be interpreted?`,
        options: [
          `Normal spirometry, because the FEV1 rose by 120 mL after albuterol`,
          `Restriction, because the FVC is below predicted`,
          `Airflow obstruction without a significant bronchodilator response`,
          `Airflow obstruction with a significant bronchodilator response`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. A post-bronchodilator FEV1/FVC below the lower limit of normal confirms obstruction. The 2022 ERS/ATS standard calls a response significant when FEV1 or FVC rises by more than 10% of the predicted value; 120 mL is 4.6% of 2.60 L, so the response is not significant.

A is wrong: the ratio is well below the lower limit of normal.
B is wrong: a low ratio means obstruction; restriction needs a reduced TLC.
D is wrong: the change is under 10% of predicted.

Correct Answer: C
Key Learning Point: Obstruction = FEV1/FVC below LLN; a significant bronchodilator response is a change above 10% of the predicted value.`,
        difficulty: 'medium',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'ers-ats-interpretation-2022',
        reviewed: '2026-11-25',
      },
      {
        key: 'case-cd-001-3',
        update: `COPD is confirmed. Her blood eosinophil count is 350 cells/µL. She is not on any maintenance inhaler.`,
        questionText: `Which maintenance therapy fits the GOLD 2025 recommendations for her?`,
        options: [
          `A short-acting bronchodilator as needed, with no maintenance inhaler`,
          `An inhaled corticosteroid alone, given her raised eosinophil count`,
          `A long-acting muscarinic antagonist alone, reviewed in a year`,
          `LABA plus LAMA plus ICS, preferably in a single inhaler`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Two exacerbations, one with admission, place her in GOLD group E. Initial therapy is LABA plus LAMA, and with blood eosinophils of 300 cells/µL or more GOLD suggests LABA+LAMA+ICS, ideally as single-inhaler triple therapy.

A is wrong: as-needed therapy alone is inadequate for a patient with frequent exacerbations.
B is wrong: ICS monotherapy is not recommended in COPD.
C is wrong: a single long-acting bronchodilator is less than group E warrants, especially with high eosinophils.

Correct Answer: D
Key Learning Point: GOLD group E starts LABA+LAMA; add ICS (single-inhaler triple) when eosinophils are 300/µL or more.`,
        difficulty: 'medium',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-D',
        rteArea: 'interventions',
        source: 'gold-2025',
        reviewed: '2026-11-25',
      },
      {
        key: 'case-cd-001-4',
        update: `Her triple therapy is available as a dry powder inhaler. Using an inspiratory flow meter set to the device's resistance, her best peak inspiratory flow is 25 L/min.`,
        questionText: `What should the respiratory therapist recommend?`,
        options: [
          `Continue the dry powder inhaler and ask her to inhale harder`,
          `Choose a soft mist or pressurized inhaler with a valved spacer`,
          `Have her take the dry powder dose twice to make up for the flow`,
          `Replace inhaled therapy with an oral bronchodilator`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Dry powder inhalers need enough inspiratory flow through their resistance (usually at least about 30 L/min, more for some devices) to break up the powder. At 25 L/min she would get a poor lung dose; a device that does not rely on her inspiratory flow, such as a soft mist inhaler or a pressurized inhaler with a valved spacer, suits her better.

A is wrong: her best effort is already measured; she cannot generate enough flow.
C is wrong: doubling a poorly dispersed dose raises side effects without fixing delivery.
D is wrong: oral bronchodilators are less effective and have more side effects.

Correct Answer: B
Key Learning Point: Match the inhaler to the patient: low peak inspiratory flow calls for a soft mist inhaler, pMDI with spacer or nebulizer instead of a DPI.`,
        difficulty: 'medium',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-D',
        rteArea: 'interventions',
        source: 'aarc-aerosol-devices-2012',
        reviewed: '2026-11-25',
      },
      {
        key: 'case-cd-001-5',
        update: `She starts a soft mist triple-therapy inhaler. She says she avoids walking because breathlessness frightens her and she has lost strength since her hospital stay.`,
        questionText: `Which referral should the respiratory therapist recommend?`,
        options: [
          `A sleep study to look for obstructive sleep apnea`,
          `A lung volume reduction evaluation within the month`,
          `A pulmonary rehabilitation program`,
          `A cardiology referral for an exercise stress test`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. Pulmonary rehabilitation (exercise training, education and self-management) improves dyspnea, exercise capacity and quality of life and reduces readmissions; GOLD recommends it for patients with high symptom burden and after a hospitalization.

A is wrong: nothing in her history points to sleep apnea.
B is wrong: lung volume reduction is for selected patients with severe hyperinflation after optimal treatment including rehabilitation.
D is wrong: her limitation is explained by COPD and deconditioning.

Correct Answer: C
Key Learning Point: Refer symptomatic COPD patients, especially after hospitalization, to pulmonary rehabilitation.`,
        difficulty: 'easy',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        source: 'gold-2025',
        reviewed: '2026-11-25',
      },
    ],
  },
  {
    key: 'case-cd-002',
    topicId: 5,
    title: 'Severe asthma and biologic therapy',
    setting: 'chronic-disease',
    scenario: `A 45-year-old man with asthma is seen in the severe asthma clinic. He uses high-dose inhaled corticosteroid-LABA and a long-acting muscarinic antagonist. He needed three courses of oral prednisone last year and his Asthma Control Test score is 14.`,
    items: [
      {
        key: 'case-cd-002-1',
        questionText: `Before more medication is considered, what should the respiratory therapist check first?`,
        options: [
          `His FeNO, to decide between biologics`,
          `His total IgE, to see whether omalizumab fits`,
          `His inhaler technique and adherence`,
          `His chest CT, to exclude bronchiectasis`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. GINA's severe asthma pathway starts by confirming that poor control is not due to incorrect technique, poor adherence, untreated comorbidities or exposures. These are the most common causes of "difficult" asthma and are fixed before adding costly therapy.

A is wrong: FeNO helps phenotyping, which comes after basic factors are addressed.
B is wrong: IgE is part of phenotyping later in the pathway.
D is wrong: CT is for specific suspicions, not the first step.

Correct Answer: C
Key Learning Point: In uncontrolled asthma, check technique, adherence, comorbidities and triggers before escalating therapy.`,
        difficulty: 'easy',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-B',
        rteArea: 'patient-data',
        source: 'gina-2025',
        reviewed: '2026-11-25',
      },
      {
        key: 'case-cd-002-2',
        update: `His technique is correct and pharmacy records show full adherence. Tests: blood eosinophils 480 cells/µL, FeNO 52 ppb, total IgE 40 IU/mL, and skin and blood tests show no allergic sensitization.`,
        questionText: `How should his asthma be characterized?`,
        options: [
          `Type 2-low (non-eosinophilic) asthma`,
          `Allergic asthma driven by IgE sensitization`,
          `Eosinophilic type 2 asthma without allergy`,
          `Asthma-COPD overlap with neutrophilic inflammation`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. Blood eosinophils of 150-300/µL or more and a FeNO of 20-25 ppb or more mark type 2 inflammation; with no sensitization and a low IgE, his asthma is eosinophilic but not allergic.

A is wrong: his eosinophils and FeNO are high, the opposite of type 2-low.
B is wrong: he has no sensitization, so IgE-driven allergic asthma does not fit.
D is wrong: nothing suggests COPD or neutrophilic disease.

Correct Answer: C
Key Learning Point: Raised blood eosinophils and FeNO define type 2 asthma; allergic sensitization is a separate question.`,
        difficulty: 'medium',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'gina-2025',
        reviewed: '2026-11-25',
      },
      {
        key: 'case-cd-002-3',
        update: `The specialist considers an add-on biologic.`,
        questionText: `Which class of biologic fits his phenotype?`,
        options: [
          `Anti-IgE therapy, such as omalizumab`,
          `Anti-IL-5 or anti-IL-5 receptor therapy`,
          `A TNF-alpha blocker, such as infliximab`,
          `An anti-IL-17 antibody used for psoriasis`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Anti-IL-5 (mepolizumab, reslizumab) and anti-IL-5 receptor (benralizumab) drugs reduce eosinophils and cut exacerbations and oral steroid use in severe eosinophilic asthma; anti-IL-4R and anti-TSLP drugs are also options for type 2 disease.

A is wrong: omalizumab needs allergic sensitization with IgE in the dosing range, which he lacks.
C is wrong: TNF blockers are not recommended for asthma.
D is wrong: anti-IL-17 drugs have no role in asthma.

Correct Answer: B
Key Learning Point: Severe eosinophilic asthma responds to anti-IL-5/5R (or anti-IL-4R, anti-TSLP) biologics; anti-IgE needs allergic sensitization.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-D',
        rteArea: 'interventions',
        rteTopic: 'biologics-cftr',
        rte2027: true,
        source: 'gina-2025',
        reviewed: '2026-11-25',
      },
      {
        key: 'case-cd-002-4',
        update: `He starts benralizumab injections. At 4 months he has had no exacerbations, needed no prednisone and his Asthma Control Test is 22.`,
        questionText: `How should the respiratory therapist judge his response?`,
        options: [
          `Too early to judge; wait 2 years before deciding`,
          `A good response; continue and reassess every 3-6 months`,
          `A poor response; switch to a biologic from a different class`,
          `A good response; stop the biologic now`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. GINA recommends judging a biologic after at least 4 months. No exacerbations, no oral steroid and an ACT above 20 show a good response, so treatment continues with regular review.

A is wrong: 4 months is enough for a first assessment.
C is wrong: his control has clearly improved.
D is wrong: stopping a working biologic usually brings back exacerbations.

Correct Answer: B
Key Learning Point: Assess a biologic's response after about 4 months (exacerbations, oral steroid use, symptom control) and continue if good.`,
        difficulty: 'easy',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        rteTopic: 'biologics-cftr',
        rte2027: true,
        source: 'gina-2025',
        reviewed: '2026-11-25',
      },
      {
        key: 'case-cd-002-5',
        update: `After 9 months of good control he asks to stop his inhaled corticosteroid-LABA inhaler, since the injections are working.`,
        questionText: `What should the respiratory therapist advise?`,
        options: [
          `Stop the inhaler at once, since the biologic now covers him fully`,
          `Swap the inhaler for albuterol taken as needed`,
          `Stop both the inhaler and the biologic to test remission`,
          `Keep the inhaled steroid; any reduction should be gradual`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. GINA advises against stopping inhaled corticosteroids in people on biologics; once control is good for 3-6 months, the inhaled dose may be reduced gradually under supervision, not stopped.

A is wrong: abrupt withdrawal risks loss of control and severe exacerbations.
B is wrong: SABA-only treatment is unsafe.
C is wrong: stopping everything invites a relapse.

Correct Answer: D
Key Learning Point: Continue inhaled corticosteroids alongside biologics; step down gradually, never stop abruptly.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-I',
        rteArea: 'professional-practice',
        rteTopic: 'biologics-cftr',
        rte2027: true,
        source: 'gina-2025',
        reviewed: '2026-11-25',
      },
    ],
  },
  {
    key: 'case-cd-003',
    topicId: 1,
    title: 'Progressive dyspnea with velcro crackles',
    setting: 'chronic-disease',
    scenario: `A 70-year-old retired carpenter has 18 months of worsening exertional dyspnea and a dry cough. He has fine bibasilar "velcro" crackles and digital clubbing. He is referred for full pulmonary function tests.`,
    items: [
      {
        key: 'case-cd-003-1',
        questionText: `His results: FEV1/FVC 0.86, FVC 62% of predicted (below LLN), TLC 65% of predicted (below LLN), DLCO 40% of predicted (below LLN). How should they be interpreted?`,
        options: [
          `Obstruction with air trapping and a normal gas transfer`,
          `A restrictive defect with a reduced diffusing capacity`,
          `A nonspecific pattern, as the TLC is within normal limits`,
          `Restriction from chest wall disease with normal lungs`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. A TLC below the lower limit of normal confirms restriction, the ratio is normal to high, and the DLCO is markedly reduced. Restriction with low gas transfer points to disease of the lung tissue, such as interstitial lung disease.

A is wrong: the FEV1/FVC is normal to high and the TLC is low, not raised.
C is wrong: the TLC is below its lower limit, so the pattern is true restriction.
D is wrong: chest wall or neuromuscular restriction usually leaves the DLCO near normal (or KCO raised).

Correct Answer: B
Key Learning Point: Restriction (low TLC) with a low DLCO suggests parenchymal disease; with a normal DLCO think chest wall or neuromuscular causes.`,
        difficulty: 'medium',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'ers-ats-interpretation-2022',
        reviewed: '2026-11-25',
      },
      {
        key: 'case-cd-003-2',
        update: `The pulmonologist wants to characterize the pattern of his lung disease.`,
        questionText: `Which test should the respiratory therapist expect to be ordered next?`,
        options: [
          `A ventilation-perfusion lung scan`,
          `A methacholine challenge test`,
          `A high-resolution CT scan of the chest`,
          `A cardiopulmonary exercise test on a cycle ergometer`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. High-resolution CT shows the distribution and pattern of interstitial disease (for example a basal, subpleural usual interstitial pneumonia pattern with honeycombing), which often makes the diagnosis of idiopathic pulmonary fibrosis without a biopsy.

A is wrong: a V/Q scan looks for vascular obstruction, not fibrosis.
B is wrong: methacholine tests airway hyperresponsiveness, which is not the question.
D is wrong: exercise testing measures limitation but does not characterize the lung disease.

Correct Answer: C
Key Learning Point: High-resolution CT is the key test to characterize interstitial lung disease.`,
        difficulty: 'easy',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-E',
        rteArea: 'patient-data',
        source: 'egans-2020',
        reviewed: '2026-11-25',
      },
      {
        key: 'case-cd-003-3',
        update: `The CT shows a usual interstitial pneumonia pattern and idiopathic pulmonary fibrosis is diagnosed. During his first 6-minute walk the finger oximeter shows 84% at minute 3, but its waveform is erratic and it displays a pulse of 62/min while his radial pulse is 112/min. His fingers are cold and clubbed.`,
        questionText: `What should the respiratory therapist do with this reading?`,
        options: [
          `Accept the 84% reading and prescribe oxygen at 2 L/min for exertion`,
          `Ignore the reading, because clubbing makes oximetry impossible`,
          `Draw an arterial gas at rest to replace the exercise measurement`,
          `Repeat the walk with a forehead or earlobe sensor and a good signal`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. A reading is trusted only when the waveform is clean and the displayed pulse matches the patient's. Cold fingers and motion produce artifact; a forehead or earlobe sensor gives a steadier signal during walking, so the test is repeated to learn his true exertional saturation.

A is wrong: a prescription based on a reading that fails the signal-quality check may be wrong in either direction.
B is wrong: clubbing does not make oximetry impossible; the sensor site is changed.
C is wrong: a resting gas cannot show what happens during exercise.

Correct Answer: D
Key Learning Point: Check the plethysmographic waveform and pulse match before trusting SpO2; use an ear or forehead sensor when finger signals are poor.`,
        difficulty: 'medium',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-C',
        rteArea: 'patient-data',
        source: 'ers-ats-field-walking-2014',
        reviewed: '2026-11-25',
      },
      {
        key: 'case-cd-003-4',
        update: `With a forehead sensor the repeat walk shows a fall to 85%, and ambulatory oxygen is titrated and prescribed. His physician discusses drug treatment.`,
        questionText: `Which drug treatment is recommended for idiopathic pulmonary fibrosis?`,
        options: [
          `High-dose oral prednisone for 6 months`,
          `Combined prednisone, azathioprine and acetylcysteine`,
          `An antifibrotic drug, such as nintedanib or pirfenidone`,
          `An inhaled corticosteroid with a long-acting beta-agonist`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. Nintedanib and pirfenidone slow the decline of FVC in idiopathic pulmonary fibrosis and are the recommended treatments.

A is wrong: corticosteroids do not help IPF and cause harm.
B is wrong: the triple combination increased deaths and hospital admissions in a trial.
D is wrong: ICS-LABA treats airway disease, not fibrosis.

Correct Answer: C
Key Learning Point: Antifibrotics (nintedanib, pirfenidone) slow IPF progression; steroids and immunosuppressive combinations are harmful.`,
        difficulty: 'easy',
        cognitiveLevel: 'recall',
        outlineSection: 'III',
        tmcCode: 'III-D',
        rteArea: 'interventions',
        source: 'egans-2020',
        reviewed: '2026-11-25',
      },
      {
        key: 'case-cd-003-5',
        update: `A year later, during a home visit, he tells the respiratory therapist that he would not want to be put on a breathing machine if his lungs fail. No advance directive is in his record.`,
        questionText: `What should the respiratory therapist do?`,
        options: [
          `Write "do not intubate" in his chart based on this conversation alone`,
          `Tell him that such decisions are made by the family instead`,
          `Encourage an advance directive and inform his physician and team`,
          `Say nothing, because the topic may upset him`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. Respecting autonomy means helping the patient record his wishes in a valid advance directive and making sure the physician and team know, so a formal order and goals-of-care discussion can follow.

A is wrong: a respiratory therapist cannot create a code-status order from a conversation; it must come through the proper process.
B is wrong: a capable adult makes his own decisions; the family is not the decision-maker.
D is wrong: avoiding the topic risks treatment he does not want.

Correct Answer: C
Key Learning Point: When a patient states treatment wishes, support an advance directive and communicate them to the physician and team.`,
        difficulty: 'easy',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-I',
        rteArea: 'professional-practice',
        rteTopic: 'ethics',
        rte2027: true,
        source: 'aarc-ethics-2015',
        reviewed: '2026-11-25',
      },
    ],
  },
];
