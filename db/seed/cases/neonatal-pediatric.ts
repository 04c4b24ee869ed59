import type { SeedCaseSet } from '../types';

/** Clinical-judgment case sets in the delivery room, NICU, PICU and pediatric wards. */
export const caseSets: SeedCaseSet[] = [
  {
    key: 'case-neo-001',
    topicId: 10,
    title: 'Resuscitating a 28-week preterm infant',
    setting: 'neonatal-pediatric',
    category: 'neonatal',
    focus: 'resuscitation',
    place: 'hospital',
    scenario: `A baby is born at 28 weeks' gestation after preterm labor. The obstetric team hands her to the resuscitation team at the warmer; she is limp and not breathing. The respiratory therapist is responsible for the airway and ventilation.`,
    items: [
      {
        key: 'case-neo-001-1',
        questionText: `Beyond drying and stimulating, which step belongs in her first minute of care to prevent heat loss?`,
        options: [
          `Bathe her in warm water first, before any assessment of her breathing`,
          `Delay warming until the heart rate has been counted`,
          `Wrap her in dry towels and place her skin-to-skin on her mother's abdomen`,
          `Place her, undried, in a polyethylene bag under the radiant warmer`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Infants under about 32 weeks lose heat fast through thin skin. Placing the body, without drying, in a polyethylene bag or wrap under a radiant warmer (with a warm room and a hat) is the recommended way to keep the temperature at 36.5-37.5 °C.

A is wrong: bathing causes evaporative heat loss and delays resuscitation.
B is wrong: thermal care starts at once, alongside the initial steps.
C is wrong: towels alone and skin-to-skin care do not suffice for a very preterm infant who needs resuscitation.

Correct Answer: D
Key Learning Point: For infants under 32 weeks, use a plastic bag or wrap under a radiant warmer from birth to prevent hypothermia.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-G',
        rteArea: 'interventions',
        source: 'aap-aha-neonatal-2025',
        reviewed: '2026-11-28',
      },
      {
        key: 'case-neo-001-2',
        update: `After positioning, clearing the airway and stimulation she is still apneic with a heart rate of 80/min.`,
        questionText: `Which ventilation should the respiratory therapist start?`,
        options: [
          `Positive-pressure ventilation with 21-30% oxygen at 40-60 breaths/min`,
          `Positive-pressure ventilation with 100% oxygen at 40-60 breaths/min`,
          `Free-flow oxygen at 100% held near the face`,
          `CPAP of 5 cm H2O with 50% oxygen and close observation for 30 seconds`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Apnea or a heart rate under 100/min after the initial steps calls for positive-pressure ventilation within the first minute. For infants under 35 weeks, start with 21-30% oxygen and titrate to the target saturations, at 40-60 inflations a minute.

B is wrong: starting preterm infants on 100% oxygen adds oxidative injury without benefit.
C is wrong: free-flow oxygen does not ventilate an apneic infant.
D is wrong: CPAP supports a breathing infant; she is apneic and bradycardic.

Correct Answer: A
Key Learning Point: For an apneic preterm infant, start PPV at 40-60/min with 21-30% oxygen and titrate by pulse oximetry.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-G',
        rteArea: 'interventions',
        source: 'aap-aha-neonatal-2025',
        reviewed: '2026-11-28',
      },
      {
        key: 'case-neo-001-3',
        update: `The chest did not rise at first. The team readjusted the mask, repositioned the head, suctioned the mouth and nose, opened the mouth and raised the inflation pressure to 30 cm H2O. After these steps the chest still does not move and the heart rate is 70/min.`,
        questionText: `What should the respiratory therapist do next?`,
        options: [
          `Begin chest compressions coordinated 3:1 with the inflations`,
          `Insert an alternative airway such as a laryngeal mask or tracheal tube`,
          `Raise the oxygen to 100% and continue with the same face mask`,
          `Give epinephrine through an umbilical venous catheter now`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. When mask adjustment, repositioning, suctioning, opening the mouth and a higher pressure still fail to move the chest, the last corrective step is an alternative airway (tracheal tube or laryngeal mask) to deliver the breaths effectively.

A is wrong: compressions start when the heart rate is under 60/min after 30 seconds of ventilation that moves the chest; neither is true here.
C is wrong: more oxygen cannot help lungs that are not being inflated.
D is wrong: epinephrine follows effective ventilation and compressions for a heart rate under 60/min.

Correct Answer: B
Key Learning Point: If the corrective steps with a mask still give no chest rise, place an alternative airway before escalating further.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-G',
        rteArea: 'interventions',
        source: 'aap-aha-neonatal-2025',
        reviewed: '2026-11-28',
      },
      {
        key: 'case-neo-001-4',
        update: `A laryngeal mask is placed; the chest rises, her heart rate climbs to 140/min and she begins to breathe. At 5 minutes of age her preductal SpO2 is 94% on 40% oxygen.`,
        questionText: `How should the oxygen be adjusted?`,
        options: [
          `Increase it to 60%, because 94% is below the 5-minute target`,
          `Keep it at 40%, because 94% is within the 5-minute target`,
          `Stop it, because a heart rate of 140 shows she is stable`,
          `Lower it, because 94% is above the 5-minute target of 80-85%`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. The preductal targets rise over the first minutes: about 60-65% at 1 minute, 80-85% at 5 minutes and 85-95% at 10 minutes. At 5 minutes, 94% is above target, so the oxygen is lowered gradually to avoid hyperoxia.

A is wrong: 94% is above, not below, the 5-minute range.
B is wrong: the 5-minute range is 80-85%; 94% is higher.
C is wrong: stopping oxygen abruptly in a 28-week infant risks a fall in saturation; it is weaned by titration.

Correct Answer: D
Key Learning Point: Titrate oxygen to the minute-by-minute preductal targets (80-85% at 5 minutes, 85-95% at 10 minutes).`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        source: 'aap-aha-neonatal-2025',
        reviewed: '2026-11-28',
      },
      {
        key: 'case-neo-001-5',
        update: `She breathes on her own with grunting and retractions at 10 minutes. Her heart rate is 150/min and SpO2 90% on 35% oxygen.`,
        questionText: `Which respiratory support should be used for transfer to the NICU?`,
        options: [
          `CPAP of about 6 cm H2O continued into the NICU`,
          `Free-flow oxygen by mask held at the face during transport`,
          `Routine intubation for prophylactic surfactant in the delivery room`,
          `A nasal cannula at 0.5 L/min with no positive pressure`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. A spontaneously breathing preterm infant with respiratory distress is best supported with CPAP rather than routine intubation; it reduces the need for ventilation and bronchopulmonary dysplasia, and surfactant is given if the oxygen need rises.

B is wrong: free-flow oxygen gives no distending pressure to a lung with surfactant deficiency.
C is wrong: routine intubation for prophylactic surfactant has been replaced by early CPAP with selective surfactant.
D is wrong: a low-flow cannula does not provide reliable positive pressure.

Correct Answer: A
Key Learning Point: Support breathing preterm infants with distress on CPAP from the delivery room; give surfactant selectively.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-C',
        rteArea: 'interventions',
        source: 'aap-aha-neonatal-2025',
        reviewed: '2026-11-28',
      },
    ],
  },
  {
    key: 'case-neo-002',
    topicId: 10,
    title: 'Respiratory distress syndrome on nasal CPAP',
    setting: 'neonatal-pediatric',
    category: 'neonatal',
    focus: 'rds',
    place: 'hospital',
    scenario: `A 30-week infant (1.4 kg), now 3 hours old, is on nasal CPAP 6 cm H2O in the NICU. She has grunting, nasal flaring and subcostal retractions. The chest radiograph shows low lung volumes with a fine granular pattern and air bronchograms. Her oxygen need has risen steadily to FiO2 0.45 to keep the SpO2 at 90-94%. Capillary blood gas: pH 7.26, PaCO2 50 mm Hg, HCO3- 22 mEq/L.`,
    items: [
      {
        key: 'case-neo-002-1',
        questionText: `What should the respiratory therapist recommend?`,
        options: [
          `Raise CPAP to 10 cm H2O and recheck the gas in 6 hours`,
          `Intubate and start high-frequency oscillation at once`,
          `Switch to a nasal cannula at 2 L/min to improve comfort`,
          `Surfactant replacement, with CPAP continued`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. The radiograph shows respiratory distress syndrome, and an FiO2 above about 0.30-0.40 on CPAP of at least 6 cm H2O marks CPAP failure. Early rescue surfactant, by a thin catheter (less invasive) or brief intubation, lowers the oxygen need and the risk of ventilation.

A is wrong: pressures near 10 cm H2O risk air leak and delay the treatment of surfactant deficiency.
B is wrong: high-frequency ventilation is a rescue mode, not the next step for CPAP failure.
C is wrong: a low-flow cannula gives less distending pressure than CPAP.

Correct Answer: D
Key Learning Point: When an infant with RDS needs FiO2 above about 0.30-0.40 on CPAP, give surfactant.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-D',
        rteArea: 'interventions',
        source: 'egans-2020',
        written: '2026-11-25',
      },
      {
        key: 'case-neo-002-2',
        update: `She is intubated with a 2.5 mm tube for surfactant on pressure-control ventilation (PIP 20 cm H2O, PEEP 6 cm H2O, rate 40/min). Halfway through instilling the dose her SpO2 falls from 90% to 74% and her heart rate from 160 to 95/min; the chest moves less with each breath.`,
        questionText: `What should the respiratory therapist do?`,
        options: [
          `Finish giving the dose quickly so that it can start working`,
          `Pause the dose and raise the ventilation and oxygen until she recovers`,
          `Suction the tube at once to remove the surfactant from the airway`,
          `Remove the tube and restart CPAP, since she cannot tolerate the dose`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Liquid surfactant transiently blocks the airway, causing desaturation and bradycardia during instillation. Stopping the dose and briefly increasing FiO2 and inflation pressure lets the liquid spread; the rest is given once she recovers.

A is wrong: pushing more liquid into an already blocked airway deepens the hypoxemia and bradycardia.
C is wrong: suctioning removes the drug she needs; it is avoided for a period after dosing unless the tube is truly obstructed.
D is wrong: the event is expected and transient; it is not a reason to abandon treatment.

Correct Answer: B
Key Learning Point: Desaturation or bradycardia during surfactant instillation is usually transient airway obstruction: pause and support ventilation, then continue.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-D',
        rteArea: 'interventions',
        source: 'egans-2020',
        written: '2026-11-25',
      },
      {
        key: 'case-neo-002-3',
        update: `She recovers and receives the full dose. Her compliance improves and PIP and FiO2 are weaned promptly. Two hours later, on PIP 16 cm H2O and FiO2 0.25, the blood gas is pH 7.44, PaCO2 36 mm Hg, HCO3- 24 mEq/L. She is breathing above the set rate.`,
        questionText: `What should the respiratory therapist recommend?`,
        options: [
          `Extubate her to nasal CPAP and continue monitoring`,
          `Continue ventilation for 48 hours to rest the lungs`,
          `Give a second surfactant dose before any weaning is tried`,
          `Raise the rate to 60/min to lower the PaCO2 further`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Low settings, a normal gas and spontaneous breathing show she no longer needs the tube. Early extubation to nasal CPAP limits ventilator-induced lung injury and infection.

B is wrong: prolonged ventilation adds injury risk without benefit once the lungs have improved.
C is wrong: repeat doses are for a persistent or rising oxygen need, not for an infant on FiO2 0.25.
D is wrong: her PaCO2 is normal; a faster rate would cause hypocapnia, which is linked to brain injury in preterm infants.

Correct Answer: A
Key Learning Point: Extubate preterm infants to nasal CPAP as soon as surfactant has worked and settings are low.`,
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
        key: 'case-neo-002-4',
        update: `She is extubated to nasal CPAP 6 cm H2O. On day 3 the CPAP pressure reading drops from 6 to 2 cm H2O whenever she cries, and the nurse notes her mouth is open most of the time.`,
        questionText: `Which change is most likely to restore the set pressure?`,
        options: [
          `Use a chin strap or pacifier and check that the prongs fit`,
          `Remove the prongs and give blow-by oxygen while she cries`,
          `Raise the CPAP setting to 10 cm H2O to make up for the leak`,
          `Switch to a simple nasal cannula at 1 L/min, which tolerates leaks`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Pressure escapes through the open mouth and through ill-fitting prongs. Closing the mouth (chin strap, pacifier) and sizing the prongs to fill the nares without blanching restore the delivered CPAP.

B is wrong: blow-by oxygen gives no distending pressure.
C is wrong: raising the setting overpressurizes her when the mouth closes and does not fix the leak.
D is wrong: a low-flow cannula provides no reliable CPAP.

Correct Answer: A
Key Learning Point: Mouth leak and poorly fitting prongs are the usual causes of lost nasal CPAP pressure; correct the interface before changing the setting.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'II',
        tmcCode: 'II-A',
        rteArea: 'equipment-infection',
        source: 'egans-2020',
        written: '2026-11-25',
      },
      {
        key: 'case-neo-002-5',
        update: `On day 5 the mouth leak has been fixed. She has repeated episodes of apnea lasting 25 seconds with bradycardia to 70/min, which recover with gentle stimulation. Blood cultures, glucose and temperature are normal.`,
        questionText: `Which treatment should the respiratory therapist suggest?`,
        options: [
          `Intubation and mechanical ventilation`,
          `Increase the FiO2 to 0.60`,
          `Increase the CPAP to 12 cm H2O`,
          `Start caffeine citrate`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Apnea of prematurity (pauses over 20 seconds, or shorter with bradycardia or desaturation, in a preterm infant without another cause) is treated with caffeine citrate, which stimulates the respiratory center and reduces apneic events.

A is wrong: intubation is for apnea that persists despite caffeine and CPAP or for severe events.
B is wrong: a high FiO2 risks retinopathy and does not prevent central apnea.
C is wrong: CPAP of 12 cm H2O is excessive; modest CPAP helps obstructive apnea only.

Correct Answer: D
Key Learning Point: Treat apnea of prematurity with caffeine citrate once other causes such as sepsis are excluded.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-D',
        rteArea: 'interventions',
        source: 'egans-2020',
        written: '2026-11-25',
      },
    ],
  },
  {
    key: 'case-neo-003',
    topicId: 10,
    title: 'Persistent pulmonary hypertension after meconium aspiration',
    setting: 'neonatal-pediatric',
    category: 'neonatal',
    focus: 'rds',
    place: 'hospital',
    scenario: `A term infant (3.6 kg) born through thick meconium is intubated at 2 hours of age for worsening distress. On conventional ventilation with mean airway pressure 15 cm H2O and FiO2 1.0, the right-hand SpO2 is 93% and the foot SpO2 is 78%. The postductal arterial PaO2 is 42 mm Hg.`,
    items: [
      {
        key: 'case-neo-003-1',
        questionText: `Which test should the respiratory therapist recommend to confirm the cause of his hypoxemia?`,
        options: [
          `An echocardiogram`,
          `A repeat chest radiograph in 4 hours`,
          `A hyperoxia test on FiO2 1.0 for 24 hours`,
          `A sweat chloride test`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. A preductal saturation well above the postductal one suggests right-to-left ductal shunting from persistent pulmonary hypertension, but cyanotic congenital heart disease can look similar. An echocardiogram shows the shunt direction, estimates pulmonary pressure and excludes structural heart disease, which decides the treatment.

B is wrong: a radiograph shows the lung disease but cannot show shunting or cardiac anatomy.
C is wrong: he is already on FiO2 1.0; the hyperoxia test suggests but cannot confirm a diagnosis, and prolonged hyperoxia is harmful.
D is wrong: a sweat test looks for cystic fibrosis and is not relevant to acute hypoxemia at birth.

Correct Answer: A
Key Learning Point: Differential pre/postductal saturations suggest PPHN; confirm with an echocardiogram, which also excludes cyanotic heart disease.`,
        difficulty: 'medium',
        kind: 'information-gathering',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-E',
        rteArea: 'patient-data',
        source: 'egans-2020',
        written: '2026-11-25',
      },
      {
        key: 'case-neo-003-2',
        update: `An echocardiogram confirms pulmonary hypertension with right-to-left ductal flow and a structurally normal heart. The team wants to decide on inhaled nitric oxide.`,
        questionText: `What is his oxygenation index?`,
        options: [`16`, `24`, `36`, `56`],
        correctAnswer: 'C',
        explanation: `C is correct. OI = (mean airway pressure x FiO2 x 100) / PaO2 = (15 x 1.0 x 100) / 42 = 35.7, about 36. An index above about 25 in a near-term infant with hypoxemic respiratory failure supports inhaled nitric oxide; above 40 suggests ECMO referral.

A is wrong: 16 comes from a miscalculation and would describe much milder failure.
B is wrong: 24 understates the index.
D is wrong: 56 overstates it.

Correct Answer: C
Key Learning Point: OI = MAP x FiO2 x 100 / PaO2; about 25 or more supports iNO, about 40 or more suggests ECMO.`,
        difficulty: 'medium',
        kind: 'information-gathering',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'aarc-ino-neonates-2010',
        written: '2026-11-25',
      },
      {
        key: 'case-neo-003-3',
        update: `Inhaled nitric oxide is started at 20 ppm through the ventilator circuit. The nurse plans to suction him and the team may need to move him for imaging.`,
        questionText: `Which practice prevents a dangerous interruption of the gas?`,
        options: [
          `Bag him with 100% oxygen alone whenever he is off the ventilator`,
          `Use in-line suction and keep a manual bag supplied with nitric oxide`,
          `Turn the nitric oxide off during suctioning to protect the staff`,
          `Double the dose before each suction to build up a reserve`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Even a brief interruption of inhaled nitric oxide can cause rebound pulmonary vasoconstriction and severe hypoxemia. Closed (in-line) suction avoids disconnection, and a manual resuscitation bag connected to the nitric oxide delivery system keeps the gas flowing during bagging or transport.

A is wrong: bagging without nitric oxide interrupts the therapy and risks rebound.
C is wrong: turning it off is exactly the interruption to avoid; staff exposure at these doses is negligible with scavenging.
D is wrong: higher doses add methemoglobin and NO2 and create no reserve.

Correct Answer: B
Key Learning Point: Never let iNO stop abruptly: use in-line suction and a bag supplied from the iNO system for manual ventilation and transport.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'II',
        tmcCode: 'II-A',
        rteArea: 'equipment-infection',
        source: 'aarc-ino-neonates-2010',
        written: '2026-11-25',
      },
      {
        key: 'case-neo-003-4',
        update: `Two hours after starting nitric oxide the postductal PaO2 is 88 mm Hg on FiO2 1.0, and the pre- and postductal saturations are 97% and 95%. The monitor shows NO2 at 0.4 ppm. A methemoglobin level from the morning is 1.2%.`,
        questionText: `How should the respiratory therapist interpret these results?`,
        options: [
          `A response to nitric oxide with acceptable NO2 and methemoglobin`,
          `No response, so the dose should be doubled to 40 ppm`,
          `Toxic NO2 levels that require stopping the gas at once`,
          `A methemoglobin level that calls for urgent methylene blue`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. The PaO2 has more than doubled and the pre/postductal gap has almost closed, a clear response. NO2 under about 0.5 ppm and methemoglobin under about 2% are acceptable, so the gas continues.

B is wrong: he has responded, and doses above 20 ppm add no benefit.
C is wrong: 0.4 ppm NO2 is within the acceptable range.
D is wrong: methylene blue is for clinically important methemoglobinemia, far above 1.2%.

Correct Answer: A
Key Learning Point: During iNO, judge response by PaO2 and the pre/postductal gap, and keep NO2 under about 0.5 ppm and methemoglobin under about 2%.`,
        difficulty: 'medium',
        kind: 'information-gathering',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'aarc-ino-neonates-2010',
        written: '2026-11-25',
      },
      {
        key: 'case-neo-003-5',
        update: `Twelve hours later he is stable on nitric oxide 20 ppm and FiO2 0.70, with a postductal PaO2 of 90 mm Hg. The nurse asks which to reduce first.`,
        questionText: `What weaning order should the respiratory therapist recommend?`,
        options: [
          `Lower the nitric oxide to 5 ppm first and keep the FiO2 at 0.70`,
          `Lower both together in large steps every 30 minutes as tolerated`,
          `Hold both unchanged for 72 hours before any weaning is attempted`,
          `Lower the FiO2 to about 0.60 first, then wean the nitric oxide`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Oxygen is itself a pulmonary vasodilator but is toxic at high levels, so the FiO2 is weaned first to about 0.60 or less. The nitric oxide is then reduced stepwise (for example 20 to 10 to 5 ppm) while oxygenation holds.

A is wrong: cutting nitric oxide first while still on a high FiO2 risks rebound without reducing oxygen exposure.
B is wrong: changing both in large steps makes it impossible to tell which change caused a deterioration.
C is wrong: holding a high FiO2 for days adds oxygen toxicity without benefit.

Correct Answer: D
Key Learning Point: In a responder, wean FiO2 below about 0.60 first, then step the iNO dose down gradually.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-D',
        rteArea: 'interventions',
        source: 'aarc-ino-neonates-2010',
        written: '2026-11-25',
      },
    ],
  },
  {
    key: 'case-neo-004',
    topicId: 10,
    title: 'An infant with bronchiolitis',
    setting: 'neonatal-pediatric',
    category: 'pediatric',
    place: 'hospital',
    scenario: `A 4-month-old girl (6 kg) born at term has had 3 days of runny nose and cough and is now feeding poorly. In the pediatric ward her respiratory rate is 64/min with subcostal retractions and nasal flaring, fine crackles and scattered wheezes on both sides, and SpO2 88% on room air. Her nose is full of thick secretions. A respiratory syncytial virus test is positive.`,
    items: [
      {
        key: 'case-neo-004-1',
        questionText: `Which first step should the respiratory therapist take?`,
        options: [
          `Give nebulized albuterol and repeat it every 20 minutes for an hour`,
          `Give a trial of nebulized epinephrine before oxygen`,
          `Start chest physiotherapy with percussion and drainage`,
          `Suction the nose and give oxygen to keep SpO2 at 90% or more`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Bronchiolitis care is supportive: clearing the nose helps an infant who breathes mainly through it, and oxygen is given when the SpO2 is below 90%.

A is wrong: guidelines advise against routine bronchodilators in bronchiolitis; they do not change the course.
B is wrong: epinephrine is not recommended for infants admitted with bronchiolitis.
C is wrong: chest physiotherapy does not help and distresses the infant.

Correct Answer: D
Key Learning Point: Bronchiolitis care is supportive: nasal suction, oxygen for SpO2 under 90%, hydration; no routine bronchodilators or chest physiotherapy.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        source: 'egans-2020',
        written: '2026-11-25',
      },
      {
        key: 'case-neo-004-2',
        update: `After suctioning and a nasal cannula at 1 L/min her SpO2 is 91%, but her rate is 70/min with marked retractions, and she is too breathless to feed.`,
        questionText: `Which support should the respiratory therapist recommend?`,
        options: [
          `A simple mask at 5 L/min`,
          `Heated high-flow nasal cannula at about 2 L/kg/min`,
          `Immediate intubation and ventilation in the PICU with sedation`,
          `An oxyhood at 40% oxygen`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Her work of breathing stays high on low-flow oxygen. Heated, humidified high flow at about 2 L/kg/min (12 L/min for 6 kg) washes out nasopharyngeal dead space, adds a little positive pressure and reduces effort; it is the usual escalation.

A is wrong: a simple mask adds oxygen but not support, and infants tolerate masks poorly.
C is wrong: she is tiring but not yet failing; noninvasive support is tried first.
D is wrong: an oxyhood gives oxygen only and does nothing for the work of breathing.

Correct Answer: B
Key Learning Point: Escalate bronchiolitis with rising work of breathing to heated high-flow nasal cannula at about 2 L/kg/min.`,
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
        key: 'case-neo-004-3',
        update: `She is on high flow at 12 L/min and FiO2 0.50. Four hours later her rate is 74/min, she has two apneic pauses with desaturation, and a capillary gas shows pH 7.28, PaCO2 55 mm Hg, HCO3- 25 mEq/L.`,
        questionText: `How should the respiratory therapist interpret her course?`,
        options: [
          `Improvement, since her PaCO2 is just mildly raised`,
          `Expected, requiring no change in her support or her monitoring`,
          `High-flow failure with acute respiratory acidosis and apnea`,
          `A metabolic acidosis caused by poor feeding and dehydration over 3 days`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. A rising rate, apneic pauses and an acute respiratory acidosis (pH 7.28 with a raised PaCO2 and normal bicarbonate) on high flow mean the support is failing; she needs escalation (CPAP or bilevel, or intubation) and PICU care.

A is wrong: a rising PaCO2 with acidemia is worsening, not improving.
B is wrong: apnea in an RSV infant is a warning sign that demands action.
D is wrong: the bicarbonate is normal; the acidosis is respiratory.

Correct Answer: C
Key Learning Point: Apnea, rising respiratory rate and respiratory acidosis on high flow signal failure in bronchiolitis; escalate support.`,
        difficulty: 'medium',
        kind: 'information-gathering',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'aarc-blood-gas-2013',
        written: '2026-11-25',
      },
      {
        key: 'case-neo-004-4',
        update: `She is moved to the PICU and placed on nasal CPAP 7 cm H2O with FiO2 0.40. Two hours later her rate is 52/min, retractions are milder, there have been no further apneas, and a capillary PaCO2 is 46 mm Hg.`,
        questionText: `Which plan should the respiratory therapist follow?`,
        options: [
          `Continue CPAP and wean the FiO2 toward an SpO2 of 90-94%`,
          `Intubate now, because she already failed high flow`,
          `Stop CPAP and return her to high flow at 12 L/min`,
          `Raise CPAP to 12 cm H2O to speed her recovery`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Her rate, effort, apnea and PaCO2 have all improved on CPAP, so it is working; oxygen is weaned to the target while the illness runs its course.

B is wrong: she is responding to CPAP, so intubation is not needed now.
C is wrong: stepping back to the support that just failed invites relapse during the peak of illness.
D is wrong: higher pressure adds discomfort, gastric distension and air-leak risk without a need.

Correct Answer: A
Key Learning Point: When CPAP improves rate, effort and PaCO2 in bronchiolitis, continue it and wean oxygen to target.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        source: 'egans-2020',
        written: '2026-11-25',
      },
      {
        key: 'case-neo-004-5',
        update: `Her older brother, who attends daycare, visits with a runny nose. The unit follows its infection control policy for RSV.`,
        questionText: `Which precautions should staff caring for her use?`,
        options: [
          `Airborne precautions with an N95 respirator in a negative-pressure room`,
          `Standard precautions, with gowns worn during procedures that may splash`,
          `Contact precautions with gown and gloves, plus droplet precautions`,
          `Protective isolation to keep germs away from her`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. RSV spreads mainly by contact with secretions on hands and surfaces and by large droplets; contact precautions (gown and gloves) are the core, with a mask for close care, and hand hygiene throughout.

A is wrong: RSV is not spread by the airborne route; negative pressure is for diseases such as tuberculosis or measles.
B is wrong: standard precautions alone do not stop spread of RSV on hospital wards.
D is wrong: protective isolation shields an immunocompromised patient; it does not contain her infection.

Correct Answer: C
Key Learning Point: Use contact precautions (plus droplet for close care) and strict hand hygiene for RSV.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'recall',
        outlineSection: 'II',
        tmcCode: 'II-B',
        rteArea: 'equipment-infection',
        source: 'cdc-isolation-2007',
        written: '2026-11-25',
      },
    ],
  },
  {
    key: 'case-neo-005',
    topicId: 10,
    title: 'Croup with stridor at rest',
    setting: 'neonatal-pediatric',
    category: 'pediatric',
    place: 'hospital',
    scenario: `A 3-year-old boy (15 kg) is brought to the pediatric emergency unit at night after 2 days of a cold. He has a barking cough, a hoarse voice, inspiratory stridor at rest and suprasternal retractions. Temperature 38.0 °C, SpO2 95% on room air. He is drinking, not drooling, and sits comfortably on his mother's lap.`,
    items: [
      {
        key: 'case-neo-005-1',
        questionText: `How severe is his croup?`,
        options: [
          `Mild, because a normal oxygen saturation means no impending failure`,
          `Moderate, with stridor and retractions at rest but no agitation`,
          `Severe, because any stridor heard at rest means impending failure`,
          `Not croup, since a fever above 37.5 °C points to epiglottitis instead`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Croup severity rests on stridor, retractions, air entry, color and level of consciousness. Stridor and retractions at rest in a calm, alert child with good saturation is moderate croup; severe croup adds marked distress, agitation or lethargy, and failure adds cyanosis or falling consciousness.

A is wrong: saturation stays normal until late in croup; stridor at rest makes it more than mild.
C is wrong: stridor at rest alone, in a calm and alert child, is not severe.
D is wrong: low-grade fever is common in viral croup; epiglottitis brings high fever, toxicity, drooling and no barking cough.

Correct Answer: B
Key Learning Point: Grade croup by stridor, retractions, air entry, color and consciousness; stridor at rest in a calm child is moderate.`,
        difficulty: 'medium',
        kind: 'information-gathering',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-B',
        rteArea: 'patient-data',
        source: 'egans-2020',
        written: '2026-11-25',
      },
      {
        key: 'case-neo-005-2',
        update: `He receives oral dexamethasone and nebulized racemic epinephrine. Twenty minutes later the stridor at rest has gone and the retractions are mild. His mother asks whether they can go home now.`,
        questionText: `How should the respiratory therapist answer?`,
        options: [
          `Home now, because the stridor at rest has fully cleared`,
          `Admit for 48 hours to give IV steroids every 6 hours`,
          `Observe 2-4 hours, as the epinephrine may wear off`,
          `Repeat the epinephrine every 20 minutes until morning`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. Nebulized epinephrine works for about 1-2 hours; the swelling can return before the steroid takes full effect. Children are observed for 2-4 hours after a dose and sent home only if stridor at rest does not return.

A is wrong: discharge within minutes of epinephrine risks a rebound at home.
B is wrong: a single steroid dose is usually enough; admission depends on how he does during observation.
D is wrong: routine repeated doses without a recurrence expose him to tachycardia without need.

Correct Answer: C
Key Learning Point: Observe a child for 2-4 hours after nebulized epinephrine for croup before discharge.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        source: 'egans-2020',
        written: '2026-11-25',
      },
      {
        key: 'case-neo-005-3',
        update: `At 2.5 hours the stridor at rest returns with moderate retractions and agitation. SpO2 is 93%.`,
        questionText: `What should the respiratory therapist do?`,
        options: [
          `Repeat the nebulized epinephrine and arrange admission`,
          `Obtain a lateral neck radiograph before treating again`,
          `Intubate him now, as the first treatment has failed`,
          `Give a second dexamethasone dose and send him home`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Rebound stridor is treated with another dose of nebulized epinephrine; a child who needs repeated doses is admitted for observation.

B is wrong: imaging delays treatment and can agitate him; the picture is typical croup.
C is wrong: he is responding to treatment and oxygenating; intubation is for failure despite treatment.
D is wrong: sending home a child with recurrent stridor at rest is unsafe.

Correct Answer: A
Key Learning Point: Recurrent stridor at rest after epinephrine calls for another dose and admission.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        source: 'egans-2020',
        written: '2026-11-25',
      },
      {
        key: 'case-neo-005-4',
        update: `He improves and is admitted. At 02:00 the nurse reports that his stridor is much quieter, but he is drowsy, his retractions are severe and his SpO2 is 89% on room air.`,
        questionText: `How should the respiratory therapist interpret this change?`,
        options: [
          `Improvement, because the stridor has become much quieter`,
          `Expected sleepiness after the nebulized epinephrine`,
          `A new pneumonia that needs a chest radiograph before treatment`,
          `Impending respiratory failure that needs urgent action`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Quieter stridor with severe retractions, falling saturation and drowsiness means less air is moving and he is tiring, an ominous sign. The airway team is called, oxygen given and a controlled intubation prepared.

A is wrong: softer stridor with worse effort reflects reduced airflow, not improvement.
B is wrong: epinephrine causes restlessness and tachycardia, not drowsiness.
C is wrong: the picture is upper airway obstruction with fatigue; imaging would delay care.

Correct Answer: D
Key Learning Point: In croup, quieter stridor with worsening effort, hypoxemia or drowsiness signals impending failure.`,
        difficulty: 'medium',
        kind: 'information-gathering',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-B',
        rteArea: 'patient-data',
        source: 'egans-2020',
        written: '2026-11-25',
      },
      {
        key: 'case-neo-005-5',
        update: `The anesthesiologist will intubate him in the operating room. The usual cuffed tube for his age would be 4.0 mm.`,
        questionText: `Which cuffed tube size should be ready as the first choice?`,
        options: [`3.0 mm`, `3.5 mm`, `4.5 mm`, `5.5 mm`],
        correctAnswer: 'B',
        explanation: `B is correct. The cuffed formula (age / 4) + 3.5 gives about 4.0 mm for a 3-year-old, but the subglottis is narrowed in croup, so a tube about 0.5 mm smaller (3.5 mm) is chosen, with smaller sizes at hand.

A is wrong: 3.0 mm is a full size smaller than needed and adds resistance; it is a backup, not the first choice.
C is wrong: 4.5 mm is larger than the age-based size and likely to injure the swollen subglottis.
D is wrong: 5.5 mm suits a child of about 8 years.

Correct Answer: B
Key Learning Point: For croup, choose a tube about 0.5 mm smaller than the age-predicted size.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-A',
        rteArea: 'interventions',
        source: 'aha-pals-2025',
        written: '2026-11-25',
      },
    ],
  },
  {
    key: 'case-neo-006',
    topicId: 10,
    title: 'A school-age child with a severe asthma attack',
    setting: 'neonatal-pediatric',
    category: 'pediatric',
    place: 'hospital',
    scenario: `An 8-year-old girl (25 kg) with asthma arrives at the children's hospital after a day of worsening wheeze following a cold. She is sitting forward, speaking in words, with a respiratory rate of 40/min, suprasternal retractions and diffuse expiratory wheezes. SpO2 is 90% on room air. Her peak flow is 40% of her personal best.`,
    items: [
      {
        key: 'case-neo-006-1',
        questionText: `She is started on oxygen, repeated albuterol with ipratropium and an oral corticosteroid. To which SpO2 range should the oxygen be titrated?`,
        options: [`85-89%`, `88-92%`, `94-98%`, `100%`],
        correctAnswer: 'C',
        explanation: `C is correct. In acute asthma in children, oxygen is titrated to an SpO2 of about 94-98%: enough to correct hypoxemia without the hyperoxia that high-flow oxygen can cause.

A is wrong: 85-89% leaves a child with acute asthma hypoxemic.
B is wrong: 88-92% is the target for patients at risk of hypercapnic failure such as COPD, not for a child with asthma.
D is wrong: aiming for 100% means giving more oxygen than needed, and hyperoxia can raise the PaCO2 in severe asthma.

Correct Answer: C
Key Learning Point: Titrate oxygen to SpO2 94-98% in acute asthma in children.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'recall',
        outlineSection: 'III',
        tmcCode: 'III-C',
        rteArea: 'interventions',
        source: 'gina-2025',
        written: '2026-11-25',
      },
      {
        key: 'case-neo-006-2',
        update: `After three combined nebulizers and oral prednisolone, she still speaks in words, her rate is 38/min and SpO2 92% on oxygen.`,
        questionText: `Which added treatment should the respiratory therapist suggest?`,
        options: [
          `Intubate her now, since three treatments have failed`,
          `Switch albuterol to a dry powder inhaler`,
          `Give a single dose of intravenous magnesium sulfate`,
          `Give nebulized acetylcysteine to loosen mucus plugs`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. For a severe attack that does not respond to the first hour of treatment, a single intravenous dose of magnesium sulfate (about 40-50 mg/kg) relaxes airway smooth muscle and reduces the need for admission and escalation.

A is wrong: she is not exhausted or drowsy; further drug therapy comes before intubation.
B is wrong: a dry powder inhaler needs a strong inspiratory flow that she cannot generate.
D is wrong: acetylcysteine can provoke bronchospasm and has no role in acute asthma.

Correct Answer: C
Key Learning Point: Consider IV magnesium sulfate for severe asthma not responding to initial bronchodilators and steroids.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-D',
        rteArea: 'interventions',
        source: 'gina-2025',
        written: '2026-11-25',
      },
      {
        key: 'case-neo-006-3',
        update: `She is moved to the PICU on continuous nebulized albuterol. Four hours later her wheeze is softer but her rate is 44/min. Heart rate 168/min, potassium 2.9 mEq/L, lactate 4.6 mmol/L. Blood gas: pH 7.33, PaCO2 32 mm Hg, HCO3- 16.4 mEq/L.`,
        questionText: `What best explains these laboratory results?`,
        options: [
          `Sepsis from a bacterial pneumonia with early septic shock`,
          `Diabetic ketoacidosis brought on by the systemic steroids`,
          `Acute respiratory acidosis from respiratory muscle fatigue`,
          `Effects of high-dose beta-agonist therapy`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Continuous beta-agonist drives potassium into cells (hypokalemia), speeds the heart and raises lactate through increased glycolysis. The metabolic acidosis adds to her tachypnea and can be mistaken for worsening asthma.

A is wrong: nothing points to sepsis, and the pattern matches the drug exposure.
B is wrong: steroids raise glucose, but ketoacidosis is unlikely in a non-diabetic child after hours of treatment.
C is wrong: the PaCO2 is low; the acidosis is metabolic.

Correct Answer: D
Key Learning Point: High-dose albuterol can cause hypokalemia, tachycardia and lactic acidosis; a rising respiratory rate may reflect the acidosis rather than worse asthma.`,
        difficulty: 'hard',
        kind: 'information-gathering',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'egans-2020',
        written: '2026-11-25',
      },
      {
        key: 'case-neo-006-4',
        update: `Overnight she tires. She becomes drowsy, air movement falls to a near-silent chest, and a gas shows pH 7.28, PaCO2 55 mm Hg, HCO3- 25 mEq/L. She is intubated with ketamine.`,
        questionText: `Which ventilator strategy should the respiratory therapist use?`,
        options: [
          `A high rate to bring her PaCO2 quickly back to 40 mm Hg`,
          `A low rate with long exhalation, accepting a high PaCO2`,
          `High PEEP of 12-15 cm H2O to stent the small airways open`,
          `A tidal volume of 12 mL/kg to overcome the airway resistance`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. In severe asthma the danger is gas trapping. A low rate and short inspiratory time leave long expiratory times, limiting auto-PEEP, barotrauma and hypotension; a raised PaCO2 with an acceptable pH is tolerated while bronchodilators work.

A is wrong: a high rate shortens exhalation and worsens trapping.
C is wrong: high applied PEEP adds to hyperinflation in a patient who is not triggering.
D is wrong: large tidal volumes raise trapped volume and plateau pressure.

Correct Answer: B
Key Learning Point: Ventilate severe asthma with a low rate and long expiratory time and accept hypercapnia (permissive hypercapnia).`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-C',
        rteArea: 'interventions',
        source: 'hess-kacmarek-2019',
        written: '2026-11-25',
      },
      {
        key: 'case-neo-006-5',
        update: `She is extubated on day 3 and goes home on day 5. Before discharge the respiratory therapist reviews her pressurized inhaler technique: she fires the puff into her mouth and inhales quickly without a spacer.`,
        questionText: `Which change in technique will most improve lung delivery?`,
        options: [
          `Fire two puffs at once into the mouth to double the dose given`,
          `Use the inhaler with a valved spacer and breathe in slowly`,
          `Exhale through the spacer just before each puff is fired into the mouth`,
          `Hold the inhaler about 10 cm away from the open mouth with no spacer`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. A valved holding chamber removes the need to coordinate firing with inhaling, slows the aerosol and reduces throat deposition; a slow, deep breath (or several tidal breaths for younger children) carries more drug to the lungs.

A is wrong: two puffs at once collide and deposit in the chamber or throat.
C is wrong: exhaling into the spacer blows the aerosol away and wets the chamber.
D is wrong: the open-mouth method needs coordination she lacks; a spacer is preferred for children.

Correct Answer: B
Key Learning Point: Children should use pressurized inhalers with a valved holding chamber and slow inhalation, one puff at a time.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-I',
        rteArea: 'professional-practice',
        source: 'aarc-aerosol-devices-2012',
        written: '2026-11-25',
      },
    ],
  },
  {
    key: 'case-neo-007',
    topicId: 10,
    title: 'A toddler who choked on peanuts',
    setting: 'neonatal-pediatric',
    category: 'pediatric',
    place: 'hospital',
    scenario: `A 2-year-old boy was eating peanuts while running 2 days ago and had a sudden coughing fit that settled. Since then he has a cough and a new wheeze. He is alert and playing, respiratory rate 30/min, SpO2 95% on room air. Breath sounds are reduced on the right with a fixed wheeze there; the left side is clear. An inspiratory chest radiograph looks normal.`,
    items: [
      {
        key: 'case-neo-007-1',
        questionText: `Which further imaging should the respiratory therapist suggest?`,
        options: [
          `A sinus CT scan to look for a source of postnasal drip`,
          `Bilateral decubitus or expiratory chest radiographs`,
          `Spirometry before and after a bronchodilator`,
          `A barium swallow to look for a vascular ring`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. A foreign body in a bronchus can act as a one-way valve, so the lung beyond it stays inflated during expiration. Expiratory films, or decubitus films in a child who cannot exhale on command, show this air trapping when the inspiratory film looks normal.

A is wrong: sinus imaging does not explain a sudden choking episode with one-sided signs.
C is wrong: a 2-year-old cannot perform spirometry.
D is wrong: a vascular ring causes long-standing symptoms, not a sudden one-sided wheeze after choking.

Correct Answer: B
Key Learning Point: Suspected airway foreign body with a normal inspiratory film: get expiratory or decubitus films to show unilateral air trapping.`,
        difficulty: 'medium',
        kind: 'information-gathering',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-E',
        rteArea: 'patient-data',
        source: 'egans-2020',
        written: '2026-11-25',
      },
      {
        key: 'case-neo-007-2',
        update: `With the right side down, the right lung stays hyperlucent and does not lose volume, while the left lung loses volume normally when it is dependent.`,
        questionText: `What should the respiratory therapist recommend?`,
        options: [
          `Rigid bronchoscopy to find and remove the object`,
          `Bronchodilators and a week of home observation`,
          `Chest physiotherapy with percussion to dislodge it`,
          `A course of antibiotics for right-sided pneumonia`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Failure of the dependent right lung to deflate shows air trapping behind an obstruction in the right bronchial tree. Rigid bronchoscopy is both diagnostic and therapeutic for a suspected aspirated object.

B is wrong: waiting risks pneumonia, atelectasis and airway damage, and bronchodilators do not remove an object.
C is wrong: percussion can move the object into the trachea and cause complete obstruction.
D is wrong: antibiotics do not treat the cause and there are no signs of pneumonia.

Correct Answer: A
Key Learning Point: Unilateral air trapping after a choking episode calls for rigid bronchoscopy, not chest physiotherapy.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-H',
        rteArea: 'interventions',
        source: 'egans-2020',
        written: '2026-11-25',
      },
      {
        key: 'case-neo-007-3',
        update: `While waiting for the procedure he coughs violently, then suddenly cannot cough, cry or speak. He is conscious, clutching his throat and turning blue.`,
        questionText: `What should the respiratory therapist do?`,
        options: [
          `Give five back blows alternating with five chest thrusts`,
          `Sweep a finger blindly through his mouth to find the object`,
          `Alternate 5 back blows and 5 abdominal thrusts`,
          `Encourage him to keep trying to cough and wait for the operating room team to arrive`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. A silent, ineffective cough in a conscious child over 1 year means severe airway obstruction. The 2025 AHA guidelines have the rescuer alternate cycles of 5 back blows and 5 abdominal thrusts until the object comes out or the child becomes unresponsive.

A is wrong: chest thrusts take the place of abdominal thrusts only in infants under 1 year, whose liver the abdominal thrusts could injure.
B is wrong: blind finger sweeps can push the object deeper.
D is wrong: he cannot cough effectively; waiting allows hypoxic arrest.

Correct Answer: C
Key Learning Point: Severe choking in a responsive child over 1 year: alternate 5 back blows and 5 abdominal thrusts; infants get back blows and chest thrusts.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-G',
        rteArea: 'interventions',
        source: 'aha-pals-2025',
        reviewed: '2026-11-28',
        written: '2026-11-28',
      },
      {
        key: 'case-neo-007-4',
        update: `After several rounds of back blows and thrusts he goes limp and stops responding. Help has been called.`,
        questionText: `What should the respiratory therapist do next?`,
        options: [
          `Keep giving back blows and thrusts with him standing supported`,
          `Give two breaths, then check for a pulse for a full minute first`,
          `Sweep a finger through his mouth before any other step`,
          `Start CPR and look in the mouth before each set of breaths`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Once a choking child is unresponsive, CPR begins with compressions, which can also dislodge the object. Each time the airway is opened for breaths the rescuer looks in the mouth and removes an object only if it is seen.

A is wrong: back blows and abdominal thrusts are for a responsive child; an unresponsive child gets CPR.
B is wrong: pulse checks last no more than 10 seconds and must not delay compressions.
C is wrong: blind sweeps can push the object further in; remove it only if visible.

Correct Answer: D
Key Learning Point: When a choking victim becomes unresponsive, start CPR and check the mouth for a visible object before breaths.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-G',
        rteArea: 'interventions',
        source: 'aha-pals-2025',
        reviewed: '2026-11-28',
        written: '2026-11-28',
      },
    ],
  },
  {
    key: 'case-neo-008',
    topicId: 10,
    title: 'A child with cystic fibrosis and a new modulator',
    setting: 'neonatal-pediatric',
    category: 'pediatric',
    place: 'outside',
    scenario: `A 10-year-old boy with cystic fibrosis (two F508del alleles) comes to the CF clinic with 2 weeks of more cough and sputum, less energy and a 1-kg weight loss. His FEV1 is 78% of predicted today; it was 92% three months ago. His current therapy is dornase alfa, hypertonic saline, albuterol and an oscillating PEP device twice a day.`,
    items: [
      {
        key: 'case-neo-008-1',
        questionText: `What should the respiratory therapist recommend first?`,
        options: [
          `Repeat the spirometry in 6 months to confirm the downward trend`,
          `Stop the hypertonic saline, which may itself be causing the cough`,
          `Obtain a sputum culture, as a pulmonary exacerbation is likely`,
          `Start a daily inhaled corticosteroid to calm the airway inflammation`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. More cough and sputum, weight loss and a fall in FEV1 of about 15% of predicted define a pulmonary exacerbation. A sputum (or throat) culture guides the choice of antibiotics against the organisms he carries.

A is wrong: an acute drop with symptoms needs treatment now, not in 6 months.
B is wrong: hypertonic saline is part of his clearance therapy and is not the cause of an exacerbation.
D is wrong: inhaled steroids are not recommended for CF lung disease without asthma and do not treat infection.

Correct Answer: C
Key Learning Point: A fall in FEV1 with more cough and sputum in CF is an exacerbation: culture and treat promptly.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-E',
        rteArea: 'patient-data',
        source: 'cff-chronic-meds-2013',
        written: '2026-11-25',
      },
      {
        key: 'case-neo-008-2',
        update: `The culture grows Pseudomonas aeruginosa and an inhaled antibiotic is added. His mother asks in what order to give the inhaled treatments.`,
        questionText: `Which sequence should the respiratory therapist teach?`,
        options: [
          `Antibiotic, then albuterol, then hypertonic saline with airway clearance`,
          `Hypertonic saline, then antibiotic, then albuterol after clearance`,
          `Albuterol, then hypertonic saline with airway clearance, antibiotic last`,
          `Antibiotic and dornase mixed together in one nebulizer cup first`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. The bronchodilator opens the airways and prevents saline-induced bronchospasm; hypertonic saline and airway clearance then move secretions out; the inhaled antibiotic comes last so it reaches cleared airways. Dornase fits before clearance at a time that suits the family.

A is wrong: an antibiotic given into airways full of mucus is poorly distributed and then coughed out.
B is wrong: hypertonic saline without a bronchodilator first can cause bronchospasm.
D is wrong: CF drugs are not mixed in one nebulizer unless approved for it; mixing can inactivate them.

Correct Answer: C
Key Learning Point: CF aerosol order: bronchodilator, hypertonic saline and airway clearance (dornase before clearance), inhaled antibiotic last.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-I',
        rteArea: 'professional-practice',
        source: 'cff-chronic-meds-2013',
        written: '2026-11-25',
      },
      {
        key: 'case-neo-008-3',
        update: `After the exacerbation settles, his parents ask whether he can take elexacaftor/tezacaftor/ivacaftor, which a friend's child uses.`,
        questionText: `How should the respiratory therapist answer?`,
        options: [
          `It is meant for gating mutations such as G551D, so he does not qualify`,
          `It cannot be started until he turns 18 years old`,
          `He may qualify, as it is approved for at least one F508del allele`,
          `He qualifies, and it will replace his daily airway clearance routine`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. Elexacaftor/tezacaftor/ivacaftor is approved for people with CF aged 2 years and older who have at least one F508del allele (or another responsive mutation), so a 10-year-old with two F508del alleles is a candidate; the CF team prescribes it.

A is wrong: ivacaftor alone was first approved for gating mutations; the triple combination covers F508del.
B is wrong: it is approved for young children, not only adults.
D is wrong: modulators improve lung function but do not replace maintenance therapies; changes are made only by the CF team.

Correct Answer: C
Key Learning Point: Elexacaftor/tezacaftor/ivacaftor is indicated for CF patients aged 2 and older with at least one F508del allele.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-D',
        rteArea: 'interventions',
        rteTopic: 'biologics-cftr',
        rte2027: true,
        source: 'egans-2020',
        written: '2026-11-25',
      },
      {
        key: 'case-neo-008-4',
        update: `He starts the modulator. At 3 months his FEV1 is 95% of predicted, sweat chloride has fallen from 104 to 52 mmol/L, and he has gained 2 kg.`,
        questionText: `Which monitoring should the respiratory therapist expect to continue?`,
        options: [
          `Periodic liver function tests and eye examinations`,
          `Weekly sweat chloride tests to confirm the dose is right`,
          `Monthly chest CT scans to track structural changes in the airways`,
          `Daily peak flow readings, stopping the drug if they fall`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. CFTR modulators can raise liver enzymes, so liver function is checked before and periodically during treatment; children also have eye examinations because cataracts have been reported.

B is wrong: sweat chloride confirms a response but is not repeated weekly.
C is wrong: repeated CT scans expose a child to radiation without guiding treatment.
D is wrong: peak flow is a poor measure in CF, and the drug is not stopped on daily readings.

Correct Answer: A
Key Learning Point: Monitor liver function and, in children, eye examinations during CFTR modulator therapy.`,
        difficulty: 'medium',
        kind: 'information-gathering',
        cognitiveLevel: 'recall',
        outlineSection: 'I',
        tmcCode: 'I-A',
        rteArea: 'patient-data',
        rteTopic: 'biologics-cftr',
        rte2027: true,
        source: 'egans-2020',
        written: '2026-11-25',
      },
      {
        key: 'case-neo-008-5',
        update: `At his next visit another child with CF is in the clinic waiting area, and the two families know each other.`,
        questionText: `Which infection-prevention advice should the respiratory therapist give?`,
        options: [
          `The children may play together if both are feeling well`,
          `Keep at least 6 feet apart and wear masks in common areas`,
          `Both may share equipment after a wipe with a cloth`,
          `Masks are not needed, because both are on treatment`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. People with CF can pass organisms such as Pseudomonas and Burkholderia to each other. CF infection control advises at least 6 feet of distance, masks in shared spaces and separate rooms in clinic.

A is wrong: feeling well does not mean a child is free of transmissible organisms.
C is wrong: equipment is not shared; a quick wipe does not disinfect it.
D is wrong: treatment does not stop the carriage of organisms.

Correct Answer: B
Key Learning Point: People with CF should keep at least 6 feet apart, wear masks in common areas and never share equipment.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'II',
        tmcCode: 'II-B',
        rteArea: 'equipment-infection',
        source: 'cdc-isolation-2007',
        written: '2026-11-25',
      },
    ],
  },
];
