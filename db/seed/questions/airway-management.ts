import type { SeedQuestion } from '../types';

export const questions: SeedQuestion[] = [
  {
    key: 'aw-001',
    topicId: 4,
    questionText: `An unresponsive adult with no gag reflex has snoring respirations despite a head-tilt/chin-lift. The respiratory therapist chooses to insert an oropharyngeal airway. Which external measurement gives the correct size?`,
    options: [
      `From the tip of the nose to the tragus of the ear`,
      `From the corner of the mouth to the angle of the mandible`,
      `From the upper central incisors to the suprasternal notch`,
      `From the point of the chin to the thyroid cartilage`,
    ],
    correctAnswer: 'B',
    explanation: `An oropharyngeal airway (OPA) is sized by holding it against the face: the flange at the corner of the mouth and the tip at the angle of the mandible. A correctly sized OPA lifts the tongue off the posterior pharynx without pushing the epiglottis down over the glottis.

A is wrong: nose-tip-to-ear-tragus/earlobe is how a nasopharyngeal airway is sized. C is wrong: incisors-to-sternal-notch is not an airway-sizing landmark and would select a device far too long. D is wrong: chin-to-thyroid distance has nothing to do with OPA length; a device this short would not pass the base of the tongue.

Correct Answer: B
Key Learning Point: Size an OPA from the corner of the mouth to the angle of the jaw, and use it only in patients without a gag reflex.`,
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'III',
    tmcCode: 'III-A',
    rteArea: 'interventions',
    source: 'egans-2020',
    written: '2026-11-22',
    free: true,
  },
  {
    key: 'aw-002',
    topicId: 4,
    questionText: `A 34-year-old man is brought in after a motorcycle crash. He has bilateral periorbital ecchymosis, clear fluid draining from the right nostril, a GCS of 9 and snoring respirations. He gags when the mouth is opened. Cervical spine injury has not been excluded. Which action is most appropriate to relieve the obstruction?`,
    options: [
      `Insert a well-lubricated nasopharyngeal airway sized from the nose tip to the earlobe`,
      `Insert an oropharyngeal airway using the 180-degree rotation technique`,
      `Perform blind nasotracheal intubation to secure and protect the airway`,
      `Open the airway with a jaw thrust while maintaining manual in-line stabilization`,
    ],
    correctAnswer: 'D',
    explanation: `Raccoon eyes with clear rhinorrhea suggest a basilar skull fracture with a CSF leak, and the spine is not cleared. A jaw thrust without head tilt opens the airway while in-line stabilization protects the cervical spine.

A is wrong: a nasal airway (and any nasal instrumentation) is contraindicated with suspected basilar skull fracture because the device can enter the cranial vault. B is wrong: an intact gag reflex makes an OPA poorly tolerated; it can provoke vomiting and laryngospasm. C is wrong: blind nasotracheal intubation carries the same intracranial risk as a nasal airway and is not the first step for simple obstruction.

Correct Answer: D
Key Learning Point: Suspected basilar skull fracture contraindicates nasal airways; use a jaw thrust with spinal stabilization when the patient still gags.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
    tmcCode: 'III-A',
    rteArea: 'interventions',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'aw-003',
    topicId: 4,
    questionText: `An adult on a medical ward is apneic after an opioid overdose but has a strong carotid pulse. While naloxone is being prepared, the respiratory therapist ventilates with a bag-valve-mask and no advanced airway. At what rate should breaths be delivered?`,
    options: [
      `One breath every 6 seconds, about 10 breaths/min`,
      `One breath every 3 seconds, about 20 breaths/min`,
      `One breath every 10 seconds, about 6 breaths/min`,
      `One breath every 2 seconds, about 30 breaths/min`,
    ],
    correctAnswer: 'A',
    explanation: `For an adult in respiratory arrest with a pulse, current AHA guidance is rescue breathing at 1 breath every 6 seconds (10 breaths/min), each breath over about 1 second with visible chest rise.

B and D are wrong: 20-30 breaths/min applies to infants and children with a pulse (1 breath every 2-3 seconds). In an adult they cause hyperventilation, gastric inflation and higher intrathoracic pressure. C is wrong: 6 breaths/min is too slow to maintain adequate alveolar ventilation in an apneic adult.

Correct Answer: A
Key Learning Point: Adult rescue breathing with a pulse is 1 breath every 6 seconds (10/min), just enough volume to make the chest rise.`,
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'III',
    tmcCode: 'III-G',
    rteArea: 'interventions',
    source: 'aha-cpr-ecc-2025',
    written: '2026-11-22',
  },
  {
    key: 'aw-004',
    topicId: 4,
    questionText: `A respiratory therapist is ventilating an unconscious, edentulous 70-year-old man with a bag-valve-mask using a one-handed E-C grip. There is a large leak around the mask and the chest barely rises. The SpO2 is 84%. Which action is most likely to improve ventilation?`,
    options: [
      `Raise the oxygen flow to the bag reservoir to 25 L/min`,
      `Squeeze the bag faster and harder to make up for the volume lost in the leak`,
      `Insert an oral airway and switch to a two-person, two-handed mask seal`,
      `Apply continuous cricoid pressure to reduce gastric insufflation`,
    ],
    correctAnswer: 'C',
    explanation: `The problem is poor mask seal and possible upper-airway obstruction, which is common in edentulous patients whose cheeks collapse. An oropharyngeal airway relieves tongue obstruction, and a two-person technique (one person holds the mask with both hands and lifts the jaw while the other squeezes the bag) gives the best seal.

A is wrong: more oxygen flow does not help if gas is not reaching the alveoli. B is wrong: a faster rate with a leaking mask adds little alveolar ventilation and raises the risk of gastric inflation. D is wrong: routine cricoid pressure is no longer recommended; it can make mask ventilation harder and does not fix a mask leak.

Correct Answer: C
Key Learning Point: When bag-mask ventilation fails, first fix the airway and the seal: reposition, insert an adjunct and use a two-person technique.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
    outlineSection: 'II',
    tmcCode: 'II-A',
    rteArea: 'equipment-infection',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'aw-005',
    topicId: 4,
    questionText: `An average-sized adult woman needs emergency oral intubation for hypoxemic respiratory failure. No difficult airway features are found. Which endotracheal tube internal diameter is the most appropriate first choice?`,
    options: [`5.0 mm`, `5.5 mm`, `7.5 mm`, `9.5 mm`],
    correctAnswer: 'C',
    explanation: `Most adult women are intubated with a 7.0-8.0 mm ID tube, and most adult men with a 7.5-8.5 mm tube. A 7.5 mm tube lets a bronchoscope pass, keeps resistance acceptable and makes later weaning easier.

A and B are wrong: 5.0-5.5 mm tubes are pediatric sizes (or for special cases such as laryngeal narrowing). They greatly increase airway resistance and work of breathing and make suctioning and bronchoscopy hard. D is wrong: 9.5 mm is larger than most adult female larynges can take without trauma.

Correct Answer: C
Key Learning Point: Start with about 7.0-8.0 mm ID for adult women and 7.5-8.5 mm ID for adult men.`,
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'III',
    tmcCode: 'III-A',
    rteArea: 'interventions',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'aw-006',
    topicId: 4,
    questionText: `A 6-year-old boy weighing 21 kg needs intubation for status epilepticus with respiratory failure. The team plans to use a cuffed endotracheal tube. Which tube size and approximate oral insertion depth at the lips are most appropriate?`,
    options: [
      `5.0 mm cuffed tube inserted to about 15 cm`,
      `5.0 mm cuffed tube inserted to about 20 cm`,
      `6.5 mm cuffed tube inserted to about 19 cm`,
      `4.0 mm cuffed tube inserted to about 12 cm`,
    ],
    correctAnswer: 'A',
    explanation: `For cuffed tubes in children, PALS uses: ID (mm) = (age in years / 4) + 3.5 = (6 / 4) + 3.5 = 1.5 + 3.5 = 5.0 mm. A common estimate of oral depth at the lips is 3 x tube ID = 3 x 5.0 = 15 cm.

B is wrong: the size is right but 20 cm would likely put the tip in a mainstem bronchus. C is wrong: 6.5 mm is too large for a 6-year-old's subglottis (the uncuffed formula, age/4 + 4, gives only 5.5 mm). D is wrong: 4.0 mm is too small and would add resistance and a large leak for a child this age.

Correct Answer: A
Key Learning Point: Cuffed pediatric tube size is about (age/4) + 3.5 mm, and oral depth is about 3 times the tube ID; confirm with capnography and a chest radiograph.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
    tmcCode: 'III-A',
    rteArea: 'interventions',
    source: 'aha-pals-2025',
    written: '2026-11-22',
  },
  {
    key: 'aw-007',
    topicId: 4,
    questionText: `A patient in the emergency department has just been orally intubated during a cardiac arrest, and chest compressions are ongoing. According to current resuscitation guidelines, which method is most reliable to confirm and continuously monitor endotracheal tube placement?`,
    options: [
      `Auscultation over both lung fields and the epigastrium immediately after placement`,
      `Condensation appearing in the tube during exhalation`,
      `A rise in SpO2 within the first minute of ventilation`,
      `Continuous waveform capnography showing a sustained CO2 waveform`,
    ],
    correctAnswer: 'D',
    explanation: `AHA guidelines recommend continuous waveform capnography, together with clinical assessment, as the most reliable way to confirm and monitor tube placement. A persistent CO2 waveform over repeated breaths shows that gas is coming from the lungs, and continuous monitoring detects later displacement at once.

A is wrong: auscultation is useful but often misleading in a noisy resuscitation, in obesity or with transmitted sounds. B is wrong: tube fogging can occur with esophageal placement. C is wrong: in cardiac arrest pulse oximetry is often unreliable, and SpO2 may stay normal for minutes after an esophageal intubation once the patient has been preoxygenated.

Correct Answer: D
Key Learning Point: Continuous waveform capnography is the standard for confirming and monitoring tracheal tube placement, including during CPR.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    tmcCode: 'I-C',
    rteArea: 'patient-data',
    source: 'aha-cpr-ecc-2025',
    written: '2026-11-22',
  },
  {
    key: 'aw-008',
    topicId: 4,
    questionText: `During an in-hospital cardiac arrest, a patient is intubated with the cords clearly seen passing the tube. Breath sounds are present on both sides and the chest rises with each breath, but the colorimetric CO2 detector stays purple after six breaths. What is the most likely explanation?`,
    options: [
      `Acidic gastric contents have contaminated the detector membrane`,
      `Very low pulmonary blood flow during CPR is delivering little CO2 to the lungs`,
      `Carbonated beverage residue in the esophagus is being detected`,
      `The tube tip has entered the right mainstem bronchus`,
    ],
    correctAnswer: 'B',
    explanation: `A colorimetric detector turns from purple to yellow when exhaled CO2 is present. During cardiac arrest, pulmonary blood flow is so low that little CO2 reaches the alveoli, so a correctly placed tube can give a false-negative (purple) result. This is why direct visualization, clinical signs and waveform capnography are used together.

A is wrong: acid contamination damages the indicator so that it stays yellow (false positive), not purple. C is wrong: CO2 from carbonated drinks in the stomach also gives a false-positive yellow reading, which fades after several breaths. D is wrong: a mainstem intubation still returns CO2 and would change the color; it also causes one-sided breath sounds.

Correct Answer: B
Key Learning Point: Low pulmonary blood flow in cardiac arrest can give false-negative CO2 detection even when the tube is in the trachea.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'I',
    tmcCode: 'I-D',
    rteArea: 'patient-data',
    source: 'aha-cpr-ecc-2025',
    written: '2026-11-22',
  },
  {
    key: 'aw-009',
    topicId: 4,
    questionText: `A 160-cm (5 ft 3 in) woman was orally intubated 30 minutes ago. The tube is marked at 25 cm at the lips. The portable chest radiograph, taken with her head in neutral position, shows the tube tip 1 cm above the carina and both lungs aerated. Which action should the respiratory therapist recommend?`,
    options: [
      `Withdraw the tube about 3 cm, resecure it and document the new depth`,
      `Advance the tube 2 cm so that the cuff sits well below the vocal cords`,
      `Leave the tube in its current position because both lungs are aerated`,
      `Replace the tube with a smaller one to reduce the risk of further migration`,
    ],
    correctAnswer: 'A',
    explanation: `On a chest radiograph the tube tip should sit about 3-5 cm above the carina with the head neutral. At 1 cm above the carina, head flexion or coughing can easily push it into a mainstem bronchus. Withdrawing about 3 cm puts the tip around 4 cm above the carina. A depth of about 21-22 cm at the lips is typical for a woman of this height.

B is wrong: advancing would almost certainly cause a right mainstem intubation. C is wrong: equal aeration now does not remove the risk of mainstem migration; the tube is too deep. D is wrong: tube size is not the problem, and changing the tube adds risk without fixing depth.

Correct Answer: A
Key Learning Point: The tracheal tube tip should be roughly 3-5 cm above the carina; a tip at or just above the carina should be withdrawn.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    tmcCode: 'I-B',
    rteArea: 'patient-data',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'aw-065',
    topicId: 4,
    questionText: `During a 3-hour surgery under an anesthetic that includes nitrous oxide, the air-filled endotracheal tube cuff was set at 25 cm H2O. What is likely to happen to the cuff pressure, and what should be done?`,
    options: [
      `It falls as air leaks out; add air to 40 cm H2O`,
      `It stays the same, since the cuff is sealed`,
      `It rises as nitrous oxide diffuses in; measure and adjust it`,
      `It rises only if the patient coughs; ignore it until extubation`,
    ],
    correctAnswer: 'C',
    explanation: `C is correct. Nitrous oxide is far more soluble than nitrogen and diffuses into the air-filled cuff faster than nitrogen can leave, so the cuff volume and pressure climb during the anesthetic. Pressures well above 30 cm H2O can injure the tracheal mucosa, so cuff pressure should be checked and adjusted regularly.

A is wrong: the cuff gains gas from nitrous oxide rather than losing it, and 40 cm H2O is too high.
B is wrong: the cuff wall is permeable to nitrous oxide.
D is wrong: the rise comes from diffusion and happens whether or not the patient coughs.

Correct Answer: C
Key Learning Point: Nitrous oxide diffuses into air-filled cuffs and raises their pressure; monitor and adjust cuff pressure during long anesthetics.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'III',
    tmcCode: 'III-A',
    rteArea: 'interventions',
    source: 'egans-2020',
    written: '2026-11-25',
  },
  {
    key: 'aw-011',
    topicId: 4,
    questionText: `During direct laryngoscopy with a curved Macintosh blade, where should the tip of the blade be placed to expose the glottis?`,
    options: [
      `Beneath the epiglottis so the blade lifts it directly`,
      `In the vallecula at the base of the tongue`,
      `Into the upper esophageal opening behind the larynx`,
      `Against the posterior arytenoid cartilages`,
    ],
    correctAnswer: 'B',
    explanation: `The curved Macintosh blade is advanced into the vallecula, the space between the base of the tongue and the epiglottis. Lifting forward and upward along the handle tenses the hyoepiglottic ligament and raises the epiglottis indirectly.

A is wrong: lifting the epiglottis directly is how a straight (Miller) blade is used, which is often preferred in infants. C is wrong: placing the blade in the esophagus gives no glottic view and is a common cause of failed laryngoscopy. D is wrong: the arytenoids are posterior glottic landmarks that are seen, not places where the blade rests.

Correct Answer: B
Key Learning Point: Macintosh blade tip goes in the vallecula; Miller blade tip lifts the epiglottis directly.`,
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'III',
    tmcCode: 'III-A',
    rteArea: 'interventions',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'aw-012',
    topicId: 4,
    questionText: `A 44-year-old woman with a BMI of 46 kg/m2 needs intubation for worsening hypercapnic respiratory failure. She becomes more breathless when lying flat. Which position best prepares her for laryngoscopy and preoxygenation?`,
    options: [
      `Supine and completely flat, with the head hyperextended over the end of the bed`,
      `Trendelenburg position to increase venous return during induction`,
      `Left lateral decubitus, with the head supported on one pillow`,
      `Ramped, with the ear canal level with the sternal notch and head of bed raised`,
    ],
    correctAnswer: 'D',
    explanation: `In obese patients, ramping (stacking blankets or using a ramp under the shoulders and head) until the external auditory meatus is level with the sternal notch aligns the airway axes and improves the laryngoscopic view. Raising the head of the bed about 25-30 degrees also increases functional residual capacity and lengthens safe apnea time during preoxygenation.

A is wrong: lying flat with the head hyperextended worsens the view in obesity and lowers FRC, so she will desaturate faster. B is wrong: Trendelenburg pushes abdominal contents up against the diaphragm, cutting FRC and speeding desaturation. C is wrong: the lateral position makes standard laryngoscopy awkward and does not align the airway.

Correct Answer: D
Key Learning Point: Ramp obese patients so the ear is level with the sternal notch and raise the head to improve both the view and oxygen reserve.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
    tmcCode: 'III-A',
    rteArea: 'interventions',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'aw-013',
    topicId: 4,
    questionText: `A clinician using a hyperangulated video laryngoscope blade has a full view of the vocal cords on the screen, but the endotracheal tube, loaded on a gently curved malleable stylet, keeps hitting the anterior tracheal wall and will not advance. Which change is most likely to lead to success?`,
    options: [
      `Switch to a larger endotracheal tube that is stiffer`,
      `Lift harder on the handle to bring the larynx further into view`,
      `Remove the stylet so the softer tube can follow the natural airway curve`,
      `Reload the tube on a rigid stylet shaped to match the blade curvature`,
    ],
    correctAnswer: 'D',
    explanation: `With hyperangulated blades, "seeing but not passing" is the usual problem: the glottis lies at a sharp angle from the mouth. A rigid stylet preformed to follow the blade curve (about 60-90 degrees) lets the tube tip reach the glottis. Pulling the blade back slightly to get a less crowded view also helps.

A is wrong: a larger tube does not change the angle of approach. B is wrong: more lifting tilts the larynx further anterior and usually makes passing harder. C is wrong: without a stylet the tube cannot turn the sharp corner that a hyperangulated blade creates.

Correct Answer: D
Key Learning Point: Hyperangulated video laryngoscopy needs a stylet shaped to the blade; a good view alone does not guarantee tube passage.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'II',
    tmcCode: 'II-A',
    rteArea: 'equipment-infection',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'aw-014',
    topicId: 4,
    questionText: `A respiratory therapist is asked to bring a laryngeal mask airway (LMA) for a 62-kg adult woman with normal anatomy. Following the usual weight-based sizing for this device, which size should be selected?`,
    options: [`Size 4`, `Size 2`, `Size 2.5`, `Size 6`],
    correctAnswer: 'A',
    explanation: `Classic LMA sizing is based on weight: size 3 for about 30-50 kg, size 4 for about 50-70 kg and size 5 for about 70-100 kg. A 62-kg adult takes a size 4.

B and C are wrong: sizes 2 and 2.5 are for children of roughly 10-30 kg; they would leak and sit too high in an adult. D is wrong: size 6 is for patients over about 100 kg and would be too large, causing poor seal and possible trauma.

Correct Answer: A
Key Learning Point: Size laryngeal mask airways by body weight; most adults take size 4 (50-70 kg) or size 5 (70-100 kg).`,
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'III',
    tmcCode: 'III-A',
    rteArea: 'interventions',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'aw-015',
    topicId: 4,
    questionText: `In the ICU, two direct laryngoscopy attempts have failed in a sedated, paralyzed adult. Two-person bag-mask ventilation with an oral airway is now difficult, and the SpO2 has fallen to 86%. The patient cannot be woken. According to difficult airway algorithms, what is the most appropriate next step?`,
    options: [
      `Make a third attempt with the same blade and technique before changing plan`,
      `Attempt blind nasotracheal intubation while the patient is still paralyzed`,
      `Insert a second-generation supraglottic airway and ventilate through it`,
      `Proceed directly to surgical cricothyrotomy without any other device`,
    ],
    correctAnswer: 'C',
    explanation: `After failed intubation with failing mask ventilation, difficult airway algorithms (ASA, Difficult Airway Society) call for a supraglottic airway, preferably a second-generation device with a gastric channel, to restore oxygenation. If ventilation through the SGA also fails (can't intubate, can't oxygenate), the next step is emergency front-of-neck access.

A is wrong: repeating the same technique rarely succeeds, causes airway swelling and wastes time while the patient desaturates. B is wrong: blind nasal intubation needs spontaneous breathing to guide the tube, is often unsuccessful and may cause bleeding. D is wrong: cricothyrotomy is the rescue once SGA ventilation fails; it is premature while a quick SGA attempt is still possible.

Correct Answer: C
Key Learning Point: When intubation fails and mask ventilation is inadequate, place a supraglottic airway; move to front-of-neck access if oxygenation still cannot be maintained.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'III',
    tmcCode: 'III-A',
    rteArea: 'interventions',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'aw-016',
    topicId: 4,
    questionText: `Before elective intubation, the respiratory therapist does an airway assessment. Which finding most strongly predicts a difficult direct laryngoscopy?`,
    options: [
      `Mallampati class I, with the soft palate, uvula and pillars visible`,
      `Mouth opening of two fingerbreadths and a thyromental distance of 4 cm`,
      `Full neck flexion and extension with normal, intact dentition`,
      `Hyoid-to-chin distance of three of the patient's fingerbreadths`,
    ],
    correctAnswer: 'B',
    explanation: `Limited mouth opening (less than about 3 fingerbreadths) and a short thyromental distance (less than about 6 cm, or 3 fingerbreadths) are classic predictors of difficult laryngoscopy. They are part of the LEMON assessment (the 3-3-2 rule). They mean there is little room to displace the tongue and the larynx sits anteriorly.

A is wrong: Mallampati class I predicts an easy view. C is wrong: good neck mobility and normal teeth are reassuring. D is wrong: three fingerbreadths from hyoid to chin is the normal value in the 3-3-2 rule.

Correct Answer: B
Key Learning Point: Small mouth opening and short thyromental distance (3-3-2 rule, LEMON) predict difficult laryngoscopy.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    tmcCode: 'I-B',
    rteArea: 'patient-data',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'aw-017',
    topicId: 4,
    questionText: `A respiratory therapist is checking the cuff on an adult endotracheal tube during routine ventilator rounds. What cuff pressure range, measured with a manometer, balances aspiration prevention against tracheal mucosal injury?`,
    options: [`5-10 cm H2O`, `10-15 cm H2O`, `20-30 cm H2O`, `35-45 cm H2O`],
    correctAnswer: 'C',
    explanation: `Cuff pressure is kept at about 20-30 cm H2O. Below 20 cm H2O, secretions pooled above the cuff leak into the lower airway (microaspiration, a VAP risk). Above about 30 cm H2O, the cuff can exceed tracheal capillary perfusion pressure and cause ischemia, ulceration and, later, stenosis or tracheomalacia.

A and B are wrong: these pressures allow aspiration and often a gas leak during positive-pressure breaths. D is wrong: 35-45 cm H2O risks mucosal ischemia, particularly if kept up for hours.

Correct Answer: C
Key Learning Point: Keep artificial airway cuff pressure at 20-30 cm H2O, measured with a manometer, not judged by feel.`,
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'II',
    tmcCode: 'II-A',
    rteArea: 'equipment-infection',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'aw-018',
    topicId: 4,
    questionText: `A ventilated patient has an audible leak at the mouth. To stop it, the cuff now needs 40 cm H2O, whereas 24 cm H2O was enough yesterday. The tube reads 19 cm at the lips (it was secured at 23 cm), and a chest radiograph shows the tip at the level of the clavicles. What is the most appropriate action?`,
    options: [
      `Deflate the cuff, advance the tube to its original depth, reinflate to 20-30 cm H2O and confirm position`,
      `Keep adding air until the leak stops, because sealing the airway takes priority over the measured cuff pressure`,
      `Exchange the tube for a larger size because the trachea has dilated around the present tube`,
      `Accept the leak and raise the set tidal volume by the measured leak volume to keep ventilation`,
    ],
    correctAnswer: 'A',
    explanation: `The tube has moved out 4 cm, so the cuff is now at or near the vocal cords, where it cannot seal without excessive pressure. The fix is to reposition the tube: deflate, advance to the previous depth, reinflate to 20-30 cm H2O, then confirm with capnography, auscultation and a chest radiograph. Resecure the tube afterward.

B is wrong: overinflating a cuff at the glottis injures the larynx and still risks extubation. C is wrong: the leak comes from tube migration, not tracheal dilation; reintubating is unnecessary and risky. D is wrong: compensating with volume ignores a tube that is at risk of coming out completely.

Correct Answer: A
Key Learning Point: A new leak that needs high cuff pressure to seal often means the tube has migrated upward; check depth markings and reposition.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
    outlineSection: 'II',
    tmcCode: 'II-A',
    rteArea: 'equipment-infection',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'aw-019',
    topicId: 4,
    questionText: `An agitated ventilated patient has bitten through the pilot balloon inflation line of his oral endotracheal tube. The cuff is slowly deflating, but the tube depth is unchanged and waveform capnography is normal. Which action is most appropriate first?`,
    options: [
      `Extubate immediately and apply noninvasive ventilation with a full face mask`,
      `Increase the set tidal volume and PEEP to make up for the leak that is developing around the cuff`,
      `Pack the back of the pharynx with gauze to create a seal around the tube`,
      `Insert a blunt needle or repair adapter into the cut line, attach a stopcock and reinflate`,
    ],
    correctAnswer: 'D',
    explanation: `A severed pilot line does not mean the cuff itself is damaged. It can usually be fixed at the bedside: insert a blunt needle or commercial repair adapter into the cut line, attach a one-way valve or stopcock, reinflate to 20-30 cm H2O and check with a manometer. If the cuff still cannot hold pressure, plan a controlled tube exchange. Add a bite block and address the agitation.

A is wrong: the patient still needs ventilatory support, and unplanned extubation to NIV is not an appropriate fix for a repairable problem. B is wrong: larger volumes do not stop the leak or the aspiration risk. C is wrong: pharyngeal packing is not a reliable seal in an ICU patient and can itself obstruct the airway or be left in place.

Correct Answer: D
Key Learning Point: A cut pilot line can usually be repaired at the bedside; exchange the tube only if the cuff itself will not hold pressure.`,
    difficulty: 'hard',
    cognitiveLevel: 'application',
    outlineSection: 'II',
    tmcCode: 'II-A',
    rteArea: 'equipment-infection',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'aw-020',
    topicId: 4,
    questionText: `Before open suctioning an orally intubated adult, the respiratory therapist finds the wall regulator set at -250 mm Hg. What should be done with the suction setting, according to the AARC guideline on artificial airway suctioning?`,
    options: [
      `Leave it at -250 mm Hg because thick adult secretions need a high pressure to clear them`,
      `Reduce it to the lowest pressure that clears secretions, keeping it below -200 mm Hg`,
      `Reduce it to about -40 mm Hg, the level recommended for premature neonates in the NICU`,
      `Increase it to -300 mm Hg and shorten the suction pass to 5 seconds`,
    ],
    correctAnswer: 'B',
    explanation: `The 2022 AARC guideline advises keeping suction pressure below about -200 mm Hg in adults (below -120 mm Hg in neonates and children) and using the lowest pressure that clears secretions. Many units use roughly -100 to -150 mm Hg for adults. High negative pressure causes mucosal trauma, atelectasis and hypoxemia.

A and D are wrong: -250 and -300 mm Hg exceed the recommended limit, and a shorter pass does not make excessive pressure safe. C is wrong: -40 mm Hg is too low to clear secretions through an adult catheter, and the neonatal limit is itself no more negative than about -120 mm Hg, not -40.

Correct Answer: B
Key Learning Point: Use the lowest suction pressure that works; in adults stay below about -200 mm Hg and keep each pass under 15 seconds.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'II',
    tmcCode: 'II-A',
    rteArea: 'equipment-infection',
    source: 'aarc-suctioning-2022',
    reviewed: '2026-11-28',
    written: '2026-11-28',
  },
  {
    key: 'aw-021',
    topicId: 4,
    questionText: `A 52-year-old man is orally intubated with a 7.0 mm ID endotracheal tube and needs open suctioning for moderate secretions. Which suction catheter size is most appropriate?`,
    options: [`5 Fr`, `10 Fr`, `16 Fr`, `18 Fr`],
    correctAnswer: 'B',
    explanation: `The AARC guideline advises that, in adults and children, the catheter should occlude less than half of the tube lumen, so that air can flow around it and suction does not collapse the lung. A common bedside rule is catheter size (Fr) = (ETT ID in mm x 3) / 2 = (7.0 x 3) / 2 = 21 / 2 = 10.5, so choose 10 Fr. (A French size is about 3 times the outer diameter in mm, so 10 Fr is about 3.3 mm against a 7.0 mm lumen.)

C and D are wrong: 16 Fr (about 5.3 mm) and 18 Fr (6 mm) fill well over half of a 7.0 mm lumen, causing large negative pressures, atelectasis and hypoxemia. A is wrong: 5 Fr is a neonatal size; it clears thick adult secretions poorly and needs more and longer passes.

Correct Answer: B
Key Learning Point: Choose a suction catheter that fills less than half the adult tube lumen; (ETT ID x 3) / 2 gives a quick estimate in French.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
    tmcCode: 'III-A',
    rteArea: 'interventions',
    source: 'aarc-suctioning-2022',
    reviewed: '2026-11-28',
  },
  {
    key: 'aw-022',
    topicId: 4,
    questionText: `A patient with ARDS is on volume control with PEEP 16 cm H2O and FiO2 0.80. Each time the ventilator is disconnected for open suctioning, the SpO2 drops to the low 80s and takes 20 minutes to recover. Which change should the respiratory therapist recommend?`,
    options: [
      `Use a closed, in-line suction catheter so PEEP and ventilation continue during suctioning`,
      `Instill 10 mL of normal saline before each pass to loosen the secretions more quickly`,
      `Suction on a fixed hourly schedule to keep secretions from building up in the tube`,
      `Pass the catheter until it meets resistance at the carina and suction at -200 mm Hg`,
    ],
    correctAnswer: 'A',
    explanation: `Disconnecting a patient on high PEEP and FiO2 causes abrupt derecruitment and desaturation. A closed (in-line) suction system keeps the circuit intact, so PEEP and oxygen delivery are kept during the procedure. The 2022 AARC guideline finds open and closed systems both safe for most adults; for a patient who derecruits and desaturates with every disconnection, as this one does, the closed system is the one to use.

B is wrong: routine saline instillation is not recommended; it can cause desaturation and carry organisms deeper. C is wrong: suctioning should be done when indicated, not on a schedule. D is wrong: deep suctioning to the carina adds trauma and hypoxemia, and -200 mm Hg is at the upper limit; shallow suctioning is preferred.

Correct Answer: A
Key Learning Point: For patients on high PEEP or FiO2 who desaturate with disconnection, use closed in-line suctioning.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
    tmcCode: 'III-A',
    rteArea: 'interventions',
    source: 'aarc-suctioning-2022',
    reviewed: '2026-11-28',
    written: '2026-11-28',
  },
  {
    key: 'aw-023',
    topicId: 4,
    questionText: `A new graduate asks how long a single suction pass through an artificial airway may last. What is the recommended maximum duration of each suctioning event?`,
    options: [
      `About 30 seconds, so that deep secretions can be fully cleared`,
      `About 20-25 seconds, provided the patient was preoxygenated with 100% first`,
      `As long as needed to clear the secretions, provided SpO2 stays above 90%`,
      `No longer than 15 seconds, with the patient reoxygenated between passes`,
    ],
    correctAnswer: 'D',
    explanation: `AARC guidance limits each suctioning event to less than 15 seconds. Longer applications of negative pressure remove more oxygen and lung volume, raising the risk of hypoxemia, bradycardia, arrhythmias and atelectasis.

A and B are wrong: 20-30 seconds exceeds the recommended limit, even with preoxygenation. C is wrong: SpO2 lags behind the true fall in arterial oxygen, so waiting for desaturation allows harm to happen; the time limit applies regardless.

Correct Answer: D
Key Learning Point: Keep each suction pass under 15 seconds and reoxygenate between passes.`,
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'III',
    tmcCode: 'III-A',
    rteArea: 'interventions',
    source: 'aarc-suctioning-2022',
    reviewed: '2026-11-28',
    written: '2026-11-28',
  },
  {
    key: 'aw-024',
    topicId: 4,
    questionText: `A patient on volume control ventilation (VT 450 mL, constant flow) has a peak inspiratory pressure that has risen from 28 to 38 cm H2O over an hour, while the plateau pressure stays at 20 cm H2O. The expiratory flow waveform has a sawtooth pattern, and coarse rhonchi are heard over the large airways. What should the respiratory therapist do first?`,
    options: [
      `Increase PEEP by 4 cm H2O to improve oxygenation and distribution of ventilation`,
      `Suction the endotracheal tube and reassess the pressures and breath sounds`,
      `Reduce the tidal volume because lung compliance has clearly worsened`,
      `Request an urgent chest radiograph to rule out a new pneumothorax`,
    ],
    correctAnswer: 'B',
    explanation: `A rising peak pressure with an unchanged plateau means the gap between them (resistive pressure) has grown, so airway resistance has risen, not lung compliance fallen. Together with a sawtooth flow pattern and coarse rhonchi, the most likely cause is secretions in the tube and large airways. These findings are the indications for suctioning named in the AARC guideline.

A is wrong: PEEP does not treat secretions and is not needed for a resistance problem. C is wrong: an unchanged plateau pressure shows compliance has not changed. D is wrong: a pneumothorax lowers compliance, so plateau pressure would rise along with peak pressure.

Correct Answer: B
Key Learning Point: Higher peak pressure with unchanged plateau pressure plus a sawtooth waveform and rhonchi means secretions; suction first.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
    outlineSection: 'I',
    tmcCode: 'I-D',
    rteArea: 'patient-data',
    source: 'hess-kacmarek-2019',
    written: '2026-11-22',
  },
  {
    key: 'aw-025',
    topicId: 4,
    questionText: `A patient intubated for 4 days with a heat and moisture exchanger (HME) now has thick, tenacious secretions that are hard to remove. The physician asks for 5 mL of normal saline to be instilled before every suctioning. What should the respiratory therapist recommend instead?`,
    options: [
      `Switch to a heated humidifier and review the fluid balance`,
      `Instill saline as ordered, because it thins secretions within the airway`,
      `Increase the suction pressure to -250 mm Hg to remove the thick mucus`,
      `Begin scheduled suctioning every hour to stop the mucus from thickening`,
    ],
    correctAnswer: 'A',
    explanation: `Thick secretions in an intubated patient usually reflect too little humidification or dehydration. An HME gives less humidity than a heated humidifier and is not advised when secretions are thick. Switching to active heated humidification and correcting fluid balance treats the cause.

B is wrong: routine saline instillation does not reliably thin mucus; it can cause desaturation, coughing and spread of bacteria into the lower airway, and the AARC guideline advises against it. C is wrong: -250 mm Hg exceeds the recommended adult limit and injures the mucosa. D is wrong: suctioning should be done when needed, not on a schedule.

Correct Answer: A
Key Learning Point: Treat thick secretions with better humidification and hydration, not routine saline instillation.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
    tmcCode: 'III-A',
    rteArea: 'interventions',
    source: 'aarc-suctioning-2022',
    reviewed: '2026-11-28',
    written: '2026-11-28',
  },
  {
    key: 'aw-027',
    topicId: 4,
    questionText: `Two days after a percutaneous tracheostomy, a patient coughs his tracheostomy tube completely out. He becomes cyanotic, and a first gentle attempt to reinsert the tube meets resistance. He was easy to intubate orally before the procedure. What is the most appropriate next action?`,
    options: [
      `Push the tube in firmly with the obturator until it passes the resistance`,
      `Insert a smaller tube into the stoma and ventilate through it right away`,
      `Apply a noninvasive ventilation mask over the face and set high IPAP`,
      `Cover the stoma, ventilate with bag-mask from above and prepare for oral intubation`,
    ],
    correctAnswer: 'D',
    explanation: `In the first week the stoma tract is not mature and can close or lose its alignment with the trachea. Forcing a tube risks a false passage into the pretracheal tissues, so ventilation through that tube fails and subcutaneous emphysema follows. Because this patient has a patent upper airway and was easy to intubate, oxygenate from above: cover the stoma, bag-mask ventilate and intubate orally.

A is wrong: forced blind reinsertion is the classic way to create a false passage. B is wrong: a smaller tube can still enter a false passage in a fresh stoma, and ventilating it blindly can cause massive subcutaneous emphysema. C is wrong: NIV leaks through the open stoma and is not a rescue for an apneic, cyanotic patient.

Correct Answer: D
Key Learning Point: If a fresh tracheostomy (under about 7 days) comes out and cannot be replaced easily, cover the stoma and oxygenate and intubate from above.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
    tmcCode: 'III-G',
    rteArea: 'interventions',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'aw-028',
    topicId: 4,
    questionText: `A 66-year-old man who had a total laryngectomy 3 years ago is found in respiratory distress on a surgical ward, with an SpO2 of 82%. He has a permanent stoma in the lower neck. How should oxygen and, if needed, ventilation be given?`,
    options: [
      `Through a nonrebreather mask placed over the mouth and nose`,
      `Through the stoma, with an infant or pediatric mask if bagging is needed`,
      `Through a nasal cannula at 6 L/min with the stoma covered by gauze`,
      `Through an oral endotracheal tube placed after direct laryngoscopy`,
    ],
    correctAnswer: 'B',
    explanation: `After a total laryngectomy the trachea is brought out to the neck and is no longer connected to the mouth and nose; the patient is a complete neck breather. Oxygen must go to the stoma (stoma mask or tracheostomy collar), and bag ventilation uses a small round mask sealed over the stoma, or a tube placed through the stoma.

A and C are wrong: gas given at the mouth or nose never reaches the lungs, and covering the stoma would cut off his only airway. D is wrong: the larynx has been removed, so oral intubation cannot reach the trachea.

Correct Answer: B
Key Learning Point: A laryngectomy patient breathes only through the neck stoma; oxygenate and ventilate through the stoma.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
    tmcCode: 'III-A',
    rteArea: 'interventions',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'aw-029',
    topicId: 4,
    questionText: `A ventilated patient with a dual-cannula tracheostomy tube suddenly has high-pressure alarms, and a suction catheter cannot be passed beyond a few centimeters. Breath sounds are faint on both sides, and the outer cannula is in place. What should the respiratory therapist do first?`,
    options: [
      `Prepare to change the entire tracheostomy tube at the bedside`,
      `Remove the inner cannula and replace it with a clean one`,
      `Raise the high-pressure limit so the set tidal volume is delivered`,
      `Instill normal saline and repeat the suction attempt several times`,
    ],
    correctAnswer: 'B',
    explanation: `A catheter that stops short, high pressures and faint breath sounds on both sides suggest the tube lumen is blocked by dried secretions. The advantage of a dual-cannula tube is that the inner cannula can be removed at once, relieving the blockage without disturbing the outer tube and stoma. Insert a clean inner cannula and reassess.

A is wrong: changing the whole tube is riskier and unnecessary until removing the inner cannula has been tried. C is wrong: raising the limit does not clear the obstruction and risks barotrauma. D is wrong: saline rarely clears a hard plug and wastes time while the patient is hypoventilating.

Correct Answer: B
Key Learning Point: With an obstructed dual-cannula tracheostomy tube, remove or replace the inner cannula first.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'II',
    tmcCode: 'II-A',
    rteArea: 'equipment-infection',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'aw-030',
    topicId: 4,
    questionText: `A patient with a cuffed, fenestrated tracheostomy tube is being capped for a decannulation trial. The cuff is fully deflated and the decannulation cap is in place, but she quickly develops inspiratory stridor and marked work of breathing. The nurse notes that the standard (nonfenestrated) inner cannula was left in. What should be done?`,
    options: [
      `Leave the cap on and give a racemic epinephrine aerosol for laryngeal edema`,
      `Reinflate the cuff to 25 cm H2O and leave the decannulation cap in place`,
      `Suction through the cap port and increase the oxygen flow to the collar`,
      `Remove the cap, then change to a fenestrated inner cannula before recapping`,
    ],
    correctAnswer: 'D',
    explanation: `The solid inner cannula blocks the fenestration, so with the cap on she can breathe only through the narrow space between the outer tube and the tracheal wall. That causes high resistance and stridor. Remove the cap at once; before the next trial put in a fenestrated inner cannula (or remove the inner cannula as the device instructions allow) so that gas can pass through the fenestration and up through the larynx.

A is wrong: the problem is the obstructing device, not laryngeal edema. B is wrong: an inflated cuff with a cap in place completely blocks breathing and is dangerous. C is wrong: a capped tube cannot be suctioned through the cap, and extra oxygen does not relieve a mechanical obstruction.

Correct Answer: D
Key Learning Point: Before capping a fenestrated tracheostomy tube, deflate the cuff and make sure the fenestration is not blocked by a solid inner cannula.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'II',
    tmcCode: 'II-A',
    rteArea: 'equipment-infection',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'aw-031',
    topicId: 4,
    questionText: `A 40-year-old woman with a long-term uncuffed tracheostomy breathes room air and is going back to work in an office. Her secretions are thin and modest in amount. Which device best humidifies her airway during the day while she is up and about?`,
    options: [
      `A tracheostomy heat and moisture exchanger worn over the tube opening`,
      `An unheated bubble humidifier on a tracheostomy collar run without any gas flow`,
      `A dry tracheostomy mask supplied from a portable compressed-air cylinder`,
      `A heated-wire circuit with a servo-controlled humidifier on a portable cart`,
    ],
    correctAnswer: 'A',
    explanation: `A tracheostomy HME (an "artificial nose") traps heat and moisture from exhaled gas and returns it on the next breath. It is light and portable and suits an ambulatory patient with thin, modest secretions. It also filters particles.

B is wrong: a bubble humidifier needs gas flowing through it to add humidity; with no flow it does nothing. C is wrong: dry gas directly into the trachea dries the mucosa and thickens secretions. D is wrong: heated humidifiers with heated-wire circuits are for ventilator or high-flow use and are not practical for an ambulatory office worker.

Correct Answer: A
Key Learning Point: Tracheostomy HMEs give portable passive humidification for ambulatory patients with thin, manageable secretions.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'III',
    tmcCode: 'III-A',
    rteArea: 'interventions',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'aw-035',
    topicId: 4,
    questionText: `Four alert, intubated adults have just finished a 30-minute spontaneous breathing trial on CPAP 5 cm H2O with pressure support 5 cm H2O. Which patient's data best indicate readiness for extubation?`,
    options: [
      `Respiratory rate 34/min, VT 250 mL, accessory muscle use`,
      `Respiratory rate 22/min, VT 420 mL, no signs of distress`,
      `Respiratory rate 40/min, VT 300 mL, new diaphoresis`,
      `Respiratory rate 30/min, VT 220 mL, HR up 30% from baseline`,
    ],
    correctAnswer: 'B',
    explanation: `The rapid shallow breathing index (RSBI) = f / VT in liters. B: 22 / 0.42 = 52. A: 34 / 0.25 = 136. C: 40 / 0.30 = 133. D: 30 / 0.22 = 136. An RSBI below about 105 favors success, and patient B also has no distress, so he shows the best readiness.

A, C and D are wrong: each has an RSBI above 105, and each also shows a sign of SBT failure (accessory muscle use, diaphoresis, a heart rate rise of more than about 20%).

Correct Answer: B
Key Learning Point: SBT success combines an RSBI below about 105 with no signs of distress such as accessory muscle use, diaphoresis or a large heart rate rise.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    tmcCode: 'I-D',
    rteArea: 'patient-data',
    source: 'ats-accp-liberation-2017',
    written: '2026-11-22',
  },
  {
    key: 'aw-036',
    topicId: 4,
    questionText: `A 63-year-old man recovering from a brainstem stroke passed a spontaneous breathing trial with an RSBI of 68. He follows commands, but his cough is weak (peak cough flow 45 L/min) and he needs suctioning for copious secretions every 60-90 minutes. Which recommendation is most appropriate?`,
    options: [
      `Extubate to high-flow nasal cannula, since the SBT result predicts success`,
      `Extubate to noninvasive ventilation to make up for his weak respiratory muscles`,
      `Extubate to room air, because passing the SBT is the only criterion needed`,
      `Defer extubation, because his cough and secretions threaten airway protection`,
    ],
    correctAnswer: 'D',
    explanation: `Passing an SBT shows that he can breathe, but extubation also needs the ability to protect and clear the airway. A weak cough (peak cough flow under about 60 L/min) with secretions needing suction more often than every 2 hours strongly predicts extubation failure. Defer extubation, optimize airway clearance, and discuss whether he needs a tracheostomy.

A and C are wrong: neither high-flow oxygen nor room air deals with the inability to clear secretions. B is wrong: NIV supports ventilation but not airway protection, and copious secretions are a relative contraindication to NIV.

Correct Answer: D
Key Learning Point: Extubation readiness needs adequate cough, manageable secretions and mental status as well as a successful SBT.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'I',
    tmcCode: 'I-D',
    rteArea: 'patient-data',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'aw-037',
    topicId: 4,
    questionText: `A patient is ready for extubation. The respiratory therapist has explained the procedure, raised the head of the bed and preoxygenated. Which sequence for removing the tube is most appropriate?`,
    options: [
      `Suction the tube only, leave the cuff partly inflated, then pull the tube at end-exhalation`,
      `Deflate the cuff, have the patient exhale completely, then remove the tube at end-expiration`,
      `Keep suction applied through a catheter in the tube while the tube is being pulled out`,
      `Suction the tube and above the cuff, deflate the cuff fully, then remove at peak inspiration`,
    ],
    correctAnswer: 'D',
    explanation: `Secretions pooled above the cuff are suctioned (oropharynx or subglottic port) along with the tube before the cuff is deflated, so they do not fall into the lungs. The cuff must be fully deflated to avoid laryngeal injury. Removing the tube at peak inspiration (or with a positive-pressure breath) means the first thing the patient does is exhale or cough, which pushes remaining secretions outward.

A is wrong: pulling a partly inflated cuff through the cords injures the larynx. B is wrong: removing the tube at low lung volume tends to make the patient gasp, pulling secretions inward. C is wrong: continuous suction during removal strips gas from the lungs and causes atelectasis and hypoxemia.

Correct Answer: D
Key Learning Point: Before extubation, suction above the cuff, deflate it fully and remove the tube at peak inflation so the first effort is a cough.`,
    difficulty: 'medium',
    cognitiveLevel: 'recall',
    outlineSection: 'III',
    tmcCode: 'III-A',
    rteArea: 'interventions',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'aw-038',
    topicId: 4,
    questionText: `During a difficult airway drill, the respiratory therapist is asked to point to where an emergency surgical cricothyrotomy is made. Where is the cricothyroid membrane?`,
    options: [
      `Between the hyoid bone and the upper edge of the thyroid cartilage`,
      `Between the second and third tracheal rings, below the thyroid isthmus`,
      `Between the lower edge of the thyroid and the cricoid cartilage`,
      `Just above the suprasternal notch, in the midline of the lower neck`,
    ],
    correctAnswer: 'C',
    explanation: `The cricothyroid membrane spans the gap between the inferior border of the thyroid cartilage (Adam's apple) and the superior border of the cricoid ring. It lies just under the skin, has few large vessels and sits below the vocal cords, which makes it the target for emergency front-of-neck access.

A is wrong: that is the thyrohyoid membrane, which lies above the larynx. B is wrong: the second and third rings are where a tracheostomy is placed, a slower procedure through deeper tissue near the thyroid gland. D is wrong: the area above the sternal notch is low, deep and close to great vessels.

Correct Answer: C
Key Learning Point: The cricothyroid membrane lies between the thyroid and cricoid cartilages and is the site for emergency cricothyrotomy.`,
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'III',
    tmcCode: 'III-A',
    rteArea: 'interventions',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'aw-039',
    topicId: 4,
    questionText: `A 5-year-old with severe facial burns and airway swelling cannot be intubated, and oxygenation fails with both bag-mask and a supraglottic airway. The SpO2 is 70% and falling. Which emergency airway is most appropriate for a child of this age?`,
    options: [
      `Needle cricothyrotomy with a large-bore cannula, then oxygenation through it`,
      `Open surgical cricothyrotomy with a 6.0 mm cuffed tube inserted through the incision`,
      `Blind nasotracheal intubation with a tube 1 mm smaller than the calculated size`,
      `Repeated laryngoscopy attempts until a cuffed tube can be inserted`,
    ],
    correctAnswer: 'A',
    explanation: `In young children (roughly under 10-12 years) the cricothyroid membrane is tiny and the larynx is soft and mobile, so open surgical cricothyrotomy carries a high risk of injury. Most pediatric airway guidance prefers needle cricothyrotomy with a large-bore cannula and oxygen insufflation as a temporary bridge to a definitive airway.

B is wrong: surgical cricothyrotomy is generally avoided in young children, and a 6.0 mm tube is too large for a 5-year-old's cricothyroid space. C is wrong: blind nasal intubation is unlikely to succeed in a swollen burned airway and wastes critical time. D is wrong: in a can't-intubate, can't-oxygenate situation, repeated attempts worsen edema and delay rescue.

Correct Answer: A
Key Learning Point: For can't-intubate, can't-oxygenate in young children, needle cricothyrotomy is usually preferred over surgical cricothyrotomy.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'III',
    tmcCode: 'III-A',
    rteArea: 'interventions',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'aw-040',
    topicId: 4,
    questionText: `An adult in the emergency department cannot be intubated or oxygenated despite optimal bag-mask ventilation and a second-generation supraglottic airway. The team prepares for front-of-neck access using the scalpel-bougie-tube technique. Which equipment set is needed?`,
    options: [
      `A 14-gauge IV cannula connected directly to a standard bag-valve device`,
      `A wide scalpel blade, a bougie and a 6.0 mm cuffed endotracheal tube`,
      `An 8.5 mm endotracheal tube to pass through the thyrohyoid membrane`,
      `A percutaneous dilational tracheostomy kit for the third tracheal ring`,
    ],
    correctAnswer: 'B',
    explanation: `The scalpel-bougie-tube technique, favored by the Difficult Airway Society for adults, uses a stab incision through the cricothyroid membrane with a wide blade (e.g., No. 10), a bougie passed through the incision into the trachea, and a small cuffed tube (6.0 mm) railroaded over the bougie. The cuffed tube allows effective ventilation and capnography.

A is wrong: a bag-valve device cannot ventilate an adult adequately through a 14-gauge cannula; the resistance is far too high. C is wrong: the thyrohyoid membrane is above the larynx, and an 8.5 mm tube is too large for the cricothyroid space. D is wrong: a percutaneous tracheostomy takes too long for a can't-intubate, can't-oxygenate emergency.

Correct Answer: B
Key Learning Point: Adult emergency cricothyrotomy is done with a scalpel, a bougie and a small (about 6.0 mm) cuffed tube through the cricothyroid membrane.`,
    difficulty: 'medium',
    cognitiveLevel: 'recall',
    outlineSection: 'III',
    tmcCode: 'III-A',
    rteArea: 'interventions',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'aw-041',
    topicId: 4,
    questionText: `A 19-year-old man with Duchenne muscular dystrophy has a cuffed tracheostomy and needs nocturnal ventilation. His cough is ineffective, and he has had two episodes of mucus plugging with lobar atelectasis this month. Which airway clearance adjunct is most appropriate?`,
    options: [
      `Mechanical insufflation-exsufflation through the tracheostomy with the cuff inflated`,
      `Incentive spirometry with ten sustained maximal inspirations each hour while awake`,
      `Positive expiratory pressure therapy with a mask held over the face four times daily`,
      `An oscillating PEP (flutter) device that he exhales through by mouth several times a day`,
    ],
    correctAnswer: 'A',
    explanation: `Mechanical insufflation-exsufflation (a cough assist device) inflates the lungs with positive pressure and then switches rapidly to negative pressure, producing a high expiratory flow that imitates a cough. It works well in neuromuscular weakness and can be applied through a tracheostomy, with the cuff inflated so that the pressures reach the lungs.

B, C and D are wrong: incentive spirometry, PEP and oscillating PEP devices all depend on the patient's own muscle strength and effective expiratory effort. C and D also need the upper airway and a mouth or face seal, which a cuffed tracheostomy bypasses.

Correct Answer: A
Key Learning Point: For neuromuscular patients with a tracheostomy and a weak cough, mechanical insufflation-exsufflation through the tube is the key clearance aid.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
    tmcCode: 'III-B',
    rteArea: 'interventions',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'aw-042',
    topicId: 4,
    questionText: `A ventilated trauma patient uses a heat and moisture exchanger. Over 6 hours, his secretions have become copious and blood-tinged, the HME is visibly soaked, and the peak pressure has risen by 10 cm H2O while the plateau pressure is unchanged. What should the respiratory therapist do?`,
    options: [
      `Replace the HME with a new one every hour to keep it from clogging`,
      `Add a second HME in series to improve humidification of the gas`,
      `Remove the HME and change to an active heated humidifier`,
      `Instill saline into the tube before each suction to thin the blood`,
    ],
    correctAnswer: 'C',
    explanation: `HMEs are contraindicated with copious or bloody secretions, which can block the device and sharply raise resistance (higher peak pressure with unchanged plateau pressure). The fix is to remove the HME and provide active heated humidification, which cannot be blocked by secretions in the same way.

A is wrong: changing HMEs often does not deal with the contraindication and adds disconnections. B is wrong: two HMEs in series double the dead space and resistance. D is wrong: routine saline instillation is not recommended and does nothing about the blocked HME.

Correct Answer: C
Key Learning Point: Copious, thick or bloody secretions contraindicate an HME; switch to a heated humidifier.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'II',
    tmcCode: 'II-A',
    rteArea: 'equipment-infection',
    source: 'aarc-humidification-2012',
    written: '2026-11-22',
  },
  {
    key: 'aw-043',
    topicId: 4,
    questionText: `Right after an emergency intubation, the respiratory therapist hears gurgling over the epigastrium with each bag breath, the abdomen is distending, no CO2 waveform appears on the capnograph, and the SpO2 is falling. What should be done?`,
    options: [
      `Advance the tube 2 cm further and listen over both lung fields again`,
      `Remove the tube, oxygenate with a bag-mask and reattempt intubation`,
      `Increase the bag volume to overcome the resistance from the stomach`,
      `Place a gastric tube to decompress the stomach and keep ventilating`,
    ],
    correctAnswer: 'B',
    explanation: `No exhaled CO2 waveform, epigastric gurgling and gastric distension show an esophageal intubation. The tube must be removed at once, the patient reoxygenated with a bag-mask (with an oral airway as needed), and intubation reattempted, ideally with a changed approach such as video laryngoscopy.

A is wrong: advancing a tube that is in the esophagus only sends it deeper into the esophagus. C is wrong: larger breaths only inflate the stomach further and raise the risk of regurgitation. D is wrong: decompressing the stomach does not ventilate the lungs; the patient stays hypoxic while ventilation goes to the esophagus.

Correct Answer: B
Key Learning Point: No CO2 waveform after intubation means esophageal placement until proven otherwise; when in doubt, take it out and reoxygenate.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
    tmcCode: 'III-A',
    rteArea: 'interventions',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'aw-063',
    topicId: 4,
    questionText: `Right after an emergency intubation of a man who had been bag-mask ventilated for several minutes, the waveform capnograph shows six breaths with CO2 that fall steadily in height and then a flat line. Chest rise was seen with the first breaths. What does this most likely mean?`,
    options: [
      `The tube is in the right mainstem bronchus`,
      `Cardiac output has suddenly fallen to zero`,
      `The patient has been hyperventilated`,
      `The tube is in the esophagus`,
    ],
    correctAnswer: 'D',
    explanation: `D is correct. Bag-mask ventilation can push exhaled gas into the stomach, so the first few breaths through a tube in the esophagus may show some CO2 that washes out within about six breaths. A waveform that fades to a flat line right after intubation means esophageal placement until proven otherwise: remove the tube and reoxygenate.

A is wrong: a mainstem intubation still returns exhaled CO2 with every breath.
B is wrong: cardiac arrest lowers PetCO2, but compressions or a pulse would be expected and the change is not a washout pattern right after intubation.
C is wrong: hyperventilation lowers the PetCO2 gradually; it does not produce a flat line.

Correct Answer: D
Key Learning Point: CO2 that fades away over the first breaths after intubation means an esophageal tube; a sustained waveform confirms tracheal placement.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
    outlineSection: 'I',
    tmcCode: 'I-D',
    rteArea: 'patient-data',
    source: 'aha-cpr-ecc-2025',
    written: '2026-11-25',
  },
  {
    key: 'aw-064',
    topicId: 4,
    questionText: `A 2.0-kg infant born at 34 weeks is orally intubated in the delivery room. Using the weight-based estimate, at what tip-to-lip depth should the tube be placed before it is confirmed clinically and by radiograph?`,
    options: [`6 cm`, `8 cm`, `10 cm`, `12 cm`],
    correctAnswer: 'B',
    explanation: `B is correct. A common estimate of oral tube depth in newborns is 6 cm plus the weight in kilograms: 6 + 2 = 8 cm at the lip (NRP also offers a table by gestational age, which gives a similar value). The position is then confirmed by breath sounds, a rising heart rate, colorimetric or waveform CO2, and a chest radiograph.

A is wrong: 6 cm is suitable only for the smallest infants (about 0.5-0.6 kg) and would likely be too high here.
C is wrong: 10 cm is for a baby of about 4 kg and risks a right mainstem intubation.
D is wrong: 12 cm is far too deep for a newborn of 2 kg.

Correct Answer: B
Key Learning Point: Oral ETT depth in a newborn is about 6 cm + weight in kg at the lip; confirm with CO2 detection and a radiograph.`,
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'III',
    tmcCode: 'III-A',
    rteArea: 'interventions',
    source: 'aap-aha-neonatal-2025',
    reviewed: '2026-11-28',
  },
  {
    key: 'aw-046',
    topicId: 4,
    questionText: `While setting up for intubation, the respiratory therapist attaches a Macintosh blade and lifts it into the working position, but the light does not come on. Which should be checked first?`,
    options: [
      `Whether the endotracheal tube cuff inflates and deflates normally`,
      `Whether the stylet tip sits at least 1 cm inside the tube end`,
      `Whether the bulb is screwed in tightly and the batteries are good`,
      `Whether a Miller blade of the same size fits on the same handle`,
    ],
    correctAnswer: 'C',
    explanation: `A laryngoscope that does not light usually has a loose or burnt-out bulb, weak or dead batteries, or a blade that is not properly engaged on the handle contact. Checking that the bulb is tight and the batteries are charged (or swapping the handle) fixes most failures. Equipment should be checked before every intubation.

A and B are wrong: cuff integrity and stylet position are important pre-intubation checks but have nothing to do with the light. D is wrong: changing the blade type does not fix a dead battery, and a loose bulb would simply move to the next blade problem.

Correct Answer: C
Key Learning Point: If a laryngoscope does not light, check the bulb, batteries and blade-handle connection, and test equipment before every intubation.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'II',
    tmcCode: 'II-A',
    rteArea: 'equipment-infection',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'aw-047',
    topicId: 4,
    questionText: `Ten days after a tracheostomy, a patient had a small amount of bright red blood from the stoma this morning. Now there is sudden, pulsatile, brisk bleeding from around the tube, and the stoma pulses in time with the heartbeat. What is the most appropriate immediate action while the surgical team is called?`,
    options: [
      `Remove the tracheostomy tube and pack the stoma tightly with gauze`,
      `Suction continuously and instill iced saline to stop the bleeding`,
      `Deflate the cuff fully to reduce pressure on the bleeding vessel`,
      `Overinflate the tracheostomy cuff to tamponade the bleeding site`,
    ],
    correctAnswer: 'D',
    explanation: `A "sentinel" bleed followed by massive pulsatile bleeding 1-3 weeks after tracheostomy suggests a tracheo-innominate artery fistula, which is nearly always fatal without surgery. The first move is to hyperinflate the cuff to compress the bleeding point and protect the lower airway. If that fails, oral intubation with the cuff below the stoma and finger compression of the artery through the stoma are used until surgery.

A is wrong: removing the tube loses the airway and the means of tamponade. B is wrong: iced saline does not control arterial bleeding, and constant suction delays effective action. C is wrong: deflating the cuff lets blood flood the lungs.

Correct Answer: D
Key Learning Point: Suspected tracheo-innominate fistula: overinflate the cuff to tamponade, secure the lower airway and get emergency surgery.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'III',
    tmcCode: 'III-G',
    rteArea: 'interventions',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'aw-048',
    topicId: 4,
    questionText: `A patient who has been intubated for 4 weeks, with a nasogastric tube in place, now has tube-feeding formula in his tracheal secretions. The stomach also distends with each ventilator breath. The cuff pressure has been kept at 25 cm H2O. Which complication is most likely?`,
    options: [
      `Tracheoesophageal fistula from pressure erosion of the tracheal wall`,
      `Tracheal stenosis at the cuff site from healing with dense scar tissue`,
      `Tracheomalacia causing the tracheal rings to collapse during exhalation`,
      `Vocal cord paralysis from cuff pressure on the recurrent laryngeal nerve`,
    ],
    correctAnswer: 'A',
    explanation: `Long-term intubation with a nasogastric tube behind the trachea can erode through the shared tracheoesophageal wall. Feedings then appear in tracheal secretions, and positive-pressure breaths pass into the esophagus and inflate the stomach. Both signs together point to a tracheoesophageal fistula.

B is wrong: stenosis causes stridor or obstruction after extubation, not gastric inflation with each breath. C is wrong: tracheomalacia causes dynamic airway collapse, not a connection to the esophagus. D is wrong: vocal cord paralysis produces hoarseness and aspiration after extubation but cannot send ventilator gas into the stomach in an intubated patient.

Correct Answer: A
Key Learning Point: Gastric contents in tracheal secretions plus gastric inflation with each breath in a long-term intubated patient suggests a tracheoesophageal fistula.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
    outlineSection: 'I',
    tmcCode: 'I-A',
    rteArea: 'patient-data',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'aw-049',
    topicId: 4,
    questionText: `Which method is recommended for routinely checking the cuff pressure of an endotracheal or tracheostomy tube?`,
    options: [
      `Squeezing the pilot balloon and judging whether it feels firm`,
      `Measuring with a calibrated cuff pressure manometer`,
      `Injecting a standard 10 mL of air regardless of tube size`,
      `Listening for any leak at the mouth during exhalation`,
    ],
    correctAnswer: 'B',
    explanation: `Cuff pressure should be measured with a calibrated manometer attached to the pilot balloon valve and kept at about 20-30 cm H2O. Direct measurement is the only reliable way to avoid both underinflation (aspiration, leak) and overinflation (ischemic injury).

A is wrong: even experienced clinicians cannot judge pressure reliably by feel, and pilot balloon palpation often overestimates or underestimates it. C is wrong: the volume needed varies with tube and trachea size; a fixed volume can give very high or low pressures. D is wrong: a leak check does not show pressure, and a silent cuff may still be overinflated.

Correct Answer: B
Key Learning Point: Measure cuff pressure with a manometer; feel and fixed volumes are unreliable.`,
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'II',
    tmcCode: 'II-A',
    rteArea: 'equipment-infection',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'aw-050',
    topicId: 4,
    questionText: `A respiratory therapist uses the minimal occluding volume (MOV) technique to inflate the cuff of a newly placed endotracheal tube on a ventilated patient. Which description matches this technique?`,
    options: [
      `Add air until no leak is heard at the larynx during exhalation, then add another 2 mL`,
      `Add exactly 10 mL of air, then reduce the volume until the pilot balloon feels soft`,
      `Add air during inspiration until the leak just stops at peak pressure, then verify with a manometer`,
      `Add air until the pilot balloon feels as firm as the tip of the nose, then lock the valve`,
    ],
    correctAnswer: 'C',
    explanation: `With MOV, the clinician listens over the larynx and slowly adds air during positive-pressure inspiration until the leak just disappears at peak inspiratory pressure. This is the smallest volume that seals the trachea. Cuff pressure is then confirmed with a manometer to be within about 20-30 cm H2O. (The minimal leak technique removes a small amount afterward to allow a slight leak at peak inspiration.)

A is wrong: a leak during exhalation is not the test point, and adding extra air overinflates. B and D are wrong: fixed volumes and balloon feel are unreliable and do not define the minimal seal volume.

Correct Answer: C
Key Learning Point: MOV means adding just enough air to stop the leak at peak inspiration, then confirming the pressure with a manometer.`,
    difficulty: 'medium',
    cognitiveLevel: 'recall',
    outlineSection: 'II',
    tmcCode: 'II-A',
    rteArea: 'equipment-infection',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'aw-051',
    topicId: 4,
    questionText: `An intubated, agitated patient on volume control suddenly triggers low exhaled volume and low pressure alarms. The capnography waveform has flattened to zero, and the patient is moaning audibly. The tube marking at the lips has changed from 23 to 15 cm. What is the most likely problem?`,
    options: [
      `The tube has come out of the trachea into the pharynx`,
      `The CO2 sampling line has become disconnected`,
      `Severe bronchospasm is blocking exhaled airflow`,
      `A leak has developed at the humidifier chamber`,
    ],
    correctAnswer: 'A',
    explanation: `Audible voice sounds in an intubated patient mean gas is passing through the vocal cords, so the cuff or tube is above or at the cords. With the tube now 8 cm shallower, loss of end-tidal CO2 and low pressure and volume alarms, the tube has been displaced out of the trachea. Remove it, ventilate by bag-mask and reintubate as needed.

B is wrong: a disconnected sampling line zeroes the capnogram but does not cause low pressure alarms, voice sounds or a change in tube depth. C is wrong: bronchospasm raises peak pressure and gives a sloped capnogram rather than a flat one. D is wrong: a circuit leak causes low pressure and low volume but does not explain voicing or the depth change.

Correct Answer: A
Key Learning Point: Voice sounds, a flat capnogram and low pressure alarms in an intubated patient mean the tube is displaced until proven otherwise.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'II',
    tmcCode: 'II-A',
    rteArea: 'equipment-infection',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'aw-052',
    topicId: 4,
    questionText: `An orally intubated patient recovering from a seizure keeps biting down on the tube, and each bite triggers high-pressure alarms with small delivered volumes. Which action best protects the airway?`,
    options: [
      `Switch to pressure control ventilation so volume loss does not alarm`,
      `Place a bite block beside the tube between the molars and secure it`,
      `Raise the high-pressure alarm limit to 60 cm H2O to deliver each breath`,
      `Partly deflate the cuff so the patient can breathe around the tube`,
    ],
    correctAnswer: 'B',
    explanation: `Biting occludes the tube, which is dangerous: it stops ventilation and can cause negative-pressure pulmonary edema. A bite block (or a properly placed oral airway used as one) stops the teeth from closing on the tube. The cause of the agitation or seizure activity should also be treated.

A is wrong: changing mode does not relieve the obstruction; pressure control would simply deliver even less volume. C is wrong: a higher alarm limit allows high pressures without fixing the blocked tube. D is wrong: cuff deflation causes aspiration and a leak and does nothing about the bite.

Correct Answer: B
Key Learning Point: A patient biting an oral tube needs a bite block; do not just silence the alarms or change the settings.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'III',
    tmcCode: 'III-A',
    rteArea: 'interventions',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'aw-053',
    topicId: 4,
    questionText: `A ventilated patient needed video laryngoscopy and three attempts to be intubated 4 days ago because of limited neck movement. Now the tube cuff will not hold pressure even though the pilot balloon and line are intact, and there is a large leak. Which plan is best for replacing the tube?`,
    options: [
      `Extubate, then reintubate with direct laryngoscopy and a Macintosh blade`,
      `Perform an emergency surgical cricothyrotomy at the bedside straight away`,
      `Leave the tube and pack the pharynx with gauze to seal the airway leak`,
      `Exchange the tube over an exchange catheter, with video laryngoscopy`,
    ],
    correctAnswer: 'D',
    explanation: `A ruptured cuff needs a tube change. In a patient with a known difficult airway, passing an airway exchange catheter through the old tube keeps access to the trachea. The old tube is removed over it and the new tube railroaded over it, ideally while a video laryngoscope is used to lift the tongue and watch the tube pass. Oxygen can be given through the catheter if needed.

A is wrong: removing the tube without a guide in a known difficult airway risks losing the airway completely. B is wrong: cricothyrotomy is for can't-intubate, can't-oxygenate emergencies, not planned exchanges. C is wrong: pharyngeal packing does not reliably seal the airway or prevent aspiration in a ventilated ICU patient.

Correct Answer: D
Key Learning Point: Exchange tubes in known difficult airways over an airway exchange catheter, ideally with video laryngoscopy.`,
    difficulty: 'hard',
    cognitiveLevel: 'application',
    outlineSection: 'III',
    tmcCode: 'III-A',
    rteArea: 'interventions',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'aw-054',
    topicId: 4,
    questionText: `A 60-year-old man with a known cavitary lesion in the right upper lobe is coughing up large amounts of bright red blood and is becoming hypoxemic. Bronchoscopy and interventional radiology are on the way. Which airway and positioning plan best protects his gas exchange?`,
    options: [
      `Place him left side down so that blood drains away from the right lung`,
      `Place him prone and perform frequent large-bore oropharyngeal suctioning`,
      `Right side down, and isolate the left lung by selective intubation`,
      `Place him in semi-Fowler's position and give nebulized saline to clear clots`,
    ],
    correctAnswer: 'C',
    explanation: `In massive hemoptysis, the priority is to keep blood from flooding the healthy lung. Place the bleeding lung down (right lateral decubitus) so gravity keeps blood on that side. If intubation is needed, isolate the good (left) lung with a left-sided double-lumen tube or a left mainstem intubation, or use a bronchial blocker in the right main bronchus.

A is wrong: left side down would drain blood into the healthy left lung. B is wrong: prone positioning does not isolate the lungs, and oral suction does not reach the bleeding source. D is wrong: upright positioning does not protect the good lung, and nebulized saline can provoke coughing and more bleeding.

Correct Answer: C
Key Learning Point: In massive hemoptysis, put the bleeding side down and protect the good lung with lung isolation.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'III',
    tmcCode: 'III-A',
    rteArea: 'interventions',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'aw-055',
    topicId: 4,
    questionText: `Compared with an orotracheal tube, which complication is more typical of a nasotracheal tube left in place for several days?`,
    options: [
      `Sinusitis and middle ear infection from blocked drainage`,
      `Vocal cord paralysis from recurrent laryngeal nerve injury`,
      `Accidental right mainstem intubation from movement of the head`,
      `Dental damage and ulceration of the lips from the tube pressing`,
    ],
    correctAnswer: 'A',
    explanation: `A nasal tube blocks the drainage openings of the paranasal sinuses and the eustachian tube, so nosocomial sinusitis and otitis media are more common, and they can be a hidden source of fever. Epistaxis and nasal necrosis are other nasal-route complications.

B is wrong: recurrent laryngeal nerve injury is a rare complication of any translaryngeal tube or neck surgery, not particular to the nasal route. C is wrong: nasal tubes are better anchored and move less with head motion than oral tubes. D is wrong: teeth and lip injuries belong to the oral route.

Correct Answer: A
Key Learning Point: Nasotracheal tubes carry a particular risk of sinusitis, otitis and epistaxis.`,
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'III',
    tmcCode: 'III-A',
    rteArea: 'interventions',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'aw-057',
    topicId: 4,
    questionText: `During direct laryngoscopy, only the tip of the epiglottis can be seen (Cormack-Lehane grade 3), and the SpO2 is 97%. Which technique is most likely to give a successful intubation on this attempt?`,
    options: [
      `Advance the tube blindly toward where the glottis is expected to be`,
      `Pass a bougie under the epiglottis, feel for tracheal rings, then railroad the tube`,
      `Inflate the cuff in the pharynx and then push the tube through the cords`,
      `Apply firm continuous cricoid pressure and keep lifting with the same blade`,
    ],
    correctAnswer: 'B',
    explanation: `A bougie (tracheal tube introducer) is the standard aid for a grade 3 view. Its angled tip is slipped under the epiglottis. Clicks as it rides over the tracheal rings, or hold-up as it reaches the small airways, confirm tracheal placement. The tube is then railroaded over it, rotating it 90 degrees counterclockwise if it catches on the arytenoids.

A is wrong: blind tube passage often ends in the esophagus and causes trauma. C is wrong: an inflated cuff cannot pass the cords. D is wrong: cricoid pressure often worsens the view; external laryngeal manipulation may help, but the bougie is the key device here.

Correct Answer: B
Key Learning Point: For a grade 3 laryngoscopic view, use a bougie and confirm placement by tracheal ring clicks or distal hold-up.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
    tmcCode: 'III-A',
    rteArea: 'interventions',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'aw-058',
    topicId: 4,
    questionText: `A ventilated patient's endotracheal tube tip is 3 cm above the carina on a chest radiograph taken with his head in neutral position. He is about to be positioned with his neck fully extended for a procedure. What effect should the team anticipate?`,
    options: [
      `No change in tube position, because the tube is secured at the lips`,
      `The tube tip will move downward toward or into the right mainstem bronchus`,
      `The tube tip will move upward, away from the carina and toward the vocal cords`,
      `The cuff will move below the carina into the left mainstem bronchus`,
    ],
    correctAnswer: 'C',
    explanation: `The tube tip moves in the same direction as the chin ("the hose follows the nose"). Neck extension lifts the tip toward the cords, and flexion pushes it toward the carina; the tip can move about 2 cm either way. With the tip only 3 cm above the carina now, extension raises the risk of the cuff moving up to the cords and of accidental extubation, so depth and capnography should be checked after repositioning.

A is wrong: securing the tube at the lips does not stop the tip moving inside the trachea as the neck bends. B is wrong: downward movement happens with flexion, not extension. D is wrong: the cuff sits above the tip and cannot pass the carina into a bronchus.

Correct Answer: C
Key Learning Point: Neck flexion moves the tube tip toward the carina, and extension moves it toward the cords.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    tmcCode: 'I-B',
    rteArea: 'patient-data',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'aw-059',
    topicId: 4,
    questionText: `During a preoperative airway exam, a seated patient opens her mouth fully and sticks out her tongue. Only the soft palate and the base of the uvula are visible. What Mallampati class is this?`,
    options: [`Class III`, `Class I`, `Class II`, `Class IV`],
    correctAnswer: 'A',
    explanation: `Mallampati classes: class I shows the soft palate, fauces, the whole uvula and the tonsillar pillars; class II shows the soft palate, fauces and uvula; class III shows the soft palate and only the base of the uvula; class IV shows only the hard palate. This patient is class III, which with class IV predicts a more difficult laryngoscopy.

B is wrong: class I also shows the pillars and the whole uvula. C is wrong: class II shows the entire uvula. D is wrong: in class IV even the soft palate cannot be seen.

Correct Answer: A
Key Learning Point: Mallampati III (soft palate and uvula base only) and IV (hard palate only) predict difficult laryngoscopy.`,
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'I',
    tmcCode: 'I-B',
    rteArea: 'patient-data',
    source: 'egans-2020',
    written: '2026-11-22',
  },
  {
    key: 'aw-060',
    topicId: 4,
    questionText: `Paramedics bring in an adult in cardiac arrest with an i-gel supraglottic airway in place. The chest rises with each breath and waveform capnography shows an end-tidal CO2 of 18 mm Hg during compressions. How should ventilation be managed on arrival?`,
    options: [
      `Remove the i-gel at once and intubate during a long pause in compressions`,
      `Keep the i-gel and give 1 breath every 6 seconds with continuous compressions`,
      `Keep the i-gel but switch to 30 compressions to 2 breaths with pauses for breaths`,
      `Keep the i-gel and ventilate at 20-24 breaths/min to bring down the arterial CO2`,
    ],
    correctAnswer: 'B',
    explanation: `A supraglottic airway that is ventilating effectively, as shown by chest rise and a capnography waveform, is an acceptable advanced airway during CPR. Once an advanced airway is in place, the AHA recommends continuous compressions with asynchronous ventilation at 1 breath every 6 seconds (10/min).

A is wrong: there is no need to interrupt compressions to swap a working airway during the arrest; any exchange can be done later and without long pauses. C is wrong: the 30:2 ratio applies only before an advanced airway is in place. D is wrong: over-ventilating raises intrathoracic pressure, lowers venous return and reduces perfusion during CPR.

Correct Answer: B
Key Learning Point: With any advanced airway in place during CPR, give continuous compressions and 1 breath every 6 seconds.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
    tmcCode: 'III-G',
    rteArea: 'interventions',
    source: 'aha-cpr-ecc-2025',
    written: '2026-11-22',
  },
  {
    key: 'aw-061',
    topicId: 4,
    questionText: `An intubated patient with a cuff pressure of 26 cm H2O (air-filled cuff) is being flown by helicopter between hospitals. The cabin is not pressurized, and the flight climbs to about 2,500 m (8,200 ft). What should the respiratory therapist expect and do?`,
    options: [
      `Cuff pressure will fall with altitude, so add 5 mL of air before takeoff`,
      `Cuff pressure will not change, because the cuff is a closed system`,
      `Cuff pressure will fall, so switch to a tube one size larger before the flight`,
      `Cuff pressure will rise, so measure it in flight and let air out to stay at 20-30 cm H2O`,
    ],
    correctAnswer: 'D',
    explanation: `By Boyle's law, gas in a closed space expands as the surrounding pressure falls. At about 2,500 m barometric pressure is roughly 560 mm Hg instead of 760 mm Hg, so an air-filled cuff expands and its pressure rises, risking tracheal injury. Cuff pressure should be checked during ascent and at altitude and adjusted to 20-30 cm H2O, then checked again on descent, when it will fall. Some services fill cuffs with saline for this reason.

A and C are wrong: pressure rises, not falls, with ascent, and adding air or changing the tube would make overinflation worse. B is wrong: the cuff is closed to airflow but not to the effects of ambient pressure; its gas still expands.

Correct Answer: D
Key Learning Point: Air-filled cuffs expand at altitude (Boyle's law), so monitor cuff pressure in flight and adjust on both ascent and descent.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'II',
    tmcCode: 'II-A',
    rteArea: 'equipment-infection',
    source: 'aarc-transport-2002',
    written: '2026-11-22',
  },
  {
    key: 'aw-062',
    topicId: 4,
    questionText: `A patient with morbid obesity (neck circumference 56 cm) had a standard-length tracheostomy tube placed. Since then, she has had an intermittent cuff leak, high peak pressures, and a tube that seems to pull out of the stoma when she turns. A CT scan shows the distal tip lying against the posterior tracheal wall, with much of the tube in the neck tissue. Which tube change is most appropriate?`,
    options: [
      `A smaller-diameter standard tube to reduce pressure on the tracheal wall`,
      `A fenestrated standard-length tube so that she can breathe more easily`,
      `An extra-length tube (proximal extension or adjustable flange) fitted to her neck`,
      `An uncuffed standard-length tube to avoid the problem of the cuff leak`,
    ],
    correctAnswer: 'C',
    explanation: `In a thick neck, much of a standard-length tube sits in the soft tissue between skin and trachea. The tube then angles against the posterior wall, the cuff may sit at the stoma and leak, and the tube can dislodge easily. A tube with extra proximal length (or an adjustable flange) reaches well into the trachea and sits along its axis.

A is wrong: a narrower tube of the same length keeps the same geometry problem and raises resistance. B is wrong: a fenestration does not fix the length problem and could lie in the soft tissue. D is wrong: removing the cuff does not correct malposition and removes protection in a ventilated patient.

Correct Answer: C
Key Learning Point: Patients with thick necks often need extra proximal-length or adjustable-flange tracheostomy tubes to sit correctly in the trachea.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
    outlineSection: 'II',
    tmcCode: 'II-A',
    rteArea: 'equipment-infection',
    source: 'egans-2020',
    written: '2026-11-22',
  },
];
