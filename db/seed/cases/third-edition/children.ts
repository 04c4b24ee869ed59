import type { SeedCaseSet } from '../../types';

/**
 * Third-edition clinical-judgment case sets: neonatal and pediatric patients. Resuscitation follows the 2025
 * AAP/AHA neonatal and AHA pediatric guidelines; each set states its RTE category, focus and place so forms can be
 * drawn to the outline's counts. Written, not yet reviewed against the sources: no item carries a review date.
 */
export const caseSets: SeedCaseSet[] = [
  {
    key: 'case-ch-001',
    topicId: 10,
    title: 'Cord management and the first minutes of a limp late-preterm infant',
    setting: 'neonatal-pediatric',
    category: 'neonatal',
    focus: 'resuscitation',
    place: 'hospital',
    scenario: `The respiratory therapist joins the delivery team for a 29-year-old woman at 36 weeks' gestation. The second stage of labor has lasted 3 hours with repeated late decelerations, and the amniotic fluid is clear. The radiant warmer, a T-piece resuscitator set to 20/5 cm H2O, a pulse oximeter and a 3-lead ECG are ready. The baby is born limp, pale and not breathing.`,
    items: [
      {
        key: 'case-ch-001-1',
        questionText: `The obstetrician holds the baby at the level of the perineum and asks what to do with the umbilical cord. What should the team do?`,
        options: [
          `Wait 60 seconds before clamping while the baby is dried on the abdomen`,
          `Milk the intact cord a few times, then clamp and begin care`,
          `Clamp at once, then strip the cut segment before beginning care`,
          `Leave the cord unclamped until it stops pulsing, then ventilate`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. The 2025 AAP/AHA neonatal guidelines reserve deferred clamping for newborns who do not need resuscitation; for a nonvigorous newborn of 35 to 42 weeks, milking the intact cord a few times before clamping is a reasonable alternative to immediate clamping. It gives part of the placental transfusion within seconds and does not delay the initial steps.

A is wrong: a 60-second delay suits a vigorous baby; this apneic, limp baby needs airway positioning and ventilation within the first minute.
C is wrong: stripping a cut segment returns a small, unmeasured volume and is not the practice the guidance describes.
D is wrong: waiting for pulsations to stop takes minutes and postpones the ventilation a nonbreathing newborn needs.

Correct Answer: B
Key Learning Point: Deferred clamping is for newborns who do not need resuscitation; intact cord milking may be used for a nonvigorous newborn of 35 to 42 weeks (not below 28 weeks).`,
        difficulty: 'hard',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-G',
        rteArea: 'interventions',
        source: 'aap-aha-neonatal-2025',
        written: '2026-11-28',
        kind: 'decision-making',
      },
      {
        key: 'case-ch-001-2',
        update: `The cord is clamped after milking. Under the warmer the baby is dried, the wet towel is removed and the head is placed in the sniffing position. At 40 seconds he is still apneic and floppy, and a nurse is feeling for a pulse at the cord stump.`,
        questionText: `Which assessment should guide the team's decisions once ventilation begins?`,
        options: [
          `Palpation of the umbilical stump every 30 seconds`,
          `Heart rate from ECG leads placed on the chest`,
          `Apgar score assigned at 1 and 5 minutes`,
          `Capillary refill time on the sternum`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. The rise in heart rate is the best sign that ventilation is working, and an ECG displays it continuously and accurately within seconds; the guidelines favor it whenever positive-pressure ventilation is given.

A is wrong: palpating the cord often undercounts the rate and interrupts the team, which can lead to needless compressions.
C is wrong: the Apgar score describes the baby's condition afterwards; it is not used to decide resuscitation steps.
D is wrong: capillary refill is slow to change and unreliable at birth.

Correct Answer: B
Key Learning Point: During newborn ventilation, follow the heart rate on an ECG; it responds first when ventilation is effective.`,
        difficulty: 'easy',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-B',
        rteArea: 'patient-data',
        source: 'aap-aha-neonatal-2025',
        written: '2026-11-28',
        kind: 'information-gathering',
      },
      {
        key: 'case-ch-001-3',
        update: `Ventilation with 21% oxygen starts at 50 seconds and the chest rises. By 2 minutes the heart rate is 145/min and he cries and breathes regularly, so ventilation is stopped. The right-hand oximeter reads 72% at 3 minutes and 76% at 5 minutes; he is pink centrally and grunting softly.`,
        questionText: `How should the team interpret his two oximeter readings?`,
        options: [
          `Both are low; oxygen should have begun with the first breath`,
          `Both lie within the expected range for a newborn in transition`,
          `On target at 3 minutes, short of the 80–85% goal at 5 minutes`,
          `Below target at 3 minutes, on target by 5 minutes`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. Preductal saturation after birth climbs gradually; the targets are about 70–75% at 3 minutes and 80–85% at 5 minutes. A reading of 72% at 3 minutes is on target, while 76% at 5 minutes falls short and calls for a small increase in oxygen.

A is wrong: resuscitation of a baby of 35 weeks or more starts with 21% oxygen; 72% at 3 minutes is normal.
B is wrong: the 5-minute reading is below the 80–85% goal.
D is wrong: it reverses the readings: 72% at 3 minutes is on target, and 76% at 5 minutes is below the 5-minute goal.

Correct Answer: C
Key Learning Point: Preductal SpO2 targets after birth: 1 min 60–65%, 2 min 65–70%, 3 min 70–75%, 4 min 75–80%, 5 min 80–85%, 10 min 85–95%.`,
        difficulty: 'medium',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'aap-aha-neonatal-2025',
        written: '2026-11-28',
        kind: 'information-gathering',
      },
      {
        key: 'case-ch-001-4',
        update: `Blended oxygen at 30% is given by CPAP mask at 5 cm H2O. At 10 minutes he breathes 60/min with mild retractions, heart rate 150/min, and the right-hand SpO2 is 98% on 30%.`,
        questionText: `What should the respiratory therapist do with his oxygen now?`,
        options: [
          `Keep 30%, since his saturation has at last reached a safe level`,
          `Lower the oxygen toward 21%, aiming at 85–95% by 10 minutes`,
          `Raise the oxygen to 40% in case the retractions progress`,
          `Stop the oximeter and judge oxygenation by his color`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. By 10 minutes the target preductal saturation is 85–95%. At 98% he is above it, so the blended oxygen should be reduced step by step while the oximeter is watched; hyperoxia after birth adds oxidative injury without benefit.

A is wrong: 98% is above the 10-minute range, and keeping the oxygen unchanged invites hyperoxia.
C is wrong: raising oxygen for a possible future problem overshoots further; retractions are managed with CPAP and assessment.
D is wrong: color is an unreliable guide to saturation in newborns.

Correct Answer: B
Key Learning Point: Titrate oxygen down as well as up during transition: the 10-minute preductal target is 85–95%.`,
        difficulty: 'easy',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-C',
        rteArea: 'interventions',
        source: 'aap-aha-neonatal-2025',
        written: '2026-11-28',
        kind: 'decision-making',
      },
      {
        key: 'case-ch-001-5',
        update: `A double-clamped cord segment was kept. The laboratory reports the paired umbilical samples shown in the table. His neurologic examination at 30 minutes is normal for gestational age.`,
        questionText: `Which interpretation of the cord blood gases in the table is correct?`,
        options: [
          `A mixed acidemia, mostly respiratory, from a valid artery–vein pair`,
          `A severe metabolic acidosis that meets a threshold for cooling`,
          `Swapped samples, because the venous column looks more acidotic`,
          `A pure metabolic acidosis, since the carbon dioxide is normal`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. The arterial sample has the lower pH and higher PCO2 than the venous one, so the pair is valid. The arterial pH of 7.08 reflects a high PCO2 (72 mm Hg) with a moderate base deficit (about 8 mEq/L): a mixed acidemia in which the respiratory part dominates, typical of a brief interruption of placental gas exchange late in labor.

B is wrong: the thresholds that prompt evaluation for therapeutic hypothermia are a pH of 7.0 or less or a base deficit of 16 mEq/L or more, and his examination is normal.
C is wrong: the venous sample is the less acidotic one, as it should be.
D is wrong: an arterial PCO2 of 72 mm Hg is far from normal.

Correct Answer: A
Key Learning Point: In a cord gas pair the artery shows the fetus's own state (lower pH, higher PCO2 than the vein); severe asphyxia means pH 7.0 or less or a base deficit of 16 or more.`,
        difficulty: 'hard',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'egans-2020',
        written: '2026-11-28',
        kind: 'information-gathering',
        exhibit: {
          kind: 'table',
          variant: 'abg',
          title: 'Paired umbilical cord blood gases',
          alt: 'A two-column table of umbilical artery and umbilical vein values: pH, PCO2, PO2, bicarbonate and base excess.',
          columns: ['Test', 'Umbilical artery', 'Umbilical vein'],
          rows: [
            ['pH', '7.08', '7.20'],
            ['PCO2', '72 mm Hg', '52 mm Hg'],
            ['PO2', '16 mm Hg', '28 mm Hg'],
            ['HCO3-', '21 mEq/L', '19.6 mEq/L'],
            ['Base excess', '-8 mEq/L', '-7 mEq/L'],
          ],
        },
      },
      {
        key: 'case-ch-001-6',
        update: `He goes to his mother for skin-to-skin care. Afterwards the nurse mentions that the T-piece had not been tested before the birth and its peak pressure dial had to be adjusted during the first breaths.`,
        questionText: `How should the team handle what happened with the T-piece?`,
        options: [
          `Let the team leader correct the nurse privately later that day`,
          `Record it in the chart and leave the discussion to the unit manager`,
          `Hold a short debriefing now on what went well and the equipment check`,
          `Raise it at next month's morbidity meeting once the infant is discharged`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. A brief, structured debriefing soon after a resuscitation, with everyone present, lets the team name what worked and fix a system problem (the pre-birth equipment check) while details are fresh. It is blame-free and focused on the process.

A is wrong: the lapse belongs to the team's checklist, not one person, and a private talk teaches no one else.
B is wrong: charting the event does not change the team's practice; the people involved should discuss it.
D is wrong: waiting weeks loses the details and the chance to fix the check before the next birth.

Correct Answer: C
Key Learning Point: Debrief every resuscitation promptly as a team; use it to fix systems such as the pre-birth equipment check.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-I',
        rteArea: 'professional-practice',
        source: 'teamstepps-2023',
        written: '2026-11-28',
        kind: 'decision-making',
      },
    ],
  },
  {
    key: 'case-ch-002',
    topicId: 10,
    title: 'A nonvigorous term infant born through meconium-stained fluid',
    setting: 'neonatal-pediatric',
    category: 'neonatal',
    focus: 'resuscitation',
    place: 'hospital',
    scenario: `A 41-week infant is about to be born by vacuum extraction after a prolonged fetal bradycardia of 80/min. The amniotic fluid is thick, dark green meconium. The respiratory therapist is the airway member of the four-person team. At birth the infant is limp, apneic and covered in meconium; the cord is clamped at once.`,
    items: [
      {
        key: 'case-ch-002-1',
        questionText: `After the infant is placed under the radiant warmer, what should the team do first?`,
        options: [
          `Intubate and suction the trachea before giving any breath`,
          `Dry, position and clear the mouth, then ventilate by mask`,
          `Stimulate and give free-flow oxygen for two full minutes`,
          `Suction the stomach to remove swallowed meconium first`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. For a nonvigorous newborn born through meconium-stained fluid, the guidelines no longer advise routine intubation for tracheal suction. The initial steps (warm, dry, position, clear secretions from the mouth and nose if needed) are followed by positive-pressure ventilation within the first minute if the infant is apneic.

A is wrong: routine tracheal suction delays ventilation and has not improved outcomes; intubation for suction is kept for an airway blocked by thick secretions.
C is wrong: free-flow oxygen does not help an apneic infant, who needs ventilation.
D is wrong: gastric suction is not part of the initial steps and can trigger vagal bradycardia.

Correct Answer: B
Key Learning Point: Meconium does not change the first steps: a nonvigorous newborn gets initial steps and PPV within a minute, not routine tracheal suction.`,
        difficulty: 'easy',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-G',
        rteArea: 'interventions',
        source: 'aap-aha-neonatal-2025',
        written: '2026-11-28',
        kind: 'decision-making',
      },
      {
        key: 'case-ch-002-2',
        update: `Mask ventilation with 21% oxygen starts at 45 seconds at 25/5 cm H2O. After 15 seconds the heart rate on the ECG is 70/min and unchanged, and the chest does not move with the breaths.`,
        questionText: `What should the respiratory therapist do next?`,
        options: [
          `Begin chest compressions at a 3:1 ratio with 100% oxygen`,
          `Increase the oxygen to 100% and keep the same mask breaths`,
          `Reapply the mask and reposition the head first`,
          `Give epinephrine through the umbilical vein at 0.02 mg/kg`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. No chest movement means the breaths are not ventilating the lungs. The ventilation corrective steps (MR. SOPA) begin with the Mask (reapply for a seal) and Reposition the head; then Suction, Open the mouth, raise the Pressure and use an Alternative airway if needed, checking chest movement after each.

A is wrong: compressions start only when the heart rate stays below 60/min after 30 seconds of ventilation that moves the chest.
B is wrong: more oxygen cannot reach lungs that are not being inflated.
D is wrong: epinephrine follows effective ventilation and compressions, not a leaking mask.

Correct Answer: C
Key Learning Point: If the chest does not rise, fix ventilation first with MR. SOPA before any compressions or drugs.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-G',
        rteArea: 'interventions',
        source: 'aap-aha-neonatal-2025',
        written: '2026-11-28',
        kind: 'decision-making',
      },
      {
        key: 'case-ch-002-3',
        update: `After suctioning thick meconium from the mouth, an endotracheal tube is placed. The heart rate drifts from 70 to 55/min, the abdomen is distending, and breath sounds are faint in both axillae but loud over the epigastrium. The capnogram from the tube adapter is shown.`,
        questionText: `What does the capnogram shown, together with the examination, indicate?`,
        options: [
          `Correct placement, with low CO2 from poor lung blood flow`,
          `A meconium plug blocking a correctly placed tube`,
          `The tube has passed into the esophagus`,
          `The tube tip sits in the right main bronchus`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. A few small waves that shrink and then vanish are the washout of gas from the stomach; with a distending abdomen, louder sounds over the epigastrium and a falling heart rate, the tube is in the esophagus and must be removed.

A is wrong: low pulmonary blood flow gives a low but persisting CO2 trace, and breath sounds would be heard over the chest.
B is wrong: a blocked tube gives no waves at all and does not fill the stomach.
D is wrong: a right main bronchus intubation still returns CO2 and gives louder sounds on the right chest, not over the stomach.

Correct Answer: C
Key Learning Point: Waves that fade to a flat line after intubation, with gastric distension, mean esophageal placement; remove the tube and ventilate by mask or laryngeal mask.`,
        difficulty: 'hard',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'aap-aha-neonatal-2025',
        written: '2026-11-28',
        kind: 'information-gathering',
        exhibit: {
          kind: 'capnogram',
          title: 'Capnogram from the endotracheal tube adapter',
          alt: 'Three small waves, each lower than the one before, after which the trace stays flat at zero for the rest of the strip.',
          pattern: 'esophageal',
          rate: 40,
          seconds: 15,
        },
      },
      {
        key: 'case-ch-002-4',
        update: `The tube is replaced in the trachea and ventilation moves the chest. At 12 minutes the heart rate is 150/min. On FiO2 0.60, SpO2 is 90% on the right hand and 74% on a foot; blood pressure is 46/28 mm Hg (mean 34).`,
        questionText: `What does the difference between his two oximeter readings most likely show?`,
        options: [
          `Right-to-left flow across the ductus from high pressure`,
          `A probe artifact from the cooler skin of the lower limbs`,
          `Cyanotic heart disease with a fixed mixing lesion`,
          `A left-sided pneumothorax compressing one lung`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. A preductal (right hand) saturation more than about 10 points above the postductal (foot) reading means deoxygenated blood is crossing from the pulmonary artery to the aorta through the ductus arteriosus. After meconium aspiration and asphyxia this points to persistent pulmonary hypertension of the newborn; an echocardiogram confirms it.

B is wrong: a 16-point gap with a good signal is a real finding, not cool skin.
C is wrong: most mixing lesions lower both readings about equally; the differential pattern fits ductal shunting.
D is wrong: a pneumothorax lowers both readings and changes breath sounds on one side.

Correct Answer: A
Key Learning Point: A preductal–postductal SpO2 gap of over 10 points signals right-to-left ductal shunting, usually from pulmonary hypertension.`,
        difficulty: 'medium',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-B',
        rteArea: 'patient-data',
        source: 'egans-2020',
        written: '2026-11-28',
        kind: 'information-gathering',
      },
      {
        key: 'case-ch-002-5',
        update: `Echocardiography shows suprasystemic pulmonary pressure with right-to-left ductal flow and a normal heart structure. On conventional ventilation (mean airway pressure 15 cm H2O, FiO2 1.0) the postductal PaO2 is 40 mm Hg; after a surfactant dose it is unchanged. A chest film shows patchy infiltrates with good expansion.`,
        questionText: `Which treatment should the respiratory therapist recommend now?`,
        options: [
          `Inhaled nitric oxide at 20 ppm`,
          `Bicarbonate to keep the pH over 7.55`,
          `Hyperventilation to a PaCO2 of 25 mm Hg`,
          `A second surfactant dose, then wait 12 hours`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. His oxygenation index is 15 × 100 ÷ 40 = 37.5. For a term infant with hypoxic respiratory failure, echocardiographic pulmonary hypertension, good lung recruitment and an oxygenation index above 25, inhaled nitric oxide at 20 ppm dilates the ventilated lung's vessels and lessens the need for ECMO.

B is wrong: inducing alkalosis has no proven benefit and carries sodium and osmolar loads.
C is wrong: hyperventilation lowers cerebral blood flow and risks barotrauma and hearing loss.
D is wrong: the first dose did not help and the lungs are expanded; waiting with an index of 37.5 delays effective treatment.

Correct Answer: A
Key Learning Point: In a term newborn with echo-proven pulmonary hypertension and an oxygenation index above 25 despite recruited lungs, start inhaled nitric oxide at 20 ppm.`,
        difficulty: 'hard',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-D',
        rteArea: 'interventions',
        source: 'aarc-ino-neonates-2010',
        written: '2026-11-28',
        kind: 'decision-making',
      },
    ],
  },
  {
    key: 'case-ch-003',
    topicId: 10,
    title: 'Congenital diaphragmatic hernia in the delivery room',
    setting: 'neonatal-pediatric',
    category: 'neonatal',
    focus: 'resuscitation',
    place: 'hospital',
    scenario: `A left-sided congenital diaphragmatic hernia with the liver in the chest was found on a 20-week ultrasound. The mother is delivered at 38 weeks by planned cesarean at a surgical center. The respiratory therapist has a 3.0 mm tube, a T-piece set to 25/5 cm H2O, a 10 Fr double-lumen gastric tube and pre- and postductal oximeter probes ready. At birth the infant gasps weakly; heart rate 90/min.`,
    items: [
      {
        key: 'case-ch-003-1',
        questionText: `How should the team support his breathing in the first minute?`,
        options: [
          `Mask ventilation at 30 cm H2O until the chest wall rises`,
          `Nasal CPAP at 6 cm H2O while watching his effort`,
          `Free-flow oxygen near the face until the rate climbs`,
          `Prompt intubation, without a period of mask breaths`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. With a known hernia, mask ventilation or CPAP pushes gas into the stomach and bowel lying in the chest, which compresses the small lungs further and shifts the mediastinum. Such an infant is intubated straight away and ventilated with gentle pressures.

A is wrong: mask breaths at high pressure inflate the herniated bowel and risk pneumothorax in hypoplastic lungs.
B is wrong: CPAP also distends the bowel, and a gasping infant needs a secure airway.
C is wrong: free-flow oxygen gives no ventilation to an infant who is barely breathing.

Correct Answer: D
Key Learning Point: In a known diaphragmatic hernia, intubate at birth and avoid bag-mask ventilation or CPAP.`,
        difficulty: 'easy',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-A',
        rteArea: 'interventions',
        source: 'cdh-euro-2015',
        written: '2026-11-28',
        kind: 'decision-making',
      },
      {
        key: 'case-ch-003-2',
        update: `He is intubated and ventilated at PIP 24, PEEP 4 cm H2O, rate 40/min, FiO2 1.0. The heart rate rises to 150/min. The left chest is dull with bowel sounds, and the abdomen looks scaphoid.`,
        questionText: `Which step should follow securing the airway?`,
        options: [
          `A left chest tube to drain the air in the thorax`,
          `A gastric tube on continuous low suction`,
          `A surfactant dose through the new airway`,
          `Prone positioning to improve gas exchange`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Decompressing the stomach and bowel with a large-bore double-lumen tube on continuous low suction keeps swallowed and delivered gas out of the herniated bowel, so the lungs are less compressed.

A is wrong: the dullness and bowel sounds come from herniated bowel, not a pneumothorax; a chest tube on that side could perforate the bowel.
C is wrong: routine surfactant has not helped term infants with a hernia.
D is wrong: prone positioning is not part of delivery-room stabilization and hinders access.

Correct Answer: B
Key Learning Point: After intubating an infant with a diaphragmatic hernia, decompress the gut with a large gastric tube on continuous suction.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-G',
        rteArea: 'interventions',
        source: 'cdh-euro-2015',
        written: '2026-11-28',
        kind: 'decision-making',
      },
      {
        key: 'case-ch-003-3',
        update: `In the NICU at 2 hours he is on PIP 24, PEEP 5, rate 40/min, FiO2 0.60. Preductal SpO2 is 86% and postductal SpO2 72%. The umbilical arterial gas is in the table.`,
        questionText: `What should the team conclude from the blood gas in the table with his saturations?`,
        options: [
          `Hypercapnia calling for a higher rate and a PIP of 30 cm H2O`,
          `Hypoxemia calling for FiO2 1.0 to bring the PaO2 above 80 mm Hg`,
          `Metabolic acidosis that should be corrected with bicarbonate`,
          `Values within the ranges accepted in this condition`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. In diaphragmatic hernia the aim is to protect the hypoplastic lungs: a preductal SpO2 of 80–95%, a PaCO2 of 50–70 mm Hg with a pH above 7.20, and a PIP no higher than 25 cm H2O are accepted. His pH of 7.24 with a PaCO2 of 62 mm Hg and preductal SpO2 of 86% fit those ranges; a low postductal PaO2 is expected with ductal shunting.

A is wrong: chasing a normal PaCO2 with higher pressures injures the small lungs.
B is wrong: a postductal PaO2 is not the target; preductal SpO2 is.
C is wrong: the bicarbonate is normal; the acidemia is respiratory and mild.

Correct Answer: D
Key Learning Point: In diaphragmatic hernia accept preductal SpO2 80–95%, PaCO2 50–70 mm Hg and pH above 7.20 while keeping PIP at 25 cm H2O or less.`,
        difficulty: 'hard',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'cdh-euro-2015',
        written: '2026-11-28',
        kind: 'information-gathering',
        exhibit: {
          kind: 'table',
          variant: 'abg',
          title: 'Umbilical arterial blood gas on FiO2 0.60',
          alt: 'One arterial blood gas drawn from the umbilical artery catheter: pH, PaCO2, PaO2, bicarbonate and base excess.',
          columns: ['Test', 'Result'],
          rows: [
            ['pH', '7.24'],
            ['PaCO2', '62 mm Hg'],
            ['PaO2', '38 mm Hg'],
            ['HCO3-', '25.8 mEq/L'],
            ['Base excess', '-2 mEq/L'],
          ],
        },
      },
      {
        key: 'case-ch-003-4',
        update: `Over the next 6 hours he worsens: preductal SpO2 78% on FiO2 0.80, PaCO2 78 mm Hg, pH 7.15, on PIP 26, PEEP 5, rate 50/min. Blood pressure is adequate on a dopamine infusion.`,
        questionText: `What change to his respiratory support should the respiratory therapist recommend?`,
        options: [
          `Raise the PIP to 32 cm H2O on the conventional ventilator`,
          `Change to high-frequency oscillatory ventilation`,
          `Increase the conventional rate to 80/min at the same PIP`,
          `Extubate to nasal CPAP to lower airway pressure`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. He now falls outside the accepted ranges (preductal SpO2 below 80%, PaCO2 above 70 mm Hg) even though the peak pressure already exceeds 25 cm H2O. The consensus protocol moves such infants to high-frequency oscillatory ventilation, which ventilates with small pressure swings around a steady mean airway pressure.

A is wrong: a PIP of 32 cm H2O on hypoplastic lungs invites pneumothorax.
C is wrong: a rate of 80/min shortens expiration, traps gas and adds little alveolar ventilation.
D is wrong: a worsening infant with a hernia needs more support, and CPAP would distend the bowel.

Correct Answer: B
Key Learning Point: In diaphragmatic hernia, if targets cannot be met with a PIP of 25 cm H2O or less, change to high-frequency oscillation rather than raise pressures.`,
        difficulty: 'hard',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        source: 'cdh-euro-2015',
        written: '2026-11-28',
        kind: 'decision-making',
      },
      {
        key: 'case-ch-003-5',
        update: `On the oscillator his gases improve. On day 2 the preductal SpO2 suddenly falls from 90% to 62%, the heart rate drops to 95/min and the blood pressure falls. The chest wiggle is now absent on the right, and a cold light held on the right chest glows brightly.`,
        questionText: `What should the team do first?`,
        options: [
          `Raise the oscillator amplitude until the wiggle returns`,
          `Start inhaled nitric oxide at 20 ppm`,
          `Aspirate the right chest with a needle, then place a drain`,
          `Pull the tube back 1 cm and listen again`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. A sudden fall in saturation, heart rate and blood pressure with the wiggle gone on the right and a right chest that glows under a cold light is air under tension in the right pleural space. In a diaphragmatic hernia the right lung carries almost all the gas exchange, so it is decompressed at once, by needle aspiration and then a chest drain, before anything else.

A is wrong: more amplitude adds pressure to a lung that is already leaking and makes the tension worse.
B is wrong: the crash is mechanical; treating pulmonary hypertension first loses the minutes the decompression needs.
D is wrong: a tube in the left bronchus would not make the right chest transilluminate, and moving it delays the drainage.

Correct Answer: C
Key Learning Point: In diaphragmatic hernia the lung opposite the defect is prone to pneumothorax; a one-sided loss of chest wiggle with bright transillumination needs immediate decompression.`,
        difficulty: 'medium',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-G',
        rteArea: 'interventions',
        source: 'egans-2020',
        written: '2026-11-28',
        kind: 'decision-making',
      },
      {
        key: 'case-ch-003-6',
        update: `A right chest drain is placed and he stabilizes. Over the next 24 hours on the oscillator (mean airway pressure 17 cm H2O, FiO2 1.0) his preductal SpO2 stays at 70–75%, his oxygenation index is 42 and then 45, and his lactate rises to 5 mmol/L. The echocardiogram shows suprasystemic pulmonary pressure with a poorly contracting right ventricle; 4 hours of inhaled nitric oxide made no difference.`,
        questionText: `What should the respiratory therapist recommend to the team?`,
        options: [
          `Raise the oscillator's mean airway pressure to 24`,
          `Keep the nitric oxide and recheck the gases tomorrow`,
          `Go back to conventional breaths at a PIP of 35`,
          `Ask the ECMO team to assess him for cannulation now`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Despite optimal ventilation and a trial of nitric oxide he has an oxygenation index persistently above 40, a preductal SpO2 that cannot be kept above about 80–85%, a rising lactate and right ventricular failure. These meet the consensus criteria for extracorporeal membrane oxygenation, which supports gas exchange and the circulation while the pulmonary hypertension settles before repair.

A is wrong: a much higher mean pressure overdistends the small lungs and further impairs venous return and the failing right ventricle.
B is wrong: nitric oxide has not helped, and waiting a day with rising lactate risks cardiac arrest.
C is wrong: a PIP of 35 cm H2O on hypoplastic lungs risks another pneumothorax.

Correct Answer: D
Key Learning Point: In diaphragmatic hernia, an oxygenation index persistently over 40, preductal SpO2 under about 85% or rising lactate despite optimal care calls for ECMO evaluation.`,
        difficulty: 'hard',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        source: 'cdh-euro-2015',
        written: '2026-11-28',
        kind: 'decision-making',
      },
    ],
  },
  {
    key: 'case-ch-004',
    topicId: 10,
    title: 'A term newborn who needs ventilation, compressions and cooling',
    setting: 'neonatal-pediatric',
    category: 'neonatal',
    focus: 'resuscitation',
    place: 'hospital',
    scenario: `A 39-week, 3.5 kg boy is delivered by emergency cesarean for a cord prolapse with 15 minutes of fetal bradycardia. He is apneic and limp at birth and the cord is clamped at once. After drying, positioning and stimulation under the warmer, he is still apneic and his heart rate on the ECG is 80/min at 30 seconds.`,
    items: [
      {
        key: 'case-ch-004-1',
        questionText: `How should the respiratory therapist begin ventilating him?`,
        options: [
          `Mask CPAP at 5 cm H2O in room air while watching his effort`,
          `Mask breaths at 40–60/min with 21% oxygen and 5 cm H2O PEEP`,
          `Mask breaths at 30/min with 100% oxygen until he turns pink`,
          `More rubbing of the back for another 30 seconds before breaths`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. An apneic newborn with a heart rate under 100/min needs positive-pressure ventilation within the first minute. For a baby of 35 weeks or more it starts with 21% oxygen, at 40–60 breaths/min, with an initial inflation pressure of about 20–25 cm H2O and PEEP of about 5 cm H2O.

A is wrong: CPAP supports a baby who is breathing; he is apneic.
C is wrong: 100% oxygen at the start is harmful in term newborns, and 30/min is below the recommended rate.
D is wrong: prolonged stimulation delays the ventilation that will raise his heart rate.

Correct Answer: B
Key Learning Point: Apnea or a heart rate under 100/min after the initial steps calls for PPV at 40–60/min, starting with 21% oxygen at 35 weeks or more.`,
        difficulty: 'easy',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-G',
        rteArea: 'interventions',
        source: 'aap-aha-neonatal-2025',
        written: '2026-11-28',
        kind: 'decision-making',
      },
      {
        key: 'case-ch-004-2',
        update: `After a mask adjustment and a rise in inflation pressure to 30 cm H2O the chest moves with every breath. A 3.5 mm tube is placed and confirmed by a color change. The rhythm strip shown is recorded after 30 seconds of ventilation through the tube that moves the chest.`,
        questionText: `Based on the rhythm strip shown, what should the team do now?`,
        options: [
          `Start chest compressions at 3 to 1 with oxygen raised to 100%`,
          `Continue the same ventilation and recheck in another 30 seconds`,
          `Give a 10 mL/kg bolus of normal saline before any compression`,
          `Lower the inflation pressure, since the chest is moving well`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. The strip shows a slow regular rhythm of about 50/min. A heart rate below 60/min after 30 seconds of ventilation that inflates the lungs, here through an endotracheal tube, calls for chest compressions coordinated 3:1 with breaths (90 compressions and 30 breaths a minute), and the oxygen is raised to 100% while compressions go on.

B is wrong: further ventilation alone has already failed to raise a rate below 60/min.
C is wrong: volume is given for suspected blood loss or when the baby does not respond to other steps; there is no blood loss here.
D is wrong: lowering the pressure risks losing the effective ventilation that compressions depend on.

Correct Answer: A
Key Learning Point: Begin 3:1 compressions with 100% oxygen when the newborn heart rate stays below 60/min after 30 seconds of ventilation that moves the chest.`,
        difficulty: 'medium',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-G',
        rteArea: 'interventions',
        source: 'aap-aha-neonatal-2025',
        written: '2026-11-28',
        kind: 'decision-making',
        exhibit: {
          kind: 'ecg',
          title: 'Rhythm strip after 30 seconds of ventilation through the tube',
          alt: 'Regular narrow complexes, widely spaced, each preceded by a P wave; about five complexes fill the six-second strip.',
          rhythm: 'sinusBradycardia',
          rate: 50,
          seconds: 6,
        },
      },
      {
        key: 'case-ch-004-3',
        update: `After 60 seconds of coordinated compressions and ventilation the heart rate is still 50/min. An emergency umbilical venous catheter is in place. The drug tray holds epinephrine 0.1 mg/mL, normal saline and sodium bicarbonate 4.2%.`,
        questionText: `Which drug order should the respiratory therapist read back to the team leader?`,
        options: [
          `Epinephrine 0.07 mg into the umbilical venous line`,
          `Epinephrine 0.35 mg into the umbilical venous line`,
          `Epinephrine 0.035 mg down the endotracheal tube`,
          `Bicarbonate 2 mEq/kg into the umbilical venous line`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. The intravenous epinephrine dose for a newborn is 0.01–0.03 mg/kg, usually 0.02 mg/kg: 0.02 × 3.5 kg = 0.07 mg (0.7 mL of the 0.1 mg/mL solution), flushed with saline. Reading the order back closes the loop before the drug is given.

B is wrong: 0.35 mg is 0.1 mg/kg, the endotracheal dose, which given intravenously is about five times too much.
C is wrong: 0.035 mg is 0.01 mg/kg, below the endotracheal range of 0.05–0.1 mg/kg, and the venous route is available.
D is wrong: bicarbonate is not part of newborn resuscitation drugs for bradycardia and can harm the brain.

Correct Answer: A
Key Learning Point: Newborn epinephrine: 0.02 mg/kg IV (range 0.01–0.03) or 0.05–0.1 mg/kg by tube; confirm the order by reading it back.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-D',
        rteArea: 'interventions',
        source: 'aap-aha-neonatal-2025',
        written: '2026-11-28',
        kind: 'decision-making',
      },
      {
        key: 'case-ch-004-4',
        update: `One minute after epinephrine the heart rate is 140/min and compressions stop. At 1 hour he is ventilated, lethargic and hypotonic, with a weak suck and an incomplete Moro reflex. His first blood gas at 40 minutes had a pH of 6.94 and a base deficit of 17 mEq/L.`,
        questionText: `What should the team arrange for him now?`,
        options: [
          `Active warming to 37.5 °C to speed his recovery`,
          `Bicarbonate to correct the base deficit first`,
          `Evaluation for cooling, started within 6 hours`,
          `An EEG at 24 hours before any treatment decision`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. He is a term infant with a severe acidosis in the first hour (pH 7.0 or below, base deficit 16 or more), a sentinel event and a moderate encephalopathy on examination. Therapeutic hypothermia (33.5–34.5 °C for 72 hours) reduces death and disability when started within 6 hours of birth, so transfer to or evaluation by a cooling center is urgent.

A is wrong: hyperthermia worsens brain injury after asphyxia.
B is wrong: bicarbonate does not protect the brain and is not part of the plan.
D is wrong: waiting 24 hours for an EEG passes the 6-hour window.

Correct Answer: C
Key Learning Point: A term or near-term newborn with severe perinatal acidosis and moderate or severe encephalopathy should start therapeutic hypothermia within 6 hours.`,
        difficulty: 'hard',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        source: 'aap-aha-neonatal-2025',
        written: '2026-11-28',
        kind: 'decision-making',
      },
      {
        key: 'case-ch-004-5',
        update: `Cooling is started. He is on pressure control, PIP 20, PEEP 5 cm H2O, rate 40/min, FiO2 0.25, and breathes a little over the set rate. An arterial gas shows pH 7.48, PaCO2 28 mm Hg, HCO3- 20.4 mEq/L, PaO2 92 mm Hg.`,
        questionText: `Which ventilator change should the respiratory therapist make?`,
        options: [
          `Lower the rate so the PaCO2 rises to 40–50 mm Hg`,
          `Keep the settings, since a low PaCO2 protects the brain`,
          `Raise the FiO2 to bring the PaO2 above 100 mm Hg`,
          `Increase the PEEP to 8 cm H2O to improve oxygenation`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. A PaCO2 of 28 mm Hg is hypocapnia; in infants with hypoxic-ischemic encephalopathy it narrows cerebral vessels and is linked with worse outcomes. Lowering the set rate lets the PaCO2 return to a normal or slightly high range. Cooling also lowers CO2 production, so gases need frequent checks.

B is wrong: hypocapnia reduces cerebral blood flow and is harmful after asphyxia.
C is wrong: the PaO2 is already adequate; hyperoxia adds injury.
D is wrong: oxygenation is adequate on FiO2 0.25; more PEEP is not needed.

Correct Answer: A
Key Learning Point: After perinatal asphyxia avoid hypocapnia and hyperoxia; adjust ventilation to normal PaCO2 and recheck gases often during cooling.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-C',
        rteArea: 'interventions',
        source: 'egans-2020',
        written: '2026-11-28',
        kind: 'decision-making',
      },
    ],
  },
  {
    key: 'case-ch-005',
    topicId: 10,
    title: 'Transporting an intubated preterm newborn from a rural hospital',
    setting: 'neonatal-pediatric',
    category: 'neonatal',
    focus: 'resuscitation',
    place: 'outside',
    scenario: `A neonatal transport team (nurse and respiratory therapist) arrives at a rural hospital for a 2.2 kg boy born at 34 weeks 3 hours ago. He was intubated with a 3.0 mm tube for worsening grunting and given surfactant. He is hand-ventilated at about 40/min on FiO2 0.40; SpO2 93%, heart rate 156/min. The tube is taped at 9.5 cm at the lip. The team will fly him 300 miles in a pressurized fixed-wing aircraft.`,
    items: [
      {
        key: 'case-ch-005-1',
        questionText: `The chest film shows the tube tip at the carina and bilateral granular opacities. What should the respiratory therapist do with the tube?`,
        options: [
          `Leave it, since a deep tube is less likely to come out in flight`,
          `Replace it with a 3.5 mm tube placed to the same depth`,
          `Withdraw it to about 8 cm at the lip and recheck the film`,
          `Advance it 1 cm so that both lungs are ventilated evenly`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. The tip should sit in the mid-trachea, at about the first or second thoracic vertebra. A common estimate of the depth at the lip is weight in kg + 6 cm: 2.2 + 6 ≈ 8 cm. At the carina, any head flexion in flight can push it into the right bronchus, so it is withdrawn and rechecked before departure.

A is wrong: a tube at the carina easily enters a main bronchus with movement.
B is wrong: the size is appropriate for 2.2 kg and the problem is depth, not size.
D is wrong: advancing it places it in the right main bronchus.

Correct Answer: C
Key Learning Point: Confirm a transported newborn's tube tip at T1–T2 before leaving; lip depth is about weight in kg + 6 cm.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-A',
        rteArea: 'interventions',
        source: 'aap-transport-2016',
        written: '2026-11-28',
        kind: 'decision-making',
      },
      {
        key: 'case-ch-005-2',
        update: `The repeat film shows the tip at T2 and also a small right pneumothorax that was not seen before. He is now on the transport ventilator (PIP 18, PEEP 5, rate 40/min, FiO2 0.40) with SpO2 93% and stable blood pressure.`,
        questionText: `What should the team do about the pneumothorax before the flight?`,
        options: [
          `Watch it, since his saturation and pressure are stable`,
          `Give 100% oxygen during the flight to shrink the air pocket`,
          `Place a chest drain and secure it before departure`,
          `Increase the PEEP so that the lung stays fully inflated`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. Gas expands as the cabin pressure falls at altitude (Boyle's law); a cabin at 8,000 ft enlarges trapped gas by about a third. A pneumothorax in a ventilated infant can become a tension pneumothorax in the air, where drainage is far harder. Draining it on the ground, with the drain secured, is the safe plan.

A is wrong: stability on the ground does not predict behavior at altitude under positive pressure.
B is wrong: nitrogen washout is slow and unreliable, and high oxygen harms a preterm infant.
D is wrong: more PEEP increases the air leak.

Correct Answer: C
Key Learning Point: Before air transport, drain a pneumothorax in a ventilated patient: trapped gas expands as the cabin pressure falls.`,
        difficulty: 'hard',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-G',
        rteArea: 'interventions',
        source: 'aap-transport-2016',
        written: '2026-11-28',
        kind: 'decision-making',
      },
      {
        key: 'case-ch-005-3',
        update: `The drain is placed and he is stable on FiO2 0.40 at sea level with SpO2 93%. The aircraft cabin will be pressurized to an altitude of about 8,000 ft, where the barometric pressure is about 565 mm Hg.`,
        questionText: `About what FiO2 will he need at cruising altitude to keep the same alveolar oxygen tension?`,
        options: [`About 0.40`, `About 0.45`, `About 0.55`, `About 0.80`],
        correctAnswer: 'C',
        explanation: `C is correct. To keep the inspired oxygen pressure unchanged, FiO2 at altitude = FiO2 at the ground × ground pressure ÷ cabin pressure: 0.40 × 760 ÷ 565 ≈ 0.54 (0.55 if water vapor pressure is subtracted from both). The team raises the FiO2 as the cabin pressure falls and watches the oximeter.

A is wrong: keeping 0.40 lets his inspired and alveolar oxygen tension fall by about a quarter.
B is wrong: 0.45 corrects for only a fraction of the pressure drop.
D is wrong: 0.80 doubles the oxygen pressure he needs and exposes a preterm infant to hyperoxia.

Correct Answer: C
Key Learning Point: At altitude, FiO2 needed = current FiO2 × current barometric pressure ÷ cabin barometric pressure; anticipate the change and titrate by oximetry.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-G',
        rteArea: 'interventions',
        source: 'aap-transport-2016',
        written: '2026-11-28',
        kind: 'information-gathering',
      },
      {
        key: 'case-ch-005-4',
        update: `Twenty minutes into the flight the SpO2 falls from 93% to 71% and the heart rate from 156 to 98/min. The ventilator low-pressure alarm is sounding. The capnogram shown is from the tube adapter.`,
        questionText: `What does the capnogram shown, with these findings, most likely mean?`,
        options: [
          `The chest drain has clotted and air is collecting again`,
          `Bronchospasm has narrowed the small airways`,
          `The tube has come out or been disconnected`,
          `Vibration has displaced the oximeter probe`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. The trace shows normal waves that stop abruptly and stay at zero. Sudden loss of exhaled CO2 with a low-pressure alarm, falling SpO2 and bradycardia means gas is no longer passing through the tube: it has come out of the trachea or disconnected. The team checks the circuit connections and, if intact, removes the tube and ventilates by mask.

A is wrong: a recurring pneumothorax reduces the waves gradually and raises the pressure rather than triggering a low-pressure alarm.
B is wrong: bronchospasm gives a sloped, shark-fin trace, not none.
D is wrong: a displaced probe would not abolish the CO2 trace or drop the heart rate.

Correct Answer: C
Key Learning Point: An abrupt loss of the capnogram with a low-pressure alarm means extubation or disconnection until proven otherwise.`,
        difficulty: 'hard',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'aap-transport-2016',
        written: '2026-11-28',
        kind: 'information-gathering',
        exhibit: {
          kind: 'capnogram',
          title: 'Capnogram in flight',
          alt: 'Regular waves with a steep upstroke and a flat plateau near 40 mm Hg for the first half of the strip; then the trace drops to zero and stays flat.',
          pattern: 'suddenLoss',
          etco2: 40,
          rate: 40,
          seconds: 20,
        },
      },
      {
        key: 'case-ch-005-5',
        update: `The tube is found at the lip mark 5 cm, partly out; he is mask-ventilated, reintubated and stabilized for the rest of the flight. In the NICU the receiving team gathers at the bedside while the monitors are switched over.`,
        questionText: `How should the respiratory therapist hand him over?`,
        options: [
          `Give a structured summary face to face, with key points read back`,
          `Leave the transport record at the bedside for the team to read later`,
          `Report just the current settings, since the past course is charted`,
          `Give the report in the hallway so that the monitors can be changed`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. A structured handoff (such as I-PASS or SBAR) at the bedside, covering the course, the dislodged tube and reintubation depth, the drain and the current settings, with the receiving clinician summarizing back, closes the loop and prevents lost information during a high-risk transfer.

B is wrong: a written record alone leaves no chance to ask questions or confirm understanding.
C is wrong: the in-flight extubation and new tube depth are vital to the receiving team.
D is wrong: handing over away from the infant, while attention is on the monitors, invites errors.

Correct Answer: A
Key Learning Point: Hand off a transported patient face to face with a structured format and a read-back of key points.`,
        difficulty: 'easy',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-I',
        rteArea: 'professional-practice',
        source: 'teamstepps-2023',
        written: '2026-11-28',
        kind: 'decision-making',
      },
    ],
  },
  {
    key: 'case-ch-006',
    topicId: 10,
    title: 'Surfactant through a thin catheter for a 28-week infant on CPAP',
    setting: 'neonatal-pediatric',
    category: 'neonatal',
    focus: 'rds',
    place: 'hospital',
    scenario: `A 1.1 kg girl born at 28 weeks after one dose of antenatal steroids was started on CPAP of 6 cm H2O in the delivery room. At 2 hours of age she grunts and retracts, her respiratory rate is 72/min and she needs FiO2 0.38 to keep her SpO2 at 90–94%. The chest film shows fine granular opacities with air bronchograms. She breathes regularly with no apnea.`,
    items: [
      {
        key: 'case-ch-006-1',
        questionText: `What should the respiratory therapist recommend for her respiratory distress?`,
        options: [
          `Intubate, give surfactant and keep her ventilated for 24 hours`,
          `Raise the CPAP to 10 cm H2O and wait until FiO2 reaches 0.60`,
          `Surfactant through a thin catheter while she stays on CPAP`,
          `Change to a high-flow cannula at 6 L/min to reduce her work`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. A preterm infant with worsening RDS who needs FiO2 above 0.30 on CPAP of at least 6 cm H2O should receive surfactant. When she breathes well on CPAP, the European consensus favors less invasive surfactant administration (a thin catheter through the cords) so she avoids intubation and positive-pressure ventilation.

A is wrong: intubation and prolonged ventilation add lung injury when a less invasive method works.
B is wrong: waiting for higher oxygen needs delays surfactant and raises the risk of air leak.
D is wrong: high-flow is not a step up from CPAP for primary RDS.

Correct Answer: C
Key Learning Point: Give surfactant when a preterm infant on CPAP of at least 6 needs FiO2 over 0.30; a thin-catheter technique avoids ventilation.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-D',
        rteArea: 'interventions',
        source: 'sweet-rds-2022',
        written: '2026-11-28',
        kind: 'decision-making',
      },
      {
        key: 'case-ch-006-2',
        update: `The catheter is placed through the vocal cords under direct laryngoscopy while CPAP continues. Halfway through the dose some surfactant bubbles into her mouth; her SpO2 falls to 80% and heart rate to 120/min, and she is still breathing.`,
        questionText: `What should the respiratory therapist do?`,
        options: [
          `Pause, support her breathing until she recovers, then go on slowly`,
          `Give the rest of the dose as one rapid bolus so that less is lost`,
          `Remove the catheter and intubate to deliver what is left of the dose`,
          `Suction the mouth and the catheter to clear the surfactant she refluxed`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Reflux and brief desaturation during thin-catheter surfactant are common. The infusion is paused, CPAP (or a few gentle breaths if she slows) supports her until saturation and heart rate recover, and the rest is given in small aliquots over a longer time.

B is wrong: a faster bolus increases reflux and obstruction.
C is wrong: intubation is not needed for an infant who recovers with a pause and support.
D is wrong: suctioning removes surfactant that has reached the airway and delays recovery.

Correct Answer: A
Key Learning Point: During less invasive surfactant, manage reflux or desaturation by pausing, supporting breathing and giving the rest more slowly.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-D',
        rteArea: 'interventions',
        source: 'sweet-rds-2022',
        written: '2026-11-28',
        kind: 'decision-making',
      },
      {
        key: 'case-ch-006-3',
        update: `Four hours after surfactant she is on CPAP of 6 cm H2O and FiO2 0.25, with SpO2 92% and fewer retractions. The arterial gas in the table has just come back.`,
        questionText: `How should the respiratory therapist read the blood gas in the table?`,
        options: [
          `A respiratory failure on CPAP that needs intubation`,
          `A metabolic acidosis that calls for a bicarbonate dose`,
          `An acceptable gas for a preterm infant on CPAP`,
          `Hypoxemia that needs FiO2 raised to 0.40`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. A pH of 7.31 with a PaCO2 of 52 mm Hg is a mild respiratory acidosis, and a PaO2 of 62 mm Hg with SpO2 92% meets the oxygen target. Preterm infants on CPAP are allowed a moderately raised PaCO2 (roughly up to 60 mm Hg with a pH above 7.22) to avoid ventilator injury.

A is wrong: these values are within the range usually accepted; intubation thresholds are considerably worse.
B is wrong: the bicarbonate is normal, so there is no metabolic acidosis.
D is wrong: a PaO2 of 62 mm Hg and SpO2 of 92% are on target; more oxygen risks retinopathy.

Correct Answer: C
Key Learning Point: In preterm RDS accept a moderately raised PaCO2 with pH above about 7.22 and keep SpO2 90–94%.`,
        difficulty: 'medium',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'sweet-rds-2022',
        written: '2026-11-28',
        kind: 'information-gathering',
        exhibit: {
          kind: 'table',
          variant: 'abg',
          title: 'Arterial blood gas on CPAP 6 cm H2O, FiO2 0.25',
          alt: 'One arterial blood gas from a peripheral arterial line: pH, PaCO2, PaO2, bicarbonate and base excess.',
          columns: ['Test', 'Result'],
          rows: [
            ['pH', '7.31'],
            ['PaCO2', '52 mm Hg'],
            ['PaO2', '62 mm Hg'],
            ['HCO3-', '25.5 mEq/L'],
            ['Base excess', '-1 mEq/L'],
          ],
        },
      },
      {
        key: 'case-ch-006-4',
        update: `On day 2 she is stable on CPAP of 6 cm H2O and FiO2 0.23 through short binasal prongs. At care time the nurse shows reddening of the columella and nasal septum, with no skin break.`,
        questionText: `What should be done about her nose?`,
        options: [
          `Take her off CPAP for an hour each shift to let the skin rest`,
          `Alternate the prongs with a nasal mask and check the skin often`,
          `Switch to a high-flow cannula of 8 L/min to avoid any pressure`,
          `Tighten the bonnet straps to stop the prongs from moving about`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Early redness of the septum and columella is a pressure injury beginning. Alternating between prongs and a nasal mask, choosing the right size and checking the skin each care time spreads the pressure while CPAP continues.

A is wrong: breaks from CPAP cause derecruitment and oxygen swings in an infant who still needs it.
C is wrong: high flow also applies pressure, only unmeasured, and its prongs can injure the nose too; changing the device does not treat the injury, and CPAP remains her better support.
D is wrong: tighter straps add pressure to the injured skin.

Correct Answer: B
Key Learning Point: Prevent nasal CPAP injury with correct sizing, alternating prongs and mask, and frequent skin checks, not breaks from CPAP.`,
        difficulty: 'easy',
        cognitiveLevel: 'application',
        outlineSection: 'II',
        tmcCode: 'II-A',
        rteArea: 'equipment-infection',
        source: 'sweet-rds-2022',
        written: '2026-11-28',
        kind: 'decision-making',
      },
      {
        key: 'case-ch-006-5',
        update: `On day 3 her oxygen need climbs again to FiO2 0.42 on CPAP of 7 cm H2O with more retractions. The chest film shows persistent diffuse granular opacities with good expansion, and the echocardiogram shows no significant ductus. She has had no apnea.`,
        questionText: `What should the respiratory therapist recommend?`,
        options: [
          `A second surfactant dose`,
          `Inhaled nitric oxide at 20 ppm`,
          `Dexamethasone to reduce lung inflammation`,
          `CPAP of 12 cm H2O with FiO2 0.60`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Persistent or recurring RDS with rising oxygen needs (FiO2 above 0.30 to 0.40) and films showing ongoing surfactant deficiency, without another cause such as a ductus or pneumothorax, is an indication for a second surfactant dose.

B is wrong: routine nitric oxide does not improve outcomes in preterm RDS without documented pulmonary hypertension.
C is wrong: corticosteroids are not a treatment for acute RDS on day 3.
D is wrong: very high CPAP risks air leak and impairs venous return; it treats the number, not the deficiency.

Correct Answer: A
Key Learning Point: If RDS persists with rising oxygen needs after the first dose, a second dose of surfactant is indicated.`,
        difficulty: 'hard',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        source: 'sweet-rds-2022',
        written: '2026-11-28',
        kind: 'decision-making',
      },
    ],
  },
  {
    key: 'case-ch-007',
    topicId: 10,
    title: 'Failing noninvasive support and jet ventilation in a 26-week infant',
    setting: 'neonatal-pediatric',
    category: 'neonatal',
    focus: 'rds',
    place: 'hospital',
    scenario: `An 800 g boy born at 26 weeks received surfactant through a thin catheter on day 1 and has been on caffeine since birth. On day 2 he is on nasal intermittent positive-pressure ventilation (PIP 20, PEEP 7 cm H2O, rate 30/min). Over 6 hours his FiO2 has risen from 0.30 to 0.50, he has had four apneas needing stimulation and bag-mask breaths, and he retracts deeply.`,
    items: [
      {
        key: 'case-ch-007-1',
        questionText: `What do the arterial blood gas in the table and his course show?`,
        options: [
          `A metabolic acidosis from early sepsis, with adequate ventilation`,
          `A compensated respiratory acidosis usual for preterm lung disease`,
          `An acceptable result, since the pH is above the intubation limit`,
          `An acute respiratory acidosis: noninvasive support is failing`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. The pH of 7.17 with a PaCO2 of 74 mm Hg and a normal bicarbonate is an acute, uncompensated respiratory acidosis. With a rising FiO2 (0.50), recurrent apnea needing bag-mask breaths and severe retractions, noninvasive support has failed and he needs intubation.

A is wrong: the bicarbonate is normal; the acidosis comes from the raised PaCO2.
B is wrong: the bicarbonate has not risen, so there is no compensation.
C is wrong: a pH of 7.17 is below the usual threshold (about 7.20–7.22 with a PaCO2 over 60–65 mm Hg), and his apneas and oxygen needs add to it.

Correct Answer: D
Key Learning Point: Preterm infants on CPAP or NIPPV have failed when acidosis (pH under about 7.20, PaCO2 over 60–65 mm Hg), rising FiO2 or apnea needing bag-mask breaths appear.`,
        difficulty: 'hard',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'sweet-rds-2022',
        written: '2026-11-28',
        kind: 'information-gathering',
        exhibit: {
          kind: 'table',
          variant: 'abg',
          title: 'Arterial blood gas on NIPPV, FiO2 0.50',
          alt: 'One arterial blood gas from the umbilical artery line: pH, PaCO2, PaO2, bicarbonate and base excess.',
          columns: ['Test', 'Result'],
          rows: [
            ['pH', '7.17'],
            ['PaCO2', '74 mm Hg'],
            ['PaO2', '48 mm Hg'],
            ['HCO3-', '26.2 mEq/L'],
            ['Base excess', '-3 mEq/L'],
          ],
        },
      },
      {
        key: 'case-ch-007-2',
        update: `He is intubated with a 2.5 mm tube and placed on assist-control with volume targeting. His birth weight of 800 g is used for the settings.`,
        questionText: `Which target tidal volume should the respiratory therapist set?`,
        options: [`A volume target of 4 mL`, `A volume target of 2 mL`, `A volume target of 8 mL`, `A volume target of 12 mL`],
        correctAnswer: 'A',
        explanation: `A is correct. Volume-targeted ventilation of preterm infants commonly aims at 4–6 mL/kg; 5 mL/kg × 0.8 kg = 4 mL. Volume targeting lets the ventilator lower the pressure as compliance improves, which reduces volutrauma and hypocapnia compared with fixed-pressure breaths.

B is wrong: 2 mL (2.5 mL/kg) is close to his dead space, including the flow sensor, and ventilates poorly.
C is wrong: 8 mL is 10 mL/kg, large enough to overstretch the lungs.
D is wrong: 12 mL is 15 mL/kg and would cause volutrauma and hypocapnia.

Correct Answer: A
Key Learning Point: Volume-targeted ventilation of preterm infants uses about 4–6 mL/kg; it reduces death or BPD compared with pressure-limited breaths.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-C',
        rteArea: 'interventions',
        source: 'sweet-rds-2022',
        written: '2026-11-28',
        kind: 'decision-making',
      },
      {
        key: 'case-ch-007-3',
        update: `On day 5 the ventilator needs a PIP of 26 cm H2O to deliver the target volume, and the FiO2 is 0.55. The chest film shows many small cyst-like lucencies spreading out from the hila through the right lung, with no pneumothorax.`,
        questionText: `Which change in ventilation should the respiratory therapist recommend?`,
        options: [
          `Raise the target volume to lower the FiO2`,
          `Lengthen the inspiratory time to 0.6 s`,
          `Increase the PEEP to 9 cm H2O`,
          `Change to high-frequency jet ventilation`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Small lucencies radiating from the hila are pulmonary interstitial emphysema: gas has dissected into the lung's interstitium. High-frequency jet ventilation delivers very small, rapid breaths with short inspiratory times and lets gas leave passively, lowering the peak and mean pressures that feed the leak; it is the rescue mode studied for this condition.

A is wrong: a larger target volume raises pressures and worsens the leak.
B is wrong: a longer inspiratory time adds mean airway pressure and gas trapping in the damaged lung.
C is wrong: more PEEP raises mean pressure and worsens interstitial air.

Correct Answer: D
Key Learning Point: Pulmonary interstitial emphysema on conventional ventilation is a reason to change to high-frequency (especially jet) ventilation at lower pressures.`,
        difficulty: 'hard',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        source: 'egans-2020',
        written: '2026-11-28',
        kind: 'decision-making',
      },
      {
        key: 'case-ch-007-4',
        update: `He is on the jet at 420 breaths/min, jet PIP 24, inspiratory time 0.02 s, PEEP 7 cm H2O, with background breaths at 2/min. Two hours later the chest wiggles vigorously and the gas in the table has come back.`,
        questionText: `Which concern does the blood gas in the table raise?`,
        options: [
          `Hypoxemia that needs a higher FiO2`,
          `Hypocapnia that lowers brain blood flow`,
          `A metabolic acidosis from poor perfusion`,
          `Retained CO2 from trapped gas in the lungs`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. A PaCO2 of 30 mm Hg with a pH of 7.48 is a respiratory alkalosis. In preterm infants low PaCO2 narrows cerebral vessels and is linked with periventricular leukomalacia and other brain injury, so overventilation must be corrected promptly.

A is wrong: a PaO2 of 70 mm Hg is adequate for a preterm infant.
C is wrong: the bicarbonate is normal and the pH is high, not low.
D is wrong: the PaCO2 is low; trapping would raise it.

Correct Answer: B
Key Learning Point: Avoid hypocapnia in ventilated preterm infants; a PaCO2 near 30 mm Hg raises the risk of brain injury.`,
        difficulty: 'medium',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'egans-2020',
        written: '2026-11-28',
        kind: 'information-gathering',
        exhibit: {
          kind: 'table',
          variant: 'abg',
          title: 'Arterial blood gas on jet ventilation',
          alt: 'One arterial blood gas from the umbilical artery line: pH, PaCO2, PaO2, bicarbonate and base excess.',
          columns: ['Test', 'Result'],
          rows: [
            ['pH', '7.48'],
            ['PaCO2', '30 mm Hg'],
            ['PaO2', '70 mm Hg'],
            ['HCO3-', '21.8 mEq/L'],
            ['Base excess', '-1 mEq/L'],
          ],
        },
      },
      {
        key: 'case-ch-007-5',
        update: `The team wants his PaCO2 to rise toward 45–55 mm Hg without losing oxygenation. The jet rate, inspiratory time and PEEP are unchanged so far.`,
        questionText: `Which jet setting change will do this best?`,
        options: [
          `Raise the jet rate to 600 breaths/min`,
          `Lower the PEEP to 5 cm H2O`,
          `Increase the inspiratory time to 0.04 s`,
          `Lower the jet PIP by 2–3 cm H2O`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. On the jet, CO2 removal depends mostly on the pressure amplitude (jet PIP minus PEEP), which sets the small tidal volumes. Lowering the jet PIP by a few cm H2O reduces ventilation and lets the PaCO2 rise, while PEEP keeps the mean pressure and oxygenation.

A is wrong: raising the rate shortens expiration and risks gas trapping, with little effect on CO2.
B is wrong: lowering PEEP widens the amplitude (more ventilation) and loses mean pressure and oxygenation.
C is wrong: a longer inspiratory time shortens exhalation and is not how jet CO2 is adjusted.

Correct Answer: D
Key Learning Point: On high-frequency jet ventilation, adjust CO2 with the jet PIP (amplitude) and oxygenation with PEEP (mean pressure).`,
        difficulty: 'hard',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-C',
        rteArea: 'interventions',
        source: 'egans-2020',
        written: '2026-11-28',
        kind: 'decision-making',
      },
    ],
  },
  {
    key: 'case-ch-008',
    topicId: 10,
    title: 'Apnea, bradycardia and desaturation in a growing preterm infant',
    setting: 'neonatal-pediatric',
    category: 'neonatal',
    focus: 'rds',
    place: 'hospital',
    scenario: `A 1.3 kg girl born at 30 weeks was weaned from CPAP to room air on day 4. On day 6 she has eight events in 12 hours in which breathing stops for 20–30 seconds, the heart rate falls to 70–80/min and SpO2 to 75–80%; each resolves with gentle stimulation. Between events she is pink, feeding by gastric tube, with a temperature of 36.8 °C.`,
    items: [
      {
        key: 'case-ch-008-1',
        questionText: `The laboratory results in the table were sent before any treatment. What do they suggest about her events?`,
        options: [
          `They point to anemia as the main cause of the events`,
          `They suggest infection and call for a lumbar puncture`,
          `They show hypoglycemia as the trigger for the events`,
          `They find no other cause, so apnea of prematurity`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Apnea of prematurity is a diagnosis made after other causes are considered: infection, anemia, low glucose, electrolyte problems and temperature instability. Her hemoglobin, white cell count, CRP, glucose, sodium, calcium and temperature are all in the expected range, so the events are most consistent with immature control of breathing in a 30-week infant.

A is wrong: a hemoglobin of 14.2 g/dL is normal for her age.
B is wrong: a normal white cell count and CRP with stable temperature do not support sepsis here.
C is wrong: a glucose of 68 mg/dL is normal.

Correct Answer: D
Key Learning Point: Rule out infection, anemia, hypoglycemia, electrolyte and temperature problems before attributing preterm events to apnea of prematurity.`,
        difficulty: 'medium',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-A',
        rteArea: 'patient-data',
        source: 'aap-apnea-prematurity-2016',
        written: '2026-11-28',
        kind: 'information-gathering',
        exhibit: {
          kind: 'table',
          variant: 'lab',
          title: 'Laboratory results, day 6',
          alt: 'A table of blood results with reference ranges: hemoglobin, white cell count, C-reactive protein, glucose, sodium and ionized calcium.',
          columns: ['Test', 'Result', 'Reference'],
          rows: [
            ['Hemoglobin', '14.2 g/dL', '11–17 g/dL'],
            ['White cells', '11.0 × 10^9/L', '5–20 × 10^9/L'],
            ['C-reactive protein', '< 5 mg/L', '< 10 mg/L'],
            ['Glucose', '68 mg/dL', '45–120 mg/dL'],
            ['Sodium', '137 mEq/L', '133–146 mEq/L'],
            ['Ionized calcium', '1.2 mmol/L', '1.0–1.4 mmol/L'],
          ],
        },
      },
      {
        key: 'case-ch-008-2',
        update: `The team agrees that the events are apnea of prematurity. She weighs 1.3 kg and has no feeding intolerance.`,
        questionText: `Which treatment should the respiratory therapist recommend?`,
        options: [
          `Nasal CPAP of 8 cm H2O with no medication`,
          `Doxapram by continuous infusion`,
          `Caffeine citrate 20 mg/kg, then 5–10 mg/kg daily`,
          `Theophylline by mouth, adjusted to blood levels`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. Caffeine citrate is the drug of choice for apnea of prematurity: a 20 mg/kg loading dose (26 mg for her) then 5–10 mg/kg once a day. It stimulates the respiratory center and diaphragm, shortens ventilation and lowers the rate of BPD, with a wide safety margin.

A is wrong: CPAP helps obstructive and mixed events, but caffeine is first-line for central apnea and a pressure of 8 is higher than needed.
B is wrong: doxapram has more side effects and is not a first-line drug.
D is wrong: theophylline has a narrow therapeutic range and more toxicity than caffeine.

Correct Answer: C
Key Learning Point: Treat apnea of prematurity with caffeine citrate: 20 mg/kg load, then 5–10 mg/kg daily.`,
        difficulty: 'easy',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-D',
        rteArea: 'interventions',
        source: 'aap-apnea-prematurity-2016',
        written: '2026-11-28',
        kind: 'decision-making',
      },
      {
        key: 'case-ch-008-3',
        update: `On caffeine the events fall to three a day. The nurse records one event on the monitor: the chest impedance trace keeps moving with each effort, but the nasal thermistor shows no airflow for 18 seconds, and the heart rate falls to 82/min. Her neck is flexed forward in the incubator.`,
        questionText: `How should this event be classified?`,
        options: [
          `Obstructive apnea: efforts go on without airflow`,
          `Central apnea: no breathing effort is being made`,
          `Periodic breathing, which needs no intervention`,
          `A monitor artifact caused by a loose thermistor`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. In obstructive apnea the chest and abdomen keep moving (efforts on impedance) but no air flows, here from a flexed neck narrowing the soft upper airway. Events shorter than 20 seconds count when they bring bradycardia or desaturation.

B is wrong: central apnea shows no effort on the impedance trace.
C is wrong: periodic breathing is pauses of 5–10 seconds without a fall in heart rate.
D is wrong: a heart rate drop to 82/min confirms a real event.

Correct Answer: A
Key Learning Point: Effort without airflow is obstructive apnea; pauses under 20 s count when they cause bradycardia or desaturation.`,
        difficulty: 'hard',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-B',
        rteArea: 'patient-data',
        source: 'aap-apnea-prematurity-2016',
        written: '2026-11-28',
        kind: 'information-gathering',
      },
      {
        key: 'case-ch-008-4',
        update: `After positioning with a small shoulder roll the events fall, but over 2 days she still has 4–5 mixed events a day with bradycardia to 75/min, despite a caffeine dose of 10 mg/kg/day.`,
        questionText: `What should the respiratory therapist recommend?`,
        options: [
          `Stop the caffeine, since it has not worked`,
          `Double the caffeine to 20 mg/kg every day`,
          `Give a red cell transfusion to reduce the events`,
          `Add nasal CPAP of about 5 cm H2O to the caffeine`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Mixed and obstructive events persist because the upper airway collapses; nasal CPAP of 4–6 cm H2O splints it open and raises lung volume, reducing events when caffeine alone is not enough. Caffeine continues for the central part.

A is wrong: caffeine has helped (from eight events to a few); stopping it would bring the central events back.
B is wrong: doses above the usual maintenance add tachycardia and feeding intolerance and do not treat obstruction.
C is wrong: her hemoglobin is normal; transfusion is not a treatment for apnea.

Correct Answer: D
Key Learning Point: When obstructive or mixed apnea persists on caffeine, add low nasal CPAP to splint the upper airway.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-C',
        rteArea: 'interventions',
        source: 'aap-apnea-prematurity-2016',
        written: '2026-11-28',
        kind: 'decision-making',
      },
      {
        key: 'case-ch-008-5',
        update: `At 34 weeks' postmenstrual age she is off CPAP, feeding by mouth, and has had no events for 7 days on caffeine. Her parents hope to take her home next week.`,
        questionText: `How should her caffeine and discharge be planned?`,
        options: [
          `Keep caffeine until her first clinic visit after discharge`,
          `Stop caffeine now, then watch 5–7 days before discharge`,
          `Discharge on caffeine with a home apnea monitor for one year`,
          `Stop caffeine on the day she goes home to avoid a longer stay`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Caffeine is usually stopped at about 33–35 weeks' postmenstrual age once the infant has been event-free for 5–7 days. Because its effect lasts about a week after the last dose, she should remain monitored for another 5–7 days without events before going home.

A is wrong: continuing caffeine at home is not needed when events have resolved, and it masks whether she still needs it.
C is wrong: home monitors do not prevent sudden infant death and are not needed for resolved apnea of prematurity.
D is wrong: stopping on the day of discharge leaves the period of risk unmonitored.

Correct Answer: B
Key Learning Point: Stop caffeine at about 33–35 weeks once event-free, then observe 5–7 days before discharge.`,
        difficulty: 'hard',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        source: 'aap-apnea-prematurity-2016',
        written: '2026-11-28',
        kind: 'decision-making',
      },
      {
        key: 'case-ch-008-6',
        update: `Before discharge her mother says that at home she plans to let the baby sleep on her tummy on a soft sheepskin in the parents' bed, because she seems to breathe better that way.`,
        questionText: `What should the respiratory therapist teach her?`,
        options: [
          `Place the baby on her back on a firm, flat crib surface in the parents' room`,
          `Let the baby sleep on her side, propped with rolled towels, in the parents' bed`,
          `Use tummy sleeping on the sheepskin, with a home apnea monitor overnight`,
          `Keep her on her tummy for naps and on her back at night in the parents' bed`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Preterm infants who are well enough for discharge should sleep on the back, on a firm, flat surface without soft bedding, in the parents' room but not in their bed. Infants born preterm have a higher risk of sudden unexpected infant death, which makes safe sleep teaching especially important.

B is wrong: side sleeping is unstable and rolled towels are soft objects.
C is wrong: prone sleeping on soft bedding is a major risk; a monitor does not prevent sudden death.
D is wrong: prone naps and bed sharing both add risk.

Correct Answer: A
Key Learning Point: Teach back sleeping on a firm, flat, separate surface in the parents' room, especially for infants born preterm.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-I',
        rteArea: 'professional-practice',
        source: 'aap-safe-sleep-2022',
        written: '2026-11-28',
        kind: 'decision-making',
      },
    ],
  },
  {
    key: 'case-ch-009',
    topicId: 10,
    title: 'Evolving bronchopulmonary dysplasia in a 25-week infant',
    setting: 'neonatal-pediatric',
    category: 'neonatal',
    focus: 'rds',
    place: 'hospital',
    scenario: `A boy born at 25 weeks (720 g) is 3 weeks old (28 weeks' postmenstrual age). He has been ventilated since birth apart from two failed extubations to NIPPV, each within 24 hours. He is on volume-targeted assist-control at 5 mL/kg, PEEP 6 cm H2O, FiO2 0.45, mean airway pressure 10 cm H2O. The echocardiogram shows no ductus and the cultures are negative.`,
    items: [
      {
        key: 'case-ch-009-1',
        questionText: `The team asks what could help him come off the ventilator. What should the respiratory therapist support?`,
        options: [
          `Inhaled nitric oxide at 20 ppm to prevent chronic lung disease`,
          `Daily furosemide continued for the rest of his NICU stay`,
          `A tracheostomy this week for long-term ventilation`,
          `A short, low-dose dexamethasone course to aid extubation`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. For an infant still ventilator-dependent after the first 1–2 weeks with a high oxygen need, a short tapering course of low-dose dexamethasone improves lung mechanics and helps extubation; the low-dose regimens limit the neurodevelopmental risks of earlier high-dose courses, and the decision is shared with the parents.

A is wrong: inhaled nitric oxide has not prevented BPD in preterm infants and is not recommended for that purpose.
B is wrong: chronic diuretics give brief improvements in mechanics but do not change outcomes, and long use brings electrolyte and bone problems.
C is wrong: tracheostomy is considered for established severe BPD months later, not at 28 weeks' postmenstrual age.

Correct Answer: D
Key Learning Point: For a preterm infant who remains ventilator-dependent after 1–2 weeks, a short low-dose dexamethasone course may be used to aid extubation.`,
        difficulty: 'hard',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-D',
        rteArea: 'interventions',
        source: 'egans-2020',
        written: '2026-11-28',
        kind: 'decision-making',
      },
      {
        key: 'case-ch-009-2',
        update: `After the steroid course he is extubated to NIPPV and later weaned. At 36 weeks' postmenstrual age he is on a nasal cannula at 2.5 L/min with FiO2 0.30, gaining weight.`,
        questionText: `How should his bronchopulmonary dysplasia be graded by the 2019 NICHD network definition?`,
        options: [
          `Grade 1, because he is on a nasal cannula`,
          `Grade 2, from the cannula flow above 2 L/min`,
          `Grade 3, because his FiO2 is 0.30 or more`,
          `No BPD, since he is off positive pressure`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. The 2019 definition grades BPD by the support used at 36 weeks' postmenstrual age, whatever the FiO2: grade 1 is a nasal cannula at 2 L/min or less, grade 2 a cannula above 2 L/min or noninvasive positive pressure, and grade 3 invasive ventilation. At 2.5 L/min he is grade 2.

A is wrong: grade 1 needs a cannula flow of 2 L/min or less.
C is wrong: grade 3 means invasive ventilation; the FiO2 does not set the grade.
D is wrong: a cannula above 2 L/min at 36 weeks meets the definition of BPD.

Correct Answer: B
Key Learning Point: The 2019 NICHD grades of BPD at 36 weeks: cannula 2 L/min or less is grade 1, more flow or noninvasive pressure is grade 2, invasive ventilation is grade 3.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-A',
        rteArea: 'patient-data',
        source: 'jensen-bpd-2019',
        written: '2026-11-28',
        kind: 'information-gathering',
      },
      {
        key: 'case-ch-009-3',
        update: `Over the next week his oxygen need swings widely: SpO2 falls to the low 80s with feeds and crying and takes several minutes to recover. His liver edge is 3 cm below the costal margin.`,
        questionText: `Which test should the respiratory therapist recommend first?`,
        options: [
          `An echocardiogram to look for pulmonary hypertension`,
          `A sweat chloride test for cystic fibrosis`,
          `A methacholine challenge for airway reactivity`,
          `A bronchoscopy to look for tracheomalacia`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Infants with BPD are at risk of pulmonary hypertension, which shows up as labile saturation with slow recovery and signs of right heart strain such as an enlarged liver. Screening echocardiography is recommended for infants with established BPD, and the result changes oxygen targets and treatment.

B is wrong: nothing points to cystic fibrosis; newborn screening covers it.
C is wrong: a methacholine challenge is not done in infants and does not explain these signs.
D is wrong: tracheomalacia causes noisy breathing and spells with crying, but the liver finding and slow recovery point to the circulation; the echo comes first.

Correct Answer: A
Key Learning Point: Screen infants with established BPD for pulmonary hypertension by echocardiography, especially with labile oxygenation.`,
        difficulty: 'easy',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-E',
        rteArea: 'patient-data',
        source: 'egans-2020',
        written: '2026-11-28',
        kind: 'information-gathering',
      },
      {
        key: 'case-ch-009-4',
        update: `The echocardiogram shows moderate pulmonary hypertension with a flattened septum. The cardiologist asks the respiratory therapist to set the oximeter alarm limits for his target range.`,
        questionText: `Which SpO2 target range should be set?`,
        options: [`85–89%`, `88–92%`, `92–95%`, `97–100%`],
        correctAnswer: 'C',
        explanation: `C is correct. In established BPD with pulmonary hypertension, saturations of about 92–95% avoid the hypoxic pulmonary vasoconstriction that worsens it, while avoiding the hyperoxia of higher targets; by this age the retinopathy concerns that justify lower targets early in preterm life have passed.

A is wrong: 85–89% lets hypoxemia drive pulmonary vasoconstriction.
B is wrong: 88–92% still allows frequent dips below 90%.
D is wrong: 97–100% gives no added benefit and risks oxygen toxicity.

Correct Answer: C
Key Learning Point: With BPD and pulmonary hypertension, target SpO2 about 92–95%.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-C',
        rteArea: 'interventions',
        source: 'egans-2020',
        written: '2026-11-28',
        kind: 'decision-making',
      },
      {
        key: 'case-ch-009-5',
        update: `At 40 weeks' postmenstrual age he catches a rhinovirus infection, tires, and is reintubated. A day later, on SIMV with pressure support, the gas in the table is drawn; FiO2 0.40, SpO2 93%.`,
        questionText: `How should the respiratory therapist interpret the blood gas in the table?`,
        options: [
          `Acute respiratory acidosis that needs a higher rate now`,
          `Metabolic alkalosis from diuretics, with normal ventilation`,
          `A normal blood gas for an infant of his age`,
          `Chronic respiratory acidosis with renal compensation`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. A pH of 7.36 with a PaCO2 of 62 mm Hg and a bicarbonate of 34 mEq/L is a respiratory acidosis with full renal compensation: the kidneys have retained bicarbonate over days to weeks. It is his chronic baseline with BPD, and ventilating him down to a normal PaCO2 would cause alkalosis and add lung injury.

A is wrong: the normal pH shows it is not acute.
B is wrong: the primary change is the raised PaCO2, with a pH on the acid side of normal.
C is wrong: a PaCO2 of 62 mm Hg is not normal at any age.

Correct Answer: D
Key Learning Point: In established BPD a raised PaCO2 with a normal pH is a compensated chronic state; ventilate to the pH, not to a normal PaCO2.`,
        difficulty: 'hard',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'egans-2020',
        written: '2026-11-28',
        kind: 'information-gathering',
        exhibit: {
          kind: 'table',
          variant: 'abg',
          title: 'Arterial blood gas on SIMV, FiO2 0.40',
          alt: 'One arterial blood gas: pH, PaCO2, PaO2, bicarbonate and base excess.',
          columns: ['Test', 'Result'],
          rows: [
            ['pH', '7.36'],
            ['PaCO2', '62 mm Hg'],
            ['PaO2', '66 mm Hg'],
            ['HCO3-', '34 mEq/L'],
            ['Base excess', '+8 mEq/L'],
          ],
        },
      },
      {
        key: 'case-ch-009-6',
        update: `The virus clears, but weaning fails twice. On rate 40/min, inspiratory time 0.35 s and 6 mL/kg he is tachypneic and air-hungry; expiratory flow does not return to zero before each breath, and a chest film shows hyperinflation with cystic and dense areas.`,
        questionText: `Which ventilator strategy suits his lung disease now?`,
        options: [
          `Slower rate, longer inspiratory time and larger tidal volumes`,
          `Higher rate with shorter inspiratory time and the same volumes`,
          `High-frequency oscillation at a high mean airway pressure`,
          `Lower PEEP so that the hyperinflated regions can empty`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Established severe BPD is a heterogeneous lung with long time constants in diseased regions. A slower rate (for example 20–30/min), a longer inspiratory time (about 0.5–0.8 s), larger tidal volumes (about 10–12 mL/kg) and adequate PEEP let those regions fill and empty, relieving gas trapping and air hunger.

B is wrong: a faster rate with short breaths is the acute preterm strategy; here it worsens trapping.
C is wrong: high mean pressure on the oscillator overdistends the hyperinflated regions.
D is wrong: PEEP often has to be raised in BPD to hold open airways that collapse (malacia) and to ease gas trapping.

Correct Answer: A
Key Learning Point: Ventilate severe established BPD with slower rates, longer inspiratory times and larger tidal volumes.`,
        difficulty: 'hard',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-C',
        rteArea: 'interventions',
        source: 'egans-2020',
        written: '2026-11-28',
        kind: 'decision-making',
      },
    ],
  },
  {
    key: 'case-ch-010',
    topicId: 8,
    title: 'Pediatric ARDS after pneumonia in a 6-year-old',
    setting: 'neonatal-pediatric',
    category: 'pediatric',
    place: 'hospital',
    scenario: `A 6-year-old girl (20 kg, 115 cm; predicted body weight 20 kg) with influenza and a new right lower lobe pneumonia was intubated in the PICU for worsening hypoxemia. The chest film shows new bilateral opacities and the echocardiogram shows normal function. She is on volume control: tidal volume 240 mL, rate 24/min, PEEP 8 cm H2O, FiO2 0.70. Mean airway pressure is 16 cm H2O and plateau pressure 33 cm H2O.`,
    items: [
      {
        key: 'case-ch-010-1',
        questionText: `Her arterial PaO2 is 56 mm Hg. Which oxygenation index and severity does she have?`,
        options: [
          `About 8, mild to moderate PARDS`,
          `About 13, mild to moderate PARDS`,
          `About 20, severe PARDS`,
          `About 28, severe PARDS`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. Oxygenation index = mean airway pressure × FiO2 × 100 ÷ PaO2 = 16 × 0.70 × 100 ÷ 56 = 20. The second pediatric consensus (PALICC-2) grades invasively ventilated PARDS as mild to moderate below an index of 16 and severe at 16 or more.

A is wrong: an index of 8 would need a PaO2 of about 140 mm Hg at these settings.
B is wrong: an index of 13 would need a PaO2 of about 86 mm Hg, and it would be mild to moderate disease.
D is wrong: an index of 28 would need a PaO2 of about 40 mm Hg; her disease is severe, but the figure is wrong.

Correct Answer: C
Key Learning Point: OI = MAP × FiO2 × 100 ÷ PaO2; in PALICC-2, an OI of 16 or more is severe PARDS.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'palicc2-2023',
        written: '2026-11-28',
        kind: 'information-gathering',
      },
      {
        key: 'case-ch-010-2',
        update: `The intensivist asks the respiratory therapist to make her ventilation lung-protective. Her chest wall is normal and her abdomen is soft.`,
        questionText: `Which change should the respiratory therapist make first?`,
        options: [
          `Keep the volume and raise the PEEP to 14 cm H2O to open the lung`,
          `Lower the tidal volume to about 120 mL and raise the rate`,
          `Keep the present settings, because her saturation is acceptable`,
          `Switch to pressure control with a peak pressure of 35 cm H2O`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Her tidal volume of 240 mL is 12 mL/kg of predicted body weight and her plateau pressure of 33 cm H2O exceeds the PALICC-2 limit of 28 cm H2O for a normal chest wall. Reducing the volume toward about 6 mL/kg (120 mL; the range used is 4–8 mL/kg by disease and compliance) and raising the rate to keep minute ventilation protects the lung.

A is wrong: more PEEP with the same large volume raises the plateau pressure further.
C is wrong: a plateau of 33 cm H2O injures the lung whatever the saturation.
D is wrong: a peak of 35 cm H2O in pressure control still exceeds the plateau limit.

Correct Answer: B
Key Learning Point: In PARDS use tidal volumes of about 4–8 mL/kg predicted weight and keep plateau pressure at 28 cm H2O or less.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-C',
        rteArea: 'interventions',
        source: 'palicc2-2023',
        written: '2026-11-28',
        kind: 'decision-making',
      },
      {
        key: 'case-ch-010-3',
        update: `With 120 mL at 30/min, PEEP is raised in steps for oxygenation. At PEEP 14 cm H2O her plateau pressure is 31 cm H2O. The ventilator graphics shown are recorded with an inspiratory pause.`,
        questionText: `What do the pressure tracing and pressure–volume loop shown indicate?`,
        options: [
          `Gas trapping from too short an expiratory time`,
          `Overdistension late in each breath`,
          `Flow starvation from the patient's own effort`,
          `A leak around the tube cuff`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. The pressure climbs steeply at the end of inflation and the pressure–volume loop flattens into a "beak" at its top: little volume is gained for a lot of pressure, so the last part of each breath overstretches the lung at this PEEP and volume.

A is wrong: gas trapping shows as expiratory flow that does not reach zero, not a late rise in inspiratory pressure.
C is wrong: flow starvation scoops the pressure curve downward during inspiration.
D is wrong: a leak shows as exhaled volume less than inhaled on the volume tracing.

Correct Answer: B
Key Learning Point: A beak at the top of the pressure–volume loop and a late steep rise in pressure mean overdistension.`,
        difficulty: 'hard',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'hess-kacmarek-2019',
        written: '2026-11-28',
        kind: 'information-gathering',
        exhibit: {
          kind: 'ventilator',
          title: 'Ventilator graphics, volume control with an inspiratory pause',
          alt: 'Pressure against time for three breaths and a pressure–volume loop. The pressure rises steadily, then sharply in the last part of inflation before the pause; the top of the loop bends flat to the right.',
          mode: 'VC',
          compliance: 10,
          resistance: 20,
          peep: 14,
          rate: 30,
          ti: 0.6,
          pause: 0.3,
          tidalVolume: 120,
          breaths: 3,
          show: ['pressure', 'pv'],
          events: [{ type: 'overdistension', onset: 0.6, extra: 5 }],
        },
      },
      {
        key: 'case-ch-010-4',
        update: `PEEP is returned to 12 cm H2O and the tidal volume lowered to 100 mL (5 mL/kg) at 32/min. Plateau pressure is 26 cm H2O. On FiO2 0.60 her SpO2 is 89–90%; arterial pH 7.24, PaCO2 60 mm Hg.`,
        questionText: `What should the respiratory therapist do about her saturation and blood gas?`,
        options: [
          `Accept both and leave the settings as they are`,
          `Raise the FiO2 to reach an SpO2 of 95%`,
          `Increase the rate to 40/min to normalize the PaCO2`,
          `Raise the tidal volume back to 7 mL/kg to lower the PaCO2`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. In severe PARDS, once PEEP has been optimized, PALICC-2 accepts SpO2 of 88–92% and permissive hypercapnia with a pH of 7.20 or more, to limit oxygen toxicity and ventilator-induced lung injury. She meets both.

B is wrong: chasing 95% raises the FiO2 with no benefit in severe PARDS.
C is wrong: a rate of 40/min shortens expiration and risks trapping; her pH is acceptable.
D is wrong: a larger volume would raise the plateau and driving pressures again.

Correct Answer: A
Key Learning Point: In severe PARDS after PEEP optimization accept SpO2 88–92% and a pH of 7.20 or more.`,
        difficulty: 'hard',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        source: 'palicc2-2023',
        written: '2026-11-28',
        kind: 'decision-making',
      },
      {
        key: 'case-ch-010-5',
        update: `Twelve hours later her oxygenation index is still 22 on PEEP 12 cm H2O and FiO2 0.65, with plateau pressure 27 cm H2O. She is sedated and synchronous with the ventilator; blood pressure is stable.`,
        questionText: `Which added treatment should the respiratory therapist suggest?`,
        options: [`Exogenous surfactant`, `Prone positioning`, `Routine inhaled nitric oxide`, `High-dose corticosteroids`],
        correctAnswer: 'B',
        explanation: `B is correct. For severe PARDS that persists despite lung-protective ventilation and optimized PEEP, PALICC-2 suggests considering prone positioning, which makes ventilation more even and improves oxygenation; her stable blood pressure allows it.

A is wrong: surfactant is not recommended as routine therapy in PARDS.
C is wrong: inhaled nitric oxide is kept for documented pulmonary hypertension, right heart failure or as a bridge to ECMO, not given routinely.
D is wrong: routine corticosteroids are not recommended for PARDS.

Correct Answer: B
Key Learning Point: In severe PARDS that persists on protective settings, consider prone positioning; surfactant, routine nitric oxide and steroids are not routine.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        source: 'palicc2-2023',
        written: '2026-11-28',
        kind: 'decision-making',
      },
    ],
  },
  {
    key: 'case-ch-011',
    topicId: 10,
    title: 'Status asthmaticus at an urgent care clinic and the ride to the PICU',
    setting: 'neonatal-pediatric',
    category: 'pediatric',
    place: 'outside',
    scenario: `A critical care transport team (respiratory therapist, nurse and paramedic) is called to an urgent care clinic for a 9-year-old, 30 kg boy with asthma. Over 90 minutes he has had three albuterol–ipratropium nebulizers and oral dexamethasone. He sits forward, speaks in single words, and has a respiratory rate of 40/min, heart rate 148/min, SpO2 91% on a nonrebreathing mask and faint wheezes with poor air entry. The children's hospital is 60 minutes away by road.`,
    items: [
      {
        key: 'case-ch-011-1',
        questionText: `The clinic's venous blood gas is in the table. What does it show in this child?`,
        options: [
          `Expected results after three albuterol treatments`,
          `A metabolic acidosis from lactate made by albuterol`,
          `A normal gas, suggesting the attack is easing`,
          `A rising CO2 that warns of tiring breathing muscles`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. A child breathing 40 times a minute during an asthma attack should have a low PCO2. A venous PCO2 of 54 mm Hg with a pH of 7.27 and a normal bicarbonate is an acute respiratory acidosis: with poor air entry and single-word speech it signals tiring muscles and impending respiratory failure.

A is wrong: effective bronchodilation lowers the CO2; a rising level means treatment is failing.
B is wrong: the bicarbonate is normal, so the acidosis is respiratory; albuterol lactic acidosis lowers the bicarbonate.
C is wrong: a PCO2 of 54 mm Hg is high, and in a tachypneic child even a normal value is a warning.

Correct Answer: D
Key Learning Point: In acute asthma a normal or rising PCO2 in a tachypneic child signals fatigue and impending respiratory failure.`,
        difficulty: 'hard',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'gina-2025',
        written: '2026-11-28',
        kind: 'information-gathering',
        exhibit: {
          kind: 'table',
          variant: 'abg',
          title: 'Venous blood gas at the urgent care clinic',
          alt: 'One venous blood gas: pH, PCO2, bicarbonate and lactate.',
          columns: ['Test', 'Result'],
          rows: [
            ['pH', '7.27'],
            ['PCO2', '54 mm Hg'],
            ['HCO3-', '24.3 mEq/L'],
            ['Lactate', '1.6 mmol/L'],
          ],
        },
      },
      {
        key: 'case-ch-011-2',
        update: `An intravenous line is placed. Continuous albuterol is started by nebulizer. He has not had any intravenous medicine.`,
        questionText: `Which drug should the respiratory therapist suggest adding before the trip?`,
        options: [
          `Oral montelukast 5 mg to reduce airway inflammation`,
          `Intravenous magnesium sulfate, 1.5 g over 20 minutes`,
          `Nebulized budesonide in place of the oral steroid`,
          `Nebulized acetylcysteine to loosen mucus plugs`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Intravenous magnesium sulfate (about 40–50 mg/kg, at most 2 g, over 20 minutes; 1.5 g for him) relaxes bronchial smooth muscle and is recommended for children with a severe attack that has not responded to repeated inhaled bronchodilators and systemic steroids.

A is wrong: montelukast has no role in treating a severe acute attack.
C is wrong: inhaled steroids do not replace systemic steroids in a severe attack.
D is wrong: acetylcysteine can provoke bronchospasm and does not relieve it.

Correct Answer: B
Key Learning Point: Give IV magnesium (40–50 mg/kg, at most 2 g) for a severe pediatric asthma attack not responding to bronchodilators and steroids.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-D',
        rteArea: 'interventions',
        source: 'gina-2025',
        written: '2026-11-28',
        kind: 'decision-making',
      },
      {
        key: 'case-ch-011-3',
        update: `Twenty minutes after magnesium he is drowsy and hard to rouse. His SpO2 is 87% on the nonrebreathing mask, the heart rate is 162/min and air entry is barely audible.`,
        questionText: `How should the team manage his airway before departure?`,
        options: [
          `Start mask BiPAP for the journey and reassess on arrival`,
          `Sedate him with a benzodiazepine so that he tolerates the mask`,
          `Intubate before leaving, with ketamine for induction`,
          `Leave at once, since the PICU can intubate more safely`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. Falling consciousness, hypoxemia and a near-silent chest mean respiratory arrest is close. Intubating in a controlled setting before a 60-minute road transfer is safer than doing it in a moving ambulance. Ketamine is favored for induction because it keeps blood pressure up and relaxes bronchi.

A is wrong: noninvasive ventilation needs an alert child who can protect the airway.
B is wrong: sedating a tiring asthmatic without a secured airway can stop his breathing.
D is wrong: a child this sick may arrest on the road, where intubation is far harder.

Correct Answer: C
Key Learning Point: A tiring, drowsy asthmatic child needs a secured airway before transport; ketamine is a good induction agent.`,
        difficulty: 'hard',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-G',
        rteArea: 'interventions',
        source: 'aap-transport-2016',
        written: '2026-11-28',
        kind: 'decision-making',
      },
      {
        key: 'case-ch-011-4',
        update: `He is intubated with a 6.0 mm cuffed tube and placed on the transport ventilator: volume control, 240 mL, rate 20/min, inspiratory time 1.0 s, PEEP 5 cm H2O. The graphics shown are recorded a few minutes later.`,
        questionText: `What do the ventilator graphics shown indicate?`,
        options: [`Gas trapping`, `A cuff leak`, `Flow starvation`, `Double triggering`],
        correctAnswer: 'A',
        explanation: `A is correct. Expiratory flow is still well below zero when each new breath begins: the lungs have not finished emptying. With severe airway obstruction (a long expiratory time constant), a rate of 20/min and an inspiratory time of 1.0 s leave too little time to exhale, so gas is trapped and intrinsic PEEP builds.

B is wrong: a leak makes exhaled volume smaller than inhaled; flow returning late to zero is not a leak.
C is wrong: flow starvation scoops the inspiratory pressure curve during inspiration.
D is wrong: double triggering stacks two breaths with almost no exhalation between them; each breath here is single.

Correct Answer: A
Key Learning Point: Expiratory flow that has not returned to zero before the next breath means gas trapping and auto-PEEP.`,
        difficulty: 'medium',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'hess-kacmarek-2019',
        written: '2026-11-28',
        kind: 'information-gathering',
        exhibit: {
          kind: 'ventilator',
          title: 'Transport ventilator graphics, volume control',
          alt: 'Pressure and flow against time for three breaths. After each breath the expiratory flow slopes slowly toward zero but the next breath starts while it is still well below the baseline.',
          mode: 'VC',
          compliance: 40,
          resistance: 40,
          peep: 5,
          rate: 20,
          ti: 1,
          tidalVolume: 240,
          breaths: 3,
          show: ['pressure', 'flow'],
          events: [{ type: 'autoPeep' }],
        },
      },
      {
        key: 'case-ch-011-5',
        update: `His plateau pressure is 30 cm H2O and the end-expiratory hold shows a total PEEP of 13 cm H2O. SpO2 is 93% on FiO2 0.60; arterial PaCO2 is 68 mm Hg with a pH of 7.18.`,
        questionText: `Which ventilator change should the respiratory therapist make?`,
        options: [
          `Raise the rate to 28/min to bring the PaCO2 down`,
          `Increase the tidal volume to 300 mL for more CO2 removal`,
          `Lengthen the inspiratory time to 1.5 s to spread the flow`,
          `Lower the rate to 12/min and shorten the inspiratory time`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. With an auto-PEEP of 8 cm H2O (13 − 5) and a plateau of 30 cm H2O, the priority is more time to exhale: a slower rate and a shorter inspiratory time (higher inspiratory flow) lengthen expiration. The higher PaCO2 is accepted (permissive hypercapnia) as long as the pH stays around 7.15–7.20 or more.

A is wrong: a faster rate shortens expiration and worsens the trapping.
B is wrong: a larger volume raises the plateau and the trapped volume.
C is wrong: a longer inspiratory time leaves even less time to exhale.

Correct Answer: D
Key Learning Point: In ventilated status asthmaticus, treat auto-PEEP with a slower rate and shorter inspiration, and accept a higher PaCO2.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-C',
        rteArea: 'interventions',
        source: 'hess-kacmarek-2019',
        written: '2026-11-28',
        kind: 'decision-making',
      },
      {
        key: 'case-ch-011-6',
        update: `Thirty minutes into the drive his blood pressure falls from 104/62 to 72/40 mm Hg and the SpO2 from 93% to 85%. Peak pressure has climbed. Breath sounds are faint but equal on both sides, the trachea is midline, and the tube is at the same mark with a normal capnogram shape.`,
        questionText: `What should the respiratory therapist do first?`,
        options: [
          `Decompress the right chest with a needle`,
          `Raise the ventilator rate to clear the CO2`,
          `Disconnect briefly to let trapped gas out`,
          `Give a benzodiazepine bolus and keep the same settings`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. Hypotension with rising airway pressure, equal breath sounds, a midline trachea and a tube in place point to severe dynamic hyperinflation: trapped gas raises intrathoracic pressure and cuts venous return. Disconnecting the ventilator for 30–60 seconds (with gentle chest pressure if needed) lets the lungs empty; ventilation then resumes at a slower rate and fluids are given.

A is wrong: a tension pneumothorax is less likely with equal breath sounds and a midline trachea; the quick disconnection test comes first.
B is wrong: a faster rate traps more gas and worsens the hypotension.
D is wrong: sedation may lower the blood pressure further and does not release the trapped gas.

Correct Answer: C
Key Learning Point: Sudden hypotension in a ventilated asthmatic is trapped gas until proven otherwise: disconnect briefly, then resume at a slower rate.`,
        difficulty: 'hard',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-G',
        rteArea: 'interventions',
        source: 'hess-kacmarek-2019',
        written: '2026-11-28',
        kind: 'decision-making',
      },
    ],
  },
  {
    key: 'case-ch-012',
    topicId: 10,
    title: 'Bronchiolitis on heated high-flow nasal cannula',
    setting: 'neonatal-pediatric',
    category: 'pediatric',
    place: 'hospital',
    scenario: `A 3-month-old, 5.5 kg girl born at term is admitted to the children's ward on day 3 of an RSV infection. She has a respiratory rate of 68/min, moderate subcostal retractions, nasal flaring, coarse crackles and wheezes, and SpO2 87% on room air. She is feeding poorly. The team decides to start heated high-flow nasal cannula.`,
    items: [
      {
        key: 'case-ch-012-1',
        questionText: `What flow should the respiratory therapist start the high-flow cannula at?`,
        options: [`3 L/min`, `11 L/min`, `25 L/min`, `40 L/min`],
        correctAnswer: 'B',
        explanation: `B is correct. High flow in infants with bronchiolitis is usually set at about 2 L/kg/min: 2 × 5.5 = 11 L/min, which meets her inspiratory flow, washes out nasopharyngeal dead space and gives a little distending pressure. Trials found no benefit from 3 L/kg/min over 2 L/kg/min, and more discomfort.

A is wrong: 3 L/min is a low-flow cannula setting that does not meet her inspiratory demand.
C is wrong: 25 L/min (about 4.5 L/kg/min) exceeds the studied range and is poorly tolerated.
D is wrong: 40 L/min is an adult flow.

Correct Answer: B
Key Learning Point: Start high flow in infants with bronchiolitis at about 2 L/kg/min.`,
        difficulty: 'easy',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-C',
        rteArea: 'interventions',
        source: 'egans-2020',
        written: '2026-11-28',
        kind: 'decision-making',
      },
      {
        key: 'case-ch-012-2',
        update: `On high flow at FiO2 0.35 her SpO2 is 94% and retractions are milder. The resident asks about adding treatments because she still wheezes and has thick nasal secretions that block her feeds.`,
        questionText: `What should the respiratory therapist recommend?`,
        options: [
          `An albuterol trial, continued if she seems to breathe easier`,
          `Gentle nasal suction before feeds and no bronchodilator`,
          `Chest physiotherapy every 4 hours to mobilize secretions`,
          `Oral dexamethasone for 3 days to reduce airway swelling`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Bronchiolitis care is supportive: oxygen, hydration, and gentle suctioning of the nose to relieve obstruction before feeds. The AAP guideline advises against albuterol, chest physiotherapy and systemic corticosteroids, which do not change the course.

A is wrong: albuterol does not improve outcomes in bronchiolitis, and a subjective trial leads to ongoing use without benefit.
C is wrong: chest physiotherapy adds distress and does not shorten the illness.
D is wrong: steroids have not helped infants with bronchiolitis.

Correct Answer: B
Key Learning Point: Bronchiolitis care is supportive; avoid albuterol, chest physiotherapy and steroids, and clear the nose before feeds.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        source: 'aap-bronchiolitis-2014',
        written: '2026-11-28',
        kind: 'decision-making',
      },
      {
        key: 'case-ch-012-3',
        update: `Overnight her respiratory rate rises to 84/min with grunting and head bobbing, and she has two pauses of 10–15 seconds. The FiO2 has been raised to 0.55 on 11 L/min. A capillary gas is in the table.`,
        questionText: `How should the respiratory therapist interpret the capillary gas in the table with her course?`,
        options: [
          `A compensated acidosis of the kind usual in bronchiolitis`,
          `An acute respiratory acidosis: high flow is failing`,
          `A metabolic acidosis from poor feeding and dehydration`,
          `An acceptable result for an infant on high-flow oxygen`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. A pH of 7.24 with a PCO2 of 66 mm Hg and a near-normal bicarbonate is an acute respiratory acidosis. Together with a rising oxygen need (FiO2 0.55), grunting, head bobbing and pauses, it shows that high-flow support is failing and she needs escalation.

A is wrong: the bicarbonate has barely risen, so the acidosis is not compensated.
C is wrong: the bicarbonate is not low; the problem is CO2.
D is wrong: this gas, with apneas and a rising FiO2, is not acceptable.

Correct Answer: B
Key Learning Point: In bronchiolitis on high flow, rising PCO2 with acidosis, a rising FiO2 need or apneas signal failure and the need to escalate.`,
        difficulty: 'hard',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'egans-2020',
        written: '2026-11-28',
        kind: 'information-gathering',
        exhibit: {
          kind: 'table',
          variant: 'abg',
          title: 'Capillary blood gas on high flow, FiO2 0.55',
          alt: 'One capillary blood gas from a heel stick: pH, PCO2, bicarbonate and base excess.',
          columns: ['Test', 'Result'],
          rows: [
            ['pH', '7.24'],
            ['PCO2', '66 mm Hg'],
            ['HCO3-', '27.4 mEq/L'],
            ['Base excess', '+1 mEq/L'],
          ],
        },
      },
      {
        key: 'case-ch-012-4',
        update: `The PICU team is called. She is alert between pauses, her airway is clear after suction, and her blood pressure and perfusion are normal.`,
        questionText: `What should the respiratory therapist recommend now?`,
        options: [
          `Raise the flow to 4 L/kg/min and stay on the ward`,
          `Nebulized 3% saline every 4 hours on the ward`,
          `Transfer to the PICU and start nasal CPAP`,
          `Keep the settings and repeat the gas in 12 hours`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. When high flow fails in bronchiolitis, nasal CPAP (about 6–8 cm H2O) or noninvasive ventilation in the PICU is the next step: it gives a set distending pressure, reduces work of breathing and often avoids intubation; she is alert with a clear airway, so a noninvasive trial is appropriate with close monitoring.

A is wrong: flows above about 2 L/kg/min have not helped and are poorly tolerated.
B is wrong: hypertonic saline does not rescue respiratory failure.
D is wrong: waiting 12 hours with acidosis and apneas risks arrest.

Correct Answer: C
Key Learning Point: Failure of high flow in bronchiolitis calls for escalation to CPAP or NIV in the PICU.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-E',
        rteArea: 'interventions',
        source: 'egans-2020',
        written: '2026-11-28',
        kind: 'decision-making',
      },
      {
        key: 'case-ch-012-5',
        update: `After 2 days of CPAP and a day of high flow she is on room air on the ward. Awake her SpO2 is 92–94%; during sleep it dips to 89–90% for a few seconds at a time and recovers without intervention. She takes most of her feeds by mouth and her retractions are mild.`,
        questionText: `What should the team do about her oxygen?`,
        options: [
          `Restart oxygen by cannula to keep her SpO2 above 95% day and night`,
          `Keep her on room air; the brief dips in sleep need no treatment`,
          `Return to high flow at 1 L/kg/min until her SpO2 is 97% asleep`,
          `Plan discharge on low-flow oxygen for the rest of her illness`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. The AAP guideline accepts an SpO2 of 90% or more in bronchiolitis; brief, self-correcting dips during sleep are common in recovering infants and do not need oxygen. Treating them prolongs the stay without benefit; what matters is her work of breathing and feeding.

A is wrong: a target above 95% is higher than needed and keeps her in hospital longer.
C is wrong: she no longer needs flow support, and 97% asleep is not a goal.
D is wrong: a healthy term infant recovering from bronchiolitis does not need home oxygen when her saturation is 90% or more.

Correct Answer: B
Key Learning Point: In bronchiolitis, an SpO2 of 90% or more is acceptable; brief self-resolving dips in sleep do not need oxygen.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-C',
        rteArea: 'interventions',
        source: 'aap-bronchiolitis-2014',
        written: '2026-11-28',
        kind: 'decision-making',
      },
    ],
  },
  {
    key: 'case-ch-013',
    topicId: 3,
    title: 'A toddler with severe BPD on a home ventilator',
    setting: 'home-care',
    category: 'pediatric',
    place: 'outside',
    scenario: `A home care respiratory therapist visits a 2-year-old, 11 kg boy born at 25 weeks with severe bronchopulmonary dysplasia. He has a 4.0 mm uncuffed tracheostomy tube and uses a home ventilator in pressure control (inspiratory pressure 12 cm H2O above PEEP 8, rate 20/min) with oxygen bled in at 0.5 L/min, continuously at night and for naps. His mother says the low-pressure and low-volume alarms have sounded several times a night this week and his SpO2 has dipped to 88% during sleep.`,
    items: [
      {
        key: 'case-ch-013-1',
        questionText: `The therapist records the ventilator graphics shown while he naps. What do they show?`,
        options: [
          `Gas trapping, from breaths that start before he has fully exhaled`,
          `Ineffective efforts that the ventilator fails to sense`,
          `Stiffer lungs than before, so each breath delivers less`,
          `A leak: much of each breath does not come back out`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. The volume trace does not return to zero after each breath: it levels off above baseline and then drops straight down when the next breath starts, and the expiratory flow is smaller than the inspiratory flow. Part of each inspired volume is escaping, here around his uncuffed tube through the upper airway, which explains the low-volume and low-pressure alarms.

A is wrong: gas trapping shows expiratory flow still running below zero when a breath begins, not a volume trace stuck above zero.
B is wrong: ineffective efforts show small flow bumps in expiration with no breath delivered.
C is wrong: stiffer lungs lower the volume but the exhaled volume would still equal the inhaled volume.

Correct Answer: D
Key Learning Point: A volume trace that plateaus above zero and drops vertically at the next breath means a leak; exhaled volume is less than inhaled.`,
        difficulty: 'medium',
        cognitiveLevel: 'analysis',
        outlineSection: 'II',
        tmcCode: 'II-A',
        rteArea: 'equipment-infection',
        source: 'hess-kacmarek-2019',
        written: '2026-11-28',
        kind: 'information-gathering',
        exhibit: {
          kind: 'ventilator',
          title: 'Home ventilator graphics, pressure control',
          alt: 'Pressure, flow and volume against time for three breaths. The expiratory flow is smaller than the inspiratory flow; the volume curve levels off well above zero after each breath and falls straight down when the next breath begins.',
          mode: 'PC',
          compliance: 10,
          resistance: 20,
          peep: 8,
          rate: 20,
          ti: 0.8,
          pressure: 12,
          breaths: 3,
          show: ['pressure', 'flow', 'volume'],
          events: [{ type: 'leak', fraction: 0.4 }],
        },
      },
      {
        key: 'case-ch-013-2',
        update: `The circuit, exhalation valve and connections are intact. The leak is worst when he sleeps with his chin on his chest and smallest with his neck extended. He has gained 2 kg since the tube was last sized 10 months ago.`,
        questionText: `What should the respiratory therapist recommend?`,
        options: [
          `Reviewing his tracheostomy tube size with the pulmonologist`,
          `Raising the inspiratory pressure to 20 cm H2O for every night's sleep`,
          `Turning off the low-volume alarm to let the family sleep`,
          `Capping the tube at night so that the leak cannot occur`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. A leak that varies with head position, in a growing child whose tube was sized months ago, means the tube is now small for his trachea. A larger tube (or a cuffed tube at night) chosen with the pulmonologist restores his delivered volume; the ATS guideline asks for regular review of tube size as children grow.

B is wrong: a much higher pressure overventilates him when the leak falls with position, and does not fix the cause.
C is wrong: alarms are his safety net; silencing them hides dangerous events.
D is wrong: capping a tube in a ventilator-dependent child stops ventilation.

Correct Answer: A
Key Learning Point: A position-dependent leak around an uncuffed tracheostomy in a growing child calls for a review of tube size, not silenced alarms.`,
        difficulty: 'hard',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-A',
        rteArea: 'interventions',
        source: 'ats-pediatric-home-ventilation-2016',
        written: '2026-11-28',
        kind: 'decision-making',
      },
      {
        key: 'case-ch-013-3',
        update: `A 4.5 mm uncuffed tube is placed and the night alarms stop. He is off the ventilator while awake, breathing through a heat and moisture exchanger with 0.25 L/min of oxygen, and babbles silently. His parents ask whether he could learn to make sounds.`,
        questionText: `What should the therapist confirm before a one-way speaking valve is tried?`,
        options: [
          `That he can exhale around the tube through his upper airway`,
          `That any cuff on the tube is fully inflated before the valve goes on`,
          `That he is drowsy or asleep, so that he leaves the valve alone`,
          `That his oxygen is stopped, since the valve cannot carry oxygen`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. A one-way valve lets air in through the tube but sends every exhalation up around the tube and through the larynx. Before it is used, the team must confirm that air can pass around the tube and through the upper airway (by finger occlusion or a pressure check); otherwise he cannot exhale and gas is trapped.

B is wrong: a cuff, if present, must be fully deflated; an inflated cuff with a valve blocks exhalation completely.
C is wrong: speaking valves are used only while the child is awake and watched, never during sleep.
D is wrong: oxygen can be given through the valve's port or a collar; it need not be stopped.

Correct Answer: A
Key Learning Point: Before a one-way speaking valve, confirm the child can exhale around the tube and through the larynx; deflate any cuff and use it only while awake and watched.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-B',
        rteArea: 'patient-data',
        source: 'ats-pediatric-home-ventilation-2016',
        written: '2026-11-28',
        kind: 'information-gathering',
      },
      {
        key: 'case-ch-013-4',
        update: `The valve trial goes well. Talking afterwards about the night alarms, his mother says his father works nights, she is the only person trained in his care, and at night she sometimes sleeps through the alarms.`,
        questionText: `Which part of his home plan should the respiratory therapist raise with the team?`,
        options: [
          `Lower the alarm volume at night so that he sleeps better`,
          `Keep the spare tracheostomy tube at the clinic instead`,
          `Train a second caregiver; keep an awake trained adult`,
          `Leave emergency tube changes to the paramedics`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. The ATS guideline for children on home invasive ventilation advises at least two trained family caregivers and an awake, trained caregiver at all times (family or home nursing), because tube blockage and dislodgement are sudden and life-threatening. A mother alone who sleeps through alarms is an unsafe plan that needs nursing hours or another trained adult.

A is wrong: alarms must be loud enough to wake the caregiver.
B is wrong: a spare tube (and one a size smaller) must be with the child at all times.
D is wrong: the minutes before paramedics arrive are exactly when a caregiver must change the tube.

Correct Answer: C
Key Learning Point: A child on home invasive ventilation needs at least two trained caregivers and an awake trained adult at all times.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-I',
        rteArea: 'professional-practice',
        source: 'ats-pediatric-home-ventilation-2016',
        written: '2026-11-28',
        kind: 'decision-making',
      },
      {
        key: 'case-ch-013-5',
        update: `The therapist sees that the reusable circuit parts, the resuscitation bag's valve and the nebulizer cup soak in white vinegar and are rinsed under the tap before use.`,
        questionText: `What should the respiratory therapist teach about cleaning this equipment?`,
        options: [
          `Keep the vinegar soak but make it stronger and longer`,
          `Rinse under the tap, since home germs are harmless`,
          `Replace the soaking with a spray of household bleach`,
          `Wash with soap, use a proven disinfectant, air-dry`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Equipment is first washed with detergent and water, then disinfected by a method shown to kill respiratory pathogens (for example boiling, a 70% isopropyl alcohol or 3% hydrogen peroxide soak, or as the maker directs), rinsed with sterile water if a chemical is used, and air-dried. Vinegar soaks do not reliably kill organisms such as Staphylococcus aureus and Pseudomonas, and tap-water rinses can recontaminate equipment.

A is wrong: a stronger or longer vinegar soak is still not an effective disinfectant.
B is wrong: tap water can carry Pseudomonas and other organisms.
C is wrong: a bleach spray is not a validated method for these parts and leaves residue that must be rinsed off.

Correct Answer: D
Key Learning Point: Clean home respiratory equipment with detergent, then a proven disinfection method, a sterile-water rinse and air-drying; vinegar is not a disinfectant.`,
        difficulty: 'easy',
        cognitiveLevel: 'application',
        outlineSection: 'II',
        tmcCode: 'II-B',
        rteArea: 'equipment-infection',
        source: 'cff-infection-control-2013',
        written: '2026-11-28',
        kind: 'decision-making',
      },
      {
        key: 'case-ch-013-6',
        update: `In winter he catches a cold. His written sick-day plan lets the family raise the bled-in oxygen to 2 L/min. Today he has a fever of 38.9 °C, a respiratory rate of 56/min, thick yellow secretions, and SpO2 89% on 2 L/min.`,
        questionText: `What does his condition show about the sick-day plan?`,
        options: [
          `He needs more than the plan allows: he should be seen urgently`,
          `He is within the plan, so the family can keep watching him`,
          `He needs more frequent suctioning, which will raise his saturation`,
          `He should have his oxygen stopped, since it may blunt his drive`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. His saturation is below target on the highest oxygen flow the plan allows, with fever and tachypnea: he has exceeded what can be managed at home and should be assessed urgently (emergency department or direct admission as the plan says).

B is wrong: he is beyond the plan's oxygen limit while still below target.
C is wrong: suctioning helps secretions but does not answer a rising oxygen need with fever and tachypnea.
D is wrong: oxygen should not be withdrawn from a hypoxemic child; hypoxemia also worsens his pulmonary vessels.

Correct Answer: A
Key Learning Point: A home sick-day plan sets limits; a child who needs more than the plan allows should be seen urgently.`,
        difficulty: 'hard',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-B',
        rteArea: 'patient-data',
        source: 'ats-pediatric-home-ventilation-2016',
        written: '2026-11-28',
        kind: 'information-gathering',
      },
    ],
  },
  {
    key: 'case-ch-014',
    topicId: 12,
    title: 'A large ventricular septal defect with pulmonary overcirculation',
    setting: 'neonatal-pediatric',
    category: 'pediatric',
    place: 'hospital',
    scenario: `A 7-week-old, 3.9 kg boy is admitted for poor weight gain. He breathes 72 times a minute with mild retractions, sweats during feeds and takes 30 minutes per bottle. The liver edge is 3 cm below the costal margin, a loud harsh systolic murmur is heard at the left lower sternal border, and SpO2 is 97% on room air. The chest film shows cardiomegaly with prominent pulmonary vessels.`,
    items: [
      {
        key: 'case-ch-014-1',
        questionText: `What best explains his tachypnea?`,
        options: [
          `Bronchiolitis with small airway obstruction`,
          `Aspiration pneumonia from slow feeding`,
          `Cyanotic heart disease with right-to-left flow`,
          `Too much lung blood flow from a left-to-right shunt`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. As pulmonary vascular resistance falls over the first weeks of life, a large ventricular septal defect sends more and more blood to the lungs. The result is pulmonary overcirculation and congestive heart failure: tachypnea, sweating with feeds, poor growth, an enlarged liver, cardiomegaly and prominent vessels on the film, with a normal saturation.

A is wrong: there is no viral illness, wheeze or crackles, and the film shows cardiomegaly.
B is wrong: aspiration would give focal infiltrates and coughing with feeds, not cardiomegaly and hepatomegaly.
C is wrong: his SpO2 is 97%; right-to-left shunting would lower it.

Correct Answer: D
Key Learning Point: A large left-to-right shunt causes heart failure with tachypnea, sweating with feeds and poor growth at 4–8 weeks, as pulmonary resistance falls.`,
        difficulty: 'medium',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-B',
        rteArea: 'patient-data',
        source: 'egans-2020',
        written: '2026-11-28',
        kind: 'information-gathering',
      },
      {
        key: 'case-ch-014-2',
        update: `The echocardiogram confirms a large perimembranous ventricular septal defect with left-to-right flow. A new order reads "oxygen 2 L/min by nasal cannula for tachypnea."`,
        questionText: `What should the respiratory therapist recommend about the oxygen order?`,
        options: [
          `Give it, aiming at an SpO2 of 100%`,
          `Give it at 0.5 L/min to limit dryness`,
          `Replace it with a high-flow cannula at 8 L/min`,
          `Hold it, since his SpO2 is normal on room air`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Oxygen is a pulmonary vasodilator. In a child with a large left-to-right shunt and a normal saturation, it lowers pulmonary vascular resistance further, increases the shunt and can worsen heart failure, without correcting any hypoxemia. The order should be questioned and held; treatment is diuretics, caloric support and surgical repair.

A is wrong: raising SpO2 from 97% to 100% gives no benefit and increases pulmonary blood flow.
B is wrong: a lower flow is still oxygen he does not need, with the same effect on the shunt.
C is wrong: high flow is not indicated for heart failure with a normal saturation.

Correct Answer: D
Key Learning Point: Avoid unneeded oxygen in pulmonary overcirculation from a left-to-right shunt: it dilates pulmonary vessels and increases the shunt.`,
        difficulty: 'hard',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-C',
        rteArea: 'interventions',
        source: 'egans-2020',
        written: '2026-11-28',
        kind: 'decision-making',
      },
      {
        key: 'case-ch-014-3',
        update: `Before surgery, cardiac catheterization measures the oxygen saturations in the table while he breathes room air.`,
        questionText: `Using the saturations in the table, about what is his pulmonary-to-systemic flow ratio (Qp:Qs)?`,
        options: [`About 1.0`, `About 1.5`, `About 2.5`, `About 4.0`],
        correctAnswer: 'C',
        explanation: `C is correct. Qp:Qs = (aortic − mixed venous saturation) ÷ (pulmonary venous − pulmonary arterial saturation) = (97 − 65) ÷ (98 − 85) = 32 ÷ 13 ≈ 2.5. Pulmonary flow is two and a half times systemic flow; a ratio above about 2 is a large shunt that usually needs closing.

A is wrong: a ratio of 1.0 means no shunt; here the pulmonary artery saturation is 20 points above the superior vena cava.
B is wrong: 1.5 would need a much smaller step-up in the pulmonary artery.
D is wrong: 4.0 would need a pulmonary artery saturation near 90%.

Correct Answer: C
Key Learning Point: Qp:Qs = (SaO2 − SvO2) ÷ (SpvO2 − SpaO2); a ratio above about 2 is a large left-to-right shunt.`,
        difficulty: 'hard',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-D',
        rteArea: 'patient-data',
        source: 'egans-2020',
        written: '2026-11-28',
        kind: 'information-gathering',
        exhibit: {
          kind: 'table',
          variant: 'lab',
          title: 'Oxygen saturations at cardiac catheterization, room air',
          alt: 'A table of oxygen saturation by site: superior vena cava, right ventricle, pulmonary artery, pulmonary vein and aorta.',
          columns: ['Site', 'Oxygen saturation'],
          rows: [
            ['Superior vena cava (mixed venous)', '65%'],
            ['Right ventricle', '84%'],
            ['Pulmonary artery', '85%'],
            ['Pulmonary vein', '98%'],
            ['Aorta', '97%'],
          ],
        },
      },
      {
        key: 'case-ch-014-4',
        update: `After surgical closure of the defect he is ventilated in the cardiac ICU. On the first night, right after endotracheal suctioning, his SpO2 falls from 98% to 78%, the blood pressure from 82/50 to 58/34 mm Hg and the central venous pressure rises from 8 to 16 mm Hg. Breath sounds are equal.`,
        questionText: `What should the respiratory therapist do first?`,
        options: [
          `Bag with 100% oxygen and add inhaled nitric oxide`,
          `Lower the FiO2 so that the pulmonary vessels are not dilated`,
          `Raise the PEEP to 12 cm H2O to recruit the lung after suction`,
          `Give a 20 mL/kg fluid bolus and recheck in 15 minutes`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. A sudden fall in saturation and blood pressure with a rise in central venous pressure after a noxious stimulus, in a child whose pulmonary vessels were exposed to high flow, is a pulmonary hypertensive crisis. Pulmonary vasodilation is the aim: 100% oxygen with gentle hand ventilation to correct hypercapnia and acidosis, deeper sedation, and inhaled nitric oxide.

B is wrong: oxygen is now a treatment; after repair the shunt no longer steals flow, and hypoxia constricts pulmonary vessels.
C is wrong: high PEEP raises pulmonary vascular resistance and lowers venous return.
D is wrong: a fluid bolus does not address the pulmonary vasoconstriction and may overload the failing right ventricle.

Correct Answer: A
Key Learning Point: Treat a pulmonary hypertensive crisis with 100% oxygen, ventilation to correct CO2 and acidosis, sedation and inhaled nitric oxide.`,
        difficulty: 'hard',
        cognitiveLevel: 'analysis',
        outlineSection: 'III',
        tmcCode: 'III-G',
        rteArea: 'interventions',
        source: 'egans-2020',
        written: '2026-11-28',
        kind: 'decision-making',
      },
      {
        key: 'case-ch-014-5',
        update: `He recovers on nitric oxide at 20 ppm. The team asks the respiratory therapist how to suction him safely over the next 48 hours.`,
        questionText: `Which approach to suctioning should the respiratory therapist plan?`,
        options: [
          `Routine suction every 2 hours with saline instilled first`,
          `Deep suctioning until the catheter meets resistance`,
          `Suction through an open circuit so the depth can be seen`,
          `Closed suction when needed, after oxygen and sedation`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Suctioning can trigger another crisis. The AARC 2022 guideline supports suctioning only when needed, preoxygenation for patients at risk of desaturation, shallow (premeasured) catheter depth and a closed system so PEEP and nitric oxide are not interrupted; a sedative dose before suction blunts the stimulus.

A is wrong: routine timed suction and saline instillation are not recommended.
B is wrong: deep suction stimulates the carina and adds trauma.
C is wrong: opening the circuit loses PEEP and interrupts nitric oxide delivery.

Correct Answer: D
Key Learning Point: In a child at risk of pulmonary hypertensive crises, suction only when needed, shallow, preoxygenated, sedated and through a closed system.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-A',
        rteArea: 'interventions',
        source: 'aarc-suctioning-2022',
        written: '2026-11-28',
        kind: 'decision-making',
      },
    ],
  },
  {
    key: 'case-ch-015',
    topicId: 9,
    title: 'A kindergartner choking on a grape at school',
    setting: 'emergency',
    category: 'pediatric',
    place: 'outside',
    scenario: `A respiratory therapist is giving a hand-washing talk at a primary school when a teacher calls for help in the lunchroom. A 5-year-old, 19 kg girl was eating whole grapes when she suddenly stood up clutching her throat. Her lips are turning blue and her eyes are wide. The school nurse is on her way with the emergency bag and an AED.`,
    items: [
      {
        key: 'case-ch-015-1',
        questionText: `Which finding shows that her airway obstruction is severe?`,
        options: [
          `A loud, forceful cough with a red face`,
          `Gagging with watery eyes after each swallow`,
          `Wheezing heard between strong coughs`,
          `A silent cough and no voice when she tries`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. A child who cannot speak or cry, whose cough is silent and who is becoming cyanotic is moving little or no air: the obstruction is severe and needs immediate back blows and abdominal thrusts.

A is wrong: a forceful cough with noise means air is moving; the child is encouraged to keep coughing and watched closely.
B is wrong: gagging with watery eyes is a protective reflex that moves air.
C is wrong: wheezing between strong coughs also means air is moving.

Correct Answer: D
Key Learning Point: Inability to speak, a silent cough and cyanosis mark severe airway obstruction; a forceful cough means the child should be left to cough.`,
        difficulty: 'easy',
        cognitiveLevel: 'application',
        outlineSection: 'I',
        tmcCode: 'I-B',
        rteArea: 'patient-data',
        source: 'aha-pals-2025',
        written: '2026-11-28',
        kind: 'information-gathering',
      },
      {
        key: 'case-ch-015-2',
        update: `She nods when asked "Are you choking?" but makes no sound. The therapist kneels behind her.`,
        questionText: `How should the therapist try to relieve the obstruction?`,
        options: [
          `Repeated abdominal thrusts alone until the grape comes out`,
          `Five back blows, then five abdominal thrusts, in turn`,
          `A finger sweep deep in the throat to hook the grape out`,
          `Chest thrusts while she stands, one after another`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. The 2025 AHA guidance for a responsive child with severe foreign-body obstruction is to alternate cycles of 5 back blows and 5 abdominal thrusts until the object comes out or the child becomes unresponsive.

A is wrong: the 2025 guidance replaces abdominal thrusts alone with back blows alternating with abdominal thrusts for children.
C is wrong: a blind finger sweep can push the grape deeper and injure the throat.
D is wrong: chest thrusts are used for infants and for people too large or pregnant for abdominal thrusts, not a 5-year-old.

Correct Answer: B
Key Learning Point: For a choking child, alternate 5 back blows with 5 abdominal thrusts (AHA 2025); no blind finger sweeps.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-G',
        rteArea: 'interventions',
        source: 'aha-pals-2025',
        written: '2026-11-28',
        kind: 'decision-making',
      },
      {
        key: 'case-ch-015-3',
        update: `After two cycles she goes limp and becomes unresponsive. The therapist lowers her to the floor; the teacher has called emergency services and the nurse arrives with the AED.`,
        questionText: `What should the therapist do next?`,
        options: [
          `Start CPR with compressions; check the mouth before breaths`,
          `Keep giving abdominal thrusts with her lying on her back on the floor`,
          `Sweep the back of her throat with a finger before trying any breaths`,
          `Give rescue breaths alone, since her heart is probably still beating`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Once a choking child is unresponsive, the rescuer starts CPR beginning with compressions, which also push on the obstruction. Each time the airway is opened for breaths, the rescuer looks in the mouth and removes the object only if it is seen.

B is wrong: an unresponsive child needs CPR; compressions replace abdominal thrusts.
C is wrong: blind sweeps can push the grape deeper.
D is wrong: rescue breaths cannot get past a complete obstruction, and an unresponsive, hypoxic child needs compressions.

Correct Answer: A
Key Learning Point: If a choking child becomes unresponsive, start CPR with compressions and look for the object each time the airway is opened.`,
        difficulty: 'medium',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-G',
        rteArea: 'interventions',
        source: 'aha-pals-2025',
        written: '2026-11-28',
        kind: 'decision-making',
      },
      {
        key: 'case-ch-015-4',
        update: `After 30 compressions the therapist sees half a grape in her mouth and removes it. She gasps, cries and becomes alert before the ambulance arrives. Ten minutes later she has a persistent cough, SpO2 94% on room air, and a wheeze heard only over the right lower chest.`,
        questionText: `What do these findings most likely mean?`,
        options: [
          `Part of the grape may remain in the right bronchus`,
          `A bruised chest wall from the compressions she had`,
          `New-onset asthma set off by the stress of choking`,
          `An expected cough that will settle within the hour`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Only half of the grape was removed. A persistent cough with a wheeze localized to one side (usually the right, where the main bronchus is more vertical) and a slightly low saturation suggest a retained fragment. She needs hospital assessment and usually bronchoscopy; a normal chest film does not rule it out.

B is wrong: bruising causes pain on breathing, not a one-sided wheeze.
C is wrong: asthma gives diffuse, two-sided wheezing.
D is wrong: a persisting unilateral wheeze is not an expected, self-limited cough.

Correct Answer: A
Key Learning Point: A unilateral wheeze or persistent cough after choking suggests a retained foreign body; refer for bronchoscopy.`,
        difficulty: 'hard',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-B',
        rteArea: 'patient-data',
        source: 'egans-2020',
        written: '2026-11-28',
        kind: 'information-gathering',
      },
      {
        key: 'case-ch-015-5',
        update: `At the hospital a bronchoscopy removes the rest of the grape from the right main bronchus. Her father asks how he should help her 8-month-old brother if he ever chokes the same way.`,
        questionText: `What should the respiratory therapist teach him?`,
        options: [
          `Abdominal thrusts, as for his sister`,
          `Hold him upside down and shake him`,
          `Back blows, then chest thrusts, head down`,
          `Sweep his mouth with a finger to hook it`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. For a choking infant who cannot cry or cough, the rescuer gives 5 back blows with the infant face down along the forearm, head lower than the chest, then turns him and gives 5 chest thrusts with the heel of one hand on the lower half of the sternum (the 2025 guidance drops the two-finger technique), repeating until the object comes out or he becomes unresponsive.

A is wrong: abdominal thrusts are not used in infants because of the risk to the liver and other organs.
B is wrong: shaking an infant is dangerous and does not relieve an obstruction.
D is wrong: blind finger sweeps can push the object deeper; remove it only if it can be seen.

Correct Answer: C
Key Learning Point: For a choking infant: cycles of 5 back blows and 5 chest thrusts, head down; no abdominal thrusts and no blind sweeps.`,
        difficulty: 'easy',
        cognitiveLevel: 'application',
        outlineSection: 'III',
        tmcCode: 'III-I',
        rteArea: 'professional-practice',
        source: 'aha-pals-2025',
        written: '2026-11-28',
        kind: 'decision-making',
      },
    ],
  },
];
