import type { SeedQuestion } from '../types';

export const questions: SeedQuestion[] = [
  {
    key: 'cls-001',
    topicId: 9,
    questionText:
      'A respiratory therapist is performing chest compressions on an adult in cardiac arrest on a medical ward. According to current AHA guidelines, which compression rate and depth should the therapist deliver?',
    options: [
      'A rate of 80 to 100 per minute and a depth of at least 1.5 inches (4 cm)',
      'A rate of 100 to 120 per minute and a depth of 2 to 2.4 inches (5 to 6 cm)',
      'A rate of 120 to 140 per minute and a depth of 2.4 to 3 inches (6 to 7.5 cm)',
      'A rate of 100 to 120 per minute and a depth of 1.5 to 2 inches (4 to 5 cm)',
    ],
    correctAnswer: 'B',
    explanation:
      'High-quality adult CPR uses a compression rate of 100 to 120 per minute and a depth of at least 2 inches (5 cm) while avoiding more than 2.4 inches (6 cm). (B) states both targets.\n\nA is wrong: a rate below 100 per minute and a 1.5-inch depth generate too little coronary and cerebral perfusion. C is wrong: rates above 120 per minute shorten filling time and depth tends to fall, and depths beyond 2.4 inches increase injury without added benefit. D has the right rate but a depth that is too shallow for an adult; 1.5 inches is the infant target.\n\nCorrect Answer: B\nKey Learning Point: Adult compressions should be 100-120 per minute and 2-2.4 inches (5-6 cm) deep.',
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'III',
    free: true,
  },
  {
    key: 'cls-002',
    topicId: 9,
    questionText:
      'During an in-hospital resuscitation, the CPR feedback device shows a compression rate of 112 per minute and a depth of 2.2 inches, but it repeatedly flags "incomplete release." Which correction should the respiratory therapist coach the compressor to make?',
    options: [
      'Increase the rate to about 130 per minute to offset the reduced blood flow',
      'Press deeper, so that every compression exceeds a depth of 2.4 inches',
      'Lift body weight off the hands at the top of each compression so the chest re-expands',
      'Pause briefly after every 30 compressions to let venous blood refill the heart',
    ],
    correctAnswer: 'C',
    explanation:
      'An "incomplete release" warning means the rescuer is leaning on the chest between compressions. Leaning keeps intrathoracic pressure up, reduces venous return and lowers coronary perfusion pressure. Taking the weight off the hands so the chest wall fully recoils (C), while keeping the hands in contact, fixes the problem.\n\nA is wrong: rates above 120 per minute reduce diastolic filling and usually make depth and recoil worse. B is wrong: depth is already in the 2-2.4 inch target, and going beyond 2.4 inches adds injury without benefit. D is wrong: extra pauses lower the chest compression fraction; venous return is restored by full recoil, not by stopping compressions.\n\nCorrect Answer: C\nKey Learning Point: Full chest recoil after every compression is part of high-quality CPR because leaning reduces venous return and coronary perfusion.',
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
  },
  {
    key: 'cls-003',
    topicId: 9,
    questionText:
      'A code debriefing shows that compressions were stopped for about 18 seconds at each rhythm check while the defibrillator was charged and the team discussed the rhythm. What should the respiratory therapist recommend for the next resuscitation?',
    options: [
      'Charge the defibrillator during ongoing compressions and keep each pause under 10 seconds',
      'Extend each pause to 30 seconds so the rhythm can be analyzed in two separate leads',
      'Do rhythm checks every minute instead of every 2 minutes so that the pauses are shorter',
      'Stop compressions whenever a bag-mask breath is given, whether or not an airway is placed',
    ],
    correctAnswer: 'A',
    explanation:
      'Every pause in compressions drops coronary perfusion pressure, which then takes several compressions to rebuild. AHA guidance is to keep pauses for rhythm checks and shocks under 10 seconds and to aim for a chest compression fraction of at least 60%, ideally higher. Pre-charging the defibrillator during compressions (A) shortens the pre-shock pause.\n\nB is wrong: 30-second pauses would make perfusion even worse. C is wrong: more frequent checks add more interruptions; the standard interval is about every 2 minutes, which is also when compressors switch. D is wrong: once an advanced airway is in place, compressions continue without stopping for breaths.\n\nCorrect Answer: A\nKey Learning Point: Keep interruptions in compressions under 10 seconds, for example by charging the defibrillator while compressions continue.',
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
  },
  {
    key: 'cls-004',
    topicId: 9,
    questionText:
      'Two healthcare providers are resuscitating an adult in cardiac arrest using a bag-valve-mask. No advanced airway is in place. Which compression-to-ventilation ratio should they use?',
    options: [
      '15 compressions to 2 breaths, pausing the compressions for the breaths',
      '5 compressions to 1 breath, pausing the compressions for each breath',
      '15 compressions to 1 breath, without pausing the compressions',
      '30 compressions to 2 breaths, pausing the compressions for the breaths',
    ],
    correctAnswer: 'D',
    explanation:
      'For adults without an advanced airway, one or two rescuers use a 30:2 ratio and pause compressions briefly for the two breaths (D). Each breath is given over about 1 second and should just produce visible chest rise.\n\nA is wrong: 15:2 is the two-rescuer ratio for infants and children, not adults. B is wrong: 5:1 is an outdated ratio that gives too few compressions per cycle. C is wrong: continuous compressions with asynchronous breaths are used only after an advanced airway has been placed, and then the rate is 1 breath every 6 seconds, not a 15:1 pattern.\n\nCorrect Answer: D\nKey Learning Point: Adult CPR without an advanced airway uses 30:2, whether there are one or two rescuers.',
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'III',
  },
  {
    key: 'cls-005',
    topicId: 9,
    questionText:
      'An adult in cardiac arrest has just been intubated, and placement has been confirmed by waveform capnography. How should the respiratory therapist now ventilate the patient during CPR?',
    options: [
      'Give 2 breaths after every 30 compressions, pausing compressions for each pair',
      'Give 1 breath every 6 seconds without pausing the continuous chest compressions',
      'Give 1 breath every 2 to 3 seconds in time with the upstroke of each compression',
      'Give 1 breath every 10 seconds, pausing compressions briefly for each breath',
    ],
    correctAnswer: 'B',
    explanation:
      'Once an advanced airway is in place in an adult, compressions continue without pauses and the rescuer gives 1 breath every 6 seconds, which is 10 breaths per minute (B), each over about 1 second.\n\nA is wrong: the 30:2 cycle applies only before an advanced airway is placed. C is wrong: 20 to 30 breaths per minute is the pediatric rate with an advanced airway; in an adult it would cause hyperventilation, raise intrathoracic pressure and reduce venous return. D is wrong: 6 breaths per minute is too few, and stopping compressions for each breath is no longer needed.\n\nCorrect Answer: B\nKey Learning Point: With an advanced airway, adults get continuous compressions and 1 breath every 6 seconds (10 per minute).',
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
  },
  {
    key: 'cls-006',
    topicId: 9,
    questionText:
      'A respiratory therapist finds a visitor collapsed in a hospital corridor. The scene is safe. The man does not respond to shouting or tapping, and the therapist calls for help and asks a bystander to bring the AED. What should the therapist do next?',
    options: [
      'Give 2 rescue breaths before assessing anything else',
      'Start compressions at once without checking a pulse',
      'Check breathing and a carotid pulse together for no more than 10 seconds',
      'Place the man in the recovery position and wait for the team',
    ],
    correctAnswer: 'C',
    explanation:
      'After checking responsiveness and activating the emergency response, a healthcare provider checks for normal breathing and a carotid pulse at the same time, taking no more than 10 seconds (C). If there is no definite pulse and breathing is absent or only gasping, CPR starts with compressions.\n\nA is wrong: the sequence is compressions first (C-A-B), and breaths are not given before assessment. B is wrong for a healthcare provider: a brief combined pulse-and-breathing check comes first (lay rescuers may skip the pulse check). D is wrong: the recovery position is for an unresponsive person who is breathing normally and has a pulse, which has not yet been assessed.\n\nCorrect Answer: C\nKey Learning Point: Healthcare providers check breathing and pulse together, within 10 seconds, before starting CPR.',
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'III',
  },
  {
    key: 'cls-007',
    topicId: 9,
    questionText:
      'A postoperative patient is found unresponsive. The respiratory therapist feels a definite carotid pulse of 74/min, but the patient takes only occasional gasping breaths. Which action is most appropriate?',
    options: [
      'Give rescue breaths at 1 breath every 6 seconds and recheck the pulse about every 2 minutes',
      'Start chest compressions at a 30:2 ratio, because gasping means cardiac arrest has occurred',
      'Apply a nonrebreathing mask at 15 L/min and watch the patient until the rapid response team arrives',
      'Place the patient in the recovery position and recheck the breathing and pulse in 5 minutes',
    ],
    correctAnswer: 'A',
    explanation:
      'This is respiratory arrest with a pulse: gasping is not effective breathing, but the heart is still pumping. An adult in this situation gets rescue breathing at 1 breath every 6 seconds (10 per minute), with a pulse check about every 2 minutes (A). If opioid overdose is possible, naloxone should also be considered.\n\nB is wrong: compressions are for a patient without a definite pulse. C is wrong: a mask gives oxygen only to a patient who is breathing adequately; gasping does not move enough air. D is wrong: the recovery position is for a patient who is breathing normally, and a 5-minute wait would allow hypoxic cardiac arrest.\n\nCorrect Answer: A\nKey Learning Point: An adult with a pulse but absent or gasping breaths needs rescue breathing at 1 breath every 6 seconds.',
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
    outlineSection: 'I',
  },
  {
    key: 'cls-008',
    topicId: 9,
    questionText: 'An AED arrives while CPR is in progress on an adult. What is the first thing the rescuer operating the AED should do?',
    options: [
      'Press the shock button so the device charges in advance',
      'Stop compressions for a 10-second pulse check',
      'Set the energy level for a monophasic shock',
      'Turn the device on and follow its voice prompts',
    ],
    correctAnswer: 'D',
    explanation:
      'The first step with any AED is to power it on (some devices turn on when the lid is opened) and then follow the prompts (D): attach the pads, let the device analyze the rhythm with no one touching the patient, and shock if advised. Compressions continue while the pads are applied.\n\nA is wrong: an AED decides whether a shock is indicated after it analyzes the rhythm; pressing the shock button first does nothing useful. B is wrong: stopping CPR for a pulse check is not part of AED use and only adds an interruption. C is wrong: AEDs choose the energy automatically; the user does not set it.\n\nCorrect Answer: D\nKey Learning Point: AED use starts with turning the device on and following its prompts while CPR continues.',
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'II',
  },
  {
    key: 'cls-009',
    topicId: 9,
    questionText:
      "A lifeguard pulls a pulseless adult from a pool, and a respiratory therapist on the scene prepares to use an AED. The patient's chest is covered with water. What should the therapist do before placing the pads?",
    options: [
      'Move the patient indoors, because an AED is unsafe to use near water',
      'Quickly wipe the chest dry, then place the pads and continue with the AED',
      "Put both pads on the patient's back, where the skin is more likely to be dry",
      'Raise the AED energy setting to make up for current lost through the water',
    ],
    correctAnswer: 'B',
    explanation:
      'Water on the chest can carry the current across the skin between the pads, reducing the energy that reaches the heart. The fix is to wipe the chest dry quickly and then attach the pads (B). The patient can lie in a small puddle as long as the chest is dry.\n\nA is wrong: moving the patient delays defibrillation; AEDs can be used near water once the chest is dry. C is wrong: the pads must sandwich the heart; two pads on the back would send current away from it. D is wrong: AED energy is set by the device, and more energy does not fix current shunting across wet skin.\n\nCorrect Answer: B\nKey Learning Point: Dry a wet chest quickly before applying AED pads, then proceed without delay.',
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'II',
  },
  {
    key: 'cls-010',
    topicId: 9,
    questionText:
      'While applying AED pads to a man in cardiac arrest, the respiratory therapist feels a hard, coin-sized lump under the skin below the right clavicle, where an implanted pacemaker sits. How should the therapist proceed?',
    options: [
      'Place the pad so that it does not lie directly over the device, then continue',
      'Withhold the AED, because shocks are contraindicated with an implanted device',
      'Tape a magnet over the device to switch it off before placing the AED pads',
      'Place the pad directly over the device so that the pad makes the best contact',
    ],
    correctAnswer: 'A',
    explanation:
      'An implanted pacemaker or defibrillator can block part of the current and can be damaged by a shock delivered right over it. The pad is placed to the side of the device, not directly on it (A), or the anterior-posterior position is used. Defibrillation should not be delayed.\n\nB is wrong: an implanted device is not a contraindication to defibrillation. C is wrong: looking for a magnet delays the shock and is not part of AED use. D is wrong: a pad directly over the device reduces the current that reaches the heart and risks damage to the device.\n\nCorrect Answer: A\nKey Learning Point: With an implanted pacemaker or ICD, place AED pads away from the device and do not delay the shock.',
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'II',
  },
  {
    key: 'cls-011',
    topicId: 9,
    questionText:
      'An AED has just delivered a shock to a woman in ventricular fibrillation. What should the rescuers do immediately afterward?',
    options: [
      'Check the carotid pulse for 10 seconds before doing anything further',
      'Press the analyze button so the device rechecks the rhythm right away',
      'Give 2 rescue breaths and then check for signs of circulation',
      'Resume CPR, starting with compressions, for about 2 minutes',
    ],
    correctAnswer: 'D',
    explanation:
      'Right after a shock, even a successful one, the heart rarely pumps well enough to produce a pulse. Rescuers resume CPR at once, starting with compressions, and continue for about 2 minutes until the AED prompts the next analysis (D).\n\nA is wrong: an immediate pulse check adds a pause during the period when the heart most needs compression support. B is wrong: re-analyzing at once adds an interruption; the AED reanalyzes after about 2 minutes of CPR. C is wrong: CPR restarts with compressions, not breaths, and a check for circulation does not come before that.\n\nCorrect Answer: D\nKey Learning Point: After any shock, resume CPR at once with compressions and reassess the rhythm after about 2 minutes.',
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
  },
  {
    key: 'cls-012',
    topicId: 9,
    questionText:
      'A patient is unresponsive and pulseless. The monitor shows a chaotic, irregular baseline with no identifiable P waves, QRS complexes or T waves. Which intervention is indicated first?',
    options: ['Synchronized cardioversion at 50 J', 'Unsynchronized defibrillation', 'Atropine 1 mg IV push', 'Transcutaneous pacing'],
    correctAnswer: 'B',
    explanation:
      "The description is ventricular fibrillation, a shockable rhythm. The priority is CPR with defibrillation as soon as possible, using an unsynchronized shock (B) at the manufacturer's recommended biphasic energy (typically 120-200 J) or the maximum if it is unknown.\n\nA is wrong: synchronized shocks need a QRS complex to time against; in VF the device may not fire, and 50 J is far too low. C is wrong: atropine treats symptomatic bradycardia and has no role in VF. D is wrong: pacing cannot capture a fibrillating heart and is not used in pulseless arrest.\n\nCorrect Answer: B\nKey Learning Point: Pulseless VF is treated with CPR and prompt unsynchronized defibrillation.",
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'I',
  },
  {
    key: 'cls-013',
    topicId: 9,
    questionText:
      'An adult in ventricular fibrillation has received 2 shocks with 2 minutes of high-quality CPR after each. An IV line is in place, and no drugs have been given yet. The rhythm is still VF. Which drug should be given now, during CPR?',
    options: [
      'Amiodarone 150 mg IV over 10 minutes',
      'Vasopressin 40 units IV in place of epinephrine',
      'Epinephrine 1 mg IV, repeated every 3 to 5 minutes',
      'Lidocaine 0.5 mg/kg IV push',
    ],
    correctAnswer: 'C',
    explanation:
      'In the AHA adult arrest algorithm for shockable rhythms, epinephrine 1 mg IV/IO is given after the second shock and repeated every 3 to 5 minutes (C). An antiarrhythmic is added after the third shock if VF continues.\n\nA is wrong: 150 mg over 10 minutes is the dose for stable VT with a pulse; in arrest the first amiodarone dose is a 300 mg bolus, given after the third shock. B is wrong: vasopressin was removed from the algorithm because it offers no advantage over epinephrine. D is wrong: 0.5 mg/kg is a repeat lidocaine dose (the first is 1-1.5 mg/kg), and an antiarrhythmic is not the next drug at this point.\n\nCorrect Answer: C\nKey Learning Point: In refractory VF/pVT, epinephrine 1 mg is given after the second shock and repeated every 3-5 minutes.',
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
  },
  {
    key: 'cls-014',
    topicId: 9,
    questionText:
      'A 66-year-old man remains in ventricular fibrillation after 3 shocks, continuous high-quality CPR and one dose of epinephrine 1 mg IV. He is not in torsades de pointes, and his potassium was normal this morning. Which medication order is most appropriate now?',
    options: [
      'Amiodarone 300 mg IV/IO bolus',
      'Amiodarone 150 mg IV infused over 10 minutes',
      'Magnesium sulfate 2 g IV push',
      'Sodium bicarbonate 1 mEq/kg IV',
    ],
    correctAnswer: 'A',
    explanation:
      'VF that persists after the third shock is shock-refractory. The algorithm adds an antiarrhythmic: amiodarone 300 mg IV/IO bolus (A), with a second dose of 150 mg if needed. Lidocaine (1-1.5 mg/kg, then 0.5-0.75 mg/kg) is an acceptable alternative.\n\nB is wrong: a 10-minute infusion of 150 mg is the dose for stable wide-complex tachycardia with a pulse, not pulseless arrest. C is wrong: magnesium is for torsades de pointes, which the stem excludes; it is not routine in VF. D is wrong: sodium bicarbonate is not routine in arrest and is reserved for conditions such as hyperkalemia or certain overdoses.\n\nCorrect Answer: A\nKey Learning Point: For VF/pVT that persists after the third shock, give amiodarone 300 mg IV/IO (or lidocaine) during CPR.',
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'III',
  },
  {
    key: 'cls-015',
    topicId: 9,
    questionText:
      'An 80-kg patient is in refractory ventricular fibrillation, and the code leader chooses lidocaine because amiodarone is not available. What is the correct first lidocaine dose?',
    options: ['8 to 12 mg IV/IO push', '24 to 40 mg IV/IO push', '80 to 120 mg IV/IO push', '240 to 320 mg IV/IO push'],
    correctAnswer: 'C',
    explanation:
      'The first dose of lidocaine in cardiac arrest is 1 to 1.5 mg/kg IV/IO. For this patient: 80 kg x 1 mg/kg = 80 mg and 80 kg x 1.5 mg/kg = 120 mg, so 80-120 mg (C). Repeat doses are 0.5-0.75 mg/kg.\n\nA is wrong: it is a tenth of the correct dose (0.1-0.15 mg/kg), a decimal-place error. B is wrong: 0.3-0.5 mg/kg is below even the repeat dose range for the first dose. D is wrong: 3-4 mg/kg exceeds the first dose and risks toxicity such as seizures.\n\nCorrect Answer: C\nKey Learning Point: The first lidocaine dose in VF/pVT arrest is 1-1.5 mg/kg, then 0.5-0.75 mg/kg if needed.',
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
  },
  {
    key: 'cls-016',
    topicId: 9,
    questionText:
      'A patient on a telemetry unit is unresponsive with no palpable pulse. The monitor shows an organized, narrow-complex rhythm at 64/min. CPR has been started and IV access is available. What is the next priority?',
    options: [
      'Deliver an unsynchronized shock at 200 J biphasic as soon as the pads are on',
      'Give epinephrine 1 mg IV as soon as possible and look for reversible causes',
      'Give atropine 1 mg IV, because the rhythm is slow and the patient has no pulse',
      'Begin transcutaneous pacing at a rate of 80/min with the output at maximum',
    ],
    correctAnswer: 'B',
    explanation:
      'An organized rhythm without a pulse is pulseless electrical activity (PEA), a nonshockable rhythm. Treatment is high-quality CPR, epinephrine 1 mg IV/IO as early as possible and then every 3-5 minutes, and a search for reversible causes (the Hs and Ts) (B).\n\nA is wrong: shocks do not help PEA or asystole. C is wrong: atropine was removed from the arrest algorithm because it did not improve outcomes, and a rate of 64 is not the problem here; the heart is not producing a pulse. D is wrong: pacing is not effective in pulseless arrest and would interrupt CPR.\n\nCorrect Answer: B\nKey Learning Point: PEA is treated with CPR, early epinephrine and treatment of reversible causes, never with a shock.',
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
  },
  {
    key: 'cls-017',
    topicId: 9,
    questionText:
      "A pulseless patient's monitor shows a flat line in lead II. Compressions are in progress. Which action by the respiratory therapist is most appropriate?",
    options: [
      'Deliver a shock in case the flat line is hiding fine ventricular fibrillation',
      'Perform synchronized cardioversion at 100 J to restore an organized rhythm',
      'Continue CPR while checking that the leads are attached and the gain is adequate',
      'Give atropine 1 mg IV because the flat line reflects extreme vagal tone',
    ],
    correctAnswer: 'C',
    explanation:
      'A flat line can be true asystole or an artifact from a loose lead, wrong lead selection or low gain. CPR continues while the team checks the lead connections and gain and looks at another lead (C). If asystole is confirmed, it is treated as a nonshockable rhythm with CPR and epinephrine.\n\nA is wrong: AHA does not recommend shocking asystole, and shocks interrupt CPR. B is wrong: cardioversion needs a QRS complex to synchronize to and is not used for asystole. D is wrong: atropine is no longer part of arrest management, and the flat line has not even been confirmed.\n\nCorrect Answer: C\nKey Learning Point: Confirm apparent asystole by checking leads, gain and another lead, while CPR continues.',
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'II',
  },
  {
    key: 'cls-018',
    topicId: 9,
    questionText:
      'A 58-year-old woman on hemodialysis missed her last two treatments. On arrival in the emergency department her ECG showed tall peaked T waves and a widening QRS, and she then became pulseless with a wide, slow rhythm on the monitor. Which reversible cause is most likely, and should be treated during CPR?',
    options: ['Hyperkalemia', 'Hypothermia', 'Tension pneumothorax', 'Hypovolemia'],
    correctAnswer: 'A',
    explanation:
      'Missed dialysis together with peaked T waves and a widening QRS before arrest strongly suggests hyperkalemia (A), one of the Hs of PEA. During CPR it is treated with IV calcium to stabilize the myocardium, and measures that shift potassium into cells (such as sodium bicarbonate, or insulin with glucose) are also used, followed by dialysis.\n\nB is wrong: nothing in the history points to cold exposure, and hypothermia produces Osborn (J) waves rather than peaked T waves. C is wrong: tension pneumothorax produces unilateral absent breath sounds, tracheal deviation and rising airway pressures, none of which are described. D is wrong: a dialysis patient who missed treatments is more likely to be fluid overloaded than hypovolemic.\n\nCorrect Answer: A\nKey Learning Point: Peaked T waves and a widening QRS in a renal patient point to hyperkalemia, a reversible cause of arrest treated with calcium.',
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'I',
  },
  {
    key: 'cls-019',
    topicId: 9,
    questionText:
      "A mechanically ventilated patient's peak pressure rises suddenly from 28 to 52 cm H2O. Breath sounds are absent on the left, the trachea is shifted to the right, and the patient becomes pulseless with a narrow-complex rhythm of 110/min on the monitor. Which cause and treatment are most likely?",
    options: [
      'Cardiac tamponade, treated with pericardiocentesis',
      'Massive pulmonary embolism, treated with a fibrinolytic',
      'Hypovolemia, treated with a rapid crystalloid bolus',
      'Tension pneumothorax, treated with needle decompression',
    ],
    correctAnswer: 'D',
    explanation:
      'A sudden rise in airway pressure, absent breath sounds on one side and tracheal shift away from that side, followed by PEA, point to a left tension pneumothorax. It is treated with immediate needle decompression followed by a chest tube (D).\n\nA is wrong: tamponade causes PEA with distended neck veins but does not cause one-sided absent breath sounds, tracheal deviation or a jump in airway pressure. B is wrong: massive PE causes PEA with abrupt hypoxemia and a sudden fall in end-tidal CO2, but it does not shift the trachea or abolish breath sounds. C is wrong: hypovolemia lowers blood pressure but does not change airway pressures or breath sounds.\n\nCorrect Answer: D\nKey Learning Point: PEA with rising airway pressures, unilateral absent breath sounds and tracheal shift is tension pneumothorax until proven otherwise.',
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'I',
  },
  {
    key: 'cls-020',
    topicId: 9,
    questionText:
      'The reversible causes of cardiac arrest are often grouped as the "Hs and Ts." Which of the following belongs to the "Ts"?',
    options: ['Hypothermia', 'Cardiac tamponade', 'Hydrogen ion (acidosis)', 'Hypovolemia'],
    correctAnswer: 'B',
    explanation:
      'The Ts are tension pneumothorax, tamponade (cardiac), toxins, and thrombosis (pulmonary and coronary). Cardiac tamponade (B) belongs to this group.\n\nA, C and D are all Hs. The Hs are hypovolemia, hypoxia, hydrogen ion (acidosis), hypo- or hyperkalemia, and hypothermia.\n\nCorrect Answer: B\nKey Learning Point: The Ts are tension pneumothorax, tamponade, toxins and thrombosis (pulmonary or coronary); the Hs are hypovolemia, hypoxia, hydrogen ion, hypo/hyperkalemia and hypothermia.',
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'I',
  },
  {
    key: 'cls-021',
    topicId: 9,
    questionText:
      'During CPR on an intubated adult, the waveform capnogram shows a normal-shaped tracing, but the end-tidal CO2 has stayed at 7 to 8 mm Hg for several minutes. Which action should the respiratory therapist recommend?',
    options: [
      'Increase the ventilation rate to 20 breaths per minute to raise the CO2 reading',
      'Pull the endotracheal tube back 2 cm, because a mainstem intubation is likely',
      'Improve the compressions, for example by swapping compressors and checking depth and rate',
      'Stop the resuscitation, because a value below 10 mm Hg means the arrest cannot be reversed',
    ],
    correctAnswer: 'C',
    explanation:
      'During CPR, end-tidal CO2 mainly reflects the blood flow produced by compressions. A value persistently below 10 mm Hg with a good waveform suggests poor compressions, so the team should improve depth, rate and recoil and swap in a fresh compressor (C).\n\nA is wrong: hyperventilation would lower end-tidal CO2 further and reduce venous return; the problem is low blood flow, not too little ventilation. B is wrong: a regular waveform confirms the tube is in the airway, and a mainstem intubation would not produce this picture. D is wrong: a low value early on is a cue to improve CPR; only a persistently low value after about 20 minutes in an intubated patient is considered, together with other factors, in deciding to stop.\n\nCorrect Answer: C\nKey Learning Point: An end-tidal CO2 below 10 mm Hg during CPR signals poor compressions and should prompt better CPR.',
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'I',
  },
  {
    key: 'cls-022',
    topicId: 9,
    questionText:
      'During compressions on an intubated patient in PEA, the end-tidal CO2 has been around 15 mm Hg. Without any change in ventilation and with no drugs given in the last several minutes, it rises abruptly to 42 mm Hg and stays there. What is the most likely explanation?',
    options: [
      'Return of spontaneous circulation',
      'Displacement of the tube into the esophagus',
      'Accidental hyperventilation by the bagger',
      'Disconnection of the capnography sampling line',
    ],
    correctAnswer: 'A',
    explanation:
      'When the heart starts pumping on its own, much more CO2-rich blood reaches the lungs, so end-tidal CO2 jumps suddenly and stays high, often to 35-40 mm Hg or more. This is a reliable sign of ROSC (A), and the team should check the pulse and rhythm at the next pause.\n\nB is wrong: esophageal placement makes end-tidal CO2 fall toward zero and lose its waveform. C is wrong: hyperventilation lowers end-tidal CO2. D is wrong: a disconnected sampling line gives no reading at all rather than a higher one. The stem also rules out recent sodium bicarbonate, which can briefly raise end-tidal CO2.\n\nCorrect Answer: A\nKey Learning Point: An abrupt, sustained rise in end-tidal CO2 (often to 40 mm Hg or more) during CPR suggests ROSC.',
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
    outlineSection: 'I',
  },
  {
    key: 'cls-046',
    topicId: 9,
    questionText: `After return of spontaneous circulation, an adult is intubated and ventilated with an FiO2 of 1.0. His SpO2 is 100% and his PaO2 is 410 mm Hg. What oxygen target do current resuscitation guidelines recommend?`,
    options: [
      `Keep the FiO2 at 1.0 for the first 24 hours`,
      `Target an SpO2 of 85% to 88%`,
      `Target a PaO2 above 300 mm Hg`,
      `Titrate oxygen to an SpO2 of 92% to 98%`,
    ],
    correctAnswer: 'D',
    explanation: `D is correct. After ROSC, both hypoxemia and hyperoxia may harm the injured brain and heart. The AHA recommends titrating the inspired oxygen to an SpO2 of 92-98% once it can be measured reliably, and keeping the PaCO2 in the normal range.

A is wrong: a fixed FiO2 of 1.0 produces prolonged hyperoxia.
B is wrong: 85-88% is a target for some patients with chronic hypercapnia, not for post-arrest care.
C is wrong: a PaO2 above 300 mm Hg is hyperoxia.

Correct Answer: D
Key Learning Point: After ROSC, titrate oxygen to an SpO2 of 92-98%, avoiding both hypoxemia and hyperoxia.`,
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'II',
  },
  {
    key: 'cls-024',
    topicId: 9,
    questionText:
      "During two-rescuer CPR on an adult without an advanced airway, a respiratory therapist notices that the person bagging squeezes the adult bag fully and fast, at about 25 breaths per minute, and the patient's abdomen is becoming distended. What should the therapist tell the bagger?",
    options: [
      'Keep squeezing the bag fully, because large breaths improve oxygenation during arrest',
      'Give each breath over about 1 second with just enough volume to make the chest rise',
      'Stop bagging and switch to passive oxygen through a nonrebreathing mask at 15 L/min',
      'Attach a PEEP valve set to 10 cm H2O so that less gas flows into the stomach',
    ],
    correctAnswer: 'B',
    explanation:
      'Large, fast breaths force gas into the stomach (raising the risk of regurgitation and aspiration) and raise intrathoracic pressure, which reduces venous return and coronary perfusion. Each breath should be given over about 1 second, with just enough volume (roughly 500-600 mL) to produce visible chest rise, and at the correct ratio of 2 breaths after every 30 compressions (B).\n\nA is wrong: oversized breaths cause gastric inflation and hyperventilation without improving outcome. C is wrong: health care providers ventilate patients in arrest; passive oxygen alone is not a substitute for rescue breaths in this setting. D is wrong: PEEP does not prevent gastric inflation from high, fast breaths and can further limit venous return during CPR.\n\nCorrect Answer: B\nKey Learning Point: During CPR give each breath over about 1 second with just enough volume for visible chest rise, and avoid excessive ventilation.',
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
  },
  {
    key: 'cls-025',
    topicId: 9,
    questionText:
      'A 72-year-old man has a heart rate of 38/min in sinus bradycardia, a blood pressure of 76/40 mm Hg, and new confusion. His SpO2 is 95% on 2 L/min by nasal cannula, and an IV is in place. Which drug is the first-line treatment?',
    options: [
      'Atropine 1 mg IV, repeated every 3 to 5 minutes up to 3 mg',
      'Atropine 0.5 mg IV, repeated every 3 to 5 minutes up to 3 mg',
      'Adenosine 6 mg rapid IV push followed by a saline flush',
      'Epinephrine 1 mg IV push, repeated every 3 to 5 minutes',
    ],
    correctAnswer: 'A',
    explanation:
      'This patient has symptomatic bradycardia: hypotension and altered mental status caused by a slow rate. The first-line drug in the 2020 AHA bradycardia algorithm is atropine 1 mg IV, repeated every 3-5 minutes to a total of 3 mg (A).\n\nB is wrong: 0.5 mg was the earlier first dose; the 2020 guidelines raised it to 1 mg. C is wrong: adenosine treats regular narrow-complex tachycardia and would slow the heart further. D is wrong: a 1 mg IV push of epinephrine is the cardiac arrest dose; in bradycardia with a pulse, epinephrine is given as an infusion (2-10 mcg/min) if atropine fails.\n\nCorrect Answer: A\nKey Learning Point: For symptomatic bradycardia, give atropine 1 mg IV every 3-5 minutes (maximum 3 mg).',
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
  },
  {
    key: 'cls-026',
    topicId: 9,
    questionText:
      'A patient with third-degree AV block and a wide-complex escape rhythm of 32/min remains hypotensive, pale and diaphoretic after three doses of atropine 1 mg IV. What is the most appropriate next step?',
    options: [
      'Give a fourth dose of atropine 1 mg IV to overcome the block',
      'Give adenosine 6 mg rapid IV push to reset the conduction system',
      'Begin transcutaneous pacing while a chronotropic infusion is prepared',
      'Perform synchronized cardioversion at 100 J to restore sinus rhythm',
    ],
    correctAnswer: 'C',
    explanation:
      'When atropine fails, or is unlikely to work (as in third-degree block with a wide escape rhythm, where the block is below the AV node), the next steps are transcutaneous pacing and/or a chronotropic infusion such as epinephrine (2-10 mcg/min) or dopamine (5-20 mcg/kg/min), along with expert consultation for transvenous pacing (C).\n\nA is wrong: the maximum total atropine dose of 3 mg has been reached. B is wrong: adenosine is an AV nodal blocker used for tachycardia and would worsen the block. D is wrong: cardioversion treats tachyarrhythmias; it cannot speed up a slow escape rhythm.\n\nCorrect Answer: C\nKey Learning Point: Symptomatic bradycardia that does not respond to atropine is treated with transcutaneous pacing or an epinephrine or dopamine infusion.',
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'III',
  },
  {
    key: 'cls-027',
    topicId: 9,
    questionText:
      "Transcutaneous pacing has been started for symptomatic bradycardia. The monitor now shows a pacer spike followed by a wide QRS complex at the set rate of 70/min, and the patient's chest muscles twitch with each impulse. How should the respiratory therapist confirm that the pacing is producing effective heart contractions?",
    options: [
      'Palpate the carotid pulse, because the twitching shows that the current reaches the heart',
      'Accept the monitor tracing, because a QRS after each spike proves mechanical capture',
      'Raise the pacing rate to 100/min and check whether the blood pressure rises',
      'Palpate the femoral pulse, or check an arterial or pulse-oximetry waveform at the paced rate',
    ],
    correctAnswer: 'D',
    explanation:
      'A QRS after each spike shows electrical capture, but the heart still has to contract. Mechanical capture is confirmed by a pulse at the paced rate. The femoral pulse (or an arterial line or pulse-oximeter waveform matching the paced rate) is used (D), because the muscle jerking caused by the pacer can be mistaken for a carotid pulse.\n\nA is wrong: twitching of chest and neck muscles is skeletal muscle stimulation, and it makes carotid palpation unreliable. B is wrong: electrical capture without a pulse is possible (a form of PEA). C is wrong: changing the rate does not confirm capture and adds myocardial oxygen demand.\n\nCorrect Answer: D\nKey Learning Point: Confirm mechanical capture during transcutaneous pacing with a femoral pulse or a perfusion waveform, not the carotid pulse.',
    difficulty: 'hard',
    cognitiveLevel: 'application',
    outlineSection: 'II',
  },
  {
    key: 'cls-028',
    topicId: 9,
    questionText:
      'A 26-year-old woman has palpitations and a regular, narrow-complex tachycardia at 190/min. Her blood pressure is 118/74 mm Hg, she is alert, and she has no chest pain or dyspnea. Which intervention should be tried first?',
    options: [
      'Synchronized cardioversion at 50 to 100 J',
      'Vagal maneuvers such as a modified Valsalva',
      'Amiodarone 150 mg IV over 10 minutes',
      'Unsynchronized defibrillation at 200 J',
    ],
    correctAnswer: 'B',
    explanation:
      'This is a stable, regular narrow-complex tachycardia, most likely SVT. The first step is a vagal maneuver such as a modified Valsalva (B); if it fails, adenosine is given.\n\nA is wrong: synchronized cardioversion is for unstable patients (hypotension, altered mental status, shock, ischemic chest pain or acute heart failure), none of which she has. C is wrong: amiodarone is not first-line for stable SVT. D is wrong: unsynchronized shocks are for pulseless VF/VT or polymorphic VT, and a shock that falls on the T wave can trigger VF.\n\nCorrect Answer: B\nKey Learning Point: Stable regular narrow-complex tachycardia is treated first with vagal maneuvers, then adenosine.',
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'III',
  },
  {
    key: 'cls-029',
    topicId: 9,
    questionText:
      'A hemodynamically stable patient remains in a regular narrow-complex tachycardia at 200/min after a correctly performed vagal maneuver. IV access is in the antecubital vein. Which medication and technique are correct?',
    options: [
      'Adenosine 6 mg rapid IV push, then at once a 20 mL saline flush',
      'Adenosine 12 mg given slowly IV over 2 minutes, to limit side effects',
      'Atropine 1 mg IV push, repeated every 3 to 5 minutes up to 3 mg',
      'Epinephrine infusion started at 2 mcg/min and titrated to heart rate',
    ],
    correctAnswer: 'A',
    explanation:
      'Adenosine is the drug of choice for stable regular narrow-complex tachycardia after vagal maneuvers fail. Because its half-life is only seconds, it is given as a 6 mg rapid IV push followed at once by a 20 mL saline flush (A). A second dose of 12 mg can follow if needed.\n\nB is wrong: a slow push lets adenosine be broken down before it reaches the heart, and 12 mg is the second dose, not the first. C is wrong: atropine speeds the heart and is for symptomatic bradycardia. D is wrong: epinephrine would raise the rate further; it is a bradycardia infusion.\n\nCorrect Answer: A\nKey Learning Point: Adenosine for SVT is given as a 6 mg rapid IV push with an immediate saline flush, then 12 mg if needed.',
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
  },
  {
    key: 'cls-030',
    topicId: 9,
    questionText:
      'A 64-year-old man has a regular narrow-complex tachycardia at 180/min, a blood pressure of 74/42 mm Hg, ongoing chest pain and new confusion. He has a pulse and an IV is in place. Which treatment is most appropriate?',
    options: [
      'Unsynchronized defibrillation at the maximum energy setting',
      'Diltiazem IV to slow the ventricular rate before any shock',
      'Amiodarone 150 mg IV infused over 10 minutes as first-line therapy',
      'Synchronized cardioversion, with sedation if it does not delay treatment',
    ],
    correctAnswer: 'D',
    explanation:
      'A tachycardia with a pulse that is causing hypotension, ischemic chest pain and altered mental status is unstable. The treatment is immediate synchronized cardioversion (D), typically starting at 50-100 J for a regular narrow complex, with sedation if the patient is conscious and time permits.\n\nA is wrong: unsynchronized shocks are for pulseless rhythms or polymorphic VT; an unsynchronized shock in an organized rhythm can land on the T wave and cause VF. B is wrong: diltiazem lowers blood pressure and contractility and is dangerous in a hypotensive patient. C is wrong: an antiarrhythmic infusion is too slow and may drop the pressure further when the patient needs a shock.\n\nCorrect Answer: D\nKey Learning Point: An unstable tachycardia with a pulse is treated with prompt synchronized cardioversion.',
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'III',
  },
  {
    key: 'cls-031',
    topicId: 9,
    questionText:
      'A hypotensive patient in atrial fibrillation with a rapid ventricular response received a synchronized shock at 120 J, but the rhythm has not changed. The team plans a second shock at a higher energy. What must be checked on the defibrillator before the second shock?',
    options: [
      'That the pads have been moved to the anterior-posterior position',
      'That the synchronized mode has been re-engaged on the device',
      'That the device is set to its automatic (AED) analysis mode',
      'That the energy is returned to 50 J to avoid burning the skin',
    ],
    correctAnswer: 'B',
    explanation:
      'Many defibrillators switch back to unsynchronized mode after each shock. Before a repeat cardioversion, the operator must re-engage the synchronized mode and see the sync markers on the R waves (B). An unsynchronized shock in an organized rhythm can fall on the T wave and cause VF.\n\nA is wrong: pad position may be changed in some cases, but it is not the safety check that must be done before every repeat synchronized shock. C is wrong: AED mode gives only unsynchronized shocks for VF/pVT and will not cardiovert atrial fibrillation. D is wrong: energy is raised, not lowered, after a failed attempt; 50 J is too low for atrial fibrillation.\n\nCorrect Answer: B\nKey Learning Point: Re-activate the sync mode before every repeat synchronized cardioversion, because many devices reset to unsynchronized after a shock.',
    difficulty: 'hard',
    cognitiveLevel: 'application',
    outlineSection: 'II',
  },
  {
    key: 'cls-032',
    topicId: 9,
    questionText:
      'A patient with a prolonged QT interval and a low magnesium level has recurring brief runs of polymorphic ventricular tachycardia whose QRS axis appears to twist around the baseline. Between runs she has a pulse and a normal blood pressure. Which drug is indicated?',
    options: ['Adenosine 6 mg rapid IV push', 'Procainamide 20 mg/min IV infusion', 'Magnesium sulfate IV', 'Atropine 1 mg IV'],
    correctAnswer: 'C',
    explanation:
      'Polymorphic VT with a twisting pattern in a patient with a long QT is torsades de pointes. IV magnesium sulfate (typically 1-2 g) is the drug of choice (C), along with correcting potassium and stopping QT-prolonging drugs. If she becomes pulseless, she is defibrillated.\n\nA is wrong: adenosine is for regular narrow-complex tachycardia and does not treat torsades. B is wrong: procainamide prolongs the QT interval and can make torsades worse. D is wrong: atropine is a bradycardia drug and does not address the QT problem.\n\nCorrect Answer: C\nKey Learning Point: Torsades de pointes with a long QT is treated with IV magnesium, and defibrillation if pulseless.',
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
    outlineSection: 'III',
  },
  {
    key: 'cls-033',
    topicId: 9,
    questionText:
      'A 59-year-old man with suspected acute coronary syndrome arrives in the emergency department with chest pain. He is alert and breathing comfortably, with an SpO2 of 96% on room air. What should the respiratory therapist recommend about oxygen?',
    options: [
      'Withhold supplemental oxygen and continue to monitor the SpO2',
      'Apply a nonrebreathing mask at 15 L/min to protect the myocardium',
      'Place a nasal cannula at 4 L/min, as is routine for chest pain',
      'Start high-flow nasal cannula at 40 L/min with an FiO2 of 0.60',
    ],
    correctAnswer: 'A',
    explanation:
      'Current AHA guidance is to give oxygen in ACS only when the patient is hypoxemic (SpO2 below 90%), short of breath, or in heart failure or shock. Routine oxygen in normoxemic patients has not shown benefit, and hyperoxia may be harmful. He should be monitored without oxygen (A).\n\nB is wrong: high-concentration oxygen in a patient with an SpO2 of 96% causes hyperoxia without benefit. C is wrong: routine cannula oxygen for all chest pain is an outdated practice. D is wrong: high-flow oxygen is for hypoxemic respiratory failure, not a comfortable, normoxemic patient.\n\nCorrect Answer: A\nKey Learning Point: In suspected ACS, give oxygen only if the SpO2 is below 90% or there are signs of respiratory distress or shock.',
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'III',
  },
  {
    key: 'cls-034',
    topicId: 9,
    questionText:
      'A 62-year-old man with crushing chest pain has a blood pressure of 132/80 mm Hg. He has chewed aspirin, and a 12-lead ECG has been done. While taking his history, the respiratory therapist learns that he took sildenafil 10 hours ago. What should be done about nitroglycerin?',
    options: [
      'Give sublingual nitroglycerin 0.4 mg every 5 minutes for up to 3 doses',
      'Give nitroglycerin IV instead, because the sublingual form interacts with sildenafil',
      'Give morphine first, then nitroglycerin once the pain has decreased',
      'Withhold nitrates, because sildenafil taken within 24 hours is a contraindication',
    ],
    correctAnswer: 'D',
    explanation:
      'Phosphodiesterase-5 inhibitors such as sildenafil greatly enhance the vasodilating effect of nitrates and can cause profound hypotension. Nitrates are withheld if sildenafil (or vardenafil) was taken within 24 hours, or tadalafil within 48 hours (D).\n\nA is wrong: the standard sublingual dosing is unsafe in this patient. B is wrong: the interaction is with the drug itself, not the route; IV nitroglycerin carries the same risk. C is wrong: morphine does not make nitrates safe, and the interaction would still occur later.\n\nCorrect Answer: D\nKey Learning Point: Do not give nitrates within 24 hours of sildenafil or 48 hours of tadalafil; severe hypotension can result.',
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
  },
  {
    key: 'cls-035',
    topicId: 9,
    questionText:
      'A visitor in the hospital lobby suddenly has trouble speaking. Which three findings make up the Cincinnati Prehospital Stroke Scale?',
    options: [
      'Pupil size, gaze deviation and neck stiffness',
      'Headache, vomiting and blood pressure',
      'Facial droop, arm drift and abnormal speech',
      'Grip strength, gait and blood glucose',
    ],
    correctAnswer: 'C',
    explanation:
      'The Cincinnati Prehospital Stroke Scale tests facial droop (ask the person to smile), arm drift (arms held out with eyes closed) and speech (repeat a simple phrase) (C). An abnormal result on any one of them suggests stroke, and the time last known well should be noted.\n\nA is wrong: pupil size, gaze and neck stiffness are part of a neurologic examination but are not on this scale. B is wrong: headache, vomiting and blood pressure may go with hemorrhage but are not the scale items. D is wrong: blood glucose should be checked to rule out hypoglycemia, which can mimic stroke, but grip, gait and glucose are not the scale.\n\nCorrect Answer: C\nKey Learning Point: The Cincinnati scale checks facial droop, arm drift and speech.',
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'I',
  },
  {
    key: 'cls-036',
    topicId: 9,
    questionText:
      'Thirty minutes after ROSC from an out-of-hospital arrest, a comatose patient is ventilated with VC, VT 500 mL, rate 22/min, PEEP 5 cm H2O and FiO2 1.0. An ABG shows pH 7.52, PaCO2 29 mm Hg, PaO2 388 mm Hg, and the SpO2 is 100%. Which change should the respiratory therapist recommend?',
    options: [
      'Leave the settings as they are, since high oxygen levels protect the injured brain',
      'Raise the rate to 26/min to lower the PaCO2 further and reduce cerebral swelling',
      'Lower the FiO2 to keep the SpO2 at 92-98% and lower the rate to bring the PaCO2 to 35-45',
      'Raise the PEEP to 12 cm H2O and keep the FiO2 at 1.0 until the next ABG in 6 hours',
    ],
    correctAnswer: 'C',
    explanation:
      'After ROSC, AHA guidance is to avoid both hypoxemia and hyperoxia (target SpO2 92-98%) and to keep the PaCO2 in the normal range (about 35-45 mm Hg). This patient is hyperoxic (PaO2 388) and hyperventilated (PaCO2 29, pH 7.52); hypocapnia causes cerebral vasoconstriction and can worsen brain ischemia. The FiO2 should be weaned and the rate reduced (C).\n\nA is wrong: hyperoxia gives no proven benefit and may add to reperfusion injury. B is wrong: routine hyperventilation lowers cerebral blood flow and is harmful. D is wrong: the patient is not hypoxemic, so more PEEP is not needed, and leaving an FiO2 of 1.0 for hours prolongs hyperoxia.\n\nCorrect Answer: C\nKey Learning Point: After ROSC, titrate oxygen to an SpO2 of 92-98% and ventilation to a normal PaCO2 of 35-45 mm Hg.',
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'III',
  },
  {
    key: 'cls-037',
    topicId: 9,
    questionText:
      'A patient remains comatose and does not follow commands after ROSC from a cardiac arrest. Which temperature strategy reflects current AHA post-arrest guidance?',
    options: [
      'Deliberate temperature control within 32-37.5 °C, with active prevention of fever',
      'No temperature management, with a fever allowed to develop to help fight infection',
      'Rapid prehospital infusion of a large volume of cold IV fluid after ROSC',
      'Active warming to about 38.5 °C to increase cerebral blood flow and metabolism',
    ],
    correctAnswer: 'A',
    explanation:
      "Comatose adults after ROSC should receive deliberate temperature control, keeping a constant target between 32 and 37.5 °C, and fever should be actively prevented (A), because fever after arrest is linked to worse neurologic outcome.\n\nB is wrong: letting fever develop is exactly what temperature control aims to prevent. C is wrong: routine prehospital cooling with rapid infusion of large volumes of cold IV fluid is not recommended. D is wrong: hyperthermia raises the brain's metabolic demand and worsens injury.\n\nCorrect Answer: A\nKey Learning Point: Comatose post-arrest patients need deliberate temperature control (32-37.5 °C) and active fever prevention.",
    difficulty: 'medium',
    cognitiveLevel: 'recall',
    outlineSection: 'III',
  },
  {
    key: 'cls-038',
    topicId: 9,
    questionText:
      'One hour after ROSC, an intubated patient has a blood pressure of 80/48 mm Hg (MAP 59 mm Hg), a heart rate of 112/min, clear breath sounds and an SpO2 of 95% on FiO2 0.40. Which recommendation is most appropriate?',
    options: [
      'Accept the blood pressure, because low pressures protect the heart after arrest',
      'Raise the PEEP from 5 to 15 cm H2O to improve oxygen delivery to the tissues',
      'Give sodium bicarbonate to correct acidosis as the first step to raise the pressure',
      'Give an IV fluid bolus and start a vasopressor to keep the SBP at 90 or higher and the MAP at 65 or higher',
    ],
    correctAnswer: 'D',
    explanation:
      'Post-arrest hypotension worsens brain and organ injury. AHA guidance is to avoid an SBP below 90 mm Hg and a MAP below 65 mm Hg, using IV fluids and vasopressors (such as norepinephrine) as needed (D). A 12-lead ECG and a search for the cause of the arrest should follow.\n\nA is wrong: hypotension after ROSC is harmful and is treated, not accepted. B is wrong: high PEEP raises intrathoracic pressure, lowers venous return and can drop the pressure further; oxygenation is already adequate. C is wrong: routine sodium bicarbonate is not recommended and does not reliably raise blood pressure.\n\nCorrect Answer: D\nKey Learning Point: After ROSC, treat hypotension with fluids and vasopressors to keep the SBP at 90 mm Hg or higher and the MAP at 65 mm Hg or higher.',
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'III',
  },
  {
    key: 'cls-039',
    topicId: 9,
    questionText:
      'A 55-year-old man achieves ROSC after a witnessed VF arrest. He remains comatose, and a 12-lead ECG shows ST-segment elevation in leads V1 to V4. What is the most appropriate next step?',
    options: [
      'Postpone coronary angiography until his neurologic outcome becomes clear',
      'Arrange emergency coronary angiography with possible reperfusion',
      'Repeat the 12-lead ECG every 6 hours and treat only a rising troponin',
      'Give amiodarone 300 mg IV as prophylaxis and then observe him in the ICU',
    ],
    correctAnswer: 'B',
    explanation:
      'Patients with ST-elevation on the ECG after ROSC should have emergency coronary angiography to reopen the blocked artery (B). This applies whether or not the patient is awake, because coma does not rule out a good outcome.\n\nA is wrong: waiting for the neurologic outcome delays reperfusion, and prognosis cannot be judged reliably until at least 72 hours after normothermia. C is wrong: watching serial ECGs and troponin while the artery remains occluded lets more myocardium die. D is wrong: a 300 mg arrest bolus of amiodarone is not given to a patient with a pulse, and an antiarrhythmic does not treat the occlusion.\n\nCorrect Answer: B\nKey Learning Point: ST-elevation after ROSC calls for emergency coronary angiography, even if the patient is comatose.',
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
  },
  {
    key: 'cls-040',
    topicId: 9,
    questionText:
      'Two respiratory therapists are performing CPR on a 6-year-old child who has no advanced airway. Which compression-to-ventilation ratio should they use?',
    options: ['15 compressions to 2 breaths', '30 compressions to 2 breaths', '3 compressions to 1 breath', '5 compressions to 1 breath'],
    correctAnswer: 'A',
    explanation:
      'For infants and children, two rescuers use 15:2 (A). Cardiac arrest in children is usually caused by respiratory failure, so the ratio allows more breaths per cycle. A single rescuer uses 30:2.\n\nB is wrong: 30:2 is for a single rescuer of any age or for adults; with two rescuers, a child gets 15:2. C is wrong: 3:1 is the ratio for newborn resuscitation (NRP). D is wrong: 5:1 is outdated and is not used in current guidelines.\n\nCorrect Answer: A\nKey Learning Point: Two-rescuer CPR for infants and children uses 15:2; single-rescuer CPR uses 30:2.',
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'III',
  },
  {
    key: 'cls-041',
    topicId: 9,
    questionText:
      'Two rescuers are performing CPR on a 4-month-old infant in a pediatric ward. Which compression technique and depth are recommended?',
    options: [
      'Two fingers placed on the xiphoid process, about 0.5 inch (1.5 cm) deep',
      'The heels of both hands on the lower sternum, about 2.4 inches (6 cm) deep',
      'Two thumbs with the hands encircling the chest, about 1.5 inches (4 cm) deep',
      'One hand on the upper sternum, about 1 inch (2.5 cm) deep',
    ],
    correctAnswer: 'C',
    explanation:
      'For two-rescuer infant CPR, the two-thumb encircling-hands technique on the lower half of the sternum is preferred. Compressions should reach at least one-third of the chest depth, about 1.5 inches (4 cm) (C). The two-thumb technique produces better depth and perfusion pressure.\n\nA is wrong: compressing over the xiphoid can injure the liver, and 0.5 inch is far too shallow. B is wrong: two-handed compressions at adult depth are too much for an infant. D is wrong: the upper sternum is the wrong location, and 1 inch is less than one-third of the chest depth.\n\nCorrect Answer: C\nKey Learning Point: Two-rescuer infant CPR uses the two-thumb encircling-hands technique to about 1.5 inches (one-third of the chest depth).',
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
  },
  {
    key: 'cls-042',
    topicId: 9,
    questionText:
      'A 3-year-old child in cardiac arrest has been intubated, and compressions are continuing. At what rate should the respiratory therapist deliver breaths?',
    options: [
      '1 breath every 6 seconds (10 per minute)',
      '1 breath every 2-3 seconds (20-30 per minute)',
      '1 breath every second (60 per minute)',
      '1 breath every 10 seconds (6 per minute)',
    ],
    correctAnswer: 'B',
    explanation:
      'For infants and children with an advanced airway during CPR, current AHA pediatric guidelines recommend 1 breath every 2-3 seconds, or 20-30 breaths per minute, depending on age, without pausing compressions (B). The same rate applies to rescue breathing for a child with a pulse.\n\nA is wrong: 10 per minute is the adult rate with an advanced airway and is too low for a small child. C is wrong: 60 per minute would cause severe hyperventilation, air trapping and reduced venous return. D is wrong: 6 per minute would not provide enough ventilation.\n\nCorrect Answer: B\nKey Learning Point: In pediatric CPR with an advanced airway, give 1 breath every 2-3 seconds (20-30 per minute).',
    difficulty: 'medium',
    cognitiveLevel: 'recall',
    outlineSection: 'III',
  },
  {
    key: 'cls-043',
    topicId: 9,
    questionText:
      'A 20-kg child is in pulseless ventricular fibrillation, and a manual defibrillator is available. Which energy doses are appropriate for the first and second shocks?',
    options: [
      '20 J for the first shock and 40 J for the second',
      '100 J for the first shock and 200 J for the second',
      '40 J for the first shock and 40 J for the second',
      '40 J for the first shock and 80 J for the second',
    ],
    correctAnswer: 'D',
    explanation:
      'Pediatric defibrillation starts at 2 J/kg (an initial range of 2-4 J/kg is acceptable), increases to 4 J/kg for the second shock, and may go higher for later shocks, up to 10 J/kg or the adult dose. For 20 kg: first shock 2 J/kg x 20 kg = 40 J, second shock 4 J/kg x 20 kg = 80 J (D).\n\nA is wrong: 1 J/kg and 2 J/kg are below the recommended doses. B is wrong: 5 J/kg and 10 J/kg are too high for the first two shocks. C is wrong: the second shock should increase to 4 J/kg rather than stay at 2 J/kg.\n\nCorrect Answer: D\nKey Learning Point: Pediatric defibrillation starts at 2 J/kg, then 4 J/kg, with later shocks of 4 J/kg or more (maximum 10 J/kg or the adult dose).',
    difficulty: 'hard',
    cognitiveLevel: 'application',
    outlineSection: 'III',
  },
  {
    key: 'cls-044',
    topicId: 9,
    questionText:
      'A 2-year-old with severe pneumonia is receiving bag-mask ventilation with 100% oxygen and good chest rise. Her heart rate is 52/min, her skin is mottled, capillary refill is 5 seconds, and she responds only to pain. A pulse is palpable. What should the respiratory therapist do next?',
    options: [
      'Start chest compressions while continuing to ventilate',
      'Give atropine first and wait to see if the rate rises',
      'Give adenosine by rapid IV push with a saline flush',
      'Continue bagging alone and recheck the child in 5 minutes',
    ],
    correctAnswer: 'A',
    explanation:
      'In pediatric bradycardia, a heart rate below 60/min with signs of poor perfusion despite adequate oxygenation and ventilation is an indication for CPR (A). Epinephrine is the first drug if bradycardia persists, and atropine is reserved for increased vagal tone or primary AV block.\n\nB is wrong: in children, bradycardia is usually caused by hypoxia, and atropine is not the first treatment; delaying compressions risks arrest. C is wrong: adenosine treats SVT and would slow the heart further. D is wrong: ventilation alone has already failed to restore perfusion, and a 5-minute wait allows progression to arrest.\n\nCorrect Answer: A\nKey Learning Point: A child with a heart rate below 60/min and poor perfusion despite effective ventilation needs chest compressions.',
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'III',
  },
  {
    key: 'cls-045',
    topicId: 9,
    questionText:
      'An adult is choking in the cafeteria and cannot speak or cough. While the respiratory therapist is trying to clear the obstruction, the man becomes unresponsive. What should the therapist do now?',
    options: [
      'Keep giving thrusts with the man upright until the object comes out',
      'Perform blind finger sweeps to find and remove the object',
      'Lower him to the ground, call for help and start CPR, looking in the mouth before each breath',
      'Give rescue breaths only, because compressions are not needed in choking',
    ],
    correctAnswer: 'C',
    explanation:
      'When a choking victim becomes unresponsive, the rescuer lowers him to the ground, activates the emergency response and starts CPR beginning with compressions (C). Compressions can dislodge the object. Each time the airway is opened for breaths, the rescuer looks in the mouth and removes any visible object.\n\nA is wrong: thrusts (and back blows) are for a responsive victim; once he is unresponsive, CPR takes over. B is wrong: blind finger sweeps can push the object deeper and are not recommended. D is wrong: the victim may now be in cardiac arrest, and compressions both circulate blood and help expel the object.\n\nCorrect Answer: C\nKey Learning Point: If a choking victim becomes unresponsive, start CPR and remove the object only if it is seen; never sweep blindly.',
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'III',
  },
];
