import type { SeedQuestion } from '../../types';

/** II-A: assembling and troubleshooting devices. */
const meta = {
  outlineSection: 'II',
  tmcCode: 'II-A',
  rteArea: 'equipment-infection',
  written: '2026-11-25',
  topicId: 11,
  source: 'egans-2020',
} as const;

export const questions: SeedQuestion[] = [
  {
    ...meta,
    key: 'eqp-001',
    source: 'egans-2020',
    questionText: `A patient on heated high-flow nasal cannula at 50 L/min keeps coughing and says water is "spraying into my nose." The therapist sees droplets collecting along the cannula tubing, which hangs over the cold metal bed rail under an air-conditioning vent. What is the most appropriate correction?`,
    options: [
      `Turn the humidifier off so that no water enters the circuit`,
      `Lower the flow to 20 L/min to reduce the amount of condensate`,
      `Route the tubing away from the draft and cold rail, below the face`,
      `Drain the tubing into the humidifier chamber every hour`,
    ],
    correctAnswer: 'C',
    explanation: `C is correct. Rainout happens when saturated gas cools in the tubing. Keeping the heated-wire tubing away from cold surfaces and drafts (or covering it), and positioning it so condensate cannot run toward the patient, corrects the problem while keeping full humidity.

A is wrong: unheated, dry gas at 50 L/min would dry and injure the airway.
B is wrong: cutting the flow changes the therapy the patient needs instead of fixing the cause.
D is wrong: draining condensate back into the chamber contaminates the reservoir.

Correct Answer: C
Key Learning Point: HFNC rainout comes from cooling of the tubing; protect it from drafts and cold surfaces and keep it below the patient's face.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'eqp-002',
    source: 'egans-2020',
    questionText: `A patient receives oxygen at 5 L/min through a bubble humidifier and nasal cannula. The humidifier's pressure relief valve starts whistling, and the patient says she feels no flow. What is the most likely cause?`,
    options: [
      `The humidifier jar is overfilled above the maximum line with sterile water`,
      `The humidifier jar is cracked and leaking gas around the lid`,
      `The oxygen flowmeter has failed and is delivering no flow to the jar`,
      `The cannula tubing is kinked or blocked between humidifier and patient`,
    ],
    correctAnswer: 'D',
    explanation: `D is correct. The relief valve opens (usually at about 2 psi) when pressure builds behind an obstruction downstream. A whistle with no flow at the patient points to a kinked, pinched or blocked cannula or tubing.

A is wrong: an overfilled jar may push water into the tubing but is not the usual cause of a relief whistle with no flow.
B is wrong: a leak lets pressure escape, so the relief valve would not sound.
C is wrong: with no flow there would be no pressure to open the relief valve.

Correct Answer: D
Key Learning Point: A whistling humidifier relief valve means downstream obstruction; check the tubing and cannula for kinks or blockage.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'eqp-003',
    topicId: 9,
    questionText: `During a code, a therapist is bagging an intubated patient with an adult self-inflating resuscitator connected to oxygen at 15 L/min. The SpO2 has drifted from 96% to 86%. Breath sounds are equal, chest rise is good, and the end-tidal CO2 waveform is normal. The therapist notices the reservoir bag is lying on the floor, detached. What is the most likely effect?`,
    options: [
      `The delivered FiO2 has fallen to about 0.4 as room air is entrained`,
      `The delivered tidal volume has fallen because the bag cannot refill`,
      `The bag now delivers pure oxygen but at a much lower flow rate`,
      `The exhalation valve is open and leaking every breath to the room`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. A self-inflating bag refills by drawing gas through its inlet. Without the reservoir, room air mixes with the oxygen during refilling, and the FiO2 falls to roughly 0.4. Reattaching the reservoir (with enough oxygen flow to keep it full) restores an FiO2 near 1.0.

B is wrong: a self-inflating bag refills by its own recoil, so volume is maintained without the reservoir.
C is wrong: losing the reservoir dilutes the oxygen; it does not deliver pure oxygen.
D is wrong: good chest rise and a normal capnogram show the breaths are reaching the patient.

Correct Answer: A
Key Learning Point: A self-inflating bag needs its reservoir and adequate oxygen flow to deliver an FiO2 near 1.0; without it, FiO2 falls to about 0.4.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'eqp-004',
    topicId: 10,
    source: 'aap-aha-neonatal-2025',
    reviewed: '2026-11-28',
    written: '2026-11-28',
    questionText: `A newborn is breathing well with a heart rate of 140/min but remains cyanotic at 5 minutes. A nurse holds the mask of a self-inflating bag near the infant's face, without squeezing, to give free-flow oxygen. What is the problem with this technique?`,
    options: [
      `A self-inflating bag delivers too much oxygen to a spontaneously breathing infant`,
      `The valve opens only when squeezed, so little oxygen reaches the face`,
      `The bag's pressure relief valve will open and cause a pneumothorax in the infant`,
      `The bag gives oxygen that is too cold and too dry for a newborn's airway`,
    ],
    correctAnswer: 'B',
    explanation: `B is correct. Most self-inflating bags deliver gas only when squeezed (or through an open-tailed reservoir, unreliably). Held near the face, they give little or no free-flow oxygen. Use a flow-inflating bag, a T-piece resuscitator, an oxygen mask or oxygen tubing cupped near the face instead.

A is wrong: the issue is too little oxygen, not too much.
C is wrong: nothing is being squeezed, so no pressure is generated.
D is wrong: the main problem is the lack of flow, whatever the gas temperature.

Correct Answer: B
Key Learning Point: Self-inflating bags do not give reliable free-flow oxygen; use a flow-inflating bag, T-piece, mask or tubing.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'eqp-005',
    topicId: 10,
    source: 'aap-aha-neonatal-2025',
    reviewed: '2026-11-28',
    questionText: `A therapist prepares a flow-inflating (anesthesia) bag for a delivery. With the flowmeter at 8 L/min and the mask pressed against the palm, the bag stays limp. What should be checked first?`,
    options: [
      `The flow-control valve at the tail of the bag, which may be wide open`,
      `The mask size, since a larger mask is needed to fill the bag`,
      `The oxygen blender, which needs to be set to 100% for the bag to fill`,
      `The manometer, which has to read zero before the bag can fill`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. A flow-inflating bag fills only when gas flows in and the outlet is sealed. With flow present and the mask sealed, a limp bag means gas is escaping, most often through a flow-control valve opened too far, or through a hole, a loose connection or a disconnected gas line.

B is wrong: mask size has nothing to do with whether the bag fills against the palm.
C is wrong: the bag fills at any FiO2 as long as gas flows in.
D is wrong: the manometer reads the pressure; it does not control filling.

Correct Answer: A
Key Learning Point: A flow-inflating bag needs gas flow and a seal; if it stays limp, check the flow-control valve, connections and gas source.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'eqp-006',
    topicId: 3,
    source: 'hess-kacmarek-2019',
    questionText: `Minutes after a routine ventilator circuit change, low exhaled tidal volume and low pressure alarms sound on a patient in volume control. The patient looks comfortable, the cuff pressure is 26 cm H2O, and there is no leak at the mouth. A hissing sound comes from the humidifier area. What should the therapist do?`,
    options: [
      `Increase the set tidal volume to make up for the volume that is lost`,
      `Suction the patient, since secretions commonly cause these alarms`,
      `Silence the alarms and plan to replace the ventilator at the next check`,
      `Ventilate with a bag while reseating the humidifier chamber and ports`,
    ],
    correctAnswer: 'D',
    explanation: `D is correct. Low volume and low pressure alarms with a hiss near the humidifier after a circuit change point to a circuit leak, often a poorly seated humidifier chamber or a loose port. The patient is supported with a manual resuscitator if needed while the leak is found and fixed, then the alarms are rechecked.

A is wrong: a larger set volume hides the leak instead of fixing it.
B is wrong: secretions raise pressure; they do not cause low pressure alarms with a hiss.
C is wrong: silencing alarms during a leak leaves the patient underventilated.

Correct Answer: D
Key Learning Point: Low pressure and low volume alarms after a circuit change suggest a leak; protect the patient, then check the connections and humidifier chamber.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'eqp-008',
    source: 'egans-2020',
    questionText: `A heated high-flow nasal cannula repeatedly alarms that it cannot reach the set flow of 60 L/min for a large adult. The circuit and water chamber are correctly installed, and the tubing is not kinked. Small adult prongs are in place, and they fill only about a third of each nostril. What is the most likely explanation and fix?`,
    options: [
      `The prongs are too small for the set flow; change to a larger cannula`,
      `The humidifier is too cool; raise the temperature to 40 °C`,
      `The oxygen supply is too low; move to a different wall outlet`,
      `The patient is mouth breathing; close the mouth with a chin strap`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. Each cannula size has a maximum flow, set by its resistance. Small prongs cannot carry 60 L/min, so the device cannot reach the set flow. A larger cannula (sized to fill about half of each nostril) lets it deliver the target flow.

B is wrong: the humidity temperature does not limit flow, and 40 °C is above the usual target of 37 °C.
C is wrong: a low supply affects FiO2 or triggers supply alarms, not a resistance-limited flow.
D is wrong: mouth breathing affects the FiO2 and PEEP effect, not the flow the device can push through the cannula.

Correct Answer: A
Key Learning Point: Match HFNC cannula size to the flow: too small a cannula cannot carry high flows; choose prongs that fill about half of each nostril.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'eqp-009',
    topicId: 10,
    source: 'aha-pals-2025',
    questionText: `A therapist is bag-mask ventilating a 2-year-old with severe bronchospasm using a pediatric self-inflating bag. The chest barely rises and a hissing sound comes from the bag each time it is squeezed. The mask seal is good. What is the most likely cause and correction?`,
    options: [
      `The mask is too small; change to an adult mask for a better seal`,
      `The bag's reservoir is collapsed; raise the oxygen flow to 25 L/min`,
      `The pressure relief valve is opening; close it and watch chest rise`,
      `The child is breathing against the bag; squeeze faster to override`,
    ],
    correctAnswer: 'C',
    explanation: `C is correct. Pediatric self-inflating bags often have a pressure relief (pop-off) valve that opens at about 35 to 45 cm H2O. With high airway resistance, the valve vents the breath before enough volume is delivered. Occluding it (using a manometer to watch pressure) allows effective ventilation.

A is wrong: the seal is already good, and an oversized mask would leak.
B is wrong: the reservoir affects FiO2, not the volume delivered.
D is wrong: faster squeezing worsens air trapping in bronchospasm and does not stop the valve venting.

Correct Answer: C
Key Learning Point: In low-compliance or high-resistance lungs, a pediatric bag's pop-off valve can vent each breath; close it and monitor pressure and chest rise.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'eqp-010',
    topicId: 10,
    questionText: `An air-oxygen blender feeding an infant's CPAP system suddenly sounds a continuous audible alarm. The FiO2 reads as set, the infant is stable, and the therapist finds that the air hose has come loose from the wall outlet. What does the alarm indicate?`,
    options: [
      `The oxygen analyzer needs calibration at room air`,
      `The pressure of one source gas has fallen too low`,
      `The blender is delivering too high a total flow`,
      `The CPAP pressure has risen above the set level`,
    ],
    correctAnswer: 'B',
    explanation: `B is correct. Blenders alarm when the inlet pressures of air and oxygen differ by more than a set amount (commonly about 20 psi), as when one hose is disconnected. The blender may then deliver only the remaining gas, changing the FiO2, so the hose is reconnected and the FiO2 checked with an analyzer.

A is wrong: analyzer calibration has its own alarms, not the blender's.
C is wrong: blender alarms do not monitor total flow.
D is wrong: CPAP pressure alarms come from the CPAP device, not the blender.

Correct Answer: B
Key Learning Point: A blender alarm signals loss of pressure in one gas source; reconnect it and verify the FiO2 with an analyzer.`,
    difficulty: 'easy',
    cognitiveLevel: 'recall',
  },
  {
    ...meta,
    key: 'eqp-011',
    questionText: `A therapist attaches a yoke-type regulator to a full E cylinder for a transport and opens the cylinder valve. A loud hiss comes from the point where the regulator meets the cylinder post, and the contents gauge needle falls slowly. What is the most likely cause and fix?`,
    options: [
      `A missing or damaged sealing washer; close the valve and replace it`,
      `An overfilled cylinder venting its excess; let it hiss until it stops`,
      `A faulty contents gauge; change the regulator and ignore the hiss`,
      `Normal gas flow at start-up; tighten the flowmeter knob to stop it`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. A yoke connection seals with a washer (such as a Bodok seal) between the regulator and the cylinder valve outlet. A hiss at that joint with a falling gauge means it is missing, damaged or misseated. The valve is closed, the washer replaced, the yoke retightened and the connection rechecked before use.

B is wrong: cylinders do not vent "excess" at the yoke; a leak there is never normal and wastes the supply.
C is wrong: the falling gauge reflects a real loss of gas, not a faulty gauge.
D is wrong: the flowmeter controls outflow to the patient; it cannot stop a leak at the cylinder connection.

Correct Answer: A
Key Learning Point: A hiss at a yoke connection means a bad or missing washer; close the valve, replace the seal and recheck before use.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
  },
];
