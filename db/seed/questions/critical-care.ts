import type { SeedQuestion } from '../types';

export const questions: SeedQuestion[] = [
  {
    key: 'cc-074',
    topicId: 8,
    questionText: `A ventilated patient recovering from septic shock has failed two spontaneous breathing trials from rapid shallow breathing. Strength is poor, and the morning labs show a serum phosphate of 1.0 mg/dL, potassium 3.9 mEq/L and magnesium 2.0 mg/dL. What should the respiratory therapist recommend before the next trial?`,
    options: [
      `Replace the phosphate to treat respiratory muscle weakness`,
      `Switch to SIMV and wean the rate slowly over a week`,
      `Start a high-carbohydrate feed to build muscle strength`,
      `Schedule a tracheostomy, since weaning has failed twice`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. Severe hypophosphatemia (under about 1 mg/dL) lowers ATP in muscle and weakens the diaphragm, a reversible cause of weaning failure, often after refeeding. Correcting it, along with other electrolytes, should come before another trial.

B is wrong: gradual SIMV weaning prolongs ventilation and does not fix the cause.
C is wrong: a high-carbohydrate load raises CO2 production and can lower phosphate further (refeeding).
D is wrong: a tracheostomy is premature while a reversible cause remains untreated.

Correct Answer: A
Key Learning Point: Look for reversible causes of weaning failure, such as hypophosphatemia, which weakens the respiratory muscles.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    tmcCode: 'I-A',
    rteArea: 'patient-data',
    source: 'egans-2020',
    written: '2026-11-25',
    free: true,
  },
  {
    key: 'cc-003',
    topicId: 8,
    questionText: `A 64-inch (163-cm) tall woman who weighs 95 kg is intubated for ARDS after aspiration. Using the ARDS Network strategy, which initial tidal volume target is most appropriate?`,
    options: [`220 mL`, `330 mL`, `440 mL`, `570 mL`],
    correctAnswer: 'B',
    explanation: `Lung-protective ventilation uses predicted body weight (PBW), not actual weight. For a female, PBW (kg) = 45.5 + 2.3 x (height in inches - 60) = 45.5 + 2.3 x 4 = 54.7 kg. The target tidal volume is 6 mL/kg PBW: 6 x 54.7 = 328 mL, or about 330 mL (B).

C (440 mL) is 8 mL/kg PBW, the starting point the ARDSNet protocol reduces from, not the target. D (570 mL) is 6 mL/kg of actual body weight; lung size relates to height and sex, so using actual weight in an obese patient gives an injurious volume. A (220 mL) is 4 mL/kg PBW, the lowest volume allowed when the plateau pressure stays above 30 cm H2O, not the initial target.

Correct Answer: B
Key Learning Point: Set ARDS tidal volumes at 6 mL/kg of predicted body weight (female PBW = 45.5 + 2.3 x [height in inches - 60]), never actual weight.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
    tmcCode: 'III-C',
    rteArea: 'interventions',
    source: 'ardsnet-low-vt-2000',
    written: '2026-11-22',
  },
  {
    key: 'cc-004',
    topicId: 8,
    questionText: `A patient with severe ARDS is receiving volume control ventilation at 6 mL/kg predicted body weight, rate 26/min, PEEP 12 cm H2O and FiO2 0.60. An inspiratory hold shows a plateau pressure of 33 cm H2O. What should the respiratory therapist recommend?`,
    options: [
      `Decrease PEEP to 8 cm H2O so that the plateau pressure falls below 30 cm H2O`,
      `Reduce the tidal volume to 5 mL/kg predicted body weight and recheck plateau`,
      `Change to pressure control with an inspiratory pressure of 33 cm H2O above PEEP`,
      `Keep the current settings because plateau pressures up to 35 cm H2O are safe`,
    ],
    correctAnswer: 'B',
    explanation: `The ARDS Network protocol keeps plateau pressure at 30 cm H2O or less. When it is above 30 at 6 mL/kg, the tidal volume is lowered in 1 mL/kg steps (to a minimum of 4 mL/kg PBW) and the plateau is rechecked (B); the rate can be raised (up to 35/min) to protect minute ventilation.

A is wrong: dropping PEEP would worsen oxygenation and derecruit alveoli; PEEP is set from the FiO2/PEEP table, not used to chase the plateau. C is wrong: 33 cm H2O above PEEP would give a peak alveolar pressure near 45 cm H2O and large tidal volumes. D is wrong: the target is 30 cm H2O or less, not 35.

Correct Answer: B
Key Learning Point: If plateau pressure exceeds 30 cm H2O at 6 mL/kg PBW, reduce tidal volume by 1 mL/kg steps (down to 4 mL/kg) and recheck.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
    tmcCode: 'III-C',
    rteArea: 'interventions',
    source: 'ardsnet-low-vt-2000',
    written: '2026-11-22',
  },
  {
    key: 'cc-005',
    topicId: 8,
    questionText: `During a PEEP trial on a patient with moderate ARDS (tidal volume 420 mL, constant), the following data are recorded:
PEEP 10 cm H2O: plateau 28 cm H2O, SpO2 88%
PEEP 14 cm H2O: plateau 29 cm H2O, SpO2 93%
Blood pressure is unchanged. Which interpretation and action are most appropriate?`,
    options: [
      `Return to PEEP 10 because the plateau pressure was lower at that PEEP level`,
      `Keep PEEP 14 because driving pressure fell and static compliance improved`,
      `Increase PEEP to 20 to recruit further before judging the patient's response`,
      `Raise tidal volume to 8 mL/kg so that driving pressure falls even further`,
    ],
    correctAnswer: 'B',
    explanation: `Driving pressure = plateau - PEEP. At PEEP 10: 28 - 10 = 18 cm H2O; static compliance = 420 / 18 = 23 mL/cm H2O. At PEEP 14: 29 - 14 = 15 cm H2O; compliance = 420 / 15 = 28 mL/cm H2O. The same volume now needs less pressure, so the added PEEP recruited lung rather than overdistending it, and oxygenation improved with a stable blood pressure. Keeping PEEP 14 (B) is best.

A is wrong: a 1 cm H2O higher plateau is still well under 30, and the lower driving pressure matters more. C is wrong: there is no indication to jump to 20 cm H2O; large increments risk overdistension and hypotension and are not a routine next step. D is wrong: a larger tidal volume raises, not lowers, driving pressure and violates lung-protective targets.

Correct Answer: B
Key Learning Point: A PEEP change that lowers driving pressure (plateau - PEEP) at a constant tidal volume indicates recruitment and improved compliance.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'III',
    tmcCode: 'III-C',
    rteArea: 'interventions',
    source: 'hess-kacmarek-2019',
    written: '2026-11-22',
  },
  {
    key: 'cc-006',
    topicId: 8,
    questionText: `A 45-year-old with ARDS from pancreatitis has been ventilated for 30 hours at 6 mL/kg PBW, PEEP 14 cm H2O and FiO2 0.70, with a plateau pressure of 27 cm H2O. The PaO2/FiO2 is 105 mm Hg. He is hemodynamically stable. Which intervention is most strongly supported by evidence at this point?`,
    options: [
      `Start inhaled nitric oxide because it improves survival in severe ARDS`,
      `Perform sustained recruitment maneuvers at 45 cm H2O every 4 hours`,
      `Switch to high-frequency oscillatory ventilation as the next routine step`,
      `Begin prone positioning sessions of at least 12 to 16 hours per day`,
    ],
    correctAnswer: 'D',
    explanation: `Early prone positioning in moderate-severe ARDS (P/F below 150 mm Hg on FiO2 of at least 0.6 and PEEP of at least 5 cm H2O) reduced mortality when sessions were long (about 16 hours a day in the landmark trial), and guidelines strongly recommend prone positioning for more than 12 hours per day in severe ARDS (D).

A is wrong: inhaled nitric oxide may transiently improve oxygenation but has not improved survival, so it is at most a rescue therapy. B is wrong: prolonged, high-pressure recruitment maneuvers were associated with harm and are not recommended routinely. C is wrong: routine HFOV in moderate-severe ARDS did not help and was associated with higher mortality.

Correct Answer: D
Key Learning Point: Prone positioning for long daily sessions is the evidence-based next step for moderate-to-severe ARDS with P/F below 150 mm Hg.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
    tmcCode: 'III-C',
    rteArea: 'interventions',
    source: 'ats-ards-2024',
    written: '2026-11-22',
  },
  {
    key: 'cc-007',
    topicId: 8,
    questionText: `Seconds after a patient with ARDS is turned prone, the ventilator gives a low-pressure alarm, exhaled tidal volume falls from 380 mL to 60 mL, the capnography waveform disappears, and gas can be heard escaping from the mouth. What is the most likely cause?`,
    options: [
      `Displacement of the endotracheal tube out of the trachea`,
      `Migration of the tube into the right mainstem bronchus`,
      `A tension pneumothorax caused by the change in position`,
      `Obstruction of the tube lumen by thick mobilized secretions`,
    ],
    correctAnswer: 'A',
    explanation: `Low airway pressure, a large loss of exhaled volume, loss of exhaled CO2 and audible gas leaking from the mouth all point to an unplanned extubation or tube displaced above the cords (A), a known hazard of turning a patient prone. The team should manage the airway at once (manual ventilation and reintubation as needed).

B is wrong: a mainstem intubation raises peak pressure and the capnogram persists. C is wrong: a tension pneumothorax causes a high-pressure alarm and hypotension, not a low-pressure alarm with loss of CO2. D is wrong: an obstructed tube causes high pressures and low volumes without an audible leak from the mouth.

Correct Answer: A
Key Learning Point: Low pressure + low exhaled volume + lost capnogram after a turn means the tube is out of the trachea until proven otherwise.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
    outlineSection: 'II',
    tmcCode: 'II-A',
    rteArea: 'equipment-infection',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'cc-008',
    topicId: 8,
    questionText: `Permissive hypercapnia is part of lung-protective ventilation. In which patient is it most likely to be contraindicated?`,
    options: [
      `A patient with COPD who has chronic compensated CO2 retention`,
      `A patient with severe ARDS ventilated at 4 to 6 mL/kg PBW`,
      `A patient with a traumatic brain injury and intracranial hypertension`,
      `A patient with status asthmaticus and dynamic hyperinflation`,
    ],
    correctAnswer: 'C',
    explanation: `A rising PaCO2 dilates cerebral vessels, increases cerebral blood volume and raises intracranial pressure. Permissive hypercapnia is therefore relatively contraindicated in traumatic brain injury with intracranial hypertension (C).

A, B and D are wrong: in COPD, ARDS and severe asthma, accepting a higher PaCO2 (with an acceptable pH) is a standard way to limit tidal volume, plateau pressure and air trapping.

Correct Answer: C
Key Learning Point: Avoid permissive hypercapnia when intracranial pressure is elevated, because CO2 is a potent cerebral vasodilator.`,
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'III',
    tmcCode: 'III-C',
    rteArea: 'interventions',
    source: 'hess-kacmarek-2019',
    written: '2026-11-22',
  },
  {
    key: 'cc-071',
    topicId: 8,
    questionText: `A 64-year-old with an upper GI bleed has BP 84/50 mm Hg and HR 124/min. Pulmonary artery catheter data: CVP 2 mm Hg, PAWP 4 mm Hg, cardiac index 1.9 L/min/m2, SVR 1,650 dyn·s/cm5. What type of shock is this, and what is the first treatment?`,
    options: [
      `Hypovolemic; restore volume with fluids and blood`,
      `Cardiogenic; start an inotrope such as dobutamine`,
      `Distributive; start norepinephrine before fluids`,
      `Obstructive; prepare for urgent pericardiocentesis`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. Low filling pressures (CVP and PAWP), a low cardiac index and a high SVR (compensatory vasoconstriction) describe hypovolemic shock; here it is hemorrhagic. Treatment is volume: blood products and fluids, with control of the bleeding.

B is wrong: cardiogenic shock has a low cardiac index but high filling pressures (a raised PAWP).
C is wrong: distributive (septic) shock has a low SVR, often with a normal or high cardiac index.
D is wrong: tamponade raises the CVP and equalizes the diastolic pressures.

Correct Answer: A
Key Learning Point: Low CVP and PAWP with low output and high SVR mean hypovolemic shock: give volume (blood if bleeding).`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
    tmcCode: 'III-E',
    rteArea: 'interventions',
    source: 'egans-2020',
    written: '2026-11-25',
  },
  {
    key: 'cc-010',
    topicId: 8,
    questionText: `Two days after an anterior myocardial infarction, a 67-year-old woman develops severe hypoxemia. Chest radiograph: bilateral fluffy infiltrates and cardiomegaly. PaO2/FiO2 150 mm Hg on PEEP 8 cm H2O. PA catheter: PAOP 26 mm Hg. Echocardiogram: ejection fraction 25%. Which is the most likely cause of her hypoxemia?`,
    options: [
      `Moderate ARDS, since P/F is 150 with bilateral opacities`,
      `Capillary leak (noncardiogenic) edema from systemic inflammation`,
      `Pulmonary embolism with pulmonary infarction of both lungs`,
      `Hydrostatic pulmonary edema caused by left ventricular failure`,
    ],
    correctAnswer: 'D',
    explanation: `A PAOP of 26 mm Hg (normal about 4-12), a low ejection fraction and cardiomegaly after a large MI show that high left-sided filling pressure is driving fluid into the lungs: hydrostatic (cardiogenic) pulmonary edema (D).

A and B are wrong: ARDS requires that the edema is not fully explained by cardiac failure or fluid overload; here it is explained by LV failure. C is wrong: pulmonary embolism does not raise PAOP or cause bilateral fluffy infiltrates with cardiomegaly; PE typically gives a high PA diastolic pressure with a normal or low PAOP.

Correct Answer: D
Key Learning Point: Bilateral infiltrates with a high PAOP and poor LV function indicate cardiogenic edema, not ARDS, even when the P/F ratio is low.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'I',
    tmcCode: 'I-D',
    rteArea: 'patient-data',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'cc-011',
    topicId: 8,
    questionText: `A 24-year-old motorcyclist with an open femur fracture has lost a large amount of blood. HR is 132/min, BP 82/50 mm Hg, and his skin is cool and clammy. Which hemodynamic profile is expected?`,
    options: [
      `CVP high, PAOP high, cardiac index low, SVR high`,
      `CVP low, PAOP low, cardiac index low, SVR high`,
      `CVP low, PAOP low, cardiac index high, SVR low`,
      `CVP high, PAOP normal, cardiac index low, SVR high`,
    ],
    correctAnswer: 'B',
    explanation: `In hypovolemic (hemorrhagic) shock, loss of circulating volume lowers right and left filling pressures (low CVP and PAOP), stroke volume and cardiac index fall, and sympathetic vasoconstriction raises SVR, producing cool, clammy skin (B).

A is the cardiogenic shock profile (high filling pressures from pump failure). C is the early distributive (septic) profile with vasodilation and high flow. D fits right ventricular failure or pulmonary embolism, where the right side is congested but the left side is underfilled.

Correct Answer: B
Key Learning Point: Hypovolemic shock = low filling pressures (CVP, PAOP), low cardiac output and high SVR.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    tmcCode: 'I-A',
    rteArea: 'patient-data',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'cc-012',
    topicId: 8,
    questionText: `A 71-year-old man is confused and has cool, mottled extremities and bibasilar crackles. Hemodynamic data: BP 84/60 mm Hg, CVP 14 mm Hg, PAOP 24 mm Hg, cardiac index 1.6 L/min/m2, SVR 1,900 dyn·s·cm-5. Which type of shock is most likely?`,
    options: [
      `Hypovolemic shock from occult gastrointestinal blood loss`,
      `Septic shock with loss of vascular tone in its warm phase`,
      `Cardiogenic shock from failure of the left ventricle`,
      `Neurogenic shock from loss of sympathetic vascular tone`,
    ],
    correctAnswer: 'C',
    explanation: `High filling pressures (CVP 14, PAOP 24 mm Hg) with a very low cardiac index (1.6 L/min/m2) and a compensatory high SVR describe pump failure: cardiogenic shock (C). The crackles reflect pulmonary congestion from the high PAOP.

A is wrong: hypovolemia would give low CVP and PAOP. B is wrong: early septic shock shows a low SVR and normal-to-high cardiac output. D is wrong: neurogenic shock features low SVR from lost sympathetic tone, usually with bradycardia and warm skin.

Correct Answer: C
Key Learning Point: Cardiogenic shock = high CVP and PAOP, low cardiac index and high SVR.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
    outlineSection: 'I',
    tmcCode: 'I-D',
    rteArea: 'patient-data',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'cc-013',
    topicId: 8,
    questionText: `A febrile patient with a urinary tract source of infection has warm, flushed skin. Data: MAP 58 mm Hg, CVP 6 mm Hg, cardiac output 8.2 L/min. What is the calculated systemic vascular resistance and its best interpretation?`,
    options: [
      `About 510 dyn·s·cm-5, consistent with distributive shock`,
      `About 510 dyn·s·cm-5, consistent with cardiogenic shock`,
      `About 1,510 dyn·s·cm-5, consistent with hypovolemic shock`,
      `About 1,510 dyn·s·cm-5, consistent with obstructive shock`,
    ],
    correctAnswer: 'A',
    explanation: `SVR = [(MAP - CVP) / CO] x 80 = [(58 - 6) / 8.2] x 80 = (52 / 8.2) x 80 = 6.34 x 80 = about 507, roughly 510 dyn·s·cm-5. This is well below the normal adult range (about 800-1,200 dyn·s·cm-5; ranges vary slightly by reference), and with a high cardiac output, fever and warm skin it fits distributive (septic) shock (A).

B is wrong: cardiogenic shock has a low cardiac output and high SVR. C and D use an incorrect calculation; hypovolemic and obstructive shock both produce a low cardiac output with a compensatory high SVR, not a cardiac output of 8.2 L/min.

Correct Answer: A
Key Learning Point: SVR = (MAP - CVP) / CO x 80; a low SVR with a high cardiac output is the hallmark of distributive (septic) shock.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    tmcCode: 'I-D',
    rteArea: 'patient-data',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'cc-014',
    topicId: 8,
    questionText: `A patient with an acute inferior myocardial infarction becomes hypotensive (BP 80/50 mm Hg). Lungs are clear, neck veins are distended, CVP is 18 mm Hg, PAOP is 7 mm Hg and cardiac index is 1.9 L/min/m2. Right-sided ECG leads show ST elevation. What should be recommended?`,
    options: [
      `Furosemide IV to lower the elevated central venous pressure`,
      `Sublingual nitroglycerin to reduce preload and ischemic pain`,
      `Increase PEEP to 15 cm H2O to improve arterial oxygenation`,
      `A cautious IV fluid bolus while avoiding nitrates and diuretics`,
    ],
    correctAnswer: 'D',
    explanation: `High CVP with a normal-to-low PAOP, clear lungs and hypotension after an inferior MI with right-sided ST elevation indicate right ventricular infarction. The failing RV depends on preload to push blood through the lungs to the left heart, so cautious volume loading is recommended and preload reducers are avoided (D).

A and B are wrong: diuretics and nitrates lower preload and can cause profound hypotension in RV infarction. C is wrong: high PEEP raises intrathoracic pressure and RV afterload and lowers venous return, worsening RV output; oxygenation is not the main problem here.

Correct Answer: D
Key Learning Point: RV infarction shows high CVP, low/normal PAOP and clear lungs; support preload with fluid and avoid nitrates and diuretics.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'III',
    tmcCode: 'III-E',
    rteArea: 'interventions',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'cc-015',
    topicId: 8,
    questionText: `Six hours after coronary bypass surgery, a patient's chest tube output suddenly stops. BP falls to 78/60 mm Hg with a pulsus paradoxus of 18 mm Hg, and heart sounds are muffled. Breath sounds are equal bilaterally. CVP, PA diastolic pressure and PAOP are all about 19 mm Hg. What is the most likely diagnosis?`,
    options: [`Acute left ventricular failure`, `Tension pneumothorax`, `Cardiac tamponade`, `Hypovolemia from mediastinal bleeding`],
    correctAnswer: 'C',
    explanation: `Equalization of diastolic pressures (CVP = PA diastolic = PAOP), a pulsus paradoxus above 10 mm Hg, muffled heart sounds and hypotension after cardiac surgery, especially when mediastinal drainage stops (clotted tubes), are classic for cardiac tamponade (C). Treatment is urgent decompression (pericardiocentesis or surgical re-exploration).

A is wrong: LV failure raises PAOP above CVP rather than equalizing them, and does not cause muffled heart sounds with pulsus paradoxus. B is wrong: tension pneumothorax would produce unilateral absent breath sounds and tracheal shift; breath sounds here are equal. D is wrong: hypovolemia lowers all filling pressures.

Correct Answer: C
Key Learning Point: Equalized diastolic pressures with pulsus paradoxus, muffled heart sounds and hypotension indicate cardiac tamponade.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
    outlineSection: 'I',
    tmcCode: 'I-D',
    rteArea: 'patient-data',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'cc-016',
    topicId: 8,
    questionText: `A 19-year-old is admitted after a diving accident with a complete C5 spinal cord injury. Which set of findings is most consistent with neurogenic shock?`,
    options: [
      `Hypotension with tachycardia and cool, clammy extremities`,
      `Hypotension with bradycardia and warm, dry extremities`,
      `Hypertension with bradycardia and irregular respirations`,
      `Hypotension with tachycardia, fever and bounding pulses`,
    ],
    correctAnswer: 'B',
    explanation: `A high cord injury interrupts sympathetic outflow. Unopposed vagal tone causes bradycardia, and loss of vasomotor tone causes vasodilation with low SVR, hypotension and warm, dry skin (B).

A is the picture of hypovolemic shock with intact sympathetic compensation. C is the Cushing response to raised intracranial pressure. D fits septic (distributive) shock, where the heart rate rises in response to vasodilation.

Correct Answer: B
Key Learning Point: Neurogenic shock is the shock with bradycardia and warm skin, caused by loss of sympathetic tone after high spinal cord injury.`,
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'I',
    tmcCode: 'I-B',
    rteArea: 'patient-data',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'cc-017',
    topicId: 8,
    questionText: `Minutes after an IV antibiotic is started, an adult patient develops hives, inspiratory stridor, wheezing and a BP of 76/40 mm Hg. The infusion has been stopped. Which medication should be given first?`,
    options: [
      `Diphenhydramine 50 mg by IV push`,
      `Methylprednisolone 125 mg IV`,
      `Albuterol 2.5 mg by small-volume nebulizer`,
      `Epinephrine 0.5 mg (1 mg/mL) IM, lateral thigh`,
    ],
    correctAnswer: 'D',
    explanation: `This is anaphylaxis with airway involvement and shock. Intramuscular epinephrine (0.3-0.5 mg of the 1 mg/mL solution in adults, anterolateral thigh, repeated every 5-15 minutes as needed) is the first-line drug (D): its alpha effect reverses vasodilation and mucosal edema and its beta effects bronchodilate and stabilize mast cells.

A and B are wrong as first drugs: antihistamines and corticosteroids are adjuncts with slow or limited effect and do not treat shock or airway edema quickly. C is wrong: albuterol may help residual bronchospasm but does nothing for laryngeal edema or hypotension.

Correct Answer: D
Key Learning Point: In anaphylaxis, give IM epinephrine first; antihistamines, steroids and bronchodilators are adjuncts.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'III',
    tmcCode: 'III-D',
    rteArea: 'interventions',
    source: 'aha-cpr-ecc-2025',
    written: '2026-11-22',
  },
  {
    key: 'cc-018',
    topicId: 8,
    questionText: `A 62-year-old develops sudden dyspnea and hypotension 5 days after hip surgery. Data: CVP 16 mm Hg, PA pressure 48/26 mm Hg, PAOP 8 mm Hg, cardiac index 1.7 L/min/m2, SpO2 86% on 6 L/min. Which condition best explains these findings?`,
    options: [
      `Left ventricular failure with acute pulmonary edema`,
      `Acute pulmonary embolism with right ventricular strain`,
      `Hypovolemia with compensatory arterial vasoconstriction`,
      `Septic shock with vasodilation and a high cardiac output`,
    ],
    correctAnswer: 'B',
    explanation: `Normally PA diastolic pressure is only a few mm Hg above PAOP. Here the PA diastolic (26) far exceeds the PAOP (8), meaning the resistance lies in the pulmonary vessels themselves. Pulmonary hypertension with a high CVP, a normal PAOP and low cardiac output after surgery indicates acute pulmonary embolism with right ventricular strain (B).

A is wrong: LV failure would raise the PAOP. C is wrong: hypovolemia lowers CVP and PA pressures. D is wrong: septic shock typically has a high cardiac index and does not produce this pulmonary hypertension with a wide PAd-PAOP gap.

Correct Answer: B
Key Learning Point: A large gap between PA diastolic pressure and PAOP points to increased pulmonary vascular resistance, such as pulmonary embolism.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'I',
    tmcCode: 'I-D',
    rteArea: 'patient-data',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'cc-019',
    topicId: 8,
    questionText: `A 70-year-old woman arrives in the emergency department with fever, confusion and a BP of 84/46 mm Hg; pneumonia is suspected. Under the Surviving Sepsis Campaign hour-1 bundle, which action should be completed before the first antibiotic dose, as long as it does not delay that dose?`,
    options: [
      `A CT scan of the chest to confirm the source of infection`,
      `An echocardiogram to measure left ventricular function`,
      `A procalcitonin level to decide whether antibiotics are needed`,
      `Two sets of blood cultures drawn from appropriate sites`,
    ],
    correctAnswer: 'D',
    explanation: `The hour-1 bundle elements are: measure lactate (and remeasure if above 2 mmol/L), obtain blood cultures before antibiotics, give broad-spectrum antibiotics, begin 30 mL/kg crystalloid for hypotension or lactate of 4 mmol/L or more, and start vasopressors if hypotension persists during or after fluids to keep MAP at least 65 mm Hg. Blood cultures (D) are drawn first so the organism can still be identified, but antibiotics must not be delayed to get them.

A and B are wrong: imaging and echocardiography may be useful later but are not bundle elements and must never delay antibiotics in suspected septic shock. C is wrong: procalcitonin is not used to decide whether to start antibiotics in suspected sepsis with hypotension.

Correct Answer: D
Key Learning Point: In suspected septic shock, draw blood cultures and measure lactate, then give broad-spectrum antibiotics within 1 hour without delay.`,
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'III',
    tmcCode: 'III-F',
    rteArea: 'interventions',
    source: 'ssc-sepsis-2021',
    written: '2026-11-22',
  },
  {
    key: 'cc-021',
    topicId: 8,
    questionText: `A patient with septic shock has received 30 mL/kg of balanced crystalloid. Her MAP remains 56 mm Hg, and her extremities are warm. Which vasopressor strategy should the respiratory therapist expect the team to use first?`,
    options: [
      `Dopamine, titrated to a MAP of about 55 mm Hg`,
      `Phenylephrine, titrated to a systolic BP of 140`,
      `Norepinephrine, titrated to a MAP of 65 mm Hg or more`,
      `No vasopressor until another 3 L of saline is given`,
    ],
    correctAnswer: 'C',
    explanation: `Norepinephrine is the first-line vasopressor in septic shock, and the initial MAP target is 65 mm Hg (C).

A is wrong: dopamine causes more arrhythmias and is not preferred; a MAP of 55 is also below target. B is wrong: phenylephrine is not a first-line agent, and targeting a systolic of 140 mm Hg is unnecessary. D is wrong: persistent hypotension after the initial fluid load calls for a vasopressor rather than large extra volumes, which risk fluid overload (vasopressors may even be started during fluid resuscitation).

Correct Answer: C
Key Learning Point: In septic shock, norepinephrine is the first-line vasopressor, titrated to a MAP of at least 65 mm Hg.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'III',
    tmcCode: 'III-F',
    rteArea: 'interventions',
    source: 'ssc-sepsis-2021',
    written: '2026-11-22',
  },
  {
    key: 'cc-022',
    topicId: 8,
    questionText: `According to the Sepsis-3 consensus definitions, which combination identifies septic shock in an adult with sepsis?`,
    options: [
      `Two or more SIRS criteria plus a white cell count above 12,000/mm3`,
      `A vasopressor needed for MAP of 65 mm Hg or more and lactate above 2 mmol/L despite adequate fluids`,
      `A systolic BP below 90 mm Hg that corrects completely after a fluid bolus`,
      `A qSOFA score of 1 together with a temperature above 38.3 °C (101 °F)`,
    ],
    correctAnswer: 'B',
    explanation: `Sepsis-3 defines sepsis as life-threatening organ dysfunction caused by a dysregulated host response to infection. Septic shock is the subset with profound circulatory and metabolic abnormality, identified by a vasopressor requirement to keep MAP at 65 mm Hg or more AND a serum lactate above 2 mmol/L despite adequate volume resuscitation (B).

A is wrong: SIRS criteria were dropped from the definition because they are not specific. C is wrong: hypotension that fully responds to fluid does not meet the shock definition. D is wrong: qSOFA is a bedside prompt for possible poor outcome (and is not recommended as a single screening tool); a score of 1 with fever does not define shock.

Correct Answer: B
Key Learning Point: Sepsis-3 septic shock = vasopressors needed for MAP of 65 or more plus lactate above 2 mmol/L after adequate fluids.`,
    difficulty: 'medium',
    cognitiveLevel: 'recall',
    outlineSection: 'I',
    tmcCode: 'I-A',
    rteArea: 'patient-data',
    source: 'sepsis-3-2016',
    written: '2026-11-22',
  },
  {
    key: 'cc-023',
    topicId: 8,
    questionText: `A 66-year-old with septic shock has received appropriate fluids and antibiotics. On norepinephrine at 0.35 mcg/kg/min, his MAP is 59 mm Hg. What is the most appropriate next step?`,
    options: [
      `Add a vasopressin infusion to the norepinephrine`,
      `Replace the norepinephrine with a dopamine infusion`,
      `Stop vasopressors and give another 4 L of crystalloid`,
      `Lower the MAP goal to 50 mm Hg to limit the pressor dose`,
    ],
    correctAnswer: 'A',
    explanation: `When MAP stays below target on a moderate-to-high norepinephrine dose (typically 0.25-0.5 mcg/kg/min), guidelines suggest adding vasopressin rather than continuing to escalate norepinephrine alone (A). (Hydrocortisone is also suggested when vasopressor need persists.)

B is wrong: dopamine is not preferred and causes more tachyarrhythmias. C is wrong: stopping pressors would cause profound hypotension, and large additional fluid volumes after adequate resuscitation risk overload. D is wrong: the initial MAP target in septic shock is 65 mm Hg; 50 mm Hg risks organ hypoperfusion.

Correct Answer: A
Key Learning Point: For septic shock not at target MAP on moderate-dose norepinephrine, add vasopressin rather than switching agents or lowering the goal.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'III',
    tmcCode: 'III-F',
    rteArea: 'interventions',
    source: 'ssc-sepsis-2021',
    written: '2026-11-22',
  },
  {
    key: 'cc-024',
    topicId: 8,
    questionText: `A patient with sepsis had an initial lactate of 5.2 mmol/L. Three hours after fluids, antibiotics and norepinephrine, the lactate is 2.4 mmol/L, MAP is 68 mm Hg, capillary refill has shortened to 2 seconds and urine output is 0.6 mL/kg/h. How should the repeat lactate be interpreted?`,
    options: [
      `Shock is worsening and the patient requires immediate intubation`,
      `Lactate does not reflect perfusion and does not need repeating`,
      `The falling lactate suggests tissue perfusion is improving`,
      `The fall proves the infection source is now fully controlled`,
    ],
    correctAnswer: 'C',
    explanation: `A falling lactate, together with a MAP at target, improved capillary refill and adequate urine output, indicates that tissue perfusion is improving with resuscitation (C). Guidelines suggest using lactate reduction (and capillary refill time) to guide resuscitation, with continued reassessment.

A is wrong: every marker is improving, and nothing suggests respiratory failure. B is wrong: an elevated lactate should be remeasured to track the response to treatment. D is wrong: lactate reflects perfusion and metabolism; it cannot confirm source control, which requires clinical and imaging evaluation.

Correct Answer: C
Key Learning Point: Remeasure an elevated lactate; a falling value with improving clinical signs indicates effective resuscitation.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    tmcCode: 'I-D',
    rteArea: 'patient-data',
    source: 'ssc-sepsis-2021',
    written: '2026-11-22',
  },
  {
    key: 'cc-025',
    topicId: 8,
    questionText: `A pulmonary artery catheter is placed in a resting, hemodynamically stable adult. Which range represents a normal mixed venous oxygen saturation (SvO2)?`,
    options: [`30% to 40%`, `45% to 55%`, `60% to 80%`, `90% to 100%`],
    correctAnswer: 'C',
    explanation: `Normal SvO2 is about 60-80% (typically near 75%), reflecting the body's use of roughly 25% of the oxygen delivered (C).

A and B are wrong: values this low indicate that oxygen delivery is inadequate for demand (low cardiac output, anemia, hypoxemia) or that consumption is markedly increased. D is wrong: values above 80-85% suggest high flow, impaired tissue extraction (for example sepsis or cyanide toxicity), or a sample contaminated with arterialized blood from a wedged catheter.

Correct Answer: C
Key Learning Point: Normal SvO2 is about 60-80% (about 75%); low values mean delivery is not meeting demand.`,
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'I',
    tmcCode: 'I-D',
    rteArea: 'patient-data',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'cc-026',
    topicId: 8,
    questionText: `A postoperative ICU patient has the following data: hemoglobin 9 g/dL, SaO2 95%, PaO2 80 mm Hg, cardiac output 4.0 L/min. What is the approximate oxygen delivery (DO2), and how does it compare with normal?`,
    options: [
      `About 470 mL/min, well below the normal value`,
      `About 1,170 mL/min, within the normal range`,
      `About 4,700 mL/min, well above the normal value`,
      `About 120 mL/min, lower than resting oxygen use`,
    ],
    correctAnswer: 'A',
    explanation: `CaO2 = (1.34 x Hb x SaO2) + (0.003 x PaO2) = (1.34 x 9 x 0.95) + (0.003 x 80) = 11.46 + 0.24 = 11.70 mL O2/dL. DO2 = CO x CaO2 x 10 = 4.0 x 11.70 x 10 = 468, about 470 mL/min (A). Normal DO2 is about 1,000 mL/min (roughly 900-1,100), so this is well below normal because of both anemia and a low-normal cardiac output.

B (about 1,170) comes from multiplying CaO2 by 100 and leaving out the cardiac output. C (about 4,700) uses a conversion factor of 100 instead of 10. D (about 120) multiplies CaO2 by 10 but leaves out the cardiac output; a DO2 that low could not sustain life.

Correct Answer: A
Key Learning Point: DO2 = CO x CaO2 x 10 (normal about 1,000 mL/min); hemoglobin and cardiac output are its main determinants.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    tmcCode: 'I-D',
    rteArea: 'patient-data',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'cc-027',
    topicId: 8,
    questionText: `A patient's data: hemoglobin 7.0 g/dL, SaO2 92%, PaO2 62 mm Hg, cardiac output 5.0 L/min. Which single change would produce the greatest increase in oxygen delivery (DO2)?`,
    options: [
      `Raising FiO2 so that SaO2 becomes 98% and PaO2 becomes 100 mm Hg`,
      `Dobutamine that increases cardiac output from 5.0 to 5.5 L/min`,
      `Transfusion that raises hemoglobin from 7.0 to 9.0 g/dL, SaO2 unchanged`,
      `FiO2 1.0 producing SaO2 100% and a PaO2 of 300 mm Hg (Hb unchanged)`,
    ],
    correctAnswer: 'C',
    explanation: `Baseline CaO2 = (1.34 x 7 x 0.92) + (0.003 x 62) = 8.63 + 0.19 = 8.82 mL/dL; DO2 = 5.0 x 8.82 x 10 = 441 mL/min.
C: CaO2 = (1.34 x 9 x 0.92) + 0.19 = 11.10 + 0.19 = 11.28; DO2 = 5.0 x 11.28 x 10 = 564 mL/min (+123).
A: CaO2 = (1.34 x 7 x 0.98) + (0.003 x 100) = 9.19 + 0.30 = 9.49; DO2 = 475 mL/min (+34).
B: DO2 = 5.5 x 8.82 x 10 = 485 mL/min (+44).
D: CaO2 = (1.34 x 7 x 1.0) + (0.003 x 300) = 9.38 + 0.90 = 10.28; DO2 = 514 mL/min (+73).
Raising hemoglobin gives the largest gain (C) because nearly all oxygen is carried bound to hemoglobin; dissolved oxygen adds little even at a high PaO2. (Whether to transfuse is a separate clinical decision based on transfusion thresholds and the clinical picture.)

Correct Answer: C
Key Learning Point: Hemoglobin, SaO2 and cardiac output drive DO2; raising PaO2 once SaO2 is near-maximal adds very little oxygen content.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'III',
    tmcCode: 'III-E',
    rteArea: 'interventions',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'cc-028',
    topicId: 8,
    questionText: `Over 4 hours after cardiac surgery, a patient's SvO2 falls from 72% to 52%. SaO2 stays at 97%, hemoglobin is unchanged at 11 g/dL, temperature is 37 °C and she is sedated and calm. Thermodilution cardiac output has fallen from 5.5 to 3.2 L/min. What is the most likely explanation for the fall in SvO2?`,
    options: [
      `A rising intrapulmonary shunt causing arterial desaturation`,
      `A fall in cardiac output reducing systemic oxygen delivery`,
      `Cyanide toxicity that blocks cellular use of oxygen`,
      `A wedged catheter drawing pulmonary capillary blood`,
    ],
    correctAnswer: 'B',
    explanation: `SvO2 falls when oxygen delivery drops or consumption rises. Here SaO2, hemoglobin, temperature and activity (consumption) are unchanged, while cardiac output has fallen by more than 40%, so the tissues extract more oxygen from the smaller blood flow and venous saturation falls (B).

A is wrong: SaO2 is unchanged at 97%, so worsening shunt is not the cause. C is wrong: cyanide impairs tissue oxygen use and RAISES SvO2. D is wrong: a sample drawn through a wedged catheter is arterialized, giving a falsely HIGH saturation.

Correct Answer: B
Key Learning Point: With stable SaO2, hemoglobin and oxygen consumption, a falling SvO2 signals a falling cardiac output.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
    outlineSection: 'I',
    tmcCode: 'I-D',
    rteArea: 'patient-data',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'cc-029',
    topicId: 8,
    questionText: `A patient in septic shock on norepinephrine has a cardiac index of 4.8 L/min/m2, an SvO2 of 86% and a lactate of 6.1 mmol/L. SaO2 is 96%. What is the best interpretation of the SvO2?`,
    options: [
      `Oxygen delivery is adequate, so the shock state has resolved`,
      `Oxygen consumption has risen sharply because of the fever`,
      `The tissues are failing to extract the oxygen delivered to them`,
      `Cardiac output has fallen to a critically low level`,
    ],
    correctAnswer: 'C',
    explanation: `A high SvO2 with a high cardiac index and a rising lactate in sepsis indicates impaired oxygen extraction: microcirculatory shunting and mitochondrial dysfunction prevent the tissues from using the oxygen delivered, so venous blood returns highly saturated while anaerobic metabolism continues (C).

A is wrong: a high SvO2 does not mean perfusion is adequate when lactate is 6.1 mmol/L. B is wrong: a sharp rise in consumption would LOWER SvO2. D is wrong: the cardiac index of 4.8 is high, and a low output would lower SvO2.

Correct Answer: C
Key Learning Point: In sepsis a normal or high SvO2 can coexist with tissue hypoxia because extraction is impaired; read it with lactate.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    tmcCode: 'I-D',
    rteArea: 'patient-data',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'cc-030',
    topicId: 8,
    questionText: `A radial arterial line waveform has become rounded with no visible dicrotic notch. The monitor shows 104/72 mm Hg, but a cuff pressure is 138/70 mm Hg. A fast-flush test shows a slow return to baseline with no oscillations. The pressure bag reads 300 mm Hg. What should the respiratory therapist do?`,
    options: [
      `Check for air bubbles, clots or kinks, then flush the system`,
      `Add extra lengths of compliant tubing to the transducer line`,
      `Lower the transducer well below the phlebostatic axis`,
      `Deflate the pressure bag to 150 mm Hg to reduce the flush flow`,
    ],
    correctAnswer: 'A',
    explanation: `A flattened waveform, lost dicrotic notch, falsely low systolic reading and a square-wave test with no oscillations mean the system is overdamped. Common causes are air bubbles, a clot at the catheter tip, kinked tubing or a loose connection, so these should be checked and cleared and the line flushed (A).

B is wrong: added or compliant tubing increases damping. C is wrong: moving the transducer off the phlebostatic axis adds a hydrostatic error to every reading and does not fix damping. D is wrong: the bag must stay at about 300 mm Hg to keep the continuous flush working; lowering it allows backflow and clotting.

Correct Answer: A
Key Learning Point: An overdamped arterial waveform (flat, no notch, no oscillation on fast flush) underestimates systolic pressure; look for bubbles, clots and kinks.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'II',
    tmcCode: 'II-A',
    rteArea: 'equipment-infection',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'cc-031',
    topicId: 8,
    questionText: `A CVP transducer was zeroed and leveled with the patient supine. The bed was later raised about 10 cm for a procedure, but the transducer was left at its original height on the IV pole. The CVP reading has risen from 8 to 15 mm Hg with no change in the patient. What is the correct interpretation and action?`,
    options: [
      `The readings are falsely low; move the transducer further down`,
      `The readings are accurate because the system was zeroed earlier`,
      `The readings are falsely low; raise the transducer above the axis`,
      `The readings are falsely high; relevel to the axis and zero again`,
    ],
    correctAnswer: 'D',
    explanation: `When the transducer sits below the phlebostatic axis (4th intercostal space, about mid-chest or midaxillary line), the column of fluid above it adds hydrostatic pressure and every reading is falsely high (about 1 mm Hg per 1.36 cm, so 10 cm adds about 7 mm Hg). The transducer must be releveled to the axis and rezeroed (D).

A and C are wrong: a transducer below the heart reads high, not low; and moving it further down would increase the error. B is wrong: zeroing removes atmospheric pressure but does not correct a change in height between the transducer and the heart after the patient is moved.

Correct Answer: D
Key Learning Point: A transducer below the phlebostatic axis reads falsely high and one above it reads falsely low; relevel and rezero after every position change.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'II',
    tmcCode: 'II-A',
    rteArea: 'equipment-infection',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'cc-032',
    topicId: 8,
    questionText: `A pulmonary artery catheter previously showed a tracing of 30/14 mm Hg with a dicrotic notch. The distal-port tracing now reads 30/3 mm Hg, has no dicrotic notch, shows a diastolic pressure that rises slowly through diastole, and the patient is having frequent premature ventricular contractions. What has most likely happened?`,
    options: [
      `The catheter tip has slipped back into the right ventricle`,
      `The catheter has spontaneously wedged in a distal branch`,
      `The balloon has ruptured inside the pulmonary artery`,
      `An air bubble in the transducer has overdamped the tracing`,
    ],
    correctAnswer: 'A',
    explanation: `The systolic pressure is unchanged, but the diastolic pressure has dropped to near zero, the dicrotic notch (pulmonic valve closure) is gone and the diastolic slope rises as the ventricle fills: this is a right ventricular waveform. Together with new ventricular ectopy from the tip irritating the RV wall, it shows the catheter has fallen back into the right ventricle (A). The physician or qualified clinician should be notified to reposition it.

B is wrong: a wedge tracing is a low-amplitude atrial-type tracing near the PAOP, not a 30 mm Hg systolic wave. C is wrong: balloon rupture does not change the distal-port tracing. D is wrong: overdamping lowers the systolic value and blunts the waveform; it does not create a sharp systolic peak with a diastolic pressure near zero.

Correct Answer: A
Key Learning Point: A PA tracing that loses its dicrotic notch and diastolic step-up (diastolic near 0-8 mm Hg) with PVCs means the catheter has slipped into the right ventricle.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'II',
    tmcCode: 'II-A',
    rteArea: 'equipment-infection',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'cc-033',
    topicId: 8,
    questionText: `A respiratory therapist notices that a patient's pulmonary artery catheter is displaying a continuous wedge (PAOP) tracing even though no one has inflated the balloon. What is the most appropriate action?`,
    options: [
      `Inflate the balloon with 1.5 mL of air and leave it inflated`,
      `Flush the distal port forcefully to push the tip back`,
      `Confirm the balloon is deflated and have the catheter withdrawn`,
      `Keep monitoring, since the PAOP is now displayed continuously`,
    ],
    correctAnswer: 'C',
    explanation: `A continuous wedge tracing with the balloon down means the catheter has migrated distally and is occluding a pulmonary artery branch, risking pulmonary infarction or artery rupture. The balloon should be confirmed deflated (syringe open or removed) and the catheter pulled back by qualified personnel until a PA tracing returns (C); the physician is notified per protocol.

A is wrong: leaving the balloon inflated prolongs occlusion and raises the risk of infarction and rupture. B is wrong: forceful flushing of a wedged catheter can rupture the pulmonary artery. D is wrong: a continuous wedge is a hazard, not a convenience.

Correct Answer: C
Key Learning Point: A spontaneous, persistent wedge tracing is an emergency: confirm the balloon is deflated and have the catheter withdrawn to a PA position.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'II',
    tmcCode: 'II-A',
    rteArea: 'equipment-infection',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'cc-034',
    topicId: 8,
    questionText: `A patient on volume control ventilation with PEEP 12 cm H2O has a PA catheter. The PAOP tracing rises and falls with each machine breath. When should the PAOP value be read?`,
    options: [
      `At peak inspiration, when the tracing reaches its highest point`,
      `After briefly disconnecting the patient to remove the PEEP`,
      `As the average of the highest and lowest points of the cycle`,
      `At end-expiration, with the patient still on the ventilator`,
    ],
    correctAnswer: 'D',
    explanation: `Intrathoracic pressure swings with breathing. Pressures are read at end-expiration, when pleural pressure is closest to its resting value, in both spontaneously breathing and ventilated patients (D). The patient stays on the ventilator with PEEP applied.

A is wrong: positive-pressure inspiration raises intrathoracic pressure and falsely elevates the reading. B is wrong: removing PEEP causes derecruitment and hypoxemia and changes the hemodynamics being measured; high PEEP is noted when interpreting the value instead. C is wrong: averaging mixes in the inspiratory artifact.

Correct Answer: D
Key Learning Point: Read CVP and PAOP at end-expiration and do not take the patient off PEEP to measure them.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    tmcCode: 'I-C',
    rteArea: 'patient-data',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'cc-035',
    topicId: 8,
    questionText: `Three days after an inferior myocardial infarction, a patient develops sudden pulmonary edema and a new loud holosystolic murmur at the apex. The PAOP tracing shows very tall waves after each QRS complex, peaking near 40 mm Hg. What is the most likely cause?`,
    options: [
      `Complete heart block producing cannon a waves`,
      `Acute mitral regurgitation from papillary muscle rupture`,
      `Overwedging of the catheter from too much balloon volume`,
      `Pulmonary embolism with high pulmonary vascular resistance`,
    ],
    correctAnswer: 'B',
    explanation: `The v wave of the PAOP tracing reflects left atrial filling during ventricular systole and appears after the QRS. When the mitral valve leaks, blood is ejected back into the left atrium during systole, producing giant v waves. With a new apical holosystolic murmur and flash pulmonary edema after an MI, papillary muscle rupture with acute mitral regurgitation is the likely cause (B).

A is wrong: cannon a waves occur when the atrium contracts against a closed valve (AV dissociation) and appear in the a-wave position. C is wrong: overwedging gives a steadily rising, damped tracing without distinct waves. D is wrong: pulmonary embolism raises PA pressures with a normal or low PAOP.

Correct Answer: B
Key Learning Point: Giant v waves on a PAOP tracing suggest mitral regurgitation, such as papillary muscle rupture after MI.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'I',
    tmcCode: 'I-D',
    rteArea: 'patient-data',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'cc-036',
    topicId: 8,
    questionText: `Three thermodilution cardiac output injections with 10 mL of room-temperature injectate give values of 5.1, 5.3 and 6.9 L/min. The third injection was given slowly over about 8 seconds. What should be reported?`,
    options: [
      `5.8 L/min, the average of the three values obtained`,
      `About 5.2 L/min, after discarding the outlier and repeating a run`,
      `6.9 L/min, because the highest value is the most accurate`,
      `5.1 L/min, because only the first injection is reliable`,
    ],
    correctAnswer: 'B',
    explanation: `Thermodilution results are averaged only when they agree within about 10% of each other. 5.1 and 5.3 L/min agree (a 4% difference); 6.9 L/min is about 30% higher and came from a slow injection (injectate should be given smoothly within about 4 seconds, at end-expiration). Discarding the outlier, repeating an injection and averaging the concordant values, about 5.2 L/min (B), is correct.

A is wrong: including a technically flawed value inflates the result. C is wrong: the highest value came from a faulty (slow) injection that distorts the temperature curve, so it is the least reliable value, not the most accurate. D is wrong: a single value is less reliable than an average of concordant measurements.

Correct Answer: B
Key Learning Point: Average thermodilution outputs that agree within about 10%; discard values from faulty technique such as slow or incomplete injections.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'II',
    tmcCode: 'II-C',
    rteArea: 'equipment-infection',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'cc-037',
    topicId: 8,
    questionText: `An internal jugular central line is being removed while the patient sits upright. As it comes out, he gasps, coughs, becomes hypotensive and a churning murmur is heard over the precordium. After the site is covered with an occlusive dressing, what should be done next?`,
    options: [
      `Sit him fully upright and start a nasal cannula at 2 L/min of oxygen`,
      `Position him left side down, head low, and give 100% oxygen`,
      `Turn him prone and begin a rapid 2-L crystalloid infusion at once`,
      `Reinsert a catheter at the same site and flush it with saline`,
    ],
    correctAnswer: 'B',
    explanation: `Sudden respiratory distress, hypotension and a mill-wheel murmur during removal of a neck line with the patient upright indicate venous air embolism. After sealing the site, the patient is placed in left lateral decubitus with head down (Trendelenburg) to help keep air in the right heart away from the pulmonary outflow tract, and 100% oxygen is given to speed nitrogen reabsorption (B).

A is wrong: the upright position worsened the problem, and low-flow oxygen is inadequate. C is wrong: the prone position is not used, and a 2 L bolus is not the priority. D is wrong: reinserting a catheter through the same tract risks more air entry; a catheter for aspiration is placed only by the physician as a separate decision.

Correct Answer: B
Key Learning Point: For venous air embolism: seal the site, left lateral head-down position, 100% oxygen, and support circulation; remove neck lines supine or head-down.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
    tmcCode: 'III-G',
    rteArea: 'interventions',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'cc-038',
    topicId: 8,
    questionText: `Ten minutes after a left subclavian central venous catheter is inserted, a patient becomes short of breath. SpO2 falls from 96% to 87%, breath sounds are diminished on the left, and the left chest is hyperresonant to percussion. Which complication is most likely?`,
    options: [
      `Venous air embolism through an open catheter hub`,
      `Malposition of the catheter tip in the right atrium`,
      `Bloodstream infection starting at the insertion site`,
      `Pneumothorax on the side of the catheter insertion`,
    ],
    correctAnswer: 'D',
    explanation: `The subclavian vein lies close to the lung apex, and pneumothorax is a recognized complication of subclavian and internal jugular insertion. Unilateral diminished breath sounds with hyperresonance on the insertion side after the procedure indicate pneumothorax (D); a chest radiograph (done after every such insertion to check tip position and exclude pneumothorax) or ultrasound confirms it.

A is wrong: air embolism causes sudden cardiovascular collapse and a churning murmur, not unilateral hyperresonance. B is wrong: a malpositioned tip may cause arrhythmias but not these chest findings. C is wrong: line infection develops over days and presents with fever, not acute unilateral chest findings.

Correct Answer: D
Key Learning Point: New dyspnea with unilateral decreased breath sounds and hyperresonance after subclavian or jugular line placement suggests pneumothorax.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    tmcCode: 'I-B',
    rteArea: 'patient-data',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'cc-039',
    topicId: 8,
    questionText: `A sedated patient with septic shock is on volume control ventilation at a tidal volume of 8 mL/kg PBW with no spontaneous breathing effort. He is in sinus rhythm, and his chest is closed. The arterial line shows a pulse pressure variation (PPV) of 18%. How should this be interpreted?`,
    options: [
      `He is likely to raise stroke volume if given a fluid bolus`,
      `He is volume overloaded and should be given a diuretic`,
      `PPV cannot be used during positive-pressure breaths`,
      `The variation indicates an underdamped arterial line system`,
    ],
    correctAnswer: 'A',
    explanation: `In a passively ventilated patient in sinus rhythm with a tidal volume of about 8 mL/kg, large cyclic swings in arterial pulse pressure mean that stroke volume depends strongly on preload. A PPV above about 12-13% predicts that stroke volume will rise with fluid, i.e. fluid responsiveness (A). Fluid is then given only if the patient also needs more flow and can tolerate it.

B is wrong: a high PPV suggests the heart is on the steep part of the Starling curve, not overloaded. C is wrong: PPV is designed for controlled positive-pressure ventilation; it is unreliable with spontaneous effort, arrhythmias, low tidal volumes or an open chest. D is wrong: damping errors distort individual waveforms but do not create a respiratory-cycle variation of this kind.

Correct Answer: A
Key Learning Point: PPV above about 12-13% predicts fluid responsiveness only in passive, sinus-rhythm patients ventilated with adequate tidal volumes.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    tmcCode: 'I-D',
    rteArea: 'patient-data',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'cc-040',
    topicId: 8,
    questionText: `A hypotensive patient with atrial fibrillation is breathing spontaneously on pressure support with a tidal volume of about 6 mL/kg. The monitor reports a pulse pressure variation of 16%. The team wants to know whether more fluid will increase cardiac output. Which approach is most reliable?`,
    options: [
      `Rely on the PPV, because any value above 13% predicts response`,
      `Give fluid only if the central venous pressure is below 8 mm Hg`,
      `Give 2 L of crystalloid empirically and follow the urine output`,
      `Do a passive leg raise while measuring stroke volume in real time`,
    ],
    correctAnswer: 'D',
    explanation: `PPV is invalid here for three reasons: spontaneous breathing effort, an irregular rhythm and a low tidal volume. A passive leg raise (moving the patient from semirecumbent to trunk flat with legs raised about 45 degrees) returns roughly 300 mL of venous blood as a reversible self-bolus. An increase in stroke volume or cardiac output of about 10% or more, measured in real time, predicts fluid responsiveness and works despite arrhythmia and spontaneous breathing (D).

A is wrong: the PPV value is unreliable under these conditions. B is wrong: a single static CVP value predicts fluid responsiveness poorly. C is wrong: giving 2 L blindly risks fluid overload in a patient who may not respond.

Correct Answer: D
Key Learning Point: When PPV is invalid (spontaneous breaths, arrhythmia, low tidal volume), use a passive leg raise with real-time cardiac output measurement.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'I',
    tmcCode: 'I-E',
    rteArea: 'patient-data',
    source: 'ssc-sepsis-2021',
    written: '2026-11-22',
  },
  {
    key: 'cc-041',
    topicId: 8,
    questionText: `A patient's right pneumothorax resolved on a chest radiograph 2 days ago, but the water-seal chamber of his chest drainage unit now shows continuous bubbling. When the chest tube is briefly clamped right at the dressing, the bubbling continues unchanged. What does this indicate?`,
    options: [
      `The leak is in the drainage tubing or collection unit, not the patient`,
      `A large bronchopleural fistula has developed in the right lung`,
      `The bubbling is normal and comes from the suction control chamber`,
      `The chest tube is completely occluded by a large blood clot`,
    ],
    correctAnswer: 'A',
    explanation: `Continuous bubbling in the water-seal chamber means air is entering the system. If a momentary clamp at the chest wall stops the bubbling, the air is coming from the patient (lung or insertion site). If the bubbling continues with the tube clamped, the air must be entering below the clamp, i.e. a loose connection, cracked tubing or a faulty unit (A). The clamp is moved down the tubing to locate the leak, then the connection is secured or the unit replaced.

B is wrong: air from a bronchopleural fistula would stop when the tube is clamped at the chest. C is wrong: bubbling belongs in the suction control chamber of a wet-suction system, not the water seal. D is wrong: an occluded tube stops drainage and tidaling; it does not produce continuous water-seal bubbling.

Correct Answer: A
Key Learning Point: Water-seal bubbling that persists with the tube briefly clamped at the chest wall means the leak is in the drainage system, not the patient.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
    outlineSection: 'II',
    tmcCode: 'II-A',
    rteArea: 'equipment-infection',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'cc-042',
    topicId: 8,
    questionText: `While a patient with a chest tube for a left pneumothorax is being repositioned, the tube separates from the drainage system tubing. What should the respiratory therapist do immediately?`,
    options: [
      `Clamp the chest tube and leave it clamped until a new unit arrives`,
      `Pull out the chest tube and leave the site open to room air`,
      `Submerge the tube end 2-3 cm in sterile water while a new unit is set up`,
      `Leave the tube open to room air and increase the FiO2 to 1.0`,
    ],
    correctAnswer: 'C',
    explanation: `A disconnected chest tube lets air enter the pleural space. The immediate fix is to re-establish a one-way seal: reconnect (after cleaning the ends) or place the tube end 2-3 cm under sterile water as an emergency water seal while a new sterile system is connected (C), then assess the patient.

A is wrong: prolonged clamping of a tube draining air can cause a tension pneumothorax. B is wrong: removing the tube is not an appropriate response to a disconnection. D is wrong: leaving the tube open allows air to enter the chest and collapse the lung.

Correct Answer: C
Key Learning Point: If a chest tube disconnects, restore a water seal at once (reconnect or submerge the end in sterile water) and avoid prolonged clamping.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'III',
    tmcCode: 'III-G',
    rteArea: 'interventions',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'cc-072',
    topicId: 8,
    questionText: `A 45-year-old has received 14 L of fluid for septic shock from a perforated bowel. On VC-A/C his plateau pressure has risen from 24 to 34 cm H2O, urine output has fallen to 10 mL/h, and the abdomen is tense. The bladder pressure is 28 mm Hg. What is the most likely problem?`,
    options: [
      `Worsening ARDS that needs a VT of 4 mL/kg`,
      `Abdominal compartment syndrome`,
      `A tension pneumothorax on one side`,
      `Bronchospasm from the fluid load`,
    ],
    correctAnswer: 'B',
    explanation: `B is correct. An intra-abdominal pressure over 20 mm Hg (measured through the bladder) with new organ dysfunction, here oliguria and rising airway pressures, defines abdominal compartment syndrome. The high abdominal pressure pushes the diaphragm up and stiffens the chest wall, raising the plateau pressure. The surgical team must be told, since decompression may be needed.

A is wrong: a stiff chest wall from the abdomen, not the lung, is raising the plateau; cutting VT does not treat the cause.
C is wrong: nothing points to a pneumothorax, and it would not explain the tense abdomen, oliguria and bladder pressure.
D is wrong: bronchospasm raises the peak pressure more than the plateau pressure and does not cause oliguria.

Correct Answer: B
Key Learning Point: A bladder pressure over 20 mm Hg with rising plateau pressure and oliguria means abdominal compartment syndrome; alert the surgeon.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
    outlineSection: 'III',
    tmcCode: 'III-E',
    rteArea: 'interventions',
    source: 'egans-2020',
    written: '2026-11-25',
  },
  {
    key: 'cc-044',
    topicId: 8,
    questionText: `A 52-year-old driver has fractures of four adjacent left ribs, each broken in two places, with paradoxical chest wall motion. On admission his PaO2 was 82 mm Hg on 2 L/min. Twenty-four hours later his PaO2 is 58 mm Hg on 50% oxygen, and a new left-sided opacity is present. What best explains the worsening hypoxemia?`,
    options: [
      `Pulmonary contusion beneath the flail segment causing shunt`,
      `Paradoxical motion moving air back and forth between the lungs`,
      `Loss of red cell production from injured rib bone marrow`,
      `Central hypoventilation caused by the opioids in the pain regimen`,
    ],
    correctAnswer: 'A',
    explanation: `The force that creates a flail segment usually bruises the underlying lung. Pulmonary contusion causes hemorrhage and edema into alveoli that typically worsen over 24-72 hours, producing shunt, hypoxemia and a new opacity (A). Management includes analgesia, pulmonary hygiene, avoiding fluid overload and ventilatory support if needed.

B is wrong: the old idea of air shuttling between lungs is not the main cause of hypoxemia in flail chest. C is wrong: rib marrow injury does not cause acute anemia of this kind, and anemia would not lower PaO2. D is wrong: opioid hypoventilation would raise PaCO2 and would not produce a new localized opacity.

Correct Answer: A
Key Learning Point: In flail chest, hypoxemia is driven mainly by the underlying pulmonary contusion, which peaks over 24-72 hours.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    tmcCode: 'I-D',
    rteArea: 'patient-data',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'cc-045',
    topicId: 8,
    questionText: `A patient with a stab wound to the right chest has a chest tube placed. It immediately drains 1,700 mL of blood, and his BP remains 84/52 mm Hg despite blood products. What should the respiratory therapist anticipate?`,
    options: [
      `Clamping the chest tube so that the blood tamponades the bleeding`,
      `Placing a second chest tube and observing drainage for 6 hours`,
      `Giving furosemide to reduce the volume of fluid in the pleural space`,
      `Preparation for operative thoracotomy and massive transfusion`,
    ],
    correctAnswer: 'D',
    explanation: `Massive hemothorax is commonly defined by an immediate chest tube output of about 1,500 mL or more (or ongoing losses of about 200 mL/h for 2-4 hours). With persistent hypotension, the patient needs urgent operative thoracotomy and massive transfusion (D).

A is wrong: clamping does not stop intrathoracic bleeding and lets blood accumulate, compressing the lung and mediastinum. B is wrong: waiting hours delays definitive control of hemorrhage. C is wrong: diuretics would worsen hemorrhagic shock and do nothing for blood in the pleural space.

Correct Answer: D
Key Learning Point: An initial chest tube output of about 1,500 mL or more, or ongoing bleeding with instability, indicates the need for thoracotomy.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'III',
    tmcCode: 'III-H',
    rteArea: 'interventions',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'cc-046',
    topicId: 8,
    questionText: `During bedside lung ultrasound of a ventilated patient who suddenly desaturated, the right anterior chest shows no lung sliding and no B-lines, and M-mode shows a "barcode" pattern. Scanning laterally, a point is found where normal sliding alternates with the absent-sliding pattern. What is the most likely finding?`,
    options: [
      `A large right pleural effusion`,
      `A right-sided pneumothorax`,
      `Right lower lobe consolidation`,
      `Normal aerated lung on the right`,
    ],
    correctAnswer: 'B',
    explanation: `Air between the pleural layers prevents the visceral pleura from being seen sliding, so lung sliding and B-lines disappear and M-mode shows a barcode (stratosphere) pattern. The "lung point", where the edge of the collapsed lung intermittently touches the chest wall, confirms pneumothorax (B).

A is wrong: an effusion appears as an anechoic (dark) space above the diaphragm. C is wrong: consolidation appears as tissue-like lung with air bronchograms. D is wrong: normal lung shows sliding and a seashore pattern on M-mode.

Correct Answer: B
Key Learning Point: Absent lung sliding with no B-lines suggests pneumothorax, and a lung point confirms it.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    tmcCode: 'I-D',
    rteArea: 'patient-data',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'cc-047',
    topicId: 8,
    questionText: `A construction worker is brought in with a penetrating wound of the right chest wall that bubbles and makes a sucking sound with each breath. He is breathing spontaneously. While a chest tube is being prepared, what is the most appropriate immediate care of the wound?`,
    options: [
      `Pack the wound tightly with gauze pushed into the chest cavity`,
      `Leave the wound uncovered so that air can escape freely`,
      `Apply a vented chest seal or an occlusive dressing taped on three sides`,
      `Seal the wound on four sides with an airtight occlusive dressing`,
    ],
    correctAnswer: 'C',
    explanation: `An open (sucking) pneumothorax lets air enter the pleural space through the wound on inspiration. A vented chest seal or a square occlusive dressing taped on three sides (C) acts as a flutter valve: it blocks air entry on inspiration while letting air escape on expiration, until a chest tube is placed away from the wound.

A is wrong: packing gauze into the chest is not appropriate and does not create a valve. B is wrong: the open wound keeps entraining air and collapsing the lung. D is wrong: sealing all four sides can trap air and convert the injury to a tension pneumothorax, unless a chest tube is already in place.

Correct Answer: C
Key Learning Point: Cover a sucking chest wound with a vented seal or three-sided occlusive dressing to prevent a tension pneumothorax.`,
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'III',
    tmcCode: 'III-G',
    rteArea: 'interventions',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'cc-048',
    topicId: 8,
    questionText: `A patient with a severe traumatic brain injury has an intraventricular catheter. His BP is 104/66 mm Hg (MAP 78 mm Hg) and his ICP is 26 mm Hg. What is his cerebral perfusion pressure, and how should it be interpreted?`,
    options: [
      `52 mm Hg; below the usual target, so ICP and MAP both need attention`,
      `104 mm Hg; above target, so the blood pressure should be lowered`,
      `52 mm Hg; within the target range, so no change is needed`,
      `26 mm Hg; critically low, because CPP equals the ICP value`,
    ],
    correctAnswer: 'A',
    explanation: `CPP = MAP - ICP = 78 - 26 = 52 mm Hg. Brain Trauma Foundation guidance targets a CPP of about 60-70 mm Hg and treatment of ICP above about 22 mm Hg. Both the raised ICP and the low CPP need treatment, for example ICP-lowering measures and support of MAP (A).

B is wrong: it adds MAP and ICP instead of subtracting. C is wrong: 52 mm Hg is below the target range. D is wrong: CPP is the difference between MAP and ICP, not the ICP itself.

Correct Answer: A
Key Learning Point: CPP = MAP - ICP; aim for about 60-70 mm Hg in severe TBI and treat ICP above about 22 mm Hg.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    tmcCode: 'I-D',
    rteArea: 'patient-data',
    source: 'btf-tbi-2016',
    written: '2026-11-22',
  },
  {
    key: 'cc-049',
    topicId: 8,
    questionText: `On the first day after a severe closed head injury, a ventilated patient has an ICP of 14 mm Hg and equal, reactive pupils. The physician writes an order to "keep PaCO2 25-28 mm Hg to prevent ICP spikes." What should the respiratory therapist recommend?`,
    options: [
      `Follow the order and keep PaCO2 25-28 mm Hg continuously`,
      `Allow PaCO2 to rise to 55-60 mm Hg for lung protection`,
      `Target normocapnia and reserve brief hyperventilation for herniation`,
      `Lower PaCO2 below 20 mm Hg for maximal cerebral vasoconstriction`,
    ],
    correctAnswer: 'C',
    explanation: `Low PaCO2 constricts cerebral vessels and lowers ICP, but it also reduces cerebral blood flow, and prophylactic hyperventilation (PaCO2 of 25 mm Hg or less) is not recommended, especially in the first 24 hours when blood flow is already reduced. The goal is normocapnia (about 35-40 mm Hg), with brief hyperventilation only as a temporizing measure for acute ICP crises or signs of herniation (C).

A is wrong: this is exactly the prophylactic hyperventilation to avoid. B is wrong: hypercapnia dilates cerebral vessels and raises ICP. D is wrong: extreme hypocapnia risks cerebral ischemia.

Correct Answer: C
Key Learning Point: In traumatic brain injury keep PaCO2 normal; use hyperventilation only briefly for impending herniation.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
    tmcCode: 'III-E',
    rteArea: 'interventions',
    source: 'btf-tbi-2016',
    written: '2026-11-22',
  },
  {
    key: 'cc-050',
    topicId: 8,
    questionText: `Which set of findings, known as Cushing's triad, suggests critically raised intracranial pressure and possible brain herniation?`,
    options: [
      `Tachycardia, hypotension and fever with warm skin`,
      `Bradycardia, hypotension and warm, dry extremities`,
      `Tachycardia, hypotension and distended neck veins`,
      `Hypertension with a widened pulse pressure, bradycardia and irregular respirations`,
    ],
    correctAnswer: 'D',
    explanation: `Cushing's triad is systolic hypertension with a widening pulse pressure, bradycardia and an irregular breathing pattern (D). It reflects brainstem compression and is a late, ominous sign of raised ICP.

A describes sepsis. B describes neurogenic shock after a high spinal cord injury. C suggests obstructive shock such as tamponade or tension pneumothorax.

Correct Answer: D
Key Learning Point: Hypertension (wide pulse pressure), bradycardia and irregular respirations signal dangerously high ICP.`,
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'I',
    tmcCode: 'I-B',
    rteArea: 'patient-data',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'cc-073',
    topicId: 8,
    questionText: `A 47-year-old is assessed after a fall. He opens his eyes when spoken to, answers questions but is confused about the date and place, and follows commands to squeeze and release the examiner's hand. What is his Glasgow Coma Scale score?`,
    options: [`9`, `11`, `13`, `15`],
    correctAnswer: 'C',
    explanation: `C is correct. Eyes opening to voice scores 3 (of 4), confused speech scores 4 (of 5) and obeying commands scores 6 (of 6): 3 + 4 + 6 = 13, a mild to moderate impairment. A GCS of 8 or less suggests that the patient may not protect the airway.

A is wrong: 9 would need lower eye and motor scores.
B is wrong: 11 undercounts the motor response (obeying commands is the top motor score, 6).
D is wrong: 15 requires spontaneous eye opening and oriented speech.

Correct Answer: C
Key Learning Point: GCS = eye (4) + verbal (5) + motor (6): to voice 3, confused 4, obeys 6 gives 13.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    tmcCode: 'I-B',
    rteArea: 'patient-data',
    source: 'egans-2020',
    written: '2026-11-25',
  },
  {
    key: 'cc-052',
    topicId: 8,
    questionText: `A patient with raised intracranial pressure needs endotracheal suctioning for audible secretions. His ICP rose to 30 mm Hg during the last suctioning episode. Which technique is most appropriate?`,
    options: [
      `Perform several long passes so the airway is fully cleared at once`,
      `Lower the head of the bed flat to help drain secretions from the lungs`,
      `Hyperventilate with a bag to a PaCO2 of about 20 mm Hg before each pass`,
      `Preoxygenate, and limit each pass to 10-15 seconds with few passes`,
    ],
    correctAnswer: 'D',
    explanation: `Suctioning causes coughing, hypoxemia and a rise in ICP. To limit this, the patient is preoxygenated, each pass is kept short (about 10-15 seconds or less) and the number of passes is minimized, with the head kept midline and elevated about 30 degrees (D). Adequate sedation or analgesia may also be given before suctioning.

A is wrong: long, repeated passes increase hypoxemia and ICP. B is wrong: lying flat reduces cerebral venous drainage and raises ICP. C is wrong: driving PaCO2 to 20 mm Hg risks cerebral ischemia and is not a routine preparation.

Correct Answer: D
Key Learning Point: In raised ICP, suction briefly after preoxygenation, keep the head elevated and midline, and minimize passes.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
    tmcCode: 'III-A',
    rteArea: 'interventions',
    source: 'aarc-suctioning-2022',
    reviewed: '2026-11-28',
  },
  {
    key: 'cc-053',
    topicId: 8,
    questionText: `An apnea test is performed as part of a brain death evaluation in a normothermic, hemodynamically stable patient. Baseline PaCO2 was 40 mm Hg. After 8 minutes off the ventilator with oxygen insufflation, ABG shows pH 7.21 and PaCO2 64 mm Hg. No respiratory movements were seen, and SpO2 stayed above 95%. How should the result be interpreted?`,
    options: [
      `Inconclusive, because the PaCO2 did not reach 80 mm Hg`,
      `Consistent with apnea, supporting brain death determination`,
      `Invalid, because the test is stopped once the pH falls below 7.30`,
      `Invalid, because preoxygenation hides the respiratory drive`,
    ],
    correctAnswer: 'B',
    explanation: `The apnea test is positive when there are no respiratory efforts despite a PaCO2 of at least 60 mm Hg AND at least 20 mm Hg above baseline (with acidemia). Here PaCO2 rose to 64 mm Hg, 24 mm Hg above baseline, with a pH of 7.21 and no breathing effort, so the result supports brain death (B).

A is wrong: 80 mm Hg is not required. C is wrong: an acidemic pH is the expected stimulus, not a reason to stop; the test is aborted for instability such as hypotension, desaturation or arrhythmia. D is wrong: preoxygenation is required to prevent hypoxemia during the test; it does not suppress the CO2 drive.

Correct Answer: B
Key Learning Point: A positive apnea test shows no respiratory effort with PaCO2 of at least 60 mm Hg and at least 20 mm Hg above baseline.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'I',
    tmcCode: 'I-D',
    rteArea: 'patient-data',
    source: 'aan-brain-death-2023',
    written: '2026-11-22',
  },
  {
    key: 'cc-054',
    topicId: 8,
    questionText: `A patient with an expanding left subdural hematoma becomes more drowsy. Which pupil finding most strongly suggests the onset of uncal (transtentorial) herniation?`,
    options: [
      `Bilateral pinpoint pupils that react sluggishly to light`,
      `A dilated, nonreactive pupil on the side of the hematoma`,
      `Equal, round pupils that constrict briskly to light`,
      `Small pupils that react to near focus but not to light`,
    ],
    correctAnswer: 'B',
    explanation: `In uncal herniation, the medial temporal lobe presses on the oculomotor nerve on the same side, so the first pupillary sign is a dilated, sluggish then nonreactive pupil ipsilateral to the mass (B). It is a neurosurgical emergency.

A is wrong: pinpoint pupils suggest a pontine lesion or opioid effect. C is a normal finding. D describes Argyll Robertson pupils, associated with neurosyphilis, not herniation.

Correct Answer: B
Key Learning Point: A new unilateral fixed, dilated pupil in a patient with an intracranial mass signals uncal herniation.`,
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'I',
    tmcCode: 'I-B',
    rteArea: 'patient-data',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'cc-055',
    topicId: 8,
    questionText: `A new ICU implements the ABCDEF (liberation) bundle. What does the "B" element of the bundle stand for?`,
    options: [
      `Both spontaneous awakening and spontaneous breathing trials`,
      `Bronchodilator and bronchial hygiene therapy each shift`,
      `Benzodiazepine-based sedation to keep patients comfortable`,
      `Bilevel positive airway pressure routinely after extubation`,
    ],
    correctAnswer: 'A',
    explanation: `The ABCDEF bundle is: A - assess, prevent and manage pain; B - both spontaneous awakening trials (SAT) and spontaneous breathing trials (SBT) (A); C - choice of analgesia and sedation; D - delirium: assess, prevent and manage; E - early mobility and exercise; F - family engagement and empowerment.

B and D are wrong: they are not bundle elements. C is wrong: the bundle favors minimizing sedation, and guidelines prefer propofol or dexmedetomidine over benzodiazepines in most ventilated adults.

Correct Answer: A
Key Learning Point: "B" in the ABCDEF bundle means coordinating daily spontaneous awakening trials with spontaneous breathing trials.`,
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'III',
    tmcCode: 'III-F',
    rteArea: 'interventions',
    source: 'sccm-padis-2018',
    written: '2026-11-22',
  },
  {
    key: 'cc-056',
    topicId: 8,
    questionText: `A ventilated patient has a RASS of -1. His nurse reports that his mental status has fluctuated since yesterday. When asked to squeeze the therapist's hand on every letter "A" in a 10-letter sequence, he makes 5 errors, and he answers "yes" to "Will a stone float on water?" How should his CAM-ICU be scored?`,
    options: [
      `Negative, since a RASS of -1 excludes delirium`,
      `Unable to assess, since the patient is sedated`,
      `Positive, indicating that delirium is present`,
      `Positive, indicating underlying dementia`,
    ],
    correctAnswer: 'C',
    explanation: `CAM-ICU is positive when Feature 1 (acute change or fluctuating course) and Feature 2 (inattention, more than 2 errors on the letters test) are present, plus either Feature 3 (altered level of consciousness, any RASS other than 0) or Feature 4 (disorganized thinking). This patient has all four, so delirium is present (C).

A is wrong: a RASS of -1 is an altered level of consciousness, which supports delirium. B is wrong: CAM-ICU cannot be assessed only at RASS -4 or -5. D is wrong: CAM-ICU screens for delirium, an acute disorder; it does not diagnose dementia.

Correct Answer: C
Key Learning Point: CAM-ICU positive = acute/fluctuating change + inattention + either altered consciousness or disorganized thinking; assess when RASS is -3 or lighter.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    tmcCode: 'I-B',
    rteArea: 'patient-data',
    source: 'sccm-padis-2018',
    written: '2026-11-22',
  },
  {
    key: 'cc-057',
    topicId: 8,
    questionText: `A patient recovering from pneumonia has been on a continuous propofol infusion for 4 days. His RASS is -4. He is on pressure support 10 cm H2O, PEEP 5 cm H2O, FiO2 0.35, with stable hemodynamics and no seizures, alcohol withdrawal or raised ICP. What should the respiratory therapist recommend?`,
    options: [
      `Keep the current deep sedation until the team plans extubation`,
      `A spontaneous awakening trial, followed by an SBT if he passes`,
      `Change the propofol to a continuous midazolam infusion`,
      `Add scheduled haloperidol to prevent delirium when he wakes`,
    ],
    correctAnswer: 'B',
    explanation: `A RASS of -4 is deeper than needed. He passes the usual safety screens, so sedation should be interrupted or lightened for a spontaneous awakening trial, and if he passes, a spontaneous breathing trial should follow (B). Pairing SAT with SBT shortens ventilation and ICU stay.

A is wrong: ongoing deep sedation prolongs ventilation and raises delirium risk; guidelines favor light sedation. C is wrong: benzodiazepine infusions are associated with worse outcomes than propofol or dexmedetomidine. D is wrong: routine haloperidol is not recommended to prevent or treat delirium.

Correct Answer: B
Key Learning Point: Perform a daily SAT in deeply sedated patients who pass the safety screen, and pair it with an SBT.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
    tmcCode: 'III-E',
    rteArea: 'interventions',
    source: 'sccm-padis-2018',
    written: '2026-11-22',
  },
  {
    key: 'cc-058',
    topicId: 8,
    questionText: `An intubated patient cannot self-report pain. Which tool is validated for assessing pain in this type of patient?`,
    options: [
      `The Richmond Agitation-Sedation Scale (RASS)`,
      `The Confusion Assessment Method for the ICU`,
      `The Glasgow Coma Scale (GCS) motor score`,
      `The Critical-Care Pain Observation Tool (CPOT)`,
    ],
    correctAnswer: 'D',
    explanation: `For critically ill adults who cannot report pain, the Critical-Care Pain Observation Tool (D) and the Behavioral Pain Scale are the recommended tools. CPOT scores facial expression, body movements, muscle tension and ventilator compliance (or vocalization).

A is wrong: RASS measures agitation and sedation depth, not pain. B is wrong: CAM-ICU screens for delirium. C is wrong: the GCS assesses level of consciousness.

Correct Answer: D
Key Learning Point: Use CPOT or the Behavioral Pain Scale to assess pain in ICU patients who cannot self-report.`,
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'I',
    tmcCode: 'I-B',
    rteArea: 'patient-data',
    source: 'sccm-padis-2018',
    written: '2026-11-22',
  },
  {
    key: 'cc-059',
    topicId: 8,
    questionText: `A 34-year-old with influenza ARDS has had a PaO2/FiO2 of 55 mm Hg for 6 hours despite prone positioning, neuromuscular blockade and optimized lung-protective settings. An echocardiogram shows normal biventricular function, and he needs no vasopressors. Extracorporeal support is planned. Which configuration is most appropriate?`,
    options: [
      `Venoarterial ECMO returning blood to the femoral artery`,
      `An intra-aortic balloon pump to unload the left ventricle`,
      `Venovenous ECMO, which supports gas exchange only`,
      `A left ventricular assist device implanted surgically`,
    ],
    correctAnswer: 'C',
    explanation: `Venovenous (VV) ECMO drains venous blood, oxygenates it and removes CO2 in the membrane lung, and returns it to the venous side. The patient's own heart then pumps the oxygenated blood, so VV ECMO supports the lungs only. With refractory hypoxemia and normal heart function, VV ECMO is the configuration used for severe ARDS (C).

A is wrong: VA ECMO adds circulatory support for cardiogenic shock or arrest; it is not needed here and carries more risk (arterial cannulation, systemic embolism). B and D are wrong: these devices support the left ventricle and do nothing for gas exchange.

Correct Answer: C
Key Learning Point: VV ECMO supports gas exchange for refractory respiratory failure; VA ECMO is used when the heart also needs support.`,
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'III',
    tmcCode: 'III-E',
    rteArea: 'interventions',
    source: 'ats-ards-2024',
    written: '2026-11-22',
  },
  {
    key: 'cc-060',
    topicId: 8,
    questionText: `A patient on venovenous ECMO has a blood flow of 4.5 L/min, oxygenator FdO2 1.0 and sweep gas flow 2 L/min. The ventilator is on rest settings (plateau pressure 22 cm H2O, rate 10/min). ABG: pH 7.26, PaCO2 58 mm Hg, PaO2 75 mm Hg. Which change will best correct the acid-base disturbance?`,
    options: [
      `Increase the sweep gas flow rate through the oxygenator`,
      `Increase ECMO blood flow to raise the arterial PaO2`,
      `Raise the ventilator tidal volume to 8 mL/kg PBW`,
      `Reduce the oxygenator FdO2 to 0.6 to improve CO2 removal`,
    ],
    correctAnswer: 'A',
    explanation: `On ECMO, CO2 removal is controlled mainly by the sweep gas flow through the membrane lung: more sweep flow steepens the CO2 gradient and washes out more CO2, lowering PaCO2 and correcting the respiratory acidosis (A). Oxygenation is controlled mainly by ECMO blood flow (and FdO2).

B is wrong: raising blood flow mainly improves oxygenation, which is already acceptable, and will not correct the PaCO2 much. C is wrong: the point of ECMO here is lung rest; larger tidal volumes would defeat that. D is wrong: lowering FdO2 reduces oxygen transfer and does not improve CO2 removal.

Correct Answer: A
Key Learning Point: On ECMO, adjust sweep gas flow to control PaCO2 and blood flow (with FdO2) to control oxygenation.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'II',
    tmcCode: 'II-A',
    rteArea: 'equipment-infection',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'cc-061',
    topicId: 8,
    questionText: `A patient on peripheral venoarterial ECMO (femoral venous drainage and femoral arterial return) for cardiogenic shock also has severe pulmonary edema. His heart function is starting to recover. The post-oxygenator PO2 is 420 mm Hg and his feet are pink, but an ABG from the right radial artery shows a PaO2 of 48 mm Hg and the right-hand SpO2 is 82%. What is the most likely explanation?`,
    options: [
      `Failure of the membrane oxygenator to transfer oxygen`,
      `Recirculation of returned blood into the drainage cannula`,
      `Falsely low readings from poor perfusion of the right hand`,
      `Poorly oxygenated blood ejected by the recovering heart`,
    ],
    correctAnswer: 'D',
    explanation: `With femoral arterial return, oxygenated ECMO blood flows up the aorta against the blood the patient's own left ventricle ejects. As the heart recovers but the lungs remain flooded, the LV ejects poorly oxygenated blood into the aortic root, coronaries and arch vessels, while the lower body receives well-oxygenated ECMO blood. This differential ("north-south" or Harlequin) hypoxemia is detected by sampling the right radial artery, which reflects what the brain and heart receive (D). Management includes optimizing ventilator support and considering a change in cannulation.

A is wrong: a post-oxygenator PO2 of 420 mm Hg shows the oxygenator works. B is wrong: recirculation is a VV ECMO problem in which returned blood is drained before reaching the patient. C is wrong: both the ABG and the SpO2 agree, so this is true hypoxemia, not a monitoring artifact.

Correct Answer: D
Key Learning Point: In femoral VA ECMO, monitor right radial ABG or right-hand SpO2 to detect differential (upper-body) hypoxemia as the native heart recovers.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'I',
    tmcCode: 'I-D',
    rteArea: 'patient-data',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'cc-075',
    topicId: 8,
    questionText: `A ventilated ICU patient needs an MRI scan. Which setup is appropriate for ventilation inside the scanner room?`,
    options: [
      `Take the ICU ventilator in, since it runs on a battery`,
      `Bring a steel E cylinder strapped to the stretcher`,
      `Use an MRI-conditional ventilator and nonferrous cylinders`,
      `Hand-ventilate with a standard bag and a steel cylinder`,
    ],
    correctAnswer: 'C',
    explanation: `C is correct. The MRI magnet is always on and pulls ferromagnetic objects into the bore with great force. Only equipment labelled MR-conditional (for that field strength) may enter: an MRI-conditional ventilator, aluminum cylinders, and long circuits or piped gases from the scanner room's wall.

A is wrong: a standard ICU ventilator contains ferromagnetic parts and may fail or become a projectile, battery or not.
B is wrong: steel cylinders become dangerous projectiles in the magnetic field.
D is wrong: a steel cylinder is just as dangerous when used with a bag.

Correct Answer: C
Key Learning Point: Only MR-conditional equipment, such as an MRI-conditional ventilator and aluminum cylinders, may go into the MRI scanner room.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'II',
    tmcCode: 'II-A',
    rteArea: 'equipment-infection',
    source: 'acr-mr-safety-2020',
    written: '2026-11-25',
  },
  {
    key: 'cc-064',
    topicId: 8,
    questionText: `During a respiratory pandemic, a hospital's ICU ventilators are all in use and more patients with hypoxemic respiratory failure are arriving. Which surge strategy is most consistent with the joint guidance issued by critical care and respiratory care professional societies?`,
    options: [
      `Connect two patients to one ICU ventilator by splitting its circuit`,
      `Give each patient high-flow oxygen on the ward with monitoring stopped`,
      `Have volunteers bag-ventilate new patients until a ventilator frees up`,
      `Use anesthesia and stockpile ventilators, with crisis allocation protocols`,
    ],
    correctAnswer: 'D',
    explanation: `Surge plans expand capacity by using other devices able to ventilate critically ill patients (anesthesia machines adapted for ICU use, transport and stockpiled ventilators), staffed by trained clinicians and supported by crisis standards of care with fair, transparent allocation decided by a triage team rather than the bedside clinician (D).

A is wrong: professional societies (including the AARC and SCCM) advised that one ventilator should not be shared between patients, because tidal volume and PEEP cannot be individualized or monitored for each patient and a change in one patient's lungs alters the other's ventilation. B is wrong: removing monitoring from unstable patients is unsafe. C is wrong: prolonged manual ventilation is inconsistent, exhausting and cannot be sustained for many patients.

Correct Answer: D
Key Learning Point: In a ventilator shortage, expand with alternative ventilators and crisis allocation protocols; do not split one ventilator between patients.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'III',
    tmcCode: 'III-G',
    rteArea: 'interventions',
    source: 'joint-statement-ventilator-sharing-2020',
    written: '2026-11-22',
  },
  {
    key: 'cc-065',
    topicId: 8,
    questionText: `During a cardiac arrest in the ICU, the team leader says, "Respiratory, increase the FiO2 to 100 percent and tell me when it is done." What is the best response from the respiratory therapist?`,
    options: [
      `Make the change quietly so that the room stays calm and uncluttered`,
      `Say "FiO2 to 100 percent," make the change, then report "FiO2 is 100 percent"`,
      `Nod to the leader and make the change when the compressor switches`,
      `Make the change and record it on the code sheet without speaking`,
    ],
    correctAnswer: 'B',
    explanation: `Closed-loop communication has three steps: the sender gives a clear, directed message; the receiver repeats it back to confirm it was heard correctly; and the receiver reports when the task is done. Repeating the order, doing it and announcing completion (B) closes the loop and prevents missed or duplicated tasks.

A, C and D are wrong: a silent change, a nod or a written note leaves the leader unsure whether the message was understood and completed, which is the exact gap closed-loop communication is designed to prevent.

Correct Answer: B
Key Learning Point: Closed-loop communication = directed order, read-back by the receiver, and a spoken report when the task is complete.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'III',
    tmcCode: 'III-G',
    rteArea: 'professional-practice',
    rteTopic: 'team-communication',
    source: 'teamstepps-2023',
    written: '2026-11-22',
    rte2027: true,
  },
  {
    key: 'cc-076',
    topicId: 8,
    questionText: `During a cardiac arrest, the team leader says, "Respiratory, switch to one breath every 6 seconds now that the tube is in." What is the best way for the respiratory therapist to respond?`,
    options: [
      `Repeat the order back, do it, and say when it is done`,
      `Nod and make the change without speaking, to keep noise down`,
      `Wait until the order is written before changing the rate`,
      `Ask another team member to confirm the order later on`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. Closed-loop communication reduces errors in resuscitation: the receiver repeats the order back ("One breath every 6 seconds"), carries it out and reports that it is done, so the leader knows it was heard correctly and completed.

B is wrong: a silent nod leaves the leader unsure the order was heard correctly.
C is wrong: verbal orders are expected during a code; waiting delays care.
D is wrong: deferring confirmation to someone else breaks the loop and delays the change.

Correct Answer: A
Key Learning Point: In a code, use closed-loop communication: repeat the order back, carry it out, and confirm when it is done.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'III',
    tmcCode: 'III-G',
    rteArea: 'professional-practice',
    rteTopic: 'team-communication',
    source: 'teamstepps-2023',
    written: '2026-11-25',
    rte2027: true,
  },
  {
    key: 'cc-067',
    topicId: 8,
    questionText: `A 78-year-old with end-stage COPD has a valid advance directive, completed while he had decision-making capacity, that declines intubation, and a do-not-intubate (DNI) order is in the chart. He is now obtunded with acute hypercapnic respiratory failure. His son, who just arrived, demands that he be intubated and that "everything be done." What is the most appropriate action by the respiratory therapist?`,
    options: [
      `Prepare for intubation, because a family member at the bedside overrides the directive`,
      `Stop oxygen and monitoring, because DNI means the patient receives no treatment`,
      `Follow the DNI order, continue the care it allows, and help the team meet with the son`,
      `Ask the son to sign a new directive that replaces the patient's earlier document`,
    ],
    correctAnswer: 'C',
    explanation: `A valid advance directive made by a patient with capacity expresses his own autonomous choice, and it continues to guide care when he can no longer speak for himself. The team should honor the DNI order, keep providing the treatments and comfort care it permits, and support a family meeting (with the physician, and an ethics consultation if conflict persists) to explain the patient's documented wishes to the son (C).

A is wrong: family members cannot override a valid directive made by the patient. B is wrong: DNI limits only intubation; it does not mean withdrawing oxygen, monitoring or symptom relief. D is wrong: only the patient could change his own directive; a relative cannot replace it.

Correct Answer: C
Key Learning Point: A valid advance directive and DNI order reflect the patient's autonomy and are honored even when family disagree; DNI is not "do not treat."`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
    tmcCode: 'III-E',
    rteArea: 'professional-practice',
    rteTopic: 'ethics',
    source: 'beauchamp-childress-2019',
    written: '2026-11-22',
    rte2027: true,
  },
  {
    key: 'cc-068',
    topicId: 8,
    questionText: `A 70-year-old man who is on a ventilator after a massive stroke lacks decision-making capacity. He has no advance directive and never named a health care agent. His wife says he often told her he would never want to be kept alive on machines without a chance of recovery; two of his adult children want all treatment continued. Under the usual U.S. default surrogate rules, who should make decisions, and on what basis?`,
    options: [
      `The oldest child, deciding on what the children together believe is best`,
      `The attending physician alone, because no written directive exists`,
      `The wife, deciding according to what she herself would prefer for him`,
      `The wife, deciding as he would have chosen from his known wishes`,
    ],
    correctAnswer: 'D',
    explanation: `When no agent has been appointed, most U.S. state laws name the spouse first in the default surrogate hierarchy, ahead of adult children. The surrogate should use substituted judgment: make the choice the patient would have made, based on his known values and prior statements (D). The best-interest standard is used only when the patient's wishes are unknown.

A is wrong: adult children usually rank after the spouse, and the decision should reflect the patient's wishes, not the children's views. B is wrong: a missing written directive does not transfer decision-making to the physician; the team works with the legally recognized surrogate. C is wrong: a surrogate represents the patient's wishes, not her own preferences.

Correct Answer: D
Key Learning Point: A surrogate uses substituted judgment, choosing what the patient would want; the best-interest standard applies only when those wishes are unknown.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'III',
    tmcCode: 'III-E',
    rteArea: 'professional-practice',
    rteTopic: 'ethics',
    source: 'beauchamp-childress-2019',
    written: '2026-11-22',
    rte2027: true,
  },
  {
    key: 'cc-069',
    topicId: 8,
    questionText: `After a family meeting, the team and the legal surrogate of a ventilated patient with no prospect of recovery agree to withdraw mechanical ventilation and focus on comfort. The respiratory therapist will perform the extubation. Which action is most appropriate?`,
    options: [
      `Start a neuromuscular blocker so the patient will not appear to struggle after extubation`,
      `Make sure dyspnea and distress are treated with titrated opioids before and after extubation`,
      `Raise the FiO2 and PEEP for an hour first so the patient is fully oxygenated after extubation`,
      `Decline to take part, because stopping a therapy is ethically worse than never having started it`,
    ],
    correctAnswer: 'B',
    explanation: `During withdrawal of ventilation, the goal is comfort. Dyspnea, anxiety and secretions are anticipated and treated with titrated opioids (and other comfort medications as needed) before the tube is removed and afterward, with alarms silenced and the family supported (B).

A is wrong: starting a paralytic hides distress without relieving it and can hasten death; it is ethically unacceptable during withdrawal. C is wrong: the aim is comfort, not improved gas exchange, and delaying to optimize oxygenation serves no goal of care. D is wrong: withholding and withdrawing a life-sustaining treatment are considered ethically equivalent; a clinician with a personal moral objection should arrange for a colleague to take over rather than abandon the patient.

Correct Answer: B
Key Learning Point: In compassionate extubation, treat dyspnea proactively with titrated opioids, never use paralytics, and remember withdrawing equals withholding ethically.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'III',
    tmcCode: 'III-A',
    rteArea: 'professional-practice',
    rteTopic: 'ethics',
    source: 'beauchamp-childress-2019',
    written: '2026-11-22',
    rte2027: true,
  },
  {
    key: 'cc-070',
    topicId: 8,
    questionText: `A physician orders a tidal volume of 800 mL for a newly intubated patient with ARDS whose predicted body weight is 60 kg. The respiratory therapist has already raised the concern once, and the physician replied, "Just set it." What should the respiratory therapist do next?`,
    options: [
      `Restate the concern firmly with data, then escalate via the chain of command if needed`,
      `Set 800 mL as ordered, because the physician holds final responsibility for it`,
      `Quietly set a lower tidal volume and not tell the physician it was changed`,
      `Set 800 mL now, then file an incident report describing the order after the shift`,
    ],
    correctAnswer: 'A',
    explanation: `800 mL / 60 kg = 13.3 mL/kg PBW, more than twice the lung-protective target of 6 mL/kg (360 mL). Team communication tools such as the two-challenge rule and CUS ("I am Concerned, I am Uncomfortable, this is a Safety issue") call for voicing a safety concern at least twice, clearly and with data, and then escalating through the chain of command (for example the charge therapist, intensivist or medical director) if it remains unresolved (A).

B and D are wrong: carrying out an order the therapist believes will harm the patient, and reporting it later, does not protect the patient. C is wrong: changing an order without telling the team undermines communication and trust; disagreement must be resolved openly.

Correct Answer: A
Key Learning Point: When a safety concern is dismissed, restate it assertively with data (two-challenge rule, CUS) and escalate through the chain of command.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'III',
    tmcCode: 'III-E',
    rteArea: 'professional-practice',
    rteTopic: 'team-communication',
    source: 'teamstepps-2023',
    written: '2026-11-22',
    rte2027: true,
  },
];
