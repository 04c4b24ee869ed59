import type { SeedQuestion } from '../../types';

/** RTE 2027 additions: biologics and CFTR modulators (tmcCode III-D, rteArea interventions). */
const meta = {
  outlineSection: 'III',
  tmcCode: 'III-D',
  rteArea: 'interventions',
  rteTopic: 'biologics-cftr',
  rte2027: true,
  written: '2026-11-25',
  source: 'gina-2025',
  topicId: 5,
} as const;

export const questions: SeedQuestion[] = [
  {
    ...meta,
    key: 'bio-001',
    questionText: `A 48-year-old man weighing 128 kg has severe asthma with three exacerbations in the past year despite high-dose ICS-LABA and a LAMA, taken correctly. He is sensitized to house dust mite. Total serum IgE is 1,650 IU/mL and blood eosinophils are 520 cells/microL. Which biologic is the most suitable choice?`,
    options: [
      `Omalizumab, because he is sensitized to a perennial aeroallergen`,
      `An anti-IL-5 pathway agent such as mepolizumab or benralizumab`,
      `No biologic, because his IgE is too high for any of the agents`,
      `Omalizumab at the highest dose, repeated every 2 weeks instead`,
    ],
    correctAnswer: 'B',
    explanation: `B is correct. Omalizumab is dosed from a table of total IgE and body weight; an IgE of 1,650 IU/mL at 128 kg is outside that table, so it cannot be given. His eosinophils of 520 cells/microL with frequent exacerbations make him a good candidate for anti-IL-5 or anti-IL-5 receptor therapy.

A is wrong: sensitization alone is not enough; IgE and weight must fall within the dosing range.
C is wrong: a high IgE rules out omalizumab, not the eosinophil-targeted biologics.
D is wrong: exceeding the labeled dosing table is not an accepted way around the limit.

Correct Answer: B
Key Learning Point: Omalizumab eligibility needs allergen sensitization plus total IgE and weight inside the dosing table; a high eosinophil count points to anti-IL-5 therapy.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'bio-002',
    questionText: `A 36-year-old woman who moved from a rural tropical region a year ago has severe asthma and blood eosinophils of 900 cells/microL. Her pulmonologist plans to start mepolizumab. Which test should be done before the first dose?`,
    options: [
      `A stool examination or serology for parasitic (helminth) infection`,
      `A methacholine challenge to confirm hyperresponsiveness once more`,
      `A repeat skin prick test panel for common perennial aeroallergens`,
      `A serum alpha-1 antitrypsin level to exclude a genetic emphysema`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. Eosinophils help defend against helminths, and a high count can itself be caused by parasites. Before an anti-IL-5 or other type 2 biologic, patients at risk (for example from endemic areas) are tested and treated for helminth infection, which could worsen once eosinophils are suppressed.

B is wrong: she already has a diagnosis of severe asthma; repeating bronchoprovocation does not affect biologic safety.
C is wrong: allergen sensitization matters for anti-IgE therapy, not for mepolizumab.
D is wrong: alpha-1 antitrypsin testing is for COPD and early emphysema, not a prerequisite for anti-IL-5 therapy.

Correct Answer: A
Key Learning Point: Exclude or treat helminth infection before starting an eosinophil-targeted biologic in patients at risk.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'bio-003',
    questionText: `A 31-year-old woman has severe asthma with exacerbations despite high-dose ICS-LABA, taken correctly. Skin prick and specific IgE tests are negative to all aeroallergens. Her blood eosinophils are 210 cells/microL and FeNO is 58 ppb. She also needs oral corticosteroids for nasal polyps. Which biologic best fits this phenotype?`,
    options: [
      `Omalizumab, as it blocks the IgE that drives type 2 airway inflammation`,
      `Benralizumab, since it depletes eosinophils whatever the blood count is`,
      `Dupilumab, which targets IL-4 and IL-13 and suits a high FeNO with polyps`,
      `Reslizumab, because it is given by weight-based intravenous infusion`,
    ],
    correctAnswer: 'C',
    explanation: `C is correct. She has type 2 asthma shown by a high FeNO (≥ 25 ppb) and moderate eosinophils, without allergic sensitization, plus nasal polyps. Dupilumab's eligibility criteria include eosinophils of at least 150 cells/microL or FeNO of at least 25 ppb, and it also treats chronic rhinosinusitis with nasal polyps.

A is wrong: omalizumab needs sensitization to a perennial allergen, which she lacks.
B is wrong: anti-IL-5 receptor therapy works best with higher eosinophil counts (typically ≥ 300), and FeNO, her strongest marker, predicts dupilumab response better.
D is wrong: its infusion route is not a reason to choose it; reslizumab also targets eosinophils and fits her markers less well.

Correct Answer: C
Key Learning Point: A high FeNO with moderate eosinophils and nasal polyps favors anti-IL-4Rα therapy (dupilumab); anti-IgE needs allergic sensitization.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'bio-004',
    topicId: 12,
    source: 'gold-2025',
    questionText: `A 64-year-old former smoker with COPD (FEV1 45% of predicted) has daily cough with sputum for years. Despite LABA + LAMA + ICS used correctly, he had two moderate exacerbations last year. His blood eosinophils are 380 cells/microL. Which addition does GOLD 2025 support?`,
    options: [
      `Omalizumab, because COPD exacerbations are driven by allergic IgE in most cases`,
      `Long-term oral prednisone at 10 mg daily to keep eosinophil counts lower`,
      `A second LAMA from a different device to deepen the bronchodilation`,
      `Dupilumab, for exacerbations on triple therapy with eosinophils ≥ 300`,
    ],
    correctAnswer: 'D',
    explanation: `D is correct. GOLD 2025 adds dupilumab for patients who keep exacerbating on LABA + LAMA + ICS and have blood eosinophils of at least 300 cells/microL (the trials enrolled patients with chronic bronchitis). Roflumilast and azithromycin remain alternatives for other profiles.

A is wrong: omalizumab is an asthma therapy; COPD exacerbations are not mainly IgE-driven.
B is wrong: long-term oral corticosteroids are not recommended in COPD because of their harms.
C is wrong: combining two drugs of the same class adds side effects without added benefit.

Correct Answer: D
Key Learning Point: In COPD with exacerbations on triple therapy and eosinophils ≥ 300 cells/microL, GOLD 2025 supports adding dupilumab.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'bio-005',
    topicId: 10,
    questionText: `A 9-year-old boy has severe allergic asthma uncontrolled on medium-dose ICS-LABA with good adherence. He is sensitized to cat and dust mite, total IgE is 310 IU/mL at 32 kg, blood eosinophils are 110 cells/microL and FeNO is 18 ppb. Which biologic is most appropriate?`,
    options: [
      `Tezepelumab, which works whatever his biomarker profile is`,
      `Mepolizumab, which is licensed for children from age 6 years`,
      `Benralizumab, which depletes eosinophils in the blood and airway`,
      `Omalizumab, which suits his sensitization, IgE level and weight`,
    ],
    correctAnswer: 'D',
    explanation: `D is correct. His asthma is allergic (perennial sensitization with IgE and weight inside the dosing table), while eosinophils and FeNO are low. Omalizumab is approved from age 6 and fits this phenotype.

A is wrong: tezepelumab is approved for patients 12 years and older.
B is wrong: with eosinophils of 110 cells/microL, an anti-IL-5 agent is unlikely to help, even though it is approved at his age.
C is wrong: benralizumab also needs an eosinophilic phenotype, which he does not have.

Correct Answer: D
Key Learning Point: Match the biologic to the phenotype and age: allergic asthma with suitable IgE and weight in a child of 6 or older fits omalizumab.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'bio-006',
    questionText: `A 55-year-old woman with severe eosinophilic asthma has taken prednisone 10 mg daily for two years. Six months after starting benralizumab she has had no exacerbations, her symptoms are controlled and her ACT score rose from 12 to 22. What is the most appropriate next step?`,
    options: [
      `Stop the benralizumab now that her asthma is well controlled`,
      `Taper the prednisone gradually, watching for adrenal insufficiency`,
      `Stop her ICS-LABA first, since the biologic now controls her asthma`,
      `Keep every treatment unchanged for at least two more years`,
    ],
    correctAnswer: 'B',
    explanation: `B is correct. After a good response to a biologic, GINA advises reducing the most harmful treatment first: maintenance oral corticosteroids are tapered gradually, with attention to adrenal insufficiency after long use. Inhaled therapy is reassessed later.

A is wrong: stopping an effective biologic after six months usually brings the disease back.
C is wrong: ICS-LABA is not stopped first; oral corticosteroid reduction has priority.
D is wrong: leaving her on daily prednisone exposes her to avoidable long-term harms.

Correct Answer: B
Key Learning Point: When a biologic works, taper maintenance oral corticosteroids first, slowly and with adrenal monitoring.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'bio-007',
    questionText: `A 40-year-old man with severe asthma (eosinophils 450 cells/microL, FeNO 40 ppb) has received mepolizumab for 5 months. His exacerbation rate and symptoms are unchanged. Adherence to his ICS-LABA and injections is confirmed, his technique is correct and comorbidities have been treated. What is the best next step?`,
    options: [
      `Continue mepolizumab for another year before judging its benefit`,
      `Double the mepolizumab dose and give it every 2 weeks instead`,
      `Consider a switch to dupilumab, which acts on another pathway`,
      `Stop the controller inhalers and rely on oral corticosteroids`,
    ],
    correctAnswer: 'C',
    explanation: `C is correct. GINA assesses response after about 4 months. With no response despite confirmed adherence, technique and comorbidity management, switching to a biologic with a different type 2 target (for example anti-IL-4Rα, given his high FeNO) is reasonable.

A is wrong: a fair trial of about 4 months has already shown no benefit.
B is wrong: higher or more frequent mepolizumab dosing for asthma is not recommended.
D is wrong: relying on oral corticosteroids is what biologic therapy aims to avoid, and stopping controllers is unsafe.

Correct Answer: C
Key Learning Point: No response to a biologic after about 4 months, with adherence and comorbidities addressed, calls for considering a switch to a different type 2 target.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'bio-008',
    questionText: `A 27-year-old woman is referred for a biologic because of frequent asthma exacerbations on high-dose ICS-LABA. Pharmacy records show she filled her inhaler four times in the past year, and at the visit she inhales from her DPI with a slow, weak breath. Eosinophils are 340 cells/microL. What should happen first?`,
    options: [
      `Start benralizumab, since her eosinophils meet the eligibility cut-off`,
      `Add a LAMA to her ICS-LABA before any other change is considered`,
      `Start a daily maintenance dose of oral corticosteroid to prevent flares`,
      `Address adherence and DPI technique, then reassess control in 3 months`,
    ],
    correctAnswer: 'D',
    explanation: `D is correct. Severe asthma is defined as asthma uncontrolled despite adherence to optimized high-dose therapy with correct technique. Four fills a year and a weak inspiratory effort (a DPI needs a fast, forceful inhalation) mean her asthma is difficult to treat but not yet proven severe. GINA addresses these modifiable factors first.

A is wrong: a biologic added to treatment she is not taking correctly wastes an expensive drug and misses the real problem.
B is wrong: adding another inhaler before fixing adherence and technique repeats the same problem.
C is wrong: maintenance oral corticosteroids carry serious harms and are a last resort.

Correct Answer: D
Key Learning Point: Before a biologic, confirm adherence and inhaler technique; many "severe" cases are difficult-to-treat asthma that improves when these are fixed.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'bio-009',
    topicId: 10,
    source: 'fda-trikafta-label-2024',
    questionText: `An 8-year-old with cystic fibrosis (F508del/F508del) is starting elexacaftor/tezacaftor/ivacaftor. Which monitoring plan matches the labeling for this drug?`,
    options: [
      `Liver tests before starting and during the first year, and eye exams for cataracts`,
      `Creatinine and potassium every week for the first month because of renal toxicity`,
      `A 12-lead ECG before each dose increase to detect QT prolongation from the drug`,
      `Monthly complete blood counts for six months because of marrow suppression`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. CFTR modulators can raise transaminases and bilirubin, so liver tests are checked before starting, every 3 months in the first year and yearly after; noncongenital lens opacities have been reported in children, so baseline and follow-up eye exams are advised.

B is wrong: renal toxicity is not a recognized effect needing weekly tests.
C is wrong: QT monitoring is not part of the labeled monitoring, and the dose is not titrated upward.
D is wrong: marrow suppression is not a recognized effect of the drug.

Correct Answer: A
Key Learning Point: Monitor liver tests and, in children, the eyes (cataracts) in patients taking CFTR modulators.`,
    difficulty: 'medium',
    cognitiveLevel: 'recall',
  },
  {
    ...meta,
    key: 'bio-010',
    topicId: 12,
    source: 'fda-trikafta-label-2024',
    questionText: `A 22-year-old with cystic fibrosis who takes elexacaftor/tezacaftor/ivacaftor is diagnosed with allergic bronchopulmonary aspergillosis, and itraconazole, a strong CYP3A inhibitor, is started. What should the CF team do about the modulator?`,
    options: [
      `Continue the usual modulator dose and check ALT again in a year`,
      `Stop the modulator for the whole length of the antifungal course`,
      `Reduce the modulator dose as the labeling directs while on itraconazole`,
      `Double the modulator dose to overcome the interaction with itraconazole`,
    ],
    correctAnswer: 'C',
    explanation: `C is correct. Strong CYP3A inhibitors raise ivacaftor, tezacaftor and elexacaftor levels several-fold. The labeling keeps the drug but reduces the dose (fewer doses per week) during co-administration, returning to the usual dose once the inhibitor is stopped.

A is wrong: the usual dose with a strong inhibitor produces excessive drug levels.
B is wrong: stopping the modulator loses its benefit when a dose reduction is sufficient.
D is wrong: an inhibitor raises levels; it is inducers (such as rifampin) that lower them.

Correct Answer: C
Key Learning Point: With strong CYP3A inhibitors, reduce the CFTR modulator dose; with strong inducers, avoid the combination.`,
    difficulty: 'hard',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'bio-011',
    topicId: 12,
    source: 'fda-trikafta-label-2024',
    questionText: `A 17-year-old with cystic fibrosis started elexacaftor/tezacaftor/ivacaftor 3 months ago, but his sweat chloride has fallen less than expected. He says he takes the morning tablets with black coffee on the way to school and skips breakfast. Which advice is most appropriate?`,
    options: [
      `Take the tablets at bedtime instead, on an empty stomach`,
      `Take the tablets with a meal or snack that contains fat`,
      `Crush the tablets into the coffee to speed their uptake`,
      `Take the morning and evening tablets together at noon`,
    ],
    correctAnswer: 'B',
    explanation: `B is correct. CFTR modulators are absorbed much better with fat-containing food (for example eggs, cheese, whole milk or nuts). Taking the tablets with black coffee on an empty stomach reduces exposure and can explain a poor response. Pancreatic enzymes are taken with that meal as usual.

A is wrong: an empty stomach has the same absorption problem.
C is wrong: crushing does not replace the need for dietary fat, and the tablets are meant to be swallowed whole.
D is wrong: the doses are spaced about 12 hours apart; combining them changes exposure.

Correct Answer: B
Key Learning Point: Take CFTR modulators with fat-containing food; poor absorption is a common, fixable cause of weak response.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'bio-012',
    topicId: 12,
    source: 'fda-trikafta-label-2024',
    questionText: `A 6-year-old girl with cystic fibrosis has the genotype G542X/G542X (two nonsense variants that make no CFTR protein). Her parents ask whether elexacaftor/tezacaftor/ivacaftor could help her. What is the best answer?`,
    options: [
      `Yes, because every child with CF aged 2 or older is eligible`,
      `No, because a modulator needs protein that it can act on`,
      `Yes, once she reaches age 12 and can swallow the tablets`,
      `No, because girls with CF respond poorly to CFTR drugs`,
    ],
    correctAnswer: 'B',
    explanation: `B is correct. CFTR modulators correct the folding of or potentiate CFTR protein that is made. Two nonsense variants produce essentially no protein, so there is nothing for the drug to act on; she has no F508del or other responsive variant and is not eligible. Her care continues with standard therapies, and research trials may be an option.

A is wrong: eligibility depends on genotype (at least one F508del or another responsive variant), not age alone.
C is wrong: age does not change the effect of the genotype; granules exist for young children.
D is wrong: sex does not determine modulator response.

Correct Answer: B
Key Learning Point: CFTR modulators need a responsive variant that makes protein; two nonsense variants without F508del do not qualify.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'bio-013',
    topicId: 12,
    source: 'fda-trikafta-label-2024',
    questionText: `A 24-year-old woman with cystic fibrosis began elexacaftor/tezacaftor/ivacaftor 6 months ago and has gained weight and lung function. She was told years ago that pregnancy would be unlikely for her and uses no contraception. What should she be told?`,
    options: [
      `Fertility may improve on the modulator; discuss pregnancy planning`,
      `She needs to stop the modulator before she can safely become pregnant`,
      `Her fertility is unchanged, so contraception remains unnecessary`,
      `Modulators cause infertility, so pregnancy is now less likely still`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. Highly effective modulators thin cervical mucus and improve nutrition, and many women with CF have conceived unexpectedly after starting them. She should discuss contraception and pregnancy planning with her CF team, which also reviews the modulator and other drugs if she plans a pregnancy.

B is wrong: decisions about continuing a modulator in pregnancy are individualized with the CF team; there is no rule that it must be stopped first.
C is wrong: her chance of pregnancy has likely increased.
D is wrong: modulators do not cause infertility.

Correct Answer: A
Key Learning Point: CFTR modulators can restore fertility in women with CF; counsel about contraception and pregnancy planning.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'bio-014',
    questionText: `A 42-year-old man with severe eosinophilic asthma has been stable for a year on tezepelumab plus high-dose ICS-LABA. He asks the respiratory therapist whether he can stop his inhaler "since the shots are working." Which reply is most appropriate?`,
    options: [
      `"Yes, the injections replace your inhaler, so you can stop using it today."`,
      `"You can stop the inhaler if you keep your rescue inhaler close at hand."`,
      `"You can stop the inhaler now and start it again if symptoms return."`,
      `"Biologics add to inhaled therapy; any step-down is planned with your doctor."`,
    ],
    correctAnswer: 'D',
    explanation: `D is correct. Biologics are add-on treatment to ICS-containing therapy. After sustained control, GINA suggests stepping down gradually under supervision (for example, lowering the ICS dose), never stopping inhaled corticosteroids abruptly.

A is wrong: stopping the ICS-LABA suddenly risks loss of control and exacerbations.
B is wrong: a reliever alone does not replace the anti-inflammatory controller.
C is wrong: waiting for symptoms to return before restarting invites a severe exacerbation.

Correct Answer: D
Key Learning Point: Biologics add to, not replace, inhaled controller therapy; step down slowly under medical supervision.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
  },
];
