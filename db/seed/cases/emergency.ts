import type { SeedCaseSet } from '../types';

/** Clinical-judgment case sets in the emergency department and at the scene. */
export const caseSets: SeedCaseSet[] = [
  {
    key: 'case-em-001',
    topicId: 11,
    title: 'Smoke inhalation from a house fire',
    setting: 'emergency',
    scenario: `A 45-year-old man is brought to the emergency department after being pulled from a house fire; he was briefly unconscious at the scene. He is now confused and has a headache. There is soot around his nose and mouth, singed nasal hair and a hoarse voice. Respiratory rate 28/min, heart rate 118/min, blood pressure 126/78 mm Hg. The pulse oximeter reads 98% on a non-rebreathing mask.`,
    items: [
      {
        key: 'case-em-001-1',
        questionText: `Which measurement should the respiratory therapist obtain to assess his oxygenation?`,
        options: [
          `An arterial sample analyzed by CO-oximetry`,
          `Pulse oximetry repeated on an earlobe probe`,
          `End-tidal CO2 by sidestream capnography`,
          `A peak expiratory flow before and after albuterol`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Standard two-wavelength pulse oximeters read carboxyhemoglobin as oxyhemoglobin, so the 98% can hide a large carbon monoxide load. CO-oximetry measures carboxyhemoglobin and the true oxyhemoglobin saturation.

B is wrong: moving the probe does not solve the problem; any conventional oximeter overestimates saturation with carbon monoxide.
C is wrong: capnography assesses ventilation, not oxygen content.
D is wrong: peak flow measures airway obstruction and tells nothing about carbon monoxide.

Correct Answer: A
Key Learning Point: Suspected carbon monoxide exposure needs CO-oximetry; a normal SpO2 is unreliable.`,
        difficulty: 'easy',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-C',
        rteArea: 'patient-data',
        source: 'aarc-blood-gas-2013',
        reviewed: '2026-11-25',
      },
      {
        key: 'case-em-001-2',
        update: `While the sample is processed, his voice becomes more hoarse and a soft inspiratory stridor appears. There are partial-thickness burns on his face.`,
        questionText: `What should the respiratory therapist recommend about his airway?`,
        options: [
          `Nebulized racemic epinephrine and reassessment in 4 hours`,
          `A repeat airway examination after the burn dressings`,
          `Heliox 70/30 to lower airflow resistance through the glottis`,
          `Early intubation before upper airway swelling progresses`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Progressive hoarseness and new stridor after a thermal injury mean the upper airway is swelling, and edema keeps increasing for many hours, especially with fluid resuscitation. Securing the airway early, while it is still possible, avoids a later impossible intubation.

A is wrong: racemic epinephrine helps croup-like edema briefly but does not stop burn edema; waiting 4 hours lets the airway close.
B is wrong: delay is the danger here.
C is wrong: heliox may ease flow for a short time but hides worsening obstruction.

Correct Answer: D
Key Learning Point: Stridor or progressive hoarseness after smoke or heat exposure calls for early intubation before edema closes the airway.`,
        difficulty: 'medium',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-A',
        rteArea: 'interventions',
        source: 'egans-2020',
        reviewed: '2026-11-25',
      },
      {
        key: 'case-em-001-3',
        update: `He is intubated and ventilated on FiO2 1.0. CO-oximetry shows carboxyhemoglobin 28% and PaO2 380 mm Hg. Despite 2 L of fluid his blood pressure is 84/50 mm Hg and his lactate is 10 mmol/L.`,
        questionText: `Which second poisoning should the respiratory therapist suspect, and what treatment fits?`,
        options: [
          `Cyanide poisoning, treated with hydroxocobalamin`,
          `Methemoglobinemia, treated with methylene blue`,
          `Organophosphate poisoning, treated with atropine`,
          `Opioid toxicity, treated with naloxone`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Burning plastics and furnishings release hydrogen cyanide, which blocks cellular oxygen use. Shock with a very high lactate despite a high PaO2 in a smoke victim points to cyanide; hydroxocobalamin binds it and is the recommended antidote.

B is wrong: methemoglobinemia causes cyanosis with a low measured oxyhemoglobin, not this picture, and CO-oximetry would show it.
C is wrong: organophosphates cause secretions, bradycardia and small pupils, not a fire-related lactic acidosis.
D is wrong: opioids cause hypoventilation, which does not apply to a ventilated patient with severe lactic acidosis.

Correct Answer: A
Key Learning Point: A smoke victim with shock and lactate above about 8-10 mmol/L despite good oxygenation should be treated for cyanide with hydroxocobalamin.`,
        difficulty: 'hard',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'egans-2020',
        reviewed: '2026-11-25',
      },
      {
        key: 'case-em-001-4',
        update: `Hydroxocobalamin is given and his blood pressure improves to 112/68 mm Hg. He remains on FiO2 1.0. The team discusses hyperbaric oxygen.`,
        questionText: `Which feature of his case most supports a hyperbaric oxygen referral?`,
        options: [
          `His facial burns, which hyperbaric oxygen helps to heal faster`,
          `His PaO2 of 380 mm Hg on the ventilator`,
          `His hoarseness before intubation`,
          `Loss of consciousness with carboxyhemoglobin above 25%`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Hyperbaric oxygen is considered for carbon monoxide poisoning with loss of consciousness, neurologic signs, carboxyhemoglobin above about 25%, cardiac ischemia or pregnancy, aiming to reduce delayed neurologic injury. He has two of these features.

A is wrong: burn healing is not the reason for hyperbaric therapy in acute poisoning.
B is wrong: a high PaO2 on the ventilator reflects dissolved oxygen and is not an indication.
C is wrong: hoarseness is a sign of airway injury, managed by intubation, not hyperbaric oxygen.

Correct Answer: D
Key Learning Point: Consider hyperbaric oxygen for CO poisoning with loss of consciousness, neurologic signs, COHb above about 25%, cardiac ischemia or pregnancy.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-D',
        rteArea: 'interventions',
        source: 'egans-2020',
        reviewed: '2026-11-25',
      },
      {
        key: 'case-em-001-5',
        update: `Transfer is delayed by weather, so he stays on FiO2 1.0. Repeat carboxyhemoglobin is 14% at 1 hour and 7% at 2 hours.`,
        questionText: `What do these results show about his treatment?`,
        options: [
          `Expected elimination on 100% oxygen, with a half-life near 60-90 minutes`,
          `Slow elimination, suggesting that the ventilator is not delivering the set FiO2`,
          `Elimination as fast as on room air, so the oxygen adds no real benefit`,
          `Laboratory error, since carboxyhemoglobin cannot fall this quickly on oxygen`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Carboxyhemoglobin halving every hour (28 to 14 to 7%) matches the roughly 60-90 minute half-life on 100% oxygen, compared with about 4-5 hours on room air and about 20-30 minutes in a hyperbaric chamber.

B is wrong: the rate is what 100% oxygen should achieve.
C is wrong: on room air the level would fall only about 15% in an hour, not by half.
D is wrong: this rate is expected on high-concentration oxygen.

Correct Answer: A
Key Learning Point: CO half-life is about 4-5 h on room air, 60-90 min on 100% oxygen and 20-30 min with hyperbaric oxygen.`,
        difficulty: 'medium',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'egans-2020',
        reviewed: '2026-11-25',
      },
    ],
  },
  {
    key: 'case-em-002',
    topicId: 12,
    title: 'An adult asthma attack and the discharge plan',
    setting: 'emergency',
    scenario: `A 26-year-old woman with asthma arrives at the emergency department after 2 days of worsening wheeze. She speaks in phrases, her respiratory rate is 30/min and heart rate 122/min, with diffuse wheezes. Her peak flow is 180 L/min (40% of predicted). SpO2 is 91% on room air. An arterial blood gas on room air shows pH 7.36, PaCO2 44 mm Hg, HCO3- 24 mEq/L, PaO2 62 mm Hg.`,
    items: [
      {
        key: 'case-em-002-1',
        questionText: `How should the respiratory therapist interpret her PaCO2?`,
        options: [
          `Reassuring, as it lies within the normal range`,
          `A sign of a chronic CO2 retainer with compensation`,
          `Expected, as attacks usually cause CO2 retention early`,
          `Concerning, as it suggests she is starting to tire`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. In a significant asthma attack the patient hyperventilates and the PaCO2 is usually low. A "normal" PaCO2 of 44 with a rate of 30 and a peak flow of 40% means ventilation is no longer keeping up: fatigue or severe obstruction, a warning of impending failure.

A is wrong: a normal value is abnormal in this context.
B is wrong: her bicarbonate is normal, so there is no chronic compensation.
C is wrong: early attacks cause hypocapnia; CO2 retention is a late sign.

Correct Answer: D
Key Learning Point: A normal or rising PaCO2 during a moderate-to-severe asthma attack is an ominous sign of tiring.`,
        difficulty: 'medium',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'gina-2025',
        reviewed: '2026-11-25',
      },
      {
        key: 'case-em-002-2',
        update: `She receives oxygen, three doses of albuterol with ipratropium and oral prednisone. One hour later she speaks in sentences, her peak flow is 320 L/min (71% of predicted) and SpO2 is 96% on room air.`,
        questionText: `How should the respiratory therapist judge her response?`,
        options: [
          `A good response; continue treatment and assess for discharge`,
          `No response; prepare her for intubation in the ICU`,
          `A partial response that needs IV magnesium and admission`,
          `A good response, so oral steroids are no longer needed at home`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Peak flow has risen from 40% to 71% of predicted, she is speaking in sentences and her saturation is normal on room air. A peak flow above about 60-80% with resolving symptoms usually allows discharge after a short period of observation.

B is wrong: she has improved substantially.
C is wrong: magnesium is for a poor response to initial therapy; she has responded well.
D is wrong: a short course of oral corticosteroid (usually 5-7 days) is continued after discharge to prevent relapse.

Correct Answer: A
Key Learning Point: Judge response by peak flow and symptoms; above about 60-80% of predicted or best with few symptoms supports discharge with a short steroid course.`,
        difficulty: 'easy',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'gina-2025',
        reviewed: '2026-11-25',
      },
      {
        key: 'case-em-002-3',
        update: `While planning discharge she explains that she uses only an albuterol inhaler, several times a day, and has been to the emergency department three times this year. She has no controller medication.`,
        questionText: `Which long-term treatment should the respiratory therapist suggest to her physician?`,
        options: [
          `Continue albuterol alone but use it more often`,
          `Add a long-acting beta-agonist on its own twice daily`,
          `Start a leukotriene antagonist and keep albuterol as reliever`,
          `Budesonide-formoterol as both maintenance and reliever`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. GINA advises against SABA-only treatment in adults; its preferred track uses low-dose inhaled corticosteroid-formoterol as the reliever, and with frequent exacerbations as both maintenance and reliever. This lowers severe exacerbations compared with SABA-based regimens.

A is wrong: SABA-only treatment raises the risk of severe attacks and death.
B is wrong: a long-acting beta-agonist without an inhaled steroid raises the risk of severe asthma events.
C is wrong: a leukotriene antagonist is less effective than an inhaled steroid-containing regimen.

Correct Answer: D
Key Learning Point: For adults with uncontrolled asthma, use ICS-formoterol as maintenance-and-reliever therapy; never SABA or LABA alone.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-D',
        rteArea: 'interventions',
        source: 'gina-2025',
        reviewed: '2026-11-25',
      },
      {
        key: 'case-em-002-4',
        update: `The physician agrees. She then says quietly that she lost her job and her insurance two months ago and could not afford her last refill.`,
        questionText: `What should the respiratory therapist do?`,
        options: [
          `Arrange a social work referral and check assistance programs for her inhaler`,
          `Write the prescription and remind her firmly to take the controller inhaler every day`,
          `Give her albuterol samples instead, since they are cheaper to provide`,
          `Record that she is nonadherent and inform her primary care physician`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Cost is a social determinant of health that blocks adherence. A social work referral and manufacturer or community assistance programs (or a lower-cost equivalent chosen with the prescriber) address the real barrier, so the plan can work.

B is wrong: the prescription is useless if she cannot fill it, and scolding ignores the cause.
C is wrong: albuterol alone is the unsafe regimen that led to her visits.
D is wrong: labeling her nonadherent describes the problem without solving it.

Correct Answer: A
Key Learning Point: Ask about and address cost and access barriers (social determinants) when building a discharge plan.`,
        difficulty: 'easy',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-I',
        rteArea: 'professional-practice',
        rteTopic: 'social-determinants',
        rte2027: true,
        source: 'healthy-people-2030',
        reviewed: '2026-11-25',
      },
      {
        key: 'case-em-002-5',
        update: `A low-cost supply is arranged. She mentions that she smokes about 10 cigarettes a day and has tried to stop before.`,
        questionText: `Which approach should the respiratory therapist take?`,
        options: [
          `Tell her to cut down gradually on her own over the next year or so, without medication`,
          `Wait until her asthma is fully controlled before raising smoking`,
          `Give her a leaflet and leave the decision to her next visit`,
          `Advise quitting and offer counseling with medication such as varenicline`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Smoking worsens asthma control and steroid response. Clear advice to quit plus an offer of counseling and pharmacotherapy (varenicline or combination nicotine replacement) roughly doubles or triples quit rates compared with advice alone.

A is wrong: unaided gradual reduction has low success and delays the benefit.
B is wrong: the visit is a teachable moment; waiting misses it.
C is wrong: a leaflet alone is weak; counseling with medication works best.

Correct Answer: D
Key Learning Point: Ask, advise and assist at every visit: counseling plus pharmacotherapy is the most effective cessation approach.`,
        difficulty: 'easy',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-I',
        rteArea: 'professional-practice',
        source: 'phs-tobacco-2008',
        reviewed: '2026-11-25',
      },
    ],
  },
  {
    key: 'case-em-003',
    topicId: 12,
    title: 'A COPD exacerbation with hypercapnia',
    setting: 'emergency',
    scenario: `A 68-year-old man with COPD comes to the emergency department with 3 days of more dyspnea and purulent sputum. He is alert, using accessory muscles, respiratory rate 30/min, heart rate 110/min, SpO2 82% on room air. He says his lung doctor told him he "holds on to CO2".`,
    items: [
      {
        key: 'case-em-003-1',
        questionText: `Which oxygen therapy should the respiratory therapist start?`,
        options: [
          `A 28% air-entrainment mask titrated to SpO2 88-92%`,
          `A non-rebreathing mask at 15 L/min until the gas results`,
          `A nasal cannula at 6 L/min aiming for SpO2 above 96%`,
          `No oxygen until an arterial blood gas has been drawn`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. In COPD with known CO2 retention, oxygen is given in a controlled way to a target of 88-92%; an air-entrainment (Venturi) mask delivers a predictable FiO2 despite his fast breathing.

B is wrong: high-concentration oxygen can worsen hypercapnia through V/Q changes and the Haldane effect.
C is wrong: a target above 96% exposes him to the same risk.
D is wrong: hypoxemia is treated at once; the gas follows.

Correct Answer: A
Key Learning Point: In COPD at risk of hypercapnia, give controlled oxygen (Venturi 24-28%) to SpO2 88-92%.`,
        difficulty: 'easy',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-C',
        rteArea: 'interventions',
        source: 'gold-2025',
        reviewed: '2026-11-25',
      },
      {
        key: 'case-em-003-2',
        update: `On the 28% mask his SpO2 is 89%. Arterial blood gas: pH 7.28, PaCO2 70 mm Hg, HCO3- 32 mEq/L, PaO2 58 mm Hg.`,
        questionText: `How should the respiratory therapist interpret this gas?`,
        options: [
          `Acute respiratory acidosis with no metabolic compensation`,
          `Compensated chronic respiratory acidosis at his baseline`,
          `Metabolic alkalosis with respiratory compensation`,
          `Acute-on-chronic respiratory acidosis`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. The pH is acidemic with a high PaCO2, so respiratory acidosis is primary. An acute rise of 30 mm Hg would raise the bicarbonate only about 3 mEq/L (to about 27) and the pH would be lower; a fully chronic rise would raise the bicarbonate about 10-12 and nearly normalize the pH. An HCO3- of 32 with a pH of 7.28 sits between: a chronic retainer with an acute rise on top.

A is wrong: the bicarbonate is well above the 1-mEq-per-10 rise expected in a purely acute change.
B is wrong: a pH of 7.28 is not compensated.
C is wrong: the acidemic pH rules out a primary alkalosis.

Correct Answer: D
Key Learning Point: In respiratory acidosis, compare the HCO3- rise with acute (1 per 10 mm Hg) and chronic (3.5-4 per 10) expectations to spot acute-on-chronic failure.`,
        difficulty: 'medium',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'aarc-blood-gas-2013',
        reviewed: '2026-11-25',
      },
      {
        key: 'case-em-003-3',
        update: `The physician orders bilevel noninvasive ventilation by oronasal mask.`,
        questionText: `Which initial settings are most appropriate?`,
        options: [
          `IPAP 12 cm H2O, EPAP 5 cm H2O, FiO2 to SpO2 88-92%`,
          `IPAP 5 cm H2O, EPAP 5 cm H2O, FiO2 0.28`,
          `IPAP 10 cm H2O, EPAP 10 cm H2O, FiO2 0.50`,
          `IPAP 30 cm H2O, EPAP 15 cm H2O, FiO2 1.0`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Starting around IPAP 10-12 and EPAP 4-5 cm H2O gives a pressure support of about 7 cm H2O, enough to unload the muscles and raise tidal volume, with EPAP offsetting some intrinsic PEEP. IPAP is then raised as tolerated to lower the PaCO2, and oxygen is titrated to 88-92%.

B is wrong: equal IPAP and EPAP is CPAP with no inspiratory support to lower the PaCO2.
C is wrong: equal pressures again give no support, and FiO2 0.50 overshoots his target.
D is wrong: these pressures are poorly tolerated at the start, cause leaks and gastric distension, and FiO2 1.0 is unnecessary.

Correct Answer: A
Key Learning Point: Start NIV for hypercapnic COPD near IPAP 10-12 / EPAP 4-5 cm H2O and titrate IPAP up; the IPAP-EPAP difference is the support.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-C',
        rteArea: 'interventions',
        source: 'ers-ats-niv-2017',
        reviewed: '2026-11-25',
      },
      {
        key: 'case-em-003-4',
        update: `IPAP is titrated to 16 cm H2O. After 1 hour his respiratory rate is 24/min and he is calmer. Gas: pH 7.33, PaCO2 65 mm Hg, HCO3- 33 mEq/L, PaO2 62 mm Hg.`,
        questionText: `What should the respiratory therapist recommend?`,
        options: [
          `Intubate, because the PaCO2 is still above 60 mm Hg`,
          `Remove the mask, since the pH is nearly normal`,
          `Lower the IPAP to 10 cm H2O to improve comfort`,
          `Continue NIV and repeat the blood gas in 1-2 hours`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. The pH has risen from 7.28 to 7.33 and his rate has fallen, so NIV is working. It is continued, with a repeat gas to confirm the trend; improvement in pH and rate in the first 1-2 hours predicts success.

A is wrong: the absolute PaCO2 matters less than the trend and pH, and both are improving.
B is wrong: stopping after an hour risks relapse while the exacerbation is still active.
C is wrong: lowering support now would let the PaCO2 climb back.

Correct Answer: D
Key Learning Point: Judge NIV at 1-2 hours by pH, PaCO2 trend, rate and comfort; continue when they improve.`,
        difficulty: 'medium',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        source: 'ers-ats-niv-2017',
        reviewed: '2026-11-25',
      },
      {
        key: 'case-em-003-5',
        update: `Six hours later he complains that his eyes burn, and his eyes are red. The mask is strapped very tightly and air blows toward his eyes at the top of the mask.`,
        questionText: `Which action should the respiratory therapist take?`,
        options: [
          `Refit or resize the mask to stop the leak toward his eyes`,
          `Tighten the headgear further to close the leak`,
          `Lower the IPAP to 8 cm H2O so that less air escapes`,
          `Switch to a nasal cannula and continue the rest of the treatment plan`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Air leaking at the nasal bridge dries and irritates the eyes. A tight strap with a leak usually means the wrong size or position; refitting (or a different interface) seals the mask at a lower strap tension.

B is wrong: overtightening causes pressure injury of the nasal bridge and often worsens leak by distorting the cushion.
C is wrong: cutting support undoes the treatment that is working.
D is wrong: a cannula gives no ventilatory support.

Correct Answer: A
Key Learning Point: Eye irritation from NIV means leak at the nasal bridge; refit or resize the mask rather than overtightening.`,
        difficulty: 'easy',
        cognitiveLevel: 'application',
        outlineSection: 'II',
        tmcCode: 'II-A',
        rteArea: 'equipment-infection',
        source: 'ers-ats-niv-2017',
        reviewed: '2026-11-25',
      },
    ],
  },
];
