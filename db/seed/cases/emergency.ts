import type { SeedCaseSet } from '../types';

/** Clinical-judgment case sets in the emergency department and at the scene. */
export const caseSets: SeedCaseSet[] = [
  {
    key: 'case-em-001',
    topicId: 11,
    title: 'Smoke inhalation from a house fire',
    setting: 'emergency',
    category: 'trauma',
    place: 'hospital',
    scenario: `A 45-year-old man is brought to the emergency department after being pulled from a house fire; he was briefly unconscious at the scene. He is now confused and has a headache. There is soot around his nose and mouth, singed nasal hair and a hoarse voice. Respiratory rate 28/min, heart rate 118/min, blood pressure 126/78 mm Hg. The pulse oximeter reads 98% on a non-rebreathing mask.`,
    items: [
      {
        key: 'case-em-001-1',
        questionText: `Which measurement should the respiratory therapist obtain to assess his oxygenation?`,
        options: [
          `Pulse oximetry repeated on an earlobe probe`,
          `An arterial sample analyzed by CO-oximetry`,
          `End-tidal CO2 measured by sidestream capnography`,
          `A peak expiratory flow before and after albuterol`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Standard two-wavelength pulse oximeters read carboxyhemoglobin as oxyhemoglobin, so the 98% can hide a large carbon monoxide load. CO-oximetry measures carboxyhemoglobin and the true oxyhemoglobin saturation.

A is wrong: moving the probe does not solve the problem; any conventional oximeter overestimates saturation with carbon monoxide.
C is wrong: capnography assesses ventilation, not oxygen content.
D is wrong: peak flow measures airway obstruction and tells nothing about carbon monoxide.

Correct Answer: B
Key Learning Point: Suspected carbon monoxide exposure needs CO-oximetry; a normal SpO2 is unreliable.`,
        difficulty: 'easy',
        kind: 'information-gathering',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-C',
        rteArea: 'patient-data',
        source: 'aarc-blood-gas-2013',
        written: '2026-11-25',
      },
      {
        key: 'case-em-001-2',
        update: `While the sample is processed, his voice becomes more hoarse and a soft inspiratory stridor appears. There are partial-thickness burns on his face.`,
        questionText: `What should the respiratory therapist recommend about his airway?`,
        options: [
          `Nebulized racemic epinephrine and reassessment in 4 hours`,
          `Early intubation before upper airway swelling progresses`,
          `Heliox 70/30 to lower airflow resistance through the glottis`,
          `A repeat airway examination once the burn dressings are done`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Progressive hoarseness and new stridor after a thermal injury mean the upper airway is swelling, and edema keeps increasing for many hours, especially with fluid resuscitation. Securing the airway early, while it is still possible, avoids a later impossible intubation.

A is wrong: racemic epinephrine helps croup-like edema briefly but does not stop burn edema; waiting 4 hours lets the airway close.
C is wrong: heliox may ease flow for a short time but hides worsening obstruction.
D is wrong: delay is the danger here.

Correct Answer: B
Key Learning Point: Stridor or progressive hoarseness after smoke or heat exposure calls for early intubation before edema closes the airway.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-A',
        rteArea: 'interventions',
        source: 'egans-2020',
        written: '2026-11-25',
      },
      {
        key: 'case-em-001-3',
        update: `He is intubated and ventilated on FiO2 1.0. CO-oximetry shows carboxyhemoglobin 28% and PaO2 380 mm Hg. Despite 2 L of fluid his blood pressure is 84/50 mm Hg and his lactate is 10 mmol/L.`,
        questionText: `Which second poisoning should the respiratory therapist suspect, and what treatment fits?`,
        options: [
          `Methemoglobinemia, treated with methylene blue`,
          `Cyanide poisoning, treated with hydroxocobalamin`,
          `Organophosphate poisoning, treated with atropine`,
          `Opioid toxicity, treated with naloxone`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Burning plastics and furnishings release hydrogen cyanide, which blocks cellular oxygen use. Shock with a very high lactate despite a high PaO2 in a smoke victim points to cyanide; hydroxocobalamin binds it and is the recommended antidote.

A is wrong: methemoglobinemia causes cyanosis with a low measured oxyhemoglobin, not this picture, and CO-oximetry would show it.
C is wrong: organophosphates cause secretions, bradycardia and small pupils, not a fire-related lactic acidosis.
D is wrong: opioids cause hypoventilation, which does not apply to a ventilated patient with severe lactic acidosis.

Correct Answer: B
Key Learning Point: A smoke victim with shock and lactate above about 8-10 mmol/L despite good oxygenation should be treated for cyanide with hydroxocobalamin.`,
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
        key: 'case-em-001-4',
        update: `Hydroxocobalamin is given and his blood pressure improves to 112/68 mm Hg. He remains on FiO2 1.0. The team discusses hyperbaric oxygen.`,
        questionText: `Which feature of his case most supports a hyperbaric oxygen referral?`,
        options: [
          `His facial burns, which hyperbaric oxygen heals faster`,
          `Loss of consciousness with carboxyhemoglobin above 25%`,
          `His hoarseness before intubation`,
          `His PaO2 of 380 mm Hg on the ventilator`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Hyperbaric oxygen is considered for carbon monoxide poisoning with loss of consciousness, neurologic signs, carboxyhemoglobin above about 25%, cardiac ischemia or pregnancy, aiming to reduce delayed neurologic injury. He has two of these features.

A is wrong: burn healing is not the reason for hyperbaric therapy in acute poisoning.
C is wrong: hoarseness is a sign of airway injury, managed by intubation, not hyperbaric oxygen.
D is wrong: a high PaO2 on the ventilator reflects dissolved oxygen and is not an indication.

Correct Answer: B
Key Learning Point: Consider hyperbaric oxygen for CO poisoning with loss of consciousness, neurologic signs, COHb above about 25%, cardiac ischemia or pregnancy.`,
        difficulty: 'medium',
        kind: 'information-gathering',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-D',
        rteArea: 'interventions',
        source: 'egans-2020',
        written: '2026-11-25',
      },
      {
        key: 'case-em-001-5',
        update: `Transfer is delayed by weather, so he stays on FiO2 1.0. Repeat carboxyhemoglobin is 14% at 1 hour and 7% at 2 hours.`,
        questionText: `What do these results show about his treatment?`,
        options: [
          `Elimination as fast as on room air, so the oxygen adds no real benefit`,
          `Slow elimination, suggesting that the ventilator is not delivering the set FiO2`,
          `Expected elimination on 100% oxygen, with a half-life near 60-90 minutes`,
          `Laboratory error, since oxygen cannot clear carboxyhemoglobin this fast`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. Carboxyhemoglobin halving every hour (28 to 14 to 7%) matches the roughly 60-90 minute half-life on 100% oxygen, compared with about 4-5 hours on room air and about 20-30 minutes in a hyperbaric chamber.

A is wrong: on room air the level would fall only about 15% in an hour, not by half.
B is wrong: the rate is what 100% oxygen should achieve.
D is wrong: this rate is expected on high-concentration oxygen.

Correct Answer: C
Key Learning Point: CO half-life is about 4-5 h on room air, 60-90 min on 100% oxygen and 20-30 min with hyperbaric oxygen.`,
        difficulty: 'medium',
        kind: 'information-gathering',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'egans-2020',
        written: '2026-11-25',
      },
    ],
  },
  {
    key: 'case-em-002',
    topicId: 12,
    title: 'An adult asthma attack and the discharge plan',
    setting: 'emergency',
    category: 'chronic-lung',
    focus: 'noninvasive',
    place: 'hospital',
    scenario: `A 26-year-old woman with asthma arrives at the emergency department after 2 days of worsening wheeze. She speaks in phrases, her respiratory rate is 30/min and heart rate 122/min, with diffuse wheezes. Her peak flow is 180 L/min (40% of predicted). SpO2 is 91% on room air. An arterial blood gas on room air shows pH 7.36, PaCO2 44 mm Hg, HCO3- 24 mEq/L, PaO2 62 mm Hg.`,
    items: [
      {
        key: 'case-em-002-1',
        questionText: `How should the respiratory therapist interpret her PaCO2?`,
        options: [
          `Reassuring, as it lies within the normal range`,
          `Concerning, as it suggests she is starting to tire`,
          `Expected, as attacks usually cause CO2 retention early`,
          `A sign of a chronic CO2 retainer with compensation`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. In a significant asthma attack the patient hyperventilates and the PaCO2 is usually low. A "normal" PaCO2 of 44 with a rate of 30 and a peak flow of 40% means ventilation is no longer keeping up: fatigue or severe obstruction, a warning of impending failure.

A is wrong: a normal value is abnormal in this context.
C is wrong: early attacks cause hypocapnia; CO2 retention is a late sign.
D is wrong: her bicarbonate is normal, so there is no chronic compensation.

Correct Answer: B
Key Learning Point: A normal or rising PaCO2 during a moderate-to-severe asthma attack is an ominous sign of tiring.`,
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
        key: 'case-em-002-2',
        update: `She receives oxygen, three doses of albuterol with ipratropium and oral prednisone. One hour later she speaks in sentences, her peak flow is 320 L/min (71% of predicted) and SpO2 is 96% on room air.`,
        questionText: `How should the respiratory therapist judge her response?`,
        options: [
          `A partial response that needs IV magnesium and hospital admission`,
          `No response; prepare her for intubation in the ICU`,
          `A good response; continue treatment and assess for discharge`,
          `A good response, so oral steroids are no longer needed at home`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. Peak flow has risen from 40% to 71% of predicted, she is speaking in sentences and her saturation is normal on room air. A peak flow above about 60-80% with resolving symptoms usually allows discharge after a short period of observation.

A is wrong: magnesium is for a poor response to initial therapy; she has responded well.
B is wrong: she has improved substantially.
D is wrong: a short course of oral corticosteroid (usually 5-7 days) is continued after discharge to prevent relapse.

Correct Answer: C
Key Learning Point: Judge response by peak flow and symptoms; above about 60-80% of predicted or best with few symptoms supports discharge with a short steroid course.`,
        difficulty: 'easy',
        kind: 'information-gathering',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'gina-2025',
        written: '2026-11-25',
      },
      {
        key: 'case-em-002-3',
        update: `While planning discharge she explains that she uses only an albuterol inhaler, several times a day, and has been to the emergency department three times this year. She has no controller medication.`,
        questionText: `Which long-term treatment should the respiratory therapist suggest to her physician?`,
        options: [
          `Continue albuterol alone but use it more often through the day`,
          `Budesonide-formoterol as both maintenance and reliever`,
          `Start a leukotriene antagonist and keep albuterol as reliever`,
          `Add a long-acting beta-agonist on its own, taken twice daily`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. GINA advises against SABA-only treatment in adults; its preferred track uses low-dose inhaled corticosteroid-formoterol as the reliever, and with frequent exacerbations as both maintenance and reliever. This lowers severe exacerbations compared with SABA-based regimens.

A is wrong: SABA-only treatment raises the risk of severe attacks and death.
C is wrong: a leukotriene antagonist is less effective than an inhaled steroid-containing regimen.
D is wrong: a long-acting beta-agonist without an inhaled steroid raises the risk of severe asthma events.

Correct Answer: B
Key Learning Point: For adults with uncontrolled asthma, use ICS-formoterol as maintenance-and-reliever therapy; never SABA or LABA alone.`,
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
        key: 'case-em-002-4',
        update: `The physician agrees. She then says quietly that she lost her job and her insurance two months ago and could not afford her last refill.`,
        questionText: `What should the respiratory therapist do?`,
        options: [
          `Give her albuterol samples instead, since they are cheaper to provide`,
          `Write the prescription and remind her firmly to take it every day`,
          `Arrange a social work referral and check assistance programs for her inhaler`,
          `Record that she is nonadherent and inform her primary care physician`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. Cost is a social determinant of health that blocks adherence. A social work referral and manufacturer or community assistance programs (or a lower-cost equivalent chosen with the prescriber) address the real barrier, so the plan can work.

A is wrong: albuterol alone is the unsafe regimen that led to her visits.
B is wrong: the prescription is useless if she cannot fill it, and scolding ignores the cause.
D is wrong: labeling her nonadherent describes the problem without solving it.

Correct Answer: C
Key Learning Point: Ask about and address cost and access barriers (social determinants) when building a discharge plan.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-I',
        rteArea: 'professional-practice',
        rteTopic: 'social-determinants',
        rte2027: true,
        source: 'healthy-people-2030',
        written: '2026-11-25',
      },
      {
        key: 'case-em-002-5',
        update: `A low-cost supply is arranged. She mentions that she smokes about 10 cigarettes a day and has tried to stop before.`,
        questionText: `Which approach should the respiratory therapist take?`,
        options: [
          `Tell her to cut down gradually on her own, without medication`,
          `Advise quitting and offer counseling with medication such as varenicline`,
          `Give her a leaflet and leave the decision to her next visit`,
          `Wait until her asthma is fully controlled before raising smoking`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Smoking worsens asthma control and steroid response. Clear advice to quit plus an offer of counseling and pharmacotherapy (varenicline or combination nicotine replacement) roughly doubles or triples quit rates compared with advice alone.

A is wrong: unaided gradual reduction has low success and delays the benefit.
C is wrong: a leaflet alone is weak; counseling with medication works best.
D is wrong: the visit is a teachable moment; waiting misses it.

Correct Answer: B
Key Learning Point: Ask, advise and assist at every visit: counseling plus pharmacotherapy is the most effective cessation approach.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-I',
        rteArea: 'professional-practice',
        source: 'phs-tobacco-2008',
        written: '2026-11-25',
      },
    ],
  },
  {
    key: 'case-em-003',
    topicId: 12,
    title: 'A COPD exacerbation with hypercapnia',
    setting: 'emergency',
    category: 'chronic-lung',
    focus: 'noninvasive',
    place: 'hospital',
    scenario: `A 68-year-old man with COPD comes to the emergency department with 3 days of more dyspnea and purulent sputum. He is alert, using accessory muscles, respiratory rate 30/min, heart rate 110/min, SpO2 82% on room air. He says his lung doctor told him he "holds on to CO2".`,
    items: [
      {
        key: 'case-em-003-1',
        questionText: `Which oxygen therapy should the respiratory therapist start?`,
        options: [
          `A nasal cannula at 6 L/min aiming for SpO2 above 96%`,
          `A non-rebreathing mask at 15 L/min until the gas results`,
          `A 28% air-entrainment mask titrated to SpO2 88-92%`,
          `No oxygen until an arterial blood gas has been drawn`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. In COPD with known CO2 retention, oxygen is given in a controlled way to a target of 88-92%; an air-entrainment (Venturi) mask delivers a predictable FiO2 despite his fast breathing.

A is wrong: a target above 96% exposes him to the same risk.
B is wrong: high-concentration oxygen can worsen hypercapnia through V/Q changes and the Haldane effect.
D is wrong: hypoxemia is treated at once; the gas follows.

Correct Answer: C
Key Learning Point: In COPD at risk of hypercapnia, give controlled oxygen (Venturi 24-28%) to SpO2 88-92%.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-C',
        rteArea: 'interventions',
        source: 'gold-2025',
        written: '2026-11-25',
      },
      {
        key: 'case-em-003-2',
        update: `On the 28% mask his SpO2 is 89%. Arterial blood gas: pH 7.28, PaCO2 70 mm Hg, HCO3- 32 mEq/L, PaO2 58 mm Hg.`,
        questionText: `How should the respiratory therapist interpret this gas?`,
        options: [
          `Acute respiratory acidosis with no metabolic compensation`,
          `Acute-on-chronic respiratory acidosis`,
          `Metabolic alkalosis with respiratory compensation`,
          `Chronic respiratory acidosis with full metabolic compensation`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. The pH is acidemic with a high PaCO2, so respiratory acidosis is primary. An acute rise of 30 mm Hg would raise the bicarbonate only about 3 mEq/L (to about 27) and the pH would be lower; a fully chronic rise would raise the bicarbonate about 10-12 and nearly normalize the pH. An HCO3- of 32 with a pH of 7.28 sits between: a chronic retainer with an acute rise on top.

A is wrong: the bicarbonate is well above the 1-mEq-per-10 rise expected in a purely acute change.
C is wrong: the acidemic pH rules out a primary alkalosis.
D is wrong: a pH of 7.28 is not compensated.

Correct Answer: B
Key Learning Point: In respiratory acidosis, compare the HCO3- rise with acute (1 per 10 mm Hg) and chronic (3.5-4 per 10) expectations to spot acute-on-chronic failure.`,
        difficulty: 'hard',
        kind: 'information-gathering',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'aarc-blood-gas-2013',
        written: '2026-11-25',
      },
      {
        key: 'case-em-003-3',
        update: `The physician orders bilevel noninvasive ventilation by oronasal mask.`,
        questionText: `Which initial settings are most appropriate?`,
        options: [
          `IPAP 10 cm H2O, EPAP 10 cm H2O, FiO2 0.50`,
          `IPAP 5 cm H2O, EPAP 5 cm H2O, FiO2 0.28`,
          `IPAP 12 cm H2O, EPAP 5 cm H2O, FiO2 to SpO2 88-92%`,
          `IPAP 30 cm H2O, EPAP 15 cm H2O, FiO2 1.0`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. Starting around IPAP 10-12 and EPAP 4-5 cm H2O gives a pressure support of about 7 cm H2O, enough to unload the muscles and raise tidal volume, with EPAP offsetting some intrinsic PEEP. IPAP is then raised as tolerated to lower the PaCO2, and oxygen is titrated to 88-92%.

A is wrong: equal pressures again give no support, and FiO2 0.50 overshoots his target.
B is wrong: equal IPAP and EPAP is CPAP with no inspiratory support to lower the PaCO2.
D is wrong: these pressures are poorly tolerated at the start, cause leaks and gastric distension, and FiO2 1.0 is unnecessary.

Correct Answer: C
Key Learning Point: Start NIV for hypercapnic COPD near IPAP 10-12 / EPAP 4-5 cm H2O and titrate IPAP up; the IPAP-EPAP difference is the support.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-C',
        rteArea: 'interventions',
        source: 'ers-ats-niv-2017',
        written: '2026-11-25',
      },
      {
        key: 'case-em-003-4',
        update: `IPAP is titrated to 16 cm H2O. After 1 hour his respiratory rate is 24/min and he is calmer. Gas: pH 7.33, PaCO2 65 mm Hg, HCO3- 33 mEq/L, PaO2 62 mm Hg.`,
        questionText: `What should the respiratory therapist recommend?`,
        options: [
          `Intubate, because the PaCO2 is still above 60 mm Hg`,
          `Remove the mask, since the pH is now nearly normal`,
          `Lower the IPAP to 10 cm H2O to improve his comfort`,
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
        kind: 'decision-making',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        source: 'ers-ats-niv-2017',
        written: '2026-11-25',
      },
      {
        key: 'case-em-003-5',
        update: `Six hours later he complains that his eyes burn, and his eyes are red. The mask is strapped very tightly and air blows toward his eyes at the top of the mask.`,
        questionText: `Which action should the respiratory therapist take?`,
        options: [
          `Tighten the headgear further to close the leak`,
          `Refit or resize the mask to stop the leak toward his eyes`,
          `Lower the IPAP to 8 cm H2O so that less air escapes at the mask`,
          `Switch to a nasal cannula and continue the rest of the treatment plan`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Air leaking at the nasal bridge dries and irritates the eyes. A tight strap with a leak usually means the wrong size or position; refitting (or a different interface) seals the mask at a lower strap tension.

A is wrong: overtightening causes pressure injury of the nasal bridge and often worsens leak by distorting the cushion.
C is wrong: cutting support undoes the treatment that is working.
D is wrong: a cannula gives no ventilatory support.

Correct Answer: B
Key Learning Point: Eye irritation from NIV means leak at the nasal bridge; refit or resize the mask rather than overtightening.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'II',
        tmcCode: 'II-A',
        rteArea: 'equipment-infection',
        source: 'ers-ats-niv-2017',
        written: '2026-11-25',
      },
    ],
  },
  {
    key: 'case-em-004',
    topicId: 2,
    title: 'Opioid overdose with hypoventilation',
    setting: 'emergency',
    category: 'medical-other',
    place: 'hospital',
    scenario: `Paramedics bring in a 30-year-old man found unresponsive at home with a syringe nearby. His respiratory rate is 4/min with shallow breaths, pupils are pinpoint, heart rate 62/min with a strong pulse, blood pressure 108/70 mm Hg, and SpO2 78% on room air.`,
    items: [
      {
        key: 'case-em-004-1',
        questionText: `What should the respiratory therapist do first?`,
        options: [
          `Place a non-rebreathing mask and wait for the naloxone to work`,
          `Start chest compressions at 100-120 per minute`,
          `Ventilate by bag-mask with oxygen while naloxone is prepared`,
          `Intubate at once, before any other treatment is given to him`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. He has a pulse but is barely breathing; the immediate threat is hypoxemia from hypoventilation. Bag-mask ventilation with oxygen (about one breath every 6 seconds) supports him while naloxone reverses the opioid.

A is wrong: a mask adds oxygen but cannot fix a respiratory rate of 4/min.
B is wrong: he has a strong pulse, so compressions are not indicated.
D is wrong: naloxone often restores breathing within minutes, making intubation unnecessary; ventilation with a bag comes first.

Correct Answer: C
Key Learning Point: In opioid overdose with a pulse, support ventilation with a bag-mask and give naloxone; compressions are for pulselessness.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-G',
        rteArea: 'interventions',
        source: 'aha-cpr-ecc-2025',
        written: '2026-11-25',
      },
      {
        key: 'case-em-004-2',
        update: `An arterial blood gas drawn on room air just before bagging began shows pH 7.14, PaCO2 80 mm Hg, HCO3- 26 mEq/L, PaO2 48 mm Hg (barometric pressure 760 mm Hg).`,
        questionText: `What do the gas and his alveolar-arterial gradient show?`,
        options: [
          `Acute respiratory acidosis; a gradient near 2 mm Hg means hypoventilation explains the hypoxemia`,
          `Acute respiratory acidosis; a gradient near 50 mm Hg means aspiration explains the hypoxemia`,
          `Chronic respiratory acidosis; a gradient near 2 mm Hg means he has chronic lung disease`,
          `Mixed acidosis; a gradient near 100 mm Hg means a large shunt explains the hypoxemia`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. The bicarbonate of 26 has barely risen, so the acidosis is acute and uncompensated. PAO2 = 0.21 x 713 - 80/0.8 = 150 - 100 = 50 mm Hg; minus the PaO2 of 48 gives a gradient of about 2 mm Hg. A normal gradient means pure hypoventilation accounts for the hypoxemia.

B is wrong: the gradient is about 2, not 50; there is no gas-exchange defect yet.
C is wrong: a chronic acidosis would show a much higher bicarbonate.
D is wrong: the bicarbonate is normal, so there is no metabolic acidosis, and the gradient is normal.

Correct Answer: A
Key Learning Point: Hypoxemia with a normal A-a gradient is hypoventilation (or low inspired oxygen); a wide gradient means a lung problem.`,
        difficulty: 'hard',
        kind: 'information-gathering',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'west-physiology-2021',
        written: '2026-11-25',
      },
      {
        key: 'case-em-004-3',
        update: `Naloxone 0.4 mg IV is given. Within 2 minutes he wakes, breathes at 16/min and his SpO2 is 96% on room air. He wants to leave.`,
        questionText: `What should the respiratory therapist tell the team?`,
        options: [
          `He can leave, since his breathing rate is now back to normal`,
          `He needs intubation to protect his airway against aspiration`,
          `He should receive a second dose of naloxone straight away`,
          `He needs observation, as naloxone may wear off first`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Naloxone acts for about 30-90 minutes, shorter than many opioids (especially long-acting or high-potency ones), so breathing can fail again. He is observed with monitoring, and repeat doses or an infusion are used if needed.

A is wrong: recurrent respiratory depression after naloxone wears off is a known cause of death.
B is wrong: he is awake and protecting his airway.
C is wrong: extra naloxone now would risk acute withdrawal without a need; it is given if sedation recurs.

Correct Answer: D
Key Learning Point: Observe patients after naloxone; its effect can end before the opioid's, with recurrent hypoventilation.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        source: 'aha-cpr-ecc-2025',
        written: '2026-11-25',
      },
      {
        key: 'case-em-004-4',
        update: `He stays for observation. Ninety minutes later he is awake but dyspneic with pink frothy sputum, bilateral crackles and SpO2 86% on a nasal cannula at 4 L/min. The chest radiograph shows bilateral alveolar infiltrates with a normal heart size; an echocardiogram shows normal function.`,
        questionText: `Which support should the respiratory therapist recommend?`,
        options: [
          `A second naloxone dose to reverse the edema`,
          `A 2-liter fluid bolus for presumed sepsis`,
          `Oral antibiotics and discharge in the morning`,
          `CPAP or noninvasive ventilation with oxygen`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Noncardiogenic pulmonary edema is a recognized complication of opioid overdose and its reversal. With an awake, cooperative patient, CPAP or noninvasive ventilation with oxygen recruits flooded alveoli; it usually resolves within 24-48 hours.

A is wrong: more naloxone does not treat pulmonary edema and can worsen it.
B is wrong: fluids add to lung water; nothing suggests sepsis.
C is wrong: he is hypoxemic and needs support now, not discharge.

Correct Answer: D
Key Learning Point: Noncardiogenic pulmonary edema after opioid overdose is treated supportively with oxygen and positive pressure.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-C',
        rteArea: 'interventions',
        source: 'ers-ats-niv-2017',
        written: '2026-11-25',
      },
    ],
  },
  {
    key: 'case-em-005',
    topicId: 9,
    title: 'A teenager pulled from a lake',
    setting: 'emergency',
    category: 'pediatric',
    place: 'outside',
    scenario: `A 15-year-old boy is pulled from a lake after being under water for about 3 minutes; he was swimming, not diving. On the shore he is unresponsive and not breathing, but the respiratory therapist, who was nearby off duty, feels a weak carotid pulse. A lifeguard brings a bag-mask with oxygen.`,
    items: [
      {
        key: 'case-em-005-1',
        questionText: `What should the rescuers do first?`,
        options: [
          `Give rescue breaths by bag-mask with oxygen`,
          `Perform abdominal thrusts to drain water from the lungs`,
          `Immobilize the cervical spine before any airway step`,
          `Start compressions before checking for breathing`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Drowning causes arrest through hypoxia, so restoring oxygenation is the priority. With a pulse but no breathing, rescue breaths (bag-mask with oxygen if available) come first, about one breath every 2-3 seconds in a child or adolescent.

B is wrong: abdominal thrusts do not remove water from the lungs and delay ventilation and risk vomiting.
C is wrong: spinal injury is rare without diving or trauma; routine immobilization delays ventilation.
D is wrong: he has a pulse, and ventilation is the key need in drowning.

Correct Answer: A
Key Learning Point: In drowning, hypoxia is the problem: start ventilation first; spine precautions only if trauma is likely.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-G',
        rteArea: 'interventions',
        source: 'aha-pals-2025',
        reviewed: '2026-11-28',
      },
      {
        key: 'case-em-005-2',
        update: `After several breaths he vomits a large amount of lake water and stomach contents into the mask.`,
        questionText: `What should the respiratory therapist do?`,
        options: [
          `Keep bagging through the vomit so ventilation is not interrupted`,
          `Give abdominal thrusts to empty the rest of the stomach`,
          `Stop ventilation until paramedics arrive with suction`,
          `Turn him to the side, clear the mouth, then resume ventilation`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Vomiting is common during rescue of drowning victims. Turning him on his side (log-roll if injury is possible), clearing the mouth by sweeping or suction, and then resuming breaths limits aspiration.

A is wrong: bagging through vomit forces it into the lungs.
B is wrong: abdominal thrusts provoke more vomiting and aspiration.
C is wrong: stopping ventilation in a hypoxic patient is dangerous; the mouth is cleared quickly and breaths resume.

Correct Answer: D
Key Learning Point: If a victim vomits during rescue breathing, turn to the side, clear the airway and resume ventilation promptly.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-A',
        rteArea: 'interventions',
        source: 'aha-pals-2025',
        reviewed: '2026-11-28',
      },
      {
        key: 'case-em-005-3',
        update: `He begins to breathe and is taken to the emergency department. He opens his eyes to voice and obeys commands, with a respiratory rate of 32/min, crackles in both lungs and SpO2 87% on a non-rebreathing mask. The radiograph shows patchy bilateral infiltrates.`,
        questionText: `Which respiratory support should the respiratory therapist recommend?`,
        options: [
          `A nasal cannula at 6 L/min to improve his comfort`,
          `Immediate intubation with high-frequency oscillation`,
          `CPAP or noninvasive ventilation with a high FiO2`,
          `Prophylactic antibiotics and a repeat film in 12 hours`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. Aspirated water washes out surfactant and causes alveolar flooding and shunt. An awake, cooperative patient can be supported with CPAP or noninvasive ventilation, which recruits alveoli; intubation is for failure or a poor level of consciousness.

A is wrong: a cannula gives less oxygen than the mask he is failing on.
B is wrong: he is awake and may respond to noninvasive support; oscillation is not a first-line mode.
D is wrong: antibiotics are not routine after drowning and do not treat hypoxemia.

Correct Answer: C
Key Learning Point: Hypoxemia after drowning is shunt from surfactant loss; awake patients can be supported with CPAP or NIV, with a low threshold to intubate.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-C',
        rteArea: 'interventions',
        source: 'egans-2020',
        written: '2026-11-25',
      },
      {
        key: 'case-em-005-4',
        update: `His friend, who was also briefly submerged while helping, has no cough, clear lungs, a normal respiratory rate and SpO2 98% on room air. He wants to go home.`,
        questionText: `What should the respiratory therapist advise for the friend?`,
        options: [
          `He may leave now, as he has no symptoms and his SpO2 is normal`,
          `He needs a chest CT before discharge`,
          `He should start oral antibiotics to prevent a later pneumonia`,
          `He should be observed for several hours before discharge`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. After a submersion, symptoms of lung injury can develop over the next hours. A patient who is well at arrival is usually observed for about 6-8 hours; if he remains symptom-free with normal saturation he can go home.

A is wrong: early normal findings do not exclude delayed deterioration.
B is wrong: CT adds radiation without guiding care in a well patient.
C is wrong: prophylactic antibiotics are not recommended.

Correct Answer: D
Key Learning Point: Observe asymptomatic submersion victims for about 6-8 hours before discharge.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        source: 'egans-2020',
        written: '2026-11-25',
      },
    ],
  },
  {
    key: 'case-em-006',
    topicId: 6,
    title: 'Flail chest after a fall from a ladder',
    setting: 'emergency',
    category: 'trauma',
    place: 'hospital',
    scenario: `A 62-year-old man fell 3 meters from a ladder onto his left side. In the emergency department he has severe left chest pain, a respiratory rate of 34/min and SpO2 89% on a non-rebreathing mask. Part of the left lateral chest wall moves inward when he breathes in and outward when he breathes out. He is alert.`,
    items: [
      {
        key: 'case-em-006-1',
        questionText: `Which injury does the chest wall movement indicate?`,
        options: [
          `A flail segment from ribs broken in two or more places`,
          `A single simple rib fracture with no displacement of the ends`,
          `A diaphragmatic hernia pushing bowel up into the left chest`,
          `Subcutaneous emphysema from a small air leak`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Paradoxical movement, inward on inspiration and outward on expiration, happens when a segment of chest wall is detached from the rest by adjacent ribs each broken in at least two places; it moves with pleural pressure instead of with the rib cage.

B is wrong: a single fracture is painful but does not create a free-moving segment.
C is wrong: a diaphragmatic hernia does not cause paradoxical movement of the lateral wall.
D is wrong: subcutaneous emphysema causes crepitus, not paradoxical motion.

Correct Answer: A
Key Learning Point: Paradoxical chest wall movement after trauma means a flail segment (two or more adjacent ribs broken in two or more places).`,
        difficulty: 'easy',
        kind: 'information-gathering',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-B',
        rteArea: 'patient-data',
        source: 'egans-2020',
        written: '2026-11-25',
      },
      {
        key: 'case-em-006-2',
        update: `The chest radiograph shows four fractured left ribs with a patchy left lung opacity consistent with contusion, and no pneumothorax. He takes small breaths because of pain.`,
        questionText: `Which measure will do most to improve his breathing now?`,
        options: [
          `Strapping the chest wall tightly to stop the paradoxical motion`,
          `Bed rest without opioids to keep his respiratory drive`,
          `Immediate surgical fixation of every fractured rib`,
          `Effective pain control, such as a regional nerve block`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Pain makes him splint and breathe shallowly, causing atelectasis, poor cough and retained secretions. Good analgesia, ideally regional (epidural, paravertebral or serratus plane block), lets him take deep breaths and cough, and is the cornerstone of care.

A is wrong: tight strapping restricts ventilation further and promotes atelectasis.
B is wrong: withholding analgesia keeps him splinting; doses are titrated rather than withheld.
C is wrong: fixation may help selected patients but is not the immediate priority.

Correct Answer: D
Key Learning Point: Adequate analgesia (often regional) is the key treatment for rib fractures and flail chest.`,
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
        key: 'case-em-006-3',
        update: `A nerve-block catheter is placed and his pain falls to 3 of 10. He remains alert, but on FiO2 0.60 by high-flow cannula his SpO2 is 89% and his respiratory rate 30/min. The team asks about respiratory support.`,
        questionText: `Which option should the respiratory therapist suggest?`,
        options: [
          `A trial of noninvasive ventilation with close monitoring`,
          `Immediate intubation, since a flail chest generally requires it`,
          `Incentive spirometry alone, as the pain is now controlled`,
          `Lower the FiO2 to 0.40 to avoid absorption atelectasis`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. In alert, cooperative chest trauma patients with hypoxemia despite good analgesia, noninvasive ventilation can improve oxygenation and reduce intubation, provided there is no untreated pneumothorax and he can be watched closely.

B is wrong: many flail chests are managed without intubation when pain is controlled and gas exchange is supported.
C is wrong: incentive spirometry helps expansion but does not correct this degree of hypoxemia.
D is wrong: he is already hypoxemic; lowering oxygen would worsen it.

Correct Answer: A
Key Learning Point: In alert chest trauma patients with hypoxemia despite analgesia, a monitored NIV trial can avoid intubation.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-C',
        rteArea: 'interventions',
        source: 'ers-ats-niv-2017',
        written: '2026-11-25',
      },
      {
        key: 'case-em-006-4',
        update: `He improves on noninvasive ventilation. Two hours later the pressure readings rise, his SpO2 falls to 84%, and he has new crepitus over the left neck and chest with diminished left breath sounds.`,
        questionText: `What should the respiratory therapist suspect and recommend?`,
        options: [
          `Mucus plugging; increase the inspiratory pressure`,
          `Worsening contusion; increase the FiO2 and continue the NIV`,
          `A left pneumothorax; stop NIV and get urgent imaging or a chest tube`,
          `Mask leak; tighten the headgear and raise the inspiratory pressure`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. New subcutaneous crepitus with diminished breath sounds and worsening oxygenation in a patient with rib fractures on positive pressure suggests a pneumothorax. Positive pressure can enlarge it quickly, so NIV is stopped and the chest is imaged or drained urgently.

A is wrong: more pressure would enlarge a pneumothorax.
B is wrong: a contusion does not cause crepitus.
D is wrong: a leak lowers pressures and does not cause crepitus or one-sided breath sound loss.

Correct Answer: C
Key Learning Point: New crepitus and one-sided diminished breath sounds on positive pressure after rib fractures mean pneumothorax until proven otherwise.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-B',
        rteArea: 'patient-data',
        source: 'egans-2020',
        written: '2026-11-25',
      },
    ],
  },
  {
    key: 'case-em-007',
    topicId: 5,
    title: 'Anaphylaxis after a wasp sting',
    setting: 'emergency',
    category: 'medical-other',
    place: 'hospital',
    scenario: `A 40-year-old woman (70 kg) is stung by a wasp and within 10 minutes develops hives, lip swelling, wheezing and dizziness. In the emergency department her blood pressure is 82/48 mm Hg, heart rate 128/min, respiratory rate 28/min and SpO2 91% on room air.`,
    items: [
      {
        key: 'case-em-007-1',
        questionText: `Which treatment should be given first?`,
        options: [
          `Intramuscular epinephrine 0.5 mg into the mid-outer thigh`,
          `Intravenous diphenhydramine 50 mg given slowly over 5 minutes`,
          `Intravenous methylprednisolone 125 mg`,
          `Nebulized albuterol 2.5 mg`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Anaphylaxis with hypotension and bronchospasm is treated first with intramuscular epinephrine, 0.01 mg/kg of the 1 mg/mL solution up to 0.5 mg in adults, in the anterolateral thigh; it reverses vasodilation, airway swelling and bronchospasm.

B is wrong: antihistamines ease hives but do not treat shock or airway swelling.
C is wrong: steroids act over hours and do not treat the acute reaction.
D is wrong: albuterol helps wheeze but does nothing for shock or laryngeal edema.

Correct Answer: A
Key Learning Point: Epinephrine IM (0.01 mg/kg, max 0.5 mg) into the thigh is the first treatment for anaphylaxis.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-D',
        rteArea: 'interventions',
        source: 'aha-cpr-ecc-2025',
        written: '2026-11-25',
      },
      {
        key: 'case-em-007-2',
        update: `After epinephrine and 1 L of fluid her blood pressure is 108/66 mm Hg and her lips are less swollen, but she still has diffuse expiratory wheezing and SpO2 93% on oxygen.`,
        questionText: `Which added treatment should the respiratory therapist recommend for the wheeze?`,
        options: [
          `Intravenous aminophylline loading dose`,
          `Nebulized acetylcysteine to clear mucus`,
          `A second intramuscular antihistamine`,
          `Nebulized albuterol as an adjunct`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Bronchospasm that persists after epinephrine is treated with an inhaled short-acting beta-agonist as an adjunct, while the patient is watched for recurrence; epinephrine is repeated if shock or airway signs return.

A is wrong: aminophylline is not a standard treatment and adds toxicity.
B is wrong: acetylcysteine can worsen bronchospasm.
C is wrong: antihistamines do not relieve bronchospasm.

Correct Answer: D
Key Learning Point: Give inhaled albuterol for bronchospasm that persists after epinephrine in anaphylaxis.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-D',
        rteArea: 'interventions',
        source: 'egans-2020',
        written: '2026-11-25',
      },
      {
        key: 'case-em-007-3',
        update: `Twenty minutes later her voice becomes muffled, she is drooling and a soft inspiratory stridor appears. Her tongue looks swollen.`,
        questionText: `How should the respiratory therapist prepare?`,
        options: [
          `Prepare for a difficult airway: smaller tubes, video laryngoscope and surgical backup`,
          `Plan a routine intubation with the usual 8.0 mm tube and standard direct laryngoscopy`,
          `Wait for the steroid to take effect before preparing airway equipment`,
          `Place a nasopharyngeal airway and a non-rebreathing mask and observe`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. A muffled voice, drooling, stridor and tongue swelling show the upper airway is closing. Epinephrine is repeated, and the team prepares for a difficult airway: an experienced operator, smaller tubes, video laryngoscopy and equipment for a surgical airway.

B is wrong: the swollen airway may not accept a standard tube or allow a direct view.
C is wrong: steroids act too slowly for progressive angioedema.
D is wrong: a nasal airway does not bypass laryngeal swelling and observation wastes time.

Correct Answer: A
Key Learning Point: Progressive airway swelling in anaphylaxis needs early, planned difficult-airway management with surgical backup.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-A',
        rteArea: 'interventions',
        source: 'egans-2020',
        written: '2026-11-25',
      },
      {
        key: 'case-em-007-4',
        update: `A second epinephrine dose reverses the swelling and intubation is not needed. She is observed overnight and is ready for discharge.`,
        questionText: `Which teaching is most important before she leaves?`,
        options: [
          `Take an oral antihistamine at the first sign of a sting reaction`,
          `Avoid going outdoors during the summer months`,
          `Use an albuterol inhaler if her throat feels tight`,
          `Carry two epinephrine autoinjectors and use one at once for a reaction`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. After anaphylaxis, patients carry epinephrine autoinjectors (usually two) and are taught to use one immediately for a reaction and then call emergency services; she should also be referred to an allergist for venom immunotherapy.

A is wrong: antihistamines do not stop anaphylaxis and delay epinephrine.
B is wrong: avoidance is impractical and is not the safety plan.
C is wrong: albuterol does not treat laryngeal edema.

Correct Answer: D
Key Learning Point: Discharge after anaphylaxis with epinephrine autoinjectors, teaching on immediate use, and allergist referral.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-I',
        rteArea: 'professional-practice',
        source: 'egans-2020',
        written: '2026-11-25',
      },
    ],
  },
  {
    key: 'case-em-008',
    topicId: 11,
    title: 'Hypoxemic pneumonia on high-flow nasal cannula',
    setting: 'emergency',
    category: 'infectious',
    place: 'hospital',
    scenario: `A 55-year-old woman with community-acquired pneumonia is in the emergency department with a respiratory rate of 34/min and SpO2 86% on a non-rebreathing mask. She is alert and talking, with no hypercapnia on her blood gas. The physician asks the respiratory therapist to start high-flow nasal cannula.`,
    items: [
      {
        key: 'case-em-008-1',
        questionText: `Which initial high-flow settings are most appropriate?`,
        options: [
          `Flow 50-60 L/min, FiO2 about 0.8, titrated to SpO2 92-96%`,
          `Flow 10 L/min, FiO2 0.40, increased stepwise if SpO2 stays low`,
          `Flow 30 L/min, FiO2 1.0 held fixed for 24 hours`,
          `Flow 80 L/min, FiO2 0.21 to avoid any risk of oxygen toxicity`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. A high flow (50-60 L/min) matches her high inspiratory demand, washes out nasopharyngeal dead space and gives a little positive pressure; the FiO2 starts high and is titrated to the saturation target.

B is wrong: 10 L/min is below her inspiratory flow, so room air is entrained and the FiO2 falls.
C is wrong: a fixed FiO2 of 1.0 is not titrated and may hide deterioration.
D is wrong: room air would leave her severely hypoxemic.

Correct Answer: A
Key Learning Point: Start high-flow nasal cannula for hypoxemic failure near 50-60 L/min with a high FiO2, then titrate FiO2 to the target.`,
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
        key: 'case-em-008-2',
        update: `Two hours later on 60 L/min and FiO2 0.60, her SpO2 is 93% and her respiratory rate 36/min.`,
        questionText: `What is her ROX index?`,
        options: [`2.6`, `3.4`, `4.3`, `5.2`],
        correctAnswer: 'C',
        explanation: `C is correct. ROX = (SpO2 / FiO2) / respiratory rate = (93 / 0.60) / 36 = 155 / 36 = 4.3. Values of 4.88 or more at 2, 6 or 12 hours predict success of high flow, while low values (under about 3.85 at 12 hours) predict failure; 4.3 means she needs close reassessment.

A is wrong: 2.6 is a miscalculation; a value that low would point to high-flow failure.
B is wrong: 3.4 is a miscalculation.
D is wrong: 5.2 would be the result at a rate of 30/min, not 36/min.

Correct Answer: C
Key Learning Point: ROX index = (SpO2/FiO2) / respiratory rate; at least 4.88 predicts high-flow success, and low or falling values predict failure.`,
        difficulty: 'medium',
        kind: 'information-gathering',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'egans-2020',
        written: '2026-11-25',
      },
      {
        key: 'case-em-008-3',
        update: `Over the next hours she worsens. At 8 hours her SpO2 is 88% on FiO2 0.90 at 60 L/min, her respiratory rate is 40/min with thoracoabdominal paradox, and the ROX index is 2.4.`,
        questionText: `What should the respiratory therapist recommend?`,
        options: [
          `Intubation now, before she tires further`,
          `Increase the flow to 80 L/min and wait 6 hours`,
          `Change to a non-rebreathing mask at 15 L/min`,
          `Switch to CPAP 5 cm H2O overnight`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. A falling ROX index, rising FiO2 needs and paradoxical breathing mean high flow is failing. Delaying intubation in high-flow failure has been linked to higher mortality, so it should not wait.

B is wrong: more flow will not rescue a failing patient, and waiting delays needed intubation.
C is wrong: a mask gives less support than what is already failing.
D is wrong: low-level CPAP is unlikely to help and delays definitive care.

Correct Answer: A
Key Learning Point: Do not delay intubation when high-flow nasal cannula is failing (low ROX, rising FiO2, paradoxical breathing).`,
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
        key: 'case-em-008-4',
        update: `Rapid sequence intubation is planned. She is preoxygenated with noninvasive ventilation at FiO2 1.0; the high-flow cannula is available.`,
        questionText: `How can the respiratory therapist reduce desaturation during laryngoscopy?`,
        options: [
          `Remove every oxygen device so the laryngoscope has room to work`,
          `Bag her vigorously at 30/min between the two induction drugs`,
          `Lower the FiO2 to 0.60 to avoid absorption atelectasis`,
          `Keep a high-flow nasal cannula running during laryngoscopy`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Nasal high flow left in place during the apneic period supplies oxygen to the pharynx (apneic oxygenation), extending the time before desaturation.

A is wrong: removing all oxygen shortens the safe apnea time.
B is wrong: vigorous bagging inflates the stomach and raises the risk of regurgitation; gentle ventilation is used if needed.
C is wrong: preoxygenation uses FiO2 1.0; lowering it shortens the safe apnea time.

Correct Answer: D
Key Learning Point: Apneic oxygenation with a nasal cannula during laryngoscopy delays desaturation in hypoxemic patients.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-H',
        rteArea: 'interventions',
        source: 'egans-2020',
        written: '2026-11-25',
      },
      {
        key: 'case-em-008-5',
        update: `She is intubated with a 7.5 mm tube; waveform capnography shows a steady trace. The chest radiograph shows the tube tip 1 cm above the carina; the tube is 25 cm at the teeth.`,
        questionText: `What should the respiratory therapist do?`,
        options: [
          `Withdraw the tube about 2-3 cm and recheck`,
          `Advance the tube 2 cm to seat it in the trachea`,
          `Leave the tube, as it is in the trachea`,
          `Replace the tube with a smaller 6.5 mm tube`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. The tip should sit about 3-5 cm above the carina (roughly at the level of the clavicular heads). At 1 cm, head flexion can push it into the right mainstem bronchus, so it is pulled back about 2-3 cm, resecured and rechecked.

B is wrong: advancing would enter the right mainstem bronchus.
C is wrong: capnography confirms tracheal placement but not safe depth.
D is wrong: the problem is depth, not size.

Correct Answer: A
Key Learning Point: Position the tube tip 3-5 cm above the carina; a tip within about 2 cm of it should be withdrawn.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-A',
        rteArea: 'interventions',
        source: 'egans-2020',
        written: '2026-11-25',
      },
    ],
  },
];
