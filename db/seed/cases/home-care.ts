import type { SeedCaseSet } from '../types';

/** Clinical-judgment case sets in patients' homes. */
export const caseSets: SeedCaseSet[] = [
  {
    key: 'case-hc-001',
    topicId: 11,
    title: 'Starting long-term oxygen at home',
    setting: 'home-care',
    scenario: `A 72-year-old man with COPD is visited at home by a respiratory therapist 3 weeks after a hospital discharge. He is clinically stable on his inhalers. At rest on room air his SpO2 is 87%; an arterial gas drawn at his clinic visit yesterday showed pH 7.41, PaCO2 46 mm Hg, HCO3- 28 mEq/L, PaO2 54 mm Hg. He lives in a rural area, still goes to church and shops for himself.`,
    items: [
      {
        key: 'case-hc-001-1',
        questionText: `Does he meet the usual criteria for long-term oxygen therapy?`,
        options: [
          `Yes: a resting PaO2 of 55 mm Hg or less while stable`,
          `No: long-term oxygen needs a PaO2 below 40 mm Hg`,
          `No: he first needs to show hypercapnia above 50 mm Hg`,
          `Yes, but not until after a second hospital admission`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Long-term oxygen is indicated in stable COPD for a resting PaO2 of 55 mm Hg or less (or SpO2 of 88% or less), or 56-59 mm Hg with cor pulmonale, edema or a hematocrit above 55%. He meets it at 54 mm Hg and 87%, measured while stable.

B is wrong: the threshold is 55 mm Hg, not 40.
C is wrong: hypercapnia is not required.
D is wrong: no second admission is needed; he qualifies now.

Correct Answer: A
Key Learning Point: Long-term oxygen is indicated for a stable resting PaO2 of 55 mm Hg or less or SpO2 of 88% or less.`,
        difficulty: 'easy',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'gold-2025',
        reviewed: '2026-11-25',
      },
      {
        key: 'case-hc-001-2',
        update: `Oxygen is ordered at 2 L/min by nasal cannula, which raises his resting SpO2 to 93%. He asks how many hours a day he needs to wear it.`,
        questionText: `What should the respiratory therapist tell him?`,
        options: [
          `Just when he feels short of breath`,
          `During the night, but not in the daytime`,
          `About 8 hours a day, at whatever time of day he chooses`,
          `At least 15 hours a day, including during sleep`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. The survival benefit of long-term oxygen in COPD was shown with use of at least 15 hours a day (continuous use did better still), including sleep, when saturation falls further.

A is wrong: symptom-guided use does not provide the survival benefit; dyspnea does not track hypoxemia.
B is wrong: night use alone is less than the proven duration.
C is wrong: 8 hours falls short of the 15-hour minimum.

Correct Answer: D
Key Learning Point: Long-term oxygen in COPD should be used at least 15 hours a day, including sleep.`,
        difficulty: 'easy',
        cognitiveLevel: 'recall',
        outlineSection: 'III',
        tmcCode: 'III-I',
        rteArea: 'professional-practice',
        source: 'gold-2025',
        reviewed: '2026-11-25',
      },
      {
        key: 'case-hc-001-3',
        update: `He wants to keep going to church and shopping. On a walk around his house at 2 L/min his SpO2 falls to 84%.`,
        questionText: `Which oxygen system best meets his needs?`,
        options: [
          `A stationary concentrator alone, with a 50-foot extension line`,
          `A stationary concentrator plus a portable system titrated while walking`,
          `Large H cylinders as the sole supply, wheeled from room to room as needed`,
          `Oxygen during sleep alone, so he is free during the day`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. He needs oxygen at home and away from it. A stationary concentrator covers home use, and a portable system (portable concentrator or small cylinders with a conserver) allows outings; the flow or setting is titrated during walking because he desaturates on exertion.

A is wrong: a long line keeps him tethered to the house.
C is wrong: H cylinders are heavy and impractical as a main home supply and cannot be carried.
D is wrong: he needs at least 15 hours a day and oxygen during exertion.

Correct Answer: B
Key Learning Point: Match the oxygen system to the patient's activity: stationary for home plus portable for outings, titrated on exertion.`,
        difficulty: 'medium',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-C',
        rteArea: 'interventions',
        source: 'egans-2020',
        reviewed: '2026-11-25',
      },
      {
        key: 'case-hc-001-4',
        update: `During the visit the therapist notices an ashtray with fresh cigarette butts beside his recliner and a gas stove in the kitchen. He admits he "has one now and then".`,
        questionText: `What should the respiratory therapist do?`,
        options: [
          `Explain the fire and burn risk, set safe-distance rules and offer cessation help`,
          `Cancel the oxygen order at once and report his smoking habit to the oxygen supplier`,
          `Say nothing, since his smoking is a private matter`,
          `Tell him smoking is safe if the cannula is removed first`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Smoking near oxygen causes facial burns and house fires. The therapist explains the danger, teaches him to keep oxygen well away (about 10 feet or more) from flames, including the gas stove, and offers cessation support. Decisions about continuing oxygen are discussed with the prescriber if he keeps smoking.

B is wrong: abrupt withdrawal without discussion leaves him hypoxemic and does not address the risk.
C is wrong: a fire risk to him and others is a safety matter, not just a private one.
D is wrong: oxygen-enriched clothing and air near the cannula still ignite easily.

Correct Answer: A
Key Learning Point: Address smoking near home oxygen directly: teach fire safety and offer cessation support.`,
        difficulty: 'easy',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-I',
        rteArea: 'professional-practice',
        source: 'phs-tobacco-2008',
        reviewed: '2026-11-25',
      },
      {
        key: 'case-hc-001-5',
        update: `His portable supply is E cylinders. One reads 1,800 psi, and he plans to use it at 3 L/min continuous flow (E cylinder factor 0.28 L/psi).`,
        questionText: `About how long will the cylinder last if it is run until empty?`,
        options: [`84 minutes`, `168 minutes`, `252 minutes`, `504 minutes`],
        correctAnswer: 'B',
        explanation: `B is correct. Duration = pressure x factor / flow = 1,800 x 0.28 / 3 = 504 / 3 = 168 minutes, a little under 3 hours. In practice he should plan to change the cylinder before it is empty (for example at 500 psi).

A is wrong: 84 minutes halves the correct value.
C is wrong: 252 minutes uses a flow of 2 L/min.
D is wrong: 504 minutes forgets to divide by the flow.

Correct Answer: B
Key Learning Point: Cylinder duration (min) = psi x cylinder factor / flow (L/min); E cylinder factor 0.28.`,
        difficulty: 'easy',
        cognitiveLevel: 'application',
        outlineSection: 'II',
        tmcCode: 'II-A',
        rteArea: 'equipment-infection',
        source: 'egans-2020',
        reviewed: '2026-11-25',
      },
      {
        key: 'case-hc-001-6',
        update: `He mentions that his rural area often loses power in winter storms for a day or more, and that his electricity bill worries him.`,
        questionText: `What should the respiratory therapist arrange?`,
        options: [
          `Nothing further, since home concentrators have large internal backup batteries`,
          `A switch to liquid oxygen at any cost, since it needs no power`,
          `Advice to cut his oxygen use during storms to save electricity`,
          `Backup cylinders and registration with the utility's medical priority list`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Power outages and energy costs are social and environmental factors that threaten his safety. Backup cylinders cover outages, and utility medical-priority (or medical baseline) programs can give earlier restoration notices and sometimes billing help; a social worker can help with costs.

A is wrong: stationary concentrators have no battery backup, and portable batteries last hours, not days.
B is wrong: liquid systems may be unavailable or costly in rural areas; backups plus support address the need.
C is wrong: cutting oxygen use harms him.

Correct Answer: D
Key Learning Point: Plan for outages and costs: backup cylinders, utility medical-priority registration, and social work support.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-I',
        rteArea: 'professional-practice',
        rteTopic: 'social-determinants',
        rte2027: true,
        source: 'healthy-people-2030',
        reviewed: '2026-11-25',
      },
    ],
  },
  {
    key: 'case-hc-002',
    topicId: 4,
    title: 'A child on home ventilation through a tracheostomy',
    setting: 'home-care',
    scenario: `A 4-year-old boy with a high cervical spinal cord injury from a car crash lives at home on a portable ventilator (pressure control) through a 4.0 mm cuffless tracheostomy tube. His parents have been trained in his care, and a respiratory therapist visits monthly. During today's visit the ventilator's low-pressure alarm sounds; the boy looks anxious and his chest is not rising.`,
    items: [
      {
        key: 'case-hc-002-1',
        questionText: `What should the respiratory therapist check first?`,
        options: [
          `The connection between the circuit and the tracheostomy tube`,
          `The ventilator's internal battery charge level`,
          `The oxygen concentrator's purity reading`,
          `The ventilator's last calibration date and its service record`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. A low-pressure alarm with no chest rise means gas is escaping before it reaches the lungs, most often a disconnection at the tracheostomy or a circuit leak. The therapist checks the patient end first and ventilates by hand with the resuscitation bag if the cause is not found at once.

B is wrong: a battery problem triggers a power alarm, not a low-pressure alarm with no chest rise.
C is wrong: oxygen purity affects FiO2, not pressure.
D is wrong: service records do not help a child who is not being ventilated.

Correct Answer: A
Key Learning Point: Low-pressure alarm with no chest rise: look for a disconnection or leak at the patient first, and bag if needed.`,
        difficulty: 'easy',
        cognitiveLevel: 'application',
        outlineSection: 'II',
        tmcCode: 'II-A',
        rteArea: 'equipment-infection',
        source: 'egans-2020',
        reviewed: '2026-11-25',
      },
      {
        key: 'case-hc-002-2',
        update: `The circuit had separated at the tube and is reconnected; he settles. A week later his mother calls: the high-pressure alarm is sounding, his SpO2 is 82% and falling, he is working hard, and a suction catheter will not pass down the tube.`,
        questionText: `What should the respiratory therapist tell her to do?`,
        options: [
          `Raise the high-pressure limit so that the full breaths are delivered`,
          `Instill saline and try suctioning again in 15 minutes`,
          `Give oxygen by the tracheostomy mask and wait for the ambulance`,
          `Change the tracheostomy tube at once and call emergency services`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. A catheter that will not pass, rising airway pressure and falling saturation mean the tube is blocked (often by a mucus plug). The emergency response is to remove it and insert the spare tube immediately, then ventilate and call for help.

A is wrong: raising the limit cannot push gas through a blocked tube.
B is wrong: waiting 15 minutes with a blocked airway risks cardiac arrest.
C is wrong: oxygen cannot reach the lungs through an obstructed tube.

Correct Answer: D
Key Learning Point: If a suction catheter will not pass and the child is in distress, change the tracheostomy tube immediately.`,
        difficulty: 'medium',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-G',
        rteArea: 'interventions',
        source: 'egans-2020',
        reviewed: '2026-11-25',
      },
      {
        key: 'case-hc-002-3',
        update: `His mother changes the tube successfully. At the next visit the therapist reviews the emergency bag that goes everywhere with him.`,
        questionText: `Which items should the bag contain?`,
        options: [
          `One spare tube of the same size, kept in the car`,
          `A spare tube of the same size and one a size smaller`,
          `A larger tube, in case the stoma has widened since the last change`,
          `An adult resuscitation bag and a mask for adults`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. The emergency bag holds a spare tube of the same size and one a size smaller (in case the stoma narrows or the tube will not go in), plus an obturator, ties, suction catheters and a portable suction unit, saline, scissors, a syringe if cuffed, and a resuscitation bag of the right size.

A is wrong: the spare must travel with the child, and a smaller size is also needed.
C is wrong: a larger tube will not pass a stoma that resists the usual size.
D is wrong: bags and masks must fit a child; adult equipment delivers excessive volumes.

Correct Answer: B
Key Learning Point: A tracheostomy go-bag carries a same-size and a one-size-smaller tube, suction, ties, obturator and a correctly sized resuscitation bag.`,
        difficulty: 'easy',
        cognitiveLevel: 'recall',
        outlineSection: 'III',
        tmcCode: 'III-A',
        rteArea: 'interventions',
        source: 'egans-2020',
        reviewed: '2026-11-25',
      },
      {
        key: 'case-hc-002-4',
        update: `His parents use a heat and moisture exchanger on the circuit all day and night because it is convenient. His secretions have become thick and he has had two tube plugs this month.`,
        questionText: `Which change should the respiratory therapist recommend?`,
        options: [
          `Use a heated humidifier at home and keep the exchanger for outings`,
          `Add saline drops into the tube before every feed`,
          `Change the exchanger every hour so that it keeps working at its best`,
          `Remove humidification entirely, as it causes plugging`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Thick secretions and repeated plugging show the airway is under-humidified; a heat and moisture exchanger cannot provide enough water for some patients. A heated humidifier at home, with the exchanger kept for short outings, restores humidity.

B is wrong: routine saline instillation is not an effective humidification strategy and can cause coughing and infection.
C is wrong: frequent changes do not raise the exchanger's output.
D is wrong: removing humidification would make secretions even thicker.

Correct Answer: A
Key Learning Point: Thick secretions and plugging on an HME call for active heated humidification; use the HME for short periods such as outings.`,
        difficulty: 'medium',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-A',
        rteArea: 'interventions',
        source: 'aarc-humidification-2012',
        reviewed: '2026-11-25',
      },
      {
        key: 'case-hc-002-5',
        update: `The family uses reusable ventilator circuits and asks how to clean them between uses.`,
        questionText: `Which cleaning routine is appropriate?`,
        options: [
          `Rinse in tap water and reuse the circuit while still damp`,
          `Soak in full-strength bleach for 24 hours, then reuse`,
          `Wipe the outside once a month and replace it each year`,
          `Wash with soapy water, disinfect, rinse and air-dry fully`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Reusable home circuits are washed in warm soapy water, disinfected as the manufacturer directs (for example with a vinegar solution or a quaternary product), rinsed well and air-dried completely before use, with a clean spare in rotation.

A is wrong: damp circuits grow bacteria, and tap water rinses can add organisms.
B is wrong: undiluted bleach degrades the plastic and leaves harmful residue.
C is wrong: monthly wiping leaves the inside contaminated.

Correct Answer: D
Key Learning Point: Home circuits: wash, disinfect per manufacturer, rinse, air-dry fully, and rotate with a clean spare.`,
        difficulty: 'easy',
        cognitiveLevel: 'application',
        outlineSection: 'II',
        tmcCode: 'II-B',
        rteArea: 'equipment-infection',
        source: 'cdc-disinfection-2008',
        reviewed: '2026-11-25',
      },
      {
        key: 'case-hc-002-6',
        update: `A new night nurse starts tonight. The day nurse will hand over care at the bedside, and the respiratory therapist is present.`,
        questionText: `Which practice will make the handoff safest?`,
        options: [
          `A quick verbal summary given while the day nurse gathers her belongings`,
          `A written note left on the ventilator for the night nurse to read later`,
          `A structured handoff with a read-back of the alarm and emergency plan`,
          `A handoff limited to the medications due during the night shift`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. Handoffs are a common point of error. A structured format (such as I-PASS or SBAR) covering his settings, airway, alarms and emergency plan, with the receiver reading back the critical points and asking questions, closes the loop.

A is wrong: a hurried, unstructured summary omits key information.
B is wrong: a note without a conversation prevents questions and confirmation.
D is wrong: the airway and ventilator plan are the highest-risk parts of his care.

Correct Answer: C
Key Learning Point: Use a structured handoff with read-back (closed loop) for technology-dependent patients.`,
        difficulty: 'easy',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'professional-practice',
        rteTopic: 'team-communication',
        rte2027: true,
        source: 'teamstepps-2023',
        reviewed: '2026-11-25',
      },
    ],
  },
];
