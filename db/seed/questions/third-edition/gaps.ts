import type { SeedQuestion } from '../../types';

// Written for the third edition; nobody has reviewed them against their sources yet, so they carry a written date only.
const meta = { written: '2026-11-28' } as const;

/** Third-edition single items: content the RTE outline adds and the gaps the expert review found. */
export const questions: SeedQuestion[] = [
  {
    ...meta,
    key: 'gp-001',
    topicId: 10,
    questionText: `A term newborn cries and has good tone at birth, and the mother is stable. The obstetrician asks when to clamp the umbilical cord. What should the respiratory therapist, as the newborn team member, advise?`,
    options: [
      `Clamp within 10 seconds so the baby can be moved to the radiant warmer`,
      `Clamp once the placenta has been delivered by the obstetrician`,
      `Milk the cord several times toward the baby, then clamp it at once`,
      `Wait at least 60 seconds before clamping, with the baby skin to skin`,
    ],
    correctAnswer: 'D',
    explanation: `D is correct. For a vigorous term or preterm newborn who does not need resuscitation, the 2025 AAP/AHA neonatal guidelines favor delaying cord clamping for at least 60 seconds. The extra placental blood raises hemoglobin and iron stores, and the baby can be dried and kept warm on the mother meanwhile.

A is wrong: early clamping gives up the transfusion benefit, and a vigorous baby does not need the warmer.
B is wrong: waiting for the placenta is not the standard, and the delay would be unpredictable.
C is wrong: cord milking is not a substitute for delayed clamping in a vigorous term baby.

Correct Answer: D
Key Learning Point: A vigorous newborn gets delayed cord clamping, at least 60 seconds, while kept warm on the mother.`,
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'III',
    tmcCode: 'III-G',
    rteArea: 'interventions',
    rteSection: 'III.G',
    source: 'aap-aha-neonatal-2025',
  },
  {
    ...meta,
    key: 'gp-002',
    topicId: 10,
    questionText: `An infant is about to be born at 26 weeks of gestation. To speed the placental transfusion, a resident suggests milking the intact cord toward the baby before clamping it. Which response reflects current neonatal guidance?`,
    options: [
      `Agree, because cord milking is the preferred method at every gestational age`,
      `Agree, provided the cord is milked for at least 2 minutes before clamping`,
      `Disagree, because clamping should be immediate in births before 37 weeks`,
      `Disagree, because cord milking before 28 weeks is linked to brain hemorrhage`,
    ],
    correctAnswer: 'D',
    explanation: `D is correct. In infants born before 28 weeks, cord milking has been associated with a higher rate of severe intraventricular hemorrhage, so it is not recommended at this gestation. If the infant does not need immediate resuscitation, delayed cord clamping is the preferred way to give the placental transfusion.

A is wrong: cord milking is not preferred at every age; it is avoided in extremely preterm infants.
B is wrong: a longer milking does not make it safe before 28 weeks.
C is wrong: immediate clamping is not routine before 37 weeks; a stable preterm infant benefits from delayed clamping.

Correct Answer: D
Key Learning Point: Avoid cord milking before 28 weeks (risk of intraventricular hemorrhage); delay cord clamping when the infant is stable.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
    tmcCode: 'III-G',
    rteArea: 'interventions',
    rteSection: 'III.G',
    source: 'aap-aha-neonatal-2025',
  },
  {
    ...meta,
    key: 'gp-003',
    topicId: 10,
    questionText: `A 5-month-old born at 24 weeks has severe bronchopulmonary dysplasia and is on a ventilator through a tracheostomy: rate 30/min, VT 6 mL/kg, inspiratory time 0.35 s. Graphics show expiratory flow that does not return to zero and frequent desaturations with agitation. Which change fits the physiology of established BPD?`,
    options: [
      `Raise the rate to 45/min, shortening inspiratory time, to lower the PaCO2 quickly`,
      `Cut the PEEP to zero so that the trapped gas can leave the lungs`,
      `Switch to high-frequency oscillatory ventilation at a high mean airway pressure`,
      `Slow the rate and lengthen inspiratory time, with larger tidal volumes`,
    ],
    correctAnswer: 'D',
    explanation: `D is correct. Established BPD is a heterogeneous, obstructive lung disease with long time constants. Slower rates with longer inspiratory and expiratory times and larger tidal volumes (often 10-12 mL/kg) fill the slow lung units and let them empty, which reduces gas trapping and the agitation it drives.

A is wrong: a faster rate shortens expiratory time and worsens the air trapping the graphics show.
B is wrong: PEEP splints the floppy airways of BPD; removing it worsens airway collapse and gas trapping.
C is wrong: oscillation suits early, homogeneous lung disease, not the heterogeneous obstructive lung of established BPD.

Correct Answer: D
Key Learning Point: Ventilate established BPD slowly, with long inspiratory and expiratory times and larger tidal volumes, to fill and empty lung units with long time constants.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'III',
    tmcCode: 'III-C',
    rteArea: 'interventions',
    rteSection: 'III.C',
    source: 'egans-2020',
  },
  {
    ...meta,
    key: 'gp-004',
    topicId: 10,
    questionText: `A 7-month-old with bronchopulmonary dysplasia and pulmonary hypertension on echocardiography is going home on nasal cannula oxygen. His SpO2 is 89-91% on 0.1 L/min. Which oxygen saturation target should the discharge plan set?`,
    options: [
      `85% to 89%, to limit the infant's exposure to oxygen`,
      `88% to 92%, the range used for adults with COPD`,
      `92% to 95%, avoiding the hypoxemia that raises PA pressure`,
      `99% to 100%, to keep the pulmonary vessels fully dilated`,
    ],
    correctAnswer: 'C',
    explanation: `C is correct. Hypoxemia constricts the pulmonary vessels and drives pulmonary hypertension in BPD. AHA/ATS pediatric guidance targets an SpO2 of about 92-95% in infants with BPD and pulmonary hypertension, so his flow should be increased to reach it.

A is wrong: 85-89% is hypoxemia that worsens the pulmonary hypertension.
B is wrong: the COPD range applies to adults at risk of hypercapnia, not to an infant with pulmonary vascular disease.
D is wrong: aiming at 99-100% adds hyperoxia without extra benefit.

Correct Answer: C
Key Learning Point: Infants with BPD and pulmonary hypertension need an SpO2 of about 92-95%; intermittent or sustained hypoxemia raises pulmonary artery pressure.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
    tmcCode: 'III-E',
    rteArea: 'interventions',
    rteSection: 'III.E',
    source: 'aha-ats-pediatric-ph-2015',
  },
  {
    ...meta,
    key: 'gp-006',
    topicId: 10,
    questionText: `A 6-hour-old with a left congenital diaphragmatic hernia is on pressure control: PIP 24 cm H2O, PEEP 4, rate 50/min, FiO2 0.60. Preductal SpO2 is 88% and postductal 78%. ABG (postductal): pH 7.27, PaCO2 62 mm Hg. Lactate is normal. A resident wants to raise the PIP to 32 cm H2O to normalize the PaCO2. What should the respiratory therapist recommend?`,
    options: [
      `Raise the PIP to 32 to bring the PaCO2 below 45 mm Hg`,
      `Raise the FiO2 to 1.0 until the postductal SpO2 also rises above 95%`,
      `Keep the settings, accepting these gases under gentle ventilation`,
      `Give a dose of surfactant through the tube, then raise the PEEP to 10 cm H2O`,
    ],
    correctAnswer: 'C',
    explanation: `C is correct. Infants with a diaphragmatic hernia have hypoplastic lungs that are easily injured. Gentle ventilation keeps the peak pressure at about 25 cm H2O or less, accepts a PaCO2 of roughly 50-70 mm Hg with a pH above 7.20, and accepts a preductal SpO2 of about 80-95%. A lower postductal value is expected from right-to-left ductal shunting.

A is wrong: a PIP of 32 risks pneumothorax and lung injury in hypoplastic lungs.
B is wrong: postductal saturation reflects ductal shunting; chasing it with 100% oxygen adds toxicity without helping.
D is wrong: routine surfactant is not recommended in diaphragmatic hernia, and high PEEP overdistends the small lungs.

Correct Answer: C
Key Learning Point: Diaphragmatic hernia: gentle ventilation with PIP of about 25 or less, permissive hypercapnia, and a preductal SpO2 target of about 80-95%.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'III',
    tmcCode: 'III-C',
    rteArea: 'interventions',
    rteSection: 'III.C',
    source: 'egans-2020',
  },
  {
    ...meta,
    key: 'gp-007',
    topicId: 10,
    questionText: `A 31-week infant, now 2 weeks old and on caffeine for apnea of prematurity, has had no events for 10 days. Today he has had eight apneas with bradycardia, temperature instability and poor feeding. What should the respiratory therapist recommend first?`,
    options: [
      `An evaluation for sepsis, including a blood culture and blood count`,
      `A second loading dose of caffeine and a higher maintenance dose`,
      `Nasal cannula oxygen at 1 L/min to prevent the desaturations`,
      `A sleep study before any change in his treatment is made`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. A sudden increase in apnea in a previously stable preterm infant, with temperature instability and poor feeding, suggests a new illness, most often sepsis. The cause must be looked for before the apnea is blamed on prematurity.

B is wrong: more caffeine may mask the sign without treating a possible infection.
C is wrong: oxygen does not treat apnea and delays the search for its cause.
D is wrong: a sleep study is not the urgent step in an infant with signs of sepsis.

Correct Answer: A
Key Learning Point: New or worsening apnea in a preterm infant calls for a search for a cause such as sepsis before it is attributed to prematurity.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
    outlineSection: 'I',
    tmcCode: 'I-E',
    rteArea: 'patient-data',
    rteSection: 'I.E',
    source: 'aap-apnea-prematurity-2016',
  },
  {
    ...meta,
    key: 'gp-008',
    topicId: 10,
    questionText: `The parents of a former 28-week infant who is going home at 37 weeks' postmenstrual age ask for a home apnea monitor to protect him from sudden infant death. His caffeine was stopped 10 days ago and he has had no events since. What should the respiratory therapist tell them?`,
    options: [
      `Home monitors are needed by every infant born before 32 weeks' gestation`,
      `To prevent sudden infant death, the monitor is used until his first birthday`,
      `A monitor is needed just while he is still taking a stimulant`,
      `Home monitors have not been shown to prevent sudden infant death`,
    ],
    correctAnswer: 'D',
    explanation: `D is correct. The AAP advises that home cardiorespiratory monitors should not be prescribed to prevent sudden infant death, as they have not been shown to do so. Safe sleep practices (on the back, on a firm separate surface, no soft bedding, no smoke exposure) are what reduce the risk.

A is wrong: preterm birth alone is not an indication for home monitoring.
B is wrong: there is no duration that makes a monitor prevent sudden infant death.
C is wrong: caffeine was stopped and he is event-free; the monitor question does not depend on a stimulant.

Correct Answer: D
Key Learning Point: Home apnea monitors do not prevent sudden infant death; teach safe sleep practices instead.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'III',
    tmcCode: 'III-I',
    rteArea: 'interventions',
    rteSection: 'III.I',
    source: 'aap-apnea-prematurity-2016',
  },
  {
    ...meta,
    key: 'gp-009',
    topicId: 3,
    questionText: `A 27-week infant with pulmonary interstitial emphysema is on high-frequency jet ventilation in tandem with a conventional ventilator: jet PIP 22 cm H2O, PEEP 6, jet rate 420/min, jet inspiratory time 0.02 s. The chest radiograph shows worsening hyperinflation, and the PaCO2 has risen. Which change addresses the gas trapping?`,
    options: [
      `Raise the jet rate to 540/min`,
      `Lower the jet rate to 300/min`,
      `Lengthen the jet inspiratory time`,
      `Raise the PEEP to 9 cm H2O`,
    ],
    correctAnswer: 'B',
    explanation: `B is correct. With the jet inspiratory time fixed at about 0.02 s, the jet rate sets the expiratory time. Lowering the rate from 420 to 300/min lengthens each exhalation, so trapped gas can leave and CO2 elimination improves.

A is wrong: a faster rate shortens exhalation and worsens the trapping.
C is wrong: a longer inspiratory time shortens exhalation at the same rate.
D is wrong: more PEEP adds to the hyperinflation; it is the remedy for collapse, not for trapping.

Correct Answer: B
Key Learning Point: On jet ventilation, gas trapping is treated by lowering the jet rate, which lengthens expiratory time.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'III',
    tmcCode: 'III-C',
    rteArea: 'interventions',
    rteSection: 'III.C',
    source: 'egans-2020',
  },
  {
    ...meta,
    key: 'gp-010',
    topicId: 3,
    questionText: `An infant on high-frequency jet ventilation has good chest wiggle, a well-expanded chest radiograph (9 ribs) and a PaCO2 of 60 mm Hg with adequate oxygenation. Which change is most likely to lower the PaCO2?`,
    options: [
      `Raise the jet PIP to widen the pressure difference above PEEP`,
      `Raise the PEEP by 2 cm H2O and leave the jet PIP where it is now`,
      `Raise the FiO2 so that more CO2 is displaced from the blood`,
      `Raise the rate of the conventional ventilator's sigh breaths to 10`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. On jet ventilation, CO2 removal depends mostly on the jet tidal volume, which is set by the difference between the jet PIP and the PEEP. Raising the jet PIP widens that difference and clears more CO2.

B is wrong: raising the PEEP alone narrows the pressure difference and tends to raise the PaCO2.
C is wrong: FiO2 does not remove CO2.
D is wrong: the conventional sighs help recruitment; they add little CO2 removal.

Correct Answer: A
Key Learning Point: On jet ventilation, the jet PIP minus PEEP (delta P) is the main control of PaCO2.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
    tmcCode: 'III-C',
    rteArea: 'interventions',
    rteSection: 'III.C',
    source: 'egans-2020',
  },
  {
    ...meta,
    key: 'gp-011',
    topicId: 3,
    questionText: `A patient with ARDS has been on airway pressure release ventilation for 3 days: P-high 26 cm H2O, P-low 0, T-high 5.5 s, T-low 0.6 s, FiO2 0.35. He breathes comfortably on his own throughout, his PaO2 is 92 mm Hg and his chest radiograph has cleared. How should APRV be weaned?`,
    options: [
      `Shorten T-high to 3 s so that more releases occur each minute`,
      `Switch straight to VC-A/C at 10 mL/kg for a day of rest first`,
      `Raise P-low to 10 cm H2O and stop the releases the same day`,
      `Lower P-high and lengthen T-high, moving toward CPAP`,
    ],
    correctAnswer: 'D',
    explanation: `D is correct. APRV is weaned by "drop and stretch": P-high is lowered in small steps while T-high is lengthened, so the releases become less frequent and the mode gradually becomes CPAP, on which the patient already breathes spontaneously. A spontaneous breathing trial follows.

A is wrong: shortening T-high adds releases, which increases support for CO2 removal rather than weaning it.
B is wrong: a tidal volume of 10 mL/kg is not lung-protective, and controlled ventilation removes the spontaneous breathing APRV preserves.
C is wrong: a P-low of 10 with no releases and an abrupt change is not a stepwise wean.

Correct Answer: D
Key Learning Point: Wean APRV by lowering P-high and lengthening T-high ("drop and stretch") until the patient is on CPAP.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
    tmcCode: 'III-E',
    rteArea: 'interventions',
    rteSection: 'III.E',
    source: 'hess-kacmarek-2019',
  },
  {
    ...meta,
    key: 'gp-012',
    topicId: 3,
    questionText: `A patient on APRV (P-high 28, P-low 0, T-high 4.5 s, T-low 0.8 s) has an expiratory flow waveform in which flow returns to zero well before each release ends. Over 6 hours his PaO2/FiO2 has fallen from 210 to 150 mm Hg. Which adjustment is most appropriate?`,
    options: [
      `Lengthen T-low to 1.2 s so expiratory flow reaches zero at each release`,
      `Lower P-high to 22 cm H2O to reduce the mean airway pressure`,
      `Shorten T-low so the release ends at about 75% of peak expiratory flow`,
      `Add 10 cm H2O of pressure support during each T-low phase`,
    ],
    correctAnswer: 'C',
    explanation: `C is correct. In APRV the release is kept short on purpose, ending while expiratory flow is still about 50-75% of its peak, so the lung does not empty fully and alveoli stay open. Flow that reaches zero means the T-low is too long and the lung derecruits at each release, which fits the falling oxygenation.

A is wrong: lengthening T-low allows even more derecruitment.
B is wrong: lowering P-high reduces mean airway pressure when oxygenation is already worsening.
D is wrong: pressure support during the brief release does not prevent the collapse caused by a long T-low.

Correct Answer: C
Key Learning Point: Set APRV's T-low so the release ends at about 50-75% of peak expiratory flow; flow reaching zero means derecruitment.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'III',
    tmcCode: 'III-E',
    rteArea: 'interventions',
    rteSection: 'III.E',
    source: 'hess-kacmarek-2019',
  },
  {
    ...meta,
    key: 'gp-013',
    topicId: 9,
    questionText: `A 62-year-old is admitted to the ICU comatose after return of spontaneous circulation from an out-of-hospital arrest. His core temperature on arrival is 35.2 °C, and the team has chosen a temperature control strategy. A nurse asks whether to start a forced-air warmer to bring him to 37 °C now. What should the respiratory therapist advise?`,
    options: [
      `Do not actively rewarm; maintain controlled temperature and prevent fever`,
      `Rewarm him quickly to 37 °C, since mild hypothermia after arrest harms the brain`,
      `Cool him further with 2 L of iced saline, given IV as rapidly as possible now`,
      `Let his temperature drift freely, since any value is acceptable`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. Comatose patients after ROSC receive deliberate temperature control within about 32-37.5 °C with active prevention of fever. A patient who arrives mildly hypothermic is not actively rewarmed toward normothermia; his temperature is held with a feedback-controlled device and fever is prevented.

B is wrong: active rewarming of mild hypothermia after ROSC is advised against; rapid rewarming can worsen outcome.
C is wrong: rapid infusion of large volumes of cold fluid is not recommended and can cause pulmonary edema and rearrest.
D is wrong: uncontrolled temperature allows fever, which worsens neurologic injury.

Correct Answer: A
Key Learning Point: After ROSC, do not actively rewarm a mildly hypothermic comatose patient; control temperature within 32-37.5 °C and prevent fever.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
    outlineSection: 'III',
    tmcCode: 'III-G',
    rteArea: 'interventions',
    rteSection: 'III.G',
    source: 'aha-cpr-ecc-2025',
  },
  {
    ...meta,
    key: 'gp-015',
    topicId: 8,
    questionText: `An hour after the withdrawal of mechanical ventilation, a dying patient on comfort care has loud gurgling respirations with each breath. He appears unaware of them, but his daughter is upset by the sound. What should the respiratory therapist do?`,
    options: [
      `Deep nasotracheal suctioning every 30 minutes until it stops`,
      `Reintubate briefly to clear the airway, then extubate again`,
      `Reposition him on his side and suggest an anticholinergic`,
      `Tell the daughter the noise means he is choking and needs help`,
    ],
    correctAnswer: 'C',
    explanation: `C is correct. Noisy breathing from pooled upper-airway secretions is common near death and does not usually distress an unresponsive patient. Repositioning to the side with the head slightly raised helps drainage, and an anticholinergic such as glycopyrrolate reduces new secretions. Explaining the sound to the family is part of the care.

A is wrong: repeated deep suctioning is uncomfortable, stimulates more secretions and rarely helps.
B is wrong: reintubation is against the goals of care.
D is wrong: the sound does not mean he is choking; saying so adds to the family's distress.

Correct Answer: C
Key Learning Point: End-of-life secretions: reposition, consider an anticholinergic, explain to the family; avoid routine deep suctioning.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
    tmcCode: 'III-E',
    rteArea: 'interventions',
    rteSection: 'III.I',
    source: 'downar-wlsm-2016',
  },
  {
    ...meta,
    key: 'gp-016',
    topicId: 1,
    questionText: `A pulmonary function lab replaces its race-specific reference equations with the race-neutral GLI Global equations. A 45-year-old Black man's FVC of 3.60 L was 88% of predicted last year; with the new equations it is 81% of predicted, though his measured FVC has not changed. How should the therapist explain the difference?`,
    options: [
      `His lung function has declined and needs an urgent reassessment`,
      `The test was probably performed incorrectly and should be repeated soon`,
      `The race-neutral equations apply a fixed correction factor that lowers every result`,
      `The race-neutral equation predicts a higher FVC for him than the old one`,
    ],
    correctAnswer: 'D',
    explanation: `D is correct. Race-specific equations predicted lower values for Black patients. The GLI Global equations, recommended by the ATS in 2023, do not use race, so his predicted FVC is higher; the same measured 3.60 L is a smaller percentage of it. His lung function has not changed; its interpretation has.

A is wrong: the measured FVC is the same, so there is no decline.
B is wrong: nothing suggests a technical error; the change comes from the reference equation.
C is wrong: there is no correction factor; the change is in the predicted value.

Correct Answer: D
Key Learning Point: Race-neutral GLI Global equations raise the predicted values for people whose race-specific equations predicted less, so the same result can fall in percent predicted or z-score.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'I',
    tmcCode: 'I-D',
    rteArea: 'patient-data',
    rteSection: 'I.D',
    source: 'ats-race-pft-2023',
  },
  {
    ...meta,
    key: 'gp-017',
    topicId: 1,
    questionText: `A new pulmonary function technologist is entering a patient's details before spirometry and asks which field selects the patient's predicted values. Under current ATS recommendations, which details should select the reference equation's prediction?`,
    options: [
      `Age, sex at birth and height`,
      `Age, height and race or ethnicity`,
      `Weight, height and smoking history`,
      `Age, weight and body mass index`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. The GLI Global equations predict spirometry from age, sex at birth (the sex that matches the physiology of the reference population) and height. The ATS (2023) recommends replacing race-specific equations with these race-neutral ones; race and ethnicity may be recorded but do not change the prediction.

B is wrong: race-based adjustment is no longer recommended.
C is wrong: weight and smoking history are not inputs to the prediction; smoking is what the test may reveal.
D is wrong: weight and BMI are not inputs to the spirometry equations.

Correct Answer: A
Key Learning Point: Current spirometry predictions (GLI Global) use age, sex at birth and height, not race.`,
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'I',
    tmcCode: 'I-C',
    rteArea: 'patient-data',
    rteSection: 'I.C',
    source: 'ats-race-pft-2023',
  },
  {
    ...meta,
    key: 'gp-018',
    topicId: 1,
    questionText: `A 70-year-old woman's post-bronchodilator FEV1/FVC is 0.68, with a z-score of -1.2; her FEV1 and FVC z-scores are -0.9 and -0.6. She has no symptoms. How should the result be interpreted under the ERS/ATS 2022 standard?`,
    options: [
      `Mild airflow obstruction, since the ratio is below 0.70 whatever its z-score`,
      `Restriction, since the FVC is below its predicted value`,
      `Moderate obstruction, graded by the FEV1 percent predicted`,
      `Within normal limits, as every z-score is above -1.645`,
    ],
    correctAnswer: 'D',
    explanation: `D is correct. The ERS/ATS 2022 standard defines obstruction as an FEV1/FVC below the lower limit of normal, a z-score below -1.645. A ratio that falls with age may be under 0.70 and still normal for a 70-year-old. Her ratio z-score of -1.2 is within normal limits, as are her FEV1 and FVC.

A is wrong: a fixed 0.70 cutoff overdiagnoses obstruction in older adults; the interpretive standard uses the LLN.
B is wrong: an FVC z-score of -0.6 is normal, and restriction needs a reduced TLC.
C is wrong: there is no obstruction to grade, and severity is graded by the FEV1 z-score, not percent predicted.

Correct Answer: D
Key Learning Point: Interpret spirometry by z-scores: below -1.645 (the LLN) is abnormal; a ratio under 0.70 can be normal in an older adult.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
    outlineSection: 'I',
    tmcCode: 'I-D',
    rteArea: 'patient-data',
    rteSection: 'I.D',
    source: 'ers-ats-interpretation-2022',
  },
  {
    ...meta,
    key: 'gp-019',
    topicId: 6,
    questionText: `A 71-year-old with COPD is admitted for an exacerbation. His home medication list, confirmed with his pharmacy, includes tiotropium once daily and budesonide-formoterol twice daily. The admission orders include ipratropium-albuterol nebulizers every 4 hours and budesonide-formoterol twice daily. While reconciling the medications, which finding should the respiratory therapist raise with the prescriber?`,
    options: [
      `The budesonide-formoterol, which is stopped during any exacerbation`,
      `The albuterol, which is too short-acting to give every 4 hours`,
      `The nebulizer route, which is not used for patients with COPD`,
      `Tiotropium with scheduled ipratropium, a duplicate antimuscarinic`,
    ],
    correctAnswer: 'D',
    explanation: `D is correct. Medication reconciliation compares the home list with the admission orders to find omissions, duplications and interactions. Tiotropium (a long-acting antimuscarinic) and scheduled ipratropium (a short-acting one) duplicate the same drug class, adding anticholinergic effects without benefit; usually the long-acting agent is held while ipratropium is scheduled, or ipratropium is dropped. The prescriber decides which.

A is wrong: maintenance ICS-LABA is usually continued during an exacerbation.
B is wrong: albuterol every 4 hours (or more often) is standard in an exacerbation.
C is wrong: nebulizers are widely used in COPD exacerbations.

Correct Answer: D
Key Learning Point: In medication reconciliation, look for duplicate drug classes across home and hospital orders, such as a LAMA with scheduled ipratropium.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
    outlineSection: 'I',
    tmcCode: 'I-A',
    rteArea: 'patient-data',
    rteSection: 'I.A',
    source: 'tjc-npsg-2025',
  },
  {
    ...meta,
    key: 'gp-020',
    topicId: 6,
    questionText: `Before discharge, a respiratory therapist reviews the immunization record of a 68-year-old man with COPD. It shows an influenza vaccine 6 weeks ago, a COVID-19 vaccine for this season, a Tdap booster 5 years ago and no pneumococcal vaccine ever. Which vaccine should the therapist flag as missing?`,
    options: [
      `A second influenza dose this season`,
      `A BCG vaccine against tuberculosis`,
      `A Tdap booster before he goes home`,
      `A pneumococcal conjugate vaccine`,
    ],
    correctAnswer: 'D',
    explanation: `D is correct. GOLD 2025 and CDC schedules recommend pneumococcal vaccination for adults with COPD and for everyone of his age; his record shows none. (He is also in the age and risk group for an RSV vaccine, which should be checked.)

A is wrong: one influenza dose per season is enough for adults.
B is wrong: BCG is not used for adults in the United States.
C is wrong: a Tdap or Td booster is due every 10 years; his was 5 years ago.

Correct Answer: D
Key Learning Point: Check the record of every patient with COPD for influenza, COVID-19, pneumococcal, RSV, Tdap and zoster vaccination, and flag the gaps.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    tmcCode: 'I-A',
    rteArea: 'patient-data',
    rteSection: 'I.A',
    source: 'gold-2025',
  },
  {
    ...meta,
    key: 'gp-021',
    topicId: 12,
    questionText: `A 19-year-old has 5 days of cough, dyspnea, fever, vomiting and abdominal pain. SpO2 is 88% on room air, chest CT shows bilateral ground-glass opacities, and infectious tests are negative so far. He says he "vapes sometimes." Which history is most important to obtain next?`,
    options: [
      `What he inhales, including any THC-containing cartridges`,
      `Whether he has ever smoked combustible cigarettes in the past`,
      `His family history of asthma and allergic rhinitis`,
      `Recent travel outside the country in the past year`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. The picture fits e-cigarette or vaping product use-associated lung injury (EVALI), a diagnosis of exclusion. CDC guidance is to ask in detail about the substances vaped, devices and sources; most cases involved THC-containing products, often from informal sources, linked to vitamin E acetate.

B is wrong: past cigarette smoking does not explain an acute lung injury with these features.
C is wrong: a family history of atopy does not explain bilateral ground-glass opacities with gastrointestinal symptoms.
D is wrong: travel history is part of an infectious workup, but the vaping detail is what points to the likely diagnosis.

Correct Answer: A
Key Learning Point: In suspected EVALI, ask specifically what is vaped (nicotine, THC, other), how often and from which source.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
    outlineSection: 'I',
    tmcCode: 'I-B',
    rteArea: 'patient-data',
    rteSection: 'I.B',
    source: 'cdc-evali-2019',
  },
  {
    ...meta,
    key: 'gp-022',
    topicId: 6,
    questionText: `A 34-year-old woman with acute hypercapnic failure from a neuromuscular disease needs noninvasive ventilation. When the oronasal mask is brought toward her face, she becomes panicked and tearful, and her record notes a history of assault. Which approach reflects trauma-informed care?`,
    options: [
      `Strap the mask on quickly, as NIV cannot be delayed`,
      `Have security staff hold her still while it is fitted`,
      `Explain each step, ask consent, let her hold the mask`,
      `Give a sedative first so that she does not remember it`,
    ],
    correctAnswer: 'C',
    explanation: `C is correct. Trauma-informed care emphasizes safety, choice and control. Explaining each step, asking permission, letting her hold the mask to her face before the straps are applied and agreeing a stop signal give her control, which reduces panic and improves tolerance of NIV.

A is wrong: applying a mask by force can re-traumatize her and makes NIV failure more likely.
B is wrong: restraint for a frightened, consenting patient is harmful and disrespects her autonomy.
D is wrong: sedation risks worsening her hypercapnic failure and does not address the cause of her fear.

Correct Answer: C
Key Learning Point: Trauma-informed care gives patients safety, choice and control: explain, ask consent, and let them set the pace where possible.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'III',
    tmcCode: 'III-I',
    rteArea: 'professional-practice',
    rteSection: 'III.I',
    source: 'samhsa-tic-2014',
  },
  {
    ...meta,
    key: 'gp-023',
    topicId: 6,
    questionText: `A 58-year-old woman who speaks English well is to start home oxygen. Her son asks the respiratory therapist to give the teaching and all results to him first, saying that in their culture the family decides and bad news is kept from the elder. What should the therapist do?`,
    options: [
      `Teach the son alone, since the family's custom decides the matter`,
      `Ask her privately how she wants information and decisions shared`,
      `Teach the patient alone, since she alone has a right to information`,
      `Defer the teaching until the ethics committee has met to decide`,
    ],
    correctAnswer: 'B',
    explanation: `B is correct. Culturally aware care neither ignores the family's custom nor assumes it speaks for the patient. The therapist asks her, privately, how she wants information given and who should be involved; a capable adult may choose to defer to her family, and that choice is then respected.

A is wrong: following the son without asking her may override her own wishes.
C is wrong: refusing to involve the family ignores a choice she may make, and she has not been asked.
D is wrong: an ethics consultation is not needed before simply asking the patient, and teaching would be delayed.

Correct Answer: B
Key Learning Point: When family and culture shape decisions, ask the patient how she wants information shared, then respect her answer.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
    outlineSection: 'III',
    tmcCode: 'III-I',
    rteArea: 'professional-practice',
    rteSection: 'III.I',
    source: 'hhs-clas-2013',
  },
  {
    ...meta,
    key: 'gp-024',
    topicId: 8,
    questionText: `A ventilated patient has suspected ventilator-associated pneumonia, and a nonbronchoscopic bronchoalveolar lavage (mini-BAL) is ordered. Which technique should the respiratory therapist use?`,
    options: [
      `Pass a sterile protected catheter until it wedges, then instill sterile saline and aspirate it`,
      `Instill 60 mL of tap water into the endotracheal tube, then suction it into a sterile trap`,
      `Suction tracheal secretions with an open catheter and send the first sample for Gram stain`,
      `Instill saline into the endotracheal tube, then aspirate it from the tube's subglottic port`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. For a mini-BAL, the patient is preoxygenated and a sterile, double-lumen (protected) catheter is advanced blindly through the endotracheal tube until it wedges in a distal airway. Sterile saline is instilled in aliquots and aspirated, and the return is sent for quantitative culture.

B is wrong: tap water is not sterile, and a sample taken through the tube without wedging is not a lavage.
C is wrong: an endotracheal aspirate is a different, less specific sample, not a mini-BAL.
D is wrong: the subglottic port drains secretions above the cuff, not from the distal airways.

Correct Answer: A
Key Learning Point: Mini-BAL: a protected catheter wedged blindly in a distal airway, sterile saline instilled and aspirated for quantitative culture.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    tmcCode: 'I-C',
    rteArea: 'patient-data',
    rteSection: 'I.C',
    source: 'idsa-ats-hap-vap-2016',
  },
  {
    ...meta,
    key: 'gp-025',
    topicId: 8,
    questionText: `The quantitative culture of a mini-BAL from a ventilated patient with new infiltrates grows Pseudomonas aeruginosa at 10^5 CFU/mL. How should this result be read?`,
    options: [
      `As colonization, since the threshold for BAL is 10^6 CFU/mL`,
      `As contamination from the mouth, since it came through the tube`,
      `As supporting pneumonia, above the BAL threshold of 10^4 CFU/mL`,
      `As not interpretable, because a bronchoscopic BAL is required`,
    ],
    correctAnswer: 'C',
    explanation: `C is correct. For bronchoalveolar lavage samples, including nonbronchoscopic mini-BAL, growth of 10^4 CFU/mL or more is the usual threshold supporting pneumonia rather than colonization. 10^5 CFU/mL is above it, and with new infiltrates it supports ventilator-associated pneumonia.

A is wrong: 10^5-10^6 CFU/mL is the range used for endotracheal aspirates, not for BAL.
B is wrong: a protected catheter limits contamination from the tube and mouth.
D is wrong: mini-BAL samples are read with the same threshold as bronchoscopic BAL.

Correct Answer: C
Key Learning Point: Quantitative culture thresholds: BAL or mini-BAL 10^4 CFU/mL, protected brush 10^3, endotracheal aspirate 10^5-10^6.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'I',
    tmcCode: 'I-D',
    rteArea: 'patient-data',
    rteSection: 'I.D',
    source: 'idsa-ats-hap-vap-2016',
  },
  {
    ...meta,
    key: 'gp-027',
    topicId: 6,
    questionText: `A 70-year-old man with COPD has a daytime resting SpO2 of 91% on room air. An overnight oximetry recording on room air (6 hours of recording) shows a mean SpO2 of 89% with SpO2 at or below 88% for a total of 74 minutes. How should the result be read for Medicare coverage of nocturnal oxygen?`,
    options: [
      `He qualifies, with more than 5 min at or below 88% during his sleep`,
      `He does not qualify, since his daytime SpO2 is above the 88% cutoff`,
      `He does not qualify unless the mean SpO2 is below 88% for the night`,
      `He would qualify after an arterial blood gas is taken during sleep`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. Medicare's home oxygen coverage rules accept nocturnal oxygen for a patient whose SpO2 is at or below 88% for at least 5 minutes of a recording of at least 2 hours during sleep, even when the daytime saturation is above that. He has 74 minutes at or below 88%.

B is wrong: nocturnal coverage is based on the sleep recording; the daytime value does not exclude it.
C is wrong: the criterion is time at or below 88%, not the mean saturation.
D is wrong: overnight oximetry is an accepted test; a sleep ABG is not required.

Correct Answer: A
Key Learning Point: Nocturnal oxygen qualifies when SpO2 is at or below 88% for at least 5 minutes of a 2-hour or longer recording during sleep.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
    outlineSection: 'I',
    tmcCode: 'I-D',
    rteArea: 'patient-data',
    rteSection: 'I.D',
    source: 'cms-home-oxygen-ncd-2021',
  },
  {
    ...meta,
    key: 'gp-028',
    topicId: 2,
    questionText: `During an overnight study of a man with ALS on home NIV, a heated transcutaneous PCO2 sensor reads 78 mm Hg at 0200. He is asleep and comfortable, his SpO2 is 95% on room air and an arterial sample drawn at the same time shows PaCO2 50 mm Hg. The sensor was placed 9 hours ago and has not been recalibrated. What is the most likely explanation?`,
    options: [
      `Sensor drift from a long run without recalibration`,
      `Worsening hypoventilation that needs higher IPAP`,
      `A skin burn under the sensor raising local CO2`,
      `An arterial sample error that read falsely low`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. Transcutaneous PCO2 monitors drift over time and must be calibrated and checked against an arterial value. A reading 28 mm Hg above a simultaneous PaCO2, after 9 hours without recalibration, in a comfortable patient with a normal SpO2, points to drift. The sensor should be recalibrated and its site changed.

B is wrong: the arterial PaCO2 of 50 mm Hg does not support a large rise, and his condition is stable.
C is wrong: sensor sites are changed to prevent burns, but a burn does not produce a 28 mm Hg error.
D is wrong: nothing suggests a sampling error; the arterial value is the reference the monitor is judged against.

Correct Answer: A
Key Learning Point: Transcutaneous PCO2 drifts: calibrate it, check it against an arterial PCO2, and change the site on schedule.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
    outlineSection: 'I',
    tmcCode: 'I-D',
    rteArea: 'patient-data',
    rteSection: 'I.D',
    source: 'aasm-nppv-titration-2010',
  },
  {
    ...meta,
    key: 'gp-029',
    topicId: 3,
    questionText: `During an attended NPPV titration for obesity hypoventilation, a patient on IPAP 14 and EPAP 8 cm H2O has no obstructive apneas, hypopneas or snoring. Over 20 minutes in REM sleep, his transcutaneous PCO2 has risen from 54 to 64 mm Hg and his SpO2 is 86%; exhaled VT is 5 mL/kg. Which adjustment should be made?`,
    options: [
      `Raise the EPAP to 12 and keep the IPAP at 14 cm H2O`,
      `Raise the IPAP to widen the pressure support`,
      `Add oxygen at 2 L/min and leave the pressures`,
      `End the titration and switch to CPAP at 14 cm H2O`,
    ],
    correctAnswer: 'B',
    explanation: `B is correct. With the upper airway open (no obstructive events), a rising PCO2 with a small tidal volume shows hypoventilation. AASM practice is to raise the IPAP, widening the difference between IPAP and EPAP, until the tidal volume and PCO2 improve. EPAP is raised for obstructive events.

A is wrong: raising the EPAP alone narrows the pressure support and can worsen the hypoventilation.
C is wrong: oxygen may raise the SpO2 but does not correct the hypoventilation, and it may hide it.
D is wrong: CPAP gives no pressure support for hypoventilation.

Correct Answer: B
Key Learning Point: NPPV titration: raise EPAP for obstructive events; raise IPAP (pressure support) for hypoventilation shown by rising PCO2 and low tidal volume.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'III',
    tmcCode: 'III-C',
    rteArea: 'interventions',
    rteSection: 'III.C',
    source: 'aasm-nppv-titration-2010',
  },
  {
    ...meta,
    key: 'gp-030',
    topicId: 3,
    questionText: `During an attended CPAP titration, a patient with severe obstructive sleep apnea still has obstructive apneas at 15 cm H2O. He wakes repeatedly, says he cannot breathe out against the pressure and tries to remove the mask. What should the technologist do?`,
    options: [
      `Keep raising CPAP by 1 cm H2O each 5 minutes to 25`,
      `Lower CPAP to 8 cm H2O and accept the apneas`,
      `Stop the study and schedule a repeat titration`,
      `Switch to bilevel PAP and continue titrating`,
    ],
    correctAnswer: 'D',
    explanation: `D is correct. The AASM titration guideline advises switching to bilevel pressure if a patient cannot tolerate high CPAP or still has obstructive events at 15 cm H2O. The lower expiratory pressure is easier to breathe against, and the titration continues by raising IPAP and EPAP.

A is wrong: higher CPAP in an intolerant patient makes him remove the mask and end the study.
B is wrong: lowering the pressure leaves the apnea untreated.
C is wrong: the titration can continue on bilevel pressure that night.

Correct Answer: D
Key Learning Point: If CPAP is not tolerated or events persist at 15 cm H2O, switch to bilevel pressure during the titration.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
    tmcCode: 'III-C',
    rteArea: 'interventions',
    rteSection: 'III.C',
    source: 'aasm-pap-titration-2008',
  },
  {
    ...meta,
    key: 'gp-031',
    topicId: 11,
    questionText: `A 66-year-old with pulmonary fibrosis has an ambulatory oxygen assessment. At rest on room air his SpO2 is 93%. Walking on room air it falls to 85%. Walking again on 3 L/min continuous flow, it stays at 90-92%. How should the results be used?`,
    options: [
      `Prescribe oxygen during exertion, documenting each of the three parts`,
      `Prescribe no oxygen, since his resting saturation is normal`,
      `Prescribe continuous oxygen at 3 L/min both day and night`,
      `Repeat the room-air walk to confirm, then wait 3 months`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. Exertional desaturation to 88% or below that improves with oxygen supports an ambulatory oxygen prescription. Medicare asks for all three parts: room air at rest, room air during exercise showing the desaturation, and exercise on oxygen showing improvement. The test also sets the flow he needs when he walks.

B is wrong: exertional hypoxemia qualifies for ambulatory oxygen even when the resting SpO2 is normal.
C is wrong: he does not need oxygen at rest; a night need would require nocturnal testing.
D is wrong: the test is complete and meets the criteria; delay leaves him hypoxemic when he walks.

Correct Answer: A
Key Learning Point: Ambulatory oxygen testing has three parts: room air at rest, room air during exercise (88% or below) and exercise on oxygen showing improvement.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    tmcCode: 'I-D',
    rteArea: 'patient-data',
    rteSection: 'I.D',
    source: 'cms-home-oxygen-ncd-2021',
  },
  {
    ...meta,
    key: 'gp-032',
    topicId: 11,
    questionText: `A patient on heated high-flow nasal cannula at 50 L/min, 37 °C and FiO2 0.45 complains of water spraying into his nose. Condensate is collecting in the delivery tube where it loops over the cold bed rail. What should the respiratory therapist do?`,
    options: [
      `Lower the flow to 15 L/min so that less water reaches the nose`,
      `Turn off the humidifier's heater and deliver the gas unheated`,
      `Replace the heated circuit with a standard unheated oxygen tube`,
      `Check the heated circuit and route it so no loop sits low`,
    ],
    correctAnswer: 'D',
    explanation: `D is correct. Rainout forms where the heated gas cools, and a dependent loop collects the water that the flow then pushes into the nose. The therapist checks that the circuit's heater wire is connected and working and routes the tubing without dependent loops or cold contact; lowering the temperature setting is an option on some devices if condensate persists.

A is wrong: dropping to 15 L/min no longer meets his demand at this FiO2.
B is wrong: dry, cold gas at 50 L/min injures the nasal mucosa and is poorly tolerated.
C is wrong: an unheated tube would cause more condensation, not less.

Correct Answer: D
Key Learning Point: High-flow rainout: check the heated circuit and route it without dependent loops or cold contact; do not remove heat or humidity.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'II',
    tmcCode: 'II-A',
    rteArea: 'equipment-infection',
    rteSection: 'II.A',
    source: 'egans-2020',
  },
  {
    ...meta,
    key: 'gp-034',
    topicId: 5,
    questionText: `For 18 hours a ventilated patient has received continuous inhaled epoprostenol, which is prepared in a sticky glycine buffer. The peak pressure and PEEP have crept up, and the ventilator reports an expiratory valve problem. What should the respiratory therapist do to prevent this?`,
    options: [
      `Filter the expiratory limb, changing the filter often`,
      `Move the nebulizer to the expiratory limb of the circuit`,
      `Switch off the humidifier so the drug cannot dissolve`,
      `Increase the drug concentration and run it less often`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. The glycine buffer in epoprostenol solutions crystallizes on expiratory valves and sensors, raising resistance and causing valve malfunction and inadvertent PEEP. A filter on the expiratory limb, before the valve, changed at regular intervals protects the ventilator.

B is wrong: a nebulizer in the expiratory limb would deliver almost no drug to the patient.
C is wrong: removing humidification harms the airway and does not stop the buffer from depositing.
D is wrong: the delivery must stay continuous because of the short half-life; concentration changes do not solve the deposits.

Correct Answer: A
Key Learning Point: With inhaled epoprostenol, place a filter on the expiratory limb before the exhalation valve and change it regularly.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'II',
    tmcCode: 'II-A',
    rteArea: 'equipment-infection',
    rteSection: 'II.A',
    source: 'egans-2020',
  },
  {
    ...meta,
    key: 'gp-035',
    topicId: 5,
    questionText: `A 58-year-old with bronchiectasis is coughing up about 40 mL of bright red blood a day. He is alert, SpO2 94% on 2 L/min, and CT suggests the bleeding is from the right lower lobe. Bronchial artery embolization is planned for tomorrow, and nebulized tranexamic acid is ordered meanwhile. What should the respiratory therapist do?`,
    options: [
      `Give it by nebulizer with him lying left side down, right side up`,
      `Give it by nebulizer, right side down, and watch closely for bronchospasm`,
      `Add it to his usual airway clearance session with chest percussion`,
      `Decline to give it and ask for tranexamic acid by the IV route instead`,
    ],
    correctAnswer: 'B',
    explanation: `B is correct. Nebulized tranexamic acid has been shown to reduce the volume of non-massive hemoptysis. The therapist gives it by nebulizer, watches for bronchospasm (and has a bronchodilator ready), and places him bleeding side down so blood does not spill into the healthy left lung.

A is wrong: lying on the left side puts the healthy lung down, where blood from the right can flow into it.
C is wrong: percussion and vigorous airway clearance can worsen active bleeding and are held for now.
D is wrong: tranexamic acid is given by inhalation as well as IV, and the inhaled route has trial evidence in hemoptysis.

Correct Answer: B
Key Learning Point: For hemoptysis, nebulized tranexamic acid can reduce bleeding; position the patient bleeding side down and watch for bronchospasm.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'III',
    tmcCode: 'III-D',
    rteArea: 'interventions',
    rteSection: 'III.D',
    source: 'wand-inhaled-txa-2018',
  },
  {
    ...meta,
    key: 'gp-036',
    topicId: 7,
    questionText: `An ICU is revising its bundle to prevent ventilator-associated events. A patient on day 4 of ventilation for pneumonia is awake on pressure support 8 cm H2O and PEEP 5, hemodynamically stable and following commands. Nurses hesitate to get him out of bed because he is intubated. Which practice should the respiratory therapist support?`,
    options: [
      `Keep him in bed until extubation to protect the airway from dislodgement`,
      `Schedule a ventilator circuit change every 48 hours to limit colonization`,
      `Early mobilization with the team, such as sitting on the edge of the bed`,
      `Give him a daily dose of a stress ulcer drug to lower the pneumonia risk`,
    ],
    correctAnswer: 'C',
    explanation: `C is correct. The 2022 SHEA/IDSA/APIC strategies count early exercise and mobilization among the practices that shorten ventilation and lower the risk of ventilator-associated events, alongside minimizing sedation, paired awakening and breathing trials and head-of-bed elevation. With the airway secured and a team plan, an awake, stable patient can sit, stand and walk.

A is wrong: bed rest adds weakness and longer ventilation; the airway is protected by careful team mobilization, not by immobility.
B is wrong: circuits are changed only when visibly soiled or malfunctioning; routine changes do not prevent VAP.
D is wrong: stress ulcer prophylaxis is not a VAE-prevention measure and may even raise the pneumonia risk.

Correct Answer: C
Key Learning Point: Early mobilization of awake, stable ventilated patients is part of the VAE prevention bundle.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'II',
    tmcCode: 'II-B',
    rteArea: 'equipment-infection',
    rteSection: 'II.B',
    source: 'shea-vap-2022',
  },
  {
    ...meta,
    key: 'gp-037',
    topicId: 9,
    questionText: `During a cardiac arrest, the respiratory therapist is ventilating through an endotracheal tube. The team leader looks at him and says, "Give 300 mg of amiodarone now." No one else is near the IV line. What is the best response?`,
    options: [
      `Stop bagging and push the drug, since the order was given to him`,
      `Say nothing and keep bagging, since drugs are not in his role`,
      `"I'm on the airway and can't give it; please assign someone."`,
      `Ask a family member at the door to hand the drug to the nurse`,
    ],
    correctAnswer: 'C',
    explanation: `C is correct. Closed-loop communication needs the receiver to acknowledge every directed order, and that includes saying clearly when he cannot carry it out. Stating that he is managing the airway lets the leader reassign the task at once instead of assuming it is being done.

A is wrong: leaving the airway stops ventilation, and giving IV drugs may be outside his scope.
B is wrong: silence leaves the loop open; the leader believes the drug is being given.
D is wrong: a family member is not part of the team and cannot safely hand off medications.

Correct Answer: C
Key Learning Point: Closing the loop includes saying "I can't" so the leader can reassign the task.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'III',
    tmcCode: 'III-E',
    rteArea: 'professional-practice',
    rteTopic: 'team-communication',
    rteSection: 'III.I',
    source: 'teamstepps-2023',
  },
  {
    ...meta,
    key: 'gp-038',
    topicId: 4,
    questionText: `A debriefing after an accidental extubation during a bed-to-stretcher transfer finds that four staff moved the patient, no one was assigned to the airway, the tube was taped rather than held by a securing device, and the ventilator tubing was not freed before the move. Which action best addresses the cause?`,
    options: [
      `Retrain the nurse who led the transfer and note the event in her file`,
      `Add a transfer step naming one person to hold the airway and free the tubing`,
      `Sedate patients more deeply and shorten the tubing before every transfer`,
      `Post a sign reminding staff to be careful with airway tubes`,
    ],
    correctAnswer: 'B',
    explanation: `B is correct. A debriefing in a just culture looks for the system causes of an event and turns them into fixes. The findings show a missing role and a missing step, so the strongest fix is to build them into the transfer routine: one named person holds the airway, and the tubing is freed before anyone moves the patient.

A is wrong: singling out one person leaves the system unchanged, and the same gap will catch the next team.
C is wrong: deeper sedation adds harm (longer ventilation, delirium), and shorter tubing pulls harder on the tube; neither supplies the missing role.
D is wrong: signs and reminders are weak actions that rarely change practice.

Correct Answer: B
Key Learning Point: Turn debriefing findings into system fixes, such as defined roles and checklist steps, rather than blame or reminders.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
    outlineSection: 'III',
    tmcCode: 'III-E',
    rteArea: 'professional-practice',
    rteTopic: 'team-communication',
    rteSection: 'III.I',
    source: 'teamstepps-2023',
  },
  {
    ...meta,
    key: 'gp-039',
    topicId: 11,
    questionText: `A ventilated patient is going to interventional radiology for a procedure expected to last 75 minutes, including travel. The transport ventilator uses 10 L/min of oxygen in total. The E cylinder on the bed reads 1,500 psi (factor 0.28 L/psi). What should the respiratory therapist do?`,
    options: [
      `Take this cylinder alone, since a full E cylinder holds enough for about 2 hours`,
      `Take this cylinder plus a full spare and plan for wall oxygen on arrival`,
      `Go with this cylinder and switch to manual bagging with it if the pressure runs low`,
      `Lower the FiO2 during transport so that the oxygen lasts longer`,
    ],
    correctAnswer: 'B',
    explanation: `B is correct. Duration = pressure x factor / flow = 1,500 x 0.28 / 10 = 420 / 10 = 42 minutes, well short of 75 minutes. The therapist brings a full spare cylinder and plans to connect to the wall supply in radiology, keeping a margin for delays.

A is wrong: the cylinder lasts about 42 minutes, not 2 hours.
C is wrong: manual bagging still needs an oxygen source, and running out mid-procedure is unsafe.
D is wrong: lowering the FiO2 of a ventilated patient to save gas risks hypoxemia.

Correct Answer: B
Key Learning Point: Before transport, compute cylinder duration (psi x factor / flow) and bring enough oxygen for the whole trip plus a margin.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'II',
    tmcCode: 'II-A',
    rteArea: 'equipment-infection',
    rteSection: 'II.A',
    source: 'aarc-transport-2002',
  },
  {
    ...meta,
    key: 'gp-040',
    topicId: 8,
    questionText: `A ventilated trauma patient is to be flown by helicopter to a trauma center. The chest radiograph shows a small right pneumothorax (about 1.5 cm) that was being observed. The flight crew asks what should be done before departure. What should the respiratory therapist recommend?`,
    options: [
      `No change, since the pneumothorax is small and was stable`,
      `Raise PEEP for the flight to keep the right lung inflated`,
      `Ask for a tube thoracostomy before the flight leaves`,
      `Fly at a higher altitude so that the flight is shorter`,
    ],
    correctAnswer: 'C',
    explanation: `C is correct. Trapped gas expands as barometric pressure falls with altitude (Boyle's law), and positive-pressure ventilation can enlarge a pneumothorax. A pneumothorax in a ventilated patient going by air is drained with a chest tube before departure, when it can be done safely.

A is wrong: a small pneumothorax can become a tension pneumothorax under positive pressure at altitude, where treatment in flight is difficult.
B is wrong: more PEEP increases the air leak rather than preventing expansion.
D is wrong: a higher altitude means lower pressure and more gas expansion.

Correct Answer: C
Key Learning Point: Before air transport, drain a pneumothorax in a ventilated patient; trapped gas expands at altitude.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
    outlineSection: 'III',
    tmcCode: 'III-G',
    rteArea: 'interventions',
    rteSection: 'III.G',
    source: 'aarc-interhospital-transport-2004',
  },
  {
    ...meta,
    key: 'gp-041',
    topicId: 12,
    questionText: `A 64-year-old with a right upper lobe mass and enlarged subcarinal and right paratracheal lymph nodes on PET-CT is scheduled for a bronchoscopy. The respiratory therapist is assisting. Which procedure is planned to sample the nodes and stage the cancer with the least invasive approach?`,
    options: [
      `Rigid bronchoscopy under general anesthesia with a forceps biopsy`,
      `Endobronchial ultrasound-guided transbronchial needle aspiration`,
      `Bronchoalveolar lavage of the right upper lobe for cytology and culture`,
      `A CT-guided transthoracic needle biopsy of the lung mass`,
    ],
    correctAnswer: 'B',
    explanation: `B is correct. Endobronchial ultrasound-guided transbronchial needle aspiration (EBUS-TBNA) lets the bronchoscopist see mediastinal and hilar nodes through the airway wall and sample them with a needle. ACCP guidance prefers it to surgical mediastinoscopy as the first staging test, and it can confirm the diagnosis at the same time.

A is wrong: rigid bronchoscopy is for central airway problems such as foreign bodies or debulking, not for sampling mediastinal nodes.
C is wrong: lavage samples the alveoli, not the lymph nodes, and does not stage the cancer.
D is wrong: a transthoracic biopsy of the mass can diagnose it but does not stage the nodes, and it carries a higher pneumothorax risk.

Correct Answer: B
Key Learning Point: EBUS-TBNA samples mediastinal and hilar lymph nodes through the airway and is the preferred first staging test.`,
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'III',
    tmcCode: 'III-H',
    rteArea: 'interventions',
    rteSection: 'III.H',
    source: 'accp-lung-cancer-staging-2013',
  },
  {
    ...meta,
    key: 'gp-042',
    topicId: 12,
    questionText: `A 71-year-old with severe emphysema (FEV1 32% of predicted) has a growing 1.8-cm nodule in the outer third of the left lower lobe, with no enlarged lymph nodes. He is not fit for surgery. Which diagnostic procedure should be recommended to sample the nodule with the least risk?`,
    options: [
      `A CT-guided needle biopsy through the chest wall`,
      `EBUS-TBNA of the mediastinal lymph nodes`,
      `Navigation bronchoscopy with radial ultrasound`,
      `A standard bronchoscopy with a lavage of the left lung`,
    ],
    correctAnswer: 'C',
    explanation: `C is correct. Electromagnetic navigation bronchoscopy uses a CT-derived map to steer a catheter to a peripheral nodule, and radial ultrasound confirms the position before biopsy. In severe emphysema its pneumothorax risk is much lower than that of a transthoracic needle biopsy.

A is wrong: a transthoracic needle biopsy through emphysematous lung carries a high risk of pneumothorax, which he may tolerate poorly.
B is wrong: the nodes are not enlarged, and EBUS of the mediastinum does not reach a peripheral nodule.
D is wrong: a standard bronchoscope cannot reach the outer third, and lavage has a low yield for a small peripheral nodule.

Correct Answer: C
Key Learning Point: Navigation bronchoscopy reaches peripheral nodules with a lower pneumothorax risk than transthoracic biopsy, which matters in severe emphysema.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'I',
    tmcCode: 'I-E',
    rteArea: 'patient-data',
    rteSection: 'I.E',
    source: 'accp-lung-cancer-diagnosis-2013',
  },
  {
    ...meta,
    key: 'gp-043',
    topicId: 12,
    questionText: `A respiratory therapist believes that a patient on high-flow nasal cannula is tiring: respiratory rate 38/min, SpO2 88% on FiO2 0.80. The nurse thinks it can wait for morning rounds in 2 hours. Using TeamSTEPPS language to escalate her concern, what should the therapist say?`,
    options: [
      `"Let's chart it now and talk to the day team together at rounds."`,
      `"I'm concerned; she's getting worse. This is a safety issue."`,
      `"It's your patient, so I'll leave the decision about calling to you."`,
      `"I am going to intubate her myself if nobody is called right now."`,
    ],
    correctAnswer: 'B',
    explanation: `B is correct. TeamSTEPPS teaches the CUS words (I am Concerned, I am Uncomfortable, This is a Safety issue) so that a team member can escalate clearly and be heard. The therapist states her concern and the safety issue, then calls the provider or the rapid response team; the chain of command follows if the concern is not addressed.

A is wrong: waiting 2 hours risks a crash intubation; her findings need escalation now.
C is wrong: every team member is responsible for speaking up about a safety concern.
D is wrong: threatening to act outside the plan is not escalation and may be outside her scope.

Correct Answer: B
Key Learning Point: Escalate with CUS (Concerned, Uncomfortable, Safety issue) and, if unresolved, the chain of command or rapid response.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'III',
    tmcCode: 'III-E',
    rteArea: 'professional-practice',
    rteTopic: 'team-communication',
    rteSection: 'III.I',
    source: 'teamstepps-2023',
  },
  {
    ...meta,
    key: 'gp-044',
    topicId: 8,
    questionText: `In a district hospital without arterial blood gas analysis or CT, a 40-year-old with severe pneumonia breathes 34/min on a reservoir mask with an SpO2 of 89% at an estimated FiO2 of 0.60. Lung ultrasound by a trained clinician shows bilateral B-lines and consolidations; heart failure is unlikely. Under the 2024 global definition, how should she be classified?`,
    options: [
      `As ARDS, under the variant for resource-limited care settings`,
      `As not ARDS, because no arterial blood gas has been obtained`,
      `As not ARDS, because she is not receiving PEEP or high flow`,
      `As not ARDS, because lung ultrasound cannot show opacities`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. The 2024 global definition adds a variant for settings with limited resources: an SpO2/FiO2 of 315 or less (with SpO2 97% or less) counts without a blood gas, neither PEEP nor a minimum oxygen flow is required, and bilateral opacities may be shown by lung ultrasound. Her S/F is 89 / 0.60 = 148.

B is wrong: the SpO2/FiO2 ratio replaces the PaO2/FiO2 when a blood gas is not available.
C is wrong: in the resource-limited variant, PEEP and high flow are not required.
D is wrong: ultrasound by a trained operator is an accepted way to show bilateral abnormalities.

Correct Answer: A
Key Learning Point: 2024 global ARDS definition, resource-limited variant: S/F 315 or less, no PEEP or flow requirement, ultrasound allowed for imaging.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'I',
    tmcCode: 'I-D',
    rteArea: 'patient-data',
    rteSection: 'I.D',
    source: 'ards-global-definition-2024',
  },
  {
    ...meta,
    key: 'gp-046',
    topicId: 9,
    questionText: `Two days after return of spontaneous circulation, a comatose patient has completed his period of temperature control and is no longer on the cooling device. His core temperature is now 38.3 °C. What should the respiratory therapist expect the team to do?`,
    options: [
      `Allow the fever, since the period of temperature control is finished`,
      `Give antipyretics or restart the device to prevent fever`,
      `Cool him to 32 °C again for a further 24 hours on the device`,
      `Take no action unless the temperature exceeds 40 °C`,
    ],
    correctAnswer: 'B',
    explanation: `B is correct. Fever worsens brain injury after cardiac arrest. Patients who remain comatose after ROSC have fever actively prevented (temperature kept at 37.5 °C or below) beyond the initial period of temperature control, with antipyretics or a feedback-controlled device; international guidance suggests at least 72 hours.

A is wrong: fever after the period of temperature control is still harmful while he is comatose.
C is wrong: the goal is to prevent fever, not to repeat deep hypothermia.
D is wrong: waiting for 40 °C allows harmful hyperthermia.

Correct Answer: B
Key Learning Point: In comatose post-arrest patients, actively prevent fever (37.5 °C or below) after the temperature control period.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
    tmcCode: 'III-G',
    rteArea: 'interventions',
    rteSection: 'III.G',
    source: 'aha-cpr-ecc-2025',
  },
];
