import type { SeedQuestion } from '../../types';

/** III-A: maintaining the airway and caring for artificial airways. */
const meta = {
  outlineSection: 'III',
  tmcCode: 'III-A',
  rteArea: 'interventions',
  written: '2026-11-25',
  topicId: 4,
  source: 'egans-2020',
} as const;

export const questions: SeedQuestion[] = [
  {
    ...meta,
    key: 'awx-001',
    questionText: `A 58-year-old man had an open surgical tracheostomy 2 days ago for prolonged ventilation. A new nurse asks when the first routine tracheostomy tube change is usually done. What is the best answer?`,
    options: [
      `Within 24 hours, so the stoma is cleaned before infection starts`,
      `At 48 hours, as soon as the sutures holding the flange are cut`,
      `After about 5 to 7 days, once the stoma tract has formed`,
      `Not before 30 days, since earlier changes damage the stoma`,
    ],
    correctAnswer: 'C',
    explanation: `C is correct. Until the tract between skin and trachea matures (about 5 to 7 days for a surgical tracheostomy, often longer for a percutaneous one), a removed tube may be hard to replace and can be pushed into a false passage. The first change is therefore delayed unless the tube fails.

A is wrong: a change on day 1 risks losing the airway in an immature stoma.
B is wrong: cutting the sutures does not mean the tract has matured, and the timing is too early.
D is wrong: waiting a month is unnecessary; the tract is usually formed within a week or so.

Correct Answer: C
Key Learning Point: Delay the first routine tracheostomy change until the stoma tract has matured, about 5 to 7 days after surgical placement.`,
    difficulty: 'easy',
    cognitiveLevel: 'recall',
  },
  {
    ...meta,
    key: 'awx-002',
    questionText: `A patient arrives on a medical unit 3 days after a percutaneous tracheostomy, breathing through a cuffed tube on humidified oxygen. Which set of equipment should be kept at the bedside?`,
    options: [
      `A same-size and a smaller spare tube, the obturator, suction and a bag`,
      `A cricothyrotomy kit, a scalpel and a tube one size larger for a quick change`,
      `A laryngoscope, a stylet and a 9.0 mm endotracheal tube for oral intubation`,
      `A speaking valve and a decannulation cap so the patient can talk at any time`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. If the tube is dislodged or blocked, staff need a replacement tube of the same size and one size smaller (easier to pass into a narrowing stoma), the obturator for reinsertion, suction, oxygen and a resuscitation bag and mask.

B is wrong: a larger tube is harder to insert in an emergency, and a cricothyrotomy kit is not needed with an existing stoma.
C is wrong: oral intubation equipment is a backup held by the airway team, not the core bedside kit, and a 9.0 mm tube is oversized for many adults.
D is wrong: a speaking valve and cap are not emergency equipment, and a cap on a cuffed tube can be dangerous.

Correct Answer: A
Key Learning Point: Keep a same-size and a smaller tracheostomy tube, the obturator, suction and a bag at the bedside of every patient with a new tracheostomy.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'awx-003',
    questionText: `During a planned tracheostomy tube change, the therapist inserts the new tube with its obturator into the mature stoma. The patient coughs and looks anxious. What should the therapist do next?`,
    options: [
      `Inflate the cuff with the obturator still in place to secure the tube`,
      `Secure the ties first, then remove the obturator once the tube is tied`,
      `Listen for breath sounds over the chest with the obturator still inside`,
      `Remove the obturator at once and insert the inner cannula or connect`,
    ],
    correctAnswer: 'D',
    explanation: `D is correct. The obturator closes the tube's lumen, so the patient cannot breathe through the tube while it is in. It is removed immediately after insertion, the inner cannula is placed (if the tube has one), the cuff is inflated and placement is confirmed by capnography, chest rise and breath sounds.

A is wrong: with the obturator in place the airway remains blocked while the cuff seals around it.
B is wrong: tying the tube first prolongs the time the lumen is blocked.
C is wrong: breath sounds cannot be assessed while the obturator blocks the tube.

Correct Answer: D
Key Learning Point: Remove the obturator immediately after inserting a tracheostomy tube; it blocks the airway while in place.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'awx-004',
    topicId: 3,
    questionText: `An alert patient on pressure support with a cuffed tracheostomy tube has a speaking valve placed in line with the ventilator after the cuff is fully deflated. He can now talk, but the ventilator repeatedly alarms for low exhaled tidal volume. SpO2 is 96% and he is comfortable. What is the most appropriate action?`,
    options: [
      `Reinflate the cuff, since the low exhaled volume means he is not ventilated`,
      `Remove the valve and add 5 cm H2O of PEEP to restore the exhaled volume`,
      `Adjust the low exhaled volume alarm per protocol and keep monitoring him`,
      `Raise the pressure support until the exhaled volume reaches its old value`,
    ],
    correctAnswer: 'C',
    explanation: `C is correct. With the cuff deflated and a one-way valve in line, he exhales through his upper airway, so the ventilator measures little or no exhaled volume. This is expected while he is comfortable and well oxygenated; the alarm is adjusted per protocol and he is assessed clinically.

A is wrong: reinflating the cuff with the valve in place would prevent exhalation and is dangerous.
B is wrong: the low reading is a measurement effect, and stopping speech without need is not indicated.
D is wrong: more support would not raise the measured exhaled volume because exhalation bypasses the circuit.

Correct Answer: C
Key Learning Point: With an in-line speaking valve, low exhaled volume alarms are expected; adjust alarms and monitor the patient, and never inflate the cuff with the valve on.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'awx-005',
    questionText: `Four patients with tracheostomies are being considered for decannulation. Which patient is the best candidate?`,
    options: [
      `Capped 48 hours without distress, strong cough, suctioned once in 24 hours`,
      `Capped for 2 hours, then needing added oxygen and suction every hour afterward`,
      `Cannot tolerate capping but breathes well with the cuff fully inflated`,
      `On nightly ventilation through the tube for neuromuscular weakness`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. Readiness for decannulation includes tolerating capping for 24 to 48 hours with an open upper airway, an effective cough, manageable secretions without frequent suctioning, and no further need for ventilation through the tube.

B is wrong: short capping followed by hourly suction and oxygen needs shows he is not ready.
C is wrong: failure to tolerate capping suggests upper airway obstruction or secretion problems.
D is wrong: ongoing ventilation through the tube means it is still needed.

Correct Answer: A
Key Learning Point: Decannulate after sustained capping with an effective cough, manageable secretions and no ongoing need for ventilation through the tube.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'awx-006',
    questionText: `A respiratory therapist is changing the soiled ties on a patient's tracheostomy tube. Which technique is safest?`,
    options: [
      `Remove the old ties first, then thread the new ones, working alone`,
      `Have a second person hold the flange; leave one finger of space under the ties`,
      `Tie the new ties as tightly as possible so that the tube cannot move`,
      `Leave the old ties on and add new ties over them to save time and effort`,
    ],
    correctAnswer: 'B',
    explanation: `B is correct. A second person holds the flange while ties are changed so that a cough cannot dislodge the tube. Ties should be snug with room for one finger underneath, secure without compressing the neck or skin.

A is wrong: working alone with no ties in place risks accidental decannulation.
C is wrong: overly tight ties cause skin breakdown and can compress neck veins.
D is wrong: leaving soiled ties on promotes skin breakdown and infection.

Correct Answer: B
Key Learning Point: Change tracheostomy ties with a second person holding the tube, and leave room for one finger under the ties.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'awx-007',
    topicId: 10,
    questionText: `A 2-year-old with a single-cannula, uncuffed tracheostomy is in respiratory distress at home. The mother cannot pass a suction catheter beyond a short distance into the tube, and the child is becoming cyanotic. What should the home care therapist direct her to do?`,
    options: [
      `Instill saline into the tube and keep trying to suction it until it clears`,
      `Give rescue breaths by mouth while keeping the blocked tube in place`,
      `Place the child on oxygen at a higher flow and wait for EMS to arrive`,
      `Change the tracheostomy tube right away with the spare from the go-bag`,
    ],
    correctAnswer: 'D',
    explanation: `D is correct. A catheter that will not pass means the tube is blocked. In a single-cannula tube there is no inner cannula to remove, so the tube is changed at once with the spare (or one size smaller if it will not pass), then the child is reassessed and emergency services called if needed.

A is wrong: repeated suction attempts delay the change that relieves the obstruction.
B is wrong: breaths through the mouth may not pass the stoma and do not clear the blocked tube.
C is wrong: oxygen cannot pass a blocked tube; waiting wastes critical time.

Correct Answer: D
Key Learning Point: If a suction catheter will not pass a single-cannula tracheostomy in a child in distress, change the tube immediately.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'awx-008',
    topicId: 10,
    source: 'aha-pals-2025',
    questionText: `A 4-year-old's tracheostomy tube is accidentally pulled out at home while he is being dressed. The stoma has been established for 2 years. His mother tries to put in a new tube of the same size, but it will not pass. What is the next step?`,
    options: [
      `Insert the spare tube one size smaller that is kept for this purpose`,
      `Push harder with the same-size tube while rotating it into the stoma`,
      `Cover the stoma and wait for the ambulance without any further attempts`,
      `Dilate the stoma with a finger and try the same-size tube later on`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. A stoma can narrow within minutes of decannulation. If the same-size tube does not pass, a tube one size smaller (kept in the emergency kit) is inserted. If that also fails, the stoma is covered and the child is ventilated by mouth and nose, or through the stoma with a small mask, while help comes.

B is wrong: forcing the tube can create a false passage.
C is wrong: waiting without trying the smaller tube leaves the child without an airway.
D is wrong: fingers in the stoma cause injury and delay, and the same tube will still not pass.

Correct Answer: A
Key Learning Point: If the same-size tracheostomy tube will not go back in, insert the one-size-smaller spare; every child's go-bag should carry one.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'awx-009',
    questionText: `A 30-year-old man is post-ictal after a generalized seizure. He has snoring respirations, his jaw is clenched, and he gags when his lips are touched. SpO2 is 90% on a nonrebreathing mask. No facial trauma is present. Which airway adjunct is most appropriate?`,
    options: [
      `An oropharyngeal airway inserted with a tongue blade's help`,
      `A well-lubricated nasopharyngeal airway of the right size`,
      `An i-gel supraglottic airway placed over the laryngeal inlet`,
      `A bite block placed between the molars to hold the mouth open`,
    ],
    correctAnswer: 'B',
    explanation: `B is correct. A nasopharyngeal airway is tolerated by patients with an intact gag reflex and can be placed when the jaw is clenched. It relieves obstruction by the tongue and soft palate while he recovers.

A is wrong: an oral airway cannot be inserted through a clenched jaw and provokes gagging and vomiting when the reflex is intact.
C is wrong: a supraglottic airway needs an open mouth and an absent gag reflex.
D is wrong: prying the jaw open risks injury and does not relieve the obstruction.

Correct Answer: B
Key Learning Point: Use a nasopharyngeal airway when the jaw is clenched or the gag reflex is present, unless a basilar skull fracture is suspected.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'awx-010',
    source: 'egans-2020',
    questionText: `A nurse asks which patient should NOT receive nasotracheal suctioning. Which patient is it?`,
    options: [
      `A 70-year-old with pneumonia, a weak cough and coarse tracheal sounds`,
      `A patient with stroke who pools secretions and cannot cough them out`,
      `An adult with neuromuscular weakness and audible secretions in the throat`,
      `A child with drooling, muffled voice and suspected acute epiglottitis`,
    ],
    correctAnswer: 'D',
    explanation: `D is correct. Suspected epiglottitis (and croup) is a contraindication to nasotracheal suctioning: stimulating the inflamed airway can cause laryngospasm and complete obstruction. The child needs a calm setting and a controlled airway by an expert team.

A is wrong: a weak cough with retained secretions is a typical indication.
B is wrong: pooled secretions in a patient who cannot clear them is an indication.
C is wrong: neuromuscular weakness with secretions is an indication when less invasive clearance fails.

Correct Answer: D
Key Learning Point: Do not suction nasotracheally when epiglottitis or croup is suspected; airway stimulation can cause complete obstruction.`,
    difficulty: 'easy',
    cognitiveLevel: 'recall',
  },
  {
    ...meta,
    key: 'awx-011',
    source: 'aarc-suctioning-2022',
    reviewed: '2026-11-28',
    questionText: `A ventilated adult needs routine endotracheal suctioning. How far should the suction catheter be inserted, according to the AARC guideline?`,
    options: [
      `Until resistance is met, then withdrawn about 1 cm before suction`,
      `As far as it will go, to reach secretions in the mainstem bronchi`,
      `To a premeasured depth, about the length of the tube and adapter`,
      `Just into the adapter, to avoid touching the tracheal mucosa at any point`,
    ],
    correctAnswer: 'C',
    explanation: `C is correct. The guideline favors shallow suctioning: the catheter is inserted to a premeasured depth equal to the length of the artificial airway and its adapter, which removes secretions with less mucosal trauma than deep suctioning.

A is wrong: deep suctioning to resistance (the carina) injures the mucosa and is not recommended routinely.
B is wrong: blind passage into the bronchi adds trauma and does not reliably enter a chosen side.
D is wrong: a catheter left in the adapter would not reach secretions in the tube.

Correct Answer: C
Key Learning Point: Suction to a premeasured depth (the airway plus adapter length); reserve deeper passes for when shallow suctioning fails.`,
    difficulty: 'medium',
    cognitiveLevel: 'recall',
  },
  {
    ...meta,
    key: 'awx-012',
    topicId: 10,
    source: 'aarc-suctioning-2022',
    reviewed: '2026-11-28',
    written: '2026-11-28',
    questionText: `A respiratory therapist sets up open suction for an intubated 1.2-kg neonate in the NICU. Following the 2022 AARC guideline, how should the vacuum be set?`,
    options: [
      `At -150 mm Hg, a level acceptable in adults, so that one pass clears the tube`,
      `At -40 mm Hg or less, even if secretions stay in the tube after a pass`,
      `At the lowest level that clears secretions, less negative than -120 mm Hg`,
      `At whatever level clears the tube, since the pressure limits are for adults`,
    ],
    correctAnswer: 'C',
    explanation: `C is correct. The 2022 AARC artificial-airway suctioning guideline keeps the vacuum below -120 mm Hg in neonates and children (below -200 mm Hg in adults) and asks for the lowest pressure that still clears the secretions, which limits mucosal injury, atelectasis and hypoxemia.

A is wrong: -150 mm Hg is beyond the neonatal and pediatric limit, whatever is tolerated in adults.
B is wrong: a vacuum too weak to clear the tube means longer and more passes, each adding hypoxemia; the aim is the lowest effective pressure, not the lowest possible one.
D is wrong: the limits apply at every age, and the neonatal airway is the most easily injured.

Correct Answer: C
Key Learning Point: Set suction as low as still clears secretions: below -120 mm Hg in neonates and children, below -200 mm Hg in adults.`,
    difficulty: 'easy',
    cognitiveLevel: 'recall',
  },
  {
    ...meta,
    key: 'awx-013',
    questionText: `A 61-year-old woman taking lisinopril has rapidly increasing swelling of her tongue and floor of the mouth. She is sitting upright, drooling, with a muffled voice and SpO2 of 94%. Mouth opening is limited. Epinephrine has had little effect. Which airway plan is most appropriate?`,
    options: [
      `Rapid sequence intubation with direct laryngoscopy by the first available clinician`,
      `Place her supine and insert an oral airway to hold the swollen tongue forward`,
      `Awake flexible scope intubation by an expert, with a surgical airway set up`,
      `Noninvasive ventilation by full face mask while waiting for the swelling to settle`,
    ],
    correctAnswer: 'C',
    explanation: `C is correct. ACE-inhibitor angioedema with progressive tongue swelling threatens the airway. While she still breathes on her own, an expert secures it awake with a flexible scope (often nasally), keeping her spontaneous breathing, with a surgical airway team ready if the scope fails.

A is wrong: paralysis removes her own breathing, and a swollen tongue may make both laryngoscopy and mask ventilation impossible.
B is wrong: lying flat worsens obstruction, and an oral airway cannot be placed past a swollen tongue.
D is wrong: NIV does not protect against progressive upper-airway swelling and delays definitive care.

Correct Answer: C
Key Learning Point: In progressive angioedema, secure the airway early and awake with a flexible scope, with a surgical airway ready.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'awx-014',
    questionText: `A patient returns from surgery for mandibular fractures with the upper and lower jaws wired together. He is extubated and breathing comfortably. Which item should be kept at his bedside at all times?`,
    options: [
      `A spare tracheostomy tube and obturator in case of obstruction`,
      `Wire cutters, so the wires can be cut if he vomits or obstructs`,
      `A tongue blade to help him clear secretions from his mouth`,
      `An oral airway to place between the teeth if he starts to snore`,
    ],
    correctAnswer: 'B',
    explanation: `B is correct. With intermaxillary fixation, vomitus or blood cannot be cleared through the mouth. Wire cutters (or scissors for elastic bands) are kept at the bedside, and staff know which wires to cut, so the mouth can be opened in an airway emergency.

A is wrong: he has no tracheostomy, so a spare tracheostomy tube does not help.
C is wrong: a tongue blade cannot pass closed teeth.
D is wrong: an oral airway cannot be inserted when the jaws are wired shut.

Correct Answer: B
Key Learning Point: Keep wire cutters at the bedside of patients with wired jaws so the mouth can be opened for vomiting or obstruction.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'awx-015',
    questionText: `Moments after extubation in the recovery room, a 25-year-old man makes high-pitched inspiratory noises that stop completely; his chest and abdomen move but no air is heard, and SpO2 falls from 98% to 88%. What should the therapist do first?`,
    options: [
      `Jaw thrust with a tight mask and CPAP on 100% oxygen`,
      `Nebulized racemic epinephrine by mouthpiece right away`,
      `Reintubate at once with a smaller tube and a stylet`,
      `Encourage him to cough hard to clear his airway himself`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. Stridor progressing to silent chest movement right after extubation is laryngospasm. The first measures are a firm jaw thrust (with pressure at the laryngospasm notch) and a tight mask with CPAP on 100% oxygen; if it persists, a small dose of a muscle relaxant may be given by the anesthesia provider.

B is wrong: racemic epinephrine treats subglottic edema, not an active laryngeal spasm, and a mouthpiece cannot deliver it without airflow.
C is wrong: most laryngospasm breaks with positive pressure; intubation is a later step if it does not.
D is wrong: with complete obstruction he cannot move air to cough.

Correct Answer: A
Key Learning Point: Treat laryngospasm with jaw thrust and CPAP via a tight mask on 100% oxygen; escalate to drug therapy if it persists.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'awx-016',
    source: 'ats-accp-liberation-2017',
    questionText: `A 59-year-old man with a history of failed intubation needed a flexible scope and 45 minutes to be intubated 5 days ago. He has now passed a breathing trial, has a good cough and a cuff leak is present. At 0200 the night resident suggests extubating him right away. What is the best plan?`,
    options: [
      `Extubate now, since he meets every criterion and delay adds risk`,
      `Keep him intubated until a tracheostomy can be done electively`,
      `Extubate now and treat any stridor with heliox if it develops later`,
      `Extubate in daytime with the airway team present and a tube-exchange guide left in place`,
    ],
    correctAnswer: 'D',
    explanation: `D is correct. A known difficult airway raises the danger of reintubation. Extubation is planned for when expert help and equipment are available, and a tube-exchange (airway exchange) catheter can be left in the trachea so a new tube can be passed over it if he fails.

A is wrong: meeting weaning criteria does not remove the risk of a reintubation that may be impossible at night without the right team.
B is wrong: he is ready for extubation; a tracheostomy is not needed merely because the airway is difficult.
C is wrong: heliox is a temporizing measure for stridor and is no substitute for a reintubation plan.

Correct Answer: D
Key Learning Point: Extubate a known difficult airway as a planned procedure: daytime, expert team present, reintubation tools ready and an exchange catheter considered.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'awx-017',
    questionText: `A patient has been orally intubated for 4 days with a commercial tube holder. The therapist notes a small pressure ulcer at the right corner of the mouth where the tube rests. What is the best action?`,
    options: [
      `Advance the tube 2 cm so that it rests on a new area of the lip`,
      `Pad the ulcer with gauze and leave the tube where it sits now`,
      `Replace the holder with tape wrapped tightly around the head`,
      `Move the tube to the other side of the mouth, at the same depth`,
    ],
    correctAnswer: 'D',
    explanation: `D is correct. Repositioning the tube from side to side (with two people, the depth mark kept the same, and the cuff and breath sounds rechecked) relieves pressure on the lip and prevents further injury.

A is wrong: changing the depth can cause a mainstem intubation; the depth is kept constant.
B is wrong: padding without moving the tube leaves pressure on the ulcer.
C is wrong: tight tape causes its own pressure injuries and is no more secure.

Correct Answer: D
Key Learning Point: Reposition an oral endotracheal tube side to side at the same depth to prevent lip and mouth pressure injuries.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'awx-018',
    topicId: 10,
    source: 'aap-aha-neonatal-2025',
    reviewed: '2026-11-28',
    questionText: `A 30-week preterm infant weighing 1.3 kg needs intubation in the delivery room. Which endotracheal tube internal diameter is most appropriate?`,
    options: [`2.5 mm`, `3.0 mm`, `3.5 mm`, `4.0 mm`],
    correctAnswer: 'B',
    explanation: `B is correct. Neonatal tube size follows weight and gestation: 2.5 mm for under 1 kg (below 28 weeks), 3.0 mm for 1 to 2 kg (28 to 34 weeks) and 3.5 mm for over 2 kg (above 34 weeks).

A is wrong: 2.5 mm is for infants under 1 kg; it adds resistance and blocks easily.
C is wrong: 3.5 mm is for infants over 2 kg and could injure this infant's airway.
D is wrong: 4.0 mm is too large for any preterm infant.

Correct Answer: B
Key Learning Point: Neonatal tube sizes: 2.5 mm under 1 kg, 3.0 mm 1-2 kg, 3.5 mm over 2 kg.`,
    difficulty: 'easy',
    cognitiveLevel: 'recall',
  },
  {
    ...meta,
    key: 'awx-019',
    source: 'ats-accp-liberation-2017',
    questionText: `Before extubation, a patient intubated for 8 days after a traumatic intubation has a cuff leak test on volume control with a set tidal volume of 500 mL. After cuff deflation, the three lowest exhaled volumes over six breaths are 430, 440 and 450 mL. How should the result be interpreted?`,
    options: [
      `A leak of 60 mL; below the usual 110 mL cut-off, so stridor risk is high`,
      `A leak of 440 mL; well above the cut-off, so stridor risk is low`,
      `A leak of 60 mL; above the usual cut-off, so the result is reassuring`,
      `A leak of 140 mL; above the usual 110 mL cut-off, so stridor risk is low`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. The cuff leak volume is the delivered volume minus the average of the lowest exhaled volumes with the cuff down: 500 - 440 = 60 mL. A leak below about 110 mL (or under 12 to 24% of the tidal volume) suggests laryngeal edema and a higher risk of post-extubation stridor; in a high-risk patient, systemic steroids at least 4 hours before extubation are advised.

B is wrong: 440 mL is the average exhaled volume, not the leak.
C is wrong: 60 mL is below, not above, the usual threshold.
D is wrong: 140 mL comes from a subtraction error; the leak is 60 mL.

Correct Answer: A
Key Learning Point: Cuff leak = set VT minus the mean of the lowest exhaled volumes with the cuff down; under about 110 mL predicts post-extubation stridor.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'awx-020',
    questionText: `Forty minutes after extubation, a 66-year-old woman has loud inspiratory stridor despite a dose of nebulized racemic epinephrine and IV dexamethasone. She now has marked retractions, is becoming drowsy, and her SpO2 has fallen to 85% on high-flow nasal cannula. What is the most appropriate action?`,
    options: [
      `Give a second racemic epinephrine treatment and recheck in an hour`,
      `Switch to noninvasive ventilation by face mask and observe for a time`,
      `Reintubate now with a smaller tube, with difficult airway tools ready`,
      `Start heliox by nonrebreathing mask and watch her closely on the unit`,
    ],
    correctAnswer: 'C',
    explanation: `C is correct. Stridor with increasing work of breathing, falling consciousness and hypoxemia despite treatment is impending airway failure. She needs reintubation now, with a smaller tube and difficult airway equipment because of the laryngeal edema.

A is wrong: waiting an hour after a failed treatment risks complete obstruction.
B is wrong: NIV does not treat laryngeal edema and can delay reintubation with worse outcomes.
D is wrong: heliox can buy time in milder stridor but does not treat a patient who is already failing.

Correct Answer: C
Key Learning Point: Post-extubation stridor with rising distress, drowsiness or hypoxemia despite treatment calls for prompt reintubation with a smaller tube.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'awx-021',
    questionText: `A long-term tracheostomy patient has a tight-to-shaft silicone cuff (TTS) tube. The cuff appears to lose volume between checks when inflated with air. How should this type of cuff be inflated?`,
    options: [
      `With sterile water, because silicone lets air diffuse out of the cuff`,
      `With room air to a pressure of 40 cm H2O to make up for the loss`,
      `With room air to a minimal leak, then rechecked once a week`,
      `It is designed to remain uninflated in every patient who uses it`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. Tight-to-shaft silicone cuffs are gas-permeable, so air diffuses out. The manufacturer directs inflation with sterile water to the stated volume, and the cuff is deflated fully when not needed so it lies flat against the shaft.

B is wrong: 40 cm H2O risks tracheal mucosal injury and would still leak away.
C is wrong: weekly checks miss the loss of volume between them.
D is wrong: the cuff is inflated when a seal is needed (for example during ventilation) and deflated otherwise.

Correct Answer: A
Key Learning Point: Inflate a tight-to-shaft silicone tracheostomy cuff with sterile water, as its manufacturer directs.`,
    difficulty: 'hard',
    cognitiveLevel: 'recall',
  },
  {
    ...meta,
    key: 'awx-022',
    source: 'aarc-suctioning-2022',
    reviewed: '2026-11-28',
    written: '2026-11-28',
    questionText: `A ventilated patient's care plan says "suction every 2 hours." At the 1400 check the therapist finds clear breath sounds, no visible secretions in the tube, a smooth flow waveform, stable peak pressure and SpO2 97%. What should the therapist do?`,
    options: [
      `Suction now as ordered, using a shallow premeasured depth for the pass`,
      `Suction now but skip the preoxygenation step to save time`,
      `Instill saline and suction to keep secretions from building up over time`,
      `Hold suctioning, since no clinical sign of secretions is present`,
    ],
    correctAnswer: 'D',
    explanation: `D is correct. The AARC guideline recommends suctioning only when secretions are present (visible secretions, coarse crackles over the trachea, a sawtooth flow pattern, rising peak pressure on volume control or falling SpO2), not on a fixed schedule. The finding is documented and the plan updated with the team.

A is wrong: routine suction without indication causes hypoxemia, mucosal injury and infection risk.
B is wrong: omitting preoxygenation adds risk, and suction is not indicated in the first place.
C is wrong: routine saline instillation is not recommended.

Correct Answer: D
Key Learning Point: Suction when signs of secretions are present, not on a fixed schedule.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'awx-023',
    topicId: 10,
    source: 'aarc-suctioning-2022',
    reviewed: '2026-11-28',
    written: '2026-11-28',
    questionText: `During endotracheal suctioning of a ventilated 2-month-old, the heart rate drops from 150/min to 70/min and the SpO2 falls to 78%. What should the therapist do first?`,
    options: [
      `Finish the pass to clear the airway, then assess the heart rate`,
      `Stop, remove the catheter, and give oxygen and breaths`,
      `Give atropine through the endotracheal tube and keep suctioning the airway`,
      `Start chest compressions at once while suction continues`,
    ],
    correctAnswer: 'B',
    explanation: `B is correct. Suction can cause vagally mediated bradycardia and hypoxemia. The catheter is removed at once and the infant is oxygenated and ventilated; the heart rate usually recovers quickly. If it does not, the infant is managed with the resuscitation algorithm.

A is wrong: continuing deepens hypoxemia and bradycardia.
C is wrong: drugs are not the first step; removing the stimulus and ventilating usually corrects it.
D is wrong: compressions are not indicated first; oxygenation and ventilation come before them, and suctioning would not continue.

Correct Answer: B
Key Learning Point: If bradycardia or desaturation occurs during suctioning, stop, remove the catheter and oxygenate and ventilate.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'awx-024',
    questionText: `A family asks why the team recommends a tracheostomy for their father, who is expected to need ventilation for several more weeks after a stroke. Compared with continued oral intubation, which benefit is most accurate?`,
    options: [
      `It removes any need for suctioning the airway in the weeks ahead`,
      `It lowers the chance of aspiration to nearly zero while he is fed`,
      `It improves comfort and oral care and often lets sedation be reduced`,
      `It guarantees that he will be able to speak as soon as the tube is placed`,
    ],
    correctAnswer: 'C',
    explanation: `C is correct. Compared with a translaryngeal tube, a tracheostomy is more comfortable, allows better oral hygiene, often lets sedation be reduced, eases mobilization and may allow speech and oral intake later. It also avoids prolonged laryngeal injury from the oral tube.

A is wrong: tracheostomy patients still need suctioning.
B is wrong: aspiration remains possible around a cuffed tracheostomy tube.
D is wrong: speech needs cuff deflation and a speaking valve or talking tube, and is not possible in every patient.

Correct Answer: C
Key Learning Point: Tracheostomy for prolonged ventilation improves comfort, oral care and mobility and can reduce sedation; it does not remove the need for airway care.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'awx-025',
    topicId: 10,
    source: 'aap-aha-neonatal-2025',
    reviewed: '2026-11-28',
    questionText: `A term newborn (3.4 kg) with a small jaw needs positive-pressure ventilation. Face-mask ventilation with corrective steps fails to produce chest rise, and two attempts at intubation have failed. Which airway should be placed next?`,
    options: [
      `An oropharyngeal airway alone, with no further ventilation plan`,
      `A nasopharyngeal airway followed by blow-by oxygen to the face`,
      `A third intubation attempt with a larger laryngoscope blade`,
      `A size 1 laryngeal mask airway to give effective ventilation`,
    ],
    correctAnswer: 'D',
    explanation: `D is correct. For newborns of about 34 weeks or more (or over 2 kg), a laryngeal mask is an alternative airway when face-mask ventilation and intubation fail. A size 1 mask suits infants up to about 5 kg and often rescues infants with small jaws (for example Robin sequence).

A is wrong: an oral airway may help mask ventilation but is not a ventilation plan by itself.
B is wrong: blow-by oxygen does not ventilate an infant who needs PPV.
C is wrong: repeated failed attempts delay ventilation; a larger blade does not address a small jaw.

Correct Answer: D
Key Learning Point: When mask ventilation and intubation fail in a newborn of 34 weeks or more, place a laryngeal mask airway.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'awx-027',
    questionText: `A 40-year-old man in a cervical collar after a fall has hypoxemic respiratory failure and needs intubation. A cervical spine injury has not been excluded. Which technique is most appropriate?`,
    options: [
      `Direct laryngoscopy with the head extended into the sniffing position`,
      `Video laryngoscopy with the collar front opened and in-line stabilization`,
      `Blind nasotracheal intubation with the cervical collar kept fully in place`,
      `Delay intubation and use NIV until the spine has been cleared by CT`,
    ],
    correctAnswer: 'B',
    explanation: `B is correct. The front of the collar is opened to allow mouth opening, and an assistant holds the head in manual in-line stabilization. Video laryngoscopy gives a view of the glottis with less neck movement than direct laryngoscopy.

A is wrong: the sniffing position extends the neck and could worsen a spinal injury.
C is wrong: blind nasal intubation has low success, is slow and risky in hypoxemic patients, and is not the preferred method.
D is wrong: delaying a needed intubation for imaging risks hypoxic harm.

Correct Answer: B
Key Learning Point: With possible cervical spine injury, intubate with manual in-line stabilization, the collar front opened, ideally using video laryngoscopy.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'awx-028',
    topicId: 10,
    source: 'aap-aha-neonatal-2025',
    questionText: `A therapist chooses a face mask to ventilate a newborn. Which fit is correct?`,
    options: [
      `The rim covers the chin, mouth and nose but not the eyes`,
      `The rim covers the mouth and sits below the tip of the nose`,
      `The rim rests on the eyes and extends below the chin`,
      `The rim covers the nose and leaves the mouth open and uncovered`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. A properly sized neonatal mask covers the tip of the chin, the mouth and the nose without covering the eyes, giving a good seal without pressure on the eyes.

B is wrong: a mask over the mouth alone leaves the nose open and leaks.
C is wrong: a mask resting on the eyes is too large and can injure them; it also leaks.
D is wrong: a nose-only mask leaks through the open mouth.

Correct Answer: A
Key Learning Point: A neonatal face mask covers the chin, mouth and nose, not the eyes.`,
    difficulty: 'easy',
    cognitiveLevel: 'recall',
  },
  {
    ...meta,
    key: 'awx-029',
    questionText: `An oropharyngeal airway is placed in an unconscious adult during bag-mask ventilation. Chest rise becomes worse than before, and the therapist sees that the flange sits well out from the lips. What is the most likely cause?`,
    options: [
      `The airway is too small and has pushed the tongue back into the pharynx`,
      `The airway is the right size, but the mask is too large for the face`,
      `The airway is too large and is pressing the epiglottis over the glottis`,
      `The airway was inserted correctly, and the patient now has bronchospasm`,
    ],
    correctAnswer: 'C',
    explanation: `C is correct. An oral airway that is too long reaches past the base of the tongue and can push the epiglottis down over the laryngeal opening, worsening obstruction; the protruding flange is the clue. Remove it and place the correct size (corner of the mouth to the angle of the jaw).

A is wrong: a small airway would sit with the flange at the lips and push the tongue back, not stand out from the mouth.
B is wrong: a large mask causes leaks, but the protruding flange points to the airway.
D is wrong: bronchospasm does not explain the airway's position.

Correct Answer: C
Key Learning Point: An oversized oral airway can push the epiglottis over the glottis and worsen obstruction; size from the corner of the mouth to the angle of the jaw.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'awx-030',
    questionText: `Before deflating the cuff of a ventilated patient's tracheostomy tube for a speaking valve trial, which step best reduces the risk of aspiration?`,
    options: [
      `Raise the pressure support by 10 cm H2O before letting the cuff down`,
      `Suction the trachea and the mouth, and above the cuff if a port exists`,
      `Give the patient a few sips of water to check swallowing ahead of time`,
      `Deflate the cuff quickly in one step so secretions cannot move down`,
    ],
    correctAnswer: 'B',
    explanation: `B is correct. Secretions pool above the cuff. Suctioning the mouth and, where available, the subglottic port, then the trachea (or suctioning through the tube while the cuff is slowly deflated) removes them before they can fall into the lower airway.

A is wrong: higher support does not prevent pooled secretions from being aspirated.
C is wrong: testing swallowing with water before clearing pooled secretions adds aspiration risk.
D is wrong: rapid deflation drops pooled secretions into the trachea.

Correct Answer: B
Key Learning Point: Clear secretions from the mouth and above the cuff, and suction through the tube, before and during cuff deflation.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'awx-031',
    questionText: `A patient has had a tracheostomy for 2 weeks. During stoma care, the therapist finds a small amount of clear drainage and healthy pink skin around the stoma. Which care is appropriate?`,
    options: [
      `Clean the stoma with sterile saline and change the dressing when soiled`,
      `Apply an antibiotic ointment to the stoma every 4 hours around the clock`,
      `Clean with full-strength hydrogen peroxide left on the skin to dry there`,
      `Leave the stoma uncleaned so the healing skin is not disturbed`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. Routine stoma care cleans the site at least daily and as needed with sterile saline (or as policy directs), dries it, and changes the dressing when soiled to keep the skin dry and intact.

B is wrong: routine antibiotic ointment is not indicated for a healthy stoma.
C is wrong: full-strength peroxide left on the skin can damage healing tissue.
D is wrong: uncleaned secretions cause skin breakdown and infection.

Correct Answer: A
Key Learning Point: Clean a healthy tracheostomy stoma with saline at least daily and change the dressing whenever it is soiled.`,
    difficulty: 'easy',
    cognitiveLevel: 'recall',
  },
  {
    ...meta,
    key: 'awx-032',
    topicId: 10,
    source: 'aap-aha-neonatal-2025',
    questionText: `A 1.1-kg infant on the ventilator suddenly desaturates to 70% with a heart rate of 90/min. The colorimetric and waveform end-tidal CO2 readings are gone, the baby is crying audibly, and chest rise is poor. What should the therapist do first?`,
    options: [
      `Increase the peak pressure and FiO2 and wait for the SpO2 to respond`,
      `Remove the tube and ventilate by mask while preparing to reintubate`,
      `Push the tube 1 cm deeper and recheck the end-tidal CO2 reading`,
      `Suction the tube twice more and then recheck the end-tidal reading`,
    ],
    correctAnswer: 'B',
    explanation: `B is correct. An audible cry, loss of exhaled CO2 and poor chest rise show the tube is out of the trachea. The tube is removed, the infant is ventilated by mask and reintubated once stable.

A is wrong: higher settings through a dislodged tube ventilate the esophagus or pharynx.
C is wrong: blindly advancing a displaced tube is likely to enter the esophagus.
D is wrong: suctioning does not fix a tube that is no longer in the trachea.

Correct Answer: B
Key Learning Point: An audible cry and absent exhaled CO2 in an intubated infant mean accidental extubation: remove the tube and ventilate by mask.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
  },
  {
    ...meta,
    key: 'awx-033',
    questionText: `A ventilated patient with a cuffed tracheostomy cannot tolerate cuff deflation, but the team wants to give him a way to speak. Which device is designed for this?`,
    options: [
      `A fenestrated tube with a decannulation cap placed on the hub`,
      `An uncuffed tube with a one-way speaking valve on its hub`,
      `A tube with a port that sends gas above the inflated cuff`,
      `A heat and moisture exchanger with a one-way flap on its hub`,
    ],
    correctAnswer: 'C',
    explanation: `C is correct. A "talking" tracheostomy tube has an external line that delivers gas through a port above the cuff, so it flows up through the larynx and allows whispered speech while the cuff stays inflated for ventilation.

A is wrong: capping needs a deflated cuff and spontaneous breathing, which this patient cannot do.
B is wrong: an uncuffed tube and speaking valve need the patient to tolerate having no cuff seal.
D is wrong: an HME does not create airflow through the larynx.

Correct Answer: C
Key Learning Point: When the cuff must stay inflated, a tube with an above-cuff gas port can allow speech.`,
    difficulty: 'medium',
    cognitiveLevel: 'recall',
  },
  {
    ...meta,
    key: 'awx-034',
    questionText: `Before sedation for a procedure, which patient has the most predictors of difficult bag-mask ventilation?`,
    options: [
      `A 30-year-old woman with a BMI of 24 and her natural teeth`,
      `A 25-year-old man with asthma, well controlled on an ICS`,
      `A 40-year-old woman with a small mouth, a short neck and no snoring`,
      `A 68-year-old bearded, edentulous man with obesity and snoring`,
    ],
    correctAnswer: 'D',
    explanation: `D is correct. Predictors of difficult mask ventilation include a beard, obesity, no teeth, age over about 55 and snoring or sleep apnea. This patient has all five and needs a plan such as two-person technique, an oral airway and a supraglottic airway ready.

A is wrong: normal weight and intact teeth predict easy mask ventilation.
B is wrong: well-controlled asthma is not a strong predictor of difficult mask ventilation.
C is wrong: a small mouth may affect laryngoscopy more than mask ventilation, and she has no other predictors.

Correct Answer: D
Key Learning Point: Beard, obesity, no teeth, older age and snoring predict difficult mask ventilation.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
  },
  {
    ...meta,
    key: 'awx-035',
    topicId: 3,
    questionText: `A ventilated patient suddenly has high peak pressure alarms on volume control, absent breath sounds on both sides and falling SpO2. A suction catheter stops 4 cm into the endotracheal tube, and the bag is very hard to squeeze. Both lungs rose normally 10 minutes ago. What is the most appropriate action?`,
    options: [
      `Insert bilateral chest tubes for suspected tension pneumothorax`,
      `Give an in-line bronchodilator and increase the inspiratory time`,
      `Remove the blocked tube, ventilate by mask and reintubate`,
      `Raise the high-pressure alarm limit so full volume is delivered`,
    ],
    correctAnswer: 'C',
    explanation: `C is correct. A catheter that cannot pass, a bag that is hard to squeeze and absent sounds on both sides point to a blocked tube (mucus plug, blood clot or kink). If it cannot be cleared immediately, the tube is removed, the patient ventilated by mask and reintubated.

A is wrong: bilateral tension pneumothorax is unlikely and would not stop a suction catheter inside the tube.
B is wrong: bronchospasm does not stop a catheter inside the tube, and a drug cannot reach the lungs through a blocked tube.
D is wrong: raising the limit exposes the circuit to high pressure without moving gas past the obstruction.

Correct Answer: C
Key Learning Point: If a suction catheter will not pass an endotracheal tube in a patient who cannot be ventilated, treat it as tube obstruction: remove and reintubate.`,
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
  },
];
