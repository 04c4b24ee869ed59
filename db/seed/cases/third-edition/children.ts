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
          `Milk the intact cord toward the baby, then clamp and start initial steps`,
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
        update: `Ventilation with 21% oxygen starts at 50 seconds and the chest rises. By 2 minutes the heart rate is 145/min and he breathes irregularly, so ventilation is stopped. The right-hand oximeter reads 72% at 3 minutes and 76% at 5 minutes; he is pink centrally and grunting softly.`,
        questionText: `How should the team interpret his two oximeter readings?`,
        options: [
          `Both are low; oxygen should have begun with the first breath`,
          `Both lie within the expected range for a newborn in transition`,
          `On target at 3 minutes, short of the 80–85% goal at 5 minutes`,
          `Both are higher than a late-preterm infant should be allowed`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. Preductal saturation after birth climbs gradually; the targets are about 70–75% at 3 minutes and 80–85% at 5 minutes. A reading of 72% at 3 minutes is on target, while 76% at 5 minutes falls short and calls for a small increase in oxygen.

A is wrong: resuscitation of a baby of 35 weeks or more starts with 21% oxygen; 72% at 3 minutes is normal.
B is wrong: the 5-minute reading is below the 80–85% goal.
D is wrong: neither reading is high; hyperoxia concerns start above the upper limits of the targets.

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
          `Reapply the mask, reposition the head, then recheck chest rise`,
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
          `Right-to-left shunting through the ductus from high pulmonary pressure`,
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
        questionText: `What is the most likely cause of his sudden deterioration?`,
        options: [
          `Worsening pulmonary hypertensive crisis`,
          `A blocked gastric tube letting the bowel swell`,
          `Tension pneumothorax on the right side`,
          `The tube slipping into the left bronchus`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. The sudden fall in saturation, heart rate and blood pressure with loss of chest wiggle on the right and a bright transillumination of the right chest point to air in the right pleural space. The lung opposite the hernia is the one at risk, because it takes most of the ventilation.

A is wrong: a hypertensive crisis widens the pre/postductal gap but does not abolish chest movement on one side or transilluminate.
B is wrong: bowel distension develops gradually and affects the left chest.
D is wrong: a tube in the left bronchus would ventilate the hypoplastic left lung, and transillumination would not light up the right side.

Correct Answer: C
Key Learning Point: In diaphragmatic hernia the contralateral lung is prone to pneumothorax; a one-sided loss of chest wiggle with bright transillumination needs immediate drainage.`,
        difficulty: 'medium',
        cognitiveLevel: 'analysis',
        outlineSection: 'I',
        tmcCode: 'I-B',
        rteArea: 'patient-data',
        source: 'egans-2020',
        written: '2026-11-28',
        kind: 'information-gathering',
      },
    ],
  },
];
