import type { SeedCaseSet } from '../../types';

/** Written for the third edition; nobody has reviewed these against their sources yet. */
const W = '2026-11-28';

/** Third-edition clinical-judgment case sets: Adult trauma, cardiovascular, neurological and perioperative care. */
export const caseSets: SeedCaseSet[] = [
  {
    key: 'case-aa-001',
    topicId: 8,
    title: 'Blunt chest trauma: pneumothorax, hemorrhage and a transfusion reaction',
    setting: 'emergency',
    category: 'trauma',
    place: 'hospital',
    scenario: `A 34-year-old man (predicted body weight 73 kg) was thrown from a motorcycle. He has fractures of right ribs 4-8 and a right pulmonary contusion, and was intubated in the trauma bay for SpO2 82% on a non-rebreather. He is on volume control: tidal volume 450 mL, rate 20/min, PEEP 8 cm H2O, FiO2 0.60. Peak pressure 28 cm H2O, plateau 22 cm H2O, BP 98/60 mm Hg, HR 116/min, SpO2 93%.`,
    items: [
      {
        key: 'case-aa-001-1',
        questionText: `While the portable film is being set up, the peak pressure rises to 47 cm H2O and the plateau to 41 cm H2O. SpO2 falls to 80%, BP to 70/40 mm Hg, and breath sounds are absent on the right. What should the respiratory therapist recommend first?`,
        options: [
          `Wait for the chest film to confirm the cause before intervening`,
          `Immediate decompression of the right chest, then a chest tube`,
          `Raise PEEP to 14 cm H2O to open the contused right lung`,
          `Suction the tube and recheck pressures after 10 minutes`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Peak and plateau pressure rose together (a fall in compliance, not a rise in resistance) with absent right breath sounds, hypoxemia and hypotension in a ventilated patient with rib fractures: a tension pneumothorax. It is a clinical diagnosis; the chest is decompressed at once (needle or finger thoracostomy) and a chest tube follows.

A is wrong: waiting for a film lets obstructive shock progress to arrest.
C is wrong: more PEEP adds pressure to a tension pneumothorax and worsens venous return.
D is wrong: an obstructed tube raises the peak with an unchanged plateau; here the plateau rose too, and delay is dangerous.

Correct Answer: B
Key Learning Point: A ventilated trauma patient whose peak and plateau rise together with unilateral silent chest and shock has a tension pneumothorax: decompress before imaging.`,
        difficulty: 'easy',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-G',
        rteArea: 'interventions',
        source: 'atls-2018',
        written: W,
        kind: 'decision-making',
      },
      {
        key: 'case-aa-001-2',
        update: `A right chest tube drains 1,100 mL of blood at insertion and 250 mL in the next hour. Peak pressure is back to 30 cm H2O. He receives blood products through the massive transfusion protocol. His arterial tracing with the ventilator volume is shown.`,
        questionText: `What does the arterial tracing shown indicate about his circulation?`,
        options: [
          `His arterial line is overdamped and reads falsely low`,
          `He has cardiac tamponade, from the fall in systolic pressure`,
          `Pulse pressure varies widely with breaths: likely volume-responsive`,
          `The ventilator is causing auto-PEEP, which must be relieved before anything else`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. Under controlled breaths the pulse pressure rises with each inspiration and falls with expiration by about a quarter, far above the 12-13 % threshold: with ongoing bleeding, his stroke volume still depends on preload, and blood products should continue while the bleeding is controlled.

A is wrong: an overdamped trace loses its notch and has a narrow, rounded pulse; these pulses are brisk with a clear notch.
B is wrong: tamponade causes pulsus paradoxus in spontaneous breathing; the breath-linked swing under positive pressure here fits hypovolemia, and nothing else points to tamponade.
D is wrong: auto-PEEP cannot be judged from an arterial trace, and his expiratory settings have not changed.

Correct Answer: C
Key Learning Point: A large breath-to-breath swing in arterial pulse pressure under controlled ventilation marks a preload-dependent circulation, as in ongoing hemorrhage.`,
        difficulty: 'medium',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'hess-kacmarek-2019',
        written: W,
        kind: 'information-gathering',
        exhibit: {
          kind: 'hemodynamic',
          title: 'Arterial pressure and ventilator volume',
          alt: 'Arterial pulses at about 120 per minute between about 50 and 92 mm Hg, each with a notch on the downslope, over two machine breaths; the pulses grow taller during each breath in and shrink by about a quarter in the pause between breaths.',
          trace: 'arterial',
          systolic: 92,
          diastolic: 52,
          heartRate: 120,
          breathing: { mode: 'ventilated', swing: 3, rate: 20, ppv: 26 },
        },
      },
      {
        key: 'case-aa-001-3',
        update: `Ninety minutes into the transfusion (8 units of red cells, 6 of plasma, 1 of platelets) his SpO2 falls from 95% to 84% on FiO2 0.60. Plateau pressure rises to 31 cm H2O. New bilateral opacities appear on the film. Temperature 38.4 °C, BP 88/54 mm Hg. An echocardiogram shows a small, vigorous left ventricle and a collapsing inferior vena cava.`,
        questionText: `Which explanation best fits these new findings?`,
        options: [
          `Transfusion-associated circulatory overload (TACO)`,
          `A recurrent right tension pneumothorax`,
          `Transfusion-related acute lung injury (TRALI)`,
          `Spreading of the known right pulmonary contusion`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. Hypoxemia and new bilateral infiltrates within 6 hours of transfusion, with fever and hypotension but a small, hyperdynamic heart and a collapsing vena cava (no volume overload), meet the 2019 consensus definition of TRALI: a non-cardiogenic, permeability edema triggered by donor antibodies in plasma-rich products.

A is wrong: circulatory overload brings hypertension, a full vena cava and signs of raised filling pressure, not hypotension with a small ventricle.
B is wrong: a tension pneumothorax would silence one side and raise pressures abruptly; the infiltrates here are bilateral.
D is wrong: a contusion worsens on its own side over 24-48 hours; it does not cause new bilateral opacities with fever and hypotension.

Correct Answer: C
Key Learning Point: Bilateral infiltrates and hypoxemia within 6 hours of transfusion with no sign of volume overload is TRALI; stop the product, report it and support the lungs.`,
        difficulty: 'hard',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-B',
        rteArea: 'patient-data',
        source: 'trali-redefinition-2019',
        written: W,
        kind: 'information-gathering',
      },
      {
        key: 'case-aa-001-4',
        update: `The transfusion of the running plasma unit is stopped and the blood bank notified. On FiO2 0.80 and PEEP 8 cm H2O his PaO2 is 62 mm Hg. Tidal volume is still 450 mL with a plateau of 31 cm H2O; there is no air leak from the chest tube.`,
        questionText: `Which ventilator change should the respiratory therapist recommend now?`,
        options: [
          `Cut VT to 6 mL/kg, raise PEEP, hold plateau at or under 30`,
          `Raise the tidal volume to 600 mL to open the collapsed regions`,
          `Reduce PEEP to 5 cm H2O to limit barotrauma near the fresh chest tube`,
          `Keep settings unchanged because TRALI settles within a few days`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. TRALI is managed like ARDS: supportive, lung-protective ventilation. 450 mL is 6.2 mL/kg, so a small reduction toward 6 mL/kg (about 440 mL) plus more PEEP for the oxygenation deficit, keeping the plateau at or below 30 cm H2O, protects the lung while it heals.

B is wrong: 600 mL (8.2 mL/kg) would push the plateau well above 30 cm H2O.
C is wrong: with PaO2/FiO2 of 78 he needs more PEEP, not less; a drained, non-leaking chest tube is no reason to derecruit the lung.
D is wrong: TRALI often resolves in 48-96 hours, but the current plateau above 30 and severe hypoxemia need correction now.

Correct Answer: A
Key Learning Point: Ventilate TRALI like ARDS: about 6 mL/kg predicted body weight, PEEP titrated to oxygenation and plateau pressure at or below 30 cm H2O.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        source: 'ats-ards-2024',
        written: W,
        kind: 'decision-making',
      },
      {
        key: 'case-aa-001-5',
        update: `Twelve hours later he is on PEEP 12 cm H2O and FiO2 0.50 with a PaO2 of 80 mm Hg. The chest tube, on -20 cm H2O suction, now bubbles continuously through the water seal chamber in both inspiration and expiration. SpO2 and pressures are unchanged, and subcutaneous air has not spread.`,
        questionText: `Which check should come first?`,
        options: [
          `Clamp the chest tube at the chest wall and leave it clamped`,
          `Look for a loose connection along the drainage tubing`,
          `Remove the chest tube and place a new one`,
          `Turn off the suction and observe for an hour`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. New continuous bubbling in a stable patient is as likely to come from the system as from the lung. Checking each connection and the dressing (briefly occluding the tubing step by step under supervision) tells a leak in the drainage set from a bronchopleural leak before anything else is changed.

A is wrong: leaving a tube clamped with a possible lung leak under positive pressure can cause a tension pneumothorax.
C is wrong: replacing the tube is premature; most new leaks are at connections.
D is wrong: stopping suction does not identify the source and may allow the lung to collapse.

Correct Answer: B
Key Learning Point: Continuous bubbling that appears in a stable ventilated patient calls for a systematic check of the drainage system before the lung is blamed.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'II',
        tmcCode: 'II-A',
        rteArea: 'equipment-infection',
        source: 'egans-2020',
        written: W,
        kind: 'information-gathering',
      },
      {
        key: 'case-aa-001-6',
        update: `A cracked connector is replaced and the bubbling stops. On day 3 he is on PEEP 8, FiO2 0.40, rate 18/min. His flail segment moves paradoxically during spontaneous breaths on pressure support 10 cm H2O. Pain scores are 8/10 on intravenous opioids, and he splints his breathing.`,
        questionText: `What should the respiratory therapist recommend to prepare him for liberation from the ventilator?`,
        options: [
          `Surgical fixation of every fractured rib before any weaning`,
          `Strapping the chest wall firmly to stop the paradoxical motion`,
          `Continuous mandatory ventilation until the ribs heal in 6 weeks`,
          `A regional block such as an epidural or serratus catheter`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Pain from multiple rib fractures limits tidal volume and cough and delays liberation; regional analgesia (epidural or a paravertebral or serratus catheter) controls it better than opioids alone, letting him take deep breaths and cough with fewer opioid side effects.

A is wrong: rib fixation can help selected flail chests, but it is not a prerequisite for weaning and not done for every fracture.
B is wrong: strapping the chest limits expansion and promotes atelectasis and pneumonia.
C is wrong: ventilating until bones heal (internal pneumatic stabilization) is outdated and exposes him to weeks of ventilator complications.

Correct Answer: D
Key Learning Point: After rib fractures, good analgesia (often regional) is the key to deep breathing, cough and liberation from the ventilator.`,
        difficulty: 'hard',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        source: 'atls-2018',
        written: W,
        kind: 'decision-making',
      },
    ],
  },
  {
    key: 'case-aa-002',
    topicId: 8,
    title: 'Burns with inhalation injury and a stiff chest wall',
    setting: 'emergency',
    category: 'trauma',
    place: 'hospital',
    scenario: `A 46-year-old woman (predicted body weight 57 kg) was pulled from a house fire after 20 minutes in a smoke-filled room. She has deep burns over 40 % of her body, including the whole circumference of her chest, singed nasal hair, carbonaceous sputum and a hoarse voice. On a non-rebreather mask her SpO2 reads 99%, HR 124/min, respiratory rate 28/min, and she is confused.`,
    items: [
      {
        key: 'case-aa-002-1',
        questionText: `How should the respiratory therapist interpret her SpO2 of 99%?`,
        options: [
          `It may be falsely high, as carboxyhemoglobin reads as oxyhemoglobin`,
          `It shows that her oxygenation is adequate, so her confusion has another cause`,
          `It is falsely low, because her tachycardia disturbs the pulse signal`,
          `It is reliable once she has breathed from the mask for 10 minutes`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Smoke carries carbon monoxide. Carboxyhemoglobin absorbs red light much as oxyhemoglobin does, so a two-wavelength pulse oximeter counts it as oxygenated and reads high; her confusion and tachycardia despite an SpO2 of 99% fit carbon monoxide (or cyanide) poisoning, and only CO-oximetry gives the true saturation.

B is wrong: the reading cannot rule out hypoxia at the tissues; carbon monoxide poisoning itself explains confusion.
C is wrong: a heart rate of 124/min does not disturb the signal, and the error from carboxyhemoglobin runs high, not low.
D is wrong: time on the mask does not change how the oximeter reads carboxyhemoglobin; the error persists until the COHb is cleared.

Correct Answer: A
Key Learning Point: After smoke exposure a normal SpO2 can hide carbon monoxide poisoning; standard oximeters read carboxyhemoglobin as oxygenated.`,
        difficulty: 'easy',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-E',
        rteArea: 'patient-data',
        source: 'egans-2020',
        written: W,
        kind: 'information-gathering',
      },
      {
        key: 'case-aa-002-2',
        update: `Carboxyhemoglobin is 24 %. Over 30 minutes her voice becomes muffled, she develops inspiratory stridor and drooling, and swelling of the lips and tongue is increasing. The burn team plans 6 L of fluid resuscitation over the next 8 hours.`,
        questionText: `What should the respiratory therapist recommend for her airway?`,
        options: [
          `Heliox by mask while the swelling is watched closely for 2 hours`,
          `Early intubation with a large tube by the most skilled operator`,
          `Racemic epinephrine by nebulizer, repeated every 20 minutes as needed`,
          `High-flow nasal cannula at 60 L/min and FiO2 1.0`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Stridor, a muffled voice and drooling after an inhalation injury mean the upper airway is already narrowing, and massive fluid resuscitation will swell it further over hours. Intubating early, with a tube large enough for bronchoscopy and clearing of casts (8.0 mm or more in an adult), while it is still possible, prevents a failed airway later.

A is wrong: heliox lowers the work of breathing across a narrowing but does nothing to stop the edema, and it wastes the window for a safe intubation.
C is wrong: racemic epinephrine briefly shrinks mucosa but cannot hold back burn edema driven by fluid resuscitation.
D is wrong: high-flow oxygen treats hypoxemia and CO, not an obstructing airway.

Correct Answer: B
Key Learning Point: Inhalation injury with stridor or voice change needs early intubation with a large tube before resuscitation swells the airway shut.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-A',
        rteArea: 'interventions',
        source: 'egans-2020',
        written: W,
        kind: 'decision-making',
      },
      {
        key: 'case-aa-002-3',
        update: `She is intubated with an 8.0 mm tube and ventilated on FiO2 1.0. Bronchoscopy shows soot and mucosal edema down to the segmental bronchi. Twelve hours later COHb is 3 %.`,
        questionText: `Which therapy for the lower airways should the respiratory therapist recommend next?`,
        options: [
          `Daily saline lavage of each lobe by bronchoscope`,
          `Inhaled corticosteroids every 4 hours to reduce the mucosal edema`,
          `Prophylactic intravenous antibiotics to prevent pneumonia`,
          `Nebulized heparin alternating with acetylcysteine and albuterol`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Inhalation injury sheds mucosa and forms fibrin casts that plug small airways. Many burn centres give nebulized heparin with acetylcysteine (to break down casts and thin mucus) and albuterol (to counter the bronchospasm acetylcysteine can cause), with frequent suctioning; the evidence is modest but this is the usual protocol.

A is wrong: bronchoscopy is repeated to clear casts when needed, not as routine daily lavage of every lobe.
B is wrong: steroids have not improved outcome after inhalation injury and raise infection risk in burns.
C is wrong: prophylactic antibiotics select resistant organisms and are not recommended.

Correct Answer: D
Key Learning Point: After inhalation injury, airway hygiene (nebulized heparin, acetylcysteine with a bronchodilator, suction and bronchoscopy as needed) keeps casts from obstructing small airways.`,
        difficulty: 'hard',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-D',
        rteArea: 'interventions',
        source: 'egans-2020',
        written: W,
        kind: 'decision-making',
      },
      {
        key: 'case-aa-002-4',
        update: `Fourteen hours into resuscitation she has received 11 L of crystalloid. Her ventilator graphics, recorded before and after a change in her condition, are shown (volume control, 340 mL, inspiratory pause 0.4 s). Breath sounds are equal, and suctioning returns little.`,
        questionText: `What do the graphics shown indicate?`,
        options: [
          `Secretions or kinking have raised airway resistance`,
          `Respiratory system compliance has fallen markedly`,
          `Auto-PEEP is trapping gas at end-expiration`,
          `A cuff leak is losing part of each breath`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. In the second series the peak and the plateau rise by the same amount, so the peak-to-plateau difference (resistance) is unchanged while the plateau-to-PEEP difference (driving pressure) rises: compliance has fallen. With a circumferential chest burn swelling under massive resuscitation, a stiff, constricting eschar is the likely cause.

A is wrong: higher resistance widens the gap between peak and plateau; here the gap stays the same.
C is wrong: expiratory flow returns to zero before each breath; there is no trapped gas.
D is wrong: a leak shows as a volume trace that does not return to zero; the volumes here are intact.

Correct Answer: B
Key Learning Point: When peak and plateau rise together, compliance has fallen; in a circumferential chest burn, think of a restrictive eschar.`,
        difficulty: 'medium',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'hess-kacmarek-2019',
        written: W,
        kind: 'information-gathering',
        exhibit: {
          kind: 'ventilator',
          title: 'Ventilator graphics, volume control',
          alt: 'Pressure, flow and volume for two series of breaths with the same volume. In the dashed second series the peak and the pause pressure are both about 13 cm H2O higher than in the first; the flow and volume traces are identical and return to zero before each breath.',
          mode: 'VC',
          tidalVolume: 340,
          compliance: 30,
          resistance: 12,
          peep: 8,
          rate: 20,
          ti: 0.8,
          pause: 0.4,
          show: ['pressure', 'flow', 'volume'],
          compare: { compliance: 14, labels: ['Hour 4', 'Hour 14'] },
        },
      },
      {
        key: 'case-aa-002-5',
        update: `Her plateau pressure is now 38 cm H2O, and the PaCO2 has climbed from 42 to 61 mm Hg. The chest eschar is hard and inelastic, and her bladder pressure is 14 mm Hg.`,
        questionText: `What should the respiratory therapist recommend?`,
        options: [
          `Raise the rate to 34/min to clear the CO2`,
          `Neuromuscular blockade to relax the chest wall`,
          `Lower the tidal volume to 4 mL/kg and accept the CO2`,
          `Urgent escharotomy of the chest wall`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. A circumferential full-thickness chest burn forms a rigid shell that the swelling tissue beneath cannot expand: chest wall compliance falls, plateau pressure soars and ventilation fails. Releasing incisions through the eschar (escharotomy) restore chest wall movement, often with an immediate fall in plateau pressure.

A is wrong: a faster rate at a plateau of 38 cm H2O raises mean airway pressure and risks gas trapping without treating the restriction.
B is wrong: paralysis relaxes muscle, but the restriction is in the eschar, which paralysis does not soften.
C is wrong: smaller breaths lower the plateau at the cost of worse hypercapnia; they leave the cause in place.

Correct Answer: D
Key Learning Point: A circumferential chest burn that drives plateau pressure and PaCO2 up needs escharotomy, not ventilator adjustments alone.`,
        difficulty: 'easy',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        source: 'egans-2020',
        written: W,
        kind: 'decision-making',
      },
    ],
  },
  {
    key: 'case-aa-003',
    topicId: 8,
    title: 'Severe traumatic brain injury: intracranial pressure and CO2 targets',
    setting: 'adult-critical-care',
    category: 'trauma',
    place: 'hospital',
    scenario: `A 27-year-old man struck his head in a fall from a scaffold. His Glasgow Coma Scale score was 6 at the scene. He is intubated and ventilated (volume control, 520 mL, rate 14/min, PEEP 5 cm H2O, FiO2 0.40) with an intraventricular catheter in place. CT shows a right contusion with 5 mm midline shift. ICP 18 mm Hg, BP 132/78 mm Hg (MAP 96), SpO2 98%, temperature 37.2 °C.`,
    items: [
      {
        key: 'case-aa-003-1',
        questionText: `Which blood gas targets should the respiratory therapist keep for him in the first hours?`,
        options: [
          `PaCO2 25-30 mm Hg and PaO2 kept above 150 mm Hg`,
          `PaCO2 35-45 mm Hg and PaO2 at least 80 mm Hg`,
          `PaCO2 45-55 mm Hg and SpO2 88-92%`,
          `PaCO2 30-35 mm Hg and PaO2 between 60 and 80 mm Hg`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. With the ICP controlled, normocapnia (PaCO2 35-45 mm Hg) keeps cerebral blood flow adequate; hypoxemia (PaO2 under 60 mm Hg, SpO2 under 90%) doubles the harm of a brain injury, so oxygenation is kept comfortably normal.

A is wrong: prophylactic hyperventilation to 25 mm Hg is recommended against (Brain Trauma Foundation): vasoconstriction cuts blood flow to injured brain, most in the first 24 hours.
C is wrong: permissive hypercapnia dilates cerebral vessels and raises ICP.
D is wrong: a PaO2 of 60 sits on the edge of hypoxemia, and mild hyperventilation is not a routine target.

Correct Answer: B
Key Learning Point: In severe TBI keep PaCO2 35-45 mm Hg and avoid hypoxemia; hyperventilation is a brief rescue, not a prophylactic target.`,
        difficulty: 'easy',
        cognitiveLevel: 'recall',
        outlineSection: 'III',
        tmcCode: 'III-C',
        rteArea: 'interventions',
        source: 'btf-tbi-2016',
        written: W,
        kind: 'decision-making',
      },
      {
        key: 'case-aa-003-2',
        update: `Six hours later the nurse reports that the patient has been "fighting the ventilator". His capnogram over the last minute is shown. ICP is 12 mm Hg. His last PaCO2, an hour ago, was 38 mm Hg with an EtCO2 of 35 mm Hg.`,
        questionText: `What does the capnogram shown indicate, and what is its risk for him?`,
        options: [
          `Rising CO2 from hypoventilation that may raise his ICP`,
          `Rebreathing from an exhausted absorber raising inspired CO2`,
          `Falling CO2 from overbreathing that may cut his cerebral blood flow`,
          `An obstructed airway with slow emptying of the lungs`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. The waves keep a normal, square shape but their plateau falls steadily from about 35 to about 22 mm Hg at a faster rate: he is overbreathing the set rate. With a PaCO2-EtCO2 gap of about 3, his PaCO2 is now near 25 mm Hg, low enough to constrict cerebral vessels and cause ischemia, which is why the ICP has fallen. Agitation needs sedation and analgesia review, and a blood gas.

A is wrong: the plateau falls, it does not rise.
B is wrong: the baseline returns to zero with each breath; there is no inspired CO2.
D is wrong: the upstroke is steep and the plateau flat; the shark-fin of obstruction is absent.

Correct Answer: C
Key Learning Point: In brain injury, a falling EtCO2 is a warning, not reassurance: hypocapnia lowers ICP by reducing cerebral blood flow, at the price of ischemia.`,
        difficulty: 'medium',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'btf-tbi-2016',
        written: W,
        kind: 'information-gathering',
        exhibit: {
          kind: 'capnogram',
          title: 'Capnogram, last minute',
          alt: 'Regular square waves that return to zero with each breath; their flat tops fall steadily from about 35 mm Hg at the start to about 22 mm Hg at the end, and the waves come closer together.',
          pattern: 'hyperventilation',
          etco2: 35,
          etco2End: 22,
          rate: 26,
          seconds: 60,
        },
      },
      {
        key: 'case-aa-003-3',
        update: `Sedation is deepened and his breathing returns to the set rate. On day 2 his ICP rises to 27 mm Hg for 10 minutes despite head elevation to 30°, deep sedation and an osmotic bolus. Pupils are equal. PaCO2 40 mm Hg, MAP 88 mm Hg. The neurosurgeon is on the way.`,
        questionText: `What is the best use of ventilation while the team prepares definitive treatment?`,
        options: [
          `Brief hyperventilation to a PaCO2 of 30-35 mm Hg, guided by EtCO2`,
          `Hyperventilation to a PaCO2 of 20 mm Hg, kept until the ICP is normal`,
          `Raising PEEP to 15 cm H2O so that oxygen delivery to the brain improves`,
          `Lowering the rate to 8/min so that intrathoracic pressure falls`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Hyperventilation is a temporizing measure for a dangerous ICP rise that has not responded to first-tier therapy: a modest, short reduction of PaCO2 (to about 30-35 mm Hg), tracked closely with capnography, lowers ICP while definitive care (drainage, surgery) is arranged.

B is wrong: a PaCO2 of 20 mm Hg causes intense cerebral vasoconstriction and ischemia, and prolonged hyperventilation loses its effect.
C is wrong: a large PEEP increase can raise ICP by impeding venous return and does not treat raised ICP; his oxygenation is adequate.
D is wrong: hypoventilation raises PaCO2 and the ICP with it.

Correct Answer: A
Key Learning Point: Use hyperventilation only briefly and modestly for an acute ICP crisis, with capnography, as a bridge to definitive treatment.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-G',
        rteArea: 'interventions',
        source: 'btf-tbi-2016',
        written: W,
        kind: 'decision-making',
      },
      {
        key: 'case-aa-003-4',
        update: `A decompressive craniectomy is performed. On day 4 his ICP is 14 mm Hg. He develops right lower lobe consolidation with thick secretions; PaO2/FiO2 is 190 mm Hg on PEEP 8 cm H2O. The nurse asks whether suctioning is safe, as his ICP rose to 24 mm Hg during the last pass.`,
        questionText: `How should the respiratory therapist suction him?`,
        options: [
          `Avoid suctioning to protect his intracranial pressure`,
          `Suction deeply on each pass with a vacuum of -200 mm Hg`,
          `Instill 10 mL of saline first so that fewer passes are needed`,
          `Preoxygenate, keep each pass brief and limit the number of passes`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Retained secretions cause hypoxemia and hypercapnia, which raise ICP far more than a careful suction pass. Suctioning is done when indicated, with preoxygenation, a closed system to keep PEEP, passes of 15 seconds or less, as few passes as needed, and a sedation bolus if coughing drives the ICP up.

A is wrong: withholding suction leaves secretions that worsen oxygenation and CO2 clearance.
B is wrong: deep suctioning with high vacuum injures the mucosa and provokes coughing and ICP surges; shallow suctioning at the lowest effective pressure is preferred.
C is wrong: routine saline instillation is recommended against (AARC 2022): it does not thin secretions and raises the risk of infection and desaturation.

Correct Answer: D
Key Learning Point: Suction brain-injured patients when indicated, preoxygenated, briefly and with few passes; skipping suctioning is not neuroprotection.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-A',
        rteArea: 'interventions',
        source: 'aarc-suctioning-2022',
        written: W,
        kind: 'decision-making',
      },
      {
        key: 'case-aa-003-5',
        update: `By day 6 his pneumonia is resolving. His PaO2/FiO2 falls to 120 mm Hg with bilateral opacities; PEEP 12 cm H2O raises his PaO2 without any change in ICP (13 mm Hg) or MAP (86 mm Hg). Tidal volume is 520 mL (7.5 mL/kg), plateau 31 cm H2O, PaCO2 41 mm Hg.`,
        questionText: `Which change should the respiratory therapist recommend?`,
        options: [
          `Lower VT toward 6 mL/kg and raise the rate to hold PaCO2 near 40`,
          `Keep 520 mL, since any rise in PaCO2 could raise his ICP`,
          `Lower PEEP to 5 cm H2O to protect cerebral venous drainage`,
          `Lower the tidal volume to 4 mL/kg and accept a PaCO2 of 60`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. He now has ARDS with a plateau above 30 cm H2O. Lung-protective ventilation still applies in brain injury; the difference is that PaCO2 must not be allowed to rise, so the rate is raised as the tidal volume falls toward 6 mL/kg (about 420 mL), and ICP is watched.

B is wrong: a plateau above 30 cm H2O harms the lung; PaCO2 can be held with the rate instead.
C is wrong: his ICP did not rise on PEEP 12, and lowering PEEP would worsen his oxygenation.
D is wrong: permissive hypercapnia is contraindicated with raised or unstable ICP.

Correct Answer: A
Key Learning Point: In brain injury with ARDS, ventilate protectively but keep PaCO2 normal with the rate; permissive hypercapnia is off the table.`,
        difficulty: 'hard',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        source: 'btf-tbi-2016',
        written: W,
        kind: 'decision-making',
      },
    ],
  },
  {
    key: 'case-aa-004',
    topicId: 8,
    title: 'Cervical spinal cord injury: from the ICU to rehabilitation',
    setting: 'home-care',
    category: 'trauma',
    place: 'outside',
    scenario: `A 22-year-old man (predicted body weight 75 kg) broke his neck diving into a shallow lake 3 weeks ago and has a complete C5 spinal cord injury. He was extubated after 12 days and has arrived at a rehabilitation hospital. He breathes on his own on room air, with SpO2 95%, a weak cough and a respiratory rate of 22/min.`,
    items: [
      {
        key: 'case-aa-004-1',
        questionText: `His vital capacity tested seated and supine is shown. What explains the difference?`,
        options: [
          `Supine, abdominal contents push the diaphragm up to a better length`,
          `Supine, any pleural fluid spreads out and compresses less of the lung`,
          `Sitting up, the intercostal muscles can work better against gravity`,
          `Sitting up, the lungs are better perfused and less congested`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. The vital capacity is larger supine than seated (the reverse of normal). With the abdominal muscles paralysed, sitting lets the abdominal contents sag and the diaphragm descend to a flat, short position; lying down lets them push the diaphragm back up into a domed shape from which it contracts more strongly. An abdominal binder reproduces this when he sits.

B is wrong: nothing suggests pleural fluid, and this explanation does not account for the size of the change.
C is wrong: his intercostal muscles are paralysed below C5, so they add nothing in any position.
D is wrong: perfusion changes with posture do not change the vital capacity this much.

Correct Answer: A
Key Learning Point: In cervical cord injury, vital capacity is greater supine than upright because abdominal contents support the diaphragm; an abdominal binder helps when sitting.`,
        difficulty: 'hard',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'cscm-sci-respiratory-2005',
        written: W,
        kind: 'information-gathering',
        exhibit: {
          kind: 'table',
          variant: 'pft',
          title: 'Bedside spirometry and cough',
          alt: 'Vital capacity and cough flow measured seated and supine, with predicted values.',
          columns: ['Test', 'Seated', 'Supine', 'Predicted'],
          rows: [
            ['Vital capacity (L)', '1.45', '1.90', '5.10'],
            ['MIP (cm H2O)', '-42', '-50', '-110'],
            ['Peak cough flow (L/min)', '150', '170', '> 360'],
          ],
        },
      },
      {
        key: 'case-aa-004-2',
        update: `His peak cough flow is 150 L/min seated, and his mother is learning manually assisted cough. The team wants to raise the volume he can inhale before each cough, since his vital capacity is far below predicted and he cannot take a deep breath on his own.`,
        questionText: `Which technique should the respiratory therapist teach to raise his precough volume?`,
        options: [
          `Incentive spirometry with a 3-second breath hold at full inspiration`,
          `Exhaling through a positive expiratory pressure valve for 15 breaths`,
          `Diaphragmatic breathing with his hands placed on the abdomen`,
          `Stacking breaths from a bag through a one-way valve`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. His inspiratory muscles cannot reach a large volume on their own. Lung volume recruitment stacks several insufflations from a manual resuscitation bag (or a volume ventilator by mouthpiece) through a one-way valve, held with a closed glottis, up to his maximum insufflation capacity. The larger precough volume raises his peak cough flow, and daily stacking keeps the lungs and chest wall supple.

A is wrong: incentive spirometry relies on his own weak inspiratory muscles and cannot take him beyond his vital capacity.
B is wrong: PEP therapy needs expiratory effort and adds no inspired volume.
C is wrong: breathing exercises do not raise the volume he can inhale beyond what his weak muscles allow.

Correct Answer: D
Key Learning Point: When inspiratory weakness limits the cough, breath stacking to maximum insufflation capacity raises the precough volume and the peak cough flow.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-B',
        rteArea: 'interventions',
        source: 'cscm-sci-respiratory-2005',
        written: W,
        kind: 'decision-making',
      },
      {
        key: 'case-aa-004-3',
        update: `With twice-daily insufflation-exsufflation he clears his chest. Two days later his vital capacity seated is 1.05 L, MIP -30 cm H2O, respiratory rate 30/min, and a venous blood gas shows PCO2 52 mm Hg. He says he feels "tired of breathing" and wakes with headaches.`,
        questionText: `What should the respiratory therapist recommend?`,
        options: [
          `Continue observation with spirometry weekly`,
          `Increase his oxygen until his SpO2 reaches 98%`,
          `Start noninvasive ventilation, at least overnight`,
          `Arrange a tracheostomy within the next day`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. A falling vital capacity (about 14 mL/kg), a weakening MIP, tachypnea, morning headaches and hypercapnia show his respiratory muscles are failing, likely worsened by the infection. Noninvasive ventilation supports them (starting with sleep, when hypoventilation is worst) and often avoids reintubation.

A is wrong: these findings need action now, not weekly surveillance.
B is wrong: oxygen can mask hypoventilation and worsen hypercapnia without supporting the failing muscles.
D is wrong: a tracheostomy is not the first step while noninvasive support has not been tried in a cooperative patient who clears secretions.

Correct Answer: C
Key Learning Point: In cervical cord injury, a falling VC, hypercapnia and morning headaches call for noninvasive ventilation before invasive options.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-C',
        rteArea: 'interventions',
        source: 'cscm-sci-respiratory-2005',
        written: W,
        kind: 'decision-making',
      },
      {
        key: 'case-aa-004-4',
        update: `He settles on nocturnal noninvasive ventilation. A month later, while his bowel care is being done, he becomes flushed and sweaty above the level of his injury, complains of a pounding headache and has a BP of 196/104 mm Hg with HR 52/min.`,
        questionText: `What should be done first?`,
        options: [
          `Lay him flat and give oxygen at 15 L/min by mask`,
          `Sit him up and look for the trigger below the injury`,
          `Start his noninvasive ventilator and call for help`,
          `Give a beta-blocker and recheck the pressure in 1 hour`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. A lesion at T6 or above, a sudden severe rise in blood pressure, a pounding headache, flushing and sweating above the injury and a reflex bradycardia during bowel care are autonomic dysreflexia. Sitting him up lowers the pressure, and the trigger (a full rectum, a blocked catheter, tight clothing) is found and removed.

A is wrong: lying flat raises the blood pressure further; oxygen does not treat the cause.
C is wrong: this is not a ventilatory problem.
D is wrong: waiting an hour risks stroke or seizure, and beta-blockade worsens the bradycardia; a short-acting antihypertensive is used only if the trigger cannot be found.

Correct Answer: B
Key Learning Point: Sudden hypertension, headache and bradycardia in a high cord injury is autonomic dysreflexia: sit up, loosen, find and remove the trigger.`,
        difficulty: 'hard',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-G',
        rteArea: 'interventions',
        source: 'cscm-sci-respiratory-2005',
        written: W,
        kind: 'decision-making',
      },
      {
        key: 'case-aa-004-5',
        update: `He is preparing for discharge home with his mother, who will be his main carer. He will use noninvasive ventilation at night and the cough-assist device twice daily and when he has a cold.`,
        questionText: `Which teaching should the respiratory therapist give first priority before discharge?`,
        options: [
          `How to wash the mask and tubing, and how often to replace them`,
          `How to read the ventilator's leak and compliance data each week`,
          `Spotting a chest infection early and clearing his secretions`,
          `How to change the ventilator's filter every month`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. Respiratory infection with retained secretions is the leading cause of death and readmission after cervical cord injury. The carer who will be there at 3 a.m. must recognize the early signs (fever, more secretions, falling SpO2, shortness of breath) and use the cough-assist device and assisted cough competently, with an action plan for when to call.

A is wrong: cleaning matters, but it is not the lifesaving skill.
B is wrong: reviewing ventilator data is useful for the clinic, not a carer's first priority.
D is wrong: filter changes are routine maintenance, lower in priority.

Correct Answer: C
Key Learning Point: Before discharging a patient with high cord injury, make sure the carer can recognize a chest infection and clear secretions effectively.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-I',
        rteArea: 'professional-practice',
        source: 'cscm-sci-respiratory-2005',
        written: W,
        kind: 'decision-making',
      },
    ],
  },
  {
    key: 'case-aa-005',
    topicId: 8,
    title: 'Pulmonary arterial hypertension with right heart failure',
    setting: 'adult-critical-care',
    category: 'cardiovascular',
    place: 'hospital',
    scenario: `A 47-year-old woman with idiopathic pulmonary arterial hypertension, treated at home with ambrisentan and tadalafil, is admitted to the ICU with right lower lobe pneumonia. She is on high-flow nasal cannula at 50 L/min and FiO2 0.70 with SpO2 88%, respiratory rate 30/min, BP 94/62 mm Hg, HR 114/min. Echocardiography shows a dilated, poorly contracting right ventricle and a small left ventricle. A pulmonary artery catheter is placed.`,
    items: [
      {
        key: 'case-aa-005-1',
        questionText: `The pulmonary artery tracing shown was recorded as the balloon was inflated. Cardiac index is 1.9 L/min/m2. Which treatment do these pressures support?`,
        options: [
          `A furosemide infusion to lower her raised left atrial pressure`,
          `An inhaled pulmonary vasodilator, added to her current drugs`,
          `A fluid bolus of 1 L to raise her left atrial filling pressure`,
          `Intravenous nitroglycerin to lower the wedge pressure`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. The PA pressure is about 74/32 mm Hg, but the wedge trace sits near 8 mm Hg: the pressure is lost across the pulmonary arterioles (precapillary pulmonary hypertension) with a normal left atrial pressure. An inhaled vasodilator such as epoprostenol lowers pulmonary vascular resistance in ventilated lung units, unloading the right ventricle and improving V/Q without dropping systemic pressure much.

A is wrong: the wedge pressure is normal, so there is no left atrial hypertension to relieve, and diuresis could drop her preload-dependent output.
C is wrong: a failing, dilated right ventricle can be pushed further by volume; a 1 L bolus risks worsening septal shift.
D is wrong: IV nitroglycerin lowers systemic pressure in a hypotensive patient and is aimed at left-sided filling pressure, which is normal.

Correct Answer: B
Key Learning Point: A high PA pressure with a normal wedge is precapillary pulmonary hypertension; selective inhaled vasodilators unload the right ventricle.`,
        difficulty: 'hard',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        rteSection: 'I.D',
        source: 'esc-ers-ph-2022',
        written: W,
        kind: 'decision-making',
        exhibit: {
          kind: 'hemodynamic',
          title: 'Pulmonary artery catheter, balloon inflation',
          alt: 'Tall pulsatile waves between about 32 and 74 mm Hg with a notch on each downslope; partway along, the trace drops to low, rounded double waves between about 6 and 10 mm Hg.',
          trace: 'pa',
          systolic: 74,
          diastolic: 32,
          heartRate: 112,
          wedge: { at: 0.45, a: 10, v: 9, trough: 6 },
        },
      },
      {
        key: 'case-aa-005-2',
        update: `Inhaled epoprostenol is ordered at 50 ng/kg/min, delivered continuously by a vibrating mesh nebulizer in the high-flow circuit. The syringe pump feeding the nebulizer holds 4 hours of drug.`,
        questionText: `What is the main safety point when the drug syringe is changed?`,
        options: [
          `Stop the drug for 30 minutes first to judge her baseline`,
          `Flush the nebulizer with saline before restarting the drug`,
          `Halve the dose for an hour after each change to prevent a surge`,
          `Have the next syringe primed so delivery is not interrupted`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Epoprostenol has a half-life of a few minutes. Even a brief interruption can cause rebound pulmonary hypertension, with acute right ventricular failure, hypoxemia and hypotension. The next syringe is prepared before the first runs out, and the change is made quickly with the patient watched.

A is wrong: deliberately stopping the drug invites the rebound crisis that continuous delivery is meant to prevent.
B is wrong: a saline flush delays delivery and dilutes the drug without any benefit.
C is wrong: there is no surge on restarting; halving the dose risks the same rebound as stopping.

Correct Answer: D
Key Learning Point: Inhaled epoprostenol must run without interruption; an abrupt stop can precipitate rebound pulmonary hypertension.`,
        difficulty: 'easy',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-D',
        rteArea: 'interventions',
        source: 'esc-ers-ph-2022',
        written: W,
        kind: 'decision-making',
      },
      {
        key: 'case-aa-005-3',
        update: `Her SpO2 improves to 93% on the same FiO2. Overnight she tires, her PaCO2 climbs to 58 mm Hg and she is intubated without complication. Twelve hours later the ventilator alarms for a rising PEEP and expiratory resistance, and the expiratory flow trace returns to baseline more slowly than before. She is on the epoprostenol by mesh nebulizer in the inspiratory limb.`,
        questionText: `What is the most likely cause of the alarms?`,
        options: [
          `Drug residue clogging the expiratory filter`,
          `Bronchospasm caused by the inhaled epoprostenol`,
          `A kink in the inspiratory limb near the nebulizer`,
          `Water collecting in the inspiratory limb`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Epoprostenol is mixed in a sticky glycine buffer that deposits on the expiratory filter and valve. A clogging filter raises expiratory resistance, slows expiratory flow and can create PEEP above the set level, even to the point of a tension-like rise in pressure. The filter is changed on a schedule (often every 2-4 hours) and whenever resistance rises.

B is wrong: epoprostenol is a bronchial and vascular relaxant, not a cause of bronchospasm; bronchospasm would also raise the peak pressure on inspiration.
C is wrong: an inspiratory kink raises inspiratory pressure, not expiratory resistance or PEEP.
D is wrong: water in the inspiratory limb causes rainout and auto-triggering, not a rising PEEP.

Correct Answer: A
Key Learning Point: During continuous inhaled epoprostenol, watch the expiratory filter: drug residue raises expiratory resistance and PEEP; change it on schedule.`,
        difficulty: 'hard',
        cognitiveLevel: 'analysis',
        outlineSection: 'II',
        tmcCode: 'II-A',
        rteArea: 'equipment-infection',
        source: 'hess-kacmarek-2019',
        written: W,
        kind: 'information-gathering',
      },
      {
        key: 'case-aa-005-4',
        update: `The filter is changed and the alarms stop. She is on volume control 380 mL (6 mL/kg), rate 22/min, PEEP 8 cm H2O, FiO2 0.60. Plateau 26 cm H2O. Blood gas: pH 7.22, PaCO2 56 mm Hg, HCO3- 22.3 mEq/L, PaO2 66 mm Hg. BP 88/58 mm Hg, and the PA pressure has risen from 64/28 to 78/36 mm Hg.`,
        questionText: `Which ventilator change best protects her right ventricle?`,
        options: [
          `Raise the rate to lower her PaCO2 toward 40 mm Hg`,
          `Accept the PaCO2, since permissive hypercapnia protects the lung`,
          `Raise PEEP to 16 cm H2O to improve her oxygenation`,
          `Raise the tidal volume to 10 mL/kg to recruit the lung`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Hypercapnia and acidosis constrict pulmonary arterioles: her PA pressure rose with the PaCO2, and a failing right ventricle cannot meet a rising afterload. Raising the rate (while watching for auto-PEEP) clears CO2 at the same protective tidal volume.

B is wrong: permissive hypercapnia suits ARDS with a healthy right heart, not a patient with pulmonary arterial hypertension and right ventricular failure.
C is wrong: high PEEP compresses the alveolar vessels and raises pulmonary vascular resistance, adding load to the right ventricle.
D is wrong: large tidal volumes overdistend the lung, compress its vessels and raise right ventricular afterload.

Correct Answer: A
Key Learning Point: In right heart failure, avoid hypercapnia, acidosis, hypoxemia and overdistension, all of which raise pulmonary vascular resistance.`,
        difficulty: 'hard',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        source: 'esc-ers-ph-2022',
        written: W,
        kind: 'decision-making',
      },
      {
        key: 'case-aa-005-5',
        update: `After the rate change her PaCO2 is 42 mm Hg, PA pressure 66/30 mm Hg and BP 96/60 mm Hg. On day 5 her pneumonia is improving, and the team plans to wean the inhaled epoprostenol before extubation.`,
        questionText: `How should the epoprostenol be weaned?`,
        options: [
          `Stop it once the PA pressure falls below 40 mm Hg`,
          `Switch it off the day before extubation to see how she copes`,
          `Step the dose down gradually under close monitoring`,
          `Double the dose the hour before extubation, then stop it`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. Inhaled epoprostenol is withdrawn gradually (for example stepping down 10 ng/kg/min every few hours) while SpO2, systemic pressure and PA pressure are watched, returning to the previous dose if any worsens. Her usual oral therapy continues throughout.

A is wrong: a PA pressure of 40 is not her baseline (she has chronic pulmonary hypertension), and stopping abruptly risks rebound.
B is wrong: an abrupt stop the day before extubation invites a rebound crisis at the worst time.
D is wrong: a higher dose gives no protection after stopping and adds systemic hypotension.

Correct Answer: C
Key Learning Point: Wean inhaled pulmonary vasodilators gradually, with close monitoring, to avoid rebound pulmonary hypertension.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        source: 'esc-ers-ph-2022',
        written: W,
        kind: 'decision-making',
      },
    ],
  },
  {
    key: 'case-aa-006',
    topicId: 8,
    title: 'Cardiogenic shock after anterior infarction',
    setting: 'adult-critical-care',
    category: 'cardiovascular',
    place: 'hospital',
    scenario: `A 64-year-old man (predicted body weight 70 kg) had an anterior ST-elevation myocardial infarction treated by stenting 10 hours ago. He is now cold and clammy, BP 84/56 mm Hg, HR 112/min, with crackles to the mid-zones. He is intubated on volume control 440 mL, rate 18/min, PEEP 8 cm H2O, FiO2 0.60, on dobutamine and norepinephrine, with a pulmonary artery catheter in place. Cardiac index 1.7 L/min/m2, lactate 4.8 mmol/L.`,
    items: [
      {
        key: 'case-aa-006-1',
        questionText: `His wedge tracing with the ventilator volume is shown. Which wedge pressure should be recorded?`,
        options: [
          `About 36 mm Hg, the top of the swing during each machine breath`,
          `About 26 mm Hg, the level in the pause between machine breaths`,
          `About 30 mm Hg, averaged across the whole breathing cycle`,
          `About 22 mm Hg, the lowest point reached on the whole trace`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Vascular pressures are read at end-expiration, when pleural pressure is least affected by the breath. Under positive pressure the whole trace rises during each machine breath; in the flat part of the volume trace the wedge waves sit around 26 mm Hg (mean of the a wave), confirming a high left atrial pressure.

A is wrong: the inspiratory peak includes pleural pressure transmitted from the breath.
C is wrong: averaging across the breath mixes in inspiratory values and over-reads the wedge.
D is wrong: the trough of the x and y descents under-reads the mean filling pressure.

Correct Answer: B
Key Learning Point: Under positive pressure ventilation the wedge rises with each breath; record it at end-expiration, before the next breath begins.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'hess-kacmarek-2019',
        written: W,
        kind: 'information-gathering',
        exhibit: {
          kind: 'hemodynamic',
          title: 'Pulmonary artery wedge pressure with ventilator volume',
          alt: 'A wedge trace with two small waves per heartbeat at about 110 per minute, shown over two machine breaths. Between breaths the waves ride between about 23 and 28 mm Hg; during each machine breath the whole trace rises by about 8 mm Hg and then falls back.',
          trace: 'wedge',
          a: 28,
          v: 27,
          trough: 23,
          heartRate: 110,
          breathing: { mode: 'ventilated', swing: 8, rate: 18 },
        },
      },
      {
        key: 'case-aa-006-2',
        update: `An intra-aortic balloon pump is placed. Blood gas on FiO2 0.60: pH 7.40, PaCO2 40 mm Hg, HCO3- 24 mEq/L, PaO2 58 mm Hg. Crackles are heard throughout both lungs. Plateau pressure is 22 cm H2O.`,
        questionText: `Which ventilator change should the respiratory therapist recommend for his oxygenation?`,
        options: [
          `Raise the FiO2 to 1.0 and leave PEEP at 8 cm H2O`,
          `Raise the tidal volume to 600 mL to open the flooded alveoli`,
          `Lower PEEP to 5 cm H2O to raise his blood pressure`,
          `Step PEEP up toward 12 cm H2O, watching BP`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. His hypoxemia comes from cardiogenic pulmonary edema. PEEP recruits flooded alveoli and, by raising intrathoracic pressure, lowers left ventricular preload and afterload, which helps a failing left ventricle. It is raised in steps with the blood pressure and cardiac output watched.

A is wrong: FiO2 1.0 treats the number without recruiting lung, and the shunt of flooded alveoli responds poorly to oxygen alone.
B is wrong: 600 mL is 8.6 mL/kg and raises plateau pressure without the benefit PEEP brings.
C is wrong: lowering PEEP worsens the edema and hypoxemia; a failing left ventricle tolerates positive pressure well.

Correct Answer: D
Key Learning Point: In cardiogenic pulmonary edema, PEEP improves oxygenation and unloads the failing left ventricle; titrate it with hemodynamic monitoring.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        source: 'aha-cardiogenic-shock-2017',
        written: W,
        kind: 'decision-making',
      },
      {
        key: 'case-aa-006-3',
        update: `On PEEP 12 cm H2O his PaO2 is 82 mm Hg. Overnight his mixed venous saturation falls from 64% to 49%. SpO2 is 96%, hemoglobin 12.8 g/dL, temperature 37.1 °C, and he is deeply sedated.`,
        questionText: `What does the fall in mixed venous saturation most likely indicate?`,
        options: [
          `A falling cardiac output`,
          `Better oxygen uptake by the lungs`,
          `A rising metabolic rate from fever`,
          `A left-to-right intracardiac shunt`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Mixed venous saturation falls when oxygen delivery falls short of consumption. With SpO2, hemoglobin and temperature unchanged and consumption kept low by sedation, the remaining variable is cardiac output: the tissues are extracting more oxygen from a smaller flow.

B is wrong: arterial saturation is unchanged; lung uptake does not explain a fall in venous saturation.
C is wrong: he is afebrile and sedated, so his consumption is not rising.
D is wrong: a left-to-right shunt (such as a ventricular septal rupture) raises the saturation in the pulmonary artery, not lowers it.

Correct Answer: A
Key Learning Point: With stable SaO2, hemoglobin and consumption, a falling SvO2 means a falling cardiac output.`,
        difficulty: 'medium',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'hess-kacmarek-2019',
        written: W,
        kind: 'information-gathering',
      },
      {
        key: 'case-aa-006-4',
        update: `After a microaxial flow pump replaces the balloon pump, his cardiac index improves to 2.4 L/min/m2. By day 6 he is off vasopressors on pressure support 8 cm H2O, PEEP 8 cm H2O. During a 30-minute T-piece trial his respiratory rate climbs to 34/min, he becomes diaphoretic, new crackles appear and the wedge pressure rises from 14 to 29 mm Hg.`,
        questionText: `What should the respiratory therapist recommend?`,
        options: [
          `Extubate him now to high-flow nasal cannula at 50 L/min`,
          `Plan a tracheostomy now for prolonged, slow weaning`,
          `Continue the T-piece trial for a full 2 hours as planned`,
          `Resume support and treat the heart before a retry`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Removing positive pressure raised his venous return and left ventricular afterload: the wedge pressure doubled and he developed pulmonary edema during the trial, a cardiac cause of weaning failure. He goes back on support, and diuresis, vasodilators or other cardiac optimisation are given before another trial (which may be done with pressure support and PEEP) and a planned extubation.

A is wrong: extubating a patient who failed the trial with pulmonary edema invites reintubation.
B is wrong: a tracheostomy is premature; the cause of failure is treatable.
C is wrong: continuing a failing trial exhausts the patient and worsens the edema.

Correct Answer: D
Key Learning Point: Weaning-induced pulmonary edema (rising wedge, crackles during a trial) is treated with cardiac optimisation before the next attempt.`,
        difficulty: 'hard',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        source: 'ats-accp-liberation-2017',
        written: W,
        kind: 'decision-making',
      },
      {
        key: 'case-aa-006-5',
        update: `After diuresis of 3 L and an afterload-reducing drug, he passes a trial on pressure support 5 cm H2O, PEEP 5 cm H2O, and is extubated on day 8. Two hours later his respiratory rate is 28/min and SpO2 91% on a 40% Venturi mask; crackles are returning at the bases.`,
        questionText: `Which support is most appropriate now?`,
        options: [
          `A non-rebreather mask at 15 L/min`,
          `CPAP or bilevel pressure by face mask`,
          `Nasal cannula at 6 L/min and a diuretic`,
          `Immediate reintubation in the ICU`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Early recurrent cardiogenic pulmonary edema after extubation responds well to CPAP or bilevel ventilation by mask: positive pressure recruits flooded alveoli and unloads the left ventricle, lowering the need for reintubation.

A is wrong: a non-rebreather raises FiO2 but provides no positive pressure or cardiac unloading.
C is wrong: a cannula at 6 L/min delivers less oxygen than his current mask and gives no pressure support.
D is wrong: he is alert and maintaining his airway; noninvasive support should be tried first with close monitoring.

Correct Answer: B
Key Learning Point: Noninvasive positive pressure is first-line support for cardiogenic pulmonary edema, including after extubation in patients with heart failure.`,
        difficulty: 'easy',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-C',
        rteArea: 'interventions',
        source: 'ers-ats-niv-2017',
        written: W,
        kind: 'decision-making',
      },
    ],
  },
  {
    key: 'case-aa-007',
    topicId: 8,
    title: 'Pulmonary embolism: an interfacility flight',
    setting: 'emergency',
    category: 'cardiovascular',
    place: 'outside',
    scenario: `A 58-year-old woman, 4 days after a knee replacement at a rural hospital, became suddenly breathless and fainted. CT angiography shows bilateral pulmonary emboli with a dilated right ventricle, and her troponin is raised. BP 96/62 mm Hg, HR 122/min, respiratory rate 30/min, SpO2 89% on a 40% Venturi mask. She is to be flown by helicopter to a center for catheter-directed therapy, and the respiratory therapist is part of the flight crew.`,
    items: [
      {
        key: 'case-aa-007-1',
        questionText: `Her blood gas and end-tidal CO2 before the flight are shown in the table. What explains the gap between her arterial and end-tidal CO2?`,
        options: [
          `Alveolar hypoventilation from her growing fatigue`,
          `Ventilated alveoli that receive no blood flow`,
          `A sampling error from a leak at the nasal cannula`,
          `A metabolic acidosis driving CO2 retention`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. The PaCO2 is 30 mm Hg but the end-tidal CO2 only 18 mm Hg, a gap of 12 mm Hg (normal under about 5). Emboli leave ventilated alveoli without perfusion: their gas contains almost no CO2 and dilutes the exhaled sample. A widening gap is a sign of alveolar dead space.

A is wrong: hypoventilation raises the PaCO2; hers is low, from tachypnea.
C is wrong: a leak would lower the reading, but dead space from her emboli fully explains the gap, and the reading matches her tachypnea and hypoxemia.
D is wrong: the pH of 7.49 is alkalemic, and a metabolic acidosis would lower PaCO2 by compensation, not widen the gap.

Correct Answer: B
Key Learning Point: A PaCO2 well above the end-tidal CO2 marks alveolar dead space, as after pulmonary embolism.`,
        difficulty: 'hard',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'esc-pe-2019',
        written: W,
        kind: 'information-gathering',
        exhibit: {
          kind: 'table',
          variant: 'abg',
          title: 'Arterial blood gas and capnometry, 40% Venturi mask',
          alt: 'Arterial blood gas values with the end-tidal CO2 measured at the same time.',
          columns: ['Test', 'Result'],
          rows: [
            ['pH', '7.49'],
            ['PaCO2', '30 mm Hg'],
            ['HCO3-', '22.3 mEq/L'],
            ['PaO2', '58 mm Hg'],
            ['SaO2', '90%'],
            ['End-tidal CO2', '18 mm Hg'],
          ],
        },
      },
      {
        key: 'case-aa-007-2',
        update: `She is switched to a high-flow nasal system for the flight and holds SpO2 93% on FiO2 0.40. The helicopter will cruise unpressurized at about 8,000 ft, where the barometric pressure is about 565 mm Hg (760 at her hospital).`,
        questionText: `About what FiO2 will keep her inspired oxygen pressure at its present level during the cruise?`,
        options: [`0.30`, `0.40`, `0.54`, `0.70`],
        correctAnswer: 'C',
        explanation: `C is correct. To keep the same inspired PO2, FiO2 × barometric pressure must stay constant: 0.40 × 760 / 565 = 0.54. She will need the higher FiO2 at altitude, adjusted to her SpO2.

A is wrong: a lower FiO2 at a lower pressure would cut her inspired PO2 sharply.
B is wrong: the same FiO2 at 565 mm Hg gives an inspired PO2 about a quarter lower.
D is wrong: 0.70 overshoots the calculated need; the FiO2 can rise further only if her SpO2 falls.

Correct Answer: C
Key Learning Point: At altitude, FiO2 needed = current FiO2 × ground pressure / altitude pressure.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-C',
        rteArea: 'interventions',
        rteSection: 'III.G',
        source: 'egans-2020',
        written: W,
        kind: 'decision-making',
      },
      {
        key: 'case-aa-007-3',
        update: `Before take-off she becomes confused, BP 78/50 mm Hg, SpO2 84% on FiO2 0.80. The team decides to intubate her. A norepinephrine infusion is started.`,
        questionText: `Which ventilator settings after intubation will best protect her right ventricle?`,
        options: [
          `VT 6 mL/kg, PEEP 5 cm H2O, rate set to keep PaCO2 normal`,
          `Tidal volume 10 mL/kg, PEEP 5 cm H2O and rate 10/min`,
          `Tidal volume 6 mL/kg, PEEP 15 cm H2O to raise her PaO2`,
          `Tidal volume 4 mL/kg and permissive hypercapnia to a pH of 7.20`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Her right ventricle is failing against a blocked pulmonary circulation. Positive pressure adds afterload, so the lowest effective PEEP and a moderate tidal volume are used, while the rate prevents hypercapnia and acidosis, both of which raise pulmonary vascular resistance.

B is wrong: 10 mL/kg raises plateau pressure and compresses alveolar vessels.
C is wrong: high PEEP adds right ventricular afterload and can collapse the circulation; her hypoxemia comes from V/Q mismatch and low output, not shunt.
D is wrong: hypercapnic acidosis raises pulmonary vascular resistance and can precipitate right ventricular failure.

Correct Answer: A
Key Learning Point: Ventilating a patient with massive PE: modest tidal volume, low PEEP, normocapnia and support of the systemic pressure.`,
        difficulty: 'hard',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        source: 'esc-pe-2019',
        written: W,
        kind: 'decision-making',
      },
      {
        key: 'case-aa-007-4',
        update: `She is intubated with a 7.5 mm tube; the cuff was inflated with air to 25 cm H2O on the ground. The helicopter climbs to 8,000 ft.`,
        questionText: `What should the respiratory therapist do about the tube cuff during the climb?`,
        options: [
          `Nothing, since cuff pressure does not change with altitude`,
          `Add air to the cuff as the aircraft climbs higher`,
          `Recheck cuff pressure at altitude; let air out as needed`,
          `Deflate the cuff entirely for the rest of the flight`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. As the surrounding pressure falls, the air in the cuff expands (Boyle's law), and cuff pressure can rise well above the 20-30 cm H2O range, risking tracheal injury. It is measured after the climb and air removed to bring it back into range (and rechecked on descent, when it will fall).

A is wrong: gas volumes and pressures in closed spaces change with altitude.
B is wrong: adding air during ascent compounds the overinflation.
D is wrong: a deflated cuff leaks and invites aspiration.

Correct Answer: C
Key Learning Point: In air transport, cuff air expands on ascent and shrinks on descent: measure and adjust cuff pressure at altitude and before landing.`,
        difficulty: 'easy',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-A',
        rteArea: 'interventions',
        rteSection: 'III.G',
        source: 'egans-2020',
        written: W,
        kind: 'decision-making',
      },
      {
        key: 'case-aa-007-5',
        update: `Midway through the flight she is moved slightly for a line check. The transport monitor shows SpO2 falling from 94% to 88% and the capnogram shown. Her ventilator alarms for low minute volume.`,
        questionText: `What does the capnogram shown most likely indicate?`,
        options: [
          `A sudden further fall in her cardiac output`,
          `A normal change at higher altitude`,
          `Bronchospasm narrowing her airways`,
          `A displaced tube or a disconnected circuit`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Normal waves stop abruptly and the trace goes flat at zero with a low-minute-volume alarm just after she was moved: no gas is being exhaled through the sampling site. A dislodged tube or a disconnected circuit is the first thing to check (look, listen, check the connections and the tube depth).

A is wrong: a fall in cardiac output lowers the EtCO2 gradually over several breaths; the waveform shape remains.
B is wrong: altitude does not stop exhaled CO2 from appearing.
C is wrong: bronchospasm slants the upstroke into a shark fin; it does not abolish the waveform.

Correct Answer: D
Key Learning Point: A capnogram that suddenly goes flat means no exhaled gas at the sensor: check for extubation or disconnection first.`,
        difficulty: 'easy',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'aha-cpr-ecc-2025',
        written: W,
        kind: 'information-gathering',
        exhibit: {
          kind: 'capnogram',
          title: 'Capnogram during transport',
          alt: 'Regular square waves reaching about 24 mm Hg and returning to zero; halfway along, the waves stop and the trace stays flat at zero to the end.',
          pattern: 'suddenLoss',
          etco2: 24,
          rate: 18,
          seconds: 30,
          changeAt: 0.5,
        },
      },
    ],
  },
  {
    key: 'case-aa-008',
    topicId: 9,
    title: 'Unstable tachycardia, arrest and post-arrest care',
    setting: 'emergency',
    category: 'cardiovascular',
    place: 'hospital',
    scenario: `A 61-year-old man (predicted body weight 73 kg) with a previous myocardial infarction comes to the emergency department with palpitations and chest pressure for an hour. He is pale and confused, BP 76/44 mm Hg, SpO2 92% on room air, respiratory rate 24/min. He is attached to the monitor, and IV access is in place.`,
    items: [
      {
        key: 'case-aa-008-1',
        questionText: `His rhythm strip is shown. What is the most appropriate immediate treatment?`,
        options: [
          `Adenosine 6 mg by rapid IV push`,
          `Amiodarone 150 mg IV over 10 minutes`,
          `Synchronized cardioversion`,
          `Unsynchronized defibrillation at once`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. The strip shows a regular, wide-complex tachycardia at about 180/min with no P waves: ventricular tachycardia with a pulse. With hypotension, confusion and chest pain he is unstable, so the AHA tachycardia algorithm calls for synchronized cardioversion without delay (sedation if time allows).

A is wrong: adenosine may be considered for a regular, monomorphic wide-complex tachycardia in a stable patient, not in one who is hypotensive and confused.
B is wrong: amiodarone suits stable ventricular tachycardia; an unstable patient needs electricity first.
D is wrong: unsynchronized shocks are for pulseless rhythms or polymorphic VT; a shock on the T wave of an organized rhythm can cause ventricular fibrillation.

Correct Answer: C
Key Learning Point: Tachycardia with a pulse and signs of instability (hypotension, altered mental state, ischemic chest pain, shock) is treated by synchronized cardioversion.`,
        difficulty: 'easy',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-G',
        rteArea: 'interventions',
        source: 'aha-cpr-ecc-2025',
        written: W,
        kind: 'decision-making',
        exhibit: {
          kind: 'ecg',
          title: 'Rhythm strip, lead II',
          alt: 'A fast, regular rhythm of broad, bizarre complexes at about 180 per minute, with no P waves visible.',
          rhythm: 'vtach',
          rate: 180,
        },
      },
      {
        key: 'case-aa-008-2',
        update: `During preparation for cardioversion he becomes unresponsive and pulseless with ventricular fibrillation. CPR and defibrillation begin; he is intubated after the second shock, and waveform capnography is attached. His capnogram after the fourth shock is shown.`,
        questionText: `What does the capnogram shown indicate?`,
        options: [
          `The tube has entered the esophagus`,
          `Compressions have become too shallow`,
          `Return of spontaneous circulation`,
          `Over-ventilation by the bagging rescuer`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. During compressions the EtCO2 sits around 14 mm Hg, then rises abruptly and stays near 40 mm Hg: the circulation has resumed and is delivering CO2 to the lungs. A pulse and rhythm check confirms it; compressions are not paused to look for this on the trace alone.

A is wrong: esophageal placement gives small, vanishing waves, not a sustained rise.
B is wrong: shallow compressions lower EtCO2; they do not raise it.
D is wrong: over-ventilation lowers EtCO2.

Correct Answer: C
Key Learning Point: An abrupt, sustained rise in EtCO2 during CPR (often to 35-40 mm Hg or more) signals return of spontaneous circulation.`,
        difficulty: 'easy',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'aha-cpr-ecc-2025',
        written: W,
        kind: 'information-gathering',
        exhibit: {
          kind: 'capnogram',
          title: 'Capnogram during resuscitation',
          alt: 'Low, regular waves reaching about 14 mm Hg during the first half; then the waves jump abruptly to about 40 mm Hg and stay there.',
          pattern: 'cprRosc',
          etco2: 14,
          etco2End: 40,
          changeAt: 0.55,
          seconds: 40,
        },
      },
      {
        key: 'case-aa-008-3',
        update: `He has a pulse; BP 102/64 mm Hg. Oxygen and ventilation are adjusted to his blood gases. Forty minutes later, still unresponsive with sedation stopped, he has brief, repeated jerks of his face and both arms.`,
        questionText: `Which diagnostic test should the respiratory therapist suggest to the team?`,
        options: [
          `Electroencephalography, to look for seizures`,
          `A repeat chest radiograph, to check the tube`,
          `A lumbar puncture, to rule out meningitis`,
          `An MRI of the brain before any other test`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Seizures, including ones without obvious convulsions, are common in comatose survivors of cardiac arrest, and jerking movements may or may not be epileptic. The AHA advises prompt EEG for patients who remain comatose after ROSC, so that seizures are found and treated.

B is wrong: the film checks tube position, which does not explain the movements.
C is wrong: nothing in the history suggests infection; the arrest itself explains the brain injury.
D is wrong: MRI helps later with prognosis but cannot show seizures, and moving an unstable patient for it first delays the answer.

Correct Answer: A
Key Learning Point: Comatose patients after cardiac arrest, especially with abnormal movements, need an EEG to detect and treat seizures.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-E',
        rteArea: 'patient-data',
        source: 'aha-cpr-ecc-2025',
        written: W,
        kind: 'information-gathering',
      },
      {
        key: 'case-aa-008-4',
        update: `One hour after ROSC he remains comatose, BP 108/66 mm Hg on a low dose of norepinephrine. His bladder temperature is 37.9 °C and rising. A coronary angiogram is planned.`,
        questionText: `Which temperature plan best follows current post-arrest guidance?`,
        options: [
          `Controlled temperature of 32-37.5 °C and active fever prevention`,
          `Allow the fever to run, since temperature does not affect outcome`,
          `Cool to 30 °C for 72 hours for the greatest protection`,
          `Rapid infusion of 2 L of ice-cold saline, then no further control`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. The AHA recommends deliberate temperature control for adults who do not follow commands after ROSC, at a chosen target between 32 and 37.5 °C, maintained with a feedback device and followed by active prevention of fever in those who remain comatose.

B is wrong: fever after cardiac arrest is linked with worse neurological outcome and is actively prevented.
C is wrong: 30 °C is below the recommended range and brings arrhythmias, bleeding and infection.
D is wrong: rapid infusion of large volumes of cold fluid is not recommended (it led to pulmonary edema and rearrest in trials) and is no substitute for sustained control.

Correct Answer: A
Key Learning Point: After ROSC, comatose adults need deliberate temperature control (32-37.5 °C) and prevention of fever.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-G',
        rteArea: 'interventions',
        source: 'aha-cpr-ecc-2025',
        written: W,
        kind: 'decision-making',
      },
      {
        key: 'case-aa-008-5',
        update: `On day 1 his wife asks the respiratory therapist whether he will wake up and "be himself". He is sedated, under temperature control, and has not yet been assessed by neurology.`,
        questionText: `How should the respiratory therapist respond?`,
        options: [
          `Tell her that patients who are not awake on day 1 seldom recover`,
          `Advise her to ask about organ donation now`,
          `Reassure her that nearly everyone wakes up within the week`,
          `Say it is too early to know, and set up a team meeting`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Neurological prognosis after cardiac arrest is made with several tests, no earlier than 72 hours after return to normal temperature, and sedation confounds the examination. The therapist is honest that it is too early to know, acknowledges her worry and arranges a meeting with the physician team who will lead the conversation.

A is wrong: a day-1 examination under sedation and temperature control cannot predict the outcome, and the statement is false.
B is wrong: raising donation is premature and is done by the designated team.
C is wrong: false reassurance is not honest communication; many patients do not recover fully.

Correct Answer: D
Key Learning Point: Neuroprognosis after arrest waits at least 72 hours after normothermia and uses multiple modalities; staff communicate honestly and involve the team.`,
        difficulty: 'hard',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-I',
        rteArea: 'professional-practice',
        source: 'aha-cpr-ecc-2025',
        written: W,
        kind: 'decision-making',
      },
    ],
  },
  {
    key: 'case-aa-009',
    topicId: 12,
    title: 'Myasthenic crisis: trending respiratory muscle strength',
    setting: 'adult-critical-care',
    category: 'neurological',
    place: 'hospital',
    scenario: `A 38-year-old woman (60 kg) with myasthenia gravis, treated with pyridostigmine, is admitted with a cold and three days of worsening double vision, drooping eyelids and difficulty swallowing. She speaks in short phrases and her neck flexion is weak. Respiratory rate 26/min, HR 104/min, SpO2 97% on room air. Bedside respiratory measurements are ordered every 4 hours.`,
    items: [
      {
        key: 'case-aa-009-1',
        questionText: `Her measurements over the first 8 hours are shown in the table. What do they show?`,
        options: [
          `Stable strength, since her oxygen saturation has not changed`,
          `Progressive respiratory muscle weakness with gas exchange still preserved`,
          `An obstructive defect from bronchospasm, shown by the falling capacity`,
          `Poor effort on testing, since the blood gas remains normal`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Her vital capacity has fallen from about 32 to 18 mL/kg and her maximal inspiratory pressure has weakened from -38 to -22 cm H2O, while SpO2 and PaCO2 are still near normal. In neuromuscular failure, gas exchange stays normal until the muscles are close to exhaustion; the mechanics warn first.

A is wrong: SpO2 is a late sign in neuromuscular weakness and says nothing about muscle reserve.
C is wrong: a falling vital capacity with a falling MIP reflects weak muscles; nothing suggests bronchospasm.
D is wrong: the steady decline across three sets with consistent values, plus her bulbar signs, is real weakening, not poor effort.

Correct Answer: B
Key Learning Point: In myasthenic crisis, trend VC and MIP: they fall before SpO2 or PaCO2 change.`,
        difficulty: 'hard',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'mg-consensus-2021',
        written: W,
        kind: 'information-gathering',
        exhibit: {
          kind: 'table',
          variant: 'pft',
          title: 'Bedside respiratory measurements',
          alt: 'Vital capacity, maximal inspiratory pressure, SpO2 and PaCO2 at three times, 4 hours apart.',
          columns: ['Measure', '08:00', '12:00', '16:00'],
          rows: [
            ['Vital capacity (L)', '1.90', '1.40', '1.10'],
            ['MIP (cm H2O)', '-38', '-30', '-22'],
            ['SpO2 (room air)', '97%', '96%', '96%'],
            ['PaCO2 (mm Hg)', '36', '38', '41'],
          ],
        },
      },
      {
        key: 'case-aa-009-2',
        update: `At 16:00 she is pooling saliva in her mouth, has a weak, wet cough and is using her accessory muscles. She is anxious but alert.`,
        questionText: `What should the respiratory therapist recommend?`,
        options: [
          `Bilevel noninvasive ventilation by full face mask`,
          `Oxygen by nasal cannula at 2 L/min`,
          `Repeat measurements in 4 hours`,
          `Elective intubation in the ICU now`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. A vital capacity under 20 mL/kg and a MIP weaker than -30 cm H2O, with rising PaCO2, bulbar weakness (pooling saliva, weak cough) and accessory muscle use, mark impending failure. Elective, controlled intubation now is safer than a crash intubation later.

A is wrong: bilevel ventilation can avert intubation in a myasthenic crisis without bulbar weakness, but pooling secretions and a weak cough make aspiration likely under a mask.
B is wrong: she is not hypoxemic; oxygen does not support failing muscles and may mask hypoventilation.
C is wrong: waiting 4 hours with this trend risks a respiratory arrest.

Correct Answer: D
Key Learning Point: VC under 20 mL/kg, MIP weaker than -30 cm H2O and bulbar weakness call for elective intubation in myasthenic crisis.`,
        difficulty: 'hard',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        source: 'mg-consensus-2021',
        written: W,
        kind: 'decision-making',
      },
      {
        key: 'case-aa-009-3',
        update: `She is intubated and ventilated. Her pneumonia screen is positive, and the team is choosing an antibiotic and planning a rapid immunotherapy. Her pyridostigmine is held while she is ventilated.`,
        questionText: `Which drug should the respiratory therapist flag as likely to worsen her weakness?`,
        options: [`Ceftriaxone`, `Levofloxacin`, `Albuterol by nebulizer`, `Intravenous immunoglobulin`],
        correctAnswer: 'B',
        explanation: `B is correct. Fluoroquinolones (and aminoglycosides, macrolides, magnesium and some beta-blockers) impair neuromuscular transmission and can worsen myasthenia; fluoroquinolones carry a boxed warning for it. An alternative antibiotic is chosen.

A is wrong: cephalosporins such as ceftriaxone are not known to worsen myasthenia.
C is wrong: albuterol does not impair neuromuscular transmission.
D is wrong: intravenous immunoglobulin (or plasma exchange) is the treatment for a myasthenic crisis.

Correct Answer: B
Key Learning Point: In myasthenia gravis avoid fluoroquinolones, aminoglycosides and magnesium, which block neuromuscular transmission.`,
        difficulty: 'medium',
        cognitiveLevel: 'recall',
        outlineSection: 'III',
        tmcCode: 'III-D',
        rteArea: 'interventions',
        source: 'mg-consensus-2021',
        written: W,
        kind: 'decision-making',
      },
      {
        key: 'case-aa-009-4',
        update: `After five sessions of plasma exchange, on day 7 her vital capacity is 1.70 L (28 mL/kg), MIP -44 cm H2O, cough strong on suctioning, secretions scant. She passes a 60-minute trial on pressure support 5 cm H2O, PEEP 5 cm H2O.`,
        questionText: `What is the best plan for her extubation?`,
        options: [
          `Extubate to bilevel noninvasive ventilation`,
          `Keep her intubated until her vital capacity is back above 3 L`,
          `Perform a tracheostomy, since myasthenic crises tend to recur`,
          `Extubate to room air and restart her measurements next week`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Her strength has recovered past the usual thresholds (VC above 20-25 mL/kg, MIP stronger than -40 cm H2O) and she passed a trial with a good cough. Bilevel ventilation immediately after extubation supports muscles that may still tire and is linked with fewer reintubations in myasthenic crisis.

B is wrong: 3 L is near normal for her; waiting for full recovery prolongs ventilation and its risks.
C is wrong: a tracheostomy is not needed when she is ready for extubation.
D is wrong: her strength can fluctuate; she needs close monitoring with VC and MIP after extubation, not a week's gap.

Correct Answer: A
Key Learning Point: After myasthenic crisis, extubate when VC and MIP have recovered and a trial is passed, and support with bilevel ventilation to prevent reintubation.`,
        difficulty: 'hard',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        source: 'mg-consensus-2021',
        written: W,
        kind: 'decision-making',
      },
      {
        key: 'case-aa-009-5',
        update: `She is extubated to bilevel ventilation and weaned off it 36 hours later. She asks the respiratory therapist why her strength was measured so often and what to watch for at home.`,
        questionText: `Which teaching is most useful for her at discharge?`,
        options: [
          `Check her oxygen saturation with a finger oximeter each morning`,
          `Stop her medicines whenever she has a cold, so as to rest the muscles`,
          `Use an incentive spirometer to build up her breathing muscles`,
          `Seek help early for harder breathing, weak swallowing or a weak cough`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Infection, some drugs and stopping treatment can set off another crisis. The early signs are breathlessness (especially lying flat), trouble swallowing, a weak cough and slurred speech, and acting on them early allows treatment before ventilation is needed.

A is wrong: SpO2 falls late in neuromuscular weakness, so a normal reading can falsely reassure.
B is wrong: stopping treatment can precipitate a crisis.
C is wrong: incentive spirometry does not strengthen muscles weakened by myasthenia.

Correct Answer: D
Key Learning Point: Teach patients with myasthenia to act early on breathlessness, swallowing trouble or a weak cough; SpO2 is a late sign.`,
        difficulty: 'easy',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-I',
        rteArea: 'professional-practice',
        source: 'mg-consensus-2021',
        written: W,
        kind: 'decision-making',
      },
    ],
  },
  {
    key: 'case-aa-010',
    topicId: 8,
    title: 'Acute ischemic stroke: oxygen, swallowing and airway protection',
    setting: 'emergency',
    category: 'neurological',
    place: 'hospital',
    scenario: `A 72-year-old man arrives 2 hours after the sudden onset of right-sided weakness and difficulty speaking. CT shows no bleed, and CT angiography shows a left middle cerebral artery occlusion; he is being prepared for thrombectomy. Glasgow Coma Scale 12, BP 178/94 mm Hg, HR 88/min, respiratory rate 18/min, SpO2 96% on room air.`,
    items: [
      {
        key: 'case-aa-010-1',
        questionText: `The emergency nurse asks whether he should have oxygen. What should the respiratory therapist advise?`,
        options: [
          `A non-rebreather at 15 L/min to protect the brain`,
          `Heliox to improve flow through the blocked artery`,
          `Nasal cannula at 4 L/min for every stroke patient`,
          `No oxygen now; give it if his SpO2 falls below 94%`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Supplemental oxygen is given to stroke patients to keep SpO2 above 94%, but routine oxygen for patients who are not hypoxemic has shown no benefit (AHA/ASA 2019).

A is wrong: high-flow oxygen for a normoxemic patient has no benefit and can cause hyperoxia.
B is wrong: heliox lowers the density of inspired gas in airways; it does nothing for an occluded artery.
C is wrong: routine oxygen for every stroke is not recommended.

Correct Answer: D
Key Learning Point: In acute ischemic stroke, give oxygen to keep SpO2 above 94%; do not give it routinely to patients who are not hypoxemic.`,
        difficulty: 'easy',
        cognitiveLevel: 'recall',
        outlineSection: 'III',
        tmcCode: 'III-C',
        rteArea: 'interventions',
        source: 'aha-stroke-2019',
        written: W,
        kind: 'decision-making',
      },
      {
        key: 'case-aa-010-2',
        update: `After thrombectomy he is admitted to the stroke unit. He is drowsy but rousable, his speech is slurred and the right side of his face droops. A nurse wants to give his oral aspirin with a glass of water.`,
        questionText: `Which assessment should come first?`,
        options: [
          `A chest radiograph to look for aspiration`,
          `A swallow screen before anything oral`,
          `A peak cough flow measurement`,
          `An arterial blood gas to check his ventilation`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Dysphagia is common after stroke, and aspiration pneumonia is a leading cause of death in the first weeks. A swallowing screen is done before any food, fluid or oral medicine; if he fails, the aspirin can go by another route and a speech-language assessment follows.

A is wrong: a film detects aspiration after it has happened; the aim is to prevent it.
C is wrong: cough strength matters, but it does not tell whether he can swallow safely.
D is wrong: his breathing is adequate; a blood gas does not assess swallowing.

Correct Answer: B
Key Learning Point: Screen swallowing before anything is given by mouth after an acute stroke.`,
        difficulty: 'easy',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-B',
        rteArea: 'patient-data',
        source: 'aha-stroke-2019',
        written: W,
        kind: 'information-gathering',
      },
      {
        key: 'case-aa-010-3',
        update: `Overnight his infarct swells. His GCS falls to 7, he has snoring respirations and vomits once. SpO2 90% on a 4 L/min nasal cannula, respiratory rate 10/min, BP 168/90 mm Hg.`,
        questionText: `What should the respiratory therapist recommend?`,
        options: [
          `Bilevel ventilation by face mask`,
          `A nasopharyngeal airway and close observation`,
          `Intubation to protect his airway`,
          `High-flow nasal cannula at 60 L/min`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. A GCS of 7 with snoring, vomiting and slow breathing means he cannot protect his airway or maintain ventilation. Intubation (with blood pressure support ready and avoiding hypoxemia and hypotension during the procedure) protects against aspiration and lets ventilation be controlled.

A is wrong: a mask on a vomiting patient with a depressed level of consciousness invites aspiration.
B is wrong: a nasal airway relieves the snoring but not the aspiration risk or the hypoventilation.
D is wrong: high flow treats hypoxemia but does not protect the airway or support ventilation.

Correct Answer: C
Key Learning Point: A falling GCS with vomiting and hypoventilation after stroke is an indication for intubation; noninvasive support is contraindicated.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-A',
        rteArea: 'interventions',
        source: 'aha-stroke-2019',
        written: W,
        kind: 'decision-making',
      },
      {
        key: 'case-aa-010-4',
        update: `He is intubated and ventilated. The neurosurgeons decide against surgery, and the family wants all treatment continued for now. The unit is reviewing its bundle for ventilator-associated events.`,
        questionText: `Which practice in the unit's bundle adds no benefit and should be dropped?`,
        options: [
          `Keeping the head of the bed raised to 30-45 degrees`,
          `Changing the circuit on a fixed 48-hour schedule`,
          `Brushing his teeth with a soft brush every day`,
          `Daily paired awakening and breathing trials`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. The SHEA 2022 recommendations say ventilator circuits should be changed only when visibly soiled or malfunctioning; scheduled changes do not lower pneumonia or event rates, and each break in the circuit risks derecruitment and contamination.

A is wrong: head-of-bed elevation is an essential, low-cost practice that reduces aspiration.
C is wrong: daily toothbrushing (without chlorhexidine) is among the essential practices and is linked with fewer events.
D is wrong: paired awakening and breathing trials shorten ventilation and are a core part of the bundle.

Correct Answer: B
Key Learning Point: Change ventilator circuits only when soiled or malfunctioning; keep head-of-bed elevation, toothbrushing and paired daily awakening and breathing trials.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'II',
        tmcCode: 'II-B',
        rteArea: 'equipment-infection',
        source: 'shea-vap-2022',
        written: W,
        kind: 'decision-making',
      },
      {
        key: 'case-aa-010-5',
        update: `Over a week the swelling settles. He is extubated on day 8 with a GCS of 13, a strong cough and few secretions. He coughs and his voice sounds wet when he sips water during the bedside screen.`,
        questionText: `Which test should the respiratory therapist suggest before he eats or drinks?`,
        options: [
          `A repeat bedside water test in 1 hour`,
          `Pulse oximetry during a full meal`,
          `An instrumental swallow study`,
          `A chest radiograph to look for aspiration`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. Coughing and a wet voice after sips show likely aspiration. An instrumental study (fiberoptic endoscopic evaluation or videofluoroscopy) shows whether, when and why he aspirates and which consistencies are safe, guiding the diet and the need for tube feeding.

A is wrong: repeating the same screen soon after he failed adds nothing and risks more aspiration.
B is wrong: oximetry during a meal is an unreliable sign of aspiration, and it tests a full meal on an unsafe swallow.
D is wrong: a film finds pneumonia after the fact; it does not assess swallowing.

Correct Answer: C
Key Learning Point: A patient who fails a bedside swallow screen after extubation needs an instrumental swallowing evaluation before oral intake.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-E',
        rteArea: 'patient-data',
        source: 'aha-stroke-2019',
        written: W,
        kind: 'information-gathering',
      },
    ],
  },
  {
    key: 'case-aa-011',
    topicId: 8,
    title: 'Determining death by neurologic criteria: the apnea test',
    setting: 'adult-critical-care',
    category: 'neurological',
    place: 'hospital',
    scenario: `A 45-year-old woman had a massive subarachnoid hemorrhage 30 hours ago. She has a GCS of 3, fixed pupils and no brainstem reflexes; sedation was stopped 24 hours ago. She is on volume control 450 mL, rate 14/min, PEEP 5 cm H2O, FiO2 0.40, on a norepinephrine infusion. The team plans to determine death by neurologic criteria, and the respiratory therapist will run the apnea test.`,
    items: [
      {
        key: 'case-aa-011-1',
        questionText: `Her current values are: core temperature 35.4 °C, systolic BP 118 mm Hg on norepinephrine, PaCO2 41 mm Hg, serum sodium 147 mEq/L. Which must be corrected before the apnea test?`,
        options: [`Her core temperature`, `Her systolic blood pressure`, `Her baseline PaCO2`, `Her serum sodium`],
        correctAnswer: 'A',
        explanation: `A is correct. The 2023 AAN/AAP/CNS/SCCM guideline requires a core temperature of at least 36 °C before the examination and apnea test: hypothermia depresses brainstem function and slows CO2 production. She is warmed first.

B is wrong: a systolic pressure of at least 100 mm Hg (mean 75 in adults) is required, and vasopressors may be used to reach it; 118 meets it.
C is wrong: a baseline PaCO2 of 35-45 mm Hg is the target; 41 is within it.
D is wrong: a sodium of 147 is only mildly raised and within the acceptable range for the examination.

Correct Answer: A
Key Learning Point: Before an apnea test, confirm core temperature of at least 36 °C, systolic BP of at least 100 mm Hg and a normal baseline PaCO2.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-B',
        rteArea: 'patient-data',
        source: 'aan-brain-death-2023',
        written: W,
        kind: 'information-gathering',
      },
      {
        key: 'case-aa-011-2',
        update: `She is warmed to 36.5 °C. The clinical examination confirms coma and absent brainstem reflexes. The apnea test is next.`,
        questionText: `How should the respiratory therapist prepare her?`,
        options: [
          `Lower the rate to 6/min for 30 minutes to let the PaCO2 rise`,
          `Remove PEEP and the FiO2 to 0.21 to test her oxygen reserve`,
          `Hyperventilate her to a PaCO2 of 28 mm Hg to build a margin`,
          `Give FiO2 1.0 for at least 10 minutes and draw a baseline gas`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Preoxygenation with FiO2 1.0 for at least 10 minutes (aiming for a PaO2 above 200 mm Hg) fills the lungs with oxygen so she can stay oxygenated without breaths; a baseline arterial gas confirms the starting PaCO2 and PaO2.

A is wrong: the rise in CO2 is produced during the test itself; hypoventilating beforehand risks hypoxemia and is not part of the protocol.
B is wrong: removing PEEP and oxygen invites hypoxemia and derecruitment that would force the test to stop.
C is wrong: starting hypocapnic lengthens the test and the time she must stay apneic; the baseline should be 35-45 mm Hg.

Correct Answer: D
Key Learning Point: Preoxygenate with FiO2 1.0 for at least 10 minutes and confirm a normal baseline PaCO2 before disconnecting for the apnea test.`,
        difficulty: 'easy',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-H',
        rteArea: 'interventions',
        source: 'aan-brain-death-2023',
        written: W,
        kind: 'decision-making',
      },
      {
        key: 'case-aa-011-3',
        update: `She is disconnected from the ventilator with oxygen at 6 L/min through a catheter passed down the tube. At 7 minutes, watching her chest and abdomen, the team sees no breathing effort; her SpO2 has fallen to 83% and stays there, and her systolic BP is 86 mm Hg despite a higher norepinephrine dose.`,
        questionText: `What should the respiratory therapist do?`,
        options: [
          `Keep going, since the test needs 10 minutes`,
          `Give two manual breaths, then continue the test`,
          `Draw an arterial gas at once, then reconnect the ventilator`,
          `Reconnect the ventilator and skip the blood gas`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. Sustained desaturation below 85% or hypotension that does not respond to treatment are reasons to stop the test. An arterial sample is drawn immediately before reconnection: if it already shows the required PaCO2 rise, the test can still be interpreted; if not, an ancillary test may be needed.

A is wrong: continuing with unstable oxygenation and blood pressure risks cardiac arrest.
B is wrong: breaths lower the PaCO2 and invalidate the test.
D is wrong: reconnecting without a sample throws away a result that may already meet the criteria.

Correct Answer: C
Key Learning Point: When an apnea test must stop for instability, draw an arterial gas just before reconnecting; it may already confirm the result.`,
        difficulty: 'hard',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-H',
        rteArea: 'interventions',
        source: 'aan-brain-death-2023',
        written: W,
        kind: 'decision-making',
      },
      {
        key: 'case-aa-011-4',
        update: `She is reconnected and stabilised. Her gases from the baseline and from the sample drawn at 7 minutes are shown in the table. No breathing effort was seen during the apnea period.`,
        questionText: `How should the results shown in the table be interpreted?`,
        options: [
          `Not met, because the PaCO2 must reach at least 80 mm Hg`,
          `Met, by both the PaCO2 level and its rise`,
          `Not met, because the test lasted under 10 minutes`,
          `Not met, because the pH must fall below 7.10`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. The apnea criterion is a PaCO2 of at least 60 mm Hg and at least 20 mm Hg above baseline (here 64, a rise of 23), with a pH of 7.30 or less (7.25), and no respiratory effort. These values meet it even though the test was stopped early.

A is wrong: 60 mm Hg, not 80, is the threshold.
C is wrong: the criterion is the PaCO2 and pH reached, not a fixed duration.
D is wrong: the guideline requires a pH of 7.30 or less, not below 7.10.

Correct Answer: B
Key Learning Point: A positive apnea test: no breathing effort with PaCO2 ≥ 60 mm Hg and ≥ 20 above baseline, and pH ≤ 7.30.`,
        difficulty: 'hard',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'aan-brain-death-2023',
        written: W,
        kind: 'information-gathering',
        exhibit: {
          kind: 'table',
          variant: 'abg',
          title: 'Arterial blood gases, apnea test',
          alt: 'Baseline arterial gas and the gas drawn at 7 minutes of apnea, side by side.',
          columns: ['Test', 'Baseline', 'At 7 minutes'],
          rows: [
            ['pH', '7.39', '7.25'],
            ['PaCO2', '41 mm Hg', '64 mm Hg'],
            ['HCO3-', '24.1 mEq/L', '27 mEq/L'],
            ['PaO2', '412 mm Hg', '61 mm Hg'],
          ],
        },
      },
      {
        key: 'case-aa-011-5',
        update: `A second clinician completes the examination, and she is declared dead by neurologic criteria. Her family, who knew her wishes, consent to organ donation. The organ procurement organisation asks that her lungs be considered.`,
        questionText: `How should the respiratory therapist ventilate her until recovery?`,
        options: [
          `Stop ventilation, since she has been declared dead`,
          `FiO2 1.0 at all times to keep the organs oxygenated`,
          `Large tidal volumes of 12 mL/kg to prevent atelectasis`,
          `Lung-protective ventilation with PEEP and recruitment`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Until the organs are recovered, ventilation continues to keep them perfused and oxygenated. Lung-protective settings (6-8 mL/kg, PEEP 8-10 cm H2O, recruitment after disconnections, closed suction, the lowest FiO2 that meets targets) raise the number of lungs suitable for transplant.

A is wrong: after consent for donation, support continues until recovery; stopping would lose the organs.
B is wrong: prolonged high FiO2 can injure lungs and hides the response to recruitment; oxygen is titrated to target.
C is wrong: large tidal volumes injure the lungs that are to be transplanted.

Correct Answer: D
Key Learning Point: For a potential lung donor, continue lung-protective ventilation with PEEP and recruitment until recovery.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        source: 'aan-brain-death-2023',
        written: W,
        kind: 'decision-making',
      },
    ],
  },
  {
    key: 'case-aa-012',
    topicId: 12,
    title: 'ALS: home ventilation, decisions and withdrawal at home',
    setting: 'home-care',
    category: 'neurological',
    place: 'outside',
    scenario: `A 63-year-old man with amyotrophic lateral sclerosis diagnosed 2 years ago comes to the multidisciplinary clinic with his wife. He now sleeps propped up on three pillows, wakes with headaches and falls asleep during the day. He has a gastrostomy, speaks clearly and walks with a frame. SpO2 94% on room air, respiratory rate 22/min.`,
    items: [
      {
        key: 'case-aa-012-1',
        questionText: `His test results today are shown in the table. What do they show?`,
        options: [
          `Diaphragm weakness meeting criteria for home NIV`,
          `An obstructive defect that calls for an inhaled bronchodilator trial`,
          `Normal breathing for his age, since his SpO2 is above 90%`,
          `Obstructive sleep apnea that calls for CPAP alone`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. An FVC under 50% predicted, a fall of more than 20% on lying down (diaphragm weakness), a MIP weaker than -60 cm H2O and nocturnal desaturation, together with orthopnea, morning headaches and daytime sleepiness, meet the usual criteria for starting noninvasive ventilation in ALS, which prolongs survival and improves quality of life.

B is wrong: the FEV1/FVC ratio is normal; the pattern is restrictive from muscle weakness.
C is wrong: a daytime SpO2 above 90% hides nocturnal hypoventilation.
D is wrong: the problem is hypoventilation from weak muscles; CPAP alone does not support ventilation.

Correct Answer: A
Key Learning Point: In ALS, start noninvasive ventilation for symptoms with FVC under 50%, a large supine fall, weak MIP or nocturnal desaturation/hypercapnia.`,
        difficulty: 'hard',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'aan-als-2009',
        written: W,
        kind: 'information-gathering',
        exhibit: {
          kind: 'table',
          variant: 'pft',
          title: 'Respiratory tests, ALS clinic',
          alt: 'Spirometry upright and supine, maximal inspiratory pressure and overnight oximetry, with predicted values where they apply.',
          columns: ['Test', 'Result', 'Predicted'],
          rows: [
            ['FVC upright', '1.95 L (46%)', '4.20 L'],
            ['FVC supine', '1.30 L (31%)', ''],
            ['FEV1/FVC', '0.84', '> 0.70'],
            ['MIP', '-38 cm H2O', 'stronger than -80'],
            ['Night SpO2 under 88%', '42 min', 'under 5 min'],
          ],
        },
      },
      {
        key: 'case-aa-012-2',
        update: `He agrees to start noninvasive ventilation at home. He breathes at 22/min, his daytime venous PCO2 is 49 mm Hg, and he has no problem clearing secretions.`,
        questionText: `Which starting settings are most appropriate?`,
        options: [
          `CPAP of 10 cm H2O overnight`,
          `Bilevel with a backup rate, low EPAP, IPAP titrated up`,
          `Oxygen at 2 L/min overnight, with no pressure support added`,
          `Bilevel with IPAP 25 and EPAP 15 cm H2O from the first night`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Weak inspiratory muscles need pressure support (the IPAP-EPAP difference) and a backup rate for the hypoventilation of sleep. A low EPAP is enough because the upper airway is usually not the problem; IPAP is raised over days to relieve symptoms and normalise his CO2.

A is wrong: CPAP provides no inspiratory assistance.
C is wrong: oxygen alone can worsen hypercapnia and does nothing for failing muscles.
D is wrong: an EPAP of 15 cm H2O is unnecessary and uncomfortable, and high starting pressures harm acceptance.

Correct Answer: B
Key Learning Point: For neuromuscular hypoventilation, use bilevel with a backup rate, low EPAP and IPAP titrated to symptoms and CO2.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-C',
        rteArea: 'interventions',
        source: 'aan-als-2009',
        written: W,
        kind: 'decision-making',
      },
      {
        key: 'case-aa-012-3',
        update: `Eight months later he uses the ventilator 16 hours a day. During a home visit he asks the respiratory therapist whether he should "have the operation for a breathing tube" when the mask is no longer enough.`,
        questionText: `How should the respiratory therapist respond?`,
        options: [
          `Tell him a tracheostomy is the usual next step for everyone with ALS`,
          `Advise him to wait until a crisis comes before deciding`,
          `Explain both paths and help him plan with his team`,
          `Tell him that decision belongs to his wife and his doctor`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. Tracheostomy ventilation can prolong life but brings 24-hour care needs, cost and the possibility of being locked in; continuing noninvasive support with a plan for comfort care is the other path. He should make this choice, with his family and team, while he can still communicate, and record it in an advance directive.

A is wrong: tracheostomy is a choice, not a default, and many patients decline it.
B is wrong: decisions made in a crisis are often not the ones the patient would have chosen.
D is wrong: he is a capable adult, and the decision is his.

Correct Answer: C
Key Learning Point: In ALS, discuss tracheostomy ventilation and comfort-focused alternatives early, while the patient can decide, and document the decision.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-I',
        rteArea: 'professional-practice',
        source: 'aan-als-2009',
        written: W,
        kind: 'decision-making',
      },
      {
        key: 'case-aa-012-4',
        update: `He chooses not to have a tracheostomy. A year later he depends on the ventilator 23 hours a day and, with hospice involved, asks to have the ventilator removed at home with his family present. He has decision-making capacity.`,
        questionText: `Which plan for removing the ventilator is most appropriate?`,
        options: [
          `Premedicate with an opioid and a benzodiazepine, then remove the mask`,
          `Lower the IPAP by 2 cm H2O a day over two weeks`,
          `Decline, since stopping a life-sustaining treatment is euthanasia`,
          `Replace the ventilator with oxygen at 15 L/min by mask`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. A capable patient may refuse or withdraw any treatment, including ventilation. Because he cannot breathe for long without support, breathlessness is anticipated: an opioid and an anxiolytic are given before the mask is removed and titrated to comfort afterwards, with the family present and hospice staff supporting them.

B is wrong: a slow wean prolongs his distress and the dying process without benefit.
C is wrong: withdrawing unwanted treatment at a capable patient's request is ethically and legally accepted; it differs from euthanasia.
D is wrong: oxygen does not relieve breathlessness from failing muscles and prolongs the process against his wishes.

Correct Answer: A
Key Learning Point: When withdrawing ventilation from a dependent patient, premedicate for breathlessness and anxiety and titrate to comfort.`,
        difficulty: 'hard',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'professional-practice',
        source: 'aan-als-2009',
        written: W,
        kind: 'decision-making',
      },
      {
        key: 'case-aa-012-5',
        update: `The mask is removed after premedication. Twenty minutes later he is grimacing, his respiratory rate is 34/min and he is using his neck muscles. SpO2 is 91%. His wife asks whether some oxygen would help him.`,
        questionText: `What should the team do?`,
        options: [
          `Start oxygen at 4 L/min by nasal cannula`,
          `Wait, as the distress will pass within the hour`,
          `Put the ventilator back on until he settles`,
          `Give a further opioid dose and use a fan on his face`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Grimacing, tachypnea and accessory muscle use are signs of distress; a further opioid dose relieves breathlessness, and moving air across the face (a fan) helps too. His SpO2 is not low, so oxygen would not relieve the sensation.

A is wrong: oxygen helps breathlessness only in hypoxemia; here it adds a device without benefit.
B is wrong: visible distress is treated promptly, not left to pass.
C is wrong: restarting ventilation goes against his decision; his distress can be controlled with medicine.

Correct Answer: D
Key Learning Point: After withdrawal of ventilation, treat signs of respiratory distress promptly with opioids; a fan helps, and oxygen helps only if hypoxemic.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        source: 'aan-als-2009',
        written: W,
        kind: 'decision-making',
      },
    ],
  },
  {
    key: 'case-aa-013',
    topicId: 12,
    title: 'Before and after upper abdominal surgery in a smoker with COPD',
    setting: 'chronic-disease',
    category: 'perioperative',
    place: 'hospital',
    scenario: `A 68-year-old man with COPD who smokes 25 cigarettes a day (50 pack-years) is to have an open partial gastrectomy in 4 weeks. At the pre-admission clinic he reports breathlessness climbing one flight of stairs and one exacerbation last year. He uses a long-acting bronchodilator inhaler irregularly. SpO2 94% on room air, BMI 24.`,
    items: [
      {
        key: 'case-aa-013-1',
        questionText: `His pulmonary function results are shown in the table. What do they mean for his operation?`,
        options: [
          `Surgery is ruled out, since the FEV1 is under 60% of predicted`,
          `Normal lungs for a smoker of his age; no special plan is needed`,
          `A restrictive defect that should be investigated before surgery`,
          `Obstruction that raises risk; optimise before surgery`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. An FEV1/FVC of 0.47 with an FEV1 of 52% predicted and a reduced DLCO is moderate COPD. It raises the risk of pulmonary complications after upper abdominal surgery but does not forbid it: the aim is to optimise (stop smoking, regular bronchodilators, lung expansion teaching) and plan post-operative care.

A is wrong: no spirometric threshold rules out non-thoracic surgery; risk is weighed against benefit.
B is wrong: the results are clearly abnormal and shape the plan.
C is wrong: the FVC is near normal and the ratio low: the pattern is obstructive.

Correct Answer: D
Key Learning Point: Spirometry before non-thoracic surgery identifies risk to be reduced, not a cut-off that forbids the operation.`,
        difficulty: 'medium',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'gold-2025',
        written: W,
        kind: 'information-gathering',
        exhibit: {
          kind: 'table',
          variant: 'pft',
          title: 'Pre-operative pulmonary function tests',
          alt: 'Spirometry before and after a bronchodilator, and diffusing capacity, with percent predicted.',
          columns: ['Test', 'Pre', 'Post', '% predicted (pre)'],
          rows: [
            ['FEV1 (L)', '1.45', '1.55', '52%'],
            ['FVC (L)', '3.10', '3.20', '82%'],
            ['FEV1/FVC', '0.47', '0.48', ''],
            ['DLCO', '', '', '58%'],
          ],
        },
      },
      {
        key: 'case-aa-013-2',
        update: `He asks whether it is worth stopping smoking "so close to the operation", as a friend told him that quitting just before surgery makes the lungs worse.`,
        questionText: `What should the respiratory therapist advise?`,
        options: [
          `Wait until after surgery, since quitting now raises the risk`,
          `Cut down to 10 a day rather than quit, to avoid withdrawal`,
          `Switch to e-cigarettes, which carry no surgical risk`,
          `Quit now with medication support; every smoke-free week helps`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Stopping before surgery lowers pulmonary and wound complications, with more benefit the longer the abstinence (ideally 4-8 weeks or more); the old worry that quitting shortly before surgery raises complications was not borne out. Counselling with pharmacotherapy (varenicline or nicotine replacement) doubles success.

A is wrong: quitting close to surgery does not increase complications, and delaying loses the benefit.
B is wrong: cutting down brings little benefit compared with quitting.
C is wrong: e-cigarettes are not a proven cessation aid before surgery and still deliver nicotine and other inhaled toxins.

Correct Answer: D
Key Learning Point: Encourage every smoker to quit before surgery, with medication support; the longer the abstinence, the greater the benefit.`,
        difficulty: 'easy',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-I',
        rteArea: 'professional-practice',
        source: 'phs-tobacco-2008',
        written: W,
        kind: 'decision-making',
      },
      {
        key: 'case-aa-013-3',
        update: `He agrees to start varenicline and to take his inhaler daily. The surgeon asks the respiratory therapist to plan lung expansion for after the operation.`,
        questionText: `Which plan is most appropriate?`,
        options: [
          `Incentive spirometry by itself as his sole prophylaxis`,
          `Pre-op teaching of deep breathing and IS, early walking`,
          `Intermittent positive pressure breathing every 4 hours, day and night`,
          `Bed rest for 48 hours to let the wound heal first`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Teaching before surgery, while he is well, makes later use more effective. The AARC recommends incentive spirometry together with deep breathing, coughing and early mobilisation, not on its own as routine prophylaxis.

A is wrong: incentive spirometry alone is not recommended for routine post-operative prophylaxis.
C is wrong: routine IPPB is not recommended for lung expansion when simpler methods can be used.
D is wrong: bed rest promotes atelectasis, pneumonia and thrombosis.

Correct Answer: B
Key Learning Point: Teach lung expansion before surgery and combine it with deep breathing, coughing and early mobilisation afterwards.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-B',
        rteArea: 'interventions',
        source: 'aarc-incentive-spirometry-2011',
        written: W,
        kind: 'decision-making',
      },
      {
        key: 'case-aa-013-4',
        update: `On day 2 after surgery his temperature is 38.1 °C, respiratory rate 26/min, SpO2 89% on 2 L/min. Over the left base the percussion note is dull, breath sounds are bronchial, and the trachea is pulled slightly to the left. He is splinting from wound pain.`,
        questionText: `What do these findings most likely show?`,
        options: [`A left-sided pneumothorax`, `A large left pleural effusion`, `Left lower lobe atelectasis`, `A pulmonary embolism`],
        correctAnswer: 'C',
        explanation: `C is correct. Dullness with bronchial breath sounds over the left base, a trachea pulled toward that side and low-grade fever on day 2 after upper abdominal surgery fit lobar collapse (atelectasis) with volume loss, promoted by splinting and shallow breathing.

A is wrong: a pneumothorax gives a hyperresonant note and absent breath sounds, and a large one pushes the trachea away.
B is wrong: a large effusion is dull but gives diminished breath sounds and pushes the trachea away.
D is wrong: an embolism rarely causes these focal signs with the trachea pulled toward the side.

Correct Answer: C
Key Learning Point: Dullness with a trachea pulled toward the same side means volume loss: atelectasis; effusions and pneumothoraces push it away.`,
        difficulty: 'hard',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-B',
        rteArea: 'patient-data',
        source: 'egans-2020',
        written: W,
        kind: 'information-gathering',
      },
      {
        key: 'case-aa-013-5',
        update: `He can inhale only 500 mL on his incentive spirometer (his goal is 2,000 mL). He is drowsy from his opioid infusion, and his pain score on coughing is 9/10.`,
        questionText: `What should the respiratory therapist recommend?`,
        options: [
          `Better pain control, and intermittent CPAP by mask`,
          `More frequent incentive spirometry, every 15 minutes`,
          `Raise his oxygen to 6 L/min and recheck tomorrow`,
          `Nasotracheal suctioning every 2 hours`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. He cannot reach a useful volume on his own, so the spirometer is not working for him. Better analgesia (an epidural or regional technique, opioid-sparing drugs) lets him breathe deeply and cough, and CPAP by mask recruits the collapsed lung without depending on his effort.

B is wrong: repeating an ineffective manoeuvre more often does not re-expand the lung.
C is wrong: oxygen treats the number without re-expanding the lung and may mask deterioration.
D is wrong: suctioning does not re-expand collapsed alveoli and is traumatic.

Correct Answer: A
Key Learning Point: When a patient cannot perform incentive spirometry, treat the pain and use a method that does not depend on effort, such as CPAP.`,
        difficulty: 'hard',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-B',
        rteArea: 'interventions',
        source: 'aarc-incentive-spirometry-2011',
        written: W,
        kind: 'decision-making',
      },
      {
        key: 'case-aa-013-6',
        update: `With a wound catheter for pain and CPAP four times a day, the left base re-expands by day 4. He is walking the ward and preparing for discharge. He has not smoked since admission.`,
        questionText: `Which discharge plan best lowers his risk of readmission?`,
        options: [
          `Stop his inhalers, since his lungs have recovered`,
          `A home incentive spirometer to use for the next year`,
          `Maintenance inhaler, rehab, staying smoke-free`,
          `Home oxygen at 2 L/min to help him recover`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. His COPD is still present: a daily long-acting bronchodilator, a referral to pulmonary rehabilitation and continued smoking abstinence with support lower exacerbations and readmissions (GOLD 2025).

A is wrong: COPD does not go away; stopping maintenance therapy raises the risk of exacerbation.
B is wrong: prolonged incentive spirometry has no role once the atelectasis has cleared.
D is wrong: his resting saturation does not meet the criteria for long-term oxygen.

Correct Answer: C
Key Learning Point: After surgery in COPD, maintenance bronchodilators, rehabilitation and smoking abstinence keep the gains.`,
        difficulty: 'easy',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-I',
        rteArea: 'professional-practice',
        source: 'gold-2025',
        written: W,
        kind: 'decision-making',
      },
    ],
  },
  {
    key: 'case-aa-014',
    topicId: 4,
    title: 'After thyroidectomy: cuff leak, stridor and a vocal cord',
    setting: 'adult-critical-care',
    category: 'perioperative',
    place: 'hospital',
    scenario: `A 54-year-old woman had a 5-hour total thyroidectomy for a large goiter that extended behind the sternum. Because of airway swelling she was kept intubated (7.0 mm tube) overnight in the ICU on pressure support 8 cm H2O, PEEP 5 cm H2O, FiO2 0.30. This morning she is awake, following commands, SpO2 98%, respiratory rate 14/min.`,
    items: [
      {
        key: 'case-aa-014-1',
        questionText: `In volume control at 480 mL, the exhaled volume falls to 420 mL (averaged over 6 breaths) with the cuff deflated. What does this cuff-leak result suggest?`,
        options: [
          `She is at higher risk of stridor after extubation`,
          `Her airway is wide open, and she is safe to extubate`,
          `Her tube is too large and should be changed`,
          `The cuff is damaged and is leaking`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. The leak is 480 - 420 = 60 mL, about 12% of the set volume; a leak under about 110 mL (or under 10-25%) suggests laryngeal edema narrowing the airway around the tube and a higher risk of post-extubation stridor. A good leak is reassuring, a small one is a warning.

B is wrong: a small leak points to swelling, not to an open airway.
C is wrong: a 7.0 mm tube is a usual size for an adult woman; the small leak reflects swollen tissue.
D is wrong: the test is done with the cuff deliberately deflated; the question is how much gas escapes around the tube.

Correct Answer: A
Key Learning Point: A small cuff leak (under about 110 mL) before extubation predicts a higher risk of stridor from laryngeal edema.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'ats-accp-liberation-2017',
        written: W,
        kind: 'information-gathering',
      },
      {
        key: 'case-aa-014-2',
        update: `The team wants to extubate her today if it is safe; she has no other reason to stay ventilated. Because of the small leak, intravenous methylprednisolone is given at 08:00.`,
        questionText: `When is the earliest reasonable time to remove her tube?`,
        options: [
          `At once, since the drug acts within minutes`,
          `From about 12:00, once the drug has had time to act`,
          `Only after three full days of the drug`,
          `Only after a repeat leak test shows a large leak`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. The ATS/CHEST guideline pairs a failed cuff-leak test with systemic steroids given at least 4 hours before extubation; the trials that showed less stridor and reintubation gave the drug over 4 hours or more. From 12:00 she can be extubated, with the team ready for stridor.

A is wrong: steroids reduce laryngeal edema over hours, not minutes; extubating at once gains nothing from the dose.
C is wrong: a longer course delays liberation and adds ventilator days without evidence of added benefit.
D is wrong: the guideline does not require a repeat leak test; many patients who still have a small leak after the drug are extubated safely.

Correct Answer: B
Key Learning Point: After a failed cuff-leak test, systemic steroids need at least 4 hours to work before the tube comes out; a repeat leak test is not required.`,
        difficulty: 'hard',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        source: 'ats-accp-liberation-2017',
        written: W,
        kind: 'decision-making',
      },
      {
        key: 'case-aa-014-3',
        update: `She receives methylprednisolone and is extubated 6 hours later. Thirty minutes after extubation she has a soft inspiratory stridor at rest. SpO2 95% on a 35% aerosol mask, respiratory rate 22/min, no retractions, and she can talk.`,
        questionText: `Which change over the next hour would most strongly signal that her obstruction is worsening?`,
        options: [
          `Her stridor becoming louder while she talks comfortably`,
          `A rise in her SpO2 after her oxygen is increased`,
          `Quieter stridor with retractions and growing agitation`,
          `A hoarse voice when she answers questions`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. The noise of stridor depends on the flow through the narrowing. As the obstruction tightens and she tires, flow falls and the stridor can become quieter, while retractions, agitation (from hypoxemia or hypercapnia) and a rising rate show the true severity. A quieter patient who is working harder is a warning sign, not an improvement.

A is wrong: loud stridor in a patient who talks comfortably means she is moving good flow; loudness alone does not grade severity.
B is wrong: a rise in SpO2 with more oxygen is expected and says nothing about the airway; oxygen can even hide hypoventilation.
D is wrong: hoarseness after extubation is common from laryngeal irritation and does not by itself mean the airway is narrowing.

Correct Answer: C
Key Learning Point: Judge upper airway obstruction by work of breathing, mental state and rate, not by how loud the stridor is; quieter stridor with more effort is ominous.`,
        difficulty: 'hard',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-B',
        rteArea: 'patient-data',
        source: 'egans-2020',
        written: W,
        kind: 'information-gathering',
      },
      {
        key: 'case-aa-014-4',
        update: `She is given nebulized racemic epinephrine, and the stridor eases for an hour, then returns. She now complains of tingling around her lips and fingertips, and her hand cramps into a spasm when the blood pressure cuff inflates.`,
        questionText: `Which test should the respiratory therapist suggest first?`,
        options: [`A serum ionized calcium`, `A chest radiograph`, `A flow-volume loop`, `A serum potassium`],
        correctAnswer: 'A',
        explanation: `A is correct. Perioral tingling and carpal spasm with the cuff (Trousseau sign) after thyroidectomy suggest hypocalcemia from injured or removed parathyroid glands. Low calcium can cause laryngospasm, which may explain the returning stridor; intravenous calcium corrects it.

B is wrong: a film does not explain the tingling and spasm.
C is wrong: a flow-volume loop cannot be done safely in acute stridor and does not explain the other signs.
D is wrong: potassium disorders cause weakness and arrhythmias, not carpal spasm.

Correct Answer: A
Key Learning Point: Stridor with perioral tingling and carpal spasm after thyroidectomy suggests hypocalcemic laryngospasm; check ionized calcium.`,
        difficulty: 'hard',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-E',
        rteArea: 'patient-data',
        source: 'egans-2020',
        written: W,
        kind: 'information-gathering',
      },
      {
        key: 'case-aa-014-5',
        update: `Her ionized calcium is low and is being replaced. An hour later her stridor is loud, respiratory rate 32/min, with suprasternal retractions, SpO2 88% on 50% oxygen. A second dose of racemic epinephrine has not helped.`,
        questionText: `What should the respiratory therapist recommend now?`,
        options: [
          `Heliox, with reintubation only if she arrests`,
          `High-flow nasal cannula at 60 L/min`,
          `A third dose of racemic epinephrine and wait`,
          `Reintubation with a smaller tube and difficult-airway kit`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Worsening stridor, retractions, tachypnea and hypoxemia despite treatment mean the airway is failing. Reintubation by the most experienced operator, with a smaller tube, a video laryngoscope and a surgical airway kit at hand, is needed before she tires.

A is wrong: heliox can buy minutes but does not treat the obstruction; waiting for arrest is dangerous.
B is wrong: high flow does not relieve a fixed upper airway narrowing of this severity.
C is wrong: repeated doses after two have failed delay definitive treatment.

Correct Answer: D
Key Learning Point: Post-extubation stridor with distress and hypoxemia despite epinephrine needs prompt reintubation prepared for a difficult airway.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-G',
        rteArea: 'interventions',
        source: 'ats-accp-liberation-2017',
        written: W,
        kind: 'decision-making',
      },
      {
        key: 'case-aa-014-6',
        update: `She is reintubated, extubated successfully 3 days later and discharged. Six weeks later she returns with a weak, breathy voice and a noisy breath in when she climbs stairs. Her flow-volume loop is shown.`,
        questionText: `What does the loop shown indicate?`,
        options: [
          `An intrathoracic airway obstruction`,
          `A fixed upper airway obstruction`,
          `A variable extrathoracic obstruction`,
          `A restrictive defect from weak muscles`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. The expiratory limb is normal, but the inspiratory limb is flattened into a plateau: during inspiration the pressure inside the extrathoracic airway falls below atmospheric and a floppy structure is drawn in. With a breathy voice after thyroid surgery, a vocal cord paralysed by recurrent laryngeal nerve injury is the likely cause; laryngoscopy confirms it.

A is wrong: intrathoracic obstruction flattens the expiratory limb.
B is wrong: fixed obstruction flattens both limbs.
D is wrong: restriction gives a small, narrow loop with normal shape.

Correct Answer: C
Key Learning Point: A flattened inspiratory limb with a normal expiratory limb is variable extrathoracic obstruction, such as vocal cord paralysis.`,
        difficulty: 'hard',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'ers-ats-interpretation-2022',
        written: W,
        kind: 'information-gathering',
        exhibit: {
          kind: 'spirometry',
          title: 'Flow-volume loop',
          alt: 'The expiratory limb rises quickly to a peak and falls steadily to zero; the inspiratory limb below is flat, holding a low plateau across most of the breath in.',
          pattern: 'variableExtrathoracic',
          fvc: 3.1,
          pef: 6.8,
          plateau: 1.6,
          predicted: { fvc: 3.3, pef: 7.0 },
        },
      },
    ],
  },
  {
    key: 'case-aa-015',
    topicId: 6,
    title: 'Suspected sleep apnea and opioids after knee replacement',
    setting: 'chronic-disease',
    category: 'perioperative',
    place: 'hospital',
    scenario: `A 58-year-old man (BMI 38, neck 45 cm) is admitted for a total knee replacement under spinal anesthesia. His wife says he snores loudly and stops breathing in his sleep; he is often tired by day and takes two drugs for hypertension. He has never had a sleep study. After surgery he will have a hydromorphone patient-controlled analgesia pump.`,
    items: [
      {
        key: 'case-aa-015-1',
        questionText: `His STOP-BANG score is 6. Which plan for the first post-operative nights is most appropriate?`,
        options: [
          `Routine ward care with 4-hourly observations`,
          `Continuous oximetry and capnography, fewer opioids`,
          `Postpone the surgery until a sleep study has been done`,
          `Oxygen at 4 L/min all night in place of monitoring`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. A STOP-BANG score of 5 or more makes moderate-to-severe OSA likely. The ASA advises treating such patients as having OSA: continuous monitoring (oximetry, ideally with capnography, since oxygen masks hypoventilation on the oximeter), opioid-sparing analgesia, a non-supine position and CPAP when it is available.

A is wrong: intermittent observations miss the episodes of opioid-induced respiratory depression that occur overnight.
C is wrong: elective surgery need not be postponed for suspected OSA when the perioperative plan accounts for it.
D is wrong: oxygen does not prevent apneas or hypoventilation and delays their detection by oximetry.

Correct Answer: B
Key Learning Point: With suspected OSA after surgery, monitor continuously (capnography if on oxygen) and spare opioids.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        source: 'asa-osa-perioperative-2014',
        written: W,
        kind: 'decision-making',
      },
      {
        key: 'case-aa-015-2',
        update: `At 02:00 on the first night he is asleep on his back on 3 L/min oxygen; SpO2 reads 93%. His capnogram over the last minute is shown. He has used the PCA 14 times since midnight.`,
        questionText: `What does the capnogram shown indicate?`,
        options: [
          `Obstructed lower airways from bronchospasm`,
          `Normal sleep, since his SpO2 is above 90%`,
          `A sampling line kinked by his pillow`,
          `Rising CO2 with slowing breaths: hypoventilation`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. The waves keep a normal shape, but they come further apart and their plateaus climb from about 44 to about 64 mm Hg over a minute: his breathing is slowing and CO2 is accumulating, the pattern of opioid-induced hypoventilation. His supplemental oxygen keeps the SpO2 falsely reassuring.

A is wrong: bronchospasm gives a shark-fin upstroke; these waves are square.
B is wrong: an SpO2 of 93% on oxygen does not exclude dangerous hypoventilation.
C is wrong: a kinked line damps or loses the waveform; it does not give rising, well-formed plateaus.

Correct Answer: D
Key Learning Point: A rising EtCO2 with a falling rate during opioid therapy is hypoventilation, and supplemental oxygen hides it from the oximeter.`,
        difficulty: 'hard',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'asa-osa-perioperative-2014',
        written: W,
        kind: 'information-gathering',
        exhibit: {
          kind: 'capnogram',
          title: 'Capnogram, last minute',
          alt: 'Square waves that return to zero; over the minute they become further apart and their flat tops rise from about 44 mm Hg to about 64 mm Hg.',
          pattern: 'hypoventilation',
          etco2: 44,
          etco2End: 64,
          rate: 7,
          seconds: 60,
        },
      },
      {
        key: 'case-aa-015-3',
        update: `He rouses only to a loud voice, then drifts off again. Respiratory rate 6/min, pupils pinpoint, SpO2 92% on 3 L/min, BP 118/70 mm Hg.`,
        questionText: `What should be done first?`,
        options: [
          `Raise his oxygen to 6 L/min and watch closely`,
          `Apply CPAP at 10 cm H2O and let him sleep`,
          `Stop the PCA; give titrated naloxone`,
          `Draw an arterial gas and wait for the result`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. Sedation with a rate of 6/min and pinpoint pupils is opioid-induced respiratory depression. The opioid is stopped, he is stimulated and supported (bag-mask if needed), and naloxone is given in small increments to restore breathing without abolishing analgesia or provoking withdrawal.

A is wrong: more oxygen does nothing for hypoventilation and further masks it.
B is wrong: CPAP keeps the upper airway open but does not drive breathing when the central drive is depressed.
D is wrong: waiting for a blood gas delays treatment of a clinical emergency.

Correct Answer: C
Key Learning Point: Opioid-induced respiratory depression: stop the opioid, stimulate and support ventilation, and give titrated naloxone.`,
        difficulty: 'easy',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-G',
        rteArea: 'interventions',
        source: 'asa-osa-perioperative-2014',
        written: W,
        kind: 'decision-making',
      },
      {
        key: 'case-aa-015-4',
        update: `He wakes, breathing 14/min; the PCA is replaced by regular paracetamol, a nerve block catheter and small oral opioid doses. He still needs some opioid. Overnight oximetry shows repeated dips from 95% to 84% while he sleeps.`,
        questionText: `What should the respiratory therapist recommend for his remaining nights?`,
        options: [
          `Oxygen at 2 L/min by cannula through the night`,
          `A nasopharyngeal airway while he sleeps`,
          `Auto-titrating CPAP with continued monitoring`,
          `A short course of a benzodiazepine to help him sleep`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. Cyclical desaturations in a patient with probable OSA who still needs opioids call for positive airway pressure: an auto-titrating CPAP device keeps the airway open without a titration study, and monitoring continues because opioids can still depress his drive.

A is wrong: oxygen raises the baseline but does not stop the obstructive events, and can lengthen them.
B is wrong: a nasal airway is poorly tolerated by conscious patients and is not a substitute for CPAP.
D is wrong: sedatives deepen airway collapse and respiratory depression.

Correct Answer: C
Key Learning Point: Probable OSA with ongoing opioid needs after surgery: auto-titrating CPAP with continued monitoring.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-C',
        rteArea: 'interventions',
        source: 'asa-osa-perioperative-2014',
        written: W,
        kind: 'decision-making',
      },
      {
        key: 'case-aa-015-5',
        update: `He uses the CPAP for three nights and the dips stop. He is ready for discharge and asks what should happen about his sleep problem.`,
        questionText: `Which test should the respiratory therapist suggest after discharge?`,
        options: [
          `A diagnostic sleep study, in a laboratory or at home`,
          `Overnight oximetry repeated each month`,
          `A chest radiograph and a full set of spirometry`,
          `An arterial blood gas at his next clinic visit`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. His OSA is only suspected; the diagnosis and its severity come from polysomnography or a home sleep apnea test (appropriate for an uncomplicated adult with a high pretest probability), which then guides long-term treatment.

B is wrong: oximetry alone cannot confirm OSA or measure its severity.
C is wrong: neither a film nor spirometry diagnoses sleep apnea.
D is wrong: a daytime blood gas screens for obesity hypoventilation but does not diagnose OSA.

Correct Answer: A
Key Learning Point: Suspected OSA found around surgery is confirmed afterwards with polysomnography or a home sleep apnea test.`,
        difficulty: 'easy',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-E',
        rteArea: 'patient-data',
        source: 'aasm-osa-testing-2017',
        written: W,
        kind: 'information-gathering',
      },
      {
        key: 'case-aa-015-6',
        update: `He will go home on a borrowed auto-CPAP until his study, with oral oxycodone for 5 days. His wife asks what to watch for.`,
        questionText: `Which advice matters most while he takes the opioid?`,
        options: [
          `CPAP for all sleep; no alcohol or sedatives`,
          `Use the CPAP only if his snoring wakes her`,
          `Sleep on his back so his knee stays straight`,
          `Take the opioid at bedtime to help him sleep`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Opioids, alcohol and sedatives deepen upper airway collapse and blunt arousal. Using CPAP for all sleep, including daytime naps, and avoiding alcohol and other sedatives, is the main protection while he takes oxycodone.

B is wrong: obstructive events happen whether or not his wife is woken; partial use leaves him unprotected.
C is wrong: sleeping supine worsens obstruction; a side or semi-upright position is better.
D is wrong: timing the opioid to bedtime concentrates its effect on the period of greatest risk.

Correct Answer: A
Key Learning Point: Patients with OSA on opioids should use CPAP for all sleep and avoid alcohol and sedatives.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-I',
        rteArea: 'professional-practice',
        source: 'asa-osa-perioperative-2014',
        written: W,
        kind: 'decision-making',
      },
    ],
  },
  {
    key: 'case-aa-016',
    topicId: 3,
    title: 'Bariatric surgery: ventilation in severe obesity',
    setting: 'adult-critical-care',
    category: 'perioperative',
    place: 'hospital',
    scenario: `A 44-year-old woman (height 163 cm, weight 138 kg, BMI 52, predicted body weight 55 kg) is scheduled for a laparoscopic sleeve gastrectomy. She has OSA treated with CPAP at 12 cm H2O, which she uses nightly. Her room-air SpO2 is 95%, and her pre-operative serum bicarbonate is 31 mEq/L.`,
    items: [
      {
        key: 'case-aa-016-1',
        questionText: `What does her serum bicarbonate of 31 mEq/L suggest, and what should be done about it before surgery?`,
        options: [
          `Possible hypoventilation; check a blood gas`,
          `Nothing; bicarbonate is normal in obesity`,
          `Metabolic alkalosis from vomiting; give saline`,
          `Renal failure; refer her to nephrology`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. A serum bicarbonate of 27 mEq/L or more in a patient with obesity suggests chronic hypercapnia (obesity hypoventilation syndrome), with the kidneys retaining bicarbonate to buffer it. An arterial gas confirms it; OHS changes the anaesthetic and post-operative plan (she may need bilevel rather than CPAP).

B is wrong: most people with obesity have a normal bicarbonate; a raised one is a screening flag.
C is wrong: nothing suggests vomiting, and hypoventilation is the likely cause in her.
D is wrong: renal failure lowers, not raises, the bicarbonate.

Correct Answer: A
Key Learning Point: In obesity, a serum bicarbonate of 27 mEq/L or more flags possible obesity hypoventilation; confirm with an arterial gas.`,
        difficulty: 'medium',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-E',
        rteArea: 'patient-data',
        source: 'ats-ohs-2019',
        written: W,
        kind: 'information-gathering',
      },
      {
        key: 'case-aa-016-2',
        update: `Her arterial gas on room air is pH 7.37, PaCO2 50 mm Hg, HCO3- 28.2 mEq/L, PaO2 72 mm Hg. She is taken to theatre for induction.`,
        questionText: `How should she be preoxygenated?`,
        options: [
          `Supine and flat with a simple face mask at 6 L/min`,
          `Ramped head-up, with CPAP or bilevel at FiO2 1.0`,
          `Supine with a non-rebreather at 10 L/min for 1 minute`,
          `Sitting bolt upright with room air and deep breaths`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. In severe obesity the functional residual capacity is small and she desaturates within a minute or two of apnea. A ramped, head-up position (ear level with the sternum) and positive pressure (CPAP, bilevel or high-flow) with FiO2 1.0 increase the oxygen store and prolong safe apnea time.

A is wrong: lying flat shrinks FRC further, and a simple mask cannot deliver a high FiO2.
C is wrong: one minute at a modest flow leaves the lungs poorly denitrogenated.
D is wrong: room air is not preoxygenation.

Correct Answer: B
Key Learning Point: Preoxygenate patients with severe obesity head-up, with positive pressure and 100% oxygen.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-A',
        rteArea: 'interventions',
        source: 'hess-kacmarek-2019',
        written: W,
        kind: 'decision-making',
      },
      {
        key: 'case-aa-016-3',
        update: `She is intubated without difficulty. The anesthesia machine is set in volume control at 700 mL based on her actual weight, PEEP 5 cm H2O. Her ventilator graphics are shown.`,
        questionText: `What do the graphics shown indicate about the set tidal volume?`,
        options: [
          `The lung is being overdistended at end-inspiration`,
          `Gas is trapped because expiration is too short`,
          `The patient is flow-starved and needs more flow`,
          `The volume is appropriate for her weight`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. In the last part of each inflation the pressure rises steeply for little extra volume, giving the pressure-volume loop a flattened "beak": the lung is being stretched beyond its compliant range. A tidal volume of 700 mL is about 13 mL/kg of her predicted body weight; it should be set on predicted, not actual, weight (6-8 mL/kg, about 330-440 mL).

B is wrong: expiratory flow returns to zero before each breath; nothing is trapped.
C is wrong: flow starvation scoops the pressure during inspiration; here the pressure curve bends upward.
D is wrong: tidal volume follows height and sex (predicted body weight), not actual weight.

Correct Answer: A
Key Learning Point: A beaked P-V loop is overdistension; in obesity, set the tidal volume on predicted body weight.`,
        difficulty: 'hard',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'hess-kacmarek-2019',
        written: W,
        kind: 'information-gathering',
        exhibit: {
          kind: 'ventilator',
          title: 'Ventilator graphics, volume control',
          alt: 'Pressure against time and a pressure-volume loop for three breaths. The pressure climbs steadily, then turns sharply upward over the last part of each inflation while the volume barely increases; the loop flattens into a point at its top right. Expiratory flow returns to zero before each breath.',
          mode: 'VC',
          tidalVolume: 700,
          compliance: 35,
          resistance: 12,
          peep: 5,
          rate: 14,
          ti: 1.1,
          show: ['pressure', 'flow', 'pv'],
          events: [{ type: 'overdistension', onset: 0.65, extra: 14 }],
        },
      },
      {
        key: 'case-aa-016-4',
        update: `The tidal volume is reset to 400 mL with PEEP 10 cm H2O and a recruitment manoeuvre; the plateau is 24 cm H2O. At the end of surgery she is ready for extubation.`,
        questionText: `How should she be extubated?`,
        options: [
          `Deep, flat, to avoid coughing on the tube`,
          `Deep, on her side, with a nasal airway in place`,
          `Awake but flat, with nasal cannula at 2 L/min`,
          `Fully awake, head-up, with her CPAP started early`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Extubating her fully awake, with reversal of neuromuscular block confirmed and in a head-up position, protects her airway; her own CPAP is applied early in recovery to prevent obstruction and atelectasis.

A is wrong: deep extubation leaves an obese patient with OSA unable to protect a collapsible airway.
B is wrong: deep extubation is unsafe in her, and a nasal airway is no substitute for her CPAP.
C is wrong: lying flat reduces FRC and worsens obstruction; a cannula does nothing for OSA.

Correct Answer: D
Key Learning Point: Extubate obese patients with OSA fully awake and head-up, and restart their CPAP early in recovery.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-A',
        rteArea: 'interventions',
        source: 'asa-osa-perioperative-2014',
        written: W,
        kind: 'decision-making',
      },
      {
        key: 'case-aa-016-5',
        update: `On the ward the next morning her SpO2 is 88% on 4 L/min, respiratory rate 24/min, with diminished breath sounds at both bases. Her PaCO2 is 48 mm Hg. The surgical resident asks that her CPAP be stopped "to protect the staple line".`,
        questionText: `What should the respiratory therapist recommend?`,
        options: [
          `Stop the CPAP and raise the oxygen to 8 L/min`,
          `Stop the CPAP and use incentive spirometry alone`,
          `Keep positive pressure, head-up, walking`,
          `Intubate her electively to re-expand the bases`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. Basal atelectasis and hypoventilation after bariatric surgery respond to positive airway pressure (her CPAP, or bilevel for her hypercapnia), sitting up and early walking. Studies have not found that CPAP or noninvasive ventilation raises the rate of anastomotic or staple-line leaks.

A is wrong: stopping CPAP worsens both atelectasis and her OSA, and more oxygen masks hypoventilation.
B is wrong: incentive spirometry alone is less effective than positive pressure for her.
D is wrong: intubation is not needed for a patient who can use noninvasive support.

Correct Answer: C
Key Learning Point: After bariatric surgery, continue CPAP or bilevel for OSA, atelectasis or hypoventilation; it does not threaten the staple line.`,
        difficulty: 'hard',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        source: 'ats-ohs-2019',
        written: W,
        kind: 'decision-making',
      },
      {
        key: 'case-aa-016-6',
        update: `On bilevel at 16/10 cm H2O overnight and CPAP at rest, her SpO2 is 94% on 2 L/min and her PaCO2 45 mm Hg by day 3. She will go home with a bilevel device in place of her CPAP.`,
        questionText: `Which follow-up should the respiratory therapist arrange?`,
        options: [
          `No follow-up, since surgery will cure her sleep apnea`,
          `Raise the pressures each month as she loses weight`,
          `Stop the bilevel device after one month regardless`,
          `Review pressures and gases as weight falls`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. As she loses weight her OSA and hypoventilation usually improve and the pressure she needs falls; too much pressure then becomes uncomfortable and may cause central apneas. Her device data, symptoms and blood gases are reviewed, with a repeat sleep study once her weight stabilises.

A is wrong: weight loss often improves but does not reliably cure OSA.
B is wrong: pressures usually need lowering, not raising, as weight falls.
C is wrong: stopping at a fixed time ignores whether she still needs support.

Correct Answer: D
Key Learning Point: After bariatric surgery, review and reduce airway pressures as weight falls, and retest sleep once weight is stable.`,
        difficulty: 'hard',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        source: 'ats-ohs-2019',
        written: W,
        kind: 'decision-making',
      },
    ],
  },
];
