import type { SeedQuestion } from '../../types';

/** Section I patient data: record review (I-A), assessment (I-B), gathering information (I-C) and
 * recommending diagnostic procedures (I-E). */
const meta = {
  outlineSection: 'I',
  rteArea: 'patient-data',
  reviewed: '2026-11-25',
} as const;

export const questions: SeedQuestion[] = [
  {
    ...meta,
    key: 'pdx-001',
    topicId: 12,
    tmcCode: 'I-A',
    source: 'egans-2020',
    questionText: `A 71-year-old man has had 3 months of worsening dry cough and exertional dyspnea. His medication list shows amiodarone 400 mg daily for 14 months for atrial fibrillation. CT reports new bilateral peripheral reticular opacities, and his DLCO has fallen from 70% to 48% of predicted. Which explanation in his record best accounts for these findings?`,
    options: [
      `Cardiogenic pulmonary edema from the atrial fibrillation`,
      `Pulmonary toxicity caused by long-term amiodarone therapy`,
      `Aspiration pneumonia from a swallowing problem with age`,
      `Asthma that began in adulthood and is now poorly controlled`,
    ],
    correctAnswer: 'B',
    explanation: `B is correct. Amiodarone causes interstitial pneumonitis and fibrosis, more often with higher daily doses and longer use. A subacute dry cough, new interstitial opacities and a falling DLCO in a patient taking it for over a year point to drug toxicity; the prescriber should be told.

A is wrong: cardiogenic edema gives orthopnea, crackles and central or basal edema that responds to diuresis, not a months-long fall in DLCO with peripheral reticulation.
C is wrong: aspiration causes acute or dependent-segment consolidation, not bilateral peripheral reticular change.
D is wrong: asthma does not produce interstitial opacities or a reduced DLCO.

Correct Answer: B
Key Learning Point: Review the medication list when interstitial disease appears; amiodarone, nitrofurantoin, methotrexate and bleomycin are classic causes of drug-induced lung injury.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'pdx-002',
    topicId: 6,
    tmcCode: 'I-A',
    source: 'egans-2020',
    questionText: `A 67-year-old woman admitted with a COPD exacerbation is receiving albuterol every 2 hours, IV methylprednisolone and furosemide. This morning's serum potassium is 2.9 mEq/L (yesterday 3.8). She reports leg weakness and the monitor shows frequent premature ventricular contractions. What is the most important conclusion from these data?`,
    options: [
      `The potassium fall is lab variation and can be rechecked in a week or so`,
      `Hypokalemia from her drugs is raising arrhythmia risk; report it now`,
      `The PVCs are caused by hypoxemia, so the FiO2 should be increased`,
      `Her leg weakness reflects steroid myopathy that needs no action now`,
    ],
    correctAnswer: 'B',
    explanation: `B is correct. Beta-2 agonists shift potassium into cells, and loop diuretics and corticosteroids increase its loss. A fall to 2.9 mEq/L with weakness and ventricular ectopy is clinically significant and should be reported promptly for replacement; the frequency of albuterol may also be reviewed.

A is wrong: a drop of almost 1 mEq/L with symptoms and arrhythmia is not random variation.
C is wrong: nothing suggests hypoxemia; the metabolic cause is documented in the record.
D is wrong: steroid myopathy develops over weeks, and weakness with low potassium and PVCs should be attributed to hypokalemia until corrected.

Correct Answer: B
Key Learning Point: Frequent beta-agonists, loop diuretics and corticosteroids lower serum potassium; hypokalemia with ectopy needs prompt reporting.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'pdx-003',
    topicId: 6,
    tmcCode: 'I-A',
    source: 'egans-2020',
    questionText: `A supine portable chest radiograph of a 30-year-old intubated after a motor vehicle crash is reported as: "abnormally deep, lucent left costophrenic sulcus; sharp left heart border." His SpO2 has fallen from 97% to 91% and peak airway pressure has risen. What does the report most likely describe?`,
    options: [
      `A left pleural effusion layering behind the lung in the supine position`,
      `Left lower lobe atelectasis from a right mainstem intubation with the tube`,
      `A left anterior pneumothorax, seen as a deep sulcus sign on supine film`,
      `Left-sided pulmonary contusion with early consolidation of the lung base`,
    ],
    correctAnswer: 'C',
    explanation: `C is correct. In a supine patient, pleural air collects anteriorly and at the base, making the costophrenic sulcus deep and lucent (the deep sulcus sign) and the heart border unusually sharp. With falling SpO2 and rising airway pressure after trauma, this is a pneumothorax that needs urgent attention.

A is wrong: a layering effusion makes the hemithorax hazier, not more lucent.
B is wrong: atelectasis causes increased density and volume loss, not a lucent deep sulcus.
D is wrong: contusion appears as patchy opacity, not added lucency.

Correct Answer: C
Key Learning Point: On a supine film, a pneumothorax may show only as a deep, lucent costophrenic sulcus and an unusually sharp cardiac border.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'pdx-004',
    topicId: 12,
    tmcCode: 'I-A',
    source: 'gold-2025',
    questionText: `A 69-year-old man with COPD is seen in clinic. His record shows hemoglobin 18.9 g/dL and hematocrit 57%, rising over two years, and ankle edema. His SpO2 at rest on room air today is 89%. He has never been assessed for home oxygen. What does this pattern most likely indicate?`,
    options: [
      `Dehydration that is concentrating the blood and needs IV fluids`,
      `A primary bone marrow disorder unrelated to his lung disease`,
      `Normal aging changes that require no further assessment now`,
      `Chronic hypoxemia with secondary polycythemia and cor pulmonale`,
    ],
    correctAnswer: 'D',
    explanation: `D is correct. Chronic hypoxemia drives erythropoietin release and secondary polycythemia; with edema it suggests cor pulmonale. He should be assessed with an arterial blood gas for long-term oxygen therapy (PaO2 ≤ 55 mm Hg, or ≤ 59 mm Hg with polycythemia or right heart failure).

A is wrong: dehydration would not raise hematocrit steadily over two years and would not cause edema.
B is wrong: polycythemia vera is possible but far less likely than a secondary cause in a hypoxemic COPD patient.
C is wrong: hemoglobin does not rise to this level with normal aging.

Correct Answer: D
Key Learning Point: Rising hematocrit and edema in COPD suggest chronic hypoxemia; check an ABG for long-term oxygen criteria, which are looser when polycythemia or cor pulmonale is present.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'pdx-005',
    topicId: 8,
    tmcCode: 'I-A',
    source: 'ats-ards-2024',
    questionText: `A patient with ARDS on day 4 has a cumulative fluid balance of +6.2 L. Vasopressors were stopped 24 hours ago and blood pressure is stable. Over the same period the PaO2/FiO2 has fallen from 180 to 130 on unchanged PEEP, and the chest radiograph shows more bilateral opacity. Which recommendation do these trends support?`,
    options: [
      `Give a fluid bolus to improve cardiac output and oxygen delivery to tissue`,
      `Discuss a conservative fluid strategy with diuresis with the team`,
      `Lower the PEEP to reduce its effect on venous return and output`,
      `Increase the tidal volume to 10 mL/kg to recruit the wet lung`,
    ],
    correctAnswer: 'B',
    explanation: `B is correct. Once shock has resolved, a conservative fluid strategy shortens ventilation in ARDS. A large positive balance with worsening oxygenation and more opacity suggests added lung water; recommending diuresis is appropriate.

A is wrong: more fluid without shock would add to lung water.
C is wrong: lowering PEEP while oxygenation is falling would worsen hypoxemia.
D is wrong: tidal volumes above 4 to 8 mL/kg PBW injure the lung.

Correct Answer: B
Key Learning Point: After shock resolves in ARDS, a positive fluid balance with worsening oxygenation supports a conservative fluid strategy.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'pdx-006',
    topicId: 2,
    tmcCode: 'I-A',
    source: 'egans-2020',
    questionText: `A 75-year-old on day 6 of ventilation for heart failure has failed two spontaneous breathing trials with a low minute ventilation. He has had aggressive IV diuresis. Serum chemistry: Na 138, K 3.1, Cl 86, HCO3- 38 mEq/L. Which finding in the record most likely contributes to his weaning difficulty?`,
    options: [
      `A metabolic alkalosis that is blunting his ventilatory drive`,
      `A high anion gap acidosis that is raising his ventilatory demand`,
      `Hyponatremia that is weakening his respiratory muscles`,
      `A normal chemistry panel that makes a cause unlikely`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. Diuresis has produced a hypochloremic, hypokalemic metabolic alkalosis (HCO3- 38 mEq/L, Cl 86). The body compensates by hypoventilating, which shows up as low minute ventilation and a higher PaCO2 during breathing trials. Correcting chloride and potassium (or giving acetazolamide if ordered) can help weaning.

B is wrong: the anion gap is 138 - (86 + 38) = 14, and the bicarbonate is high, not low.
C is wrong: a sodium of 138 is normal.
D is wrong: the potassium, chloride and bicarbonate are all abnormal.

Correct Answer: A
Key Learning Point: Diuretic-induced metabolic alkalosis depresses ventilation and can delay weaning; look at chloride, potassium and bicarbonate.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'pdx-007',
    topicId: 8,
    tmcCode: 'I-A',
    source: 'aarc-capnography-2011',
    questionText: `A ventilated trauma patient on day 3 has had a constant minute ventilation of 9 L/min. Over 6 hours his PaCO2 has risen from 40 to 52 mm Hg, while his end-tidal CO2 has fallen from 36 to 28 mm Hg. His heart rate has risen and his SpO2 has fallen slightly. Which process best explains this trend?`,
    options: [
      `Increased CO2 production from fever and overfeeding`,
      `A leak in the circuit that is lowering delivered volume`,
      `Increasing alveolar dead space, as in a pulmonary embolus`,
      `Rebreathing from an exhausted CO2 absorber in the circuit`,
    ],
    correctAnswer: 'C',
    explanation: `C is correct. A widening gap between PaCO2 and end-tidal CO2 (from 4 to 24 mm Hg) with unchanged ventilation means more ventilated alveoli are not perfused: alveolar dead space is rising. In an immobile trauma patient with tachycardia and worsening oxygenation, pulmonary embolism is a leading cause.

A is wrong: increased CO2 production raises both PaCO2 and end-tidal CO2.
B is wrong: a leak lowers ventilation, so end-tidal CO2 would rise with PaCO2, not fall.
D is wrong: rebreathing raises inspired and end-tidal CO2; ICU ventilators have no CO2 absorber.

Correct Answer: C
Key Learning Point: A rising PaCO2 with a falling end-tidal CO2 at constant ventilation means increasing dead space; think of pulmonary embolism or low cardiac output.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'pdx-008',
    topicId: 3,
    tmcCode: 'I-A',
    source: 'egans-2020',
    questionText: `A 64-year-old with COPD on day 9 of ventilation repeatedly fails breathing trials with a high minute ventilation. He receives continuous tube feeding with a high-carbohydrate formula plus IV dextrose. Indirect calorimetry in his record shows a respiratory quotient (RQ) of 1.12 and energy expenditure well below the calories given. What does this result suggest?`,
    options: [
      `Overfeeding, which raises CO2 production and the ventilation he needs to sustain`,
      `Starvation, with fat burned as fuel, which calls for more calories per day`,
      `A normal mixed-fuel pattern that has no bearing on his weaning difficulty`,
      `An air leak in the calorimeter circuit, so the test should just be ignored`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. An RQ above 1.0 means net fat synthesis from excess carbohydrate (lipogenesis), which produces extra CO2. The higher CO2 load raises the minute ventilation he must sustain, a burden that can defeat weaning in COPD. Matching calories to measured expenditure is the fix.

B is wrong: starvation and fat oxidation give an RQ near 0.7, not above 1.0.
C is wrong: a mixed diet gives an RQ around 0.8 to 0.85.
D is wrong: a leak usually gives implausible or low readings; here the RQ fits his feeding and calorie excess.

Correct Answer: A
Key Learning Point: An RQ above 1.0 on indirect calorimetry means overfeeding, which adds CO2 production and ventilatory demand during weaning.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'pdx-009',
    topicId: 3,
    tmcCode: 'I-B',
    source: 'ats-accp-liberation-2017',
    questionText: `Twenty minutes into a spontaneous breathing trial on CPAP 5 cm H2O, a 70-year-old with COPD has a respiratory rate of 32/min, and the therapist sees his abdomen move inward as his chest rises on each breath. SpO2 is 93%. What does this finding most likely indicate?`,
    options: [
      `Normal breathing pattern for a patient with hyperinflated lungs`,
      `Diaphragm fatigue, so the trial should be ended and support resumed`,
      `Anxiety alone, so the trial should continue with reassurance and coaching`,
      `A cuff leak, so the cuff pressure should be checked and increased`,
    ],
    correctAnswer: 'B',
    explanation: `B is correct. Inward movement of the abdomen during inspiration (abdominal paradox) means the accessory muscles are doing the work while a fatigued diaphragm is pulled upward. With tachypnea, it is a sign of failure of the breathing trial; full support should be resumed and the cause sought.

A is wrong: hyperinflation flattens the diaphragm, but abdominal paradox is not a normal pattern.
C is wrong: anxiety can raise the rate but does not cause paradoxical abdominal motion.
D is wrong: a cuff leak causes audible leak and volume loss, not paradoxical motion.

Correct Answer: B
Key Learning Point: Abdominal paradox during a breathing trial signals diaphragm fatigue and trial failure.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'pdx-010',
    topicId: 6,
    tmcCode: 'I-B',
    source: 'egans-2020',
    questionText: `A postoperative patient becomes short of breath. Over the left lower chest, the therapist finds dull percussion and absent breath sounds, and the trachea is deviated to the left. Thick secretions were suctioned earlier in the day. Which condition best fits these findings?`,
    options: [
      `Large left pleural effusion pressing on the left lung`,
      `Left tension pneumothorax after a central line attempt`,
      `Left lower lobe consolidation from early pneumonia`,
      `Left lower lobe atelectasis from a mucus plug`,
    ],
    correctAnswer: 'D',
    explanation: `D is correct. Dullness with absent breath sounds means airless lung or fluid; a trachea pulled toward the abnormal side means volume loss. With thick secretions, a mucus plug causing lobar atelectasis is the best fit, and airway clearance or bronchoscopy may re-expand it.

A is wrong: a large effusion pushes the trachea away from the affected side.
B is wrong: pneumothorax is hyperresonant, and tension pushes the trachea away.
C is wrong: consolidation gives bronchial breath sounds with little or no tracheal shift.

Correct Answer: D
Key Learning Point: The trachea moves toward volume loss (atelectasis) and away from space-occupying processes (effusion, tension pneumothorax).`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'pdx-011',
    topicId: 12,
    tmcCode: 'I-B',
    source: 'gold-2025',
    questionText: `A patient with COPD says, "On flat ground I walk slower than people my age because I get short of breath, and I have to stop for breath when I walk at my own pace." What is his modified Medical Research Council (mMRC) dyspnea grade?`,
    options: [`Grade 1`, `Grade 2`, `Grade 3`, `Grade 4`],
    correctAnswer: 'B',
    explanation: `B is correct. mMRC grade 2 is walking slower than people of the same age on level ground because of breathlessness, or having to stop for breath when walking at one's own pace.

A is wrong: grade 1 is breathlessness when hurrying on level ground or walking up a slight hill.
C is wrong: grade 3 is stopping for breath after about 100 meters or a few minutes on level ground.
D is wrong: grade 4 is being too breathless to leave the house or breathless when dressing.

Correct Answer: B
Key Learning Point: mMRC grades 0 to 4 describe activity-limited dyspnea; GOLD treats grade 2 or more as "more symptoms."`,
    difficulty: 'easy',
    cognitiveLevel: 'recall',
  },
  {
    ...meta,
    key: 'pdx-012',
    topicId: 10,
    tmcCode: 'I-B',
    source: 'egans-2020',
    questionText: `A 38-week infant born by elective cesarean section without labor has a respiratory rate of 86/min, mild retractions and needs FiO2 0.30 at 2 hours of age. The chest radiograph shows streaky perihilar markings, fluid in the minor fissure and normal lung volumes. Which diagnosis is most likely?`,
    options: [
      `Respiratory distress syndrome from surfactant deficiency`,
      `Meconium aspiration syndrome with patchy air trapping in both lungs`,
      `Transient tachypnea of the newborn from retained lung fluid`,
      `Congenital diaphragmatic hernia with bowel in the chest`,
    ],
    correctAnswer: 'C',
    explanation: `C is correct. A term infant delivered by cesarean without labor, with tachypnea, a mild oxygen need, perihilar streaking, fissure fluid and normal or high lung volumes, has transient tachypnea of the newborn. It usually clears within 24 to 72 hours with supportive care.

A is wrong: RDS affects preterm infants and shows low volumes with ground-glass opacity and air bronchograms.
B is wrong: meconium aspiration needs meconium-stained fluid and shows patchy infiltrates with hyperinflation.
D is wrong: a hernia shows bowel loops in the chest and a scaphoid abdomen.

Correct Answer: C
Key Learning Point: Term cesarean birth without labor, tachypnea and fissure fluid with normal volumes points to transient tachypnea of the newborn.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'pdx-013',
    topicId: 10,
    tmcCode: 'I-B',
    source: 'aap-aha-neonatal-2025',
    questionText: `A newborn receiving delivery room care has a preductal pulse oximeter on the right wrist. Which SpO2 range is the target at 5 minutes after birth?`,
    options: [`60% to 65%`, `70% to 75%`, `80% to 85%`, `90% to 95%`],
    correctAnswer: 'C',
    explanation: `C is correct. Preductal targets rise gradually after birth: 60-65% at 1 minute, 65-70% at 2, 70-75% at 3, 75-80% at 4, 80-85% at 5 and 85-95% at 10 minutes.

A is wrong: 60-65% is the 1-minute target.
B is wrong: 70-75% is the 3-minute target.
D is wrong: 90-95% lies within the 10-minute target; aiming for it at 5 minutes risks excess oxygen.

Correct Answer: C
Key Learning Point: The 5-minute preductal SpO2 target is 80-85%; do not aim for adult values in the first minutes of life.`,
    difficulty: 'easy',
    cognitiveLevel: 'recall',
  },
  {
    ...meta,
    key: 'pdx-014',
    topicId: 6,
    tmcCode: 'I-B',
    source: 'egans-2020',
    questionText: `A respiratory therapist begins an interview with a new pulmonary clinic patient who came in because of breathlessness. Which opening question is most likely to yield a complete and unbiased history?`,
    options: [
      `"Your breathing gets worse when you climb stairs, doesn't it?"`,
      `"Do you get short of breath, yes or no, on most days of the week?"`,
      `"Is your breathing trouble caused by smoking or by your allergies?"`,
      `"Tell me about your breathing problem and how it has affected you."`,
    ],
    correctAnswer: 'D',
    explanation: `D is correct. An open-ended question lets the patient describe the problem in their own words, revealing onset, pattern, triggers and impact that closed questions may miss. Focused questions follow to fill gaps.

A is wrong: it is a leading question that suggests the expected answer.
B is wrong: a yes-or-no question limits the information to one fact.
C is wrong: it forces a choice between two causes the patient may not know and may not be correct.

Correct Answer: D
Key Learning Point: Start the interview with open-ended questions, then use focused questions; avoid leading and either-or questions.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'pdx-015',
    topicId: 8,
    tmcCode: 'I-B',
    source: 'ssc-sepsis-2021',
    questionText: `A 68-year-old with pneumonia has a blood pressure of 92/50 mm Hg, heart rate 118/min, cool mottled knees and a capillary refill time of 5 seconds. He is confused and has made little urine in 4 hours. His SpO2 is 94% on 4 L/min. Which interpretation of the assessment is most accurate?`,
    options: [
      `He has signs of poor tissue perfusion despite an acceptable SpO2`,
      `His oxygenation is adequate, so his perfusion is likely adequate`,
      `His findings reflect anxiety, and he needs reassurance and rest`,
      `His confusion is from hypoxemia, so his oxygen flow should rise`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. Mottling, slow capillary refill, confusion and low urine output show inadequate tissue perfusion, as in septic shock. SpO2 measures saturation only; oxygen delivery also depends on cardiac output and hemoglobin. He needs urgent evaluation and resuscitation, with lactate measured.

B is wrong: a normal SpO2 does not guarantee oxygen delivery to tissues.
C is wrong: anxiety does not cause mottling, oliguria and hypotension.
D is wrong: his SpO2 is 94%; his confusion comes from hypoperfusion, and more oxygen alone does not treat it.

Correct Answer: A
Key Learning Point: Assess perfusion (mentation, skin, capillary refill, urine output) as well as SpO2; a normal saturation does not mean adequate oxygen delivery.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'pdx-016',
    topicId: 6,
    tmcCode: 'I-B',
    source: 'aarc-incentive-spirometry-2011',
    questionText: `On the first day after a right thoracotomy, a patient reaches only 600 mL on his incentive spirometer (goal 1,800 mL). He rates his incision pain as 8 on a 0-10 scale and splints his right chest on every breath. Which action should the therapist take first?`,
    options: [
      `Set a lower volume goal he can reach without an increase in pain`,
      `Add IPPB treatments every 4 hours to achieve the volume goal`,
      `Ask the nurse about analgesia and time the session after it takes effect`,
      `Continue coaching every hour and document his poor effort in the medical chart`,
    ],
    correctAnswer: 'C',
    explanation: `C is correct. Severe incisional pain (8/10) with splinting is limiting his inspiratory effort. Effective analgesia, with sessions timed to its peak and a pillow to splint the incision, is the first step to lung expansion after thoracic surgery.

A is wrong: lowering the goal accepts shallow breathing and the atelectasis it causes.
B is wrong: adding a pressure device does not address the pain that stops him breathing deeply.
D is wrong: the low volume reflects pain, not poor effort; charting it as such misses the cause.

Correct Answer: C
Key Learning Point: Assess pain before lung expansion therapy; uncontrolled incisional pain is a common, treatable cause of poor incentive spirometry.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'pdx-017',
    topicId: 6,
    tmcCode: 'I-B',
    source: 'ers-ats-field-walking-2014',
    questionText: `During exercise testing in pulmonary rehabilitation, the therapist asks the patient to rate breathlessness on a 0 to 10 scale with word anchors ranging from "nothing at all" to "maximal." Which scale is being used?`,
    options: [
      `The modified Borg category-ratio scale`,
      `The mMRC dyspnea scale grades 0 to 4`,
      `The COPD Assessment Test (CAT) score`,
      `The Glasgow Coma Scale verbal response`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. The modified Borg scale (0 to 10 with verbal anchors) rates the intensity of dyspnea or fatigue at a moment in time, such as before and after a six-minute walk.

B is wrong: mMRC grades how activity is limited by breathlessness in daily life, not breathlessness during a test.
C is wrong: the CAT is an eight-item questionnaire scored 0 to 40 about the impact of COPD.
D is wrong: the Glasgow Coma Scale assesses level of consciousness.

Correct Answer: A
Key Learning Point: Use the modified Borg scale to rate dyspnea during exercise; use mMRC or CAT to classify symptom burden.`,
    difficulty: 'easy',
    cognitiveLevel: 'recall',
  },
  {
    ...meta,
    key: 'pdx-018',
    topicId: 10,
    tmcCode: 'I-B',
    source: 'aap-aha-neonatal-2025',
    questionText: `A term newborn has severe respiratory distress immediately after birth. The abdomen is flat and sunken, breath sounds are absent on the left, and heart sounds are loudest to the right of the sternum. The infant is cyanotic with a heart rate of 110/min. Which action is most appropriate?`,
    options: [
      `Give positive-pressure ventilation with a bag and face mask`,
      `Intubate and place an orogastric tube for decompression`,
      `Place the infant on nasal CPAP of 6 cm H2O in room air`,
      `Perform needle decompression of the left side of the chest`,
    ],
    correctAnswer: 'B',
    explanation: `B is correct. A scaphoid abdomen, absent left breath sounds and a right-shifted heart suggest a left congenital diaphragmatic hernia. Mask ventilation and CPAP push gas into the bowel in the chest and worsen lung compression, so the infant is intubated and a gastric tube is placed to decompress the bowel.

A is wrong: bag-mask ventilation inflates the herniated bowel.
C is wrong: CPAP also distends the bowel and does not support severe hypoplasia.
D is wrong: there is no pneumothorax to drain; a needle could injure bowel in the chest.

Correct Answer: B
Key Learning Point: Suspect diaphragmatic hernia with a scaphoid abdomen and shifted heart sounds; intubate promptly and decompress the stomach, avoiding mask ventilation.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'pdx-019',
    topicId: 2,
    tmcCode: 'I-C',
    source: 'aarc-blood-gas-2013',
    questionText: `A therapist prepares a 3 mL syringe for an arterial sample by drawing up liquid heparin and leaving 0.5 mL in the barrel, then draws a 1 mL sample. Compared with the patient's true values, how will this affect the results?`,
    options: [
      `PaCO2 and HCO3- falsely low from dilution of the sample`,
      `PaCO2 falsely high and pH falsely low from added acid`,
      `PaO2 falsely low from oxygen that is bound by the heparin`,
      `No effect, because heparin has the same pH as blood`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. Excess liquid heparin dilutes the sample with a fluid that has almost no CO2, lowering the measured PaCO2 and bicarbonate (and shifting PaO2 toward the PO2 of the heparin). Preheparinized syringes with dry heparin avoid the error.

B is wrong: dilution lowers CO2; it does not add it.
C is wrong: heparin does not bind oxygen; dilution moves PaO2 toward room-air values.
D is wrong: the volume of liquid is the problem, whatever its pH.

Correct Answer: A
Key Learning Point: Too much liquid heparin dilutes an ABG, falsely lowering PaCO2 and HCO3-; use dry-heparin syringes and an adequate sample volume.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'pdx-020',
    topicId: 10,
    tmcCode: 'I-C',
    source: 'egans-2020',
    questionText: `A 27-week infant on nasal CPAP is monitored with a heated transcutaneous PCO2 sensor on the chest. The sensor has been on the same site for 7 hours, the skin beneath it is red, and the reading has drifted 12 mm Hg away from the last capillary value. What should the therapist do?`,
    options: [
      `Raise the sensor temperature so the reading drifts back toward the capillary value`,
      `Leave the sensor in place and correct the readings by 12 mm Hg from now on`,
      `Stop transcutaneous monitoring and rely on pulse oximetry for the rest of care`,
      `Move the sensor to a new site, recalibrate it and compare with a blood gas`,
    ],
    correctAnswer: 'D',
    explanation: `D is correct. Heated transcutaneous sensors can burn fragile preterm skin, so the site is changed at the interval the manufacturer sets (often every few hours in tiny infants). Drift is corrected by recalibrating (and replacing the membrane as needed) and the reading is checked against a blood gas.

A is wrong: a higher temperature raises the risk of burns and does not correct calibration drift.
B is wrong: a fixed correction hides a calibration problem and leaves the skin injury to progress.
C is wrong: pulse oximetry does not measure CO2, which transcutaneous monitoring is there to trend.

Correct Answer: D
Key Learning Point: Rotate heated transcutaneous sensor sites to protect neonatal skin, recalibrate for drift and verify against a blood gas.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'pdx-021',
    topicId: 2,
    tmcCode: 'I-C',
    source: 'aarc-blood-gas-2013',
    questionText: `A therapist draws an ABG from a radial arterial line that is kept open with a pressurized saline flush. What step is needed before the sample is taken to avoid an error?`,
    options: [
      `Flush the line with 5 mL of saline right before drawing the sample`,
      `Draw the sample slowly from the flush port with the stopcock open`,
      `Withdraw and set aside a discard volume to clear the flush solution`,
      `Add liquid heparin to the sample syringe before drawing up the blood`,
    ],
    correctAnswer: 'C',
    explanation: `C is correct. The catheter and tubing are full of flush solution. A discard volume (typically several times the dead space) is withdrawn first so the sample is undiluted arterial blood; then the line is flushed afterward.

A is wrong: flushing right before sampling fills the line with saline and dilutes the sample.
B is wrong: drawing with the flush open mixes saline into the sample.
D is wrong: added liquid heparin itself dilutes the sample; use a dry-heparin syringe.

Correct Answer: C
Key Learning Point: Clear the arterial line's dead space with a discard sample before drawing an ABG, then flush after.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'pdx-022',
    topicId: 1,
    tmcCode: 'I-C',
    source: 'ats-ers-spirometry-2019',
    questionText: `A 72-year-old with COPD performs a forced vital capacity maneuver. She blows hard from full inspiration, exhales for 7 seconds, and stops voluntarily; the volume-time curve is still rising about 0.10 L in the last second. There was no cough. What should the therapist conclude and do?`,
    options: [
      `Accept the FVC, since 6 seconds of exhalation meets the criterion`,
      `Reject the whole effort and move on to a bronchodilator test`,
      `Report the FVC as the largest of the efforts and end the session`,
      `The FVC end is not met; coach her to keep blowing to a plateau`,
    ],
    correctAnswer: 'D',
    explanation: `D is correct. Under the 2019 ATS/ERS standard, the end of forced expiration is a plateau (less than 0.025 L in the last second), an expiratory time of 15 seconds, or a patient who clearly cannot exhale further. A curve still rising 0.10 L/s after 7 seconds does not meet it; she should be coached to keep exhaling. The FEV1 from this effort may still be usable if its start was acceptable.

A is wrong: the 6-second end-of-test rule was replaced in 2019 by the plateau or 15-second criteria.
B is wrong: the start was good, so the FEV1 may be acceptable; the effort is not simply discarded.
C is wrong: an FVC that has not reached a plateau underestimates the true FVC.

Correct Answer: D
Key Learning Point: End of forced expiration (ATS/ERS 2019): a volume plateau under 0.025 L in 1 s, 15 s of exhalation, or inability to continue.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'pdx-023',
    topicId: 9,
    tmcCode: 'I-C',
    source: 'egans-2020',
    questionText: `A therapist is placing the chest electrodes for a 12-lead ECG. Where is the V4 electrode placed?`,
    options: [
      `Fourth intercostal space at the right sternal border`,
      `Fourth intercostal space at the left sternal border`,
      `Fifth intercostal space at the left midclavicular line`,
      `Fifth intercostal space at the left midaxillary line`,
    ],
    correctAnswer: 'C',
    explanation: `C is correct. V4 sits in the fifth intercostal space at the left midclavicular line; V5 is level with it at the anterior axillary line and V6 at the midaxillary line.

A is wrong: that is V1.
B is wrong: that is V2.
D is wrong: that is V6.

Correct Answer: C
Key Learning Point: V1 and V2 flank the sternum in the fourth space; V4 is fifth space midclavicular; V3 lies between V2 and V4; V5 and V6 are level with V4.`,
    difficulty: 'easy',
    cognitiveLevel: 'recall',
  },
  {
    ...meta,
    key: 'pdx-024',
    topicId: 11,
    tmcCode: 'I-C',
    source: 'egans-2020',
    questionText: `A shivering postoperative patient has a finger pulse oximeter reading that changes from 82% to 96% over a few seconds. The plethysmographic waveform is jagged and irregular, and the displayed pulse rate is 145/min while the ECG shows 92/min. The patient is talking comfortably. What should the therapist do?`,
    options: [
      `Raise the oxygen to a nonrebreathing mask until the SpO2 is stable`,
      `Treat the reading as motion artifact; reposition the probe and recheck`,
      `Draw an ABG at once, since the oximeter has detected a true desaturation`,
      `Call a rapid response for a new arrhythmia with a rate of 145/min`,
    ],
    correctAnswer: 'B',
    explanation: `B is correct. A noisy waveform and an oximeter pulse rate that does not match the ECG show that the oximeter is reading motion, not pulsatile arterial flow. Stabilize or move the probe (ear or a motion-tolerant sensor), warm the patient and accept a reading only when the waveform is clean and the pulse rates agree.

A is wrong: treating an artifact adds oxygen the comfortable patient may not need.
C is wrong: an ABG is reasonable if a clean signal cannot be obtained, but the first step is to fix the obvious artifact.
D is wrong: the ECG shows a rate of 92/min; the 145/min is an oximeter artifact.

Correct Answer: B
Key Learning Point: Trust an SpO2 only with a clean plethysmographic waveform and a pulse rate that matches the ECG.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'pdx-025',
    topicId: 6,
    tmcCode: 'I-C',
    source: 'asa-sedation-2018',
    questionText: `A 58-year-old with obstructive sleep apnea receives moderate sedation with supplemental oxygen at 4 L/min for a colonoscopy. Which monitoring setup best detects early hypoventilation?`,
    options: [
      `Pulse oximetry alone, checked by the nurse every 15 minutes`,
      `A nasal cannula with a CO2 sampling port and capnography`,
      `Arterial blood gases drawn before and after the procedure`,
      `Watching chest rise from the foot of the procedure table`,
    ],
    correctAnswer: 'B',
    explanation: `B is correct. Supplemental oxygen keeps the SpO2 normal long after ventilation falls, so oximetry detects hypoventilation late. A sampling cannula delivering oxygen and drawing exhaled gas for capnography shows a falling respiratory rate, rising end-tidal CO2 or apnea within breaths; ASA guidance calls for it during moderate sedation.

A is wrong: oximetry alone with oxygen is a late warning, and intermittent checks miss events.
C is wrong: blood gases before and after give no warning during the procedure.
D is wrong: observed chest movement is unreliable for shallow breathing or obstruction.

Correct Answer: B
Key Learning Point: When sedated patients receive oxygen, use capnography to detect hypoventilation; SpO2 falls late.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'pdx-026',
    topicId: 12,
    tmcCode: 'I-E',
    source: 'egans-2020',
    questionText: `A 66-year-old woman on hemodialysis for end-stage renal disease, with a documented anaphylactic reaction to iodinated contrast, has sudden pleuritic chest pain and tachycardia 4 days after hip surgery. Her chest radiograph is clear. Which test should the therapist recommend to evaluate for pulmonary embolism?`,
    options: [
      `CT pulmonary angiography after premedication with steroids`,
      `A ventilation-perfusion (V/Q) lung scan`,
      `A D-dimer level, and no imaging if it is raised`,
      `Spirometry with a diffusing capacity test`,
    ],
    correctAnswer: 'B',
    explanation: `B is correct. With a clear radiograph, a V/Q scan is the preferred test when iodinated contrast should be avoided, as after a prior anaphylactic reaction. A normal perfusion scan effectively excludes PE, and a high-probability scan confirms it.

A is wrong: premedication does not reliably prevent repeat anaphylaxis; with an alternative available, contrast is avoided.
C is wrong: D-dimer is almost always raised after surgery, and a raised value needs imaging, not none.
D is wrong: lung function tests do not diagnose PE in an acute setting.

Correct Answer: B
Key Learning Point: When CT angiography contrast is contraindicated and the chest radiograph is clear, recommend a V/Q scan for suspected PE.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'pdx-027',
    topicId: 12,
    tmcCode: 'I-E',
    source: 'bts-pleural-2023',
    questionText: `A 56-year-old with right lower lobe pneumonia still has fever after 4 days of antibiotics. Ultrasound shows a moderate right pleural effusion with a few thin septations. Which diagnostic procedure should be recommended?`,
    options: [
      `A repeat chest radiograph in 1 week to watch the effusion`,
      `A sputum culture to guide the choice of a new antibiotic`,
      `Ultrasound-guided thoracentesis with pleural fluid pH`,
      `Bronchoscopy with lavage of the right lower lobe`,
    ],
    correctAnswer: 'C',
    explanation: `C is correct. A parapneumonic effusion with ongoing fever needs sampling: ultrasound-guided thoracentesis with pleural fluid pH (and glucose, LDH, Gram stain and culture). A pH below 7.2 or pus indicates a complicated effusion or empyema that needs drainage.

A is wrong: waiting a week delays drainage of a possibly infected effusion.
B is wrong: sputum culture does not tell whether the pleural space needs drainage.
D is wrong: bronchoscopy samples the airway, not the pleural fluid that is driving the fever.

Correct Answer: C
Key Learning Point: Sample a parapneumonic effusion in a patient who is not improving; pleural fluid pH below 7.2 calls for chest tube drainage.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'pdx-028',
    topicId: 12,
    tmcCode: 'I-E',
    source: 'aasm-osa-testing-2017',
    questionText: `A 63-year-old man with loud snoring, witnessed apneas and daytime sleepiness also has heart failure with an ejection fraction of 30% and COPD with resting SpO2 of 90%. His physician asks which sleep test to order. What should the therapist recommend?`,
    options: [
      `A home sleep apnea test, which is cheaper and equally accurate for him`,
      `Overnight oximetry at home, adding treatment if it shows desaturation`,
      `An empiric auto-CPAP trial at home without any diagnostic testing`,
      `In-laboratory polysomnography because of his cardiopulmonary disease`,
    ],
    correctAnswer: 'D',
    explanation: `D is correct. AASM guidance reserves home sleep apnea testing for uncomplicated adults. Significant cardiorespiratory disease, such as heart failure or COPD with hypoxemia, raises the chance of central apnea and sleep hypoventilation, so attended in-laboratory polysomnography is recommended.

A is wrong: home testing is not recommended with significant cardiopulmonary disease and can miss central events and hypoventilation.
B is wrong: oximetry alone cannot diagnose or classify sleep apnea.
C is wrong: empiric auto-CPAP can worsen central apnea in heart failure and is not a diagnostic approach.

Correct Answer: D
Key Learning Point: Recommend in-lab polysomnography rather than home testing when significant cardiopulmonary or neuromuscular disease is present.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'pdx-029',
    topicId: 6,
    tmcCode: 'I-E',
    source: 'egans-2020',
    questionText: `A 74-year-old man recovering from a liver resection is short of breath and his SpO2 falls from 95% lying down to 86% when he sits up, improving again when he lies flat. His chest radiograph and CT pulmonary angiogram are normal. Which test should the therapist recommend next?`,
    options: [
      `Echocardiography with an agitated saline (bubble) study`,
      `Spirometry before and after an inhaled bronchodilator`,
      `Methacholine challenge to look for airway hyperreactivity`,
      `A sleep study to look for nocturnal hypoventilation`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. Dyspnea and desaturation that worsen upright and improve supine (platypnea-orthodeoxia) suggest a right-to-left shunt, through a patent foramen ovale or intrapulmonary vascular dilations as in hepatopulmonary syndrome. A contrast bubble echocardiogram detects both and their timing distinguishes them.

B is wrong: airflow obstruction does not cause positional desaturation of this kind.
C is wrong: bronchial hyperreactivity does not explain a position-dependent shunt.
D is wrong: his desaturation occurs awake with posture, not during sleep.

Correct Answer: A
Key Learning Point: Orthodeoxia (desaturation when upright) points to a right-to-left shunt; recommend a bubble echocardiogram.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'pdx-030',
    topicId: 7,
    tmcCode: 'I-E',
    source: 'egans-2020',
    questionText: `On day 5 of ventilation, a patient develops fever of 38.9 °C, purulent secretions, a rising FiO2 requirement and a new right lower lobe infiltrate. The team plans to start antibiotics. Which diagnostic procedure should the therapist recommend first?`,
    options: [
      `A lower respiratory tract culture by endotracheal aspirate`,
      `A nasopharyngeal swab for a viral respiratory panel`,
      `A chest CT scan to confirm the infiltrate before testing`,
      `A repeat chest radiograph after 48 hours of new antibiotics`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. Suspected ventilator-associated pneumonia should be cultured from the lower airway (endotracheal aspirate, or bronchoscopic or blind lavage) before new antibiotics, so therapy can later be narrowed to the organism found.

B is wrong: a viral panel does not identify the likely bacterial pathogens of VAP.
C is wrong: CT adds transport risk and does not identify the organism.
D is wrong: a radiograph after treatment starts gives no microbiology, and cultures taken after antibiotics are less reliable.

Correct Answer: A
Key Learning Point: Obtain a lower respiratory tract culture before starting antibiotics for suspected VAP so they can be de-escalated.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'pdx-031',
    topicId: 1,
    tmcCode: 'I-E',
    source: 'ers-ats-interpretation-2022',
    questionText: `A 24-year-old college athlete has episodes of noisy breathing and throat tightness during competition that do not respond to albuterol. Between episodes, spirometry is normal. During an episode, the flow-volume loop shows a flattened, notched inspiratory limb with a normal expiratory limb. Which test should the therapist recommend?`,
    options: [
      `Serial peak flows at home for the next two weeks`,
      `Chest CT to look for a mediastinal mass or goiter`,
      `Laryngoscopy during symptoms or after provocation`,
      `A sweat chloride test to look for cystic fibrosis`,
    ],
    correctAnswer: 'C',
    explanation: `C is correct. A flattened inspiratory limb with a normal expiratory limb is a variable extrathoracic obstruction. In a young athlete with exercise-triggered throat tightness that does not respond to bronchodilators, inducible laryngeal obstruction (vocal cord dysfunction) is likely; laryngoscopy during symptoms or after exercise provocation shows the vocal folds closing on inspiration.

A is wrong: peak flow measures expiratory flow and will miss inspiratory obstruction.
B is wrong: a fixed mass causes flattening of both limbs or an intrathoracic pattern, not an intermittent inspiratory one.
D is wrong: nothing in the history suggests cystic fibrosis.

Correct Answer: C
Key Learning Point: Intermittent inspiratory flattening of the flow-volume loop in an athlete suggests inducible laryngeal obstruction; confirm by laryngoscopy during symptoms.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'pdx-032',
    topicId: 2,
    tmcCode: 'I-E',
    source: 'aarc-blood-gas-2013',
    questionText: `Two hours after hip surgery, a 79-year-old woman who received IV morphine is drowsy and hard to rouse. Her respiratory rate is 8/min and shallow, and her SpO2 is 97% on 4 L/min nasal cannula. Which test should the therapist recommend?`,
    options: [
      `A chest radiograph to look for postoperative atelectasis`,
      `A 12-lead ECG to exclude a perioperative myocardial infarction`,
      `An arterial blood gas to measure PaCO2 and pH`,
      `No test, because her oxygen saturation is normal`,
    ],
    correctAnswer: 'C',
    explanation: `C is correct. Opioid-induced hypoventilation raises PaCO2 while supplemental oxygen keeps the SpO2 normal. Drowsiness with a slow, shallow rate calls for an ABG to measure the PaCO2 and pH (with naloxone considered), since the oximeter cannot show hypercapnia.

A is wrong: atelectasis causes hypoxemia and tachypnea, not a rate of 8/min with drowsiness.
B is wrong: nothing points to cardiac ischemia; the findings fit opioid-induced hypoventilation.
D is wrong: a normal SpO2 on oxygen does not exclude dangerous hypercapnia.

Correct Answer: C
Key Learning Point: A normal SpO2 on oxygen can hide hypoventilation; sedated patients with slow, shallow breathing need an ABG (or capnography).`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'pdx-033',
    topicId: 6,
    tmcCode: 'I-E',
    source: 'egans-2020',
    questionText: `After coronary artery bypass surgery, a 62-year-old man has been extubated for 2 days. He is short of breath lying flat, the chest radiograph shows a persistently elevated left hemidiaphragm, and his supine vital capacity is much lower than his upright value. Which test should the therapist recommend to evaluate the cause?`,
    options: [
      `Bronchoscopy to look for an airway obstruction`,
      `Diaphragm ultrasound or a fluoroscopic sniff test`,
      `A ventilation-perfusion scan for pulmonary embolism`,
      `A methacholine challenge for airway hyperreactivity`,
    ],
    correctAnswer: 'B',
    explanation: `B is correct. Cold cardioplegia and surgical manipulation can injure the phrenic nerve. Orthopnea, a raised hemidiaphragm and a fall in vital capacity when supine suggest diaphragm paralysis, which ultrasound or a fluoroscopic sniff test (paradoxical upward motion on sniffing) confirms.

A is wrong: airway obstruction does not cause a raised hemidiaphragm with a posture-dependent vital capacity.
C is wrong: embolism does not explain the raised hemidiaphragm or the supine fall in vital capacity.
D is wrong: airway hyperreactivity is unrelated to these findings.

Correct Answer: B
Key Learning Point: A raised hemidiaphragm with orthopnea and a large supine fall in vital capacity after cardiac surgery suggests phrenic nerve injury; confirm with ultrasound or a sniff test.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
  },
];
