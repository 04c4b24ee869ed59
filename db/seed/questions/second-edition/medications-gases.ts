import type { SeedQuestion } from '../../types';

/** III-D: administering medications and specialty gases. */
const meta = {
  outlineSection: 'III',
  tmcCode: 'III-D',
  rteArea: 'interventions',
  written: '2026-11-25',
  topicId: 5,
} as const;

export const questions: SeedQuestion[] = [
  {
    ...meta,
    key: 'med-001',
    topicId: 12,
    source: 'gold-2025',
    questionText: `A 58-year-old woman with newly confirmed COPD (post-bronchodilator FEV1/FVC 0.62, FEV1 74% predicted) has an mMRC grade of 1, a CAT score of 7 and no exacerbations in the past year. Which initial maintenance therapy does GOLD 2025 recommend?`,
    options: [
      `A bronchodilator, long-acting preferred`,
      `An inhaled corticosteroid given on its own`,
      `LABA + LAMA + ICS in a single inhaler`,
      `Roflumilast once daily by mouth with food`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. With few symptoms (mMRC 0-1, CAT under 10) and no exacerbations she is in GOLD group A, for whom a bronchodilator is recommended, a long-acting one preferred unless symptoms are very occasional.

B is wrong: ICS monotherapy is not recommended in COPD.
C is wrong: triple therapy is for patients with exacerbations and high eosinophils, not group A.
D is wrong: roflumilast is for exacerbations despite maintenance therapy in patients with chronic bronchitis and severe airflow limitation.

Correct Answer: A
Key Learning Point: GOLD group A starts with a bronchodilator (long-acting preferred); group B starts with LABA + LAMA.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'med-003',
    topicId: 12,
    source: 'gold-2025',
    questionText: `A 74-year-old woman with COPD has used a LABA + ICS inhaler for 5 years, prescribed before her spirometry confirmed COPD. She has had no exacerbations in 3 years but was treated for pneumonia twice in the past year. Her blood eosinophils are 60 cells/microL. Which change is most appropriate?`,
    options: [
      `Add a LAMA to her current LABA + ICS to make a triple regimen`,
      `Switch to LABA + LAMA, withdrawing the inhaled corticosteroid`,
      `Keep the current regimen but double the ICS dose`,
      `Keep the LABA + ICS unchanged, since her COPD has been stable`,
    ],
    correctAnswer: 'B',
    explanation: `B is correct. GOLD supports de-escalating ICS when there is no clear indication, particularly with pneumonia and low blood eosinophils (under 100 cells/microL), where ICS adds risk and little benefit. Switching to LABA + LAMA keeps bronchodilation while removing the ICS.

A is wrong: escalating to triple therapy adds more ICS exposure without an indication.
C is wrong: higher ICS doses raise pneumonia risk further.
D is wrong: the recurrent pneumonias and low eosinophils are reasons to change therapy.

Correct Answer: B
Key Learning Point: Consider withdrawing ICS in COPD with pneumonia, no ICS indication and blood eosinophils under 100 cells/microL; switch to LABA + LAMA.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'med-004',
    topicId: 12,
    source: 'gold-2025',
    questionText: `A 67-year-old former smoker with COPD (FEV1 58% predicted) has had two moderate exacerbations in the past year despite correct use of LABA + LAMA. He has no chronic sputum production, his blood eosinophils are 70 cells/microL, and his ECG shows a normal QT interval. Which addition is most appropriate according to GOLD 2025?`,
    options: [
      `An inhaled corticosteroid to make a triple regimen`,
      `Roflumilast, a phosphodiesterase-4 inhibitor`,
      `Dupilumab, for type 2 inflammation in COPD`,
      `Long-term azithromycin, as he is a former smoker`,
    ],
    correctAnswer: 'D',
    explanation: `D is correct. For exacerbations on LABA + LAMA with eosinophils under 100 cells/microL, GOLD suggests azithromycin (preferably in former smokers) or roflumilast (for FEV1 under 50% with chronic bronchitis). He is a former smoker without chronic bronchitis and with an FEV1 of 58%, so azithromycin fits; hearing and QT are checked.

A is wrong: with eosinophils under 100 cells/microL, ICS is unlikely to help.
B is wrong: roflumilast is for patients with chronic bronchitis and FEV1 under 50% predicted.
C is wrong: dupilumab is for patients on triple therapy with eosinophils of 300 or more.

Correct Answer: D
Key Learning Point: COPD exacerbations on LABA + LAMA with low eosinophils: consider azithromycin (especially in former smokers) or roflumilast (chronic bronchitis, FEV1 < 50%).`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'med-005',
    topicId: 12,
    source: 'gold-2025',
    questionText: `A 63-year-old woman with COPD (FEV1 38% predicted) has daily cough with sputum and two exacerbations this year despite LABA + LAMA + ICS. Her blood eosinophils are 150 cells/microL. After roflumilast is added, which side effect should the therapist teach her to report?`,
    options: [
      `Ringing in the ears and loss of hearing`,
      `Oral thrush and a hoarse voice`,
      `Tremor with a fast heartbeat after doses`,
      `Diarrhea, nausea and weight loss`,
    ],
    correctAnswer: 'D',
    explanation: `D is correct. Roflumilast, an oral PDE-4 inhibitor for COPD with chronic bronchitis, severe airflow limitation and exacerbations, commonly causes diarrhea, nausea, reduced appetite and weight loss; weight is monitored, and it is avoided in underweight patients. Sleep problems and mood changes are also reported.

A is wrong: ototoxicity is a concern with macrolides such as azithromycin and with aminoglycosides.
B is wrong: thrush and dysphonia are inhaled corticosteroid effects.
C is wrong: tremor and tachycardia are typical of beta-agonists.

Correct Answer: D
Key Learning Point: Roflumilast causes gastrointestinal effects and weight loss; monitor weight and mood.`,
    difficulty: 'medium',
    cognitiveLevel: 'recall',
  },
  {
    ...meta,
    key: 'med-006',
    topicId: 12,
    source: 'gold-2025',
    questionText: `A pulmonologist adds nebulized ensifentrine twice daily to a patient's COPD regimen. The patient asks how this drug works. What is the best explanation?`,
    options: [
      `It blocks muscarinic receptors, like tiotropium, for 24 hours`,
      `It is a corticosteroid that acts in the airway lining and is not absorbed into the blood`,
      `It is an antibody that lowers the blood eosinophil count`,
      `It inhibits PDE3 and PDE4, bronchodilating and reducing inflammation`,
    ],
    correctAnswer: 'D',
    explanation: `D is correct. Ensifentrine is an inhaled dual inhibitor of phosphodiesterase 3 and 4: PDE3 inhibition relaxes airway smooth muscle and PDE4 inhibition has anti-inflammatory effects. GOLD 2025 notes it as a maintenance option delivered by nebulizer.

A is wrong: it is not an antimuscarinic agent.
B is wrong: it is not a corticosteroid.
C is wrong: it is a small molecule, not a monoclonal antibody.

Correct Answer: D
Key Learning Point: Ensifentrine is a nebulized PDE3/PDE4 inhibitor with bronchodilator and anti-inflammatory effects.`,
    difficulty: 'medium',
    cognitiveLevel: 'recall',
  },
  {
    ...meta,
    key: 'med-007',
    topicId: 12,
    source: 'gold-2025',
    questionText: `A 61-year-old man with spirometry-confirmed COPD and exertional dyspnea (mMRC 2) has been taking fluticasone propionate by inhaler alone for 2 years. He has had no exacerbations and his eosinophils are 90 cells/microL. Which change should the therapist recommend?`,
    options: [
      `Double the fluticasone dose to improve his breathlessness`,
      `Add montelukast to the fluticasone for extra control`,
      `Replace the fluticasone with LABA + LAMA maintenance`,
      `Keep the fluticasone and add an albuterol inhaler as needed`,
    ],
    correctAnswer: 'C',
    explanation: `C is correct. ICS monotherapy is not recommended in COPD. With dyspnea (group B) and no exacerbations or high eosinophils, GOLD recommends LABA + LAMA; the ICS adds pneumonia risk without an indication.

A is wrong: a higher ICS dose does not treat dyspnea in COPD and raises risk.
B is wrong: leukotriene antagonists have no role in COPD maintenance.
D is wrong: a rescue inhaler alone leaves him without a maintenance bronchodilator and keeps an unneeded ICS.

Correct Answer: C
Key Learning Point: ICS alone is not COPD therapy; symptomatic patients without exacerbations start LABA + LAMA.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'med-008',
    source: 'gina-2025',
    questionText: `An adult with asthma uses budesonide-formoterol 200/6 mcg as maintenance-and-reliever therapy (MART). What is the usual maximum total number of inhalations in any one day?`,
    options: [`4 inhalations`, `8 inhalations`, `12 inhalations`, `20 inhalations`],
    correctAnswer: 'C',
    explanation: `C is correct. GINA sets a maximum of 12 inhalations of budesonide-formoterol 200/6 mcg in a single day (maintenance plus reliever doses), limited by the total formoterol dose. Needing this much is a signal to seek medical review.

A is wrong: 4 inhalations is a typical maintenance total, not the daily maximum.
B is wrong: 8 inhalations is below the usual daily limit.
D is wrong: 20 inhalations exceeds the recommended formoterol maximum.

Correct Answer: C
Key Learning Point: With budesonide-formoterol 200/6 MART, the daily maximum is 12 inhalations; frequent high use means the patient needs review.`,
    difficulty: 'medium',
    cognitiveLevel: 'recall',
  },
  {
    ...meta,
    key: 'med-009',
    source: 'gina-2025',
    questionText: `A 35-year-old woman uses budesonide-formoterol twice daily as maintenance-and-reliever therapy. She asks what to take when she feels chest tightness after climbing stairs. Her old albuterol inhaler is still in her bag. What should she be told?`,
    options: [
      `Take one inhalation of budesonide-formoterol, repeating after a few minutes if needed`,
      `Use the albuterol inhaler for symptoms, keeping budesonide-formoterol for maintenance`,
      `Take her next maintenance dose early and skip the one that follows it`,
      `Take two puffs of albuterol and then two inhalations of budesonide-formoterol`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. In MART the same ICS-formoterol inhaler is the reliever. Formoterol acts within minutes, and each reliever dose adds anti-inflammatory ICS. She takes one inhalation as needed, repeating after a few minutes, and uses the albuterol inhaler no longer.

B is wrong: a separate SABA reliever removes the extra ICS that makes MART effective.
C is wrong: shifting maintenance doses is not how MART relief is given.
D is wrong: combining both inhalers doubles bronchodilators without benefit.

Correct Answer: A
Key Learning Point: In MART, the ICS-formoterol inhaler is also the reliever; a separate SABA is not used.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'med-010',
    topicId: 10,
    source: 'gina-2025',
    questionText: `A 3-year-old has had four wheezing episodes needing oral corticosteroids in the past year, with cough at night between colds. Albuterol by valved holding chamber helps. Which maintenance treatment is most appropriate?`,
    options: [
      `Daily low-dose ICS by pMDI with a valved holding chamber and face mask`,
      `Daily salmeterol by pMDI with a valved holding chamber and face mask`,
      `Oral albuterol syrup three times a day during the winter months`,
      `A course of antibiotics at the start of each cold to prevent the wheezing`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. For children 5 and under with frequent wheezing episodes and symptoms between them, GINA recommends a daily low-dose ICS, delivered by pMDI with a valved holding chamber and a face mask for this age, with a review of response after about 3 months.

B is wrong: LABA without ICS is unsafe in asthma, and LABA is not a first-line option in young children.
C is wrong: oral beta-agonists cause more side effects and are less effective than inhaled ones.
D is wrong: most preschool wheeze episodes are viral; routine antibiotics do not prevent them.

Correct Answer: A
Key Learning Point: In children 5 and under with frequent wheeze episodes, use daily low-dose ICS via pMDI, valved holding chamber and face mask.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'med-011',
    source: 'gina-2025',
    questionText: `A 28-year-old woman with moderate asthma, well controlled on low-dose ICS-formoterol, learns she is 8 weeks pregnant. She plans to stop all her inhalers "to protect the baby." What is the most appropriate advice?`,
    options: [
      `Stop the inhalers now and use albuterol for symptoms until delivery`,
      `Stop the inhalers in the first trimester, then restart them afterward`,
      `Continue her treatment, because uncontrolled asthma poses more risk`,
      `Switch to oral prednisone, which has been studied more in pregnancy`,
    ],
    correctAnswer: 'C',
    explanation: `C is correct. Poorly controlled asthma and exacerbations in pregnancy carry greater risk to mother and fetus than the usual asthma medicines. GINA advises continuing ICS-containing therapy, with close monitoring.

A is wrong: stopping ICS raises the risk of exacerbations.
B is wrong: the first trimester is not a reason to stop controllers; exacerbations then are harmful too.
D is wrong: maintenance oral corticosteroids carry more risk than inhaled therapy.

Correct Answer: C
Key Learning Point: Continue asthma controller therapy in pregnancy; uncontrolled asthma is the greater danger.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'med-012',
    source: 'gina-2025',
    questionText: `A 40-year-old man with asthma has been prescribed salmeterol by dry-powder inhaler twice daily and albuterol as needed. He takes no other controller. His asthma is well controlled. What should the therapist recommend?`,
    options: [
      `Continue the regimen, since his symptoms are currently controlled`,
      `Stop the salmeterol and use albuterol alone when symptoms occur`,
      `Switch the salmeterol for a combination ICS-LABA inhaler`,
      `Increase the salmeterol to three times daily to control his symptoms`,
    ],
    correctAnswer: 'C',
    explanation: `C is correct. LABA without an inhaled corticosteroid increases the risk of severe asthma exacerbations and asthma deaths. A LABA in asthma is given with an ICS, ideally in one inhaler so that the ICS cannot be skipped.

A is wrong: current control does not remove the risk of LABA monotherapy.
B is wrong: SABA-only treatment is not recommended for adults, who need ICS-containing therapy.
D is wrong: more LABA increases the same risk.

Correct Answer: C
Key Learning Point: Never use LABA monotherapy in asthma; give it with ICS, preferably in a combination inhaler.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'med-013',
    topicId: 12,
    source: 'egans-2020',
    questionText: `An adult with a severe asthma exacerbation has not improved after three albuterol treatments. The physician orders continuous nebulized albuterol. Which adult dose range is typical?`,
    options: [`1.25 to 2.5 mg/h`, `5 to 7.5 mg/h`, `10 to 15 mg/h`, `40 to 60 mg/h`],
    correctAnswer: 'C',
    explanation: `C is correct. Continuous albuterol for adults with severe exacerbations is typically 10 to 15 mg/h, given by a large-reservoir or infusion-fed nebulizer, with monitoring of heart rate, potassium and glucose.

A is wrong: 1.25 to 2.5 mg/h is far lower than a continuous adult dose.
B is wrong: 5 to 7.5 mg/h is lower than the usual continuous adult range.
D is wrong: 40 to 60 mg/h far exceeds recommended doses and risks toxicity.

Correct Answer: C
Key Learning Point: Continuous albuterol for severe adult asthma is usually 10 to 15 mg/h, with monitoring for tachycardia and hypokalemia.`,
    difficulty: 'medium',
    cognitiveLevel: 'recall',
  },
  {
    ...meta,
    key: 'med-014',
    topicId: 12,
    source: 'gold-2025',
    questionText: `Three days after starting tiotropium, a 76-year-old man with COPD and benign prostatic hyperplasia says he has had difficulty passing urine and now feels lower abdominal fullness. What should the therapist do?`,
    options: [
      `Reassure him this is unrelated to his inhaler and recheck in a week`,
      `Tell him to double his fluid intake to flush out the bladder`,
      `Advise him to use the inhaler every other day instead of daily`,
      `Report possible urinary retention from the antimuscarinic drug`,
    ],
    correctAnswer: 'D',
    explanation: `D is correct. Muscarinic antagonists can cause urinary retention, especially with prostatic hyperplasia. New difficulty voiding with bladder fullness after starting tiotropium should be reported promptly so he can be assessed and his therapy reviewed.

A is wrong: the timing and his prostate history make the inhaler a likely cause.
B is wrong: more fluid increases bladder distension if he is retaining urine.
C is wrong: changing the dose is a prescriber decision and does not address the retention now.

Correct Answer: D
Key Learning Point: LAMAs can cause urinary retention (and worsen narrow-angle glaucoma); report new voiding difficulty promptly.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'med-016',
    source: 'egans-2020',
    questionText: `A 66-year-old woman with bronchiectasis has Mycobacterium avium complex lung disease that remains culture-positive after 6 months of a standard three-drug oral regimen. Her physician adds amikacin liposome inhalation suspension. Which adverse effects should the therapist monitor most closely?`,
    options: [
      `Hyperglycemia and weight gain from the liposomal carrier`,
      `Bronchospasm, cough and dysphonia, plus hearing changes`,
      `Oral thrush and adrenal suppression with long-term daily use`,
      `Bradycardia and heart block during each of the treatments`,
    ],
    correctAnswer: 'B',
    explanation: `B is correct. Inhaled liposomal amikacin, used for refractory MAC lung disease added to an oral regimen, commonly causes airway reactions (bronchospasm, cough, dysphonia, and hypersensitivity pneumonitis) and, as an aminoglycoside, can cause ototoxicity and nephrotoxicity.

A is wrong: these are not recognized effects of the drug.
C is wrong: thrush and adrenal suppression are corticosteroid effects.
D is wrong: cardiac conduction problems are not typical of inhaled amikacin.

Correct Answer: B
Key Learning Point: Inhaled amikacin causes airway reactions and can be ototoxic; monitor breathing, voice and hearing.`,
    difficulty: 'hard',
    cognitiveLevel: 'recall',
  },
  {
    ...meta,
    key: 'med-017',
    source: 'cff-chronic-meds-2013',
    questionText: `A 16-year-old with cystic fibrosis and airway hyperreactivity is to receive his first dose of nebulized tobramycin in clinic. Which plan is most appropriate?`,
    options: [
      `Give a bronchodilator first, and measure FEV1 before and after the dose`,
      `Give the dose at home the first time, since clinic stress causes wheeze`,
      `Mix the tobramycin with dornase alfa to shorten the treatment time`,
      `Give the dose after a meal to reduce bitter taste and nausea afterward`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. Inhaled antibiotics can cause bronchospasm. Pretreating with a bronchodilator and measuring spirometry before and after the first supervised dose shows whether the patient tolerates it and whether ongoing pretreatment is needed.

B is wrong: a first dose at home removes the chance to detect and treat bronchospasm.
C is wrong: inhaled drugs are not mixed unless compatibility is established; dornase is not mixed with other drugs.
D is wrong: meal timing does not address the main risk of the first dose.

Correct Answer: A
Key Learning Point: Give the first dose of an inhaled antibiotic under supervision, after a bronchodilator, with spirometry before and after.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'med-018',
    source: 'cff-chronic-meds-2013',
    questionText: `A family caring for a child with cystic fibrosis asks how to store and give dornase alfa. Which instruction is correct?`,
    options: [
      `Keep it in the refrigerator, protect it from light and nebulize it alone`,
      `Store it at room temperature and mix it with albuterol to save time`,
      `Dilute each ampule with tap water and store it at room temperature`,
      `Keep an opened ampule for the next day's dose if it is refrigerated overnight`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. Dornase alfa is an enzyme: ampules are refrigerated and protected from light, and each dose is given alone in a compatible nebulizer, not mixed with other drugs that could inactivate it.

B is wrong: room temperature storage degrades it, and mixing with other drugs is not advised.
C is wrong: dilution with tap water contaminates and alters the dose.
D is wrong: single-use ampules without preservative are not saved once opened.

Correct Answer: A
Key Learning Point: Refrigerate dornase alfa, protect it from light and nebulize each single-use ampule alone.`,
    difficulty: 'easy',
    cognitiveLevel: 'recall',
  },
  {
    ...meta,
    key: 'med-019',
    source: 'egans-2020',
    questionText: `An adult with cystic fibrosis is to start inhaled dry-powder mannitol twice daily. Which step is required before the first maintenance prescription?`,
    options: [
      `A supervised initiation dose with spirometry to screen for bronchospasm`,
      `A sweat chloride test to confirm the diagnosis again before starting`,
      `A chest CT scan to measure the baseline extent of bronchiectasis`,
      `A serum glucose check, since the inhaled mannitol powder raises blood sugar`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. Inhaled mannitol is an osmotic agent that can trigger bronchospasm. The first dose is given under supervision (after a bronchodilator) with spirometry and SpO2 monitoring; patients who have significant bronchoconstriction are not prescribed it.

B is wrong: the CF diagnosis is established; a sweat test does not assess safety.
C is wrong: CT is not a requirement before starting the drug.
D is wrong: inhaled mannitol is poorly absorbed and is not known for raising blood glucose.

Correct Answer: A
Key Learning Point: Inhaled mannitol needs a supervised initiation dose with spirometry to detect bronchospasm before it is prescribed.`,
    difficulty: 'medium',
    cognitiveLevel: 'recall',
  },
  {
    ...meta,
    key: 'med-020',
    topicId: 12,
    source: 'aarc-airway-clearance-pharm-2015',
    questionText: `A 72-year-old woman with non-cystic fibrosis bronchiectasis has thick sputum. A resident suggests adding nebulized dornase alfa because "it works in CF." What is the most appropriate response?`,
    options: [
      `Agree, since it thins sputum in every disease that produces mucus`,
      `Agree, but give it by intermittent positive pressure to reach distal airways`,
      `Agree, provided it is alternated daily with acetylcysteine for best effect`,
      `Recommend against it; it was not beneficial outside cystic fibrosis`,
    ],
    correctAnswer: 'D',
    explanation: `D is correct. In trials in non-CF bronchiectasis, dornase alfa did not help and was associated with more exacerbations and faster FEV1 decline, so it is not recommended there. Airway clearance techniques and, in selected patients, hypertonic saline are options.

A is wrong: its benefit in CF comes from the large amounts of neutrophil DNA in CF sputum; it did not help in non-CF bronchiectasis.
B is wrong: the delivery method does not change the lack of benefit.
C is wrong: alternating mucolytics has no evidence and adds bronchospasm risk.

Correct Answer: D
Key Learning Point: Dornase alfa helps in cystic fibrosis but is not recommended for non-CF bronchiectasis.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'med-021',
    topicId: 11,
    source: 'egans-2020',
    questionText: `A jet nebulizer giving albuterol to a patient with upper airway obstruction is switched from oxygen to an 80/20 heliox cylinder as the driving gas, at the same 8 L/min flowmeter reading. What effect should the therapist expect, and how is it managed?`,
    options: [
      `Higher drug output, so the flow should be reduced to 4 L/min`,
      `No change in output, since the gas density does not affect jets`,
      `Larger particles, so the treatment should be shortened by half`,
      `Lower output, so the driving flow is raised and time extended`,
    ],
    correctAnswer: 'D',
    explanation: `D is correct. Low-density heliox entrains and shears liquid less efficiently in a jet nebulizer, so drug output falls at the same flow. The driving flow is raised (often by about 1.5 to 2 times) and the treatment time extended, or the drug is given with oxygen while heliox continues by mask.

A is wrong: output falls, not rises.
B is wrong: gas density strongly affects jet nebulizer performance.
C is wrong: heliox tends to produce smaller particles, and shorter treatment would reduce the dose.

Correct Answer: D
Key Learning Point: Heliox-driven jet nebulizers need a higher flow and longer treatment to deliver the same dose.`,
    difficulty: 'hard',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'med-022',
    topicId: 8,
    source: 'hess-kacmarek-2019',
    questionText: `A 50-year-old with severe ARDS has a PaO2/FiO2 of 85 despite optimized PEEP, neuromuscular blockade and prone positioning. The intensivist asks about inhaled nitric oxide. What is the most accurate statement about it?`,
    options: [
      `It reliably lowers mortality and should be started in every patient with ARDS`,
      `It may improve oxygenation briefly as rescue but does not improve survival`,
      `It is harmful in ARDS and is contraindicated in any adult patient`,
      `It works if given before prone positioning has been tried, and not after it`,
    ],
    correctAnswer: 'B',
    explanation: `B is correct. Inhaled nitric oxide dilates vessels in ventilated lung units and can improve oxygenation transiently, so it is sometimes used as a rescue or bridge (for example to ECMO). Trials show no survival benefit, and routine use is not recommended.

A is wrong: it has not been shown to reduce mortality in ARDS.
C is wrong: it is not contraindicated; its risks (methemoglobin, NO2, possible kidney injury) are monitored.
D is wrong: its effect does not depend on being given before prone positioning.

Correct Answer: B
Key Learning Point: In adult ARDS, inhaled NO may improve oxygenation as rescue therapy but does not improve survival.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'med-023',
    topicId: 10,
    source: 'aarc-ino-neonates-2010',
    questionText: `A 26-week infant with respiratory distress syndrome is on conventional ventilation and FiO2 0.40 on day 2. An echocardiogram shows no pulmonary hypertension. The team asks whether inhaled nitric oxide should be started to prevent bronchopulmonary dysplasia. What should the therapist say?`,
    options: [
      `Start iNO at 20 ppm now to lower the risk of later chronic lung disease`,
      `Start iNO at 5 ppm, a preventive dose that avoids methemoglobinemia`,
      `Start iNO once a second dose of surfactant has been given, to protect the lungs`,
      `Routine iNO to prevent BPD in preterm infants is not recommended`,
    ],
    correctAnswer: 'D',
    explanation: `D is correct. Trials of inhaled nitric oxide to prevent BPD in preterm infants have not shown benefit, and guidelines recommend against its routine use for this purpose. Its accepted neonatal use is hypoxic respiratory failure with pulmonary hypertension in infants of 34 weeks or more.

A is wrong: iNO does not prevent BPD in this population.
B is wrong: a lower dose does not create a preventive effect.
C is wrong: surfactant doses do not make iNO indicated for BPD prevention.

Correct Answer: D
Key Learning Point: iNO is indicated for hypoxic respiratory failure with pulmonary hypertension at 34 weeks or more, not for preventing BPD in preterm infants.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'med-024',
    topicId: 11,
    source: 'egans-2020',
    questionText: `A therapist sets up an inhaled nitric oxide delivery system on a ventilator with a heated humidifier. Where should the injector module and the gas sampling line be placed?`,
    options: [
      `Injector at the patient wye, with sampling at the ventilator outlet side`,
      `Injector and sampling together at the exhalation valve`,
      `Injector in the expiratory limb; sampling at the humidifier`,
      `Injector at the ventilator outlet (dry side); sampling near the wye`,
    ],
    correctAnswer: 'D',
    explanation: `D is correct. The injector goes in the inspiratory limb at the ventilator outlet (the dry side of the humidifier), so NO mixes fully with the gas, and the sampling line is in the inspiratory limb near the patient wye so the monitor reads what the patient receives.

A is wrong: injecting at the wye gives poor mixing, and sampling at the ventilator outlet misses the delivered concentration.
B is wrong: the exhalation valve sees exhaled gas, not the delivered dose.
C is wrong: injecting into the expiratory limb would deliver no NO to the patient.

Correct Answer: D
Key Learning Point: Inject NO at the ventilator outlet (dry side) and sample in the inspiratory limb near the patient.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'med-025',
    topicId: 10,
    source: 'gina-2025',
    questionText: `A 7-year-old with a mild-to-moderate asthma exacerbation is in the emergency department. His mother asks for "a breathing machine" because she believes it works better than his inhaler. Which statement is most accurate?`,
    options: [
      `A nebulizer delivers more drug to the lungs, so it is preferred`,
      `A pMDI with a valved spacer is at least as effective as a nebulizer for him`,
      `A pMDI without a spacer works as well as either method in children his age`,
      `A nebulizer is required for any child who has audible wheezing at rest`,
    ],
    correctAnswer: 'B',
    explanation: `B is correct. For mild to moderate exacerbations, a SABA by pMDI with a valved spacer is at least as effective as a nebulizer, with fewer side effects and a shorter stay; it also reinforces the technique he uses at home.

A is wrong: nebulizers do not deliver more effective doses than a pMDI with a spacer in this setting.
C is wrong: young children cannot coordinate a pMDI without a spacer.
D is wrong: wheezing alone is not an indication for a nebulizer; severe or life-threatening attacks may still be treated with nebulized oxygen-driven therapy.

Correct Answer: B
Key Learning Point: For mild to moderate asthma exacerbations, a pMDI with a spacer is as effective as a nebulizer.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'med-026',
    topicId: 11,
    source: 'egans-2020',
    questionText: `A patient on heated high-flow nasal cannula at 40 L/min needs nebulized albuterol. The team prefers not to interrupt the high flow. How is the aerosol best given?`,
    options: [
      `A jet nebulizer attached to the nasal prongs with a T-piece adapter`,
      `A vibrating mesh nebulizer placed in the circuit at the humidifier inlet`,
      `An MDI fired into the cannula tubing between the humidifier and patient`,
      `A small-volume nebulizer mask placed over the cannula prongs`,
    ],
    correctAnswer: 'B',
    explanation: `B is correct. A vibrating mesh nebulizer placed on the dry side, at the inlet of the humidifier chamber, adds no extra gas flow and delivers aerosol through the high-flow circuit without interrupting therapy. Delivery is modest and falls at higher flows.

A is wrong: a jet nebulizer at the prongs adds gas, alters the set FiO2 and flow, and is not designed for this connection.
C is wrong: an MDI fired into heated, wet tubing deposits most of the drug in the circuit.
D is wrong: a mask over the prongs competes with the high flow and delivers little drug.

Correct Answer: B
Key Learning Point: During HFNC, give aerosol by a vibrating mesh nebulizer at the humidifier inlet (dry side).`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'med-027',
    topicId: 11,
    source: 'egans-2020',
    questionText: `A therapist fills a small-volume jet nebulizer with albuterol 2.5 mg in 0.5 mL and no diluent, and runs it at 8 L/min. Why will little of the dose reach the patient?`,
    options: [
      `Much of the small volume stays in the nebulizer's residual volume`,
      `A flow of 8 L/min makes particles too small to deposit in the lungs`,
      `Undiluted albuterol is too viscous to be nebulized by a jet device`,
      `Albuterol breaks down when nebulized without saline in the cup`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. Jet nebulizers leave a residual (dead) volume of about 0.5 to 1 mL that is never aerosolized. Filling with only 0.5 mL leaves much of the dose in the cup; a fill volume of about 4 to 5 mL (adding diluent) reduces the share lost.

B is wrong: 6 to 8 L/min is the usual flow that produces particles in the respirable range.
C is wrong: viscosity is not the limiting factor for albuterol solution.
D is wrong: albuterol does not break down because it is undiluted.

Correct Answer: A
Key Learning Point: Jet nebulizers lose their residual volume; use a fill volume of about 4 to 5 mL so the residual is a small share of the dose.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'med-028',
    source: 'egans-2020',
    questionText: `A new plastic valved holding chamber that is not made of anti-static material is given to a child. How can electrostatic charge that traps the drug on its walls be reduced?`,
    options: [
      `Rinse it with tap water and dry it with a paper towel before the first use`,
      `Wash it in water with household dish detergent and let it drip dry`,
      `Fire 20 puffs into it daily before the dose to coat the chamber walls`,
      `Store it inside a plastic bag so dust cannot collect on the inner walls`,
    ],
    correctAnswer: 'B',
    explanation: `B is correct. Washing a non-conductive plastic chamber with dilute dish detergent and letting it air-dry without rinsing or wiping leaves a film that reduces static charge and increases the drug delivered.

A is wrong: towel drying adds static charge to the plastic.
C is wrong: priming with many puffs wastes medicine and is unnecessary with detergent washing.
D is wrong: storing in a plastic bag does not remove charge.

Correct Answer: B
Key Learning Point: Reduce static in plastic spacers by washing with detergent and letting them drip dry; do not towel dry.`,
    difficulty: 'easy',
    cognitiveLevel: 'recall',
  },
  {
    ...meta,
    key: 'med-029',
    topicId: 10,
    source: 'egans-2020',
    questionText: `A 2-year-old with persistent asthma cannot cooperate with a valved holding chamber and mask despite repeated coaching and screams through each dose. The prescriber wants to continue an inhaled corticosteroid by another route. Which option is most appropriate?`,
    options: [
      `Fluticasone DPI taken with a fast, deep breath each morning and night`,
      `Oral prednisolone every day in place of the inhaled corticosteroid`,
      `Beclomethasone pMDI fired into the mouth without any spacer in place`,
      `Nebulized budesonide suspension by a jet nebulizer and a mask`,
    ],
    correctAnswer: 'D',
    explanation: `D is correct. Budesonide inhalation suspension is an ICS designed for nebulization and is approved for young children. A well-fitted mask (not blow-by) is used, and the face is wiped afterward.

A is wrong: a 2-year-old cannot generate the fast inspiratory flow a DPI needs.
B is wrong: daily oral corticosteroids have far greater side effects than inhaled therapy.
C is wrong: firing an MDI into a child's mouth without a spacer deposits most of the drug in the mouth.

Correct Answer: D
Key Learning Point: For young children who cannot use a spacer and mask, nebulized budesonide by a well-fitted mask is an option.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'med-030',
    source: 'aha-cpr-ecc-2025',
    questionText: `Ten minutes after an injection in an allergy clinic, a 34-year-old woman with asthma has wheezing, hives, facial swelling and a blood pressure of 84/50 mm Hg. The therapist is asked to help. Which drug should be given first?`,
    options: [
      `Nebulized albuterol 2.5 mg by mouthpiece to open her airways`,
      `Intramuscular epinephrine 0.3 to 0.5 mg in the anterolateral thigh`,
      `Intravenous methylprednisolone 125 mg to treat the airway inflammation`,
      `Oral diphenhydramine 50 mg to block the histamine release`,
    ],
    correctAnswer: 'B',
    explanation: `B is correct. Wheezing with hives, swelling and hypotension after an injection is anaphylaxis. Intramuscular epinephrine (0.01 mg/kg, up to 0.5 mg in adults) in the thigh is the first drug; it treats bronchospasm, airway edema and shock together and can be repeated every 5 to 15 minutes.

A is wrong: albuterol can help wheeze later but does not treat airway edema or shock.
C is wrong: corticosteroids act slowly and are not first-line.
D is wrong: antihistamines relieve skin symptoms and do not treat airway compromise or hypotension.

Correct Answer: B
Key Learning Point: In anaphylaxis with bronchospasm, give IM epinephrine first; bronchodilators, steroids and antihistamines are adjuncts.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'med-031',
    topicId: 12,
    source: 'egans-2020',
    questionText: `A 38-year-old admitted to the ward with an asthma exacerbation received albuterol with ipratropium three times in the emergency department and is now improving on albuterol every 4 hours. The admitting order continues ipratropium every 4 hours. What should the therapist recommend?`,
    options: [
      `Stop the ipratropium, since it adds no benefit after the emergency phase`,
      `Increase the ipratropium to every 2 hours to speed up her recovery`,
      `Replace the albuterol with ipratropium alone to reduce side effects`,
      `Continue the ipratropium until discharge, then add it to her home regimen`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. In acute asthma, adding ipratropium to a SABA helps in the emergency department for moderate to severe exacerbations, but continuing it after hospital admission has not shown benefit. The therapist can recommend stopping it.

B is wrong: more frequent ipratropium adds cost and side effects without benefit.
C is wrong: ipratropium is a weaker bronchodilator than albuterol in asthma and is not used alone.
D is wrong: SAMA is not part of asthma maintenance therapy.

Correct Answer: A
Key Learning Point: Ipratropium helps asthma in the emergency phase; it adds no benefit once the patient is admitted.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'med-032',
    source: 'gina-2025',
    questionText: `Pharmacy records show that a 22-year-old with asthma who uses only a SABA inhaler has filled 14 albuterol canisters (200 doses each) in the past year. What does this pattern indicate?`,
    options: [
      `Good control, because she treats each symptom promptly with her inhaler`,
      `Mild asthma that needs no change, as long as she avoids triggers`,
      `A high risk of exacerbation and death, needing ICS-containing therapy`,
      `Inhaler misuse that is best managed by limiting her refills at pharmacy`,
    ],
    correctAnswer: 'C',
    explanation: `C is correct. High SABA use is a marker of poor control: 3 or more canisters a year raises exacerbation risk, and 12 or more is linked with a higher risk of death. She needs ICS-containing treatment (GINA prefers as-needed or maintenance ICS-formoterol) and a review.

A is wrong: frequent reliever use shows uncontrolled asthma, not good control.
B is wrong: this level of use is not consistent with mild, well-controlled asthma.
D is wrong: restricting her reliever without treating the inflammation is dangerous.

Correct Answer: C
Key Learning Point: Using 3 or more SABA canisters a year raises exacerbation risk and 12 or more raises the risk of death; start ICS-containing therapy.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'med-033',
    topicId: 12,
    source: 'phs-tobacco-2008',
    questionText: `A 55-year-old man who smokes 25 cigarettes a day, first lighting up within 5 minutes of waking, is hospitalized for a COPD exacerbation and wants to quit. Which pharmacotherapy is most likely to help him stay abstinent?`,
    options: [
      `A nicotine patch, with a short-acting gum or lozenge for cravings`,
      `A low-dose nicotine patch by itself, tapered off within 2 weeks`,
      `Nicotine gum used when he feels a strong urge to smoke, as his sole medication`,
      `No medication, because counseling alone works better in COPD`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. Combination nicotine replacement (a long-acting patch plus a short-acting form for breakthrough cravings) and varenicline are among the most effective options. His heavy, early-morning smoking indicates high dependence that a full-dose combination addresses, together with counseling.

B is wrong: a low-dose patch for 2 weeks undertreats high dependence; courses usually last 8 to 12 weeks or more.
C is wrong: gum alone, used only for urges, gives too little steady nicotine.
D is wrong: counseling plus medication works better than either alone.

Correct Answer: A
Key Learning Point: Combination NRT (patch plus short-acting form) or varenicline, with counseling, gives the best quit rates.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
    tmcCode: 'III-D',
  },
  {
    ...meta,
    key: 'med-034',
    source: 'egans-2020',
    questionText: `A patient's new albuterol pMDI has never been used, and his old one was last used 3 weeks ago. What should the therapist teach about preparing an inhaler before use?`,
    options: [
      `Fire it into the mouth twice to check that it is working first`,
      `Remove the canister and rinse it under running tap water`,
      `Warm the canister in hot water so that the full dose is released`,
      `Shake it and spray test puffs into the air, as its label directs`,
    ],
    correctAnswer: 'D',
    explanation: `D is correct. A pMDI that is new or has not been used for a while is primed by shaking it and spraying the number of test puffs into the air that the label gives (for albuterol often 3 to 4), so the first dose inhaled is a full one.

A is wrong: firing into the mouth wastes doses and is not how priming is done.
B is wrong: the canister is never put in water; the actuator alone is rinsed as directed.
C is wrong: heating a pressurized canister is dangerous.

Correct Answer: D
Key Learning Point: Prime a new or unused pMDI by shaking it and spraying test puffs into the air, as the label directs.`,
    difficulty: 'easy',
    cognitiveLevel: 'recall',
  },
  {
    ...meta,
    key: 'med-035',
    topicId: 10,
    source: 'egans-2020',
    questionText: `A 10-kg child with bronchiolitis is ordered nebulized albuterol 2.5 mg. The child's nose is blocked, and the parent holds the nebulizer tubing a few inches from the child's face ("blow-by") while the child sleeps. What is the best advice?`,
    options: [
      `Blow-by is fine, because a sleeping child breathes in more of the mist`,
      `Use a mask sealed on the face, and clear the nose before the treatment`,
      `Increase the flow to 15 L/min to push more mist toward the child's face`,
      `Give the dose by DPI instead, because it needs no mask or nebulizer`,
    ],
    correctAnswer: 'B',
    explanation: `B is correct. Blow-by delivers very little drug because most of the aerosol misses the airway. A mask sealed to the face delivers far more, and suctioning the nose first helps an infant who breathes through the nose. (Bronchodilator use in bronchiolitis is itself limited; if it is given, it should be delivered effectively.)

A is wrong: blow-by wastes most of the dose whether or not the child is asleep.
C is wrong: higher flow changes particle size and disperses the mist further from the airway.
D is wrong: a child this age cannot generate the flow a DPI requires.

Correct Answer: B
Key Learning Point: Blow-by aerosol is ineffective; use a well-sealed mask and clear the nose in infants.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
  },
];
