import type { CjKind, CognitiveLevel, Difficulty, OutlineSection, RteArea, SeedCaseItem, SeedCaseSet, TmcCode } from '../../types';
import type { SourceId } from '../../sources';

/** Written for the third edition and not yet reviewed against their sources: the items say so by date. */
const WRITTEN = '2026-11-28';

type ItemMeta = Pick<
  SeedCaseItem,
  'kind' | 'difficulty' | 'cognitiveLevel' | 'tmcCode' | 'outlineSection' | 'rteArea' | 'source' | 'written'
>;

/** The outline section is derived from the TMC code so the two cannot disagree. */
function meta(
  kind: CjKind,
  difficulty: Difficulty,
  cognitiveLevel: CognitiveLevel,
  tmcCode: TmcCode,
  rteArea: RteArea,
  source: SourceId,
): ItemMeta {
  const outlineSection = tmcCode.slice(0, tmcCode.indexOf('-')) as OutlineSection;
  return { kind, difficulty, cognitiveLevel, tmcCode, outlineSection, rteArea, source, written: WRITTEN };
}

const IG: CjKind = 'information-gathering';
const DM: CjKind = 'decision-making';

/** Third-edition clinical-judgment case sets: more adult neurological, neuromuscular and trauma patients. */
export const caseSets: SeedCaseSet[] = [
  {
    key: 'case-nt-001',
    topicId: 8,
    title: 'Status epilepticus: airway and ventilation after benzodiazepines',
    setting: 'emergency',
    category: 'neurological',
    place: 'hospital',
    scenario: `A 34-year-old man (height 178 cm, weight 84 kg) with known epilepsy is brought in by ambulance after a generalized convulsion that began 30 minutes ago. Paramedics gave midazolam 10 mg intramuscularly; in the emergency department he received lorazepam 4 mg IV twice, 5 minutes apart, then levetiracetam 4,500 mg IV. The convulsions stopped 5 minutes ago. Now: Glasgow Coma Scale 6, snoring respirations at 8/min, SpO2 88% on a nonrebreathing mask at 15 L/min, heart rate 118/min, blood pressure 142/88 mm Hg, glucose 126 mg/dL. A sampling nasal cannula for capnography is placed.`,
    items: [
      {
        key: 'case-nt-001-1',
        questionText: `The capnogram recorded over his first minute on the sampling cannula is shown. What does it show?`,
        options: [
          `Hypoventilation, with CO2 climbing breath by breath`,
          `Rebreathing of exhaled gas, as the baseline rises above zero`,
          `Bronchospasm, with a slow upstroke and a sloping plateau`,
          `Sampling from the esophagus, as the waves shrink and then stop`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. The waveform keeps a normal shape and returns to a zero baseline, but each plateau is higher than the one before: CO2 is accumulating because his ventilation is too little for his CO2 production. After large doses of benzodiazepines, a postictal patient commonly hypoventilates and obstructs his upper airway.

B is wrong: rebreathing lifts the baseline (inspired CO2) above zero; here the baseline returns to zero each breath.
C is wrong: bronchospasm gives a shark-fin shape with a slow upstroke; these upstrokes are steep and the plateaus flat.
D is wrong: esophageal sampling applies to a misplaced tube, and the waves would shrink and vanish; his waves persist and grow.

Correct Answer: A
Key Learning Point: After benzodiazepines for status epilepticus, a rising end-tidal CO2 with a normal waveform shape signals hypoventilation before the SpO2 shows it on high oxygen.`,
        ...meta(IG, 'medium', 'analysis', 'I-D', 'patient-data', 'aarc-capnography-2011'),
        exhibit: {
          kind: 'capnogram',
          pattern: 'hypoventilation',
          title: 'Capnogram, sampling nasal cannula',
          alt: 'Slow, regular waves of normal shape over one minute; the baseline returns to zero each breath while the plateau height climbs steadily from about 52 to about 64 mm Hg.',
          etco2: 52,
          etco2End: 64,
          rate: 8,
          seconds: 60,
        },
      },
      {
        key: 'case-nt-001-2',
        update: `His chin has dropped onto his chest, the snoring continues, and the chest rise is shallow. There is no vomit in the mouth.`,
        questionText: `What should the respiratory therapist do first?`,
        options: [
          `Give flumazenil 0.2 mg IV to reverse the benzodiazepines`,
          `Switch to bilevel noninvasive ventilation by full face mask`,
          `Jaw thrust and bag-mask ventilation`,
          `Raise the oxygen flow to the mask and recheck in 15 minutes`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. He is obstructing (snoring, chin on chest) and hypoventilating. A jaw thrust opens the airway, and assisted breaths by bag-valve-mask with oxygen correct the hypoventilation at once while the team prepares to secure the airway.

A is wrong: flumazenil can provoke seizures in a patient with a seizure disorder and would undo the treatment of his status epilepticus.
B is wrong: with a Glasgow Coma Scale of 6 he cannot protect his airway, and a tight mask on an obtunded patient who may vomit risks aspiration.
D is wrong: the mask is already at 15 L/min; more oxygen does nothing for an obstructed airway or for CO2 retention, and waiting lets both worsen.

Correct Answer: C
Key Learning Point: A postictal patient who obstructs and hypoventilates after benzodiazepines needs airway opening and assisted ventilation, not reversal with flumazenil.`,
        ...meta(DM, 'easy', 'application', 'III-G', 'interventions', 'aes-status-epilepticus-2016'),
      },
      {
        key: 'case-nt-001-3',
        update: `Bag-mask ventilation raises the SpO2 to 97%. Twitching of his right face and hand returns, and he still has no gag. The physician plans rapid sequence intubation with ketamine and rocuronium 1.2 mg/kg.`,
        questionText: `What will the choice of rocuronium require of the team once he is intubated?`,
        options: [
          `Continuous EEG, as paralysis hides seizures`,
          `Stopping sedation so that any convulsion can be seen at once`,
          `Train-of-four checks every 15 minutes to time the next dose`,
          `Waiting on capnography until the paralytic has worn off`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Rocuronium at this dose paralyzes for an hour or more, and a paralyzed patient cannot show a convulsion. Seizures that continue electrically still injure the brain, so he needs continuous EEG monitoring as soon as it can be arranged.

B is wrong: stopping sedation in a paralyzed patient risks awareness and does not reveal seizures, which paralysis masks whatever the sedation.
C is wrong: a single intubating dose is not followed by scheduled redosing; train-of-four tracks a blocking infusion, not seizure activity.
D is wrong: waveform capnography confirms tube placement at once and is monitored continuously; it has nothing to do with the paralytic wearing off.

Correct Answer: A
Key Learning Point: After a long-acting neuromuscular blocker in status epilepticus, only the EEG can show whether the seizures have stopped.`,
        ...meta(DM, 'medium', 'application', 'I-E', 'patient-data', 'ncs-status-epilepticus-2012'),
      },
      {
        key: 'case-nt-001-4',
        update: `He is intubated with a 7.5 mm tube at 23 cm at the lip; waveform capnography confirms placement and a propofol infusion runs. Ventilator: volume control, tidal volume 500 mL, rate 14/min, PEEP 5 cm H2O, FiO2 1.0. The blood gas drawn 20 minutes later is in the table.`,
        questionText: `What does the blood gas in the table show?`,
        options: [
          `Metabolic acidosis from seizure lactate, fully compensated by breathing`,
          `Acute respiratory acidosis alone, with a bicarbonate still in range`,
          `Metabolic alkalosis masked by a primary respiratory acidosis`,
          `Mixed acidosis: seizure lactate plus CO2 from hypoventilation`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Both components move the pH down. The HCO3- of 18 mEq/L with a lactate of 9.1 mmol/L is a lactic acidosis from the seizures. Full compensation for that would bring the PaCO2 to about 1.5 × 18 + 8 = 35 mm Hg (Winter's formula); his PaCO2 is 58 mm Hg, so a respiratory acidosis from hypoventilation is added on top, and together they drive the pH to 7.12.

A is wrong: compensation would lower the PaCO2 toward 35 mm Hg; a PaCO2 of 58 mm Hg is a second, respiratory, acidosis, not compensation.
B is wrong: in acute respiratory acidosis the HCO3- rises slightly (about 1 mEq/L per 10 mm Hg of CO2), to about 26 mEq/L here; a value of 18 mEq/L means a metabolic acidosis as well.
C is wrong: an alkalosis would raise the HCO3- above normal; his is low.

Correct Answer: D
Key Learning Point: After status epilepticus a low pH with a high PaCO2 and a low HCO3- is a mixed acidosis: seizure lactate plus hypoventilation, which the ventilator can correct.`,
        ...meta(IG, 'medium', 'analysis', 'I-D', 'patient-data', 'egans-2020'),
        exhibit: {
          kind: 'table',
          variant: 'abg',
          title: 'Arterial blood gas, 20 minutes after intubation (FiO2 1.0)',
          alt: 'A blood gas table: pH 7.12, PaCO2 58 mm Hg, HCO3 18 mEq/L, PaO2 312 mm Hg, SaO2 100 percent, lactate 9.1 mmol/L.',
          columns: ['Measure', 'Value'],
          rows: [
            ['pH', '7.12'],
            ['PaCO2 (mm Hg)', '58'],
            ['HCO3- (mEq/L)', '18'],
            ['PaO2 (mm Hg)', '312'],
            ['SaO2 (%)', '100'],
            ['Lactate (mmol/L)', '9.1'],
          ],
        },
      },
      {
        key: 'case-nt-001-5',
        update: `After that gas the rate was raised to 20/min and the FiO2 lowered to 0.40. Six hours later the EEG shows no seizures. The high-pressure alarm sounds: at the same tidal volume (500 mL), flow and PEEP (5 cm H2O), the peak and plateau pressures are now 35 and 30 cm H2O; at the start they were 24 and 18. Total PEEP on an expiratory hold is 5 cm H2O. Crackles are heard at the right base, and a radiograph shows a new right lower lobe opacity.`,
        questionText: `What do the two sets of pressures indicate?`,
        options: [
          `Higher airway resistance from secretions, which suctioning will fix`,
          `A fall in compliance from about 38 to 20 mL/cm H2O, within the lung`,
          `Gas trapping from too short an expiratory time at the higher rate`,
          `A cuff leak, since the gap between peak and plateau has narrowed`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Static compliance is tidal volume / (plateau − PEEP): 500 / (18 − 5) = 38 mL/cm H2O at the start and 500 / (30 − 5) = 20 mL/cm H2O now. The peak-to-plateau gap (6, now 5 cm H2O) has not grown, so the rise is in the lung itself, as the new right lower lobe opacity (likely aspiration during the seizure or intubation) explains.

A is wrong: more resistance widens the peak-to-plateau gap; the gap is unchanged.
C is wrong: the expiratory hold shows a total PEEP equal to the set PEEP, so there is no auto-PEEP.
D is wrong: a cuff leak loses volume and lowers pressures; it does not raise the plateau by 12 cm H2O.

Correct Answer: B
Key Learning Point: When plateau pressure rises with an unchanged peak-to-plateau gap and no auto-PEEP, compliance has fallen in the lung or chest wall; look for a cause such as aspiration.`,
        ...meta(IG, 'hard', 'analysis', 'I-D', 'patient-data', 'hess-kacmarek-2019'),
      },
      {
        key: 'case-nt-001-6',
        update: `By day 3 the opacity is clearing on antibiotics, the EEG has been free of seizures for 48 hours on levetiracetam, and with sedation paused he follows commands. On a 30-minute trial of pressure support 5 and PEEP 5 cm H2O with FiO2 0.35: respiratory rate 20/min, tidal volume 460 mL, SpO2 96%, heart rate 92/min. He coughs strongly when suctioned, and the secretions are thin and small in amount.`,
        questionText: `What should the respiratory therapist recommend?`,
        options: [
          `Extubate now; he passed and coughs well`,
          `A tracheostomy, given the risk that his seizures will recur`,
          `Another 24 hours of rest on full support before extubating`,
          `Extubation directly onto bilevel noninvasive ventilation`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. He is awake and following commands, passed a spontaneous breathing trial (rate/volume ratio about 43), and has a strong cough with scant secretions, so he can protect his airway. Extubation is the next step.

B is wrong: his epilepsy is controlled on maintenance therapy; the risk of another seizure does not justify a surgical airway in a patient who meets extubation criteria.
C is wrong: resting a patient who passes the trial prolongs ventilation and adds the risks of the tube without benefit.
D is wrong: preventive noninvasive ventilation after extubation is for patients at high risk of failure, such as those with hypercapnia or heart failure; he has neither.

Correct Answer: A
Key Learning Point: Once status epilepticus is controlled, extubate when the patient passes a breathing trial and can protect the airway; recurrence risk alone is no reason to delay.`,
        ...meta(DM, 'medium', 'application', 'III-E', 'interventions', 'ats-accp-liberation-2017'),
      },
    ],
  },
  {
    key: 'case-nt-002',
    topicId: 12,
    title: 'Duchenne muscular dystrophy on home bilevel: a cold, a weak cough and the cough machine',
    setting: 'home-care',
    category: 'neurological',
    place: 'outside',
    scenario: `A 24-year-old man with Duchenne muscular dystrophy, a power-wheelchair user, has used nocturnal bilevel ventilation by nasal mask for 3 years (spontaneous/timed, IPAP 16, EPAP 5 cm H2O, backup rate 12/min). At his last clinic visit his FVC was 0.9 L (19% of predicted) and his unassisted cough peak flow 210 L/min. His mother calls the home-care respiratory therapist because he has had a cold for 3 days and "cannot bring anything up." At the visit: SpO2 93% on room air, respiratory rate 24/min, heart rate 104/min, coarse crackles at both bases and a weak, wet cough. His unassisted cough peak flow today is 140 L/min.`,
    items: [
      {
        key: 'case-nt-002-1',
        questionText: `How should the respiratory therapist interpret today's cough peak flow?`,
        options: [
          `Adequate, since a peak flow above 100 L/min can clear mucus`,
          `Too weak to clear secretions, being below about 160 L/min`,
          `A new restrictive defect that calls for full lung function tests`,
          `Expected with a cold, so his care plan needs no change yet`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. A cough peak flow below about 160 L/min cannot clear airway secretions, and below 270 L/min an adult with neuromuscular disease is at risk whenever a chest infection lowers it further. At 140 L/min, with crackles and a wet cough, he needs assisted cough now.

A is wrong: 100 L/min is well below the flow a cough needs to move mucus; the figure gives false reassurance.
C is wrong: his restriction is long known and progressive; today's fall comes from the infection and fatigue, and formal testing would not change what he needs.
D is wrong: the fall is expected, but it is exactly the situation in which his plan must change to assisted cough before mucus plugs the airways.

Correct Answer: B
Key Learning Point: In neuromuscular weakness a cough peak flow under about 160 L/min is ineffective, and under 270 L/min calls for assisted cough during chest infections.`,
        ...meta(IG, 'medium', 'application', 'I-C', 'patient-data', 'dmd-care-2018'),
      },
      {
        key: 'case-nt-002-2',
        update: `He owns a mechanical insufflation-exsufflation device, prescribed last year, that he has rarely used. He agrees to try it through an oronasal mask.`,
        questionText: `Which settings are most likely to give him an effective cough?`,
        options: [
          `Insufflation +40 and exsufflation −40 cm H2O, in sets of about 5 cycles`,
          `Insufflation +10 and exsufflation −10 cm H2O, in sets of about 5 cycles`,
          `Insufflation +40 cm H2O with exsufflation off so he exhales passively`,
          `Exsufflation −40 cm H2O with insufflation off so mucus is drawn out`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. An effective cough needs a deep breath in and a fast flow out. Pressures of about +40 and −40 cm H2O (adjusted for comfort and effect) give an adult both, in sets of about five cycles with a rest between sets, repeated until the secretions clear.

B is wrong: ±10 cm H2O moves too little air in and too little flow out to move mucus.
C is wrong: without the negative pressure the exhalation is no faster than his own weak cough; insufflation alone is lung volume recruitment, not cough assistance.
D is wrong: suction at the mouth without a deep breath first gives little volume to expel, so the expiratory flow stays low.

Correct Answer: A
Key Learning Point: Mechanical insufflation-exsufflation works by a deep insufflation followed by a rapid exsufflation; about ±40 cm H2O is the usual effective adult range.`,
        ...meta(DM, 'medium', 'application', 'III-B', 'interventions', 'dmd-care-2018'),
      },
      {
        key: 'case-nt-002-3',
        update: `After four sets, with a manual abdominal thrust timed to each exsufflation, he coughs up a large plug of thick mucus. The therapist's readings before and after are in the table.`,
        questionText: `What does the change shown in the table indicate?`,
        options: [
          `He needs no more assisted cough, as his peak flow is now above 270 L/min`,
          `The cough machine cleared CO2 enough to reverse his hypoxemia`,
          `He is retaining CO2, so his night bilevel pressures should be raised now`,
          `His low SpO2 came from mucus in the airways, not from failing ventilation`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. The SpO2 rose from 91% to 96% on room air and the rate fell, while the transcutaneous CO2 stayed almost the same. Clearing the plug reopened airways and corrected the shunt; his ventilation had not failed. In neuromuscular disease an SpO2 below 95% on room air calls for airway clearance (and ventilation if CO2 rises) rather than oxygen.

A is wrong: 290 L/min is his assisted peak flow, reached with the machine and an abdominal thrust; his own cough is still weak, so he needs assisted cough throughout this illness.
B is wrong: the CO2 barely changed, so the better SpO2 came from reopened airways, not from more ventilation.
C is wrong: a transcutaneous CO2 of 46-47 mm Hg is near normal and unchanged; nothing in the table calls for higher pressures at night.

Correct Answer: D
Key Learning Point: In a patient with neuromuscular weakness, an SpO2 that rises after assisted cough with an unchanged CO2 shows that mucus, not hypoventilation, caused the desaturation.`,
        ...meta(IG, 'hard', 'analysis', 'I-D', 'patient-data', 'dmd-care-2018'),
        exhibit: {
          kind: 'table',
          variant: 'lab',
          title: 'Home visit readings, before and after assisted cough',
          alt: 'Two columns. Before: SpO2 91 percent on room air, transcutaneous CO2 47 mm Hg, respiratory rate 24 per minute, no assisted peak flow. After: SpO2 96 percent, transcutaneous CO2 46 mm Hg, rate 18 per minute, assisted cough peak flow 290 L/min.',
          columns: ['Finding', 'Before', 'After'],
          rows: [
            ['SpO2, room air (%)', '91', '96'],
            ['Transcutaneous CO2 (mm Hg)', '47', '46'],
            ['Respiratory rate (/min)', '24', '18'],
            ['Assisted cough peak flow (L/min)', 'not measured', '290'],
          ],
        },
      },
      {
        key: 'case-nt-002-4',
        update: `That evening his mother reports SpO2 readings of 92-93% while he watches television. A relative has left an oxygen concentrator in the house, and she asks whether he can use it at 2 L/min overnight.`,
        questionText: `What should the respiratory therapist advise?`,
        options: [
          `Run the concentrator at 2 L/min by nasal cannula and stop the bilevel`,
          `Bleed 2 L/min into the bilevel circuit every night from now on`,
          `Use the cough machine, then the bilevel, whenever SpO2 is below 95%`,
          `Change the bilevel to CPAP of 10 cm H2O with 2 L/min of oxygen`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. An oximetry-guided plan for neuromuscular disease treats an SpO2 below 95% with assisted cough to clear mucus and with ventilation to support breathing; oxygen is kept back because it hides the warning while mucus or CO2 builds up.

A is wrong: oxygen without ventilatory support can blunt his drive and worsen CO2 retention, and stopping the bilevel removes the support he depends on at night.
B is wrong: adding oxygen to the bilevel masks the desaturation that signals retained mucus; it is not started before the cause is treated and the CO2 checked.
D is wrong: CPAP gives no pressure difference to inflate weak lungs; he needs bilevel ventilation, not a single pressure.

Correct Answer: C
Key Learning Point: For neuromuscular patients, desaturation below 95% is treated with assisted cough and noninvasive ventilation; oxygen alone masks the problem and can worsen hypercapnia.`,
        ...meta(DM, 'medium', 'application', 'III-I', 'interventions', 'dmd-care-2018'),
      },
      {
        key: 'case-nt-002-5',
        update: `Thirty-six hours later: temperature 38.8 °C, SpO2 89-90% on room air despite assisted cough every 2 hours and bilevel for 20 hours a day, transcutaneous CO2 56 mm Hg, bronchial breath sounds at the left base, assisted cough peak flow 180 L/min. He is alert and handles his mask well.`,
        questionText: `What should the respiratory therapist arrange now?`,
        options: [
          `Keep the current plan and recheck tomorrow, as a virus is likely`,
          `Add 4 L/min of oxygen to the bilevel and recheck in 24 hours`,
          `Hospital admission, bringing his own bilevel and cough machine`,
          `Referral for an elective tracheostomy within the next month`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. He now has signs of pneumonia, a rising CO2 and an SpO2 under 90% despite near-continuous bilevel and frequent assisted cough: home care has reached its limit. In hospital, his familiar bilevel and cough machine let the team continue noninvasive support and often avoid intubation.

A is wrong: the rising CO2 and falling saturation despite maximal home treatment show worsening; a day's delay risks a respiratory arrest.
B is wrong: oxygen treats the number while CO2 climbs and the pneumonia goes untreated; he needs assessment and antibiotics, not a higher flow at home.
D is wrong: a tracheostomy may be discussed later, but an elective referral does nothing for an acute pneumonia with hypercapnia today.

Correct Answer: C
Key Learning Point: A neuromuscular patient whose CO2 rises and SpO2 stays under 90% despite home noninvasive ventilation and assisted cough needs hospital care, with his own devices.`,
        ...meta(DM, 'hard', 'analysis', 'III-E', 'interventions', 'dmd-care-2018'),
      },
    ],
  },
  {
    key: 'case-nt-003',
    topicId: 3,
    title: 'High cervical cord injury: weaning by diaphragm pacing in a rehabilitation hospital',
    setting: 'chronic-disease',
    category: 'neurological',
    place: 'outside',
    scenario: `A 31-year-old man with a complete C2 spinal cord injury from a diving accident 10 weeks ago is admitted to the ventilator unit of a rehabilitation hospital. He has a cuffed 8.0 mm tracheostomy tube and is on assist/control volume ventilation (tidal volume 600 mL, rate 12/min, PEEP 5 cm H2O, FiO2 0.25), with no spontaneous breaths and no visible diaphragm movement off the ventilator. He is alert, speaks with the cuff deflated, and wants to be free of the ventilator. The team is assessing him for diaphragm pacing.`,
    items: [
      {
        key: 'case-nt-003-1',
        questionText: `What must his assessment show for him to be a candidate for diaphragm pacing?`,
        options: [
          `Phrenic nerves that conduct, with the diaphragm contracting when they are stimulated`,
          `A negative inspiratory force of −20 cm H2O or stronger while off the ventilator`,
          `A spontaneous tidal volume above 5 mL/kg during a short trial off support`,
          `An injury level below C5, sparing the phrenic motor neurons above it`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Pacing stimulates the phrenic nerve or its motor points in the diaphragm, so it works only when the lower motor neurons (the C3-C5 cells and the phrenic nerves) are intact. Phrenic nerve conduction studies, with fluoroscopy or ultrasound showing the diaphragm descend on stimulation, establish that; a C2 injury above those cells commonly leaves them intact.

B is wrong: he has no voluntary diaphragm activity, which is why pacing is considered; a strong inspiratory force would mean he needs ordinary weaning, not pacing.
C is wrong: for the same reason, he has no spontaneous tidal volume; its absence does not exclude pacing.
D is wrong: an injury below C5 leaves the diaphragm working on its own; his injury is at C2, and the question is whether the phrenic neurons below it survive.

Correct Answer: A
Key Learning Point: Diaphragm pacing needs intact phrenic nerves and C3-C5 motor neurons; nerve conduction studies with observed diaphragm descent select the candidates.`,
        ...meta(IG, 'medium', 'application', 'I-E', 'patient-data', 'pva-sci-respiratory-2005'),
      },
      {
        key: 'case-nt-003-2',
        update: `Phrenic conduction is normal on both sides, and a laparoscopic diaphragm pacing system is implanted. Four days later the team is ready to begin using it.`,
        questionText: `How should pacing be introduced?`,
        options: [
          `Around the clock from the first day, with the ventilator kept on standby`,
          `Short periods several times a day, lengthened as his endurance grows`,
          `At night, during sleep, until he tolerates daytime weaning off the ventilator`,
          `A fixed hour each day, whatever his volumes and end-tidal CO2 show`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. After weeks without use, the diaphragm is weak and fatigues quickly. It is conditioned with short pacing periods several times a day, each ended when the volume falls or the CO2 rises, and lengthened day by day until he paces for most or all of the day.

A is wrong: a deconditioned diaphragm cannot carry the full load at once; it fatigues within minutes to an hour.
C is wrong: pacing is built up while he is awake and monitored; night pacing comes last, once daytime endurance is established.
D is wrong: a fixed duration ignores fatigue; each session stops on the volume and CO2 trend, not on the clock.

Correct Answer: B
Key Learning Point: A paced diaphragm is conditioned with short, monitored sessions lengthened as endurance grows; fatigue ends each session.`,
        ...meta(DM, 'medium', 'application', 'III-C', 'interventions', 'pva-sci-respiratory-2005'),
      },
      {
        key: 'case-nt-003-3',
        update: `On day 6 the therapist records a 45-minute pacing session off the ventilator, with exhaled volumes measured at the tracheostomy tube (cuff inflated) and end-tidal CO2 sampled in line. The readings are in the table.`,
        questionText: `What does the session shown in the table indicate?`,
        options: [
          `A leak at the tracheostomy cuff, as the exhaled volume falls while the SpO2 holds`,
          `Good tolerance, since his SpO2 stayed above 92% for the whole session`,
          `Diaphragm fatigue setting in after 15 to 30 minutes of the session`,
          `Gas trapping from too fast a paced rate, as the volume falls`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. At a fixed paced rate of 12/min the tidal volume falls steadily after 15 minutes (490 to 330 mL) while the end-tidal CO2 rises (38 to 50 mm Hg): the diaphragm is tiring and ventilation is falling. Sessions should end at about the point the decline begins and be lengthened gradually.

A is wrong: a cuff leak would lose volume without a rising CO2 as steep as this, and the cuff was inflated; the CO2 shows real hypoventilation.
B is wrong: SpO2 lags behind ventilation; the CO2 rose by 14 mm Hg while the saturation was still acceptable.
D is wrong: a paced rate of 12/min leaves ample time to exhale; the volume falls because each contraction weakens.

Correct Answer: C
Key Learning Point: During diaphragm conditioning, a falling tidal volume with a rising end-tidal CO2 at a fixed paced rate signals fatigue; end the session before the SpO2 falls.`,
        ...meta(IG, 'hard', 'analysis', 'I-D', 'patient-data', 'pva-sci-respiratory-2005'),
        exhibit: {
          kind: 'table',
          variant: 'lab',
          title: 'Diaphragm pacing session off the ventilator, day 6',
          alt: 'Readings at 0, 15, 30 and 45 minutes. Paced rate 12 per minute throughout. Exhaled tidal volume 520, 490, 410 and 330 mL. End-tidal CO2 36, 38, 44 and 50 mm Hg. SpO2 97, 97, 96 and 93 percent.',
          columns: ['Finding', '0 min', '15 min', '30 min', '45 min'],
          rows: [
            ['Paced rate (/min)', '12', '12', '12', '12'],
            ['Exhaled tidal volume (mL)', '520', '490', '410', '330'],
            ['End-tidal CO2 (mm Hg)', '36', '38', '44', '50'],
            ['SpO2 (%)', '97', '97', '96', '93'],
          ],
        },
      },
      {
        key: 'case-nt-003-4',
        update: `Three weeks later he paces 6 hours a day. Lying in bed his paced tidal volume is 560 mL; sitting up in his wheelchair it is 420 mL, and he says he feels short of breath when upright.`,
        questionText: `What best explains the smaller volume when he sits up?`,
        options: [
          `The abdomen sags when he sits, flattening the diaphragm`,
          `The pacing electrodes shift out of position each time he is transferred`,
          `Sitting kinks the tracheostomy tube and raises his airway resistance`,
          `Blood pools in his legs when upright, lowering his cardiac output`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. In tetraplegia the abdominal muscles are paralyzed. Upright, the abdominal contents fall forward and down, the diaphragm loses its dome and starts each breath flatter and shorter, and it generates less volume. That is why vital capacity in cervical injury is often higher supine than sitting, the reverse of normal.

B is wrong: implanted electrodes are fixed in the diaphragm; a shift would give a sudden, lasting loss, not one that reverses when he lies down.
C is wrong: a kinked tube would raise pressures on the ventilator and could happen in any position; the volume change follows posture every time.
D is wrong: orthostatic hypotension is common after cord injury, but it lowers blood pressure, not the paced tidal volume.

Correct Answer: A
Key Learning Point: With paralyzed abdominal muscles, the diaphragm works worse upright than supine, so volumes in cervical cord injury fall when the patient sits.`,
        ...meta(IG, 'medium', 'analysis', 'I-B', 'patient-data', 'pva-sci-respiratory-2005'),
      },
      {
        key: 'case-nt-003-5',
        update: `The team wants him to sit up for therapy sessions of 2 hours without going back on the ventilator.`,
        questionText: `What should the respiratory therapist recommend for the time he spends sitting up?`,
        options: [
          `A faster paced rate for the periods he is sitting in his chair`,
          `An elastic abdominal binder, put on while supine and worn sitting`,
          `Putting him back on the ventilator for every period he is upright`,
          `Oxygen at 2 L/min through a tracheostomy collar while he is upright`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. An abdominal binder, fitted while he lies down, holds the abdominal contents up so that the diaphragm keeps its dome when he sits; it raises the upright tidal volume and vital capacity in cervical cord injury and also helps his blood pressure.

A is wrong: a faster rate with the same weak, flattened contraction adds fatigue and dead-space breathing without restoring the volume.
C is wrong: returning to the ventilator whenever he sits undoes the weaning; the binder corrects the cause.
D is wrong: his problem is a smaller breath, not low oxygen; oxygen would hide a falling volume.

Correct Answer: B
Key Learning Point: An abdominal binder improves upright breathing in cervical cord injury by keeping the diaphragm domed.`,
        ...meta(DM, 'easy', 'application', 'III-E', 'interventions', 'pva-sci-respiratory-2005'),
      },
      {
        key: 'case-nt-003-6',
        update: `A week later, wearing his binder in the wheelchair, he complains of a pounding headache. His blood pressure is 196/104 mm Hg (usually 98/60), heart rate 50/min, his face is flushed and sweaty, and his skin below the chest is pale and cool. His bladder catheter was due to be changed this morning. Paced tidal volume and SpO2 are unchanged.`,
        questionText: `What should be done first?`,
        options: [
          `Lay him flat with his legs raised and start a fluid bolus`,
          `Give oxygen at 10 L/min by tracheostomy collar, then recheck`,
          `Stop pacing and put him back on the ventilator at once`,
          `Sit him upright, loosen the binder and check the catheter`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Severe hypertension with a slow pulse, a pounding headache, and flushing above the injury with pale skin below is autonomic dysreflexia, a reflex surge from a stimulus below an injury at T6 or above. The first steps are to sit him up (which lowers the pressure), loosen anything tight such as the binder, and find the trigger, most often a blocked or kinked bladder catheter; drugs follow if the pressure stays high.

A is wrong: lying flat with legs raised raises the blood pressure further, and a fluid bolus treats hypotension, the opposite problem.
B is wrong: his oxygenation is normal; oxygen neither lowers the pressure nor removes the trigger.
C is wrong: his paced volume and SpO2 are unchanged; the ventilator does nothing for the cause and delays finding it.

Correct Answer: D
Key Learning Point: In autonomic dysreflexia, sit the patient up, loosen tight garments and find the trigger below the injury, usually the bladder, before anything else.`,
        ...meta(DM, 'hard', 'analysis', 'III-G', 'interventions', 'pva-autonomic-dysfunction-2020'),
      },
    ],
  },
  {
    key: 'case-nt-004',
    topicId: 8,
    title: 'Pelvic and femur fractures: fat embolism syndrome to severe ARDS',
    setting: 'adult-critical-care',
    category: 'trauma',
    place: 'hospital',
    scenario: `A 22-year-old man (height 175 cm, weight 78 kg) was admitted 30 hours ago after a motorcycle crash with an open-book pelvic fracture, held in a pelvic binder, and a closed fracture of the right femoral shaft in skeletal traction; fixation is planned for tomorrow. He was alert overnight. The nurse now calls the respiratory therapist: he is confused and agitated, respiratory rate 32/min, heart rate 124/min, blood pressure 118/70 mm Hg, temperature 38.4 °C, SpO2 86% on a nasal cannula at 4 L/min. There are petechiae across both axillae, the upper chest and the conjunctivae; a few fine crackles are heard at both bases.`,
    items: [
      {
        key: 'case-nt-004-1',
        questionText: `Which diagnosis best accounts for all of his findings?`,
        options: [
          `Pulmonary embolism from a deep vein thrombosis in the injured leg`,
          `Aspiration pneumonia from vomiting while he lay flat in traction`,
          `Alcohol withdrawal, with agitation, fever and rapid breathing`,
          `Fat embolism syndrome, 30 hours after long-bone and pelvic fractures`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Hypoxemia, a new confusion and a petechial rash over the axillae, chest and conjunctivae, appearing 24-72 hours after fractures of the femur and pelvis, are the classic triad of fat embolism syndrome; fever and tachycardia often accompany it.

A is wrong: a pulmonary embolus can cause hypoxemia and tachycardia, but it does not produce a petechial rash, and confusion is not typical unless shock develops.
B is wrong: aspiration gives a focal infiltrate and no rash; nothing suggests he vomited.
C is wrong: withdrawal explains agitation and a fast pulse, not an SpO2 of 86% with petechiae.

Correct Answer: D
Key Learning Point: Respiratory distress, altered mental state and petechiae 1-3 days after a long-bone or pelvic fracture point to fat embolism syndrome.`,
        ...meta(IG, 'medium', 'analysis', 'I-B', 'patient-data', 'egans-2020'),
      },
      {
        key: 'case-nt-004-2',
        update: `An arterial blood gas on 4 L/min: pH 7.49, PaCO2 30 mm Hg, HCO3- 22 mEq/L, PaO2 50 mm Hg. He is confused but answers to his name and keeps his airway open.`,
        questionText: `How should his oxygen therapy be changed?`,
        options: [
          `Keep the cannula at 4 L/min and recheck his SpO2 in an hour`,
          `A simple face mask at 5 L/min, with the SpO2 rechecked in 30 minutes`,
          `Heated high-flow nasal oxygen, FiO2 titrated to an SpO2 of 92-96%`,
          `Intubation now, before his hypoxemia gets any worse`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. His PaO2 of 50 mm Hg on 4 L/min is dangerous and his work of breathing is high. Heated high-flow nasal oxygen delivers a high, stable FiO2 and meets his inspiratory flow; the FiO2 is set to reach an SpO2 in the low-to-mid 90s, avoiding both hypoxemia and excess oxygen.

A is wrong: waiting an hour with a PaO2 of 50 mm Hg risks worsening hypoxemia, agitation and arrest.
B is wrong: a simple mask at 5 L/min gives a variable, modest FiO2, too little for his need and barely more than the cannula.
D is wrong: he is protecting his airway and has not yet failed a high-FiO2 device; intubation is a later step if he fails.

Correct Answer: C
Key Learning Point: For acute hypoxemia with a high respiratory rate, step up to a high-FiO2, high-flow device titrated to a target SpO2, and watch for failure.`,
        ...meta(DM, 'easy', 'application', 'III-C', 'interventions', 'aarc-oxygen-acute-2022'),
      },
      {
        key: 'case-nt-004-3',
        update: `Four hours later on high flow at 60 L/min with FiO2 0.80: SpO2 88-90%, respiratory rate 38/min. His Glasgow Coma Scale has fallen to 9, and he has vomited once.`,
        questionText: `What should the respiratory therapist recommend now?`,
        options: [
          `Bilevel ventilation by full face mask, then reassess in one hour`,
          `Intubation, as he is failing and cannot protect his airway`,
          `FiO2 1.0 on high flow at 60 L/min, then reassess in one hour`,
          `Prone positioning while awake on high flow`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Two findings together settle it: oxygenation is failing on a high FiO2 with a rising rate, and a Glasgow Coma Scale of 9 with vomiting means he can no longer protect his airway. He needs intubation and mechanical ventilation.

A is wrong: a tight mask on a patient who is obtunded and vomiting risks aspiration, and noninvasive ventilation only delays intubation in worsening hypoxemic failure.
C is wrong: a higher FiO2 buys little saturation and does nothing for his airway.
D is wrong: awake proning needs a cooperative patient who protects his airway; with a pelvic binder and traction it is also impractical.

Correct Answer: B
Key Learning Point: Failing high-flow oxygen together with a falling level of consciousness and vomiting calls for intubation, not noninvasive ventilation.`,
        ...meta(DM, 'hard', 'analysis', 'III-G', 'interventions', 'egans-2020'),
      },
      {
        key: 'case-nt-004-4',
        update: `He is intubated and ventilated in volume control: tidal volume 420 mL, rate 24/min, PEEP 10 cm H2O, FiO2 0.70. An hour later the therapist records the measurements in the table.`,
        questionText: `What do the measurements in the table show?`,
        options: [
          `A peak-to-plateau gap of 5 cm H2O, showing that airway resistance is his main problem`,
          `A PaO2/FiO2 of 90, which the 2024 global definition grades as mild ARDS`,
          `A PaO2/FiO2 of 90 with a driving pressure of 21 cm H2O: stiff, severely injured lungs`,
          `A plateau of 31 cm H2O that comes from auto-PEEP at a rate of 24/min`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. PaO2/FiO2 is 63 / 0.70 = 90, severe ARDS (100 or less) in an intubated patient. Driving pressure is plateau minus PEEP, 31 − 10 = 21 cm H2O, and compliance 420 / 21 = 20 mL/cm H2O: the lungs are stiff, and both the plateau above 30 and the driving pressure above 15 cm H2O carry risk.

A is wrong: a gap of 5 cm H2O between peak and plateau is normal; resistance is not the problem.
B is wrong: a ratio of 90 is severe, not mild; mild is above 200 up to 300.
D is wrong: total PEEP on the expiratory hold equals the set PEEP of 10 cm H2O, so there is no auto-PEEP.

Correct Answer: C
Key Learning Point: Read the plateau with the PEEP: driving pressure (plateau − PEEP) and compliance show how stiff the lung is, and PaO2/FiO2 of 100 or less is severe ARDS.`,
        ...meta(IG, 'hard', 'analysis', 'I-D', 'patient-data', 'ards-global-definition-2024'),
        exhibit: {
          kind: 'table',
          variant: 'lab',
          title: 'Ventilator measurements and arterial blood gas, 1 hour after intubation',
          alt: 'Ventilator readings: peak pressure 36, plateau pressure 31, set PEEP 10 and total PEEP on expiratory hold 10 cm H2O, tidal volume 420 mL, FiO2 0.70. Blood gas: pH 7.38, PaCO2 44 mm Hg, HCO3 25 mEq/L, PaO2 63 mm Hg.',
          columns: ['Measure', 'Value'],
          rows: [
            ['Peak pressure (cm H2O)', '36'],
            ['Plateau pressure (cm H2O)', '31'],
            ['Set PEEP / total PEEP on hold (cm H2O)', '10 / 10'],
            ['Tidal volume (mL) / FiO2', '420 / 0.70'],
            ['pH / PaCO2 (mm Hg)', '7.38 / 44'],
            ['HCO3- (mEq/L) / PaO2 (mm Hg)', '25 / 63'],
          ],
        },
      },
      {
        key: 'case-nt-004-5',
        update: `The physician asks for a ventilator change that brings his plateau pressure to 30 cm H2O or less while keeping his PaCO2 about where it is.`,
        questionText: `Which change should the respiratory therapist make?`,
        options: [
          `Raise the PEEP to 16 cm H2O to recruit lung and so lower the plateau`,
          `Switch to pressure control at 31 cm H2O above PEEP to match the plateau`,
          `Keep 420 mL and accept the plateau, as his PaCO2 is normal`,
          `Lower the tidal volume to about 350 mL and raise the rate to 30/min`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. His predicted body weight is 50 + 0.91 × (175 − 152.4), about 71 kg, so 420 mL is 6 mL/kg. With a plateau above 30 cm H2O the protocol lowers the volume in 1 mL/kg steps toward 4 mL/kg: 350 mL is about 5 mL/kg and should bring the plateau near 10 + 350/20 = 27.5 cm H2O. Raising the rate from 24 to 30/min keeps the minute ventilation (10.1 to 10.5 L/min), so the PaCO2 changes little.

A is wrong: more PEEP in a lung this stiff usually raises the plateau further rather than lowering it.
B is wrong: 31 cm H2O above a PEEP of 10 is a peak of 41 cm H2O and a far larger volume.
C is wrong: a plateau above 30 cm H2O is a signal to lower the volume; a normal PaCO2 does not make it safe.

Correct Answer: D
Key Learning Point: When the plateau exceeds 30 cm H2O at 6 mL/kg, lower the tidal volume toward 4-5 mL/kg and raise the rate to hold minute ventilation.`,
        ...meta(DM, 'hard', 'application', 'III-E', 'interventions', 'ardsnet-low-vt-2000'),
      },
    ],
  },
  {
    key: 'case-nt-005',
    topicId: 9,
    title: 'Stab wound to the chest: hemothorax, massive transfusion and a ground transfer',
    setting: 'emergency',
    category: 'trauma',
    place: 'outside',
    scenario: `A 27-year-old man (height 180 cm, weight 80 kg) arrives at a rural hospital 40 minutes after a stab wound to the left chest at the fifth intercostal space in the midaxillary line. Heart rate 132/min, blood pressure 82/50 mm Hg, respiratory rate 30/min, SpO2 90% on a nonrebreathing mask. On the left, breath sounds are absent and the chest is dull to percussion. The trachea is midline, the neck veins are flat, and the heart sounds are clear.`,
    items: [
      {
        key: 'case-nt-005-1',
        questionText: `What do his examination findings most likely show?`,
        options: [
          `A tension pneumothorax on the left, to be decompressed before anything else`,
          `Collapse of the left lung from a plug in the left main bronchus`,
          `Cardiac tamponade from a wound that has reached the heart`,
          `A large left hemothorax, with blood loss causing his shock`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Absent breath sounds with dullness to percussion on the wounded side mean fluid, here blood, in the pleural space; hypotension with flat neck veins means hypovolemic shock. A massive hemothorax can hold more than 1.5 L of blood.

A is wrong: a tension pneumothorax gives a hyperresonant chest, distended neck veins and often a shifted trachea; his chest is dull, the veins flat, the trachea midline.
B is wrong: a mucus plug is unlikely in a fit young man 40 minutes after a stab wound, and it would not explain shock.
C is wrong: tamponade raises the neck veins and muffles the heart sounds, and it does not silence the breath sounds on one side.

Correct Answer: D
Key Learning Point: After penetrating chest trauma, dullness with absent breath sounds and flat neck veins points to hemothorax; hyperresonance with distended veins points to tension pneumothorax.`,
        ...meta(IG, 'medium', 'analysis', 'I-B', 'patient-data', 'egans-2020'),
      },
      {
        key: 'case-nt-005-2',
        update: `A left chest tube drains 1,600 mL of blood at once, and his systolic pressure is 78 mm Hg. There is no thoracic surgeon on site, so a transfer by ground ambulance to a trauma center 70 km away is arranged; he is intubated for the journey. The massive transfusion protocol is activated 55 minutes after his injury.`,
        questionText: `Which resuscitation plan should the team follow while the ambulance is on its way?`,
        options: [
          `Crystalloid 2 L first, then red cells if the blood pressure stays low`,
          `Red cells alone, with plasma added once the INR comes back raised`,
          `Plasma, platelets and red cells in about 1:1:1, plus tranexamic acid`,
          `Red cells and plasma 1:1, holding tranexamic acid until after surgery`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. Hemorrhagic shock from a massive hemothorax is treated with blood products in a balanced ratio close to whole blood (plasma, platelets and red cells about 1:1:1), which achieved hemostasis more often than 1:1:2 in the PROPPR trial. Tranexamic acid given within 3 hours of injury lowered deaths from bleeding in CRASH-2; he is at 55 minutes.

A is wrong: large volumes of crystalloid dilute clotting factors, worsen acidosis and hypothermia, and raise bleeding.
B is wrong: waiting for a raised INR lets the coagulopathy of trauma develop; plasma is given from the start.
D is wrong: tranexamic acid helps most when given early, and its benefit is lost after 3 hours; holding it until surgery throws it away.

Correct Answer: C
Key Learning Point: In traumatic hemorrhagic shock, transfuse plasma, platelets and red cells in about 1:1:1, limit crystalloid, and give tranexamic acid within 3 hours of injury.`,
        ...meta(DM, 'medium', 'application', 'III-G', 'interventions', 'proppr-2015'),
      },
      {
        key: 'case-nt-005-3',
        update: `The ground transfer is expected to take 75 minutes. The ambulance's main oxygen supply is out of service, so he travels on full E cylinders (2,000 psi; 0.28 L/psi). The transport ventilator, at FiO2 1.0, uses 9 L/min of oxygen in all.`,
        questionText: `How many full E cylinders should travel with him?`,
        options: [
          `One, lasting about 62 minutes at 9 L/min`,
          `Two, lasting about 124 minutes, for the trip plus a reserve`,
          `One, since the trip uses about 560 L at 9 L/min`,
          `Three, as each lasts about 35 minutes at 9 L/min`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. One E cylinder holds 2,000 × 0.28 = 560 L, which lasts 560 / 9 = 62 minutes. The trip needs 75 minutes plus a reserve of at least 30 minutes for delays, about 105 minutes. Two cylinders give 1,120 / 9 = 124 minutes.

A is wrong: 62 minutes is less than the 75-minute trip, with no reserve for traffic or delay.
C is wrong: 75 minutes at 9 L/min uses 675 L, more than the 560 L in one cylinder.
D is wrong: 35 minutes uses the D-cylinder factor (0.16 L/psi); an E cylinder holds more, and three are more than needed.

Correct Answer: B
Key Learning Point: Cylinder duration = pressure × factor ÷ flow; take enough oxygen for the whole trip plus a reserve of at least 30 minutes.`,
        ...meta(DM, 'hard', 'application', 'II-A', 'equipment-infection', 'sccm-transport-2004'),
      },
      {
        key: 'case-nt-005-4',
        update: `Forty minutes into the trip, as the ambulance crosses a railway line, the ventilator's low-pressure and low-exhaled-volume alarms sound. The capnogram is shown; the SpO2 still reads 95%.`,
        questionText: `What does the capnogram, with these alarms, most likely indicate?`,
        options: [
          `A cardiac arrest, as blood flow no longer carries CO2 to the lungs`,
          `Loss of the airway or circuit, by disconnection or dislodgement`,
          `Bronchospasm, with narrowed airways flattening the waveform`,
          `Hyperventilation, with CO2 washed out over several minutes`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Normal waves that stop abruptly, with low-pressure and low-volume alarms, mean no exhaled gas is reaching the sensor: the circuit has come apart or the tube has left the trachea. The SpO2 lags behind and will fall within a minute or two.

A is wrong: in an arrest the end-tidal CO2 falls over several breaths as circulation fails, and it would not trigger low-pressure alarms on the ventilator.
C is wrong: bronchospasm gives a shark-fin shape with a slow upstroke and high airway pressures, not an abrupt flat line with a low-pressure alarm.
D is wrong: hyperventilation lowers the end-tidal CO2 gradually, breath by breath; it does not end the waveform at once.

Correct Answer: B
Key Learning Point: An abrupt loss of the capnogram with low-pressure alarms means disconnection or dislodgement until proven otherwise; check the connection and the tube at once.`,
        ...meta(IG, 'medium', 'analysis', 'I-D', 'patient-data', 'aarc-capnography-2011'),
        exhibit: {
          kind: 'capnogram',
          pattern: 'suddenLoss',
          title: 'Capnogram, transport ventilator',
          alt: 'Regular waves of normal shape with a plateau near 35 mm Hg; partway through the trace the waves stop and the line stays flat at zero.',
          etco2: 35,
          rate: 16,
          seconds: 30,
        },
      },
      {
        key: 'case-nt-005-5',
        update: `The circuit had separated at the tube connector; once reconnected, the waveform returns at 34 mm Hg. Twenty minutes later the peak pressure has risen from 28 to 46 cm H2O, SpO2 is 84%, blood pressure 64/40 mm Hg and heart rate 142/min. Breath sounds are absent on the left, the upper left chest is hyperresonant, and the trachea has shifted to the right. The left chest tube was clamped when he was lifted onto the ambulance stretcher, and the clamp is still on.`,
        questionText: `What should be done now?`,
        options: [
          `Release the clamp on the left chest tube`,
          `Needle decompression of the right chest`,
          `Suction the endotracheal tube and raise the FiO2 on the ventilator`,
          `Give a 1 L crystalloid bolus for the fall in blood pressure`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. Rising airway pressure, absent breath sounds and hyperresonance on the left, a trachea pushed to the right and collapsing blood pressure under positive pressure are a tension pneumothorax on the side of the wound. The drain already in that pleural space cannot work while it is clamped; releasing the clamp vents the air at once. A chest tube is kept unclamped during transport for this reason.

B is wrong: the findings are on the left; a needle in the right chest treats the wrong side and can cause a second pneumothorax.
C is wrong: a blocked tube would raise the pressure but would not make one side hyperresonant and push the trachea across; suctioning delays the decompression he needs.
D is wrong: the hypotension is obstructive; fluid cannot fill a heart whose return is blocked by the tension.

Correct Answer: A
Key Learning Point: A tension pneumothorax behind a clamped chest tube is relieved by releasing the clamp; keep chest tubes unclamped while moving a patient.`,
        ...meta(DM, 'hard', 'analysis', 'III-G', 'interventions', 'sccm-transport-2004'),
      },
      {
        key: 'case-nt-005-6',
        update: `With the clamp off, air rushes into the water seal; his SpO2 rises to 93% and his blood pressure to 96/58 mm Hg. They reach the trauma center, where the trauma team is waiting in the resuscitation bay.`,
        questionText: `How should the transport respiratory therapist hand him over?`,
        options: [
          `A structured handoff to the whole team, with read-back`,
          `Tell the story to the first nurse who is free to listen`,
          `Leave a written note on the stretcher for the team to read`,
          `Give the latest vital signs, to save the team's time`,
        ],
        correctAnswer: 'A',
        explanation: `A is correct. A structured handoff (such as SBAR or a similar format) to the assembled team, with the receiving team reading back the key points (the hemothorax, the products and tranexamic acid given, the disconnection and the clamped chest tube), makes sure nothing is lost at the transfer of care.

B is wrong: telling one nurse leaves the rest of the team without the information and invites omissions.
C is wrong: a note alone is not read in the first minutes, when the details matter most, and cannot be questioned.
D is wrong: vital signs without the events of the trip leave out the disconnection, the clamped tube and the blood given.

Correct Answer: A
Key Learning Point: Hand over a critically ill patient with a structured report to the whole receiving team and confirm the key points by read-back.`,
        ...meta(DM, 'easy', 'application', 'III-I', 'professional-practice', 'teamstepps-2023'),
      },
    ],
  },
  {
    key: 'case-nt-006',
    topicId: 8,
    title: 'Tricyclic overdose: a wide QRS and ventilation to a pH target',
    setting: 'emergency',
    category: 'medical-other',
    place: 'hospital',
    scenario: `A 29-year-old woman (height 165 cm, weight 60 kg) is found by her roommate beside empty bottles of amitriptyline, about 2 hours after she took them. She had a brief generalized seizure in the ambulance. In the emergency department: Glasgow Coma Scale 8, shallow respirations at 10/min, SpO2 92% on a nasal cannula at 2 L/min, heart rate 128/min, blood pressure 88/52 mm Hg, temperature 38.0 °C, dilated pupils and dry, flushed skin. The 12-lead ECG shows sinus tachycardia with a QRS of 142 ms and a tall terminal R wave in aVR.`,
    items: [
      {
        key: 'case-nt-006-1',
        questionText: `What does the blood gas in the table show, and why does it matter in her poisoning?`,
        options: [
          `A compensated metabolic alkalosis, which protects the heart from the drug`,
          `A metabolic acidosis with respiratory compensation, needing no action`,
          `A normal acid-base balance, which leaves her wide QRS unexplained`,
          `Acute respiratory acidosis, worsening the cardiac toxicity`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. A pH of 7.24 with a PaCO2 of 52 mm Hg and a near-normal HCO3- of 22 mEq/L is an acute respiratory acidosis from her depressed breathing. In tricyclic poisoning, acidemia raises the unbound drug and deepens its block of cardiac sodium channels, widening the QRS and raising the risk of arrhythmia and seizures, so her ventilation is part of the antidote.

A is wrong: the pH is low, not high; there is no alkalosis.
B is wrong: the HCO3- is near normal and the PaCO2 is high, not low; this is a respiratory, not a metabolic, acidosis, and it needs treatment.
C is wrong: a pH of 7.24 is far from normal; the wide QRS comes from the drug, made worse by the acidemia.

Correct Answer: D
Key Learning Point: In tricyclic overdose, respiratory acidosis from hypoventilation worsens sodium-channel toxicity; prevent and correct it.`,
        ...meta(IG, 'medium', 'application', 'I-D', 'patient-data', 'gemnet-tca-2011'),
        exhibit: {
          kind: 'table',
          variant: 'abg',
          title: 'Arterial blood gas on a nasal cannula at 2 L/min',
          alt: 'A blood gas table: pH 7.24, PaCO2 52 mm Hg, HCO3 22 mEq/L, PaO2 68 mm Hg, SaO2 92 percent.',
          columns: ['Measure', 'Value'],
          rows: [
            ['pH', '7.24'],
            ['PaCO2 (mm Hg)', '52'],
            ['HCO3- (mEq/L)', '22'],
            ['PaO2 (mm Hg)', '68'],
            ['SaO2 (%)', '92'],
          ],
        },
      },
      {
        key: 'case-nt-006-2',
        update: `Her gag reflex is absent, and her respirations remain shallow at 10/min.`,
        questionText: `What should the team do about her airway and breathing?`,
        options: [
          `Give naloxone and watch her breathing for 30 minutes`,
          `Insert a nasal airway and watch her closely in the unit`,
          `Start bilevel noninvasive ventilation by full face mask`,
          `Intubate, keeping her ventilated through the apneic period`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. She cannot protect her airway, she is hypoventilating, and her acidosis is worsening her cardiac toxicity; she needs intubation. Because even a brief apnea lets the PaCO2 and the acidosis rise, she is bag-ventilated gently during the induction rather than left apneic.

A is wrong: nothing suggests an opioid (her pupils are dilated), and watching a patient who is hypoventilating lets the acidosis worsen.
B is wrong: a nasal airway relieves obstruction but neither protects her airway nor corrects her hypoventilation.
C is wrong: without a gag reflex, after a seizure and with a risk of vomiting, a mask does not protect her airway.

Correct Answer: D
Key Learning Point: A tricyclic overdose with coma and hypoventilation needs intubation, with ventilation kept going during induction to avoid a rise in CO2.`,
        ...meta(DM, 'easy', 'application', 'III-A', 'interventions', 'gemnet-tca-2011'),
      },
      {
        key: 'case-nt-006-3',
        update: `During intubation her QRS widens to 160 ms, and runs of wide-complex tachycardia appear; blood pressure is 80/48 mm Hg.`,
        questionText: `Which drug treatment should be given first for the widening QRS?`,
        options: [
          `Physostigmine IV for her anticholinergic signs`,
          `Sodium bicarbonate boluses of 1-2 mEq/kg IV`,
          `Amiodarone 150 mg IV to suppress the ventricular arrhythmia`,
          `Flumazenil IV, in case she also took a benzodiazepine`,
        ],
        correctAnswer: 'B',
        explanation: `B is correct. Hypertonic sodium bicarbonate given as boluses of 1-2 mEq/kg raises the serum sodium and pH together, overcoming the sodium-channel block; it narrows the QRS, raises the blood pressure and suppresses the arrhythmia. Boluses are repeated to a QRS near 100 ms or a pH of about 7.50-7.55.

A is wrong: physostigmine can cause bradycardia, asystole and seizures in tricyclic poisoning.
C is wrong: amiodarone blocks potassium channels and prolongs the QT, and has sodium-channel effects of its own; it is avoided in this poisoning.
D is wrong: flumazenil can unmask seizures in tricyclic overdose, and it does nothing for the QRS.

Correct Answer: B
Key Learning Point: A QRS wider than 100 ms in tricyclic overdose is treated first with sodium bicarbonate boluses.`,
        ...meta(DM, 'medium', 'application', 'III-D', 'interventions', 'gemnet-tca-2011'),
      },
      {
        key: 'case-nt-006-4',
        update: `After two boluses (120 mEq in all) and intubation, the QRS is 112 ms and the blood pressure 98/60 mm Hg. The physician wants her arterial pH kept at 7.50-7.55 and asks for initial ventilator settings. Before intubation she was breathing about 6 L/min.`,
        questionText: `Which initial settings in volume control fit that goal?`,
        options: [
          `Tidal volume 400 mL at 12/min, the usual starting minute ventilation`,
          `Tidal volume 700 mL at 24/min, to wash out as much CO2 as it can`,
          `Tidal volume 400 mL at 8/min, letting the PaCO2 rise while the drug clears`,
          `Tidal volume 400 mL at 24/min, adjusted by blood gas toward the pH goal`,
        ],
        correctAnswer: 'D',
        explanation: `D is correct. Her predicted body weight is 45.5 + 0.91 × (165 − 152.4), about 57 kg, so 400 mL is 7 mL/kg. A minute ventilation of about 9.6 L/min, well above her pre-intubation 6 L/min, brings the PaCO2 down so that, with the bicarbonate, the pH reaches 7.50-7.55; a blood gas then guides the rate.

A is wrong: 4.8 L/min is less than she was breathing before, so her PaCO2 and acidosis would rise.
B is wrong: 700 mL is 12 mL/kg of predicted weight, an injurious volume, and unchecked washout risks dangerous alkalemia.
C is wrong: permissive hypercapnia worsens the sodium-channel block; it is the opposite of what she needs.

Correct Answer: D
Key Learning Point: After intubating a patient with tricyclic toxicity, set a generous minute ventilation with a protective tidal volume, then titrate the rate to a pH of 7.50-7.55.`,
        ...meta(DM, 'hard', 'analysis', 'III-C', 'interventions', 'gemnet-tca-2011'),
      },
      {
        key: 'case-nt-006-5',
        update: `Thirty minutes later, with a bicarbonate infusion running and the ventilator at tidal volume 400 mL, rate 24/min, the blood gas in the table is drawn. The QRS is 104 ms.`,
        questionText: `Which change does the blood gas in the table call for?`,
        options: [
          `Keep the settings as they are, since a higher pH protects her heart`,
          `Stop the bicarbonate and raise the rate to 30/min`,
          `Lower the rate to about 18/min and keep the bicarbonate running`,
          `Give acetazolamide to bring the bicarbonate back down`,
        ],
        correctAnswer: 'C',
        explanation: `C is correct. The pH of 7.62 is above the 7.55 ceiling, and the PaCO2 of 25 mm Hg shows that ventilation is driving much of the alkalemia. Lowering the rate from 24 to 18/min should bring the PaCO2 to about 25 × 24 / 18 = 33 mm Hg and the pH to about 7.50, while the bicarbonate infusion keeps the serum sodium and bicarbonate up as the QRS narrows.

A is wrong: a pH above 7.55 brings hypokalemia, arrhythmia, seizures and less oxygen released to the tissues; more is not better.
B is wrong: a faster rate drives the pH higher still, and stopping the bicarbonate while the QRS is still 104 ms gives up its sodium effect.
D is wrong: acetazolamide lowers the bicarbonate over hours and undoes the treatment; the quick, precise control is the ventilator rate.

Correct Answer: C
Key Learning Point: When a tricyclic patient's pH rises above 7.55, lower the ventilator rate first and keep the bicarbonate therapy going while the QRS is still wide.`,
        ...meta(DM, 'hard', 'analysis', 'III-E', 'interventions', 'gemnet-tca-2011'),
        exhibit: {
          kind: 'table',
          variant: 'abg',
          title: 'Arterial blood gas on the ventilator, 30 minutes after the settings were made',
          alt: 'A blood gas table: pH 7.62, PaCO2 25 mm Hg, HCO3 25 mEq/L, PaO2 142 mm Hg, SaO2 99 percent, potassium 3.3 mEq/L.',
          columns: ['Measure', 'Value'],
          rows: [
            ['pH', '7.62'],
            ['PaCO2 (mm Hg)', '25'],
            ['HCO3- (mEq/L)', '25'],
            ['PaO2 (mm Hg)', '142'],
            ['SaO2 (%)', '99'],
            ['Potassium (mEq/L)', '3.3'],
          ],
        },
      },
    ],
  },
];
