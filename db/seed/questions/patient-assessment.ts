import type { SeedQuestion } from '../types';

export const questions: SeedQuestion[] = [
  {
    key: 'pa-001',
    topicId: 6,
    questionText:
      'A 24-year-old with years of chronic productive cough and recurrent pneumonias has bulbous fingertips and loss of the normal angle between the nail bed and the proximal nail fold. This finding is most consistent with which underlying condition?',
    options: ['Mild intermittent asthma', 'Bronchiectasis', 'Acute spontaneous pneumothorax', 'Acute viral bronchitis'],
    correctAnswer: 'B',
    explanation:
      'Digital clubbing develops over months to years and is associated with chronic suppurative lung disease (bronchiectasis, cystic fibrosis, lung abscess), interstitial lung disease, lung cancer and cyanotic congenital heart disease. A history of chronic sputum production and repeated infections fits bronchiectasis. Asthma (A), even when chronic, does not cause clubbing, and clubbing in a patient with asthma should prompt a search for another cause. A pneumothorax (C) and viral bronchitis (D) are acute events that do not have time to produce the soft-tissue changes of clubbing.\n\nCorrect Answer: B\nKey Learning Point: Clubbing points to chronic disease such as bronchiectasis, CF, ILD or lung cancer; it is not a feature of asthma or uncomplicated COPD.',
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'I',
  },
  {
    key: 'pa-002',
    topicId: 6,
    questionText:
      'A 19-year-old with type 1 diabetes arrives in the emergency department with a blood glucose of 520 mg/dL. Respirations are deep, regular and rapid at 32/min. This breathing pattern most likely represents:',
    options: [
      'A central neurogenic response to brainstem herniation',
      'Anxiety-related hyperventilation causing respiratory alkalosis',
      'Apneustic breathing caused by a lesion in the pons',
      'Respiratory compensation for a metabolic acidosis',
    ],
    correctAnswer: 'D',
    explanation:
      'Deep, rapid, regular breathing in diabetic ketoacidosis is Kussmaul breathing: the ketoacid load lowers pH and stimulates the peripheral and central chemoreceptors, so minute ventilation rises to blow off CO2 and limit the fall in pH. Brainstem herniation (A) occurs with a depressed level of consciousness and other neurologic signs, not simply hyperglycemia. Anxiety hyperventilation (B) is a diagnosis of exclusion and would be a primary respiratory alkalosis, whereas DKA is a primary metabolic acidosis. Apneustic breathing (C) consists of prolonged inspiratory holds, not deep regular breaths.\n\nCorrect Answer: D\nKey Learning Point: Kussmaul breathing is the deep, rapid ventilatory compensation for metabolic acidosis such as DKA.',
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'I',
  },
  {
    key: 'pa-003',
    topicId: 6,
    questionText:
      'While observing a 78-year-old with chronic systolic heart failure during sleep, the therapist sees breaths that gradually increase in depth and rate, then gradually decrease, followed by a 20-second apnea, in a repeating cycle. Which breathing pattern is this?',
    options: ['Cheyne-Stokes respiration', 'Biot breathing', 'Kussmaul breathing', 'Apneustic breathing pattern'],
    correctAnswer: 'A',
    explanation:
      'A crescendo-decrescendo pattern of tidal volume alternating with central apneas is Cheyne-Stokes respiration. It is common in heart failure (prolonged circulation time delays the chemoreceptor feedback loop) and in some neurologic injuries. Biot breathing (B) is irregular clusters of breaths with unpredictable pauses, without the smooth waxing and waning. Kussmaul breathing (C) is deep, fast and regular, seen in metabolic acidosis. Apneustic breathing (D) shows prolonged inspiratory gasps or holds from pontine injury.\n\nCorrect Answer: A\nKey Learning Point: Waxing-waning tidal volumes separated by central apneas (Cheyne-Stokes) are typical of heart failure and some CNS disorders.',
    difficulty: 'medium',
    cognitiveLevel: 'recall',
    outlineSection: 'I',
  },
  {
    key: 'pa-004',
    topicId: 6,
    questionText:
      'A 66-year-old with a COPD exacerbation has been treated with bronchodilators in the emergency department for 3 hours. The respiratory rate is now 34/min, and the therapist notes that the abdomen moves inward during each inspiration while the upper chest rises. This finding most likely indicates:',
    options: [
      'Improving airflow as the bronchospasm resolves',
      'A unilateral pneumothorax on the side that moves less',
      'Diaphragmatic fatigue with impending ventilatory failure',
      'An expected breathing pattern in any hyperinflated patient',
    ],
    correctAnswer: 'C',
    explanation:
      'Inward movement of the abdomen during inspiration (abdominal paradox) means the diaphragm is no longer generating effective force, so the negative pleural pressure produced by accessory muscles pulls it upward. Together with tachypnea it signals respiratory muscle fatigue and impending ventilatory failure; an ABG and noninvasive ventilation (or intubation if NIV is contraindicated) should be considered. Improving airflow (A) would lower the rate and work of breathing. A pneumothorax (B) produces asymmetric chest expansion and changes in percussion and breath sounds, not abdominal paradox. Hyperinflation flattens the diaphragm, but paradoxical abdominal motion (D) is not a normal or expected pattern and should never be dismissed.\n\nCorrect Answer: C\nKey Learning Point: Abdominal paradox in a tachypneic patient is a sign of diaphragmatic fatigue and impending ventilatory failure.',
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'I',
  },
  {
    key: 'pa-005',
    topicId: 6,
    questionText:
      'A 30-year-old ventilated trauma patient suddenly has a rise in peak inspiratory pressure, SpO2 80% and blood pressure 70/40 mm Hg. The trachea is deviated to the left, and the right hemithorax is hyperresonant with absent breath sounds. Which action should the therapist recommend first?',
    options: [
      'Obtain a stat portable chest radiograph before intervening',
      'Immediate needle decompression of the right chest',
      'Increase PEEP to improve arterial oxygenation',
      'Bronchoscopy to remove a right mainstem mucus plug',
    ],
    correctAnswer: 'B',
    explanation:
      'Hypotension, hypoxemia, high airway pressure, tracheal shift away from the affected side, hyperresonance and absent breath sounds are the clinical picture of a right tension pneumothorax. It is a clinical diagnosis that requires immediate decompression (needle or finger thoracostomy) followed by a chest tube. Waiting for a radiograph (A) delays life-saving treatment. Increasing PEEP (C) raises intrathoracic pressure and worsens venous return and the air leak. A mucus plug (D) causes dullness, absent breath sounds and a tracheal shift toward the affected side, not hyperresonance.\n\nCorrect Answer: B\nKey Learning Point: Tracheal shift away, hyperresonance, absent breath sounds and shock indicate tension pneumothorax, which is decompressed before imaging.',
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
  },
  {
    key: 'pa-006',
    topicId: 6,
    questionText:
      'A 58-year-old with heart failure has, over the right lower posterior chest, a dull percussion note, markedly diminished breath sounds and absent tactile fremitus. The trachea is shifted slightly to the left. Which condition best explains these findings?',
    options: ['Right lower lobe consolidation', 'Right-sided pneumothorax', 'Right lower lobe atelectasis', 'Large right pleural effusion'],
    correctAnswer: 'D',
    explanation:
      'Fluid in the pleural space dampens sound and vibration: percussion is dull, breath sounds and tactile fremitus are decreased or absent, and a large effusion pushes the trachea and mediastinum away from the affected side (here to the left). Consolidation (A) is also dull, but fremitus is increased and breath sounds are bronchial because solid lung transmits vibration well. A pneumothorax (B) is hyperresonant, not dull. Lobar atelectasis (C) is dull with diminished breath sounds, but volume loss pulls the trachea toward the affected (right) side.\n\nCorrect Answer: D\nKey Learning Point: Dullness plus absent fremitus and breath sounds with tracheal shift away from the side indicates a large pleural effusion.',
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'I',
  },
  {
    key: 'pa-007',
    topicId: 6,
    questionText:
      'A 45-year-old has a temperature of 39.2 °C and rust-colored sputum. Over the left lower posterior chest the therapist finds a dull percussion note, increased tactile fremitus, bronchial breath sounds and egophony (a spoken "ee" heard as "ay"). These findings are most consistent with:',
    options: [
      'Consolidation of the left lower lobe',
      'A left-sided pleural effusion',
      'A left-sided pneumothorax',
      'Air trapping with hyperinflation',
    ],
    correctAnswer: 'A',
    explanation:
      'When alveoli fill with exudate, the lung becomes a good conductor of sound and vibration. This produces dullness to percussion, increased tactile fremitus, bronchial (tubular) breath sounds in the periphery and egophony. Fever and rusty sputum support pneumococcal pneumonia. A pleural effusion (B) is dull but decreases fremitus and breath sounds because fluid separates the lung from the chest wall. A pneumothorax (C) and hyperinflation (D) are hyperresonant with reduced fremitus and distant breath sounds.\n\nCorrect Answer: A\nKey Learning Point: Dullness with increased fremitus, bronchial breath sounds and egophony is the classic triad of consolidation.',
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
    outlineSection: 'I',
  },
  {
    key: 'pa-062',
    topicId: 6,
    questionText: `A 71-year-old with severe heart failure is watched while asleep. His breathing waxes and wanes: breaths grow deeper and faster, then shallower, then stop for about 20 seconds before the cycle repeats. Which breathing pattern is this?`,
    options: [`Biot (ataxic) breathing`, `Kussmaul breathing`, `Cheyne-Stokes breathing`, `Apneustic breathing`],
    correctAnswer: 'C',
    explanation: `C is correct. A crescendo-decrescendo pattern of tidal volume with central apneas between cycles is Cheyne-Stokes breathing. It is common in heart failure, where slow circulation delays the chemoreceptor response to CO2, and also after strokes.

A is wrong: Biot breathing is irregular, with clusters of breaths of equal depth and apneas, as in brainstem injury.
B is wrong: Kussmaul breathing is deep, regular and fast, the response to metabolic acidosis.
D is wrong: apneustic breathing has long inspiratory pauses (breath holds at full inspiration) from pontine injury.

Correct Answer: C
Key Learning Point: Waxing and waning breaths with central apneas (Cheyne-Stokes) suggest heart failure or a neurologic cause.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
  },
  {
    key: 'pa-009',
    topicId: 6,
    questionText:
      'A 70-year-old patient on the second postoperative day has coarse, low-pitched, bubbling sounds over the large airways in both inspiration and expiration. After a strong cough, the sounds largely disappear. What is the most likely cause of these sounds?',
    options: [
      'Fluid-filled alveoli from cardiogenic pulmonary edema',
      'Secretions moving within the larger airways',
      'Inflamed pleural surfaces rubbing together',
      'Narrowing of the upper airway at the larynx',
    ],
    correctAnswer: 'B',
    explanation:
      'Coarse, low-pitched crackles or rhonchi heard over central airways that clear or change after coughing are produced by mucus moving in the large airways, so airway clearance (cough, deep breathing, mobilization, suctioning if needed) is appropriate. Pulmonary edema (A) produces fine to medium late-inspiratory crackles, usually at the bases, that do not clear with coughing. A pleural rub (C) is a grating sound localized over painful pleura that also does not change with coughing. Laryngeal narrowing (D) produces stridor, a high-pitched inspiratory sound over the neck.\n\nCorrect Answer: B\nKey Learning Point: Coarse adventitious sounds that clear with coughing indicate secretions in the large airways.',
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'I',
  },
  {
    key: 'pa-010',
    topicId: 6,
    questionText:
      'Which adventitious sound is best described as a coarse, grating or creaking sound heard in both inspiration and expiration, localized over an area of sharp chest pain, and unchanged by coughing?',
    options: ['Low-pitched rhonchi', 'Fine inspiratory crackles', 'Inspiratory stridor', 'Pleural friction rub'],
    correctAnswer: 'D',
    explanation:
      'A pleural friction rub is produced when inflamed, roughened visceral and parietal pleura slide over each other. It is typically localized, heard in both phases (often loudest at end-inspiration), associated with pleuritic pain and not altered by coughing. Rhonchi (A) are low-pitched, continuous sounds from secretions in large airways and often change after a cough. Fine crackles (B) are brief, discontinuous inspiratory sounds from reopening small airways or alveoli. Stridor (C) is a loud, high-pitched, mainly inspiratory sound from upper airway narrowing.\n\nCorrect Answer: D\nKey Learning Point: A localized grating sound in both phases that does not clear with coughing is a pleural friction rub.',
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'I',
  },
  {
    key: 'pa-011',
    topicId: 6,
    questionText:
      'A 17-year-old with acute severe asthma had loud expiratory wheezes bilaterally on arrival. Forty-five minutes later, despite continuous albuterol, she is drowsy, speaks in single words and is using her accessory muscles; breath sounds are barely audible and no wheezes are heard. Which is the best interpretation?',
    options: [
      'Severe airflow obstruction with impending respiratory failure',
      'Resolution of bronchospasm showing a good response to therapy',
      'Drowsiness caused by an adverse effect of the albuterol',
      'Anxiety-driven hyperventilation that is now coming under control',
    ],
    correctAnswer: 'A',
    explanation:
      'Wheezing requires airflow. When obstruction becomes so severe that little air moves, wheezes fade and breath sounds become faint (the "silent chest"). Combined with drowsiness, single-word speech and accessory muscle use, this signals exhaustion and impending respiratory failure, requiring an ABG, escalation of therapy and preparation for ventilatory support. Resolution of bronchospasm (B) would come with easier breathing, fuller sentences and improved alertness. Albuterol (C) causes tremor, tachycardia and agitation rather than sedation. Drowsiness in this context (D) reflects rising PaCO2 and fatigue, not settling anxiety.\n\nCorrect Answer: A\nKey Learning Point: In acute asthma, disappearing wheezes with a worsening clinical picture (silent chest) is an ominous sign, not improvement.',
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'I',
  },
  {
    key: 'pa-012',
    topicId: 6,
    questionText:
      'A 40-year-old is brought in after a motorcycle crash. He opens his eyes only to a painful stimulus, moans without forming words and withdraws his arm from a painful stimulus. Which Glasgow Coma Scale score and implication are correct?',
    options: [
      'GCS 6; the airway is most likely protected',
      'GCS 7; hourly neurologic checks alone are sufficient',
      'GCS 8; consider intubation to protect the airway',
      'GCS 10; moderate injury with no airway concern',
    ],
    correctAnswer: 'C',
    explanation:
      'GCS = eye + verbal + motor. Eye opening to pain = 2; incomprehensible sounds (moaning) = 2; withdrawal from pain = 4. Total = 2 + 2 + 4 = 8. A GCS of 8 or less indicates severe brain injury and a high risk of losing airway protective reflexes, so securing the airway with intubation is generally indicated. Scores of 6 (A) or 7 (B) are arithmetic errors (for example, scoring withdrawal as 2 or 3), and at either of those scores airway protection would be even less likely, not assured. A score of 10 (D) overstates every component.\n\nCorrect Answer: C\nKey Learning Point: A GCS of 8 or less generally indicates the need to secure the airway.',
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'I',
  },
  {
    key: 'pa-013',
    topicId: 6,
    questionText:
      "A patient does not respond to the therapist's voice or light touch, but opens her eyes briefly and pulls away when a firm sternal rub is applied, then immediately becomes unresponsive again. Which term best describes this level of consciousness?",
    options: ['Lethargic', 'Stuporous', 'Confused', 'Obtunded'],
    correctAnswer: 'B',
    explanation:
      'A stuporous patient does not fully awaken and responds only to vigorous or painful stimuli, returning to unresponsiveness when the stimulus stops. A lethargic patient (A) is drowsy but awakens to voice and responds appropriately. A confused patient (C) is awake but disoriented, with impaired judgment. An obtunded patient (D) can be aroused with some difficulty, such as a loud voice or shaking, and then responds slowly; this patient needed painful stimulation, which places her at the stuporous level.\n\nCorrect Answer: B\nKey Learning Point: Responding only to painful stimuli and drifting back to unresponsiveness defines stupor.',
    difficulty: 'medium',
    cognitiveLevel: 'recall',
    outlineSection: 'I',
  },
  {
    key: 'pa-014',
    topicId: 6,
    questionText:
      'A 35-year-old admitted with pneumonia has these vital signs: temperature 39.8 °C, heart rate 124/min, respiratory rate 28/min, blood pressure 112/70 mm Hg, SpO2 94% on 2 L/min nasal cannula. Which best explains the elevated heart rate and respiratory rate?',
    options: [
      'Hypotension triggering a reflex sympathetic discharge',
      'Carbon dioxide retention caused by hypoventilation',
      'Pleuritic chest pain acting as the only stimulus',
      'Higher metabolic rate and oxygen use from the fever',
    ],
    correctAnswer: 'D',
    explanation:
      'Fever increases metabolic rate (roughly 10% per degree Celsius), which raises oxygen consumption and CO2 production. The body responds with tachycardia to increase oxygen delivery and tachypnea to eliminate the extra CO2. The blood pressure of 112/70 mm Hg is normal, so reflex response to hypotension (A) does not fit. A respiratory rate of 28/min is not hypoventilation (B). Pain (C) may contribute, but nothing in the scenario identifies it as the sole cause, whereas fever clearly explains both findings.\n\nCorrect Answer: D\nKey Learning Point: Fever raises O2 consumption and CO2 production, producing tachycardia and tachypnea.',
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'I',
  },
  {
    key: 'pa-015',
    topicId: 6,
    questionText:
      'During an acute severe asthma episode, the therapist measures the blood pressure and notes that systolic pressure falls by 18 mm Hg with each inspiration. This finding is called:',
    options: ['Pulsus alternans', 'Orthostatic hypotension', 'Pulsus paradoxus', 'A widened pulse pressure'],
    correctAnswer: 'C',
    explanation:
      'Pulsus paradoxus is an inspiratory fall in systolic pressure greater than 10 mm Hg. In severe asthma, large negative pleural pressure swings during inspiration increase left ventricular afterload and shift the septum, reducing stroke volume; it is also a sign of cardiac tamponade. Pulsus alternans (A) is beat-to-beat alternation of strong and weak pulses seen in severe left ventricular failure. Orthostatic hypotension (B) is a fall in pressure on standing. A widened pulse pressure (D) is a larger difference between systolic and diastolic pressure, not a respiratory variation.\n\nCorrect Answer: C\nKey Learning Point: A systolic drop of more than 10 mm Hg during inspiration (pulsus paradoxus) suggests severe airway obstruction or tamponade.',
    difficulty: 'medium',
    cognitiveLevel: 'recall',
    outlineSection: 'I',
  },
  {
    key: 'pa-016',
    topicId: 6,
    questionText:
      'During the interview, a 68-year-old says he now sleeps on three pillows to breathe comfortably and often wakes about 2 hours after falling asleep gasping for air, which improves when he sits on the edge of the bed. These symptoms most strongly suggest:',
    options: ['Left ventricular heart failure', 'Obstructive sleep apnea', 'Acute pulmonary embolism', 'Gastroesophageal reflux disease'],
    correctAnswer: 'A',
    explanation:
      'Orthopnea (dyspnea lying flat) and paroxysmal nocturnal dyspnea (waking breathless after 1-2 hours of sleep) are classic symptoms of left ventricular failure: lying down redistributes fluid to the central circulation, raising pulmonary venous pressure and causing interstitial edema. Obstructive sleep apnea (B) causes snoring, witnessed apneas and daytime sleepiness, and patients are often unaware of arousals. Pulmonary embolism (C) is a sudden event, not a recurrent positional pattern. Reflux (D) can cause nocturnal cough or heartburn but does not typically produce a pillow-dependent orthopnea history.\n\nCorrect Answer: A\nKey Learning Point: Orthopnea and paroxysmal nocturnal dyspnea point to left-sided heart failure.',
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'I',
  },
  {
    key: 'pa-017',
    topicId: 6,
    questionText: 'A 62-year-old smoker reports coughing up blood. Which finding best supports hemoptysis rather than hematemesis?',
    options: [
      'Dark, coffee-ground material containing food particles',
      'Bright red, frothy blood mixed with sputum with an alkaline pH',
      'Acidic material preceded by nausea and vomiting',
      'A history of peptic ulcer disease and black, tarry stools',
    ],
    correctAnswer: 'B',
    explanation:
      'Blood coming from the lungs is usually bright red, frothy (mixed with air), mixed with sputum and alkaline, and it is often preceded by a cough. Blood from the gastrointestinal tract (hematemesis) is often dark or coffee-ground (A) because gastric acid has altered it, may contain food, is acidic (C) and follows nausea or vomiting. Peptic ulcer disease and melena (D) point to an upper gastrointestinal bleed.\n\nCorrect Answer: B\nKey Learning Point: Hemoptysis is bright red, frothy, alkaline and mixed with sputum; hematemesis is dark, acidic and follows vomiting.',
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'I',
  },
  {
    key: 'pa-018',
    topicId: 6,
    questionText:
      'A patient produces large volumes of sputum every day. When a sample is allowed to stand, it separates into three layers: frothy on top, mucoid in the middle and purulent sediment at the bottom. This finding is most characteristic of:',
    options: ['An acute asthma exacerbation', 'Cardiogenic pulmonary edema', 'A viral upper respiratory infection', 'Bronchiectasis'],
    correctAnswer: 'D',
    explanation:
      'Copious, purulent, often foul-smelling sputum that layers on standing is classic for bronchiectasis (and can be seen with lung abscess), reflecting chronic infection in dilated airways. Asthma (A) typically produces scant, thick, white or clear tenacious mucus that may contain eosinophils. Cardiogenic pulmonary edema (B) produces thin, frothy, pink-tinged secretions. A viral upper respiratory infection (C) produces small amounts of clear or mucoid secretions.\n\nCorrect Answer: D\nKey Learning Point: Large-volume purulent sputum that separates into layers suggests bronchiectasis; pink frothy sputum suggests pulmonary edema.',
    difficulty: 'medium',
    cognitiveLevel: 'recall',
    outlineSection: 'I',
  },
  {
    key: 'pa-019',
    topicId: 6,
    questionText:
      'A sputum specimen sent for Gram stain and culture from a patient with suspected bacterial pneumonia shows more than 25 squamous epithelial cells and fewer than 10 neutrophils per low-power field. What should the therapist do?',
    options: [
      'Advise starting antibiotics based on the organisms seen',
      'Report that the result confirms a viral pneumonia',
      'Recognize oral contamination and collect a new deep-cough specimen',
      'Ask the laboratory to extend the culture incubation time',
    ],
    correctAnswer: 'C',
    explanation:
      'Squamous epithelial cells come from the mouth; many of them with few neutrophils means the sample is mostly saliva, and culture results would reflect oral flora rather than the lower respiratory tract. The specimen should be rejected and a new one collected from a deep cough (after rinsing the mouth), by sputum induction or by tracheal aspirate. Treating based on this stain (A) could target contaminants. A contaminated specimen says nothing about a viral cause (B). Longer incubation (D) does not correct a poorly collected sample.\n\nCorrect Answer: C\nKey Learning Point: Many squamous cells and few neutrophils mean saliva contamination; recollect the sputum specimen.',
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'I',
  },
  {
    key: 'pa-020',
    topicId: 6,
    questionText:
      'A patient receiving volume control ventilation with mainstream capnography has a stable PETCO2 of 38 mm Hg. After being turned for a linen change, the capnogram abruptly falls to zero and the low exhaled volume alarm sounds; heart rate and blood pressure are unchanged. What is the most likely cause?',
    options: [
      'Extubation or disconnection of the circuit',
      'A sudden massive pulmonary embolism from a DVT',
      'The onset of acute severe bronchospasm',
      'A sudden increase in metabolic rate',
    ],
    correctAnswer: 'A',
    explanation:
      'A sudden fall of PETCO2 to zero with a low exhaled volume alarm means no exhaled CO2 is reaching the sensor: the tube has been dislodged or the circuit has disconnected (or the tube is completely obstructed). The therapist should check the patient and circuit immediately and ventilate manually if needed. A massive pulmonary embolism (B) lowers PETCO2 but rarely to zero and is accompanied by hemodynamic collapse. Bronchospasm (C) changes the waveform to a sloped "shark fin" shape rather than a flat line. Increased metabolic rate (D) raises PETCO2.\n\nCorrect Answer: A\nKey Learning Point: An abrupt loss of the capnogram indicates extubation, disconnection or complete obstruction until proven otherwise.',
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'II',
  },
  {
    key: 'pa-064',
    topicId: 6,
    questionText: `A 55-year-old with cirrhosis is short of breath when sitting or standing and better lying flat. Her SpO2 is 93% supine and 86% sitting upright. A contrast echocardiogram with agitated saline shows bubbles in the left heart after 4 cardiac cycles. Which explanation fits?`,
    options: [
      `Hepatopulmonary syndrome with intrapulmonary vascular dilation`,
      `Tension ascites pressing on the diaphragm`,
      `A patent foramen ovale from congenital heart disease`,
      `Anemia from gastrointestinal bleeding`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. Platypnea (dyspnea when upright) with orthodeoxia (desaturation when upright) in liver disease suggests hepatopulmonary syndrome: dilated vessels, mostly in the lung bases, shunt blood past ventilated alveoli, worse when gravity sends more blood to the bases. Bubbles appearing in the left heart after 3 or more cycles mean an intrapulmonary, not intracardiac, shunt.

B is wrong: ascites splinting the diaphragm makes breathing worse lying flat, not upright.
C is wrong: an intracardiac shunt sends bubbles to the left heart within about 3 cycles.
D is wrong: anemia does not lower SpO2 or change with position.

Correct Answer: A
Key Learning Point: Dyspnea and desaturation on sitting up in a patient with liver disease suggest hepatopulmonary syndrome; late bubbles on contrast echo mean an intrapulmonary shunt.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
  },
  {
    key: 'pa-022',
    topicId: 6,
    questionText:
      'An AP portable radiograph of a supine, ventilated trauma patient shows an abnormally deep and lucent left costophrenic angle that extends downward, with an unusually sharp outline of the left hemidiaphragm. No pleural line is visible at the apex. Which is the most likely explanation?',
    options: [
      'Left lower lobe pneumonia',
      'A left pleural effusion layering posteriorly',
      'A normal variant caused by supine positioning',
      'A left pneumothorax collecting anteriorly and inferiorly',
    ],
    correctAnswer: 'D',
    explanation:
      'In a supine patient, free pleural air rises to the anterior and inferior (non-dependent) part of the chest rather than to the apex, so a classic apical pleural line may be absent. The air deepens and darkens the lateral costophrenic sulcus (the "deep sulcus sign") and sharpens the diaphragm outline. In a ventilated trauma patient this must be treated as a pneumothorax and reported promptly. Pneumonia (A) and a layering effusion (B) add density (whiter areas), not lucency. A deep lucent sulcus is not a normal supine variant (C).\n\nCorrect Answer: D\nKey Learning Point: On a supine film, a deep lucent costophrenic angle (deep sulcus sign) suggests pneumothorax.',
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'I',
  },
  {
    key: 'pa-023',
    topicId: 6,
    questionText:
      'A PA chest radiograph of a 67-year-old with a 50 pack-year smoking history shows flattened hemidiaphragms, 11 posterior ribs visible above the diaphragm, a long narrow heart shadow and an enlarged retrosternal air space on the lateral view. These findings are most consistent with:',
    options: ['Pulmonary fibrosis', 'Congestive heart failure', 'Hyperinflation from COPD', 'Bilateral pleural effusions'],
    correctAnswer: 'C',
    explanation:
      'Air trapping in COPD (especially emphysema) enlarges the lungs: the diaphragms flatten, more than 10 posterior ribs are visible above them, the heart appears long and narrow, and the retrosternal clear space widens on the lateral film. Pulmonary fibrosis (A) shrinks lung volumes and shows reticular markings. Heart failure (B) shows an enlarged heart, vascular redistribution and interstitial or alveolar edema. Pleural effusions (D) blunt the costophrenic angles with dependent opacities.\n\nCorrect Answer: C\nKey Learning Point: Flat diaphragms, more than 10 posterior ribs, a narrow heart and a large retrosternal space indicate hyperinflation.',
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    free: true,
  },
  {
    key: 'pa-024',
    topicId: 6,
    questionText:
      'An upright PA chest radiograph shows blunting of the right costophrenic angle with a concave upward meniscus. Which additional radiographic view is best for showing whether the fluid is free-flowing?',
    options: ['Right lateral decubitus view', 'Left lateral decubitus view', 'Apical lordotic view', 'PA view taken at full expiration'],
    correctAnswer: 'A',
    explanation:
      'A lateral decubitus film taken with the affected side down lets free pleural fluid layer along the dependent lateral chest wall; if the fluid shifts and layers, it is free-flowing rather than loculated, and its depth helps estimate volume (bedside ultrasound is also widely used for this purpose). For a right-sided effusion, that means the right side down, a right lateral decubitus view. Placing the left side down (B) would move the right-sided fluid toward the mediastinum and is used instead to look at the underlying right lung or for a pneumothorax on the right. An apical lordotic view (C) shows the lung apices. An expiratory film (D) helps detect a small pneumothorax.\n\nCorrect Answer: A\nKey Learning Point: To show free-flowing pleural fluid, take a lateral decubitus film with the affected side down.',
    difficulty: 'medium',
    cognitiveLevel: 'recall',
    outlineSection: 'I',
  },
  {
    key: 'pa-025',
    topicId: 6,
    questionText:
      'On a chest radiograph, dark, branching tubular lucencies are seen running through a dense white opacity in the right lower lobe. What does this sign indicate?',
    options: [
      'Free air within the pleural space',
      'Air-filled bronchi surrounded by consolidated alveoli',
      'Hyperinflated alveoli forming bullae',
      'Fluid layering along the dependent portion of the pleural space',
    ],
    correctAnswer: 'B',
    explanation:
      'An air bronchogram is visible because air in the bronchi is outlined by surrounding alveoli that have filled with fluid, pus, blood or cells. Normally bronchi are invisible against air-filled lung. The sign places the process within the lung parenchyma (alveolar consolidation, such as pneumonia or ARDS). Pleural air (A) appears as a lucent space without lung markings beyond a pleural line. Bullae (C) are thin-walled lucent areas without markings. Pleural fluid (D) lies outside the lung and does not outline bronchi.\n\nCorrect Answer: B\nKey Learning Point: Air bronchograms indicate alveolar filling (consolidation) around patent airways.',
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'I',
  },
  {
    key: 'pa-026',
    topicId: 6,
    questionText:
      'A frontal chest radiograph shows an opacity that obscures the right heart border, while the right hemidiaphragm remains sharply defined. In which lobe is the opacity most likely located?',
    options: ['Right lower lobe', 'Right upper lobe', 'Lingula of the left upper lobe', 'Right middle lobe'],
    correctAnswer: 'D',
    explanation:
      'The silhouette sign: when an opacity lies against a structure of similar (soft-tissue) density, the border between them disappears. The right middle lobe touches the right heart border, so middle lobe consolidation or collapse erases that border. The right lower lobe (A) lies posteriorly against the diaphragm, so it obscures the right hemidiaphragm and leaves the heart border visible. The right upper lobe (B) borders the superior mediastinum, not the heart. The lingula (C) obscures the left heart border.\n\nCorrect Answer: D\nKey Learning Point: Loss of the right heart border localizes disease to the right middle lobe; loss of a hemidiaphragm points to a lower lobe.',
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'I',
  },
  {
    key: 'pa-027',
    topicId: 6,
    questionText:
      'A ventilated patient with thick, copious secretions suddenly desaturates. Breath sounds are absent on the left. The chest radiograph shows complete opacification of the left hemithorax with the trachea and mediastinum shifted toward the left; the endotracheal tube tip is 5 cm above the carina. What should the therapist recommend?',
    options: [
      'Insert a left chest tube to drain the pleural fluid',
      'Perform needle decompression of the left chest',
      'Aggressive secretion clearance and therapeutic bronchoscopy',
      'Withdraw the endotracheal tube 3 cm and repeat the film',
    ],
    correctAnswer: 'C',
    explanation:
      'A whited-out hemithorax with the mediastinum pulled toward the opacity means volume loss: atelectasis, here most likely from a mucus plug obstructing the left mainstem bronchus. Treatment is to reopen the airway with suctioning, airway clearance and, if that fails, therapeutic bronchoscopy. A large effusion (A) would push the mediastinum away from the opacity. A tension pneumothorax (B) is hyperlucent, not opaque, and also shifts structures away. The tube is already in good position (D), so withdrawing it would not explain or fix left lung collapse.\n\nCorrect Answer: C\nKey Learning Point: Opacity with mediastinal shift toward it means atelectasis; shift away means effusion or tension pneumothorax.',
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'III',
  },
  {
    key: 'pa-028',
    topicId: 6,
    questionText:
      'A 55-year-old with fever and a cough productive of purulent sputum has a white blood cell count of 18,500/mm³ with 14% band neutrophils. These results most strongly suggest:',
    options: [
      'An acute bacterial infection',
      'A viral infection with lymphocytosis',
      'An allergic reaction with eosinophilia',
      'Suppression of the bone marrow',
    ],
    correctAnswer: 'A',
    explanation:
      'A WBC count above the normal range (about 4,500-11,000/mm³) with an increased proportion of immature band neutrophils (a "left shift") indicates the marrow is releasing neutrophils rapidly, typical of acute bacterial infection. Viral infections (B) more often produce normal or low WBC counts with relative lymphocytosis. Allergic reactions and asthma (C) raise eosinophils rather than bands. Marrow suppression (D) lowers the WBC count.\n\nCorrect Answer: A\nKey Learning Point: Leukocytosis with increased bands (left shift) suggests acute bacterial infection.',
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'I',
  },
  {
    key: 'pa-029',
    topicId: 6,
    questionText:
      'A ventilated patient with a COPD exacerbation has received frequent albuterol, IV methylprednisolone and IV furosemide. He is now weak during spontaneous breathing trials, the ECG shows U waves and frequent premature ventricular contractions, and serum potassium is 2.8 mEq/L. What should the therapist recommend?',
    options: [
      'Increase the albuterol frequency to reduce work of breathing',
      'Potassium replacement with continuous ECG monitoring',
      'Administer IV sodium bicarbonate to stabilize the heart',
      'Start an insulin and dextrose infusion to protect the heart',
    ],
    correctAnswer: 'B',
    explanation:
      'Normal serum potassium is about 3.5-5.0 mEq/L. Beta-2 agonists shift potassium into cells, and loop diuretics and corticosteroids increase renal potassium loss, so hypokalemia is common in these patients. It causes respiratory and skeletal muscle weakness (which can delay weaning) and dysrhythmias (U waves, ectopy), so potassium should be replaced with cardiac monitoring. More albuterol (A) drives potassium further into cells. Sodium bicarbonate (C) and insulin with dextrose (D) are treatments for hyperkalemia and would lower potassium even more.\n\nCorrect Answer: B\nKey Learning Point: Albuterol, diuretics and steroids can cause hypokalemia, which weakens respiratory muscles and provokes dysrhythmias.',
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
  },
  {
    key: 'pa-030',
    topicId: 6,
    questionText:
      "A postoperative patient breathing room air has hemoglobin 7.0 g/dL, PaO2 95 mm Hg, SaO2 98% and SpO2 98%. Which statement about this patient's oxygenation is correct?",
    options: [
      'Oxygen content is normal because the saturation is normal',
      'Raising the FiO2 to 1.0 will correct the oxygen content deficit',
      'Oxygen content is about half of normal despite a normal saturation',
      'The oximeter reading is unreliable because anemia falsely raises it',
    ],
    correctAnswer: 'C',
    explanation:
      'CaO2 = (1.34 x Hb x SaO2) + (0.003 x PaO2) = (1.34 x 7.0 x 0.98) + (0.003 x 95) = 9.19 + 0.29 = about 9.5 mL/dL, roughly half the normal value of about 20 mL/dL. Saturation only tells what percentage of the available hemoglobin carries oxygen, not how much hemoglobin there is (A). Because the hemoglobin is already 98% saturated, raising FiO2 (B) only adds dissolved oxygen (at most about 1.5-2 mL/dL) and cannot correct the deficit; restoring hemoglobin (for example by transfusion when indicated) and maintaining cardiac output are what matter. Pulse oximetry remains reasonably accurate at this degree of anemia (D) because it measures a ratio of oxygenated to total hemoglobin.\n\nCorrect Answer: C\nKey Learning Point: A normal SpO2 does not mean normal oxygen content; anemia lowers CaO2 and oxygen delivery.',
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'I',
  },
  {
    key: 'pa-031',
    topicId: 6,
    questionText:
      'A 71-year-old with severe COPD and a resting PaO2 of 50 mm Hg on room air has distended neck veins, an enlarged tender liver and bilateral pitting ankle edema. The lung bases are clear and he denies orthopnea. Which condition best explains these findings?',
    options: [
      'Left ventricular failure after a recent myocardial infarction',
      'Nephrotic syndrome with protein loss in the urine',
      'Hepatic cirrhosis with portal hypertension and ascites',
      'Right ventricular failure from chronic pulmonary hypertension',
    ],
    correctAnswer: 'D',
    explanation:
      'Chronic alveolar hypoxia causes pulmonary vasoconstriction and remodeling; the resulting pulmonary hypertension overloads the right ventricle (cor pulmonale). Right-sided failure raises systemic venous pressure, producing jugular venous distension, hepatic congestion and peripheral edema, and long-term oxygen therapy is a key treatment. Left ventricular failure (A) would produce pulmonary congestion with crackles and orthopnea. Nephrotic syndrome (B) causes edema but not JVD. Cirrhosis (C) may cause edema and ascites but does not raise jugular venous pressure and does not fit the hypoxemic COPD history.\n\nCorrect Answer: D\nKey Learning Point: JVD, hepatomegaly and pedal edema in a chronically hypoxemic COPD patient suggest cor pulmonale.',
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'I',
  },
  {
    key: 'pa-032',
    topicId: 6,
    questionText:
      'A patient with emphysema sits leaning forward with his hands braced on his knees, his sternocleidomastoid muscles visibly contracting, and he exhales slowly through pursed lips. What is the main physiologic benefit of pursed-lip breathing?',
    options: [
      'It creates back pressure that keeps small airways open during exhalation',
      'It increases inspiratory flow and directs air to the upper lobes',
      'It increases anatomic dead space to help raise the PaCO2',
      'It trains the diaphragm through resistance to inspiration',
    ],
    correctAnswer: 'A',
    explanation:
      'Exhaling against the resistance of pursed lips raises airway pressure during expiration, moving the point where airway pressure equals pleural pressure toward the larger, cartilage-supported airways. This reduces premature collapse of floppy small airways, lessens air trapping, slows the respiratory rate and eases dyspnea. It acts on exhalation, not inspiratory flow (B). It does not add dead space (C); raising PaCO2 is not a goal. It provides expiratory, not inspiratory, resistance and is not a diaphragm training method (D). The tripod position and accessory muscle use seen here signal increased work of breathing.\n\nCorrect Answer: A\nKey Learning Point: Pursed-lip breathing provides expiratory back pressure that limits small-airway collapse and air trapping.',
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'I',
  },
  {
    key: 'pa-033',
    topicId: 6,
    questionText:
      'Two patients on room air each have a PaO2 of 45 mm Hg and an SaO2 of about 80%. Patient 1 has chronic hypoxemic COPD with hemoglobin 18 g/dL; Patient 2 has hemoglobin 8 g/dL from chronic blood loss. Which statement about central cyanosis is most accurate?',
    options: [
      'Both patients will appear equally cyanotic because their saturations match',
      'Patient 1 is more likely to look cyanotic; Patient 2 may not despite hypoxemia',
      'Patient 2 is more likely to look cyanotic because less hemoglobin carries oxygen',
      'Neither patient can appear cyanotic until the SaO2 falls below 60%',
    ],
    correctAnswer: 'B',
    explanation:
      'Cyanosis depends on the absolute amount of deoxygenated hemoglobin in capillary blood (roughly 5 g/dL is needed), not on the saturation alone. Arterial deoxygenated hemoglobin: Patient 1 = 18 x 0.20 = 3.6 g/dL; Patient 2 = 8 x 0.20 = 1.6 g/dL. Capillary values are higher than arterial, so the polycythemic patient easily reaches the visible threshold, while the anemic patient may not look blue even though severely hypoxemic. Equal saturation (A) does not mean equal deoxyhemoglobin. Anemia makes cyanosis less, not more, likely (C). There is no fixed SaO2 cutoff of 60% (D); cyanosis can appear at higher saturations in polycythemia.\n\nCorrect Answer: B\nKey Learning Point: Cyanosis is an unreliable sign of hypoxemia: it appears early in polycythemia and late or never in anemia.',
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'I',
  },
  {
    key: 'pa-034',
    topicId: 6,
    questionText:
      'The cardiac monitor of a patient with pneumonia shows a ventricular rate of about 130/min, irregularly irregular R-R intervals, no identifiable P waves and a wavy, chaotic baseline. Which rhythm is this?',
    options: ['Atrial flutter', 'Sinus arrhythmia', 'Atrial fibrillation', 'Ventricular tachycardia'],
    correctAnswer: 'C',
    explanation:
      'Atrial fibrillation has no organized atrial activity (no P waves, only a fibrillatory baseline) and an irregularly irregular ventricular response. Atrial flutter (A) shows regular sawtooth flutter waves, often with a regular ventricular rate. Sinus arrhythmia (B) has a normal P wave before every QRS, with the rate varying with breathing. Ventricular tachycardia (D) is a regular, wide-complex rhythm.\n\nCorrect Answer: C\nKey Learning Point: Irregularly irregular R-R intervals without P waves identify atrial fibrillation.',
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'I',
  },
  {
    key: 'pa-035',
    topicId: 6,
    questionText:
      'A patient with acute kidney injury develops tall, narrow, peaked T waves on the ECG. Which laboratory abnormality is most likely responsible?',
    options: ['Hyponatremia', 'Hypocalcemia', 'Hypokalemia', 'Hyperkalemia'],
    correctAnswer: 'D',
    explanation:
      'Peaked T waves are an early ECG sign of hyperkalemia, which is common when the kidneys cannot excrete potassium. As potassium rises further, P waves flatten, the QRS widens and a sine-wave pattern or cardiac arrest can follow. Hyponatremia (A) has no characteristic ECG pattern. Hypocalcemia (B) prolongs the QT interval. Hypokalemia (C) flattens T waves and produces U waves.\n\nCorrect Answer: D\nKey Learning Point: Peaked T waves suggest hyperkalemia; flat T waves with U waves suggest hypokalemia.',
    difficulty: 'medium',
    cognitiveLevel: 'recall',
    outlineSection: 'I',
  },
  {
    key: 'pa-036',
    topicId: 6,
    questionText:
      'During the history, a 58-year-old reports smoking 1.5 packs per day for 30 years before quitting 2 years ago, and 20 years of work in a shipyard insulating steam pipes. Which summary of the smoking and occupational history is correct?',
    options: [
      '45 pack-years; risk of asbestos-related disease',
      '45 pack-years; risk of silica-related disease',
      '30 pack-years; risk of coal dust pneumoconiosis',
      '60 pack-years; risk of asbestos-related disease',
    ],
    correctAnswer: 'A',
    explanation:
      'Pack-years = packs per day x years smoked = 1.5 x 30 = 45 pack-years. Older pipe and boiler insulation and shipbuilding are classic sources of asbestos exposure, which causes pleural plaques, asbestosis, mesothelioma and (synergistically with smoking) lung cancer. Silica exposure (B) comes from sandblasting, quarrying and mining. Coal dust (C) affects coal miners, and 30 pack-years is an arithmetic error. Sixty pack-years (D) is also incorrect.\n\nCorrect Answer: A\nKey Learning Point: Pack-years = packs per day x years smoked; always pair it with an occupational history such as asbestos exposure.',
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'I',
  },
  {
    key: 'pa-059',
    topicId: 6,
    questionText: `A 34-year-old woman with myasthenia gravis and a chest infection is anxious and speaks in short phrases. She can count to only 11 in one breath. Her SpO2 is 97% on room air, and ABG shows pH 7.43, PaCO2 36 mm Hg, PaO2 88 mm Hg. Which finding is most concerning for impending respiratory failure?`,
    options: [
      `Her SpO2 of 97% while breathing room air`,
      `Inward motion of the abdomen during inspiration`,
      `A PaCO2 of 36 mm Hg on the arterial blood gas`,
      `Her anxiety and her need to speak in short phrases`,
    ],
    correctAnswer: 'B',
    explanation: `B is correct. Paradoxical (inward) abdominal motion during inspiration means the diaphragm is too weak to descend and is being pulled up by the accessory muscles: a sign of diaphragmatic fatigue that comes before the blood gases worsen. With a single-breath count of 11, her vital capacity is probably near 1 L, so she needs ICU monitoring and preparation for ventilatory support.

A is wrong: oxygenation is often preserved until late in neuromuscular failure, so a normal SpO2 is false reassurance.
C is wrong: a normal PaCO2 is expected early; hypercapnia is a late sign in myasthenic crisis.
D is wrong: anxiety and short phrases are nonspecific; they matter less than the sign of a failing diaphragm.

Correct Answer: B
Key Learning Point: In neuromuscular weakness, paradoxical abdominal motion and a falling vital capacity signal failure before the SpO2 or PaCO2 changes.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'III',
  },
  {
    key: 'pa-038',
    topicId: 6,
    questionText:
      'A therapist measuring maximal inspiratory pressure (MIP) in an intubated, poorly cooperative patient gets readings that vary from -12 to -20 cm H2O. Which technique will most improve the validity of the measurement?',
    options: [
      'Ask the patient to inhale to total lung capacity before occluding',
      'Occlude the airway for no longer than 3 seconds each attempt',
      'Use a two-way valve so the patient can inhale between efforts',
      'Use a one-way valve allowing only exhalation and occlude up to 20 seconds',
    ],
    correctAnswer: 'D',
    explanation:
      'With a one-way valve that permits exhalation but blocks inhalation, each breath out lowers lung volume toward residual volume, where the inspiratory muscles are at their strongest, and the patient makes progressively stronger efforts without needing to cooperate. An occlusion of up to about 20 seconds (monitoring SpO2 and rhythm) is typically used. Starting from total lung capacity (A) shortens the inspiratory muscles and gives the weakest MIP. Brief 3-second occlusions (B) often miss the maximal effort in an uncooperative patient. Allowing inhalation (C) lets lung volume rise and defeats the purpose.\n\nCorrect Answer: D\nKey Learning Point: Measure MIP near residual volume using a one-way exhalation valve with a sustained occlusion of about 20 seconds.',
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'II',
  },
  {
    key: 'pa-063',
    topicId: 6,
    questionText: `On the first night after hip surgery, a 74-year-old using an opioid PCA pump is hard to rouse. On 4 L/min by nasal cannula his SpO2 is 96%, respiratory rate 7/min, and the nasal capnography reading has risen from 38 to 62 mm Hg over 2 hours. How should these findings be interpreted?`,
    options: [
      `Expected values after surgery that need no action`,
      `Hyperventilation from pain that needs more opioid`,
      `Opioid-induced hypoventilation masked by the oxygen`,
      `An equipment error, since the SpO2 is normal`,
    ],
    correctAnswer: 'C',
    explanation: `C is correct. A slow rate, drowsiness and a rising end-tidal CO2 show opioid-induced hypoventilation. Supplemental oxygen keeps the SpO2 normal even as ventilation fails, so the oximeter gives false reassurance; capnography detects the problem early. The PCA should be stopped, the patient stimulated and supported, and naloxone considered.

A is wrong: a PetCO2 of 62 mm Hg and a rate of 7/min are not expected after surgery.
B is wrong: hyperventilation would lower the CO2, and more opioid would deepen the depression.
D is wrong: a normal SpO2 on oxygen does not rule out hypoventilation; the capnogram and the clinical signs agree.

Correct Answer: C
Key Learning Point: On supplemental oxygen, SpO2 can stay normal while ventilation fails; monitor opioid-treated patients with capnography and respiratory rate.`,
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'I',
  },
  {
    key: 'pa-060',
    topicId: 6,
    questionText: `A 70-year-old with chronic kidney disease has a hemoglobin of 7 g/dL. She is short of breath, and her SpO2 is 80% on room air, confirmed by an ABG showing SaO2 81%. The student with you is surprised that she is not cyanotic. What explains this?`,
    options: [
      `Cyanosis needs about 5 g/dL of deoxygenated hemoglobin`,
      `Kidney disease makes the skin pale and masks cyanosis`,
      `The ABG sample was probably mixed with venous blood`,
      `Cyanosis does not appear until the SpO2 falls below 70%`,
    ],
    correctAnswer: 'A',
    explanation: `A is correct. Visible central cyanosis needs roughly 5 g/dL of deoxygenated hemoglobin in capillary blood. With a hemoglobin of 7 g/dL and a saturation of about 80%, only about 1.4 g/dL is deoxygenated, far too little to look blue. Anemic patients can be severely hypoxemic without cyanosis, and polycythemic patients can look cyanotic at a modest desaturation.

B is wrong: pallor can make color harder to judge, but the reason is the small amount of deoxygenated hemoglobin.
C is wrong: the ABG agrees with the oximeter, so there is no sign of a venous sample.
D is wrong: there is no fixed saturation at which cyanosis appears; it depends on the hemoglobin.

Correct Answer: A
Key Learning Point: Cyanosis depends on the amount of deoxygenated hemoglobin (about 5 g/dL), so anemia hides hypoxemia and polycythemia exaggerates it.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'I',
  },
  {
    key: 'pa-061',
    topicId: 6,
    questionText: `A pulse oximeter on the index finger of a comfortable, pink 45-year-old reads 84% with a good waveform. Her respiratory rate is 14/min and she is talking easily. She is wearing dark blue nail polish. What should the respiratory therapist do first?`,
    options: [
      `Increase the FiO2 and order a chest radiograph`,
      `Remove the polish or turn the probe sideways, then recheck`,
      `Record 84% as accurate and notify the physician`,
      `Replace the probe with a new sensor of the same type`,
    ],
    correctAnswer: 'B',
    explanation: `B is correct. Dark nail polish (especially blue, green and black) absorbs light at the oximeter's wavelengths and can give a falsely low SpO2. In a patient with no signs of hypoxemia, the first step is to remove the polish or place the sensor side to side across the finger, then recheck, and to confirm with an ABG if doubt remains.

A is wrong: treating a number that does not fit the patient, before checking for artifact, exposes her to needless oxygen and tests.
C is wrong: the reading is implausible for a comfortable, pink patient and should be verified first.
D is wrong: a new sensor of the same type on the same painted nail will read the same way.

Correct Answer: B
Key Learning Point: Check for artifacts (nail polish, motion, poor perfusion, light) when an SpO2 does not match the patient, before acting on it.`,
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'II',
  },
  {
    key: 'pa-042',
    topicId: 6,
    questionText:
      'The capnogram of a ventilated patient with asthma shows a phase III that rises steeply and continuously without a plateau, giving a "shark fin" appearance; the baseline returns to zero. What does this waveform indicate?',
    options: [
      'Rebreathing of exhaled CO2 from the circuit',
      'Intubation of the esophagus',
      'Expiratory airflow obstruction such as bronchospasm',
      'Cardiac oscillations caused by a slow respiratory rate',
    ],
    correctAnswer: 'C',
    explanation:
      'In airflow obstruction, lung units empty at different rates; slow units with higher CO2 empty last, so the exhaled CO2 keeps rising through expiration and phase III slopes upward without a plateau (the shark fin). It should improve with effective bronchodilator therapy. Rebreathing (A) shows an elevated baseline that fails to return to zero. Esophageal intubation (B) produces little or no CO2 after a few breaths. Cardiogenic oscillations (D) are small ripples on the end of the expiratory plateau, not a sloping phase III.\n\nCorrect Answer: C\nKey Learning Point: A shark-fin capnogram reflects uneven emptying from airway obstruction such as bronchospasm.',
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
    outlineSection: 'I',
  },
  {
    key: 'pa-043',
    topicId: 6,
    questionText:
      'A ventilated patient on day 2 after hip replacement suddenly develops tachycardia and hypotension. Minute ventilation is unchanged. PETCO2 falls from 36 to 22 mm Hg, while an ABG shows PaCO2 rising from 40 to 44 mm Hg. Which best explains these changes?',
    options: [
      'A fall in metabolic CO2 production',
      'Alveolar hypoventilation from low minute ventilation',
      'Intubation of the right mainstem bronchus',
      'Increased alveolar dead space, as with pulmonary embolism',
    ],
    correctAnswer: 'D',
    explanation:
      'The arterial-to-end-tidal CO2 gradient widened from 40 - 36 = 4 mm Hg to 44 - 22 = 22 mm Hg. A larger gradient means more alveoli are ventilated but not perfused: their CO2-free gas dilutes the exhaled sample while arterial CO2 rises. Sudden hypotension and tachycardia after orthopedic surgery make pulmonary embolism the leading cause. Reduced CO2 production (A) would lower both PaCO2 and PETCO2 together. Hypoventilation (B) raises both values, and minute ventilation is unchanged. Mainstem intubation (C) causes shunt and hypoxemia more than a large dead-space gradient, and would not explain the hypotension.\n\nCorrect Answer: D\nKey Learning Point: A widening PaCO2-PETCO2 gradient signals increased dead space, as in pulmonary embolism or low cardiac output.',
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'I',
  },
  {
    key: 'pa-044',
    topicId: 6,
    questionText:
      'A 52-year-old with loud snoring and daytime sleepiness undergoes polysomnography. Total sleep time is 6 hours, with 78 obstructive apneas and 42 hypopneas and no central events. Which interpretation is correct?',
    options: [
      'AHI of 20/h; moderate obstructive sleep apnea',
      'AHI of 13/h; mild obstructive sleep apnea',
      'AHI of 20/h; severe obstructive sleep apnea',
      'AHI of 7/h; mild obstructive sleep apnea',
    ],
    correctAnswer: 'A',
    explanation:
      'Apnea-hypopnea index (AHI) = (apneas + hypopneas) / hours of sleep = (78 + 42) / 6 = 120 / 6 = 20 events per hour. Adult severity: 5-14 mild, 15-29 moderate, 30 or more severe. So this is moderate OSA, and CPAP is the usual first-line therapy. An AHI of 13 (B) counts only the apneas (78 / 6); 20 per hour is not severe (C); 7 per hour (D) counts only the hypopneas (42 / 6).\n\nCorrect Answer: A\nKey Learning Point: AHI = (apneas + hypopneas) / hours of sleep; 15-29 per hour is moderate OSA.',
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'I',
  },
  {
    key: 'pa-045',
    topicId: 6,
    questionText:
      'A polysomnogram shows two types of events. Event 1: airflow stops for 18 seconds while the chest and abdominal effort belts continue to move out of phase. Event 2: airflow stops for 22 seconds while both effort belts are flat. How should these events be classified?',
    options: [
      'Both events are obstructive apneas',
      'Event 1 is obstructive and Event 2 is central',
      'Event 1 is central and Event 2 is obstructive',
      'Event 1 is a hypopnea and Event 2 is mixed',
    ],
    correctAnswer: 'B',
    explanation:
      'An apnea is absent (or nearly absent) airflow for at least 10 seconds. If respiratory effort continues, often with paradoxical chest-abdomen movement against a closed upper airway, the apnea is obstructive (Event 1). If effort is absent because the brainstem sends no drive to breathe, the apnea is central (Event 2). Option A ignores the absent effort in Event 2. Option C reverses the definitions. Event 1 is not a hypopnea (D) because flow stopped completely, and a mixed apnea starts central and ends with obstructive effort, which Event 2 does not show.\n\nCorrect Answer: B\nKey Learning Point: No airflow with continued effort is obstructive apnea; no airflow with no effort is central apnea.',
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
    outlineSection: 'I',
  },
  {
    key: 'pa-046',
    topicId: 6,
    questionText:
      'During a six-minute walk test, a patient with interstitial lung disease stops at 3.5 minutes, leans against the wall and says he needs to rest. He denies chest pain, is not pale or diaphoretic, and SpO2 is 90%. According to standard technique, what should the therapist do?',
    options: [
      'Stop the timer and restart it when the patient resumes walking',
      'End the test and record the distance walked as invalid',
      'Keep the timer running and encourage him to resume when able',
      'Walk beside the patient and push the pace so he can finish',
    ],
    correctAnswer: 'C',
    explanation:
      'In the six-minute walk test the patient sets his own pace and may slow down, stop and rest; the timer keeps running and the therapist uses standardized encouragement to resume walking when able. The total distance in 6 minutes and the number of rests are recorded. Stopping the timer (A) would inflate the distance. Resting alone is not a reason to end or invalidate the test (B); the test is stopped for chest pain, intolerable dyspnea, leg cramps, staggering, diaphoresis or pallor. Walking with the patient or pushing the pace (D) biases the result.\n\nCorrect Answer: C\nKey Learning Point: During a 6MWT the clock keeps running during rests; the patient sets the pace.',
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'I',
  },
  {
    key: 'pa-047',
    topicId: 6,
    questionText:
      'A patient with COPD has a resting SpO2 of 93% on room air. During a six-minute walk test, SpO2 falls to 84% by minute 2 and stays there, without chest pain. Which recommendation is most appropriate?',
    options: [
      'No oxygen is needed because the resting saturation is within normal limits',
      'Begin nocturnal oxygen only, at 1 L/min by nasal cannula',
      'Start continuous oxygen at rest at 2 L/min around the clock',
      'Perform an exertional oxygen titration to assess ambulatory oxygen',
    ],
    correctAnswer: 'D',
    explanation:
      'This patient has significant exertional desaturation (SpO2 84%, below the usual 88% threshold) with an adequate resting saturation. The appropriate step is a walk test on supplemental oxygen, titrating flow to keep SpO2 at or above about 88-90% during exertion, to determine whether portable (ambulatory) oxygen improves saturation and exercise tolerance. A normal resting value (A) does not rule out exertional hypoxemia. Nothing in the data documents nocturnal desaturation (B). Continuous oxygen at rest (C) is not indicated when resting SpO2 is 93%.\n\nCorrect Answer: D\nKey Learning Point: Exertional desaturation to 88% or lower calls for an oxygen titration during activity to guide ambulatory oxygen.',
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
  },
  {
    key: 'pa-048',
    topicId: 6,
    questionText:
      'A therapist plans to teach metered-dose inhaler and spacer technique to a 60-year-old admitted 2 hours ago for an asthma exacerbation. The patient is tachypneic, anxious, speaking in short phrases and has an SpO2 of 91% on oxygen. What is the best approach?',
    options: [
      'Defer detailed teaching until the acute distress has been relieved',
      'Complete the full teaching session now while his motivation is high',
      'Leave written instructions at the bedside for the patient to read',
      'Teach the family and skip teaching the patient',
    ],
    correctAnswer: 'A',
    explanation:
      "Readiness to learn is part of assessing learning needs. A patient who is dyspneic, anxious and hypoxemic cannot concentrate or retain new information, so detailed teaching should wait until the acute problem is treated; brief, essential instructions can still be given. A full session now (B) is unlikely to be retained. Written material alone (C) ignores the patient's current state and does not verify understanding. Family members can be included, but the patient who will use the device must also be taught (D).\n\nCorrect Answer: A\nKey Learning Point: Assess readiness to learn; acute distress, pain and anxiety block learning, so time teaching accordingly.",
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'I',
  },
  {
    key: 'pa-049',
    topicId: 6,
    questionText:
      'After teaching a patient how to use a new dry-powder inhaler, which method best confirms that the patient has learned the correct technique?',
    options: [
      'Asking the patient, "Do you understand how to use it?"',
      'Having the patient demonstrate the technique and explain each step',
      'Having the patient sign a form stating that the teaching was completed',
      'Giving the patient a pamphlet to review before discharge',
    ],
    correctAnswer: 'B',
    explanation:
      'Teach-back and return demonstration are the most reliable ways to confirm learning: the patient shows the technique (including a rapid, forceful inhalation for a dry-powder inhaler) and explains the steps in his own words, and the therapist corrects errors and repeats until the technique is right. A yes-or-no question (A) invites a polite "yes" without proving skill. A signed form (C) documents that teaching happened, not that learning occurred. A pamphlet (D) supplements but cannot verify technique.\n\nCorrect Answer: B\nKey Learning Point: Verify inhaler learning with teach-back and return demonstration, not by asking whether the patient understands.',
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    rte2027: true,
  },
  {
    key: 'pa-050',
    topicId: 6,
    questionText:
      'While reviewing home nebulizer instructions, a patient says, "I left my glasses at home, I\'ll read it later," and asks his wife to complete the intake forms. His medication history shows several drugs being taken incorrectly. Which approach is most appropriate?',
    options: [
      'Give a longer and more detailed set of written instructions',
      'Refer him to the pharmacist and leave the teaching to them',
      'Use plain language, demonstration and pictures, then confirm with teach-back',
      'Postpone the teaching until his glasses are brought in',
    ],
    correctAnswer: 'C',
    explanation:
      'Avoiding reading, deferring forms to others and taking medications incorrectly are common signs of limited health literacy. Teaching should rely on plain, non-technical language, a few key points at a time, demonstration and pictures, with teach-back to confirm understanding; this approach helps all patients and does not single anyone out. More written material (A) does not help someone who struggles to read. A pharmacist may assist, but the therapist remains responsible for teaching the respiratory equipment (B). Waiting for glasses (D) accepts the stated reason and delays teaching without addressing the likely barrier.\n\nCorrect Answer: C\nKey Learning Point: Suspect limited health literacy when patients avoid reading; teach with plain language and demonstration, and confirm with teach-back.',
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    rte2027: true,
  },
  {
    key: 'pa-051',
    topicId: 6,
    questionText:
      'A Spanish-speaking patient with limited English proficiency needs teaching on home oxygen safety before discharge. Her 12-year-old son offers to interpret. What should the therapist do?',
    options: [
      "Accept the son's offer because family members know the patient best",
      'Rely on gestures and demonstration to avoid a language barrier',
      'Ask a bilingual staff member from housekeeping to help translate',
      'Arrange a qualified medical interpreter (in person, phone or video)',
    ],
    correctAnswer: 'D',
    explanation:
      'Patients with limited English proficiency should receive teaching through a qualified medical interpreter, available in person or remotely by phone or video. Children and other family members (A) may omit or alter information, lack medical vocabulary and be placed in an inappropriate role, and privacy suffers; they should not be used except in an emergency. Gestures alone (B) cannot convey safety information such as fire risk and flow settings. Untrained bilingual staff (C) are not assessed for interpreting competence or medical terminology.\n\nCorrect Answer: D\nKey Learning Point: Use a qualified medical interpreter for patients with limited English proficiency; avoid using children as interpreters.',
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    rte2027: true,
  },
  {
    key: 'pa-052',
    topicId: 6,
    questionText:
      'A 63-year-old with COPD is readmitted for his third exacerbation in 6 months. During the interview he says his long-acting inhaler "ran out" 2 months ago and that he refills it "when I can." His inhaler technique is correct. What is the best action?',
    options: [
      'Explore cost as a barrier and involve case management and pharmacy to find an affordable option',
      'Reteach inhaler technique and give him a written copy of the instructions',
      'Document nonadherence and explain that readmissions are his responsibility',
      'Recommend long-term oral corticosteroids to prevent future exacerbations',
    ],
    correctAnswer: 'A',
    explanation:
      'His words suggest cost-related nonadherence, a social determinant of health. Asking directly and without judgment about cost, then involving case management or social work and the pharmacist, can identify insurance coverage, lower-cost equivalent inhalers or manufacturer assistance programs so that maintenance therapy continues. His technique is already correct (B), so reteaching does not address the barrier. Blaming the patient (C) damages the relationship and solves nothing. Long-term oral corticosteroids (D) are not recommended for COPD maintenance because of serious adverse effects.\n\nCorrect Answer: A\nKey Learning Point: When a patient runs out of medication, ask about cost and connect him with resources rather than labeling him nonadherent.',
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'I',
    rte2027: true,
  },
  {
    key: 'pa-053',
    topicId: 6,
    questionText:
      'A patient enrolled in outpatient pulmonary rehabilitation has missed 5 of the first 8 sessions. He explains that he no longer drives and the bus trip requires two transfers. What is the most appropriate response?',
    options: [
      'Discharge him from the program because of poor attendance',
      'Refer him to social work for transport help and discuss home-based rehab options',
      'Suggest that he ask his neighbors for rides to the sessions',
      'Increase the intensity of the sessions he does attend to make up for missed ones',
    ],
    correctAnswer: 'B',
    explanation:
      'Lack of transportation is a common social determinant that prevents attendance at pulmonary rehabilitation. A social worker or case manager can arrange community or insurance-based transport, and structured home-based or telehealth rehabilitation programs are reasonable alternatives for patients who cannot travel. Discharging him (A) removes a proven therapy without solving the problem. Telling him to find rides (C) leaves the barrier unsolved. Exercising harder in fewer sessions (D) does not replace regular, progressive training and may be unsafe.\n\nCorrect Answer: B\nKey Learning Point: Address transportation barriers with social work referral and alternative delivery models rather than discharging the patient.',
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
    rte2027: true,
  },
  {
    key: 'pa-054',
    topicId: 6,
    questionText:
      'A 74-year-old with hypercapnic COPD is alert, oriented and has been judged to have decision-making capacity. After the risks were explained, including possible death, she refuses noninvasive ventilation and asks for nasal cannula only. Her daughter insists the mask be applied. What should the therapist do?',
    options: [
      "Apply the mask as the daughter requests because the patient's life is at risk",
      'Give light sedation so she will tolerate the noninvasive ventilation',
      'Respect the refusal, confirm her understanding, notify the physician and document',
      "Tell the patient that the physician's order requires her to wear the mask",
    ],
    correctAnswer: 'C',
    explanation:
      'A competent adult has the right to refuse any treatment, even life-sustaining treatment (autonomy). The therapist should make sure the refusal is informed (she understands the consequences), offer acceptable alternatives such as titrated oxygen, notify the physician and document the discussion; the team can also support the family. A family member cannot override a capable patient (A). Sedating a patient to force a treatment she has refused (B) is a serious ethical and legal violation. Misrepresenting the order to pressure her (D) is coercive and dishonest.\n\nCorrect Answer: C\nKey Learning Point: A patient with decision-making capacity may refuse treatment; ensure informed refusal, notify the physician and document.',
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
    rte2027: true,
  },
  {
    key: 'pa-055',
    topicId: 6,
    questionText:
      'A caller who identifies herself as a neighbor of a hospitalized patient phones the respiratory department asking how the patient is doing and what his latest blood gas showed. The patient has not listed her as someone who may receive information. What should the therapist do?',
    options: [
      'Share general information about his condition but not the lab values',
      'Share the information if the caller can give his date of birth',
      'Transfer the call to the nurse so she can give the results',
      'Politely decline to give any information and follow hospital policy',
    ],
    correctAnswer: 'D',
    explanation:
      'Under HIPAA, protected health information may be shared only with the patient or with people the patient has authorized (or as otherwise permitted by law and policy). The therapist should courteously decline to confirm any details and can direct the caller to contact the patient or family. Even "general" condition information (A) should not be given to an unauthorized person. Knowing a date of birth (B) does not establish authorization. Passing the call to a nurse (C) does not change the caller\'s lack of authorization.\n\nCorrect Answer: D\nKey Learning Point: Do not disclose any patient information to callers the patient has not authorized.',
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    rte2027: true,
  },
  {
    key: 'pa-056',
    topicId: 6,
    questionText:
      'A therapist calls the physician about a 68-year-old admitted yesterday for a stroke whose respiratory rate has risen from 18 to 32/min and whose SpO2 has fallen from 95% to 86% on 4 L/min, with new coarse crackles in the right lower lobe. Using SBAR, which statement belongs in the Assessment portion?',
    options: [
      '"I think he is worsening, possibly from aspiration pneumonia."',
      '"I recommend a chest radiograph, an ABG and increased oxygen now."',
      '"He is 68 and was admitted yesterday after an ischemic stroke."',
      '"His respiratory rate is 32 and his SpO2 is 86% on 4 liters."',
    ],
    correctAnswer: 'A',
    explanation:
      "SBAR structures a concise handoff: Situation (what is happening now, such as the abnormal vital signs in D), Background (relevant history, such as the age and stroke admission in C), Assessment (the clinician's interpretation of the problem, as in A) and Recommendation (what the caller wants done, as in B). Stating an assessment helps the physician understand the concern; in this case, a stroke patient with possible dysphagia and new right lower lobe crackles raises concern for aspiration.\n\nCorrect Answer: A\nKey Learning Point: In SBAR, the Assessment is your interpretation of the problem; the Recommendation is the specific action you request.",
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'I',
    rte2027: true,
  },
  {
    key: 'pa-057',
    topicId: 6,
    questionText:
      'A patient with ARDS (predicted body weight 70 kg) is on volume control, VT 420 mL, rate 20/min, PEEP 12 cm H2O, plateau pressure 28 cm H2O. ABG: pH 7.28, PaCO2 56 mm Hg. The physician orders VT increased to 700 mL to lower the PaCO2. What should the therapist do?',
    options: [
      'Make the change as ordered and then monitor the plateau pressure',
      'Contact the physician, explain the concern and suggest raising the rate instead',
      'Refuse the order and leave the ventilator settings unchanged without any comment',
      'Make the change as ordered and file an incident report afterward',
    ],
    correctAnswer: 'B',
    explanation:
      'The ordered VT is 700 / 70 = 10 mL/kg PBW, well above the lung-protective 4-8 mL/kg (ARDSNet target 6 mL/kg), and with the plateau already 28 cm H2O it would very likely exceed 30 cm H2O. For pH below 7.30 the ARDSNet approach is to increase the rate (up to 35/min) while keeping VT low. The therapist should call the physician, present the data, recommend the rate change and document the conversation, following the chain of command if the disagreement is not resolved. Implementing a potentially harmful order (A, D) is not acceptable simply because it was written. Silently not acting (C) leaves the problem unresolved and the team uninformed.\n\nCorrect Answer: B\nKey Learning Point: When an order conflicts with evidence-based practice, communicate directly with the prescriber and recommend a safer alternative.',
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'III',
    rte2027: true,
  },
  {
    key: 'pa-058',
    topicId: 6,
    questionText:
      'Before an elective bronchoscopy, while the therapist is setting up equipment, the patient says, "I signed the form, but I don\'t really know what they\'re going to do or whether there is any risk." No sedation has been given yet. What is the best action?',
    options: [
      'Explain the risks of the procedure yourself and then proceed',
      'Reassure the patient that the procedure is routine and proceed',
      'Notify the physician performing the procedure before it begins',
      'Explain that the signed form means consent is already complete',
    ],
    correctAnswer: 'C',
    explanation:
      "Informed consent is a process, not a signature: the patient must understand the nature, risks, benefits and alternatives of the procedure. Providing that discussion is the responsibility of the practitioner performing the procedure. Because the patient's statement shows consent may not be informed, the therapist should notify the physician so the discussion can happen before sedation. The therapist may answer general questions within scope but should not take over the consent discussion (A). Reassurance and proceeding (B) and relying on the signature (D) both ignore the lack of understanding and violate the patient's autonomy.\n\nCorrect Answer: C\nKey Learning Point: If a patient does not understand a procedure he has signed for, stop and have the performing physician complete the informed consent discussion.",
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'I',
    rte2027: true,
  },
];
