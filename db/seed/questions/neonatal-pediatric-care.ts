import type { SeedQuestion } from '../types';

export const questions: SeedQuestion[] = [
  {
    key: 'neo-001',
    topicId: 10,
    questionText:
      'A term newborn is delivered after an uncomplicated labor. At birth she has poor tone and is not crying. According to the Neonatal Resuscitation Program (NRP), which group of actions makes up the initial steps of newborn care?',
    options: [
      'Provide warmth, position the airway, clear secretions if needed, dry and stimulate',
      'Begin positive-pressure ventilation at once and attach a pulse oximeter to the left foot',
      'Intubate at once and suction the trachea before the first breath is given',
      'Give free-flow oxygen at 100% and wait 2 minutes to see if breathing starts',
    ],
    correctAnswer: 'A',
    explanation:
      'The NRP initial steps for a newborn who is not vigorous are to keep the baby warm (radiant warmer), position the head in a slightly extended "sniffing" position, clear secretions only if needed, then dry and stimulate (A). These steps should take about 30 seconds before the heart rate and breathing are reassessed.\n\nB is wrong: PPV follows the initial steps if the baby is apneic, gasping or has a heart rate below 100/min, and the oximeter goes on the right hand (preductal), not the foot. C is wrong: routine intubation and tracheal suction are not part of the initial steps. D is wrong: free-flow 100% oxygen is not routine, and waiting 2 minutes delays effective ventilation.\n\nCorrect Answer: A\nKey Learning Point: The NRP initial steps are warm, position, clear secretions if needed, dry and stimulate.',
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'III',
    free: true,
  },
  {
    key: 'neo-002',
    topicId: 10,
    questionText:
      'A newborn remains apneic after the initial steps, and the respiratory therapist begins positive-pressure ventilation with a T-piece resuscitator. At what rate should the breaths be delivered?',
    options: ['12 to 20 breaths per minute', '20 to 30 breaths per minute', '40 to 60 breaths per minute', '80 to 100 breaths per minute'],
    correctAnswer: 'C',
    explanation:
      'NRP recommends PPV at 40 to 60 breaths per minute (C), which matches a newborn\'s normal breathing rate. A common count is "breathe, two, three" for each cycle.\n\nA is wrong: 12-20 breaths per minute is an adult breathing rate and too slow for a newborn. B is wrong: 20-30 breaths per minute is the pediatric rate with an advanced airway during CPR, not newborn PPV. D is wrong: 80-100 breaths per minute is too fast; it shortens exhalation, risks air trapping and usually gives smaller, less effective breaths.\n\nCorrect Answer: C\nKey Learning Point: Neonatal PPV is delivered at 40-60 breaths per minute.',
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'III',
  },
  {
    key: 'neo-003',
    topicId: 10,
    questionText:
      "After 15 seconds of face-mask PPV, a newborn's heart rate is still 80/min and not rising. The respiratory therapist does not see the chest move with the breaths. What should be done next?",
    options: [
      'Start chest compressions at a 3:1 ratio with 100% oxygen',
      'Begin the ventilation corrective steps, starting with the mask seal and head position',
      'Give epinephrine through an umbilical venous catheter',
      'Raise the FiO2 to 1.0 and keep ventilating without other changes',
    ],
    correctAnswer: 'B',
    explanation:
      'A rising heart rate is the most important sign that PPV is working. If the heart rate is not improving and the chest is not moving, the ventilation is not effective, and the team performs the corrective steps (often remembered as MR SOPA): Mask adjustment, Reposition the airway, Suction, Open the mouth, increase Pressure, and consider an Alternative airway (B).\n\nA is wrong: compressions start only if the heart rate stays below 60/min after 30 seconds of PPV that moves the chest; this heart rate is 80/min, and ventilation has not yet been effective. C is wrong: epinephrine is given only when the heart rate stays below 60/min despite effective ventilation and compressions. D is wrong: more oxygen does not help if no gas is entering the lungs.\n\nCorrect Answer: B\nKey Learning Point: If the heart rate is not rising and the chest is not moving during PPV, perform the ventilation corrective steps first.',
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
  },
  {
    key: 'neo-004',
    topicId: 10,
    questionText:
      'A term newborn has been intubated and has received 30 seconds of PPV through the endotracheal tube with good chest movement and bilateral breath sounds. The heart rate on the cardiac monitor is 48/min. What is the next step?',
    options: [
      'Continue PPV alone for another 60 seconds and then reassess the heart rate',
      'Give a 10 mL/kg normal saline bolus over 5 to 10 minutes before any other change',
      'Give epinephrine through the endotracheal tube before starting compressions',
      'Begin chest compressions coordinated 3:1 with breaths and raise the FiO2 to 1.0',
    ],
    correctAnswer: 'D',
    explanation:
      "If the heart rate stays below 60/min after at least 30 seconds of PPV that moves the chest (preferably through an endotracheal tube or laryngeal mask), NRP calls for chest compressions coordinated with ventilation at a 3:1 ratio and an increase in oxygen to 100% (D).\n\nA is wrong: ventilation is already effective, so continuing PPV alone delays compressions. B is wrong: a volume bolus is considered for suspected blood loss or shock, after compressions and epinephrine, not before compressions. C is wrong: epinephrine is indicated only if the heart rate stays below 60/min after about 60 seconds of compressions with effective ventilation, and the IV (umbilical) route is preferred.\n\nCorrect Answer: D\nKey Learning Point: Start 3:1 compressions with 100% oxygen when a newborn's heart rate is below 60/min despite 30 seconds of effective PPV.",
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
  },
  {
    key: 'neo-005',
    topicId: 10,
    questionText:
      'During neonatal chest compressions coordinated with ventilation, how many compressions and breaths should be delivered each minute?',
    options: [
      '100 compressions and 10 breaths',
      '90 compressions and 30 breaths',
      '120 compressions and 20 breaths',
      '60 compressions and 60 breaths',
    ],
    correctAnswer: 'B',
    explanation:
      'Neonatal compressions use a 3:1 ratio: three compressions and one breath in each 2-second cycle ("one-and-two-and-three-and-breathe"). That gives 120 events per minute: 90 compressions plus 30 breaths (B).\n\nA is wrong: continuous compressions with 10 breaths per minute is the adult pattern with an advanced airway. C is wrong: it does not fit a 3:1 ratio and gives too few breaths for a newborn, whose arrest is almost always respiratory. D is wrong: a 1:1 ratio gives too few compressions to keep up perfusion.\n\nCorrect Answer: B\nKey Learning Point: The neonatal 3:1 ratio gives 90 compressions and 30 breaths per minute.',
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'III',
  },
  {
    key: 'neo-006',
    topicId: 10,
    questionText:
      'At 3 minutes of age, a term newborn receiving PPV with 21% oxygen has a heart rate of 140/min and good chest movement. The pulse oximeter on the right wrist reads 72%. What should the respiratory therapist do about the oxygen concentration?',
    options: [
      'Raise the FiO2 to 1.0, because the SpO2 is below 90%',
      'Move the oximeter to a foot to get a more accurate reading',
      'Keep the current FiO2, because the SpO2 is within the target range for this age',
      'Raise the FiO2 to 0.60 and stop PPV, since the heart rate is above 100/min',
    ],
    correctAnswer: 'C',
    explanation:
      'Preductal SpO2 rises slowly after birth. The NRP targets are about 60-65% at 1 minute, 65-70% at 2 minutes, 70-75% at 3 minutes, 75-80% at 4 minutes, 80-85% at 5 minutes and 85-95% at 10 minutes. A value of 72% at 3 minutes is on target, so the FiO2 stays the same (C).\n\nA is wrong: a target of 90% or higher does not apply during the first minutes of life, and needless oxygen exposes the baby to hyperoxia. B is wrong: the right hand or wrist is preductal and is the correct site; the foot is postductal. D is wrong: there is no reason to raise the oxygen, and PPV is stopped only when the baby is breathing effectively on her own, not based on heart rate alone.\n\nCorrect Answer: C\nKey Learning Point: After birth, titrate oxygen to the minute-by-minute preductal SpO2 targets (70-75% at 3 minutes, 85-95% at 10 minutes).',
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'I',
  },
  {
    key: 'neo-007',
    topicId: 10,
    questionText:
      'During delivery room resuscitation, where should the pulse oximeter sensor be placed to measure preductal oxygen saturation?',
    options: ['On the left hand or left wrist', 'On the left or right foot', 'On the forehead or an earlobe', 'On the right hand or wrist'],
    correctAnswer: 'D',
    explanation:
      'The right arm is supplied by the right subclavian artery, which branches off before the ductus arteriosus, so the right hand or wrist gives a preductal reading (D). The NRP SpO2 targets are based on preductal values.\n\nA is wrong: the left subclavian artery may arise near the ductus, so the left hand is not reliably preductal. B is wrong: the feet are postductal and may read lower if blood shunts right to left across the ductus. C is wrong: forehead and earlobe sensors are not the standard sites for newborn resuscitation, and NRP targets are based on the right hand or wrist.\n\nCorrect Answer: D\nKey Learning Point: Preductal SpO2 is measured on the right hand or wrist.',
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'II',
  },
  {
    key: 'neo-008',
    topicId: 10,
    questionText:
      'A preterm infant is born at 30 weeks of gestation and needs PPV because of apnea. What initial oxygen concentration should be used on the blender?',
    options: ['21% to 30%', '40% to 50%', '60% to 80%', '100%'],
    correctAnswer: 'A',
    explanation:
      'NRP recommends starting resuscitation of infants born before 35 weeks at 21% to 30% oxygen (A), then titrating to the preductal SpO2 targets. Infants born at 35 weeks or later start at 21%.\n\nB and C are wrong: starting this high exposes a preterm infant to hyperoxia, which is linked to oxidative injury, BPD and retinopathy of prematurity. D is wrong: 100% oxygen is used once chest compressions begin, not for initial PPV.\n\nCorrect Answer: A\nKey Learning Point: Preterm infants below 35 weeks start PPV at 21-30% oxygen, adjusted to preductal SpO2 targets.',
    difficulty: 'medium',
    cognitiveLevel: 'recall',
    outlineSection: 'III',
  },
  {
    key: 'neo-009',
    topicId: 10,
    questionText:
      'At 1 minute of age a newborn has a heart rate of 90/min, slow and irregular breathing, some flexion of the arms and legs, a grimace when the nose is suctioned, and a pink body with blue hands and feet. What is the Apgar score?',
    options: ['3', '5', '7', '8'],
    correctAnswer: 'B',
    explanation:
      'Each of the five Apgar signs scores 0, 1 or 2:\n- Heart rate: below 100/min = 1\n- Respiratory effort: slow, irregular = 1\n- Muscle tone: some flexion = 1\n- Reflex irritability: grimace = 1\n- Color: pink body, blue extremities = 1\nTotal = 1 + 1 + 1 + 1 + 1 = 5 (B).\n\nA is wrong: a score of 3 would need two more signs at 0, for example no respiratory effort and limp tone. C and D are wrong: they would need at least two signs at 2, such as a heart rate above 100/min and a strong cry.\n\nCorrect Answer: B\nKey Learning Point: The Apgar score gives 0-2 points each for heart rate, respiratory effort, muscle tone, reflex irritability and color.',
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'I',
  },
  {
    key: 'neo-010',
    topicId: 10,
    questionText:
      'A term infant is delivered through thick, meconium-stained amniotic fluid. He is limp, has no respiratory effort, and his heart rate is 80/min. What should the resuscitation team do?',
    options: [
      'Perform the initial steps and start PPV, suctioning the trachea only if the airway is obstructed',
      'Intubate at once and suction the trachea before any breath is given, even if it delays PPV',
      'Suction the mouth and nose on the perineum before the shoulders are delivered, then wait',
      'Give free-flow oxygen and wait 60 seconds for spontaneous breathing to start before PPV',
    ],
    correctAnswer: 'A',
    explanation:
      'Current NRP guidance for a nonvigorous infant born through meconium-stained fluid is to do the initial steps and begin PPV if he is apneic or his heart rate is below 100/min (A). Routine intubation for tracheal suction is no longer recommended; suction through the tube is used only if meconium is obstructing the airway and preventing effective ventilation.\n\nB is wrong: routine tracheal suction delays ventilation without proven benefit. C is wrong: intrapartum suctioning on the perineum is not recommended. D is wrong: free-flow oxygen does not help an apneic infant, and waiting delays ventilation, the most important step in newborn resuscitation.\n\nCorrect Answer: A\nKey Learning Point: Nonvigorous infants born through meconium get the initial steps and PPV; tracheal suction is only for airway obstruction.',
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
  },
  {
    key: 'neo-011',
    topicId: 10,
    questionText:
      'An infant is about to be born at 27 weeks of gestation. Which measure should the respiratory therapist help prepare to prevent hypothermia at delivery?',
    options: [
      'A warm bath immediately after birth to raise the skin temperature',
      'Vigorous towel drying under room-temperature air before any wrapping',
      'A polyethylene wrap or bag without drying, a radiant warmer and a warm room',
      'A cooling blanket to lower metabolic demand in the first hour of life',
    ],
    correctAnswer: 'C',
    explanation:
      'Very preterm infants lose heat quickly through thin skin. For babies born before 32 weeks, NRP recommends a warm delivery room, a preheated radiant warmer, a hat, a thermal mattress as needed, and placing the body in a polyethylene wrap or bag without drying it first (C). The goal is an axillary temperature of 36.5-37.5 °C.\n\nA is wrong: bathing causes evaporative heat loss and is not part of resuscitation. B is wrong: drying a very preterm baby under room air wastes time and increases heat loss; the plastic wrap replaces drying. D is wrong: therapeutic cooling is only for selected term or late-preterm infants with hypoxic-ischemic encephalopathy, not for preventing cold stress.\n\nCorrect Answer: C\nKey Learning Point: Infants born before 32 weeks go into a plastic wrap without drying, under a radiant warmer, to keep the temperature at 36.5-37.5 °C.',
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'III',
  },
  {
    key: 'neo-012',
    topicId: 10,
    questionText:
      'A 29-week preterm infant develops grunting, nasal flaring and retractions soon after birth. Which chest radiograph pattern is typical of respiratory distress syndrome (RDS)?',
    options: [
      'Hyperinflated lungs with coarse, patchy infiltrates',
      'Low lung volumes with a diffuse ground-glass pattern and air bronchograms',
      'Fluid in the fissures with prominent perihilar streaking that clears in a day',
      'A unilateral hyperlucent lung with a mediastinal shift',
    ],
    correctAnswer: 'B',
    explanation:
      'RDS is caused by surfactant deficiency, which leads to widespread alveolar collapse. The radiograph shows low lung volumes, a fine reticulogranular (ground-glass) pattern and air bronchograms (B).\n\nA is wrong: hyperinflation with patchy infiltrates is typical of meconium aspiration. C is wrong: fluid in the fissures and perihilar streaking that clear quickly suggest transient tachypnea of the newborn. D is wrong: a unilateral hyperlucent lung with mediastinal shift suggests a pneumothorax or air trapping from a foreign body or lobar emphysema.\n\nCorrect Answer: B\nKey Learning Point: RDS shows low lung volumes, a ground-glass pattern and air bronchograms on the chest radiograph.',
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'I',
  },
  {
    key: 'neo-013',
    topicId: 10,
    questionText:
      'An obstetrician is deciding whether to delay a preterm delivery and asks about fetal lung maturity. Which amniotic fluid result indicates that the fetal lungs are mature?',
    options: [
      'An L/S ratio of 1:1 with no phosphatidylglycerol detected',
      'An L/S ratio of 1.5:1 in a sample taken at 31 weeks',
      'A low lecithin level with phosphatidylglycerol absent',
      'An L/S ratio of 2:1 or more with phosphatidylglycerol present',
    ],
    correctAnswer: 'D',
    explanation:
      'Lecithin (a surfactant phospholipid) rises late in pregnancy while sphingomyelin stays steady. An L/S ratio of 2:1 or higher, and especially the presence of phosphatidylglycerol, indicates lung maturity and a low risk of RDS (D).\n\nA and B are wrong: L/S ratios below 2:1 suggest immature lungs and a higher risk of RDS, whatever the gestational age of the sample. C is wrong: a low lecithin level and absent phosphatidylglycerol both point to immaturity, because both rise as surfactant production matures.\n\nCorrect Answer: D\nKey Learning Point: An L/S ratio of 2:1 or higher, with phosphatidylglycerol present, indicates fetal lung maturity.',
    difficulty: 'medium',
    cognitiveLevel: 'recall',
    outlineSection: 'I',
  },
  {
    key: 'neo-014',
    topicId: 10,
    questionText:
      'A 28-week infant with RDS is on pressure-controlled ventilation with a PIP of 24 cm H2O, PEEP 6 cm H2O, rate 40/min and FiO2 0.55, with an exhaled VT of 4.5 mL/kg. Thirty minutes after a dose of intratracheal surfactant, the exhaled VT is 8 mL/kg and the SpO2 is 98%. What should the respiratory therapist recommend?',
    options: [
      'Lower the PIP to bring the VT back toward 4-6 mL/kg and wean the FiO2 to the SpO2 target',
      'Keep the current settings, because the higher VT shows the surfactant is working',
      'Raise the PEEP to 9 cm H2O to keep the newly opened alveoli from collapsing',
      'Give a second dose of surfactant right away to build on the first dose',
    ],
    correctAnswer: 'A',
    explanation:
      'Surfactant can improve lung compliance within minutes. With pressure-controlled ventilation, the same PIP then delivers a much larger VT, which risks volutrauma and pneumothorax, and the higher SpO2 means hyperoxia. The PIP should be lowered to return the VT to about 4-6 mL/kg, and the FiO2 weaned to keep the SpO2 in the target range (A).\n\nB is wrong: 8 mL/kg is too large for a preterm lung. C is wrong: raising PEEP when compliance has improved adds to overdistension and can reduce cardiac output. D is wrong: repeat doses are given for a persistent or rising oxygen requirement, not for a good response.\n\nCorrect Answer: A\nKey Learning Point: After surfactant, watch for rising VT and SpO2 and promptly wean the PIP and FiO2 to prevent volutrauma and hyperoxia.',
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'III',
  },
  {
    key: 'neo-015',
    topicId: 10,
    questionText:
      "While a dose of surfactant is being instilled through an endotracheal tube, a preterm infant's SpO2 falls from 92% to 74% and the heart rate from 150/min to 95/min. What should the respiratory therapist do first?",
    options: [
      'Finish giving the rest of the dose quickly so the drug can start working',
      'Suction the endotracheal tube right away to remove the surfactant',
      'Pause the instillation and provide manual or ventilator breaths until the infant recovers',
      'Extubate the infant and place him on nasal CPAP at 8 cm H2O',
    ],
    correctAnswer: 'C',
    explanation:
      'Surfactant can briefly block the airways during instillation, causing desaturation and bradycardia. The usual response is to stop giving the dose and ventilate (increasing the pressure or FiO2 briefly if needed) until the SpO2 and heart rate recover, then continue slowly (C). Tube position should also be checked.\n\nA is wrong: giving more while the airway is blocked worsens the hypoxemia. B is wrong: suctioning removes the drug, and suction is usually avoided for a period after dosing unless the tube is obstructed. D is wrong: extubating an unstable infant during a desaturation is unsafe.\n\nCorrect Answer: C\nKey Learning Point: If bradycardia or desaturation occurs during surfactant dosing, pause and ventilate until the infant recovers, then resume.',
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'II',
  },
  {
    key: 'neo-016',
    topicId: 10,
    questionText:
      'An infant born at 27 weeks is breathing on his own at birth but has mild retractions and grunting. His heart rate is 150/min. Which initial respiratory support is preferred?',
    options: [
      'Routine intubation with prophylactic surfactant for infants of this age',
      'CPAP started in the delivery room, with surfactant later if needed',
      'Low-flow nasal cannula oxygen at 0.5 L/min with 100% oxygen',
      'A nonrebreathing mask with an oxygen flow of 10 L/min',
    ],
    correctAnswer: 'B',
    explanation:
      'For spontaneously breathing preterm infants with respiratory distress, starting CPAP early, with surfactant given selectively if the oxygen requirement rises, reduces the combined outcome of death or BPD compared with routine intubation and prophylactic surfactant (B).\n\nA is wrong: routine intubation is no longer preferred in preterm infants who are breathing on their own. C is wrong: a low-flow cannula gives no reliable distending pressure to hold the alveoli open, and 100% oxygen risks hyperoxia. D is wrong: nonrebreathing masks are not used in preterm infants and provide no PEEP.\n\nCorrect Answer: B\nKey Learning Point: Early CPAP with selective surfactant is the preferred first support for spontaneously breathing preterm infants.',
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
  },
  {
    key: 'neo-017',
    topicId: 10,
    questionText:
      "A preterm infant is on bubble CPAP set at 6 cm H2O. The respiratory therapist notices that the water seal chamber has stopped bubbling, and the infant's mouth is wide open. What is the most likely problem?",
    options: [
      'The CPAP level has risen well above the set value of 6 cm H2O',
      'The water chamber has too much water in it',
      'The gas flow setting is much higher than needed',
      'A leak at the infant, so the set pressure is not delivered',
    ],
    correctAnswer: 'D',
    explanation:
      'Continuous bubbling shows that gas is passing through the water seal and that the set pressure is being maintained. When bubbling stops, gas is escaping before it reaches the chamber, usually through an open mouth, displaced prongs or a loose circuit connection, so the infant is not receiving the set CPAP (D). Closing the mouth with a chin strap or pacifier and rechecking the prongs usually fixes it.\n\nA is wrong: the pressure cannot rise above the water column depth, and a leak lowers rather than raises it. B is wrong: extra water would raise the CPAP level, but bubbling would continue. C is wrong: a high flow causes vigorous bubbling, not its absence.\n\nCorrect Answer: D\nKey Learning Point: Loss of bubbling on bubble CPAP signals a leak (often an open mouth or displaced prongs) and loss of the set pressure.',
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'II',
  },
  {
    key: 'neo-018',
    topicId: 10,
    questionText:
      'A 30-week infant with RDS has been on nasal CPAP at 7 cm H2O for 4 hours. His FiO2 has risen from 0.30 to 0.50, he has frequent apneas with bradycardia, and a capillary blood gas shows pH 7.17 and PCO2 70 mm Hg. What should the respiratory therapist recommend?',
    options: [
      'Intubate, give surfactant and begin mechanical ventilation',
      'Raise the CPAP to 12 cm H2O and recheck the blood gas in 6 hours',
      'Change to a high-flow nasal cannula at 2 L/min',
      'Continue CPAP and give a sodium bicarbonate infusion',
    ],
    correctAnswer: 'A',
    explanation:
      'This infant is failing CPAP: the FiO2 requirement is rising, apneas are significant, and he has acute respiratory acidosis (pH 7.17, PCO2 70). He needs intubation, surfactant for his RDS, and mechanical ventilation (A).\n\nB is wrong: a CPAP of 12 cm H2O would risk overdistension, air leak and reduced cardiac output, and would not treat the apneas. C is wrong: switching to a high-flow cannula is a step down in support. D is wrong: bicarbonate does not treat a respiratory acidosis; it produces more CO2, which the infant cannot remove.\n\nCorrect Answer: A\nKey Learning Point: A rising FiO2, significant apnea and respiratory acidosis on CPAP mean CPAP has failed; intubate, give surfactant and ventilate.',
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'III',
  },
  {
    key: 'neo-019',
    topicId: 10,
    questionText:
      'An infant born at 26 weeks is now at 36 weeks postmenstrual age and still needs supplemental oxygen by nasal cannula. Which condition does this finding define?',
    options: [
      'Respiratory distress syndrome',
      'Transient tachypnea of the newborn',
      'Bronchopulmonary dysplasia',
      'Persistent pulmonary hypertension of the newborn',
    ],
    correctAnswer: 'C',
    explanation:
      'Bronchopulmonary dysplasia (BPD) is the chronic lung disease of prematurity. For infants born before 32 weeks, it is defined by the need for supplemental oxygen or respiratory support at 36 weeks postmenstrual age, with severity graded by the level of support (C).\n\nA is wrong: RDS is the acute surfactant-deficiency disease of the first days of life. B is wrong: TTN is a mild, short-lived condition of mostly term infants that clears within a few days. D is wrong: PPHN is a failure of the pulmonary circulation to relax after birth and is defined by hemodynamics, not by oxygen need at 36 weeks.\n\nCorrect Answer: C\nKey Learning Point: BPD is defined by the need for oxygen or respiratory support at 36 weeks postmenstrual age in infants born before 32 weeks.',
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'I',
  },
  {
    key: 'neo-020',
    topicId: 10,
    questionText:
      'A 26-week infant on pressure-controlled ventilation has an exhaled VT that varies from 4 to 9 mL/kg over the day as his lung compliance changes. The team wants to reduce his risk of bronchopulmonary dysplasia. Which ventilator change should the respiratory therapist recommend?',
    options: [
      'Switch to a fixed PIP of 30 cm H2O so that the lungs stay open',
      'Use volume-targeted ventilation with a target VT of about 4-6 mL/kg',
      'Lower the PEEP to 2 cm H2O to reduce the risk of overdistension',
      'Increase the FiO2 to keep the SpO2 between 98% and 100%',
    ],
    correctAnswer: 'B',
    explanation:
      'With a fixed pressure, the VT rises whenever compliance improves, causing volutrauma. Volume-targeted ventilation adjusts the pressure breath by breath to deliver a set VT of about 4-6 mL/kg; compared with pressure-limited ventilation, it reduces death or BPD, air leaks and hypocapnia (B).\n\nA is wrong: a high fixed PIP would produce large volumes as compliance improves, the opposite of what is needed. C is wrong: a very low PEEP allows alveolar collapse and atelectrauma. D is wrong: high SpO2 targets increase oxygen toxicity, BPD and retinopathy of prematurity; preterm infants are usually kept at 90-95%.\n\nCorrect Answer: B\nKey Learning Point: Volume-targeted ventilation at about 4-6 mL/kg reduces volutrauma and the risk of BPD in preterm infants.',
    difficulty: 'hard',
    cognitiveLevel: 'application',
    outlineSection: 'III',
  },
  {
    key: 'neo-021',
    topicId: 10,
    questionText:
      'A term infant with meconium aspiration syndrome is on mechanical ventilation. Suddenly his SpO2 falls to 70%, his heart rate drops, breath sounds are diminished on the right, and the right chest glows brightly when transilluminated. What is the most appropriate immediate action?',
    options: [
      'Increase the PEEP to recruit the collapsed right lung',
      'Suction the endotracheal tube for retained meconium',
      'Give a second dose of surfactant through the tube',
      'Prepare for needle aspiration of the right chest',
    ],
    correctAnswer: 'D',
    explanation:
      'Meconium causes patchy obstruction and air trapping, so air leaks are common. Sudden deterioration with unilateral diminished breath sounds and bright transillumination on that side means a pneumothorax, which in this unstable infant needs immediate needle aspiration and then a chest tube (D).\n\nA is wrong: more PEEP would enlarge the pneumothorax. B is wrong: a plugged tube would reduce breath sounds on both sides and would not cause one side to transilluminate. C is wrong: surfactant can help meconium aspiration but does not treat an air leak that is compromising the circulation.\n\nCorrect Answer: D\nKey Learning Point: Sudden deterioration with unilateral absent breath sounds and a bright transillumination means pneumothorax; decompress it at once.',
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'I',
  },
  {
    key: 'neo-022',
    topicId: 10,
    questionText:
      'A term newborn who had meconium aspiration is on mechanical ventilation with an FiO2 of 1.0. The SpO2 on the right hand is 95%, while the SpO2 on the right foot is 82%. The echocardiogram is still pending. What does this difference most likely indicate?',
    options: [
      'Right-to-left shunting across the ductus arteriosus from high pulmonary vascular resistance',
      'Left-to-right shunting across the ductus arteriosus from low systemic vascular resistance',
      'A motion artifact on the foot sensor, since saturations should match at every site',
      'A sign that the oxygen should be weaned, because the preductal SpO2 is above its target',
    ],
    correctAnswer: 'A',
    explanation:
      'When pulmonary vascular resistance stays high after birth (persistent pulmonary hypertension of the newborn, PPHN), desaturated blood flows from the pulmonary artery across the ductus arteriosus into the descending aorta. The upper body (preductal) stays better oxygenated than the lower body (postductal) (A). A gap of more than about 5-10% supports PPHN.\n\nB is wrong: left-to-right ductal flow sends oxygenated blood to the lungs and does not lower the postductal saturation. C is wrong: a consistent preductal-postductal gap is a known finding of ductal shunting, not an artifact, although sensor placement should be checked. D is wrong: a postductal SpO2 of 82% on 100% oxygen shows serious shunting; weaning the oxygen now could worsen pulmonary vasoconstriction.\n\nCorrect Answer: A\nKey Learning Point: A preductal SpO2 clearly higher than the postductal SpO2 indicates right-to-left ductal shunting, as in PPHN.',
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
    outlineSection: 'I',
  },
  {
    key: 'neo-023',
    topicId: 10,
    questionText:
      'A 39-week newborn has severe PPHN confirmed by echocardiography, with an oxygenation index of 28 despite optimized ventilation. The neonatologist orders inhaled nitric oxide (iNO). What is the usual starting dose?',
    options: ['1 ppm', '5 ppm', '20 ppm', '80 ppm'],
    correctAnswer: 'C',
    explanation:
      'In term and near-term infants with hypoxemic respiratory failure and PPHN, iNO is usually started at 20 ppm (C). Higher doses do not improve the response and increase methemoglobin and nitrogen dioxide formation.\n\nA and B are wrong: 1 ppm and 5 ppm are levels reached during weaning, not starting doses. D is wrong: 80 ppm gives no extra benefit and markedly increases the risk of methemoglobinemia and NO2 toxicity.\n\nCorrect Answer: C\nKey Learning Point: iNO for PPHN is usually started at 20 ppm.',
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'III',
  },
  {
    key: 'neo-024',
    topicId: 10,
    questionText:
      'A term infant with PPHN has improved on inhaled nitric oxide at 20 ppm, and the FiO2 is now 0.40. The team plans to stop iNO. How should the respiratory therapist discontinue it?',
    options: [
      'Turn the iNO off at once, because a stable SpO2 means it is no longer needed',
      'Wean the iNO in steps down to about 1 ppm before stopping, watching for rebound hypoxemia',
      'Raise the iNO to 40 ppm for 1 hour before turning it off to make sure the vessels stay dilated',
      'Remove the iNO delivery system and give 100% oxygen by hood for 24 hours after it is stopped',
    ],
    correctAnswer: 'B',
    explanation:
      'Stopping iNO suddenly can cause rebound pulmonary vasoconstriction with severe hypoxemia and pulmonary hypertension. It is weaned in steps (for example to 5 ppm, then down to about 1 ppm) before being stopped, often with a small temporary increase in FiO2, while the SpO2 and blood pressure are watched closely (B).\n\nA is wrong: abrupt withdrawal is what causes rebound. C is wrong: raising the dose gives no benefit and adds methemoglobin and NO2 exposure. D is wrong: a hood is a step down in support for a ventilated infant, and 100% oxygen for 24 hours exposes the infant to hyperoxia.\n\nCorrect Answer: B\nKey Learning Point: Wean iNO gradually to about 1 ppm before stopping it to avoid rebound pulmonary hypertension.',
    difficulty: 'hard',
    cognitiveLevel: 'application',
    outlineSection: 'III',
  },
  {
    key: 'neo-051',
    topicId: 10,
    questionText: `An infant with persistent pulmonary hypertension receives inhaled nitric oxide at 20 ppm. The infant must be hand-ventilated during a circuit change. How should this be done?`,
    options: [
      `Bag with 100% oxygen, since the pause is brief`,
      `Pause the nitric oxide until the circuit is back on`,
      `Raise the nitric oxide to 40 ppm before disconnecting`,
      `Bag with gas carrying nitric oxide from the delivery device`,
    ],
    correctAnswer: 'D',
    explanation: `D is correct. Stopping inhaled nitric oxide suddenly, even for a few minutes, can cause rebound pulmonary vasoconstriction and a dangerous fall in oxygenation. Delivery systems provide an auxiliary output so that the manual resuscitator carries nitric oxide at about the same concentration during hand ventilation.

A is wrong: oxygen alone removes the nitric oxide and risks rebound pulmonary hypertension.
B is wrong: pausing the gas is exactly the abrupt interruption that causes rebound.
C is wrong: doubling the dose is not needed and adds methemoglobin and NO2 risk.

Correct Answer: D
Key Learning Point: Never interrupt inhaled nitric oxide abruptly: hand-ventilate with the delivery system's nitric oxide supply.`,
    difficulty: 'medium',
    cognitiveLevel: 'recall',
    outlineSection: 'II',
  },
  {
    key: 'neo-026',
    topicId: 10,
    questionText:
      'A cyanotic term newborn on mechanical ventilation is being considered for inhaled nitric oxide. Which finding on the echocardiogram would make iNO contraindicated?',
    options: [
      'Hypoplastic left heart syndrome, with systemic blood flow depending on right-to-left flow through the ductus',
      'A small patent foramen ovale with bidirectional flow in an otherwise normal heart',
      'A structurally normal heart with right-to-left ductal flow from high pulmonary pressure',
      'A small muscular ventricular septal defect with a small left-to-right shunt',
    ],
    correctAnswer: 'A',
    explanation:
      'iNO is contraindicated in newborns whose systemic circulation depends on right-to-left shunting, such as hypoplastic left heart syndrome (A). Dilating the pulmonary vessels draws blood into the lungs and away from the systemic circulation through the ductus, which can cause pulmonary edema and systemic hypoperfusion.\n\nB is wrong: a small PFO with bidirectional flow is common and does not prevent iNO use. C is wrong: a normal heart with right-to-left ductal flow from high pulmonary pressure is PPHN, the main indication for iNO. D is wrong: a small muscular VSD with a small left-to-right shunt does not depend on right-to-left flow and is not a contraindication.\n\nCorrect Answer: A\nKey Learning Point: iNO is contraindicated in ductal-dependent lesions that rely on right-to-left shunting for systemic flow, such as hypoplastic left heart syndrome.',
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'I',
  },
  {
    key: 'neo-027',
    topicId: 10,
    questionText: 'Which event in a preterm infant meets the usual definition of apnea of prematurity?',
    options: [
      'Periodic breathing with 5- to 10-second pauses and no change in heart rate or SpO2',
      'A breathing rate above 60 per minute with grunting and chest retractions',
      'A pause in breathing of 20 seconds or more, or a shorter pause with bradycardia or desaturation',
      'A single 8-second pause in breathing during feeding that resolves without any change',
    ],
    correctAnswer: 'C',
    explanation:
      'Apnea of prematurity is defined as a pause in breathing of 20 seconds or longer, or a shorter pause accompanied by bradycardia, desaturation or cyanosis (C). It is caused by immaturity of the brainstem respiratory centers and is more common the earlier the gestational age.\n\nA is wrong: periodic breathing with short pauses and no physiologic change is common in preterm infants and is not apnea. B is wrong: tachypnea with grunting and retractions is respiratory distress, the opposite problem. D is wrong: a brief pause without bradycardia or desaturation does not meet the definition.\n\nCorrect Answer: C\nKey Learning Point: Apnea of prematurity is a pause of 20 seconds or more, or a shorter pause with bradycardia or desaturation.',
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'I',
  },
  {
    key: 'neo-028',
    topicId: 10,
    questionText:
      'A 29-week infant, now 5 days old, breathes room air comfortably but has several episodes a day of 20- to 25-second apneas with bradycardia that respond to gentle stimulation. A sepsis workup is negative and the hematocrit and electrolytes are normal. Which treatment should be recommended?',
    options: [
      'Intubation and mechanical ventilation at a rate of 40/min until he matures',
      'Caffeine citrate with a loading dose followed by daily maintenance',
      'A hood at an FiO2 of 0.50 to prevent hypoxemia during the pauses',
      'Doxapram infusion as the first-choice respiratory stimulant',
    ],
    correctAnswer: 'B',
    explanation:
      'Once other causes such as sepsis, anemia and electrolyte disorders are ruled out, apnea of prematurity is treated with a methylxanthine. Caffeine citrate, given as a loading dose followed by once-daily maintenance, is preferred (B). It stimulates the respiratory center, reduces apneas and was linked to less BPD in a large trial. Nasal CPAP or NIPPV can be added if apneas persist.\n\nA is wrong: intubation is reserved for apneas that do not respond to caffeine and noninvasive support. C is wrong: this infant is not hypoxemic between events, and a high FiO2 risks hyperoxia and retinopathy without treating the cause. D is wrong: doxapram is not a first-line drug for apnea of prematurity and has more side effects.\n\nCorrect Answer: B\nKey Learning Point: Caffeine citrate is the first-line drug for apnea of prematurity once other causes are excluded.',
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
  },
  {
    key: 'neo-029',
    topicId: 10,
    questionText:
      'A 26-week infant, now 2 weeks old, is on nasal CPAP at an FiO2 of 0.35, with an SpO2 that stays at 99-100%. The unit uses common evidence-based targets for extremely preterm infants. What should the respiratory therapist recommend?',
    options: [
      'Keep the FiO2 as it is, because a high SpO2 protects the developing brain',
      'Raise the FiO2 to 0.40 so that the infant has an oxygen reserve during apneas',
      'Lower the FiO2 until the SpO2 falls to 85-89% to reduce retinopathy risk',
      'Lower the FiO2 to keep the SpO2 in the range of about 90-95%',
    ],
    correctAnswer: 'D',
    explanation:
      'Hyperoxia in extremely preterm infants is linked to retinopathy of prematurity (ROP) and BPD. Large trials found that a lower target (85-89%) reduced ROP but increased mortality, so most units aim for about 90-95% (D). An SpO2 of 99-100% means the infant is getting more oxygen than needed.\n\nA is wrong: a high SpO2 does not protect the brain and increases oxygen toxicity. B is wrong: raising the FiO2 adds to hyperoxia; apneas are managed with caffeine and respiratory support, not an oxygen reserve. C is wrong: the 85-89% target was linked to higher mortality.\n\nCorrect Answer: D\nKey Learning Point: Extremely preterm infants are usually kept at an SpO2 of about 90-95% to balance the risks of ROP and mortality.',
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
  },
  {
    key: 'neo-030',
    topicId: 10,
    questionText:
      'A 1.1-kg infant on high-frequency oscillatory ventilation has a mean airway pressure of 12 cm H2O, an amplitude (delta P) of 22 cm H2O, a frequency of 12 Hz and an FiO2 of 0.35. A blood gas shows pH 7.19, PaCO2 68 mm Hg and PaO2 62 mm Hg. The chest radiograph shows lung expansion to 8.5 ribs. Which change is most appropriate?',
    options: [
      'Increase the mean airway pressure to 15 cm H2O',
      'Increase the FiO2 to 0.50',
      'Increase the amplitude (delta P)',
      'Increase the frequency to 15 Hz',
    ],
    correctAnswer: 'C',
    explanation:
      'On HFOV, CO2 removal depends mainly on the volume of each oscillation, which increases with the amplitude (delta P). Oxygenation depends mainly on the mean airway pressure and FiO2. This infant has respiratory acidosis with adequate oxygenation and good lung expansion (8.5 ribs), so the amplitude should be raised (C).\n\nA is wrong: the lungs are already well expanded and the PaO2 is adequate; more mean pressure risks overdistension and may even raise the PaCO2. B is wrong: the FiO2 affects oxygenation, not CO2 removal. D is wrong: on HFOV a higher frequency shortens each cycle and lowers the oscillatory volume, which raises the PaCO2; to lower the PaCO2, the frequency would be decreased, not increased.\n\nCorrect Answer: C\nKey Learning Point: On HFOV, raise the amplitude (or lower the frequency) to remove CO2; adjust the mean airway pressure and FiO2 for oxygenation.',
    difficulty: 'hard',
    cognitiveLevel: 'application',
    outlineSection: 'III',
  },
  {
    key: 'neo-031',
    topicId: 10,
    questionText:
      'A 31-week infant with RDS is on pressure-controlled ventilation with a PIP of 22 cm H2O, PEEP 4 cm H2O, rate 40/min and FiO2 0.60. His exhaled VT is 5 mL/kg. A blood gas shows pH 7.33, PaCO2 44 mm Hg and PaO2 42 mm Hg, and the chest radiograph shows hazy lungs expanded to only 6.5 ribs. Which change should be recommended?',
    options: [
      'Increase the rate to 60/min to improve his alveolar ventilation',
      'Increase the PIP to 30 cm H2O to deliver a larger tidal volume',
      'Increase the FiO2 to 1.0 and leave the pressures as they are',
      'Increase the PEEP to recruit the collapsed alveoli and raise the mean airway pressure',
    ],
    correctAnswer: 'D',
    explanation:
      'This infant has hypoxemia with a normal PaCO2 and low lung volumes on the radiograph, which points to atelectasis. Raising the PEEP recruits collapsed alveoli, increases functional residual capacity and mean airway pressure, and improves oxygenation (D). Surfactant should also be considered.\n\nA is wrong: ventilation is adequate (PaCO2 44), and a faster rate mainly lowers the PaCO2. B is wrong: the VT is already 5 mL/kg, so a higher PIP would overdistend the open alveoli and cause volutrauma without reopening the collapsed ones. C is wrong: raising the FiO2 to 1.0 treats the number but not the collapsed lung, and risks oxygen toxicity.\n\nCorrect Answer: D\nKey Learning Point: Hypoxemia with low lung volumes and a normal PaCO2 calls for more PEEP (mean airway pressure) to recruit the lung.',
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'III',
  },
  {
    key: 'neo-032',
    topicId: 10,
    questionText: 'A respiratory therapist is collecting a capillary blood gas from a 3-day-old infant. Which technique is correct?',
    options: [
      'Puncture the center of the heel pad deeply and squeeze the foot firmly to collect blood',
      'Warm the heel first and puncture its lateral or medial plantar surface',
      'Use the first drop of blood with any air bubbles for the most accurate reading',
      'Take the sample from the big toe to avoid injury to the heel bone',
    ],
    correctAnswer: 'B',
    explanation:
      'Warming the heel for several minutes increases blood flow so the capillary sample better reflects arterial pH and PCO2. The puncture is made on the lateral or medial plantar surface of the heel, away from the calcaneus (B). Capillary PO2 does not reliably reflect arterial PO2, so oxygenation is judged by SpO2 or an arterial sample.\n\nA is wrong: the center of the heel lies over the calcaneus, where deep punctures can cause osteomyelitis, and squeezing adds tissue fluid and venous blood to the sample. C is wrong: the first drop is wiped away, and air bubbles change the gas values. D is wrong: the big toe is not a standard site for neonatal capillary sampling.\n\nCorrect Answer: B\nKey Learning Point: Neonatal capillary gases are drawn from the warmed lateral or medial heel, without squeezing or air bubbles.',
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'II',
  },
  {
    key: 'neo-033',
    topicId: 10,
    questionText:
      'A 2-year-old has had a runny nose for 2 days and tonight developed a barking cough and a hoarse voice. In the emergency department he has inspiratory stridor at rest, moderate suprasternal retractions, a temperature of 38.0 °C, and an SpO2 of 96% on room air. Which treatment is most appropriate?',
    options: [
      'Cool mist in a tent for several hours as the main treatment',
      'Albuterol by nebulizer every 20 minutes for three doses',
      'Nebulized racemic epinephrine plus oral or IM dexamethasone',
      'Immediate intubation in the operating room with ENT present',
    ],
    correctAnswer: 'C',
    explanation:
      'A barking cough, hoarseness and stridor after a viral prodrome is croup (laryngotracheobronchitis, most often from parainfluenza virus). Stridor at rest with retractions is moderate croup, treated with nebulized racemic (or L-) epinephrine for quick relief of subglottic swelling plus a corticosteroid such as dexamethasone (C). The child is observed for several hours afterward because symptoms can return as the epinephrine wears off.\n\nA is wrong: cool mist has not been shown to help. B is wrong: albuterol relaxes bronchial smooth muscle and does not reduce subglottic edema. D is wrong: intubation is rarely needed in croup and is kept for impending respiratory failure; emergency airway control in the OR is the approach for epiglottitis.\n\nCorrect Answer: C\nKey Learning Point: Moderate to severe croup is treated with nebulized racemic epinephrine and dexamethasone, followed by observation for rebound.',
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
  },
  {
    key: 'neo-034',
    topicId: 10,
    questionText:
      'A 4-year-old who has not received any vaccines has had a fever of 39.8 °C for 6 hours. She sits leaning forward on her hands, drooling, with a muffled voice and soft inspiratory stridor, and she looks toxic. What should the respiratory therapist do?',
    options: [
      'Keep her calm with a parent, avoid examining her throat, and call for airway experts to secure the airway',
      'Lay her flat and inspect the pharynx with a tongue blade to look at the epiglottis',
      'Place her on a nonrebreathing mask and send her alone for a lateral neck X-ray',
      'Give nebulized racemic epinephrine and discharge her if the stridor improves',
    ],
    correctAnswer: 'A',
    explanation:
      'Sudden high fever, a toxic appearance, drooling, tripod positioning and a muffled voice in an unvaccinated child suggest epiglottitis (classically Haemophilus influenzae type b). Upsetting the child, laying her down or examining the throat can cause complete airway obstruction. She should be kept calm in her position of comfort with a parent, and the team most skilled in airway management (anesthesia and ENT) should secure the airway in a controlled setting such as the OR (A).\n\nB is wrong: lying flat and using a tongue blade can trigger total obstruction. C is wrong: sending an unstable child away from airway equipment and skilled staff is dangerous; if imaging is done, a qualified provider goes too. D is wrong: racemic epinephrine is a croup treatment, and discharging a child with suspected epiglottitis is unsafe.\n\nCorrect Answer: A\nKey Learning Point: In suspected epiglottitis, keep the child calm, do not examine the throat, and have airway experts secure the airway in a controlled setting.',
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'III',
  },
  {
    key: 'neo-035',
    topicId: 10,
    questionText:
      'A previously healthy 4-month-old is admitted in January with RSV bronchiolitis. She has nasal congestion, fine crackles and wheezes, mild retractions, and is feeding poorly. Her SpO2 is 93% on room air. Which plan follows current AAP guidance?',
    options: [
      'Scheduled albuterol nebulizers every 4 hours plus oral corticosteroids',
      'Chest physiotherapy every 4 hours to clear secretions from the small airways',
      'Nebulized ribavirin and empiric antibiotics to shorten the illness',
      'Supportive care with nasal suctioning, hydration, and oxygen only if the SpO2 stays below 90%',
    ],
    correctAnswer: 'D',
    explanation:
      'AAP guidance for bronchiolitis is supportive: gentle nasal suctioning, maintaining hydration, and oxygen if the SpO2 stays below 90% (D). This infant, with an SpO2 of 93%, does not need oxygen. High-flow nasal cannula or CPAP can be used if the work of breathing increases.\n\nA is wrong: routine bronchodilators and systemic corticosteroids have not improved outcomes in bronchiolitis and are not recommended. B is wrong: chest physiotherapy has not shown benefit. C is wrong: ribavirin is not routine, and antibiotics are used only for a proven or strongly suspected bacterial infection.\n\nCorrect Answer: D\nKey Learning Point: Bronchiolitis care is supportive (suctioning, fluids, oxygen if the SpO2 is below 90%); routine bronchodilators and steroids are not recommended.',
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
  },
  {
    key: 'neo-036',
    topicId: 10,
    questionText:
      'A mother asks the respiratory therapist how her 2-month-old, born in October, can be protected against severe RSV this winter. She did not receive an RSV vaccine during pregnancy. Which preventive option is currently recommended for infants like hers?',
    options: [
      'Daily inhaled budesonide through the whole RSV season',
      'A single intramuscular dose of nirsevimab, a long-acting monoclonal antibody',
      'Monthly azithromycin doses through the winter as prophylaxis against viral pneumonia',
      'Routine aerosolized ribavirin during the first RSV season',
    ],
    correctAnswer: 'B',
    explanation:
      'For infants entering their first RSV season whose mothers were not vaccinated during pregnancy, the CDC recommends a single intramuscular dose of nirsevimab (B). It is a long-acting monoclonal antibody that gives passive protection against RSV for the season and reduces medically attended RSV illness and hospitalization.\n\nA is wrong: inhaled corticosteroids do not prevent RSV infection. C is wrong: antibiotics do not prevent viral infection and promote resistance. D is wrong: ribavirin is an antiviral with a limited treatment role in selected immunocompromised patients; it is not used for prevention.\n\nCorrect Answer: B\nKey Learning Point: Nirsevimab, a single-dose monoclonal antibody, protects infants in their first RSV season when the mother was not vaccinated.',
    difficulty: 'medium',
    cognitiveLevel: 'recall',
    outlineSection: 'III',
  },
  {
    key: 'neo-037',
    topicId: 10,
    questionText:
      'A 7-year-old with asthma arrives in the emergency department with a moderate exacerbation. She speaks in phrases, has expiratory wheezing and intercostal retractions, a respiratory rate of 34/min, and an SpO2 of 91% on room air. Which initial treatment is most appropriate?',
    options: [
      'Repeated albuterol with ipratropium, an oral corticosteroid, and oxygen to keep the SpO2 at 94-98%',
      'An inhaled corticosteroid by dry-powder inhaler and discharge home with a written plan',
      'IV aminophylline as the first bronchodilator, with oxygen only if the SpO2 falls below 85%',
      'A long-acting beta-agonist alone by inhaler, with sedation to reduce her anxiety',
    ],
    correctAnswer: 'A',
    explanation:
      'A moderate pediatric exacerbation is treated with repeated short-acting beta-agonist doses (by MDI with a spacer or by nebulizer), adding ipratropium in moderate to severe attacks, a systemic corticosteroid given early, and controlled oxygen to keep the SpO2 at about 94-98% (A).\n\nB is wrong: an inhaled corticosteroid is a controller and does not reverse acute bronchospasm; discharging a hypoxemic child is unsafe. C is wrong: aminophylline is not a first-line drug because of its narrow therapeutic range and side effects, and an SpO2 of 91% already needs oxygen. D is wrong: an LABA alone is never used for asthma, and sedation is contraindicated in acute asthma because it can depress breathing.\n\nCorrect Answer: A\nKey Learning Point: Pediatric asthma attacks are treated with repeated SABA (plus ipratropium if moderate to severe), early systemic corticosteroid and oxygen to an SpO2 of 94-98%.',
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
  },
  {
    key: 'neo-038',
    topicId: 10,
    questionText:
      'A 10-year-old with a severe asthma attack has received continuous albuterol, ipratropium and IV methylprednisolone for an hour. She now has less audible wheezing, markedly diminished breath sounds, is drowsy and hard to rouse, and an ABG shows pH 7.31 and PaCO2 47 mm Hg. How should the respiratory therapist interpret these findings?',
    options: [
      'Improving asthma, since the wheezing has decreased with treatment',
      'An expected sedative effect of albuterol that needs no other action',
      'Impending respiratory failure needing urgent ICU-level care and airway preparation',
      'Mild hypercapnia that supports stopping the bronchodilators and observing her on the ward',
    ],
    correctAnswer: 'C',
    explanation:
      'During an asthma attack, children usually hyperventilate and have a low PaCO2. A "normal" or rising PaCO2, a quiet ("silent") chest and drowsiness mean the child is tiring and moving very little air: impending respiratory failure (C). She needs ICU-level care, consideration of IV magnesium or other adjuncts, and preparation for ventilatory support.\n\nA is wrong: less wheezing with diminished breath sounds reflects less airflow, not improvement. B is wrong: albuterol stimulates rather than sedates; drowsiness here reflects hypercapnia and fatigue. D is wrong: rising CO2 means the attack is worsening, so bronchodilator treatment must continue.\n\nCorrect Answer: C\nKey Learning Point: In acute asthma, a silent chest, drowsiness and a normal or rising PaCO2 signal impending respiratory failure.',
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'I',
  },
  {
    key: 'neo-039',
    topicId: 10,
    questionText:
      'An 8-year-old has had three emergency visits for asthma in 4 months. At discharge teaching his grandmother explains that their apartment has visible mold and cockroaches, that she often cannot afford the controller inhaler copay, and that she works nights. What is the most effective next step for the respiratory therapist?',
    options: [
      'Tell the grandmother the child needs his controller every day, without further discussion',
      'Advise the family to move to a new apartment before anything else is tried',
      'Add a second rescue inhaler so the child has albuterol at both home and school',
      'Refer the family to social work or a community health worker for housing and drug-cost help, with a written action plan',
    ],
    correctAnswer: 'D',
    explanation:
      "Mold and cockroach allergens, medication cost and a caregiver's work schedule are social determinants of health that drive poor asthma control. The best step is to involve social work or a community health worker, who can help with housing remediation, medication assistance programs and support, and to give the family a clear written asthma action plan (D).\n\nA is wrong: repeating instructions without addressing the cost barrier will not change adherence and can come across as blaming. B is wrong: moving is rarely possible, and many environmental triggers can be reduced through home interventions. C is wrong: more rescue inhalers treat symptoms but not the untreated inflammation and home triggers.\n\nCorrect Answer: D\nKey Learning Point: Address social determinants such as housing triggers and medication cost through social work or community health worker referral, together with a written asthma action plan.",
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    rte2027: true,
  },
  {
    key: 'neo-040',
    topicId: 10,
    questionText:
      'A 20-month-old began coughing and choking while eating peanuts and now has a persistent cough. Breath sounds are decreased on the right with a localized wheeze. An expiratory chest radiograph shows the right lung staying hyperinflated, with the mediastinum shifted to the left. What is the most likely diagnosis and treatment?',
    options: [
      'Croup, treated with nebulized racemic epinephrine and dexamethasone',
      'An aspirated foreign body in the right bronchus, removed by rigid bronchoscopy',
      'A first asthma attack, treated with albuterol and an oral corticosteroid',
      'Right lower lobe bacterial pneumonia, treated at home with a course of oral antibiotics',
    ],
    correctAnswer: 'B',
    explanation:
      'A sudden choking episode while eating, followed by a one-sided wheeze and reduced breath sounds, suggests foreign body aspiration. The object acts as a ball valve that lets air in but not out, so the affected lung stays hyperinflated on expiration and pushes the mediastinum to the other side. The right bronchus is the more common site in older children. Treatment is removal by rigid bronchoscopy (B).\n\nA is wrong: croup causes a barking cough and inspiratory stridor, not a one-sided wheeze with air trapping. C is wrong: asthma produces diffuse, bilateral wheezing and is unlikely to start suddenly during a meal. D is wrong: pneumonia causes fever and consolidation, not unilateral hyperinflation on an expiratory film.\n\nCorrect Answer: B\nKey Learning Point: A sudden choking history with a unilateral wheeze and air trapping on expiratory films suggests an aspirated foreign body; remove it by rigid bronchoscopy.',
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
    outlineSection: 'I',
  },
  {
    key: 'neo-041',
    topicId: 10,
    questionText:
      'A 9-month-old infant suddenly cannot cry or cough after putting a small toy in his mouth. He is awake but his lips are turning blue. What should the respiratory therapist do?',
    options: [
      'Alternate 5 back blows with the infant face down and 5 chest thrusts with him face up',
      'Give repeated abdominal thrusts with the infant held upright until the small toy comes out',
      'Sweep a finger blindly through the back of the mouth to hook the toy out',
      'Hold him upside down by the ankles and shake him to dislodge the toy',
    ],
    correctAnswer: 'A',
    explanation:
      'For a responsive infant with a severe airway obstruction, the rescuer alternates 5 back blows (infant face down along the forearm, head lower than the chest) with 5 chest thrusts (infant face up, over the lower half of the sternum) until the object comes out or the infant becomes unresponsive (A). If he becomes unresponsive, CPR is started, looking in the mouth before breaths.\n\nB is wrong: abdominal thrusts are not used in infants because of the risk of liver and other abdominal injury. C is wrong: blind finger sweeps can push the object deeper; only a visible object is removed. D is wrong: holding an infant upside down and shaking is unsafe and not a recommended technique.\n\nCorrect Answer: A\nKey Learning Point: A choking infant gets alternating cycles of 5 back blows and 5 chest thrusts, never abdominal thrusts.',
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'III',
  },
  {
    key: 'neo-042',
    topicId: 10,
    questionText:
      'A term newborn is cyanotic at 6 hours of age, with an SpO2 of 74% on both the right hand and a foot. He breathes comfortably, his chest radiograph shows clear lungs, and after 10 minutes of 100% oxygen his PaO2 is 41 mm Hg. What should the respiratory therapist expect the team to do?',
    options: [
      'Intubate and give intratracheal surfactant for suspected RDS',
      'Start nasal CPAP at 8 cm H2O to recruit the lungs',
      'Start iNO at 20 ppm for presumed PPHN',
      'Get an urgent echocardiogram and start prostaglandin E1',
    ],
    correctAnswer: 'D',
    explanation:
      'Cyanosis without respiratory distress, clear lungs and a PaO2 that stays low on 100% oxygen (a failed hyperoxia test) point to cyanotic congenital heart disease, such as transposition of the great arteries. Many of these lesions depend on an open ductus arteriosus, so an echocardiogram is obtained and a prostaglandin E1 infusion is started to keep the ductus open (D).\n\nA and B are wrong: surfactant and CPAP treat lung disease, and this infant has clear lungs and no distress. C is wrong: iNO should not be started before an echocardiogram has excluded structural heart disease, because it can be harmful in some ductal-dependent lesions; PPHN also often shows a preductal-postductal SpO2 gap, which is absent here.\n\nCorrect Answer: D\nKey Learning Point: Cyanosis with clear lungs and no rise in PaO2 on 100% oxygen suggests cyanotic heart disease; get an echocardiogram and keep the ductus open with prostaglandin E1.',
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'I',
  },
  {
    key: 'neo-043',
    topicId: 10,
    questionText:
      'A 6-month-old with unrepaired tetralogy of Fallot becomes suddenly more cyanotic and breathes rapidly while crying during a blood draw. His SpO2 falls from 84% to 62%. Which immediate action helps most?',
    options: [
      'Lay him flat and raise his legs as for hypovolemic shock',
      'Give a nebulized albuterol treatment to open his constricted airways',
      'Calm him and place him in a knee-chest position while giving oxygen',
      'Begin bag-mask ventilation at 60 breaths/min with high pressure',
    ],
    correctAnswer: 'C',
    explanation:
      'This is a hypercyanotic ("tet") spell: right ventricular outflow obstruction worsens and more deoxygenated blood shunts right to left across the VSD. Calming the infant and bringing the knees to the chest raises systemic vascular resistance, which pushes more blood through the lungs and reduces the shunt; oxygen is added, and drugs such as morphine or phenylephrine are given if needed (C).\n\nA is wrong: legs raised while lying flat does not increase systemic resistance as effectively as knee-chest positioning and is not the standard first step. B is wrong: the problem is cardiac, not bronchospasm. D is wrong: aggressive high-pressure ventilation raises intrathoracic pressure and pulmonary resistance, which can worsen the right-to-left shunt.\n\nCorrect Answer: C\nKey Learning Point: Treat a tet spell by calming the child, knee-chest positioning and oxygen to raise systemic vascular resistance and reduce right-to-left shunting.',
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
  },
  {
    key: 'neo-044',
    topicId: 10,
    questionText:
      'A 2-week-old has an elevated immunoreactive trypsinogen (IRT) on the newborn screen for cystic fibrosis. Which test result confirms the diagnosis?',
    options: [
      'A sweat chloride of 25 mmol/L',
      'A sweat chloride of 60 mmol/L or higher',
      'A second IRT that is still elevated',
      'A normal chest radiograph with clear lungs',
    ],
    correctAnswer: 'B',
    explanation:
      'The newborn screen is not diagnostic; it flags infants for further testing. The diagnosis is confirmed by a sweat chloride of 60 mmol/L or higher (B), or by two disease-causing CFTR mutations with clinical evidence. Values of 30-59 mmol/L are intermediate and need further evaluation.\n\nA is wrong: a value below 30 mmol/L makes CF unlikely. C is wrong: IRT can stay high for other reasons and is a screening test only. D is wrong: a normal chest radiograph is expected in many infants with CF and does not rule it in or out.\n\nCorrect Answer: B\nKey Learning Point: A positive CF newborn screen is confirmed by a sweat chloride of 60 mmol/L or higher.',
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'I',
  },
  {
    key: 'neo-045',
    topicId: 10,
    questionText:
      "The parents of a young child with cystic fibrosis ask why their child's CF clinic ordered genetic testing before prescribing a CFTR modulator. Which explanation is most accurate?",
    options: [
      'Modulators target the faulty CFTR protein, and which drugs can work depends on the specific mutations',
      'Modulators are inhaled antibiotics, and the gene test shows which bacteria the child is likely to carry',
      'Modulators thin mucus like dornase alfa, and the gene test measures how thick the sputum will become',
      'Modulators replace the CFTR gene permanently, and the test checks whether the new gene has taken hold',
    ],
    correctAnswer: 'A',
    explanation:
      "CFTR modulators are oral small-molecule drugs that improve the processing, delivery to the cell surface, or opening (gating) of the defective CFTR chloride channel. Because they act on the protein made by particular mutations, eligibility depends on the child's CFTR genotype; for example, ivacaftor is a potentiator for gating mutations, and elexacaftor/tezacaftor/ivacaftor helps people with at least one F508del mutation or other responsive mutations (A).\n\nB is wrong: modulators are not antibiotics, and genotype does not predict which organisms a child acquires. C is wrong: dornase alfa is a mucolytic enzyme and works the same regardless of mutation. D is wrong: modulators are not gene therapy; they must be taken continuously and do not change the gene.\n\nCorrect Answer: A\nKey Learning Point: CFTR modulators correct or potentiate the defective CFTR protein, so eligibility depends on the patient's specific CFTR mutations.",
    difficulty: 'medium',
    cognitiveLevel: 'recall',
    outlineSection: 'III',
    rte2027: true,
  },
  {
    key: 'neo-046',
    topicId: 10,
    questionText:
      'A 4-year-old child who weighs 16 kg needs emergency intubation in the pediatric ICU. Using the age-based formula, which cuffed endotracheal tube size and approximate insertion depth at the lip are appropriate?',
    options: [
      '3.5 mm ID, inserted to about 10.5 cm at the lip',
      '5.5 mm ID, inserted to about 16.5 cm at the lip',
      '4.5 mm ID, inserted to about 13.5 cm at the lip',
      '6.0 mm ID, inserted to about 18 cm at the lip',
    ],
    correctAnswer: 'C',
    explanation:
      'For a cuffed pediatric tube, ID (mm) = (age in years / 4) + 3.5 = (4 / 4) + 3.5 = 4.5 mm. A common estimate of oral insertion depth is 3 x ID = 3 x 4.5 = 13.5 cm at the lip (C). Tubes one half-size larger and smaller should be ready, and placement is confirmed with capnography and a chest radiograph.\n\nA is wrong: 3.5 mm is too small for a 4-year-old and would cause high resistance and a large leak. B is wrong: 5.5 mm is the uncuffed size for about a 6-year-old, or the cuffed size for about an 8-year-old. D is wrong: 6.0 mm is too large and risks subglottic injury.\n\nCorrect Answer: C\nKey Learning Point: Cuffed pediatric ETT size is about (age/4) + 3.5 mm, and oral depth is about 3 x the tube ID.',
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
  },
  {
    key: 'neo-047',
    topicId: 10,
    questionText:
      "A respiratory therapist is giving bag-mask ventilation to a 3-month-old lying flat on a firm surface. The infant's head flexes forward and chest rise is poor despite a good mask seal. Which change is most likely to improve airway patency?",
    options: [
      "Place a thick pillow under the infant's head to tip it forward",
      'Hyperextend the neck as far as it will go to open the airway',
      'Raise the bag pressure until the chest rises clearly with each breath',
      'Place a small folded towel under the shoulders to align the airway',
    ],
    correctAnswer: 'D',
    explanation:
      "An infant's large occiput flexes the neck when the baby lies flat, which can kink the airway. A small roll under the shoulders brings the head into a neutral or slightly extended position and opens the airway (D).\n\nA is wrong: a pillow under the head adds to the flexion. B is wrong: hyperextension can also obstruct the soft, compliant infant trachea. C is wrong: higher pressure without fixing the position pushes gas into the stomach and risks barotrauma, rather than opening the airway.\n\nCorrect Answer: D\nKey Learning Point: Because infants have a large occiput, a shoulder roll helps keep the airway in a neutral, open position.",
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'III',
  },
  {
    key: 'neo-048',
    topicId: 10,
    questionText: 'A 3.6-kg term newborn needs intubation in the delivery room. Which endotracheal tube size is most appropriate?',
    options: ['2.5 mm ID', '3.0 mm ID', '3.5 mm ID', '5.0 mm ID'],
    correctAnswer: 'C',
    explanation:
      'NRP sizes tubes by weight and gestational age: 2.5 mm for infants under about 1 kg (under 28 weeks), 3.0 mm for about 1-2 kg (28-34 weeks), and 3.5 mm for infants over 2 kg (over 34 weeks). A 3.6-kg term infant needs a 3.5 mm tube (C).\n\nA and B are wrong: these sizes are for very low and low birth weight preterm infants and would cause high resistance and a large leak in a term baby. D is wrong: 5.0 mm is too large for a newborn and could injure the subglottic airway.\n\nCorrect Answer: C\nKey Learning Point: Term newborns over 2 kg usually need a 3.5 mm endotracheal tube.',
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'III',
  },
  {
    key: 'neo-049',
    topicId: 10,
    questionText:
      'A 12-year-old with cystic fibrosis is scheduled for an elective flexible bronchoscopy. He has questions about the procedure, and his mother is his legal guardian. How should consent be handled?',
    options: [
      'The child signs the consent himself, since he is old enough to understand the procedure',
      "The mother gives informed consent, and the child's assent is sought with an age-appropriate explanation",
      'No consent is needed for a minor, because the physician decides what is medically best',
      "The respiratory therapist signs on the family's behalf to avoid delaying the schedule",
    ],
    correctAnswer: 'B',
    explanation:
      "For a nonemergency procedure in a minor, informed consent comes from the parent or legal guardian after the risks, benefits and alternatives are explained by the clinician performing the procedure. Good pediatric practice also seeks the child's assent: explaining the procedure at his level and answering his questions (B).\n\nA is wrong: a 12-year-old generally cannot give legal consent for an elective procedure, although his views matter. C is wrong: consent is required for minors; only true emergencies allow treatment without it. D is wrong: the respiratory therapist cannot consent on the family's behalf.\n\nCorrect Answer: B\nKey Learning Point: For children, the parent or guardian gives informed consent for nonemergency care, and the child's assent should also be sought.",
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
    rte2027: true,
  },
  {
    key: 'neo-052',
    topicId: 10,
    questionText: `During a ventilator check on a 24-week infant, the mother asks the respiratory therapist, in tears, whether her baby is going to survive. The team has not yet held a family meeting. What is the most appropriate response?`,
    options: [
      `Acknowledge her worry and arrange a meeting with the neonatologist`,
      `Give her the survival figures you know for infants born at 24 weeks`,
      `Reassure her that most babies in the unit do well in the end`,
      `Change the subject and continue with the ventilator check`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. Prognosis is the attending neonatologist's conversation to lead, with the whole team and all the infant's data. The therapist should respond with empathy, acknowledge the question and make sure the family gets a timely meeting, then tell the team about the family's concern so everyone gives consistent information.

B is wrong: general statistics given without the full picture can mislead and undercut the team's plan for the conversation.
C is wrong: false reassurance damages trust if the infant does poorly.
D is wrong: ignoring the question abandons the mother at a moment of distress.

Correct Answer: A
Key Learning Point: When a family asks about prognosis, respond with empathy and bring in the physician who leads that conversation, keeping the team's information consistent.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    rte2027: true,
  },
];
