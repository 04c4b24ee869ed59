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
        questionText: `Which test should the respiratory therapist obtain first to judge her oxygenation?`,
        options: [
          `An arterial blood gas with CO-oximetry`,
          `A repeat pulse oximetry reading on the ear`,
          `An arterial gas with a calculated saturation`,
          `End-tidal CO2 by nasal cannula sampling`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Smoke carries carbon monoxide (and cyanide). Carboxyhemoglobin absorbs light like oxyhemoglobin, so a two-wavelength pulse oximeter reads falsely high; only CO-oximetry measures the COHb and the true oxyhemoglobin saturation. Her confusion and tachycardia despite an SpO2 of 99% are the clue.

B is wrong: moving the probe does not help; every standard oximeter counts COHb as oxygenated.
C is wrong: a saturation calculated from PaO2 assumes normal hemoglobin and will read high; the PaO2 stays normal in CO poisoning.
D is wrong: end-tidal CO2 measures ventilation, not oxygen content.

Correct Answer: A
Key Learning Point: After smoke exposure, oxygenation is judged by CO-oximetry; SpO2 and calculated SaO2 overstate it.`,
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
          alt: 'Pressure, flow and volume for two series of breaths with the same volume. In the dashed second series the peak and the pause pressure are both about 14 cm H2O higher than in the first; the flow and volume traces are identical and return to zero before each breath.',
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
];
