import type { SeedCaseSet } from '../types';

/** Clinical-judgment case sets in patients' homes. */
export const caseSets: SeedCaseSet[] = [
  {
    key: 'case-hc-001',
    topicId: 11,
    title: 'Starting long-term oxygen at home',
    setting: 'home-care',
    category: 'chronic-lung',
    focus: 'outpatient',
    place: 'outside',
    scenario: `A 72-year-old man with COPD is visited at home by a respiratory therapist 3 weeks after a hospital discharge. He is clinically stable on his inhalers. At rest on room air his SpO2 is 87%; an arterial gas drawn at his clinic visit yesterday showed pH 7.41, PaCO2 46 mm Hg, HCO3- 28 mEq/L, PaO2 54 mm Hg. He lives in a rural area, still goes to church and shops for himself.`,
    items: [
      {
        key: 'case-hc-001-1',
        questionText: `Does he meet the usual criteria for long-term oxygen therapy?`,
        options: [
          `No: he first needs to show hypercapnia above 50 mm Hg`,
          `No: long-term oxygen needs a PaO2 below 40 mm Hg`,
          `Yes: a resting PaO2 of 55 mm Hg or less while stable`,
          `Yes, but not until after a second hospital admission`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. Long-term oxygen is indicated in stable COPD for a resting PaO2 of 55 mm Hg or less (or SpO2 of 88% or less), or 56-59 mm Hg with cor pulmonale, edema or a hematocrit above 55%. He meets it at 54 mm Hg and 87%, measured while stable.

A is wrong: hypercapnia is not required.
B is wrong: the threshold is 55 mm Hg, not 40.
D is wrong: no second admission is needed; he qualifies now.

Correct Answer: C
Key Learning Point: Long-term oxygen is indicated for a stable resting PaO2 of 55 mm Hg or less or SpO2 of 88% or less.`,
        difficulty: 'easy',
        kind: 'information-gathering',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'gold-2025',
        written: '2026-11-25',
      },
      {
        key: 'case-hc-001-2',
        update: `Oxygen is ordered at 2 L/min by nasal cannula, which raises his resting SpO2 to 93%. He asks how many hours a day he needs to wear it.`,
        questionText: `What should the respiratory therapist tell him?`,
        options: [
          `Just when he feels short of breath during activity`,
          `During the night while he sleeps, but not in the daytime`,
          `At least 15 hours a day, including during sleep`,
          `About 8 hours a day, at whatever time of day he chooses`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. The survival benefit of long-term oxygen in COPD was shown with use of at least 15 hours a day (continuous use did better still), including sleep, when saturation falls further.

A is wrong: symptom-guided use does not provide the survival benefit; dyspnea does not track hypoxemia.
B is wrong: night use alone is less than the proven duration.
D is wrong: 8 hours falls short of the 15-hour minimum.

Correct Answer: C
Key Learning Point: Long-term oxygen in COPD should be used at least 15 hours a day, including sleep.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'recall',
        outlineSection: 'III',
        tmcCode: 'III-I',
        rteArea: 'professional-practice',
        source: 'gold-2025',
        written: '2026-11-25',
      },
      {
        key: 'case-hc-001-3',
        update: `He wants to keep going to church and shopping. On a walk around his house at 2 L/min his SpO2 falls to 84%.`,
        questionText: `Which oxygen system best meets his needs?`,
        options: [
          `A stationary concentrator alone, with a 50-foot extension line`,
          `A stationary concentrator plus a portable system titrated while walking`,
          `Large H cylinders as the sole supply, wheeled from room to room`,
          `Oxygen from a large cylinder during sleep alone, so he is free by day`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. He needs oxygen at home and away from it. A stationary concentrator covers home use, and a portable system (portable concentrator or small cylinders with a conserver) allows outings; the flow or setting is titrated during walking because he desaturates on exertion.

A is wrong: a long line keeps him tethered to the house.
C is wrong: H cylinders are heavy and impractical as a main home supply and cannot be carried.
D is wrong: he needs at least 15 hours a day and oxygen during exertion.

Correct Answer: B
Key Learning Point: Match the oxygen system to the patient's activity: stationary for home plus portable for outings, titrated on exertion.`,
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
        key: 'case-hc-001-4',
        update: `During the visit the therapist notices an ashtray with fresh cigarette butts beside his recliner and a gas stove in the kitchen. He admits he "has one now and then".`,
        questionText: `What should the respiratory therapist do?`,
        options: [
          `Say nothing, since his smoking is a private matter`,
          `Cancel the oxygen order at once and report his smoking habit to the oxygen supplier`,
          `Explain the fire and burn risk, set safe-distance rules and offer cessation help`,
          `Tell him smoking is safe if the cannula is removed first`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. Smoking near oxygen causes facial burns and house fires. The therapist explains the danger, teaches him to keep oxygen well away (about 10 feet or more) from flames, including the gas stove, and offers cessation support. Decisions about continuing oxygen are discussed with the prescriber if he keeps smoking.

A is wrong: a fire risk to him and others is a safety matter, not just a private one.
B is wrong: abrupt withdrawal without discussion leaves him hypoxemic and does not address the risk.
D is wrong: oxygen-enriched clothing and air near the cannula still ignite easily.

Correct Answer: C
Key Learning Point: Address smoking near home oxygen directly: teach fire safety and offer cessation support.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-I',
        rteArea: 'professional-practice',
        source: 'phs-tobacco-2008',
        written: '2026-11-25',
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
        kind: 'information-gathering',
        cognitiveLevel: 'application',
        outlineSection: 'II',
        tmcCode: 'II-A',
        rteArea: 'equipment-infection',
        source: 'egans-2020',
        written: '2026-11-25',
      },
      {
        key: 'case-hc-001-6',
        update: `He mentions that his rural area often loses power in winter storms for a day or more, and that his electricity bill worries him.`,
        questionText: `What should the respiratory therapist arrange?`,
        options: [
          `Nothing further, since home concentrators have backup batteries`,
          `A switch to liquid oxygen at any cost, since it needs no power`,
          `Advice to cut his oxygen use during storms, since power may fail`,
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
    ],
  },
  {
    key: 'case-hc-002',
    topicId: 4,
    title: 'A child on home ventilation through a tracheostomy',
    setting: 'home-care',
    category: 'pediatric',
    place: 'outside',
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
        kind: 'information-gathering',
        cognitiveLevel: 'application',
        outlineSection: 'II',
        tmcCode: 'II-A',
        rteArea: 'equipment-infection',
        source: 'egans-2020',
        written: '2026-11-25',
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
        kind: 'decision-making',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-G',
        rteArea: 'interventions',
        source: 'egans-2020',
        written: '2026-11-25',
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
        kind: 'decision-making',
        cognitiveLevel: 'recall',
        outlineSection: 'III',
        tmcCode: 'III-A',
        rteArea: 'interventions',
        source: 'egans-2020',
        written: '2026-11-25',
      },
      {
        key: 'case-hc-002-4',
        update: `His parents use a heat and moisture exchanger on the circuit all day and night because it is convenient. His secretions have become thick and he has had two tube plugs this month.`,
        questionText: `Which change should the respiratory therapist recommend?`,
        options: [
          `Use a heated humidifier at home and keep the exchanger for outings`,
          `Add saline drops into the tube every hour to thin the secretions`,
          `Change the exchanger every hour so that it keeps working at its best`,
          `Remove humidification entirely, since humidity is what causes plugging`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Thick secretions and repeated plugging show the airway is under-humidified; a heat and moisture exchanger cannot provide enough water for some patients. A heated humidifier at home, with the exchanger kept for short outings, restores humidity.

B is wrong: routine saline instillation is not an effective humidification strategy and can cause coughing and infection.
C is wrong: frequent changes do not raise the exchanger's output.
D is wrong: removing humidification would make secretions even thicker.

Correct Answer: A
Key Learning Point: Thick secretions and plugging on an HME call for active heated humidification; use the HME for short periods such as outings.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-A',
        rteArea: 'interventions',
        source: 'aarc-humidification-2012',
        written: '2026-11-25',
      },
      {
        key: 'case-hc-002-5',
        update: `The family uses reusable ventilator circuits and asks how to clean them between uses.`,
        questionText: `Which cleaning routine is appropriate?`,
        options: [
          `Rinse in tap water and reuse the circuit while still damp`,
          `Soak in full-strength bleach for 24 hours, then reuse it the next day`,
          `Wipe the outside once a month and replace the whole circuit each year`,
          `Wash with soapy water, disinfect, rinse and air-dry fully`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Reusable home circuits are washed in warm soapy water, disinfected by a method the manufacturer approves (a heat method, or a soak in 70% isopropyl alcohol or 3% hydrogen peroxide, for example), rinsed with sterile rather than tap water and air-dried completely before use, with a clean spare in rotation. Household vinegar is not one of these methods: acetic acid does not reliably kill bacteria such as Staphylococcus aureus.

A is wrong: damp circuits grow bacteria, and tap water rinses can add organisms.
B is wrong: undiluted bleach degrades the plastic and leaves harmful residue.
C is wrong: monthly wiping leaves the inside contaminated.

Correct Answer: D
Key Learning Point: Home circuits: wash, disinfect by a manufacturer-approved method (not vinegar), rinse with sterile water, air-dry fully, and rotate with a clean spare.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'II',
        tmcCode: 'II-B',
        rteArea: 'equipment-infection',
        source: 'cdc-disinfection-2008',
        reviewed: '2026-11-28',
        written: '2026-11-28',
      },
      {
        key: 'case-hc-002-6',
        update: `A new night nurse starts tonight. The day nurse will hand over care at the bedside, and the respiratory therapist is present.`,
        questionText: `Which practice will make the handoff safest?`,
        options: [
          `A quick verbal summary left for the night nurse while she packs up`,
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
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'professional-practice',
        rteTopic: 'team-communication',
        rte2027: true,
        source: 'teamstepps-2023',
        written: '2026-11-25',
      },
    ],
  },
  {
    key: 'case-hc-003',
    topicId: 3,
    title: 'Home noninvasive ventilation for hypercapnic COPD',
    setting: 'home-care',
    category: 'chronic-lung',
    focus: 'noninvasive',
    place: 'outside',
    scenario: `A 69-year-old man with severe COPD has had two admissions this year for hypercapnic respiratory failure treated with noninvasive ventilation. Three weeks after the last discharge he is stable, with no signs of infection. His room-air gas in clinic shows pH 7.37, PaCO2 58 mm Hg, HCO3- 32 mEq/L, PaO2 58 mm Hg. He snores loudly and his BMI is 34 kg/m².`,
    items: [
      {
        key: 'case-hc-003-1',
        questionText: `Which finding most supports long-term home noninvasive ventilation for him?`,
        options: [
          `His two admissions, whatever his PaCO2 is now`,
          `His resting PaO2 of 58 mm Hg on room air`,
          `His normal pH, which shows full recovery`,
          `Persistent hypercapnia weeks after the exacerbation ended`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. The ATS guideline suggests long-term NIV for patients with chronic stable hypercapnic COPD; a PaCO2 that stays raised (about 52 mm Hg or more) weeks after recovery identifies those who benefit, with fewer readmissions and better survival.

A is wrong: admissions alone, with a normal PaCO2 after recovery, do not identify benefit.
B is wrong: the PaO2 guides oxygen therapy, not ventilation.
C is wrong: a normal pH reflects metabolic compensation of chronic hypercapnia, not its absence.

Correct Answer: D
Key Learning Point: Consider home NIV in COPD when hypercapnia persists (PaCO2 about 52 mm Hg or more) in the stable state after an exacerbation.`,
        difficulty: 'medium',
        kind: 'information-gathering',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'ats-home-niv-copd-2020',
        written: '2026-11-25',
      },
      {
        key: 'case-hc-003-2',
        update: `The pulmonologist plans home noninvasive ventilation.`,
        questionText: `Given his snoring and BMI, what should be done before starting it?`,
        options: [
          `Screen him for obstructive sleep apnea`,
          `Perform a methacholine challenge test`,
          `Start oxygen alone for a 3-month trial`,
          `Check his hemoglobin A1c level`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. The ATS guideline suggests screening for obstructive sleep apnea before starting long-term NIV in hypercapnic COPD, because overlap syndrome changes the treatment (CPAP or bilevel with enough EPAP to splint the upper airway).

B is wrong: methacholine testing adds nothing and can provoke severe bronchospasm in severe COPD.
C is wrong: oxygen alone does not treat hypercapnia and may worsen it.
D is wrong: A1c is unrelated to the ventilation decision.

Correct Answer: A
Key Learning Point: Screen for OSA before starting home NIV in hypercapnic COPD; overlap syndrome changes the settings.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-E',
        rteArea: 'patient-data',
        source: 'ats-home-niv-copd-2020',
        written: '2026-11-25',
      },
      {
        key: 'case-hc-003-3',
        update: `A sleep study excludes significant obstructive apnea. Bilevel NIV is started at IPAP 14 and EPAP 5 cm H2O.`,
        questionText: `How should the IPAP be adjusted over the following weeks?`,
        options: [
          `Keep IPAP at 14 to avoid leak, whatever the PaCO2 does`,
          `Raise IPAP as tolerated, often to 20 or more, to lower the PaCO2`,
          `Lower IPAP to 10 once he falls asleep to improve comfort`,
          `Set IPAP equal to EPAP so that he breathes unassisted`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. The benefits of home NIV in COPD came with settings aimed at reducing the PaCO2 (high-intensity NIV), usually IPAP of about 20 cm H2O or more, raised gradually as tolerated and guided by gases or transcutaneous CO2.

A is wrong: fixed low support often fails to lower the PaCO2.
C is wrong: support during sleep is the point of nocturnal NIV.
D is wrong: equal IPAP and EPAP give no inspiratory support.

Correct Answer: B
Key Learning Point: Titrate home NIV in COPD to reduce the PaCO2, usually with high inspiratory pressures reached gradually.`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        source: 'ats-home-niv-copd-2020',
        written: '2026-11-25',
      },
      {
        key: 'case-hc-003-4',
        update: `At 1 month the download shows average use of 2.5 hours a night. The leak is high for most of the night, and he says the mask wakes him with a blast of air in his eyes, so he takes it off.`,
        questionText: `What is the main problem, and what should the respiratory therapist do?`,
        options: [
          `The pressure is too low; raise the IPAP further`,
          `He is not a candidate; stop NIV and start oxygen`,
          `The backup rate is too high; lower it to 4/min`,
          `Poor use from mask leak; refit the mask and review comfort`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Benefit depends on several hours of nightly use. High leak with air in his eyes is driving him to remove the mask, so the interface is refitted (size, type, strap tension) and comfort features and education are reviewed before judging the therapy.

A is wrong: more pressure would increase the leak and discomfort.
B is wrong: he meets the indication; the problem is fixable.
C is wrong: the backup rate is not what wakes him; leak is.

Correct Answer: D
Key Learning Point: Low NIV use with high leak and eye irritation calls for mask refitting and comfort review.`,
        difficulty: 'medium',
        kind: 'information-gathering',
        cognitiveLevel: 'analysis',
        outlineSection: 'II',
        tmcCode: 'II-A',
        rteArea: 'equipment-infection',
        source: 'ats-home-niv-copd-2020',
        written: '2026-11-25',
      },
      {
        key: 'case-hc-003-5',
        update: `With a new mask his use rises to 7 hours a night and leak is normal. At 3 months, on IPAP 16 and EPAP 5 cm H2O, his daytime PaCO2 is still 57 mm Hg and the download shows an average tidal volume of 320 mL.`,
        questionText: `Which adjustment should the respiratory therapist recommend?`,
        options: [
          `Increase the IPAP to raise tidal volume and lower the PaCO2`,
          `Increase the EPAP to 12 cm H2O while keeping the IPAP at 16`,
          `Add oxygen at 4 L/min to make up for the hypoventilation`,
          `Shorten nightly use to 4 hours to reduce air trapping`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. He uses the device well, but the PaCO2 has not fallen and tidal volumes are small. The pressure support (IPAP minus EPAP, now 11 cm H2O) is too low; raising the IPAP increases tidal volume and alveolar ventilation.

B is wrong: raising EPAP alone narrows the pressure support and lowers tidal volume.
C is wrong: oxygen does not correct hypoventilation and can raise the PaCO2.
D is wrong: less use gives less benefit.

Correct Answer: A
Key Learning Point: If hypercapnia persists on well-used NIV with small tidal volumes, increase IPAP (pressure support).`,
        difficulty: 'medium',
        kind: 'decision-making',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        source: 'ats-home-niv-copd-2020',
        written: '2026-11-25',
      },
      {
        key: 'case-hc-003-6',
        update: `IPAP is raised to 22 cm H2O. Six months later his daytime PaCO2 is 49 mm Hg, he uses NIV 7 hours a night, and he has had no admissions.`,
        questionText: `How should the respiratory therapist judge the therapy?`,
        options: [
          `Failing, because the PaCO2 has not reached 40 mm Hg`,
          `No longer needed, so NIV can be stopped now`,
          `Effective; continue with regular download reviews`,
          `Excessive, so the IPAP should be lowered back to 14`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. A fall in PaCO2 from 58 to 49 mm Hg, good nightly use and no readmissions show the therapy is meeting its goals; it is continued with periodic data reviews and gas checks.

A is wrong: normalizing the PaCO2 to 40 is not required to gain benefit.
B is wrong: stopping usually lets the hypercapnia return.
D is wrong: the higher pressure is what lowered the PaCO2.

Correct Answer: C
Key Learning Point: Judge home NIV by adherence, PaCO2 reduction and admissions; continue when all improve.`,
        difficulty: 'easy',
        kind: 'information-gathering',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'ats-home-niv-copd-2020',
        written: '2026-11-25',
      },
    ],
  },
  {
    key: 'case-hc-004',
    topicId: 5,
    title: 'Home visit for an older woman living alone with COPD',
    setting: 'home-care',
    category: 'chronic-lung',
    focus: 'outpatient',
    place: 'outside',
    scenario: `An 80-year-old woman with COPD lives alone on a small pension. She has arthritis in both hands and poor eyesight. Her maintenance inhaler is a pressurized metered-dose inhaler, and she has a home nebulizer for rescue treatment. A respiratory therapist visits after her second emergency visit in 2 months.`,
    items: [
      {
        key: 'case-hc-004-1',
        questionText: `She cannot press the canister of her pressurized inhaler firmly enough to fire it. What should the respiratory therapist recommend?`,
        options: [
          `A delivery method she can operate, such as a nebulized form of her maintenance drug`,
          `Pressing the canister with both thumbs while inhaling quickly`,
          `Asking a neighbor to come over and fire the inhaler each dose`,
          `Stopping the maintenance inhaler and using the nebulizer when needed`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. The device must suit the patient's hands, eyes and breathing. If she cannot actuate the inhaler, a nebulized form of her maintenance medication (or a device aid or a different inhaler she can operate) ensures she gets her doses.

B is wrong: even with both thumbs she cannot fire it reliably, and fast inhalation lowers lung deposition.
C is wrong: she lives alone, and depending on a neighbor for each dose is not reliable.
D is wrong: dropping maintenance therapy raises her exacerbation risk.

Correct Answer: A
Key Learning Point: Choose an aerosol device the patient can physically operate; assess hand strength and dexterity.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-D',
        rteArea: 'interventions',
        source: 'aarc-aerosol-devices-2012',
        written: '2026-11-25',
      },
      {
        key: 'case-hc-004-2',
        update: `Her maintenance drug is changed to a nebulized form. Her physician wants her to attend pulmonary rehabilitation, but the nearest program is 40 km away, she does not drive and there is no bus.`,
        questionText: `What should the respiratory therapist suggest?`,
        options: [
          `Tell her that rehabilitation is not possible for her`,
          `Ask her to take a taxi three times a week at her own cost`,
          `Postpone rehabilitation until she can move closer to town`,
          `Look for home-based or telerehabilitation and transport help`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Lack of transportation is a social determinant that blocks access to care. Home-based or remotely supervised rehabilitation can give similar benefits, and a social worker or community program may provide transport.

A is wrong: alternatives exist; giving up denies her an effective treatment.
B is wrong: on a small pension the cost makes this unrealistic.
C is wrong: moving is not a practical plan and delays benefit.

Correct Answer: D
Key Learning Point: When transport blocks access to rehab, offer home-based or telerehabilitation and community transport resources.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'professional-practice',
        rteTopic: 'social-determinants',
        rte2027: true,
        source: 'healthy-people-2030',
        written: '2026-11-25',
      },
      {
        key: 'case-hc-004-3',
        update: `She struggles to read the small print on her medication labels and mixes up her nebulizer vials.`,
        questionText: `Which teaching approach best helps her use her medicines correctly?`,
        options: [
          `Give her the manufacturer's package insert to keep`,
          `Use large-print, color-coded labels and have her teach it back`,
          `Explain the regimen quickly once and leave a phone number`,
          `Tell her to take every vial at the same time each morning`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Large-print, color-coded labels and a simple written schedule suit her vision, and the teach-back method (she explains and shows the routine in her own words) confirms understanding.

A is wrong: package inserts are in small print and hard to understand.
C is wrong: a single quick explanation is unlikely to be remembered.
D is wrong: taking all vials together is unsafe and ignores her schedule.

Correct Answer: B
Key Learning Point: Adapt teaching to vision and literacy, and confirm understanding with teach-back.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-I',
        rteArea: 'professional-practice',
        source: 'egans-2020',
        written: '2026-11-25',
      },
      {
        key: 'case-hc-004-4',
        update: `At the next visit her ankles are swollen, she has gained 2 kg in 3 days and sleeps in a chair because she is breathless lying flat. Her SpO2 is 89% on room air. The therapist calls her physician using SBAR.`,
        questionText: `Which statement is the Assessment part of the report?`,
        options: [
          `"I'm concerned she is developing fluid overload, possibly heart failure"`,
          `"Mrs. Grant, 80, with COPD, on nebulized maintenance therapy"`,
          `"Her weight is up 2 kg in 3 days and her SpO2 is 89% on room air"`,
          `"I'd like her seen today, or an order to send her to the emergency department"`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. In SBAR the Assessment is the clinician's interpretation of the problem: here, suspected fluid overload or heart failure.

B is wrong: identity and history are the Background.
C is wrong: the new findings describe the Situation (the data prompting the call).
D is wrong: a specific request is the Recommendation.

Correct Answer: A
Key Learning Point: In SBAR, the Assessment states what you think the problem is; the Recommendation states what you want done.`,
        difficulty: 'easy',
        kind: 'information-gathering',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'professional-practice',
        rteTopic: 'team-communication',
        rte2027: true,
        source: 'teamstepps-2023',
        written: '2026-11-25',
      },
      {
        key: 'case-hc-004-5',
        update: `As the therapist leaves, a neighbor stops her in the hallway and asks what is wrong with the patient and whether she is "going downhill".`,
        questionText: `How should the respiratory therapist respond?`,
        options: [
          `Share a brief summary, since the neighbor helps her`,
          `Give details if the neighbor promises to keep them private`,
          `Say she is doing poorly but give the neighbor no details`,
          `Decline to share information without the patient's permission`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Health information is confidential. Without the patient's permission the therapist shares nothing, not even a general impression, and can suggest the neighbor ask the patient directly.

A is wrong: helping the patient does not give the neighbor a right to her information.
B is wrong: a promise of privacy does not replace the patient's consent.
C is wrong: a general statement about her condition still discloses health information.

Correct Answer: D
Key Learning Point: Share health information only with the patient's permission or as the law allows.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-I',
        rteArea: 'professional-practice',
        rteTopic: 'ethics',
        rte2027: true,
        source: 'aarc-ethics-2015',
        written: '2026-11-25',
      },
      {
        key: 'case-hc-004-6',
        update: `She also reports that her nebulizer treatments now take about 30 minutes, when they used to take 10. The compressor runs, but the mist looks thin. The nebulizer kit is 8 months old and the compressor's inlet filter is gray.`,
        questionText: `What is the most likely cause, and the fix?`,
        options: [
          `The medication has expired; order new vials`,
          `A worn nebulizer and clogged filter; replace them`,
          `Her lungs have worsened; increase the dose`,
          `The room is too humid; move to a drier room`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Reusable nebulizer cups wear and their jets clog with residue over months, and a dirty inlet filter reduces the compressor's flow; both lengthen treatments and reduce output. Replacing the nebulizer kit and filter as the maker schedules restores performance.

A is wrong: expired drug does not change how long the nebulizer takes.
C is wrong: her breathing does not control the nebulizer's output time.
D is wrong: room humidity does not noticeably slow a jet nebulizer.

Correct Answer: B
Key Learning Point: Longer nebulizer times with thin mist point to a worn kit or clogged compressor filter; replace them on schedule.`,
        difficulty: 'easy',
        kind: 'information-gathering',
        cognitiveLevel: 'analysis',
        outlineSection: 'II',
        tmcCode: 'II-A',
        rteArea: 'equipment-infection',
        source: 'egans-2020',
        written: '2026-11-25',
      },
    ],
  },
  {
    key: 'case-hc-005',
    topicId: 11,
    title: 'Oxygen equipment problems at home and on the road',
    setting: 'home-care',
    category: 'chronic-lung',
    focus: 'outpatient',
    place: 'outside',
    scenario: `A 67-year-old woman with pulmonary fibrosis uses a home oxygen concentrator at 3 L/min continuously, with a bubble humidifier, and a portable concentrator for outings. She calls the respiratory therapist because her home concentrator is alarming and its display shows an oxygen purity of 78%.`,
    items: [
      {
        key: 'case-hc-005-1',
        questionText: `What should the respiratory therapist tell her to do first?`,
        options: [
          `Turn the flow up to 6 L/min to make up for the purity`,
          `Switch to her backup cylinder and call the supplier`,
          `Keep using the concentrator until the supplier visits`,
          `Remove the cannula and rest until the alarm stops`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Concentrators normally deliver about 90% or more oxygen; a purity alarm at 78% means the sieve beds or the machine are failing. She switches to her backup cylinder at her prescribed flow and the supplier repairs or replaces the concentrator.

A is wrong: more flow from a failing machine lowers purity further and still delivers less oxygen than prescribed.
C is wrong: continuing exposes her to a lower FiO2 than prescribed.
D is wrong: stopping oxygen in pulmonary fibrosis causes hypoxemia.

Correct Answer: B
Key Learning Point: A low-purity alarm on a concentrator means switch to backup oxygen and have the unit serviced.`,
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
        key: 'case-hc-005-2',
        update: `The concentrator is replaced. A week later she calls again: the flowmeter reads 3 L/min but the humidifier is not bubbling and she feels no flow at the cannula. The tubing is not kinked.`,
        questionText: `What is the most likely cause?`,
        options: [
          `A loose humidifier lid or connection letting the gas escape`,
          `A humidifier that is filled with too much water`,
          `A flowmeter set too high for the humidifier`,
          `A cannula too short to reach her nose`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. If the flowmeter shows flow but nothing bubbles and no gas reaches the cannula, the gas is escaping before it passes through the water, most often at a cross-threaded or loose humidifier lid or connection. Reseating it restores flow.

B is wrong: overfilling may spray water into the tubing but does not stop bubbling.
C is wrong: 3 L/min is well within a bubble humidifier's range; too much flow would bubble vigorously.
D is wrong: cannula length does not affect bubbling in the humidifier.

Correct Answer: A
Key Learning Point: No bubbling with flow set means a leak upstream of the water, usually at the humidifier lid or connection.`,
        difficulty: 'medium',
        kind: 'information-gathering',
        cognitiveLevel: 'analysis',
        outlineSection: 'II',
        tmcCode: 'II-A',
        rteArea: 'equipment-infection',
        source: 'egans-2020',
        written: '2026-11-25',
      },
      {
        key: 'case-hc-005-3',
        update: `Her portable concentrator delivers pulsed doses. An overnight oximetry she recorded while using it on a trip shows long periods at 84%; she sleeps with her mouth open.`,
        questionText: `What should the respiratory therapist recommend for sleep?`,
        options: [
          `Raise the pulse-dose setting to its maximum overnight`,
          `Tape her mouth closed so the device can trigger`,
          `Stop oxygen at night, as the desaturation is expected`,
          `Use continuous flow at night rather than pulse dosing`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Pulse-dose devices need a nasal inspiratory signal to trigger; shallow or mouth breathing during sleep can cause missed or late pulses and nocturnal desaturation. Continuous flow (from the home concentrator or a portable unit with continuous mode) is used during sleep, checked with repeat oximetry.

A is wrong: a higher setting does not help if breaths are not sensed.
B is wrong: taping the mouth is unsafe and not a standard approach.
C is wrong: nocturnal hypoxemia harms her and is treated.

Correct Answer: D
Key Learning Point: Pulse-dose oxygen may fail during sleep or mouth breathing; use continuous flow at night and verify with oximetry.`,
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
        key: 'case-hc-005-4',
        update: `She plans a 4-hour flight to see her daughter and asks how to take her oxygen.`,
        questionText: `What should the respiratory therapist advise?`,
        options: [
          `Check a cylinder in as baggage and use it on arrival`,
          `An approved portable concentrator with batteries for 150% of the flight time`,
          `Ask the airline to let her use her liquid oxygen portable on board`,
          `Fly without oxygen, since the cabin is pressurized to sea level`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Airlines permit approved portable oxygen concentrators in the cabin; passengers usually must carry enough battery for about 150% of the flight duration. Her prescription and any airline forms are arranged in advance.

A is wrong: compressed oxygen cylinders are not allowed in checked or carry-on baggage, and she needs oxygen in flight.
C is wrong: liquid oxygen is not permitted on commercial aircraft.
D is wrong: cabins are pressurized to about 6,000-8,000 feet, lowering inspired oxygen, which worsens her hypoxemia.

Correct Answer: B
Key Learning Point: For air travel, use an approved portable concentrator with batteries for about 150% of the flight time; cabin altitude lowers PaO2.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-I',
        rteArea: 'professional-practice',
        source: 'egans-2020',
        written: '2026-11-25',
      },
      {
        key: 'case-hc-005-5',
        update: `At her daughter's house the supplier gives her a portable liquid oxygen unit holding 4 lb of liquid, to use at 2 L/min continuous flow (1 lb of liquid oxygen gives about 344 L of gas).`,
        questionText: `About how long will the full unit last?`,
        options: [`5.7 hours`, `8.6 hours`, `11.5 hours`, `22.9 hours`],
        correctAnswer: 'C',
        explanation: `C is correct. Gas available = 4 lb x 344 L/lb = 1,376 L. Duration = 1,376 / 2 L/min = 688 minutes, about 11.5 hours.

A is wrong: 5.7 hours uses a flow of 4 L/min.
B is wrong: 8.6 hours uses 3 lb of liquid.
D is wrong: 22.9 hours uses a flow of 1 L/min.

Correct Answer: C
Key Learning Point: Liquid oxygen duration (min) = pounds x 344 / flow (L/min).`,
        difficulty: 'medium',
        kind: 'information-gathering',
        cognitiveLevel: 'application',
        outlineSection: 'II',
        tmcCode: 'II-A',
        rteArea: 'equipment-infection',
        source: 'egans-2020',
        written: '2026-11-25',
      },
      {
        key: 'case-hc-005-6',
        update: `Back home, she complains of a dry, sore nose and asks whether she can use petroleum jelly inside her nostrils.`,
        questionText: `What should the respiratory therapist advise?`,
        options: [
          `Use a water-based lubricant instead of petroleum jelly`,
          `Use petroleum jelly generously, as it seals in moisture`,
          `Stop the humidifier, which is drying her nose`,
          `Lower her oxygen to 1 L/min to reduce the dryness`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Petroleum-based products are flammable in an oxygen-enriched environment and can be aspirated into the lungs. A water-based lubricant (or saline gel) eases dryness safely, along with her humidifier.

B is wrong: petroleum jelly near oxygen is a fire hazard.
C is wrong: humidification helps dryness at her flow rate.
D is wrong: reducing her prescribed flow causes hypoxemia.

Correct Answer: A
Key Learning Point: Patients on oxygen should use water-based, not petroleum-based, nasal lubricants.`,
        difficulty: 'easy',
        kind: 'decision-making',
        cognitiveLevel: 'recall',
        outlineSection: 'III',
        tmcCode: 'III-I',
        rteArea: 'professional-practice',
        source: 'egans-2020',
        written: '2026-11-25',
      },
    ],
  },
];
