import type { SeedQuestion } from '../../types';

/** Section I patient data: record review (I-A), assessment (I-B), gathering information (I-C) and
 * recommending diagnostic procedures (I-E). */
const meta = {
  outlineSection: 'I',
  rteArea: 'patient-data',
  written: '2026-11-25',
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
      `Cardiogenic pulmonary edema caused by the atrial fibrillation`,
      `Pulmonary toxicity caused by long-term amiodarone therapy`,
      `Aspiration pneumonia from a swallowing problem that came with age`,
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
      `The potassium fall is lab variation and can be rechecked next week`,
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
    source: 'egans-2020',
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
      `A cuff leak, so the cuff pressure should be checked and increased now`,
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
    reviewed: '2026-11-28',
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
    reviewed: '2026-11-28',
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
      `PaCO2 falsely high and pH falsely low from the added acid`,
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
      `Add liquid heparin to the syringe before drawing up the blood`,
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
    questionText: `A 72-year-old with COPD performs her first forced vital capacity maneuver of the session. She blows hard from full inspiration, exhales for 7 seconds, and stops voluntarily; the volume-time curve is still rising about 0.10 L in the last second. There was no cough. What should the therapist conclude and do?`,
    options: [
      `Accept the FVC, since 6 seconds of exhalation meets the criterion`,
      `Reject the whole effort and move on to a bronchodilator test`,
      `Report the FVC as the largest of the efforts and end the session`,
      `The FVC end is not met; coach her to keep blowing to a plateau`,
    ],
    correctAnswer: 'D',
    explanation: `D is correct. Under the 2019 ATS/ERS standard, the end of forced expiration is a plateau (less than 0.025 L in the last second), an expiratory time of 15 seconds, or an FVC within the repeatability tolerance of (or greater than) the largest FVC already recorded. A curve still rising 0.10 L/s after 7 seconds does not meet it; she should be coached to keep exhaling. The FEV1 from this effort may still be usable if its start was acceptable.

A is wrong: the 6-second end-of-test rule was replaced in 2019 by the plateau or 15-second criteria.
B is wrong: the start was good, so the FEV1 may be acceptable; the effort is not simply discarded.
C is wrong: an FVC that has not reached a plateau underestimates the true FVC.

Correct Answer: D
Key Learning Point: End of forced expiration (ATS/ERS 2019): a volume plateau under 0.025 L in 1 s, 15 s of exhalation, or an FVC matching or exceeding the largest earlier FVC.`,
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
      `Spirometry before and after an inhaled short-acting bronchodilator`,
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
  {
    ...meta,
    key: 'pdx-034',
    topicId: 6,
    tmcCode: 'I-A',
    source: 'egans-2020',
    questionText: `A ventilated stroke patient had a small-bore feeding tube placed blindly at the bedside. The radiology report of the confirming chest film reads: "Feeding tube courses down the right mainstem bronchus, tip projecting over the right lower lobe." The nurse is about to start the tube feeding. What should the therapist do?`,
    options: [
      `Let the feeding start at a slow rate and watch for coughing`,
      `Inject 10 mL of air and listen over the stomach to recheck`,
      `Stop the feeding and have the tube removed and replaced`,
      `Advance the tube 10 cm so that it passes into the stomach`,
    ],
    correctAnswer: 'C',
    explanation: `C is correct. The report places the tube in the airway. Feeding through it would instill formula into the lung, and a cuffed endotracheal tube does not prevent small-bore tubes from passing into the trachea. Feeding is held and the tube is removed and replaced, with position confirmed again.

A is wrong: any formula through a tube in the bronchus causes aspiration pneumonitis.
B is wrong: auscultation over the stomach is unreliable and cannot overrule radiographic evidence.
D is wrong: advancing a tube that is in the bronchus drives it deeper into the lung and risks pneumothorax.

Correct Answer: C
Key Learning Point: Read tube-position reports before use; a feeding tube in the airway is removed and replaced before any feeding.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'pdx-035',
    topicId: 1,
    tmcCode: 'I-A',
    source: 'egans-2020',
    questionText: `Before a right lower lobectomy (5 of 19 lung segments, all unobstructed), a 66-year-old's record shows a post-bronchodilator FEV1 of 70% of predicted. Using the segment-counting method, what is his predicted postoperative FEV1?`,
    options: [`About 30% of predicted`, `About 52% of predicted`, `About 65% of predicted`, `About 70% of predicted`],
    correctAnswer: 'B',
    explanation: `B is correct. Predicted postoperative FEV1 = preoperative FEV1 × (1 - segments removed / total segments) = 70% × (1 - 5/19) = 70% × 0.74 ≈ 52% of predicted. Values above about 60% predict low risk; between 30% and 60% further testing such as exercise assessment is advised.

A is wrong: 30% would follow the loss of more than half the lung.
C is wrong: 65% would follow the removal of about one segment only.
D is wrong: 70% ignores the lung being removed.

Correct Answer: B
Key Learning Point: ppoFEV1 = preoperative FEV1 × (1 - segments resected / 19); here about 52% of predicted.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'pdx-036',
    topicId: 1,
    tmcCode: 'I-A',
    source: 'egans-2020',
    questionText: `A lung transplant recipient records home spirometry daily. His record shows a stable FEV1 of 2.80 L for months, and over the past 5 days values of 2.40, 2.38, 2.35, 2.36 and 2.33 L. He feels "a bit more tired." What is the best interpretation of this trend?`,
    options: [
      `A sustained fall of about 16% that needs prompt review`,
      `A normal day-to-day variation that needs no action`,
      `Poor effort on home tests that should be ignored`,
      `A small fall that can wait until next year's visit`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. The FEV1 has fallen from 2.80 to about 2.35 L, a sustained drop of about 16%. In a transplant recipient a sustained decline of more than about 10% needs prompt review for infection, acute rejection or chronic lung allograft dysfunction.

B is wrong: day-to-day variation in good home spirometry is much smaller and does not trend steadily downward.
C is wrong: five consistent values suggest a real change rather than poor effort.
D is wrong: early evaluation changes outcomes; waiting a year risks permanent graft loss.

Correct Answer: A
Key Learning Point: In lung transplant recipients, a sustained fall in home FEV1 of more than about 10% needs prompt evaluation.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'pdx-037',
    topicId: 2,
    tmcCode: 'I-A',
    source: 'egans-2020',
    questionText: `A 24-year-old woman with a severe asthma attack had an ABG on arrival of pH 7.48, PaCO2 32 mm Hg, HCO3- 23.5 mEq/L. After 2 hours of treatment she is tiring, speaks in single words, and her breath sounds are quieter. A repeat ABG shows pH 7.38, PaCO2 44 mm Hg, HCO3- 25 mEq/L. How should the repeat result be interpreted?`,
    options: [
      `Her gas exchange has returned to normal, showing a response`,
      `She has developed a compensated metabolic alkalosis`,
      `Her PaCO2 rising to normal signals fatigue and impending failure`,
      `The sample was venous, because PaCO2 cannot rise this fast`,
    ],
    correctAnswer: 'C',
    explanation: `C is correct. In acute asthma, hyperventilation normally keeps the PaCO2 low. A PaCO2 that rises to the "normal" range while she tires, with quieter breath sounds, shows that ventilation is failing. She needs urgent escalation of care.

A is wrong: normal numbers in a worsening patient are not reassuring; the trend and the clinical picture matter.
B is wrong: the bicarbonate of 25 mEq/L is normal; there is no metabolic alkalosis.
D is wrong: PaCO2 can rise quickly as ventilation fails, and the clinical signs fit the result.

Correct Answer: C
Key Learning Point: A normal or rising PaCO2 during a severe asthma attack is a danger sign of fatigue and impending respiratory failure.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'pdx-038',
    topicId: 12,
    tmcCode: 'I-A',
    source: 'gina-2025',
    questionText: `A 52-year-old woman with moderate asthma, well controlled for years, is admitted with severe bronchospasm. Her medication record shows that eye drops were started 10 days ago for glaucoma: timolol, one drop in each eye twice daily. Which conclusion from the record is most important?`,
    options: [
      `Timolol, a nonselective beta-blocker, can cause bronchospasm`,
      `The eye drops are not absorbed, so they can safely be ignored here`,
      `Timolol protects against asthma by lowering her resting heart rate`,
      `Her glaucoma itself is the likely trigger of the bronchospasm`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. Timolol is a nonselective beta-blocker. Eye drops are absorbed through the nasolacrimal mucosa into the circulation and can block airway beta-2 receptors, triggering severe bronchospasm and blunting the response to albuterol. The prescriber should be told so the drop can be changed.

B is wrong: systemic absorption from eye drops is well documented and clinically important.
C is wrong: beta-blockade worsens asthma; heart rate has nothing to do with protection.
D is wrong: glaucoma does not cause bronchospasm; the drug used to treat it does.

Correct Answer: A
Key Learning Point: Nonselective beta-blockers, including timolol eye drops, can trigger bronchospasm in asthma.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'pdx-040',
    topicId: 12,
    tmcCode: 'I-B',
    source: 'egans-2020',
    questionText: `While inspecting a 70-year-old man with severe COPD, the therapist sees the lower lateral rib margins move inward with each inspiration instead of outward. What does this sign (Hoover's sign) indicate?`,
    options: [
      `A flail segment from rib fractures that were never diagnosed`,
      `Severe hyperinflation with a flattened diaphragm`,
      `Normal breathing mechanics for a man of his age and build`,
      `Paralysis of the intercostal muscles on both sides`,
    ],
    correctAnswer: 'B',
    explanation: `B is correct. When hyperinflation flattens the diaphragm, its contraction pulls the lower ribs inward instead of lifting them outward. Hoover's sign is a marker of severe hyperinflation in COPD.

A is wrong: a flail segment moves paradoxically at the site of fractures, usually on one side after trauma.
C is wrong: in normal breathing the lower rib margins move outward on inspiration.
D is wrong: intercostal paralysis does not produce this pattern, which depends on diaphragm geometry.

Correct Answer: B
Key Learning Point: Inward movement of the lower rib margins on inspiration (Hoover's sign) indicates severe hyperinflation with a flattened diaphragm.`,
    difficulty: 'easy',
    cognitiveLevel: 'recall',
  },
  {
    ...meta,
    key: 'pdx-041',
    topicId: 3,
    tmcCode: 'I-B',
    source: 'egans-2020',
    questionText: `A ventilated patient on PEEP 14 cm H2O develops puffiness of the neck and upper chest. On palpation the therapist feels a crackling, "crunchy" sensation under the skin. Peak pressure has risen slightly. Which complication does this finding most strongly suggest?`,
    options: [
      `Fluid overload with edema of the chest wall`,
      `An allergic reaction to the tube-securing tape`,
      `Normal crepitus of the ribs in an older patient`,
      `Air leak from barotrauma: check for pneumothorax`,
    ],
    correctAnswer: 'D',
    explanation: `D is correct. Crepitus on palpation is subcutaneous emphysema: air in the tissues from an air leak, such as alveolar rupture tracking to the mediastinum and neck. In a ventilated patient it calls for an urgent check for pneumothorax and pneumomediastinum.

A is wrong: edema pits on pressure; it does not crackle.
B is wrong: an allergy causes redness and itching, not air in the tissues.
C is wrong: crepitus of subcutaneous air is never normal, and it is not a bone finding.

Correct Answer: D
Key Learning Point: Subcutaneous emphysema in a ventilated patient signals an air leak; look for pneumothorax and pneumomediastinum.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'pdx-042',
    topicId: 6,
    tmcCode: 'I-B',
    tmcOnly: true,
    source: 'egans-2020',
    questionText: `A 22-year-old tall, thin man has sudden right-sided chest pain and dyspnea. Over the right chest the therapist finds a hyperresonant percussion note, absent breath sounds and reduced tactile fremitus. The trachea is midline. Which condition best fits these findings?`,
    options: [
      `Right lower lobe pneumonia with consolidation`,
      `A large right pleural effusion`,
      `A right-sided simple pneumothorax`,
      `Right middle lobe atelectasis`,
    ],
    correctAnswer: 'C',
    explanation: `C is correct. Air in the pleural space gives a hyperresonant note, and it blocks transmission of breath sounds and vocal vibration. A young, tall, thin man with sudden pain fits a primary spontaneous pneumothorax; a midline trachea argues against tension.

A is wrong: consolidation is dull, with bronchial breath sounds and increased fremitus.
B is wrong: an effusion is dull to percussion.
D is wrong: atelectasis is dull, with volume loss and the trachea pulled toward it.

Correct Answer: C
Key Learning Point: Hyperresonance with absent breath sounds and fremitus on one side means pneumothorax; dullness means fluid, consolidation or collapse.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'pdx-043',
    topicId: 12,
    tmcCode: 'I-B',
    source: 'egans-2020',
    questionText: `A 63-year-old smoker has had a cough for 3 months. On auscultation the therapist hears a single-pitched wheeze over the right upper anterior chest, present on every breath in the same place and unchanged after coughing or albuterol. The rest of the chest is clear. Which interpretation is most likely?`,
    options: [
      `Diffuse bronchospasm from asthma that has begun in later life`,
      `A localized airway narrowing, such as an endobronchial tumor`,
      `Secretions in the large airways that will clear with a cough`,
      `Upper airway obstruction at the level of the vocal cords`,
    ],
    correctAnswer: 'B',
    explanation: `B is correct. A fixed, monophonic wheeze heard over one area and unchanged by coughing or bronchodilator suggests narrowing of a single bronchus, such as a tumor or foreign body. In a smoker with months of cough, bronchoscopy or CT is warranted.

A is wrong: asthma causes diffuse, polyphonic wheezing that responds to bronchodilators.
C is wrong: secretion sounds change or clear after coughing.
D is wrong: upper airway narrowing gives inspiratory stridor loudest over the neck, not a localized chest wheeze.

Correct Answer: B
Key Learning Point: A fixed, localized, monophonic wheeze points to focal airway obstruction (tumor or foreign body), not asthma.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'pdx-044',
    topicId: 10,
    tmcCode: 'I-B',
    source: 'aap-aha-neonatal-2025',
    questionText: `A term infant is assessed 1 hour after birth. Which finding is abnormal and needs further evaluation?`,
    options: [
      `Respiratory rate of 48/min with quiet, easy breathing`,
      `Heart rate of 138/min with a regular rhythm`,
      `Blue hands and feet with pink lips and tongue`,
      `Blue lips and tongue while the infant is calm`,
    ],
    correctAnswer: 'D',
    explanation: `D is correct. Central cyanosis (blue lips, tongue and mucous membranes) means low arterial saturation and is never normal after the transition; it needs pulse oximetry and evaluation for cardiac or respiratory disease.

A is wrong: a newborn's normal rate is about 40 to 60/min.
B is wrong: a newborn's normal heart rate is about 110 to 160/min.
C is wrong: acrocyanosis (blue hands and feet) with pink central areas is common and benign in the first days.

Correct Answer: D
Key Learning Point: Acrocyanosis is normal in newborns; central cyanosis is not and needs evaluation.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'pdx-045',
    topicId: 10,
    tmcCode: 'I-B',
    source: 'egans-2020',
    questionText: `A 25-week infant on the ventilator suddenly desaturates and becomes bradycardic. Breath sounds are hard to judge. When a bright fiberoptic light is held against the chest wall in a darkened room, the left side glows widely while the right shows a small halo. What does this suggest?`,
    options: [
      `A right pneumothorax needing aspiration`,
      `A left pneumothorax needing aspiration`,
      `Right-sided atelectasis needing recruitment`,
      `A normal result, since the light glows on both sides`,
    ],
    correctAnswer: 'B',
    explanation: `B is correct. In small preterm infants, transillumination shows free pleural air as a wide, bright glow on the affected side compared with the small halo over normal lung. A sudden deterioration with a glowing left chest is a left pneumothorax that needs needle aspiration or a chest tube, confirmed by radiograph if time allows.

A is wrong: the abnormal glow is on the left, not the right.
C is wrong: atelectasis does not cause increased transillumination.
D is wrong: the two sides are clearly unequal.

Correct Answer: B
Key Learning Point: In a preterm infant, a side that glows widely on transillumination suggests pneumothorax on that side.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'pdx-046',
    topicId: 6,
    tmcCode: 'I-B',
    source: 'aasm-osa-testing-2017',
    questionText: `Before elective surgery, a 58-year-old man is screened with STOP-Bang. He snores loudly, is often tired in the daytime, his wife has seen him stop breathing in sleep, and he takes medication for hypertension. His BMI is 37 kg/m2 and his neck circumference is 44 cm. How should his result be interpreted?`,
    options: [
      `Low risk of obstructive sleep apnea; no further action`,
      `Intermediate risk; repeat the screen after the surgery`,
      `High risk of OSA; tell the team and consider testing`,
      `Diagnostic of severe OSA; start CPAP without testing`,
    ],
    correctAnswer: 'C',
    explanation: `C is correct. He scores 8 of 8 (Snoring, Tiredness, Observed apneas, Pressure, BMI over 35, Age over 50, Neck over 40 cm, male Gender). A score of 5 or more means high risk of moderate to severe OSA; the anesthesia team is told so they can plan airway and postoperative monitoring, and diagnostic testing is considered.

A is wrong: a score of 8 is the highest risk category.
B is wrong: a high score matters before surgery, when sedation and opioids can worsen OSA.
D is wrong: a screening tool identifies risk; it does not diagnose OSA or its severity.

Correct Answer: C
Key Learning Point: STOP-Bang 5 or more means high risk of OSA; alert the team and consider diagnostic testing, since screening is not diagnosis.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'pdx-047',
    topicId: 8,
    tmcCode: 'I-B',
    source: 'egans-2020',
    questionText: `A ventilated patient's sedation is being assessed with the Richmond Agitation-Sedation Scale. When the nurse calls his name, he opens his eyes and makes eye contact for about 5 seconds, then drifts off again. What is his RASS score?`,
    options: [`-4`, `-3`, `-2`, `-1`],
    correctAnswer: 'C',
    explanation: `C is correct. RASS -2 (light sedation) is brief awakening to voice with eye contact for less than 10 seconds.

A is wrong: -4 (deep sedation) is no response to voice but movement or eye opening to physical stimulation.
B is wrong: -3 (moderate sedation) is movement or eye opening to voice without eye contact.
D is wrong: -1 (drowsy) is sustained awakening to voice with eye contact for 10 seconds or more.

Correct Answer: C
Key Learning Point: RASS -1 sustained eye contact to voice (10 s or more), -2 brief eye contact (under 10 s), -3 movement without eye contact, -4 response only to touch.`,
    difficulty: 'medium',
    cognitiveLevel: 'recall',
  },
  {
    ...meta,
    key: 'pdx-048',
    topicId: 2,
    tmcCode: 'I-C',
    source: 'aarc-blood-gas-2013',
    questionText: `A 71-year-old with COPD has her oxygen changed from 2 to 3 L/min nasal cannula at 0900. The physician wants an ABG to check her PaCO2 on the new setting. When is the earliest appropriate time to draw it?`,
    options: [
      `Right away, at 0905, to see the immediate change`,
      `After about 20 to 30 minutes of steady breathing`,
      `Not before 6 hours, when equilibrium is complete`,
      `The next morning, with the routine blood draw`,
    ],
    correctAnswer: 'B',
    explanation: `B is correct. After a change in oxygen or ventilation, arterial values need time to reach a new steady state; about 20 to 30 minutes is usual (somewhat longer may be wise in COPD). Sampling earlier gives values that are still changing.

A is wrong: 5 minutes is too soon for a steady state.
C is wrong: waiting 6 hours delays the answer needed to judge the change.
D is wrong: waiting until the next morning could miss rising PaCO2 after the increase.

Correct Answer: B
Key Learning Point: Wait about 20 to 30 minutes after changing oxygen or ventilator settings before drawing an ABG.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'pdx-049',
    topicId: 2,
    tmcCode: 'I-C',
    source: 'aarc-blood-gas-2013',
    questionText: `A therapist performs an arterial puncture at the radial artery of an adult. At what angle to the skin should the needle enter?`,
    options: [
      `About 10 degrees, almost flat to the skin`,
      `About 30 to 45 degrees, bevel facing up`,
      `About 90 degrees, straight down into it`,
      `About 60 to 75 degrees, bevel facing down`,
    ],
    correctAnswer: 'B',
    explanation: `B is correct. The radial artery is shallow, so the needle enters at about 30 to 45 degrees with the bevel up, against the direction of blood flow. Deeper arteries need steeper angles (brachial about 45 to 60 degrees, femoral about 90 degrees).

A is wrong: a nearly flat angle travels under the skin and may miss the artery.
C is wrong: 90 degrees is used for the deep femoral artery.
D is wrong: a steep angle with the bevel down risks passing through the radial artery.

Correct Answer: B
Key Learning Point: Enter the radial artery at 30 to 45 degrees, bevel up; steeper angles are for the brachial and femoral arteries.`,
    difficulty: 'easy',
    cognitiveLevel: 'recall',
  },
  {
    ...meta,
    key: 'pdx-051',
    topicId: 1,
    tmcCode: 'I-C',
    source: 'egans-2020',
    questionText: `A 14-year-old with asthma is learning to measure peak expiratory flow at home. Which technique gives a valid reading?`,
    options: [
      `Breathe in fully, seal the lips, blast out hard; record the best of 3`,
      `Breathe out slowly and completely, as for a vital capacity`,
      `Breathe in halfway, then cough into the meter; record the average`,
      `Blow out hard once each week; record that one value for the week`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. Peak flow is measured after a full inspiration, with the lips sealed on the mouthpiece and a short, maximal blast, usually standing, repeated three times with the highest value recorded.

B is wrong: a slow exhalation measures volume, not peak flow.
C is wrong: a partial breath and a cough give falsely variable results, and the best value, not the average, is recorded.
D is wrong: a single weekly reading does not monitor asthma variability.

Correct Answer: A
Key Learning Point: Peak flow: full inspiration, tight seal, short maximal blast, best of three.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'pdx-052',
    topicId: 9,
    tmcCode: 'I-C',
    source: 'egans-2020',
    questionText: `A 12-lead ECG taken by a student shows negative P waves, QRS complexes and T waves in lead I and an upright complex in aVR, in a patient whose previous ECGs were normal. The patient feels well. What is the most likely explanation?`,
    options: [
      `Acute right ventricular strain from pulmonary embolism`,
      `Dextrocardia that was missed on earlier tracings`,
      `A lateral myocardial infarction in progress now`,
      `The right- and left-arm electrodes were reversed`,
    ],
    correctAnswer: 'D',
    explanation: `D is correct. Swapping the right- and left-arm electrodes inverts lead I and exchanges aVR and aVL, so lead I looks upside down and aVR becomes upright. In a well patient with earlier normal tracings, lead reversal is far more likely; the electrodes are checked and the ECG repeated.

A is wrong: right heart strain does not invert every wave in lead I.
B is wrong: dextrocardia would have appeared on earlier tracings and also changes the precordial leads.
C is wrong: an infarct changes ST segments and Q waves, not the P-wave axis, and the patient is well.

Correct Answer: D
Key Learning Point: An inverted lead I with an upright aVR in a well patient suggests reversed arm electrodes; check placement and repeat.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'pdx-053',
    topicId: 6,
    tmcCode: 'I-C',
    source: 'aarc-capnography-2011',
    questionText: `A sidestream capnograph on a nonintubated patient displays an "occlusion" message and a flat line, while the patient breathes comfortably at 16/min with SpO2 96%. Condensed water is visible in the sampling line near the monitor. What should the therapist do?`,
    options: [
      `Replace the sampling line and water trap, then confirm a waveform`,
      `Recalibrate the monitor with room air and then continue monitoring`,
      `Report apnea to the physician and prepare to assist ventilation`,
      `Raise the sampling flow to the monitor's maximum to clear the line`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. A sidestream monitor draws gas through a thin line, and moisture or secretions can block it. An occlusion message with a flat line in a patient who is clearly breathing is a sampling problem; replacing the line and emptying or replacing the water trap restores the waveform.

B is wrong: calibration does not clear a blocked line.
C is wrong: the patient is breathing normally; the flat line is a device problem.
D is wrong: raising the sampling flow does not reliably clear water and is not how the problem is fixed.

Correct Answer: A
Key Learning Point: A sidestream capnograph occlusion with a breathing patient means a blocked sampling line or water trap; replace it and confirm the waveform.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'pdx-054',
    topicId: 1,
    tmcCode: 'I-C',
    source: 'ats-feno-2011',
    questionText: `A patient arrives for a fractional exhaled nitric oxide (FeNO) measurement right after performing spirometry, having just drunk a coffee and eaten a salad with spinach. What is the best course of action?`,
    options: [
      `Measure FeNO now, since diet and spirometry do not affect it`,
      `Measure now but exhale as fast as possible into the analyzer`,
      `Measure now and subtract 10 ppb for the food and the spirometry`,
      `Wait about an hour, then measure before further forced maneuvers`,
    ],
    correctAnswer: 'D',
    explanation: `D is correct. Forced spirometry can lower FeNO for a while, and eating or drinking (especially nitrate-rich foods) can change it. FeNO is measured before spirometry, after about an hour without food or drink, with a steady exhalation at 50 mL/s.

A is wrong: both spirometry and recent food or drink affect FeNO.
B is wrong: the measurement needs a controlled flow of 50 mL/s; fast exhalation lowers the value.
C is wrong: there is no valid fixed correction for these effects.

Correct Answer: D
Key Learning Point: Measure FeNO before spirometry, about an hour after eating or drinking, at a steady 50 mL/s exhalation.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'pdx-056',
    topicId: 12,
    tmcCode: 'I-E',
    source: 'gold-2025',
    questionText: `A 68-year-old with COPD has a daytime SpO2 of 90% at rest and a PaO2 of 60 mm Hg on room air, yet his echocardiogram shows pulmonary hypertension and his hematocrit is 55%. His wife says he snores little. Which test should the therapist recommend next?`,
    options: [
      `A repeat awake room-air ABG in 1 month`,
      `A six-minute walk test, with oximetry measured at rest`,
      `Overnight oximetry to look for nocturnal desaturation`,
      `Spirometry to restage his airflow limitation`,
    ],
    correctAnswer: 'C',
    explanation: `C is correct. Signs of chronic hypoxemia (pulmonary hypertension, polycythemia) with only borderline daytime oxygenation suggest that he desaturates at night, which is common in COPD. Nocturnal oximetry can show this and support nocturnal or continuous oxygen.

A is wrong: another daytime value will not show what happens during sleep.
B is wrong: oximetry at rest only misses both exertional and nocturnal desaturation.
D is wrong: restaging airflow limitation does not explain his hypoxemic complications.

Correct Answer: C
Key Learning Point: In COPD with cor pulmonale or polycythemia but borderline daytime oxygenation, look for nocturnal desaturation with overnight oximetry.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'pdx-057',
    topicId: 1,
    tmcCode: 'I-E',
    source: 'egans-2020',
    questionText: `A 45-year-old woman has 8 months of unexplained exertional dyspnea. Spirometry, lung volumes, DLCO, chest CT, echocardiogram and hemoglobin are all normal. Which test should the therapist suggest to find the cause?`,
    options: [
      `A cardiopulmonary exercise test with gas exchange measurement`,
      `A repeat of the same lung function tests at 3 months`,
      `A methacholine challenge followed by a trial of prednisone`,
      `Bronchoscopy with biopsy of both lower lobes`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. When resting tests are normal, a cardiopulmonary exercise test measures oxygen uptake, ventilation, gas exchange and the cardiac response during exercise and shows whether the limit is cardiac, ventilatory, gas exchange, deconditioning or something else.

B is wrong: repeating normal resting tests rarely explains exertional symptoms.
C is wrong: giving oral corticosteroids without a diagnosis is not appropriate, and a bronchoprovocation test alone addresses only one possible cause.
D is wrong: invasive biopsy is not justified with a normal CT.

Correct Answer: A
Key Learning Point: For unexplained exertional dyspnea with normal resting tests, recommend a cardiopulmonary exercise test.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'pdx-058',
    topicId: 12,
    tmcCode: 'I-E',
    source: 'gold-2025',
    questionText: `A 52-year-old man who has smoked a pack a day for 30 years has a chronic morning cough and gets breathless climbing two flights of stairs. He has never had lung function testing. His doctor wants to start an inhaler for "probable COPD." What should the therapist recommend first?`,
    options: [
      `Spirometry with a bronchodilator to confirm airflow limitation`,
      `A chest radiograph to confirm the diagnosis of COPD`,
      `A trial of ICS-LABA, then spirometry if he fails to improve`,
      `An arterial blood gas to stage the severity of his COPD`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. COPD is diagnosed by post-bronchodilator spirometry showing persistent airflow limitation (FEV1/FVC below 0.7 by GOLD). Testing before treatment confirms the diagnosis, stages severity and avoids labeling patients who have another cause of symptoms.

B is wrong: radiographs can support other diagnoses but cannot confirm COPD.
C is wrong: treating first can mask findings and risks misdiagnosis, and ICS-LABA is not the usual first COPD therapy.
D is wrong: ABGs assess gas exchange and are not used to diagnose or stage COPD.

Correct Answer: A
Key Learning Point: Confirm COPD with post-bronchodilator spirometry before starting long-term inhaled therapy.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'pdx-059',
    topicId: 12,
    tmcCode: 'I-E',
    source: 'egans-2020',
    questionText: `A 44-year-old woman has progressive exertional dyspnea and near-fainting on stairs. Spirometry and lung volumes are normal, but her DLCO is 48% of predicted. On examination the second heart sound is loud at the left upper sternal border, and she has ankle edema. Which test should be recommended next?`,
    options: [
      `A methacholine challenge to look for occult asthma`,
      `A sleep study to look for obstructive sleep apnea`,
      `A repeat DLCO after a course of iron supplements`,
      `An echocardiogram to assess for pulmonary hypertension`,
    ],
    correctAnswer: 'D',
    explanation: `D is correct. An isolated low DLCO with normal spirometry and lung volumes, a loud pulmonary component of the second heart sound, exertional presyncope and edema suggest pulmonary vascular disease. Echocardiography estimates pulmonary pressures and right heart function and is the first test for pulmonary hypertension.

A is wrong: asthma does not lower DLCO or cause signs of right heart strain.
B is wrong: sleep apnea may contribute to pulmonary hypertension, but the first step is to confirm it.
C is wrong: anemia lowers DLCO, but nothing suggests it, and iron would delay the diagnosis.

Correct Answer: D
Key Learning Point: An isolated low DLCO with a loud P2 and right heart signs points to pulmonary hypertension; recommend echocardiography.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'pdx-060',
    topicId: 10,
    tmcCode: 'I-B',
    source: 'egans-2020',
    questionText: `A 5-year-old girl is recovering from a chest tube insertion and needs her pain assessed before airway clearance. She can talk but cannot rate pain reliably with numbers. Which tool is most appropriate?`,
    options: [
      `A 0-10 numeric rating scale read aloud to her`,
      `The Wong-Baker FACES pain rating scale`,
      `The Critical-Care Pain Observation Tool`,
      `The modified Borg dyspnea scale`,
    ],
    correctAnswer: 'B',
    explanation: `B is correct. Young children who can communicate but do not yet use numbers reliably (about ages 3 to 7) can point to a face on a validated faces scale, such as Wong-Baker FACES, to rate their pain.

A is wrong: numeric scales need an understanding of numbers that most 5-year-olds lack.
C is wrong: the CPOT is for adults who cannot self-report, such as intubated ICU patients.
D is wrong: the modified Borg scale rates breathlessness or exertion, not pain.

Correct Answer: B
Key Learning Point: Use a faces pain scale for young children who can communicate but cannot use numbers reliably.`,
    difficulty: 'easy',
    cognitiveLevel: 'recall',
  },
  {
    ...meta,
    key: 'pdx-061',
    topicId: 12,
    tmcCode: 'I-B',
    source: 'egans-2020',
    questionText: `A 69-year-old with severe COPD is examined sitting at 45 degrees. The therapist sees distended external jugular veins about 7 cm above the sternal angle, and there is pitting edema of both ankles. His liver edge is palpable and tender. Which condition do these findings most suggest?`,
    options: [
      `Right heart failure from chronic lung disease (cor pulmonale)`,
      `Left heart failure with acute pulmonary edema from new ischemia`,
      `Dehydration with a low central venous pressure after diuresis`,
      `A tension pneumothorax compressing the great veins of the neck`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. Raised jugular venous pressure, peripheral edema and a congested, tender liver are signs of right ventricular failure. In severe COPD, chronic hypoxic pulmonary vasoconstriction causes pulmonary hypertension and cor pulmonale.

B is wrong: left heart failure causes crackles, orthopnea and pulmonary edema; it may later cause right-sided signs, but the picture here is of right-sided congestion in lung disease.
C is wrong: dehydration causes flat neck veins, not distended ones.
D is wrong: tension pneumothorax is an acute emergency with hypotension and absent breath sounds, not ankle edema and hepatomegaly.

Correct Answer: A
Key Learning Point: Distended neck veins, ankle edema and hepatomegaly in chronic lung disease point to cor pulmonale.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'pdx-062',
    topicId: 1,
    tmcCode: 'I-C',
    source: 'ers-ats-field-walking-2014',
    questionText: `A pulmonary rehabilitation program is setting up six-minute walk testing in a clinic without a long hallway. Which arrangement follows the standard for a valid test?`,
    options: [
      `A motorized treadmill at a speed the patient chooses`,
      `A 10-meter hallway walked back and forth around cones`,
      `Walking laps of the waiting room while carrying a chair`,
      `A flat, straight 30-meter course marked with cones`,
    ],
    correctAnswer: 'D',
    explanation: `D is correct. The six-minute walk test is done along a flat, straight, enclosed course of 30 meters with turnaround points marked by cones, with standardized phrases of encouragement. Shorter courses produce shorter distances because of more turns.

A is wrong: treadmill walking gives different distances and is not a six-minute walk test.
B is wrong: a 10-meter course adds many turns and lowers the distance, so results cannot be compared with reference values.
C is wrong: an irregular route with obstacles cannot be standardized.

Correct Answer: D
Key Learning Point: Run the six-minute walk test on a flat, straight 30-meter course with standardized encouragement.`,
    difficulty: 'easy',
    cognitiveLevel: 'recall',
  },
];
