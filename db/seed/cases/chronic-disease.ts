import type { SeedCaseSet } from '../types';

/** Clinical-judgment case sets in clinics, pulmonary function labs, sleep labs and rehabilitation. */
export const caseSets: SeedCaseSet[] = [
  {
    key: 'case-cd-001',
    topicId: 12,
    title: 'Diagnosing and treating COPD in clinic',
    setting: 'chronic-disease',
    category: 'chronic-lung',
    focus: 'new-diagnosis',
    place: 'outside',
    scenario: `A 63-year-old woman with 40 pack-years of smoking (she quit 2 years ago) has exertional dyspnea that makes her stop after about 100 meters on level ground, and a daily cough. In the past year she had two exacerbations, one needing hospital admission. She is referred to the pulmonary function laboratory.`,
    items: [
      {
        key: 'case-cd-001-1',
        questionText: `Her three acceptable prebronchodilator efforts give FVC 2.60, 2.52 and 2.31 L and FEV1 1.30, 1.26 and 1.10 L. What should the respiratory therapist conclude about repeatability?`,
        options: [
          `Repeatable, because the two largest FVC and FEV1 values agree within 150 mL`,
          `Not repeatable, because the three efforts need to agree within 100 mL`,
          `Not repeatable, because the third FVC is far below the largest`,
          `Repeatable once a fourth effort confirms the lowest FVC`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. The 2019 ATS/ERS standard asks that the two largest FVC values and the two largest FEV1 values each agree within 150 mL (for people older than 6). Here they differ by 80 mL (2.60 vs 2.52) and 40 mL (1.30 vs 1.26), so the session is repeatable.

B is wrong: the criterion is 150 mL between the two largest values, not 100 mL across three.
C is wrong: repeatability compares the two largest values; a lower third effort does not fail the test.
D is wrong: no further effort is needed once the criteria are met.

Correct Answer: A
Key Learning Point: Spirometry is repeatable when the two largest FVC and the two largest FEV1 values each differ by 150 mL or less.`,
        difficulty: 'medium',
        kind: 'information-gathering',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-C',
        rteArea: 'patient-data',
        source: 'ats-ers-spirometry-2019',
        written: '2026-11-25',
      },
      {
        key: 'case-cd-001-2',
        update: `Post-bronchodilator results: FEV1/FVC 0.55 (lower limit of normal 0.66), FEV1 1.42 L (55% of predicted, z-score -2.9). Her FEV1 rose from 1.30 to 1.42 L after albuterol; predicted FEV1 is 2.60 L.`,
        questionText: `How should these results be interpreted?`,
        options: [
          `Airflow obstruction without a significant bronchodilator response`,
          `Restriction, because the FVC is below the predicted value for her age`,
          `Normal spirometry, because the FEV1 rose by 120 mL after albuterol`,
          `Airflow obstruction with a significant bronchodilator response to albuterol`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. A post-bronchodilator FEV1/FVC below the lower limit of normal confirms obstruction. The 2022 ERS/ATS standard calls a response significant when FEV1 or FVC rises by more than 10% of the predicted value; 120 mL is 4.6% of 2.60 L, so the response is not significant.

B is wrong: a low ratio means obstruction; restriction needs a reduced TLC.
C is wrong: the ratio is well below the lower limit of normal.
D is wrong: the change is under 10% of predicted.

Correct Answer: A
Key Learning Point: Obstruction = FEV1/FVC below LLN; a significant bronchodilator response is a change above 10% of the predicted value.`,
        difficulty: 'hard',
        kind: 'information-gathering',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'ers-ats-interpretation-2022',
        written: '2026-11-25',
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
        kind: 'decision-making',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-D',
        rteArea: 'interventions',
        source: 'gold-2025',
        written: '2026-11-25',
      },
      {
        key: 'case-cd-001-4',
        update: `Her triple therapy is available as a dry powder inhaler. Using an inspiratory flow meter set to the device's resistance, her best peak inspiratory flow is 25 L/min.`,
        questionText: `What should the respiratory therapist recommend?`,
        options: [
          `Continue the dry powder inhaler and ask her to inhale much harder`,
          `Choose a soft mist or pressurized inhaler with a valved spacer`,
          `Have her take the dry powder dose twice to make up for the flow`,
          `Replace the dry powder with an oral bronchodilator dose`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Dry powder inhalers need enough inspiratory flow through their resistance (usually at least about 30 L/min, more for some devices) to break up the powder. At 25 L/min she would get a poor lung dose; a device that does not rely on her inspiratory flow, such as a soft mist inhaler or a pressurized inhaler with a valved spacer, suits her better.

A is wrong: her best effort is already measured; she cannot generate enough flow.
C is wrong: doubling a poorly dispersed dose raises side effects without fixing delivery.
D is wrong: oral bronchodilators are less effective and have more side effects.

Correct Answer: B
Key Learning Point: Match the inhaler to the patient: low peak inspiratory flow calls for a soft mist inhaler, pMDI with spacer or nebulizer instead of a DPI.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-D',
        rteArea: 'interventions',
        source: 'aarc-aerosol-devices-2012',
        written: '2026-11-25',
      },
      {
        key: 'case-cd-001-5',
        update: `She starts a soft mist triple-therapy inhaler. She says she avoids walking because breathlessness frightens her and she has lost strength since her hospital stay.`,
        questionText: `Which referral should the respiratory therapist recommend?`,
        options: [
          `A pulmonary rehabilitation program`,
          `A lung volume reduction evaluation within the month`,
          `A sleep study to look for obstructive sleep apnea`,
          `A cardiology referral for an exercise stress test`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Pulmonary rehabilitation (exercise training, education and self-management) improves dyspnea, exercise capacity and quality of life and reduces readmissions; GOLD recommends it for patients with high symptom burden and after a hospitalization.

B is wrong: lung volume reduction is for selected patients with severe hyperinflation after optimal treatment including rehabilitation.
C is wrong: nothing in her history points to sleep apnea.
D is wrong: her limitation is explained by COPD and deconditioning.

Correct Answer: A
Key Learning Point: Refer symptomatic COPD patients, especially after hospitalization, to pulmonary rehabilitation.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        source: 'gold-2025',
        written: '2026-11-25',
      },
    ],
  },
  {
    key: 'case-cd-002',
    topicId: 5,
    title: 'Severe asthma and biologic therapy',
    setting: 'chronic-disease',
    category: 'chronic-lung',
    focus: 'outpatient',
    place: 'outside',
    scenario: `A 45-year-old man with asthma is seen in the severe asthma clinic. He uses high-dose inhaled corticosteroid-LABA and a long-acting muscarinic antagonist. He needed three courses of oral prednisone last year and his Asthma Control Test score is 14.`,
    items: [
      {
        key: 'case-cd-002-1',
        questionText: `Before more medication is considered, what should the respiratory therapist check first?`,
        options: [
          `His inhaler technique and adherence`,
          `His total IgE, to see whether omalizumab fits`,
          `His FeNO, to decide between biologics`,
          `His chest CT, to exclude bronchiectasis`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. GINA's severe asthma pathway starts by confirming that poor control is not due to incorrect technique, poor adherence, untreated comorbidities or exposures. These are the most common causes of "difficult" asthma and are fixed before adding costly therapy.

B is wrong: IgE is part of phenotyping later in the pathway.
C is wrong: FeNO helps phenotyping, which comes after basic factors are addressed.
D is wrong: CT is for specific suspicions, not the first step.

Correct Answer: A
Key Learning Point: In uncontrolled asthma, check technique, adherence, comorbidities and triggers before escalating therapy.`,
        difficulty: 'easy',
        kind: 'information-gathering',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-B',
        rteArea: 'patient-data',
        source: 'gina-2025',
        written: '2026-11-25',
      },
      {
        key: 'case-cd-002-2',
        update: `His technique is correct and pharmacy records show full adherence. Tests: blood eosinophils 480 cells/µL, FeNO 52 ppb, total IgE 40 IU/mL, and skin and blood tests show no allergic sensitization.`,
        questionText: `How should his asthma be characterized?`,
        options: [
          `Eosinophilic type 2 asthma without allergy`,
          `Allergic asthma driven by IgE sensitization`,
          `Type 2-low (non-eosinophilic) asthma`,
          `Asthma-COPD overlap with neutrophilic inflammation`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Blood eosinophils of 150-300/µL or more and a FeNO of 20-25 ppb or more mark type 2 inflammation; with no sensitization and a low IgE, his asthma is eosinophilic but not allergic.

B is wrong: he has no sensitization, so IgE-driven allergic asthma does not fit.
C is wrong: his eosinophils and FeNO are high, the opposite of type 2-low.
D is wrong: nothing suggests COPD or neutrophilic disease.

Correct Answer: A
Key Learning Point: Raised blood eosinophils and FeNO define type 2 asthma; allergic sensitization is a separate question.`,
        difficulty: 'medium',
        kind: 'information-gathering',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'gina-2025',
        written: '2026-11-25',
      },
      {
        key: 'case-cd-002-3',
        update: `The specialist considers an add-on biologic.`,
        questionText: `Which class of biologic fits his phenotype?`,
        options: [
          `Anti-IgE therapy, such as omalizumab`,
          `Anti-IL-5 or anti-IL-5 receptor therapy`,
          `A TNF-alpha blocker, such as infliximab`,
          `An anti-IL-17 antibody, such as secukinumab`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Anti-IL-5 (mepolizumab, reslizumab) and anti-IL-5 receptor (benralizumab) drugs reduce eosinophils and cut exacerbations and oral steroid use in severe eosinophilic asthma; anti-IL-4R and anti-TSLP drugs are also options for type 2 disease.

A is wrong: omalizumab needs allergic sensitization with IgE in the dosing range, which he lacks.
C is wrong: TNF blockers are not recommended for asthma.
D is wrong: anti-IL-17 drugs have no role in asthma.

Correct Answer: B
Key Learning Point: Severe eosinophilic asthma responds to anti-IL-5/5R (or anti-IL-4R, anti-TSLP) biologics; anti-IgE needs allergic sensitization.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-D',
        rteArea: 'interventions',
        rteTopic: 'biologics-cftr',
        rte2027: true,
        source: 'gina-2025',
        written: '2026-11-25',
      },
      {
        key: 'case-cd-002-4',
        update: `He starts benralizumab injections. At 4 months he has had no exacerbations, needed no prednisone and his Asthma Control Test is 22.`,
        questionText: `How should the respiratory therapist judge his response?`,
        options: [
          `Too early to judge; wait 2 years of treatment before deciding`,
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
        kind: 'information-gathering',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        rteTopic: 'biologics-cftr',
        rte2027: true,
        source: 'gina-2025',
        written: '2026-11-25',
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
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-I',
        rteArea: 'professional-practice',
        rteTopic: 'biologics-cftr',
        rte2027: true,
        source: 'gina-2025',
        written: '2026-11-25',
      },
    ],
  },
  {
    key: 'case-cd-003',
    topicId: 1,
    title: 'Progressive dyspnea with velcro crackles',
    setting: 'chronic-disease',
    category: 'chronic-lung',
    focus: 'new-diagnosis',
    place: 'outside',
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
        kind: 'information-gathering',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'ers-ats-interpretation-2022',
        written: '2026-11-25',
      },
      {
        key: 'case-cd-003-2',
        update: `The pulmonologist wants to characterize the pattern of his lung disease.`,
        questionText: `Which test should the respiratory therapist expect to be ordered next?`,
        options: [
          `A ventilation-perfusion lung scan`,
          `A methacholine challenge test`,
          `A cardiopulmonary exercise test on a cycle ergometer`,
          `A high-resolution CT scan of the chest`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. High-resolution CT shows the distribution and pattern of interstitial disease (for example a basal, subpleural usual interstitial pneumonia pattern with honeycombing), which often makes the diagnosis of idiopathic pulmonary fibrosis without a biopsy.

A is wrong: a V/Q scan looks for vascular obstruction, not fibrosis.
B is wrong: methacholine tests airway hyperresponsiveness, which is not the question.
C is wrong: exercise testing measures limitation but does not characterize the lung disease.

Correct Answer: D
Key Learning Point: High-resolution CT is the key test to characterize interstitial lung disease.`,
        difficulty: 'easy',
        kind: 'information-gathering',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-E',
        rteArea: 'patient-data',
        source: 'egans-2020',
        written: '2026-11-25',
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
        kind: 'decision-making',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-C',
        rteArea: 'patient-data',
        source: 'ers-ats-field-walking-2014',
        written: '2026-11-25',
      },
      {
        key: 'case-cd-003-4',
        update: `With a forehead sensor the repeat walk shows a fall to 85%, and ambulatory oxygen is titrated and prescribed. His physician discusses drug treatment.`,
        questionText: `Which drug treatment is recommended for idiopathic pulmonary fibrosis?`,
        options: [
          `High-dose oral prednisone for 6 months`,
          `Combined prednisone, azathioprine and acetylcysteine`,
          `An antifibrotic drug, such as nintedanib or pirfenidone`,
          `Inhaled corticosteroid plus a long-acting beta-agonist`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. Nintedanib and pirfenidone slow the decline of FVC in idiopathic pulmonary fibrosis and are the recommended treatments.

A is wrong: corticosteroids do not help IPF and cause harm.
B is wrong: the triple combination increased deaths and hospital admissions in a trial.
D is wrong: ICS-LABA treats airway disease, not fibrosis.

Correct Answer: C
Key Learning Point: Antifibrotics (nintedanib, pirfenidone) slow IPF progression; steroids and immunosuppressive combinations are harmful.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'recall',
        outlineSection: 'III',
        tmcCode: 'III-D',
        rteArea: 'interventions',
        source: 'egans-2020',
        written: '2026-11-25',
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
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-I',
        rteArea: 'professional-practice',
        rteTopic: 'ethics',
        rte2027: true,
        source: 'aarc-ethics-2015',
        written: '2026-11-25',
      },
    ],
  },
  {
    key: 'case-cd-004',
    topicId: 6,
    title: 'Snoring, sleepiness and CPAP',
    setting: 'chronic-disease',
    category: 'medical-other',
    place: 'outside',
    scenario: `A 52-year-old man with a BMI of 36 kg/m² and treated hypertension is referred by his primary care physician. His wife reports loud snoring and pauses in his breathing, and he falls asleep in meetings (Epworth Sleepiness Scale 15). He has no heart failure, lung disease, neuromuscular disease or opioid use.`,
    items: [
      {
        key: 'case-cd-004-1',
        questionText: `Which diagnostic test is appropriate for him?`,
        options: [
          `Overnight oximetry alone, to screen for desaturation`,
          `A home sleep apnea test or in-lab polysomnography`,
          `A multiple sleep latency test on its own`,
          `Daytime spirometry with a flow-volume loop`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. He is an uncomplicated adult with signs and symptoms of moderate-to-severe obstructive sleep apnea, so the AASM guideline allows either a technically adequate home sleep apnea test or in-lab polysomnography.

A is wrong: oximetry alone is not recommended for diagnosing sleep apnea.
C is wrong: the multiple sleep latency test evaluates hypersomnolence such as narcolepsy, not sleep apnea.
D is wrong: spirometry does not diagnose sleep-disordered breathing.

Correct Answer: B
Key Learning Point: Uncomplicated adults with a high pretest probability of moderate-to-severe OSA can be tested with a home sleep apnea test or polysomnography.`,
        difficulty: 'easy',
        kind: 'information-gathering',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-E',
        rteArea: 'patient-data',
        source: 'aasm-osa-testing-2017',
        written: '2026-11-25',
      },
      {
        key: 'case-cd-004-2',
        update: `A home sleep apnea test records 212 respiratory events over 6.2 hours of monitoring, mostly obstructive, with a nadir SpO2 of 78%.`,
        questionText: `How severe is his sleep apnea?`,
        options: [
          `Normal, with fewer than 5 events per hour`,
          `Mild, at 5 to fewer than 15 events per hour`,
          `Moderate, at 15 to fewer than 30 events per hour`,
          `Severe, at 30 or more events per hour`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. The respiratory event index is 212 / 6.2 = 34 events per hour. Thirty or more is severe.

A is wrong: 34 is far above 5.
B is wrong: mild is 5 to under 15.
C is wrong: moderate is 15 to under 30.

Correct Answer: D
Key Learning Point: AHI/REI = events / hours; 5-14 mild, 15-29 moderate, 30 or more severe.`,
        difficulty: 'easy',
        kind: 'information-gathering',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'aasm-scoring-2023',
        written: '2026-11-25',
      },
      {
        key: 'case-cd-004-3',
        update: `The sleep physician recommends positive airway pressure.`,
        questionText: `Which approach to starting therapy is reasonable for him?`,
        options: [
          `Auto-adjusting CPAP at home with early follow-up`,
          `Bilevel ventilation with a backup rate of 14/min`,
          `Nocturnal oxygen at 2 L/min by nasal cannula`,
          `A fixed CPAP of 20 cm H2O without titration`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. For adults with uncomplicated obstructive sleep apnea, positive pressure can be started with auto-adjusting CPAP at home or with an in-lab titration; close follow-up in the first weeks supports adherence.

B is wrong: bilevel with a backup rate is for hypoventilation or central apnea, not uncomplicated OSA.
C is wrong: oxygen does not prevent airway collapse.
D is wrong: an untitrated pressure of 20 cm H2O is far higher than most patients need and hurts tolerance.

Correct Answer: A
Key Learning Point: Start uncomplicated OSA on auto-CPAP at home (or after a lab titration) with early follow-up.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-C',
        rteArea: 'interventions',
        source: 'egans-2020',
        written: '2026-11-25',
      },
      {
        key: 'case-cd-004-4',
        update: `Two weeks later he says he feels he cannot breathe out against the air and pulls the mask off after a few hours. The download shows an average use of 3 hours a night, normal leak, a 90th-percentile pressure of 13 cm H2O and a residual AHI of 4.`,
        questionText: `Which change is most likely to improve his tolerance?`,
        options: [
          `Set a fixed pressure of 18 cm H2O to control every event`,
          `Replace CPAP with nocturnal oxygen, which is easier to tolerate`,
          `Turn on expiratory pressure relief and a comfort ramp at sleep onset`,
          `Remove the humidifier so that the airflow feels lighter`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. His pressure needs are modest and the therapy controls his events, but he finds exhaling against the pressure uncomfortable. Expiratory pressure relief lowers the pressure briefly at the start of each exhalation, and a ramp lets him fall asleep at a lower pressure; both improve comfort without losing effect.

A is wrong: a higher fixed pressure would make exhaling even harder.
B is wrong: oxygen does not keep the airway open and leaves his apnea untreated.
D is wrong: humidity does not cause the expiratory discomfort, and removing it often causes dryness.

Correct Answer: C
Key Learning Point: For CPAP pressure intolerance with good control, use expiratory pressure relief and a ramp before changing the therapy.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        source: 'egans-2020',
        written: '2026-11-25',
      },
      {
        key: 'case-cd-004-5',
        update: `Pressure relief and a ramp are turned on. At 60 days the download shows use of 4 hours or more on 82% of nights, an average of 6.1 hours, normal leak and a residual AHI of 3 events per hour. His Epworth score is 7.`,
        questionText: `How should the respiratory therapist judge his therapy?`,
        options: [
          `Adherent and effective; continue with routine follow-up`,
          `Not adherent, since he uses it on fewer than 90% of nights`,
          `Ineffective, as a residual AHI should be zero`,
          `Adherent but ineffective; the pressure should be increased`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. The usual adherence standard is 4 hours or more on at least 70% of nights; he exceeds it. A residual AHI under 5 with normal leak and an Epworth score that has fallen from 15 to 7 shows effective treatment.

B is wrong: 70%, not 90%, is the usual threshold.
C is wrong: a residual AHI under 5 is the goal; zero is not expected.
D is wrong: the therapy is effective; more pressure is not needed.

Correct Answer: A
Key Learning Point: CPAP adherence is 4 h or more on 70% or more of nights; a residual AHI under 5 with improved sleepiness shows effective therapy.`,
        difficulty: 'medium',
        kind: 'information-gathering',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'egans-2020',
        written: '2026-11-25',
      },
      {
        key: 'case-cd-004-6',
        update: `He mentions that his CPAP mask and tubing have a musty smell and that he rinses them about once a month.`,
        questionText: `Which cleaning routine should the respiratory therapist teach?`,
        options: [
          `Wipe the mask with an alcohol pad once a week and leave the tubing`,
          `Run the tubing through the dishwasher on the hottest cycle daily`,
          `Wash with mild soap and water, rinse and air-dry regularly`,
          `Soak everything in undiluted bleach overnight once a month`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. Manufacturers advise washing the mask cushion daily and the tubing and humidifier chamber at least weekly in warm water with mild soap, rinsing well and letting them air-dry away from sunlight; the humidifier is refilled with distilled water.

A is wrong: alcohol degrades mask silicone, and untreated tubing keeps growing organisms.
B is wrong: dishwasher heat can warp tubing and masks.
D is wrong: undiluted bleach damages the materials and leaves irritating residue; monthly cleaning is too infrequent.

Correct Answer: C
Key Learning Point: Clean CPAP masks, tubing and chambers regularly with mild soap and water, rinse and air-dry.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'II',
        tmcCode: 'II-B',
        rteArea: 'equipment-infection',
        source: 'egans-2020',
        written: '2026-11-25',
      },
    ],
  },
  {
    key: 'case-cd-005',
    topicId: 12,
    title: 'Pulmonary rehabilitation after a COPD admission',
    setting: 'chronic-disease',
    category: 'chronic-lung',
    focus: 'outpatient',
    place: 'outside',
    scenario: `A 66-year-old woman with severe COPD (FEV1 38% of predicted) starts outpatient pulmonary rehabilitation 3 weeks after a hospital stay for an exacerbation. She does not use oxygen at rest (resting SpO2 93%). Her baseline 6-minute walk test is scheduled.`,
    items: [
      {
        key: 'case-cd-005-1',
        questionText: `During the walk she stops at 4 minutes, breathless. How should the respiratory therapist conduct the rest of the test?`,
        options: [
          `End the test and record the distance she walked in 4 minutes`,
          `Restart the timer when she is ready to walk again`,
          `Let her rest while the timer runs, and resume when she can`,
          `Walk beside her and urge her on loudly to finish quickly`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. In the 6-minute walk test the patient may slow down or stop to rest, but the timer keeps running; she resumes when able, and the total distance at 6 minutes is recorded along with the number and length of rests.

A is wrong: stopping to rest is allowed and is not a reason to end the test.
B is wrong: restarting the timer changes the test and inflates the distance.
D is wrong: encouragement is standardized phrases at set times; walking beside her or pushing her changes the pace.

Correct Answer: C
Key Learning Point: In a 6MWT, rests are allowed with the clock running; use standard encouragement only.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-C',
        rteArea: 'patient-data',
        source: 'ats-6mwt-2002',
        written: '2026-11-25',
      },
      {
        key: 'case-cd-005-2',
        update: `She walks 280 m. Her SpO2 falls to 85% and her Borg dyspnea score reaches 7 of 10; both recover within 3 minutes of rest.`,
        questionText: `What should the respiratory therapist recommend for her exercise training?`,
        options: [
          `Train without oxygen, as brief desaturation improves her fitness faster`,
          `Postpone the training until her resting SpO2 has fallen below 88%`,
          `Limit training to breathing exercises in a chair`,
          `Supplemental oxygen during training to keep SpO2 at 88% or more`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Exertional desaturation below 88% is corrected during training with supplemental oxygen, allowing her to train longer and harder safely.

A is wrong: hypoxemia does not add a training benefit and can cause arrhythmias.
B is wrong: resting saturation is not the criterion for exercise oxygen, and delaying rehab loses its benefit.
C is wrong: she can exercise; limiting her to chair exercises denies the most effective part of rehab.

Correct Answer: D
Key Learning Point: Give supplemental oxygen during rehab exercise to patients who desaturate below 88%.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-C',
        rteArea: 'interventions',
        source: 'egans-2020',
        written: '2026-11-25',
      },
      {
        key: 'case-cd-005-3',
        update: `She trains on a treadmill with oxygen. The team sets her intensity.`,
        questionText: `Which intensity target is appropriate for her endurance training?`,
        options: [
          `A dyspnea rating of 1-2 on the Borg scale throughout`,
          `A dyspnea rating of about 4-6 on the Borg scale`,
          `The highest speed she can hold for 1 minute at a time`,
          `A heart rate of 220 minus her age`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Endurance training in COPD aims at moderate-to-high intensity, often guided by a dyspnea (or fatigue) rating of about 4-6 on the modified Borg scale, or about 60-80% of peak work rate, progressed as she improves.

A is wrong: a rating of 1-2 is too easy to produce a training effect.
C is wrong: a 1-minute maximal effort is interval work at peak, not a sustainable endurance target.
D is wrong: 220 minus age estimates maximal heart rate, which is neither a safe nor a useful target in COPD, where ventilation limits exercise first.

Correct Answer: B
Key Learning Point: Prescribe COPD endurance training by symptoms (Borg 4-6) or 60-80% of peak work rate.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        source: 'egans-2020',
        written: '2026-11-25',
      },
      {
        key: 'case-cd-005-4',
        update: `During training she breathes fast with her shoulders raised and becomes panicked as her breathing quickens.`,
        questionText: `Which technique should the respiratory therapist teach her to use during exertion?`,
        options: [
          `Pursed-lip breathing with a slow, longer exhalation`,
          `Breath-holding for 10 seconds after each inhalation`,
          `Rapid, shallow breathing to reduce effort`,
          `Forceful exhalation against a closed glottis`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Pursed-lip breathing slows the rate and lengthens exhalation, creating a back-pressure that keeps small airways open; this reduces dynamic hyperinflation and dyspnea and helps her regain control.

B is wrong: breath-holding worsens air hunger and gas trapping.
C is wrong: fast, shallow breathing increases dead-space ventilation and hyperinflation.
D is wrong: a Valsalva maneuver raises intrathoracic pressure and does not relieve dyspnea.

Correct Answer: A
Key Learning Point: Teach pursed-lip breathing to slow breathing and reduce dynamic hyperinflation in COPD.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-I',
        rteArea: 'professional-practice',
        source: 'egans-2020',
        written: '2026-11-25',
      },
      {
        key: 'case-cd-005-5',
        update: `After 8 weeks her repeat 6-minute walk, done the same way, is 330 m, and she reports less breathlessness with daily tasks.`,
        questionText: `How should the respiratory therapist interpret the 50-m change?`,
        options: [
          `Within the variability of the test, so not meaningful`,
          `A fall in performance, as she should exceed 500 m`,
          `An improvement above the minimal important difference`,
          `Too small to judge without a cardiopulmonary exercise test`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. The minimal clinically important difference for the 6-minute walk in chronic lung disease is about 25-33 m; a 50-m gain under the same test conditions is a meaningful improvement, matching her symptoms.

A is wrong: 50 m exceeds the usual test-retest variability and the important difference.
B is wrong: the distance rose; normal values for healthy adults are not the benchmark.
D is wrong: a repeat field test is adequate to judge the response to rehab.

Correct Answer: C
Key Learning Point: A 6MWD change of about 25-33 m or more is clinically important in chronic respiratory disease.`,
        difficulty: 'medium',
        kind: 'information-gathering',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'ers-ats-field-walking-2014',
        written: '2026-11-25',
      },
    ],
  },
  {
    key: 'case-cd-006',
    topicId: 12,
    title: 'Non-CF bronchiectasis with a new Pseudomonas culture',
    setting: 'chronic-disease',
    category: 'chronic-lung',
    focus: 'outpatient',
    place: 'outside',
    scenario: `A 58-year-old woman has had a daily productive cough for years, with three chest infections in the past year. A CT scan shows dilated, thick-walled bronchi in both lower lobes; tests for cystic fibrosis are negative. She does no regular airway clearance.`,
    items: [
      {
        key: 'case-cd-006-1',
        questionText: `Which airway clearance plan should the respiratory therapist start?`,
        options: [
          `Airway clearance during chest infections, not between them`,
          `A cough suppressant at night to protect her sleep`,
          `Incentive spirometry ten times an hour`,
          `A daily routine with an oscillating PEP device and huff coughing`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. People with bronchiectasis and daily sputum benefit from a regular (once or twice daily) airway clearance routine; an oscillating PEP device combined with huffing is effective and easy to do at home.

A is wrong: clearance is a daily routine, not just for exacerbations.
B is wrong: suppressing the cough lets secretions pool and infections recur.
C is wrong: incentive spirometry expands the lungs but does not clear secretions from dilated airways.

Correct Answer: D
Key Learning Point: Teach bronchiectasis patients a daily airway clearance routine, such as oscillating PEP with huffing.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-B',
        rteArea: 'interventions',
        source: 'aarc-airway-clearance-nonpharm-2013',
        written: '2026-11-25',
      },
      {
        key: 'case-cd-006-2',
        update: `Her sputum still feels thick and hard to clear after 2 months of daily clearance. The physician considers adding nebulized hypertonic saline.`,
        questionText: `How should the first dose be given?`,
        options: [
          `At home without supervision, using the largest volume she can tolerate`,
          `Mixed with her inhaled antibiotic in one nebulizer cup to save time`,
          `In clinic after a bronchodilator, with spirometry before and after`,
          `Immediately after airway clearance, so it does not interfere with clearing`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. Hypertonic saline can trigger bronchospasm, so the first dose is given under supervision after a bronchodilator, with spirometry (or peak flow) before and after to detect a fall; it is then taken before or during airway clearance to loosen secretions.

A is wrong: the first dose should be supervised in case of bronchospasm.
B is wrong: drugs are not mixed in one nebulizer unless approved.
D is wrong: saline is meant to loosen mucus before or during clearance, not after it.

Correct Answer: C
Key Learning Point: Give the first dose of hypertonic saline supervised, after a bronchodilator, with spirometry before and after.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-D',
        rteArea: 'interventions',
        source: 'aarc-airway-clearance-pharm-2015',
        written: '2026-11-25',
      },
      {
        key: 'case-cd-006-3',
        update: `Her routine sputum culture grows Pseudomonas aeruginosa for the first time. She is otherwise stable.`,
        questionText: `What should the respiratory therapist expect the physician to recommend?`,
        options: [
          `Repeat the culture in a year and treat if symptoms worsen`,
          `An eradication course of antibiotics`,
          `Stop airway clearance to avoid spreading the organism`,
          `Isolate her at home until the culture is negative`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. A first isolation of Pseudomonas in bronchiectasis is associated with more exacerbations and faster decline, so guidelines advise an attempt at eradication (oral or intravenous antibiotics, often followed by an inhaled antibiotic).

A is wrong: waiting misses the window when eradication is most likely to succeed.
C is wrong: airway clearance remains essential and does not spread the organism to others.
D is wrong: home isolation is not required for Pseudomonas in bronchiectasis.

Correct Answer: B
Key Learning Point: Offer eradication therapy after a new Pseudomonas isolation in bronchiectasis.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        source: 'egans-2020',
        written: '2026-11-25',
      },
      {
        key: 'case-cd-006-4',
        update: `She is prescribed an inhaled antibiotic by jet nebulizer at home. She asks how to keep the nebulizer clean.`,
        questionText: `Which home routine should the respiratory therapist teach?`,
        options: [
          `Rinse under tap water and leave it assembled in the bag`,
          `Clean, disinfect, rinse with sterile water and air-dry`,
          `Wipe the outside with a dry cloth after each use`,
          `Replace the tubing weekly and leave the cup uncleaned`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Home nebulizers are cleaned after each use to remove residue, disinfected (for example by boiling, 70% alcohol or 3% hydrogen peroxide, or as the maker directs), rinsed with sterile (not tap) water and allowed to air-dry before storage, preventing growth of organisms such as Pseudomonas.

A is wrong: tap water rinses and moist storage encourage bacterial growth.
C is wrong: wiping the outside leaves the contaminated inside untouched.
D is wrong: the medication cup is the part that most needs cleaning.

Correct Answer: B
Key Learning Point: Clean, disinfect, rinse with sterile water and air-dry home nebulizers after use.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'II',
        tmcCode: 'II-B',
        rteArea: 'equipment-infection',
        source: 'cdc-disinfection-2008',
        written: '2026-11-25',
      },
      {
        key: 'case-cd-006-5',
        update: `Months later she calls in alarm: she has coughed up about 300 mL of bright red blood over the past day. An ambulance is on its way, and her CT had shown worse disease on the left.`,
        questionText: `How should she be positioned while awaiting help?`,
        options: [
          `Lying on her left side, with the bleeding side down`,
          `Lying on her right side, with the left lung uppermost`,
          `Flat on her back with her legs raised`,
          `Sitting bolt upright with her head tilted back`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. In large hemoptysis the danger is blood flooding the good lung. Lying with the bleeding side down keeps the blood in the affected lung and protects gas exchange in the other; she goes urgently to hospital for airway protection and bronchial artery embolization if needed.

B is wrong: bleeding-side up lets blood spill into the healthy lung.
C is wrong: lying flat on the back spreads blood to both lungs and raises aspiration risk.
D is wrong: tilting the head back makes coughing out blood harder.

Correct Answer: A
Key Learning Point: In massive hemoptysis, position the patient with the bleeding lung down to protect the other lung.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-G',
        rteArea: 'interventions',
        source: 'egans-2020',
        written: '2026-11-25',
      },
    ],
  },
  {
    key: 'case-cd-007',
    topicId: 12,
    title: 'Respiratory care in amyotrophic lateral sclerosis',
    setting: 'chronic-disease',
    category: 'neurological',
    place: 'outside',
    scenario: `A 60-year-old man with amyotrophic lateral sclerosis diagnosed 2 years ago is seen in the neuromuscular clinic. He now sleeps propped on three pillows and wakes with morning headaches. His upright FVC is 48% of predicted and his maximal inspiratory pressure is -50 cm H2O. His speech and swallowing are still good.`,
    items: [
      {
        key: 'case-cd-007-1',
        questionText: `What should the respiratory therapist recommend?`,
        options: [
          `Recheck his FVC in 6 months and act if it falls below 30%`,
          `Nocturnal oxygen at 2 L/min for the headaches`,
          `Daytime incentive spirometry to strengthen the diaphragm`,
          `Nocturnal bilevel noninvasive ventilation`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Orthopnea, morning headaches (nocturnal hypercapnia), an FVC under 50% of predicted and a weak MIP are accepted triggers for noninvasive ventilation in ALS, which improves symptoms, quality of life and survival.

A is wrong: waiting for a lower FVC delays a treatment that helps now.
B is wrong: oxygen alone can worsen nocturnal hypercapnia in hypoventilation.
C is wrong: training cannot reverse motor neuron loss.

Correct Answer: D
Key Learning Point: Start nocturnal NIV in ALS with orthopnea, symptoms of nocturnal hypoventilation, FVC under 50% or a weak MIP.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-C',
        rteArea: 'interventions',
        source: 'egans-2020',
        written: '2026-11-25',
      },
      {
        key: 'case-cd-007-2',
        update: `He starts bilevel ventilation at night. Over the next months his cough weakens, with a peak cough flow of 200 L/min, and the team orders mechanical insufflation-exsufflation for home.`,
        questionText: `Which starting settings are typical for an adult?`,
        options: [
          `Insufflation +10 and exsufflation -10 cm H2O`,
          `Insufflation +40 and exsufflation -40 cm H2O, titrated to comfort and effect`,
          `Insufflation +80 and exsufflation -80 cm H2O from the very first session onward`,
          `Insufflation alone, without a negative pressure phase`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Adults typically use pressures around +40 and -40 cm H2O, often started lower and increased as tolerated, delivered in cycles of several breaths followed by rest, to produce an effective cough flow.

A is wrong: 10 cm H2O generates too little flow to clear secretions.
C is wrong: pressures of 80 cm H2O are excessive and risk barotrauma.
D is wrong: the negative (exsufflation) phase produces the cough flow; inflation alone does not clear secretions.

Correct Answer: B
Key Learning Point: Mechanical insufflation-exsufflation in adults typically works around +40/-40 cm H2O, titrated to tolerance and effect.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'recall',
        outlineSection: 'III',
        tmcCode: 'III-B',
        rteArea: 'interventions',
        source: 'egans-2020',
        written: '2026-11-25',
      },
      {
        key: 'case-cd-007-3',
        update: `A year later the device download shows frequent central events with no breathing effort and a rising PaCO2 on a daytime gas. He uses spontaneous mode without a backup rate.`,
        questionText: `Which setting change should the respiratory therapist recommend?`,
        options: [
          `Lower the IPAP to reduce the central events`,
          `Switch to CPAP so his own breathing can take over`,
          `Add a backup rate (spontaneous-timed mode)`,
          `Stop ventilation at night and add oxygen instead`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. As respiratory muscles weaken, he cannot always trigger breaths, so a backup rate ensures a minimum ventilation during central events and lowers the PaCO2.

A is wrong: less support worsens hypoventilation.
B is wrong: CPAP gives no inspiratory support for weak muscles.
D is wrong: oxygen without ventilation raises the risk of hypercapnia.

Correct Answer: C
Key Learning Point: In progressive neuromuscular weakness on bilevel NIV, add a backup rate (ST mode) when central events or hypercapnia appear.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        source: 'egans-2020',
        written: '2026-11-25',
      },
      {
        key: 'case-cd-007-4',
        update: `He is alert and has capacity. He tells the team he does not want a tracheostomy or invasive ventilation. His wife, in tears, asks the respiratory therapist to make sure "everything is done".`,
        questionText: `How should the respiratory therapist respond?`,
        options: [
          `Follow the wife's wishes, as she will be his main caregiver at home`,
          `Ask the physician to overrule him, as a tracheostomy would prolong life`,
          `Respect his decision and support a family meeting with the team`,
          `Avoid the topic with both of them until he deteriorates`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. A capable adult has the right to refuse treatment (autonomy). The therapist respects his decision and helps the team hold a family meeting or palliative care discussion so his wife's distress is heard and his wishes are documented.

A is wrong: a family member cannot override a capable patient's decision.
B is wrong: clinicians do not overrule an informed refusal by a capable patient.
D is wrong: avoiding the discussion risks a crisis in which his wishes are unknown.

Correct Answer: C
Key Learning Point: Respect an informed refusal by a patient with capacity, and support communication with the family.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-I',
        rteArea: 'professional-practice',
        rteTopic: 'ethics',
        rte2027: true,
        source: 'beauchamp-childress-2019',
        written: '2026-11-25',
      },
      {
        key: 'case-cd-007-5',
        update: `Months later he is admitted with pneumonia. At night his SpO2 falls to 86% on his bilevel settings with 3 L/min of oxygen, and his secretions are increasing. The respiratory therapist pages the physician using SBAR.`,
        questionText: `Which statement belongs in the recommendation part of the report?`,
        options: [
          `"Mr. Lee, 60, with ALS, is on his home bilevel with oxygen bled in"`,
          `"His SpO2 has dropped from 93% to 86% over the last 2 hours"`,
          `"I think he is retaining secretions and may be developing hypercapnia"`,
          `"I'd like a blood gas and an order to add cough-assist treatments now"`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. SBAR ends with the Recommendation: a specific request of the receiver, here a blood gas and cough-assist treatments.

A is wrong: patient identity and context belong to Situation and Background.
B is wrong: the change in SpO2 is part of the Situation (or Assessment data).
C is wrong: the therapist's interpretation is the Assessment.

Correct Answer: D
Key Learning Point: SBAR: Situation, Background, Assessment (your interpretation), Recommendation (a specific request).`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'professional-practice',
        rteTopic: 'team-communication',
        rte2027: true,
        source: 'teamstepps-2023',
        written: '2026-11-25',
      },
    ],
  },
];
