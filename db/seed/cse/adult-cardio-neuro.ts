import type { SeedCseProblem } from '../types';

export const problems: SeedCseProblem[] = [
  {
    key: 'cse-cn-001',
    source: 'ers-ats-niv-2017',
    written: '2026-11-29',
    title: 'Acute cardiogenic pulmonary edema in the emergency department',
    category: 'adult-cardiovascular',
    scenario:
      'A 68-year-old man with ischemic cardiomyopathy (ejection fraction 30%) and hypertension is brought to the emergency department at 03:00 after waking up unable to breathe. He is sitting bolt upright, sweating, and speaks two or three words at a time. Paramedics placed a nonrebreathing mask at 15 L/min. He has no known lung disease; his wife says he ran out of furosemide four days ago and ate a salty meal last night.',
    sections: [
      {
        id: 's1',
        kind: 'ig',
        prompt:
          'You are called to the bedside as the emergency physician examines the patient. SELECT AS MANY as indicated in this section to evaluate him.',
        next: 's2',
        options: [
          {
            id: 'a',
            text: 'Maximal inspiratory pressure',
            weight: -2,
            result: 'MIP −42 cm H2O on a poor effort.',
            rationale: 'Respiratory muscle strength is not the problem here; the test adds effort and discomfort without guiding care.',
          },
          {
            id: 'b',
            text: 'B-type natriuretic peptide and troponin',
            weight: 1,
            result: 'BNP 1,840 pg/mL; high-sensitivity troponin slightly above the reference limit.',
            rationale:
              'A high BNP supports heart failure as the cause of dyspnea; the results arrive later and do not change the first minutes of care.',
          },
          {
            id: 'c',
            text: 'Sputum Gram stain and culture',
            weight: -1,
            result: 'Thin pink frothy sample; few white cells; culture pending.',
            rationale: 'Nothing suggests pneumonia; the frothy sputum is edema fluid and a culture does not guide the emergency care.',
          },
          {
            id: 'd',
            text: 'Bedside spirometry',
            weight: -2,
            result: 'The patient cannot take a deep breath and gives up after one attempt.',
            rationale: 'A forced maneuver in a patient this short of breath is distressing, gives no usable value and delays treatment.',
          },
          {
            id: 'e',
            text: 'CT pulmonary angiogram',
            weight: -2,
            result: 'Not available at this time.',
            rationale:
              'Moving an unstable, hypoxemic patient to the scanner for a contrast study is not justified when the picture is clearly heart failure.',
          },
          {
            id: 'f',
            text: 'Portable chest radiograph',
            weight: 2,
            result: 'Enlarged heart, hazy opacities fanning out from both hila, Kerley B lines and small pleural effusions on both sides.',
            rationale: 'The film confirms pulmonary edema and excludes a pneumothorax before positive pressure is applied.',
          },
          {
            id: 'g',
            text: 'Auscultate the chest',
            weight: 2,
            result: 'Coarse inspiratory crackles from the bases to the mid-lung fields on both sides; a few expiratory wheezes.',
            rationale:
              'Bilateral crackles in a patient with a weak heart point to fluid in the alveoli, and the wheezes are the cardiac wheezing that bronchodilators do not fix.',
          },
          {
            id: 'h',
            text: 'Ventilation-perfusion lung scan',
            weight: -2,
            result: 'Not available at this time.',
            rationale: 'A V/Q scan is slow, is unreadable with edema on the film, and takes the patient away from treatment.',
          },
          {
            id: 'i',
            text: 'Arterial blood gas on the nonrebreathing mask',
            weight: 3,
            result: 'The blood gas drawn on the nonrebreathing mask at 15 L/min is shown.',
            resultExhibit: {
              kind: 'table',
              variant: 'abg',
              title: 'Arterial blood gas on a nonrebreathing mask at 15 L/min',
              alt: 'One arterial blood gas: pH 7.27, PaCO2 52 mm Hg, PaO2 54 mm Hg, HCO3- 23 mEq/L, SaO2 86%.',
              columns: ['Test', 'Result'],
              rows: [
                ['pH', '7.27'],
                ['PaCO2 (mm Hg)', '52'],
                ['PaO2 (mm Hg)', '54'],
                ['HCO3- (mEq/L)', '23'],
                ['SaO2 (%)', '86'],
              ],
            },
            rationale:
              'The blood gas shows hypoxemia despite a high FIO2 and an acute rise in PaCO2: the two findings that make positive airway pressure urgent.',
          },
          {
            id: 'j',
            text: 'Heart rate, blood pressure and respiratory rate',
            weight: 2,
            result: 'Heart rate 118/min, regular; blood pressure 188/104 mm Hg; respiratory rate 34/min with use of the neck muscles.',
            rationale:
              'Vital signs set the severity of distress and show the high blood pressure that makes nitrates and positive airway pressure useful.',
          },
          {
            id: 'k',
            text: 'Level of consciousness, cough and ability to clear secretions',
            weight: 2,
            result: 'Awake and anxious, follows commands; strong cough; small amount of frothy pink sputum; no vomiting.',
            rationale:
              'Noninvasive ventilation needs a patient who is awake enough to protect the airway, so this finding decides whether a mask is safe.',
          },
          {
            id: 'l',
            text: '12-lead ECG',
            weight: 2,
            result: 'Sinus tachycardia at 116/min with left ventricular hypertrophy; no new ST-segment elevation.',
            rationale:
              'An acute coronary event is a common trigger of pulmonary edema and changes the treatment, so an ECG is needed early.',
          },
        ],
      },
      {
        id: 's2',
        kind: 'dm',
        prompt:
          'The physician orders intravenous nitroglycerin and furosemide and asks what respiratory support you recommend now. CHOOSE ONLY ONE.',
        options: [
          {
            id: 'a',
            text: 'Noninvasive ventilation by oronasal mask: IPAP 14, EPAP 8 cm H2O, FIO2 1.0',
            weight: 3,
            next: 's3',
            result: 'Thirty minutes later the respiratory rate is 26/min, SpO2 is 95% and the patient speaks in short sentences.',
            rationale:
              'Positive airway pressure is the first choice for cardiogenic pulmonary edema with respiratory distress: it recruits flooded alveoli, lowers the work of breathing and reduces left ventricular afterload, and it lowers the need for intubation.',
          },
          {
            id: 'b',
            text: 'Intubate now and start volume control ventilation with a PEEP of 10 cm H2O',
            weight: -1,
            next: 's2',
            result: 'The physician disagrees. Make another selection.',
            rationale:
              'The patient is awake, protects his airway and has no contraindication to a mask, so intubation and its risks are not yet needed.',
          },
          {
            id: 'c',
            text: 'Keep the nonrebreathing mask and give albuterol 2.5 mg by small-volume nebulizer every 20 minutes',
            weight: -2,
            next: 's4',
            result: 'Twenty minutes later the heart rate is 132/min and the patient is tiring.',
            rationale: 'The wheezing is from edema, not bronchospasm; albuterol adds tachycardia and does nothing for the flooded alveoli.',
          },
          {
            id: 'd',
            text: 'Change to a nasal cannula at 4 L/min to avoid worsening the hypercapnia',
            weight: -3,
            next: 's4',
            result: 'SpO2 falls to 79% within minutes and the patient becomes more agitated.',
            rationale: 'The rise in PaCO2 comes from fatigue, not from oxygen; cutting the FIO2 in severe hypoxemia is dangerous.',
          },
          {
            id: 'e',
            text: 'Heated high-flow nasal cannula at 40 L/min, FIO2 1.0',
            weight: -1,
            next: 's4',
            result: 'SpO2 rises to 88%, but twenty minutes later the respiratory rate is 38/min and he looks exhausted.',
            rationale:
              'High-flow oxygen gives little positive pressure; with hypercapnia and pulmonary edema, noninvasive ventilation is the better-supported choice.',
          },
        ],
      },
      {
        id: 's3',
        kind: 'ig',
        prompt:
          'The patient has been on noninvasive ventilation for one hour, and 900 mL of urine has been collected. SELECT AS MANY as indicated in this section to judge his response.',
        next: 's5',
        options: [
          {
            id: 'a',
            text: 'Exhaled tidal volume and leak on the ventilator',
            weight: 2,
            result: 'Exhaled tidal volume 520–560 mL; leak 18 L/min.',
            rationale: 'Adequate tidal volumes with a modest leak show that the mask fits and the settings deliver support.',
          },
          {
            id: 'b',
            text: 'Fiberoptic bronchoscopy',
            weight: -2,
            result: 'Not available at this time.',
            rationale: 'Nothing points to an airway lesion or retained secretions; the procedure would interrupt support for no gain.',
          },
          {
            id: 'c',
            text: 'Heart rate and blood pressure',
            weight: 2,
            result: 'Heart rate 98/min; blood pressure 146/86 mm Hg.',
            rationale: 'Positive pressure and nitrates both lower preload; blood pressure must be watched for hypotension.',
          },
          {
            id: 'd',
            text: 'CT scan of the chest',
            weight: -2,
            result: 'Not available at this time.',
            rationale: 'The diagnosis is already clear; transport on the mask carries risk and changes nothing.',
          },
          {
            id: 'e',
            text: 'Respiratory rate, accessory muscle use and patient–ventilator synchrony',
            weight: 2,
            result: 'Respiratory rate 22/min; neck muscles at rest; every effort triggers a breath.',
            rationale:
              'A falling rate and quiet accessory muscles are the earliest bedside signs that noninvasive ventilation is succeeding.',
          },
          {
            id: 'f',
            text: 'Sputum induction with 3% saline',
            weight: -2,
            result: 'The patient coughs and SpO2 drops to 89% during the treatment.',
            rationale:
              'Taking the mask off for an induction nebulizer interrupts support and can trigger bronchospasm; it answers no question here.',
          },
          {
            id: 'g',
            text: 'Arterial blood gas',
            weight: 3,
            result: 'pH 7.37, PaCO2 41 mm Hg, PaO2 96 mm Hg, HCO3 23 mEq/L on FIO2 0.60.',
            rationale:
              'The gas shows the acidosis has cleared and the oxygenation is adequate, which is the test of whether the mask is working.',
          },
          {
            id: 'h',
            text: 'Abdomen for gastric distension',
            weight: 1,
            result: 'Abdomen soft, not distended.',
            rationale: 'Air swallowing is a known problem with mask ventilation and raises the risk of vomiting.',
          },
          {
            id: 'i',
            text: 'Diffusing capacity (DLCO)',
            weight: -1,
            result: 'Not available at this time.',
            rationale: 'A pulmonary function test has no role during an acute episode on noninvasive ventilation.',
          },
          {
            id: 'j',
            text: 'Skin over the bridge of the nose',
            weight: 1,
            result: 'Mild redness; no skin breakdown.',
            rationale: 'Pressure injury from the mask is a common complication and is easy to prevent if found early.',
          },
        ],
      },
      {
        id: 's4',
        kind: 'dm',
        prompt:
          'The patient is more tired: respiratory rate 38/min, SpO2 82%, heart rate 130/min. He is still awake and follows commands. CHOOSE ONLY ONE.',
        options: [
          {
            id: 'a',
            text: 'Start noninvasive ventilation by oronasal mask: IPAP 14, EPAP 8 cm H2O, FIO2 1.0',
            weight: 2,
            next: 's3',
            result: 'Forty minutes later the respiratory rate is 26/min and SpO2 is 94%.',
            rationale:
              'He still meets the conditions for a mask (awake, cooperative, protecting his airway), and positive pressure is what he needed from the start.',
          },
          {
            id: 'b',
            text: 'Add a nasal cannula at 6 L/min under the nonrebreathing mask',
            weight: -2,
            next: 's4',
            result: 'The physician disagrees. Make another selection.',
            rationale: 'More oxygen alone cannot open flooded alveoli or relieve the fatigue; it only delays positive pressure.',
          },
          {
            id: 'c',
            text: 'Give morphine 4 mg intravenously to ease his air hunger',
            weight: -2,
            next: 's4',
            result: 'The physician disagrees. Make another selection.',
            rationale:
              'Morphine in acute pulmonary edema is linked to more intubations and deaths and would blunt the drive of a patient already tiring.',
          },
          {
            id: 'd',
            text: 'Intubate, start volume control ventilation at 6 mL/kg with a PEEP of 8 cm H2O and transfer him to the intensive care unit',
            weight: -1,
            next: null,
            result: 'He is intubated and transferred; the ICU team notes that a trial of noninvasive ventilation was never offered.',
            rationale: 'Intubation is the answer when a mask fails or is unsafe, not before a trial in a cooperative patient.',
          },
        ],
      },
      {
        id: 's5',
        kind: 'dm',
        prompt:
          'Four hours later the patient is comfortable on noninvasive ventilation (IPAP 10, EPAP 6 cm H2O, FIO2 0.35): respiratory rate 18/min, SpO2 97%, blood pressure 134/80 mm Hg; the crackles are limited to the bases. CHOOSE ONLY ONE.',
        options: [
          {
            id: 'a',
            text: 'Continue the same settings until tomorrow morning',
            weight: -1,
            next: null,
            result: 'He stays on the mask overnight; the nasal bridge is sore by morning and he has not eaten.',
            rationale: 'Keeping a patient on a mask who no longer needs it adds discomfort, skin injury and missed meals.',
          },
          {
            id: 'b',
            text: 'Stop the mask and all oxygen, give his usual furosemide dose by mouth and arrange discharge home with a clinic visit tomorrow',
            weight: -3,
            next: null,
            result: 'Off oxygen his SpO2 is 87% and he is short of breath again.',
            rationale:
              'Removing all support and sending home a patient hours after severe pulmonary edema is unsafe; he needs monitored care first.',
          },
          {
            id: 'c',
            text: 'Increase EPAP to 12 cm H2O and IPAP to 16 cm H2O to clear the crackles that remain at the bases',
            weight: -2,
            next: null,
            result: 'The blood pressure falls to 102/64 mm Hg, the leak doubles and he pulls at the mask.',
            rationale: 'More pressure is not needed with SpO2 97% on FIO2 0.35, and it lowers venous return and raises the leak.',
          },
          {
            id: 'd',
            text: 'Trial off the mask on a nasal cannula at 3 L/min, titrated to SpO2 92–96%, and reassess in 30 minutes',
            weight: 3,
            next: null,
            result: 'Thirty minutes later he is comfortable: respiratory rate 20/min, SpO2 95% on 3 L/min.',
            rationale: 'With the cause treated and the gas normal on low support, a monitored trial off the mask is the right next step.',
          },
        ],
      },
    ],
  },
  {
    key: 'cse-cn-002',
    source: 'aha-cpr-ecc-2025',
    written: '2026-11-29',
    title: 'In-hospital cardiac arrest on a medical ward',
    category: 'adult-cardiovascular',
    scenario:
      'A 62-year-old woman admitted two days ago for community-acquired pneumonia is found unresponsive in her bed on a medical ward. The nurse finds no breathing other than occasional gasps and no pulse, calls the resuscitation team and starts chest compressions. You arrive with the team a minute later; a second nurse is ventilating with a bag-valve-mask and oxygen at 15 L/min, and the defibrillator pads are being placed. She weighs 70 kg and her chart lists her as full code.',
    sections: [
      {
        id: 's1',
        kind: 'ig',
        prompt: 'Compressions continue while the team organizes. SELECT AS MANY as indicated in this section.',
        next: 's2',
        options: [
          {
            id: 'a',
            text: 'Pupil size and reaction to light',
            weight: -1,
            result: 'Pupils 4 mm, sluggish on both sides.',
            rationale:
              'Pupils during CPR do not predict outcome and should not guide decisions; checking them distracts from the essentials.',
          },
          {
            id: 'b',
            text: 'Portable chest radiograph',
            weight: -2,
            result: 'Not available at this time.',
            rationale: 'A film during the first minutes of an arrest delays shocks and interrupts compressions without changing care.',
          },
          {
            id: 'c',
            text: 'Stop compressions for 30 seconds to listen to the heart and lungs',
            weight: -3,
            result: 'Heart sounds are not heard; breath sounds are faint on both sides.',
            rationale:
              'A long pause in compressions drops coronary and cerebral perfusion to nothing; interruptions should be under 10 seconds.',
          },
          {
            id: 'd',
            text: 'Point-of-care blood glucose',
            weight: 0,
            result: '142 mg/dL.',
            rationale: 'The value is easy to get and harmless, but a normal glucose changes nothing in the first minutes.',
          },
          {
            id: 'e',
            text: 'The rhythm on the defibrillator once the pads are on',
            weight: 3,
            result: 'The rhythm strip is shown.',
            resultExhibit: {
              kind: 'ecg',
              title: 'Rhythm strip from the defibrillator pads',
              alt: 'A chaotic, irregular baseline with waves of varying height and shape; no P waves and no identifiable QRS complexes.',
              rhythm: 'vfib',
              seconds: 6,
            },
            rationale:
              'The rhythm decides whether a shock is indicated, and an early shock is what most improves survival from a shockable arrest.',
          },
          {
            id: 'f',
            text: 'Arterial blood gas from the femoral artery now',
            weight: -1,
            result: 'pH 7.11, PaCO2 58 mm Hg, PaO2 64 mm Hg, HCO3 18 mEq/L.',
            rationale:
              'A blood gas during compressions is hard to interpret and does not change the first actions; it pulls a team member away from the resuscitation.',
          },
          {
            id: 'g',
            text: '12-lead ECG',
            weight: -2,
            result: 'Not available at this time.',
            rationale: 'A 12-lead ECG belongs to care after the return of circulation; the pads already show the rhythm that matters.',
          },
          {
            id: 'h',
            text: 'Chest rise with each bag-mask breath',
            weight: 2,
            result: 'The chest rises with each breath; an oral airway is in place and the mask seal is good.',
            rationale: 'Ventilation without chest rise is not ventilation; checking it early finds a poor seal or an obstructed airway.',
          },
          {
            id: 'i',
            text: 'Carotid pulse, for no more than 10 seconds at the rhythm check',
            weight: 1,
            result: 'No pulse is felt.',
            rationale: 'A short pulse check at the planned rhythm check is acceptable; longer pauses cost coronary perfusion.',
          },
          {
            id: 'j',
            text: 'Compression rate and depth on the feedback device',
            weight: 2,
            result: 'Rate 128/min, depth 4 cm; the rescuer leans on the chest between compressions.',
            rationale:
              'Compressions that are too fast and too shallow with incomplete recoil lower blood flow; the feedback device shows what to correct (100–120/min, 5–6 cm, full recoil).',
          },
        ],
      },
      {
        id: 's2',
        kind: 'dm',
        prompt:
          'The rhythm is ventricular fibrillation and the defibrillator is charged. The team leader asks for your recommendation. CHOOSE ONLY ONE.',
        options: [
          {
            id: 'a',
            text: 'Synchronized cardioversion at 100 J',
            weight: -2,
            next: 's4',
            result: 'The device will not discharge: it finds no QRS to synchronize with. Two minutes are lost while the team sorts it out.',
            rationale: 'Synchronized shocks need an organized QRS; ventricular fibrillation needs an unsynchronized shock.',
          },
          {
            id: 'b',
            text: 'Intubate first so that the airway is secure before any shock is given',
            weight: -3,
            next: 's4',
            result:
              'Intubation takes three attempts over 4 minutes; compressions are interrupted twice. The rhythm is still ventricular fibrillation, now of smaller amplitude.',
            rationale:
              'An advanced airway never comes before defibrillation; bag-mask ventilation was working, and every minute without a shock lowers survival.',
          },
          {
            id: 'c',
            text: 'Give epinephrine 1 mg intravenously and recheck the rhythm after 2 minutes of compressions before deciding on a shock',
            weight: -2,
            next: 's4',
            result: 'Two minutes pass; the rhythm is still ventricular fibrillation, now finer.',
            rationale:
              'In a shockable rhythm the shock comes first; epinephrine is given after the second shock, not instead of the first.',
          },
          {
            id: 'd',
            text: 'Give three stacked shocks in a row, then resume compressions',
            weight: -1,
            next: 's2',
            result: 'The physician disagrees. Make another selection.',
            rationale: 'Stacked shocks lengthen the pause in compressions; with biphasic devices one shock then CPR is recommended.',
          },
          {
            id: 'e',
            text: 'Give one shock at the manufacturer’s biphasic energy, then resume compressions at once for 2 minutes',
            weight: 3,
            next: 's3',
            result:
              'The shock is delivered and compressions restart within 5 seconds. At the next rhythm check the rhythm is still ventricular fibrillation; a second shock is given and epinephrine 1 mg is pushed.',
            rationale:
              'In ventricular fibrillation found early, one shock followed straight away by compressions is the step that most improves survival.',
          },
        ],
      },
      {
        id: 's3',
        kind: 'ig',
        prompt:
          'After the second shock the physician places a 7.5 mm endotracheal tube during compressions. The nurse is ventilating through the tube with the bag. SELECT AS MANY as indicated in this section.',
        next: 's5',
        options: [
          {
            id: 'a',
            text: 'Waveform capnography',
            weight: 3,
            result: 'A waveform is present with every breath; EtCO2 14 mm Hg during compressions.',
            rationale:
              'A waveform that persists with each breath is the most reliable bedside sign that the tube is in the trachea, and the EtCO2 value tracks the quality of compressions.',
          },
          {
            id: 'b',
            text: 'Tube depth at the incisors',
            weight: 1,
            result: '21 cm at the incisors.',
            rationale: 'Recording the depth gives a reference to detect tube movement during compressions and transfers.',
          },
          {
            id: 'c',
            text: 'Arterial blood gas',
            weight: -1,
            result: 'pH 7.14, PaCO2 54 mm Hg, PaO2 71 mm Hg, HCO3 18 mEq/L.',
            rationale: 'During compressions a blood gas does not reflect tissue conditions and does not change the next steps.',
          },
          {
            id: 'd',
            text: 'How many breaths per minute the nurse is giving',
            weight: 2,
            result: 'About 24 breaths/min, each squeezed quickly.',
            rationale:
              'Overventilation is common during resuscitation and raises intrathoracic pressure, lowering venous return; the rate must be checked.',
          },
          {
            id: 'e',
            text: 'Auscultate both sides of the chest and the epigastrium',
            weight: 2,
            result: 'Breath sounds equal on both sides; no gurgling over the epigastrium.',
            rationale:
              'Equal breath sounds help exclude an esophageal or right mainstem tube; auscultation supports, but does not replace, capnography.',
          },
          {
            id: 'f',
            text: 'Serum potassium from the blood sent at the start',
            weight: 1,
            result: '4.1 mEq/L.',
            rationale: 'Hyperkalemia is a reversible cause of arrest; a normal value helps the team rule it out.',
          },
          {
            id: 'g',
            text: 'Pause compressions every minute to feel for a pulse',
            weight: -2,
            result: 'No pulse; each pause lasts about 15 seconds.',
            rationale: 'Pulse checks belong to the rhythm check every 2 minutes; extra pauses cut perfusion.',
          },
          {
            id: 'h',
            text: 'Endotracheal tube cuff pressure',
            weight: 0,
            result: '28 cm H2O.',
            rationale: 'Cuff pressure matters later; during the arrest it neither helps nor harms.',
          },
          {
            id: 'i',
            text: 'Portable chest radiograph to confirm the tube before using it',
            weight: -2,
            result: 'Not available at this time.',
            rationale: 'Waiting for a film before using the tube delays ventilation; capnography confirms placement at once.',
          },
          {
            id: 'j',
            text: 'Suction the tube and send a sputum culture',
            weight: -1,
            result: 'Scant clear secretions.',
            rationale: 'There are no secretions that need removal, and a culture does not help the resuscitation.',
          },
        ],
      },
      {
        id: 's4',
        kind: 'dm',
        prompt: 'The rhythm is still ventricular fibrillation and no shock has yet been delivered. Compressions continue. CHOOSE ONLY ONE.',
        options: [
          {
            id: 'a',
            text: 'Defibrillate now with one unsynchronized shock and resume compressions straight after',
            weight: 2,
            next: 's3',
            result:
              'The shock is delivered; at the next check the rhythm is still ventricular fibrillation, a second shock is given and epinephrine 1 mg is pushed.',
            rationale: 'A shock is overdue; giving it now is the best remaining chance of converting the rhythm.',
          },
          {
            id: 'b',
            text: 'Give amiodarone 300 mg intravenously and wait 2 minutes before the first shock',
            weight: -1,
            next: 's4',
            result: 'The physician disagrees. Make another selection.',
            rationale: 'Antiarrhythmics come after shocks have failed, never in place of the first one.',
          },
          {
            id: 'c',
            text: 'Keep compressing until the tube position is confirmed by a chest radiograph, then shock',
            weight: -2,
            next: 's4',
            result: 'The physician disagrees. Make another selection.',
            rationale: 'Airway confirmation never delays defibrillation of a shockable rhythm.',
          },
          {
            id: 'd',
            text: 'Treat the fine waves as asystole: no shock, epinephrine every 3–5 minutes',
            weight: -3,
            next: null,
            result: 'The team follows the asystole pathway; no shock is given and the patient dies 20 minutes later.',
            rationale:
              'Fine ventricular fibrillation is still a shockable rhythm; treating it as asystole withholds the one therapy that can restore a rhythm.',
          },
        ],
      },
      {
        id: 's5',
        kind: 'dm',
        prompt:
          'Compressions are now good (110/min, 5–6 cm). The nurse is still ventilating about 24 times a minute through the tube; EtCO2 is 14 mm Hg. CHOOSE ONLY ONE.',
        options: [
          {
            id: 'a',
            text: 'Pause compressions for each pair of breaths, keeping a 30:2 ratio',
            weight: -1,
            next: 's6',
            result: 'Compressions stop twice a minute; the compression fraction drops to 70%.',
            rationale:
              'With an advanced airway, compressions continue without pauses for breaths; 30:2 applies only before the airway is placed.',
          },
          {
            id: 'b',
            text: 'Give 1 breath every 6 seconds, each over 1 second, while compressions continue',
            weight: 3,
            next: 's6',
            result: 'The rate is now 10/min with visible chest rise; EtCO2 rises to 18 mm Hg.',
            rationale:
              'With an advanced airway in place, 10 breaths a minute during continuous compressions avoids the high chest pressures of overventilation and supports blood return to the heart.',
          },
          {
            id: 'c',
            text: 'Keep the rate at 24/min to wash out the CO2 from the acidosis',
            weight: -2,
            next: 's6',
            result: 'EtCO2 drifts down to 11 mm Hg; the team leader asks the nurse to slow down two minutes later.',
            rationale:
              'Fast ventilation during CPR raises intrathoracic pressure and lowers venous return and coronary perfusion; the acidosis is treated by restoring circulation.',
          },
          {
            id: 'd',
            text: 'Connect a ventilator in volume control at 12/min with a PEEP of 10 cm H2O',
            weight: -1,
            next: 's6',
            result: 'The ventilator alarms at high pressure with each compression and many breaths are cut short.',
            rationale:
              'High PEEP lowers venous return during CPR and ventilators alarm and cycle erratically with compressions; a bag at 10/min is simpler and safer here.',
          },
          {
            id: 'e',
            text: 'Pull the tube and reintubate, since an EtCO2 of 14 mm Hg means it is in the esophagus',
            weight: -3,
            next: 's6',
            result: 'Reintubation interrupts ventilation for 2 minutes; the new tube gives the same waveform and value.',
            rationale:
              'A persistent waveform shows the tube is in the trachea; a low EtCO2 during CPR reflects low blood flow, not a misplaced tube.',
          },
        ],
      },
      {
        id: 's6',
        kind: 'dm',
        prompt:
          'After the third shock and 2 more minutes of compressions, the capnogram changes as shown. The next rhythm check is due in 20 seconds. CHOOSE ONLY ONE.',
        exhibit: {
          kind: 'capnogram',
          title: 'Capnogram during compressions',
          alt: 'EtCO2 runs at about 15 mm Hg with every breath, then at about the middle of the trace rises abruptly to about 40 mm Hg and stays there.',
          pattern: 'cprRosc',
          etco2: 15,
          etco2End: 40,
          changeAt: 0.5,
          rate: 10,
          seconds: 60,
        },
        options: [
          {
            id: 'a',
            text: 'Give the next epinephrine dose now so it is not late, and keep going',
            weight: -2,
            next: null,
            result: 'At the rhythm check she has a pulse; minutes later her heart rate is 150/min and her blood pressure 210/120 mm Hg.',
            rationale:
              'A sudden, sustained rise in EtCO2 suggests return of circulation; a bolus of epinephrine then causes hypertension and arrhythmias.',
          },
          {
            id: 'b',
            text: 'Suspect the tube has moved and replace it',
            weight: -2,
            next: null,
            result: 'The tube is pulled; she has a pulse but goes 90 seconds without ventilation and her SpO2 falls to 78%.',
            rationale:
              'A rise in EtCO2 does not suggest a displaced tube (a displaced tube loses the waveform); removing a working airway is harmful.',
          },
          {
            id: 'c',
            text: 'Check rhythm and pulse; if circulation has returned, titrate FIO2 to SpO2 92–98% and ventilate for a PaCO2 of 35–45 mm Hg',
            weight: 3,
            next: null,
            result:
              'She has a sinus rhythm at 104/min with a pulse and a blood pressure of 96/58 mm Hg. She is moved to the intensive care unit for post-arrest care.',
            rationale:
              'The abrupt rise in EtCO2 suggests return of spontaneous circulation; after it, care targets normal oxygen saturation and normal PaCO2, avoiding both hypoxemia and hyperventilation.',
          },
          {
            id: 'd',
            text: 'Double the ventilation rate to bring the EtCO2 back down to 15 mm Hg',
            weight: -3,
            next: null,
            result: 'She has a pulse, but her PaCO2 one hour later is 24 mm Hg and her blood pressure falls to 78/40 mm Hg.',
            rationale:
              'The higher EtCO2 is a sign of returned blood flow, not a target to treat; hyperventilation after arrest lowers cerebral blood flow and venous return.',
          },
        ],
      },
    ],
  },
  {
    key: 'cse-cn-003',
    source: 'esc-pe-2019',
    written: '2026-11-29',
    title: 'Sudden dyspnea after knee replacement surgery',
    category: 'adult-cardiovascular',
    scenario:
      'A 58-year-old woman is on the orthopedic ward on the third day after a right total knee replacement. While walking to the bathroom she felt a sudden sharp pain in the left side of her chest and became short of breath. She has obesity (BMI 34) and takes estrogen replacement therapy; she has no lung disease. The nurse calls you because her SpO2 is 86% on room air.',
    sections: [
      {
        id: 's1',
        kind: 'ig',
        prompt: 'You arrive at the bedside. SELECT AS MANY as indicated in this section to evaluate her.',
        next: 's2',
        options: [
          {
            id: 'a',
            text: '12-lead ECG',
            weight: 1,
            result: 'Sinus tachycardia at 122/min; T-wave inversion in V1 to V3; no ST-segment elevation.',
            rationale:
              'The ECG excludes an acute myocardial infarction and can show right ventricular strain, though a normal ECG would not exclude an embolism.',
          },
          {
            id: 'b',
            text: 'Fiberoptic bronchoscopy with lavage',
            weight: -2,
            result: 'Not available at this time.',
            rationale: 'An invasive airway procedure has no role when the airways and chest film are clear.',
          },
          {
            id: 'c',
            text: 'D-dimer',
            weight: -1,
            result: '2,400 ng/mL FEU.',
            rationale:
              'D-dimer is high after any recent surgery and cannot exclude an embolism when the clinical probability is high, so it adds nothing here.',
          },
          {
            id: 'd',
            text: 'Clinical probability score',
            weight: 1,
            result: 'Wells score 9: pulmonary embolism likely.',
            rationale: 'The pretest probability decides the diagnostic path: a likely score goes straight to imaging.',
          },
          {
            id: 'e',
            text: 'Bedside spirometry',
            weight: -2,
            result: 'FEV1/FVC 0.82; poor effort because of chest pain.',
            rationale: 'Spirometry does not help diagnose an embolism and makes a patient in pain and distress work harder.',
          },
          {
            id: 'f',
            text: 'Methacholine challenge',
            weight: -2,
            result: 'Not available at this time.',
            rationale: 'A bronchoprovocation test has no place in acute hypoxemia and could worsen it.',
          },
          {
            id: 'g',
            text: 'Examine both legs',
            weight: 2,
            result: 'The right calf is swollen, warm and tender, 3 cm larger around than the left.',
            rationale: 'Signs of deep vein thrombosis in the operated leg raise the likelihood of pulmonary embolism sharply.',
          },
          {
            id: 'h',
            text: 'Heart rate, blood pressure, respiratory rate and temperature',
            weight: 2,
            result: 'Heart rate 124/min, regular; blood pressure 118/74 mm Hg; respiratory rate 30/min; temperature 37.4 °C.',
            rationale:
              'Tachycardia with a normal blood pressure sets how sick she is now and is the baseline against which shock would be recognized.',
          },
          {
            id: 'i',
            text: 'Arterial blood gas on room air',
            weight: 3,
            result: 'pH 7.49, PaCO2 30 mm Hg, PaO2 58 mm Hg, HCO3 22 mEq/L, SaO2 89%.',
            rationale:
              'Hypoxemia with a widened alveolar-arterial gradient and acute respiratory alkalosis fits pulmonary embolism and measures the severity.',
          },
          {
            id: 'j',
            text: 'Portable chest radiograph',
            weight: 2,
            result: 'Small linear atelectasis at both bases; no infiltrate, effusion or pneumothorax.',
            rationale:
              'A near-normal film in a hypoxemic patient excludes other causes (pneumothorax, pneumonia, edema) and supports the suspicion of embolism.',
          },
          {
            id: 'k',
            text: 'Auscultate the chest',
            weight: 2,
            result: 'Breath sounds equal and clear on both sides; no wheezes or crackles.',
            rationale:
              'Clear lungs in a patient this hypoxemic make pneumonia, edema or bronchospasm unlikely and point toward a perfusion problem.',
          },
          {
            id: 'l',
            text: 'Sputum Gram stain and culture',
            weight: -1,
            result: 'She cannot produce a sample.',
            rationale: 'There is no sign of infection; a culture would not guide her care.',
          },
        ],
      },
      {
        id: 's2',
        kind: 'dm',
        prompt: 'The physician suspects a pulmonary embolism and asks what you recommend now. CHOOSE ONLY ONE.',
        options: [
          {
            id: 'a',
            text: 'Nasal cannula at 4 L/min titrated to SpO2 92% or more, and a CT pulmonary angiogram',
            weight: 3,
            next: 's3',
            result:
              'SpO2 rises to 93%. The CT angiogram shows filling defects in the pulmonary arteries to both lower lobes; heparin is started.',
            rationale:
              'Oxygen corrects the hypoxemia, and with a high clinical probability CT pulmonary angiography is the imaging that confirms the diagnosis.',
          },
          {
            id: 'b',
            text: 'Albuterol by small-volume nebulizer and incentive spirometry every hour for atelectasis',
            weight: -2,
            next: 's4',
            result: 'An hour passes with no change in her breathing; she is more anxious.',
            rationale:
              'The small atelectasis does not explain this hypoxemia; treating it delays oxygen and the diagnosis of a life-threatening embolism.',
          },
          {
            id: 'c',
            text: 'Intubate and ventilate with a PEEP of 10 cm H2O to correct the hypoxemia',
            weight: -3,
            next: 's2',
            result: 'The physician disagrees. Make another selection.',
            rationale:
              'She is maintaining her airway and responds to oxygen; intubation and positive pressure can collapse the circulation in a patient with a strained right ventricle.',
          },
          {
            id: 'd',
            text: 'Nonrebreathing mask at 15 L/min and a D-dimer before any imaging is ordered',
            weight: -1,
            next: 's3',
            result:
              'The D-dimer is high, as it is after any surgery; the CT angiogram is done an hour later and shows filling defects to both lower lobes. Heparin is started.',
            rationale:
              'The D-dimer wasted an hour because it cannot exclude an embolism after surgery and with a high probability; oxygen titrated to target by cannula would also have sufficed.',
          },
          {
            id: 'e',
            text: 'Chest percussion and postural drainage to re-expand the bases',
            weight: -2,
            next: 's4',
            result: 'Her pain worsens during the treatment and she becomes more short of breath.',
            rationale: 'There are no secretions to drain; the treatment adds discomfort and delays the diagnosis.',
          },
        ],
      },
      {
        id: 's3',
        kind: 'ig',
        prompt:
          'The embolism is confirmed and intravenous heparin is running. The physician asks you to help judge how severe it is. SELECT AS MANY as indicated in this section.',
        next: 's5',
        options: [
          {
            id: 'a',
            text: 'Troponin and BNP',
            weight: 2,
            result: 'High-sensitivity troponin above the reference limit; BNP 420 pg/mL.',
            rationale: 'Raised cardiac biomarkers with right ventricular dysfunction place her in the intermediate-high risk group.',
          },
          {
            id: 'b',
            text: 'Echocardiogram',
            weight: 2,
            result: 'Right ventricle dilated (right-to-left ventricle ratio 1.1) with reduced motion; left ventricle normal.',
            rationale: 'Right ventricular dysfunction marks an intermediate-risk embolism that needs closer monitoring.',
          },
          {
            id: 'c',
            text: 'Pulmonary function tests with diffusing capacity',
            weight: -2,
            result: 'Not available at this time.',
            rationale: 'Pulmonary function testing has no role in the acute phase and does not measure risk.',
          },
          {
            id: 'd',
            text: 'Repeat CT pulmonary angiogram in 6 hours',
            weight: -2,
            result: 'Not available at this time.',
            rationale: 'Repeat imaging adds contrast and radiation and does not guide care in a stable patient.',
          },
          {
            id: 'e',
            text: 'Six-minute walk test',
            weight: -3,
            result: 'After 40 m she stops, SpO2 82%, heart rate 140/min.',
            rationale: 'Exercise testing in an acute embolism with a strained right ventricle is dangerous.',
          },
          {
            id: 'f',
            text: 'SpO2 on the current oxygen',
            weight: 2,
            result: '94% on a nasal cannula at 4 L/min.',
            rationale: 'Oxygen needs are tracked to catch worsening early.',
          },
          {
            id: 'g',
            text: 'Hemoglobin and platelet count',
            weight: 1,
            result: 'Hemoglobin 11.2 g/dL; platelets 210,000/mm3.',
            rationale:
              'Bleeding risk matters for anticoagulation and for any later reperfusion treatment, especially three days after surgery.',
          },
          {
            id: 'h',
            text: 'Blood pressure and heart rate',
            weight: 3,
            result: 'Blood pressure 112/72 mm Hg; heart rate 110/min.',
            rationale:
              'Whether she is in shock or not is the first split in risk: a systolic pressure of 90 mm Hg or more means she is not high risk now.',
          },
          {
            id: 'i',
            text: 'Catheter pulmonary angiography',
            weight: -2,
            result: 'Not available at this time.',
            rationale: 'The diagnosis is made; an invasive study adds bleeding risk on heparin without new information.',
          },
          {
            id: 'j',
            text: 'Arterial blood gas',
            weight: 1,
            result: 'pH 7.47, PaCO2 33 mm Hg, PaO2 78 mm Hg, HCO3 23 mEq/L on 4 L/min.',
            rationale: 'The gas confirms improved oxygenation; it is helpful but not essential when the oximeter reads reliably.',
          },
        ],
      },
      {
        id: 's4',
        kind: 'dm',
        prompt:
          'One hour later: respiratory rate 34/min, heart rate 132/min, blood pressure 104/66 mm Hg, SpO2 84% on a nasal cannula at 2 L/min. She is anxious but alert. CHOOSE ONLY ONE.',
        options: [
          {
            id: 'a',
            text: 'Start noninvasive ventilation by oronasal mask at IPAP 15, EPAP 5 cm H2O',
            weight: -1,
            next: 's4',
            result: 'The physician disagrees. Make another selection.',
            rationale:
              'Positive pressure is not needed while she is alert and responds to oxygen, and it can lower venous return to a struggling right ventricle.',
          },
          {
            id: 'b',
            text: 'Furosemide 40 mg intravenously for possible fluid overload after surgery',
            weight: -2,
            next: 's4',
            result: 'The physician disagrees. Make another selection.',
            rationale: 'Her lungs are clear; a diuretic lowers preload that the right ventricle now depends on.',
          },
          {
            id: 'c',
            text: 'Raise the oxygen to reach SpO2 92% or more and ask for a CT pulmonary angiogram now',
            weight: 2,
            next: 's3',
            result:
              'On a nonrebreathing mask SpO2 is 93%. The CT angiogram shows filling defects in the arteries to both lower lobes; heparin is started.',
            rationale: 'Oxygen and urgent imaging were needed from the start; doing them now recovers the delay.',
          },
          {
            id: 'd',
            text: 'Continue the current treatment, add hourly incentive spirometry and reassess her in 4 hours',
            weight: -3,
            next: null,
            result: 'Three hours later she becomes hypotensive and is moved to the intensive care unit in shock.',
            rationale: 'Waiting ignores worsening hypoxemia and tachycardia in a likely embolism; the delay allowed decompensation.',
          },
        ],
      },
      {
        id: 's5',
        kind: 'dm',
        prompt:
          'She is not in shock, but her right ventricle is dilated and her troponin is raised. The team discusses the plan. CHOOSE ONLY ONE.',
        options: [
          {
            id: 'a',
            text: 'Ask for an inferior vena cava filter now',
            weight: -1,
            next: 's5',
            result: 'The physician disagrees. Make another selection.',
            rationale: 'A filter is for patients who cannot be anticoagulated; she is on heparin without bleeding.',
          },
          {
            id: 'b',
            text: 'Give systemic thrombolysis with alteplase now to clear the clots',
            weight: -2,
            next: null,
            result: 'Alteplase is given. Four hours later a large hematoma develops at the knee and she needs two units of blood.',
            rationale:
              'Routine thrombolysis is not recommended without shock: it adds serious bleeding, worse so three days after surgery, without a survival benefit.',
          },
          {
            id: 'c',
            text: 'Intubate electively, sedate and ventilate to rest her breathing before the right ventricle tires',
            weight: -3,
            next: null,
            result: 'After induction her blood pressure falls to 64/30 mm Hg and she needs a norepinephrine infusion and then CPR.',
            rationale:
              'Sedation and positive pressure lower venous return and raise right ventricular afterload; in a strained right ventricle this can cause collapse.',
          },
          {
            id: 'd',
            text: 'Give 2 L of normal saline to support the right ventricle',
            weight: -2,
            next: 's6',
            result: 'After the fluid her neck veins are distended and she is more short of breath.',
            rationale:
              'Large fluid loads overstretch a failing right ventricle and worsen its function; fluid, if any, is given cautiously.',
          },
          {
            id: 'e',
            text: 'Continue heparin and oxygen, and monitor her in a step-down unit for signs of decompensation',
            weight: 3,
            next: 's6',
            result: 'She is moved to the step-down unit with continuous monitoring.',
            rationale:
              'For an intermediate-high risk embolism, anticoagulation with close monitoring is the standard; reperfusion is kept for the patient who decompensates.',
          },
        ],
      },
      {
        id: 's6',
        kind: 'dm',
        prompt:
          'Six hours later she suddenly becomes confused: blood pressure 80/52 mm Hg, heart rate 138/min, respiratory rate 36/min, SpO2 86% on a nonrebreathing mask. CHOOSE ONLY ONE.',
        options: [
          {
            id: 'a',
            text: 'Ask for urgent reperfusion (thrombolysis, or a catheter or surgical procedure given her recent surgery)',
            weight: 3,
            next: null,
            result:
              'She receives reduced-dose thrombolysis through a pulmonary artery catheter. An hour later her blood pressure is 108/70 mm Hg and SpO2 94%.',
            rationale:
              'Shock from an embolism makes it high risk: reperfusion is now indicated, and a catheter or surgical approach is weighed against her recent surgery.',
          },
          {
            id: 'b',
            text: 'Intubate at once and set a PEEP of 15 cm H2O, so the hypoxemia is corrected before any other treatment is started',
            weight: -3,
            next: null,
            result: 'After induction she has no pulse and CPR is started.',
            rationale:
              'High PEEP and induction drugs can stop a failing right ventricle; if intubation is needed, it is done with great care and low pressures.',
          },
          {
            id: 'c',
            text: 'Give another 2 L of normal saline',
            weight: -2,
            next: null,
            result: 'Her blood pressure does not improve and her oxygenation worsens.',
            rationale: 'More fluid dilates the right ventricle further; a vasopressor and reperfusion are what treat this shock.',
          },
          {
            id: 'd',
            text: 'Change to high-flow nasal cannula at 60 L/min and reassess in an hour',
            weight: -1,
            next: null,
            result: 'SpO2 rises to 90%, but an hour later her blood pressure is 72/44 mm Hg.',
            rationale:
              'Better oxygen delivery is reasonable but treats none of the obstruction that causes the shock; an hour is too long.',
          },
        ],
      },
    ],
  },
  {
    key: 'cse-cn-004',
    source: 'hess-kacmarek-2019',
    written: '2026-11-29',
    title: 'After coronary artery bypass surgery: early weaning and the pulmonary artery catheter',
    category: 'adult-cardiovascular',
    scenario:
      'A 64-year-old man (ideal body weight 75 kg) arrives in the cardiac surgical intensive care unit one hour after elective three-vessel coronary artery bypass grafting on cardiopulmonary bypass. He has an 8.0 mm endotracheal tube, a radial arterial line, a pulmonary artery catheter and two mediastinal chest tubes. The ventilator is set to volume control, tidal volume 480 mL, rate 12/min, PEEP 5 cm H2O, FIO2 0.50. His ejection fraction before surgery was 50% and he has no lung disease; a propofol infusion has just been stopped.',
    sections: [
      {
        id: 's1',
        kind: 'ig',
        prompt: 'You receive the patient from the operating room team. SELECT AS MANY as indicated in this section.',
        next: 's2',
        options: [
          {
            id: 'a',
            text: 'CT scan of the chest',
            weight: -2,
            result: 'Not available at this time.',
            rationale: 'The bedside film answers what needs answering now; transport is not justified.',
          },
          {
            id: 'b',
            text: 'Portable chest radiograph',
            weight: 2,
            result:
              'Tube tip 4 cm above the carina; catheter tip in the right pulmonary artery; small left basal atelectasis; no pneumothorax.',
            rationale: 'Every line and tube placed in surgery needs its position checked, and a pneumothorax must be excluded.',
          },
          {
            id: 'c',
            text: 'Sputum culture',
            weight: -1,
            result: 'Scant white secretions.',
            rationale: 'There is no sign of infection an hour after elective surgery.',
          },
          {
            id: 'd',
            text: 'Chest tube drainage over the last hour',
            weight: 2,
            result: '60 mL of dark red fluid.',
            rationale: 'Bleeding is the main early danger after cardiac surgery and decides whether the patient can be weaned soon.',
          },
          {
            id: 'e',
            text: 'Pulmonary artery catheter pressures and cardiac output',
            weight: 3,
            result: 'The hemodynamic profile is shown.',
            resultExhibit: {
              kind: 'table',
              variant: 'lab',
              title: 'Hemodynamic profile on arrival',
              alt: 'A table of pressures and flows on arrival: CVP 8, pulmonary artery 30/14, wedge 10 mm Hg, cardiac output 4.6 L/min, cardiac index 2.3, mixed venous saturation 68%.',
              columns: ['Measurement', 'Value'],
              rows: [
                ['Arterial pressure (mm Hg)', '118/68'],
                ['Heart rate (/min)', '86, paced'],
                ['CVP (mm Hg)', '8'],
                ['Pulmonary artery pressure (mm Hg)', '30/14'],
                ['Wedge pressure (mm Hg)', '10'],
                ['Cardiac output (L/min)', '4.6'],
                ['Cardiac index (L/min/m2)', '2.3'],
                ['Mixed venous O2 saturation (%)', '68'],
              ],
            },
            rationale:
              'Filling pressures, cardiac output and mixed venous saturation show how the heart is coping after bypass and are the baseline to detect bleeding, tamponade or failure.',
          },
          {
            id: 'f',
            text: 'Core temperature',
            weight: 1,
            result: '36.4 °C.',
            rationale: 'Patients who are still cold after bypass shiver, raise their oxygen consumption and are not ready to wean.',
          },
          {
            id: 'g',
            text: 'Chest rise and breath sounds',
            weight: 2,
            result: 'Chest rises equally; breath sounds present on both sides, slightly reduced at the left base.',
            rationale:
              'Equal breath sounds confirm both lungs are ventilated after transport; reduced sounds at the left base are common after bypass surgery.',
          },
          {
            id: 'h',
            text: 'Peak and plateau pressures',
            weight: 1,
            result: 'Peak 24 cm H2O, plateau 17 cm H2O.',
            rationale: 'Normal pressures confirm normal mechanics and a safe tidal volume.',
          },
          {
            id: 'i',
            text: 'Fiberoptic bronchoscopy',
            weight: -2,
            result: 'Not available at this time.',
            rationale: 'Mild basal atelectasis after surgery does not call for bronchoscopy.',
          },
          {
            id: 'j',
            text: 'Arterial blood gas',
            weight: 3,
            result: 'pH 7.32, PaCO2 44 mm Hg, PaO2 148 mm Hg, HCO3 22 mEq/L on FIO2 0.50.',
            rationale: 'The first gas on arrival sets the ventilator changes: ventilation is close to normal and the FIO2 can be lowered.',
          },
          {
            id: 'k',
            text: 'Maximal inspiratory pressure while he is still sedated',
            weight: -1,
            result: '−18 cm H2O on a weak effort.',
            rationale: 'Measured before he is awake the value is low and misleading; readiness is tested later by a breathing trial.',
          },
          {
            id: 'l',
            text: 'Ventilation-perfusion lung scan',
            weight: -2,
            result: 'Not available at this time.',
            rationale: 'Transporting a fresh cardiac surgery patient for a scan with no question to answer adds risk.',
          },
          {
            id: 'm',
            text: 'Level of consciousness',
            weight: 1,
            result: 'Opens his eyes to voice and moves all four limbs.',
            rationale: 'Waking is the first condition for early extubation.',
          },
        ],
      },
      {
        id: 's2',
        kind: 'dm',
        prompt:
          'Two hours later he is awake and follows commands; temperature 36.9 °C, blood pressure 124/72 mm Hg, heart rate 88/min, chest tube drainage 40 mL in the last hour, SpO2 98% on FIO2 0.40. CHOOSE ONLY ONE.',
        options: [
          {
            id: 'a',
            text: 'Switch to SIMV at 4/min and lower the rate by 2 every 2 hours',
            weight: -1,
            next: 's4',
            result:
              'Four hours later he is on SIMV at 2/min: respiratory rate 32/min, spontaneous tidal volumes 250 mL, heart rate 114/min; he looks anxious.',
            rationale:
              'Gradual SIMV weaning is slower than a breathing trial and makes the patient breathe through the tube without support between the machine breaths.',
          },
          {
            id: 'b',
            text: 'Start a spontaneous breathing trial on pressure support 5 and PEEP 5 cm H2O',
            weight: 3,
            next: 's3',
            result: 'The trial is started at FIO2 0.40.',
            rationale:
              'He is awake, warm, not bleeding and stable, the conditions for early extubation after cardiac surgery; a breathing trial is the test of readiness.',
          },
          {
            id: 'c',
            text: 'Extubate now to a nasal cannula at 4 L/min without a trial',
            weight: -1,
            next: 's2',
            result: 'The physician disagrees. Make another selection.',
            rationale:
              'A short breathing trial first shows that he can breathe without support; skipping it adds the risk of reintubation.',
          },
          {
            id: 'd',
            text: 'Restart propofol and keep him on full support until morning rounds, when the surgeon can review the night',
            weight: -2,
            next: 's4',
            result:
              'The next morning he is agitated when the propofol stops. He is weaned on SIMV, and at a rate of 2/min he breathes 32 times a minute with tidal volumes of 250 mL.',
            rationale:
              'Keeping a stable patient sedated overnight prolongs ventilation without benefit; fast-track extubation after bypass is the standard.',
          },
        ],
      },
      {
        id: 's3',
        kind: 'ig',
        prompt: 'He has been on the spontaneous breathing trial for 30 minutes. SELECT AS MANY as indicated in this section.',
        next: 's5',
        options: [
          {
            id: 'a',
            text: 'Arterial blood gas at the end of the trial',
            weight: 1,
            result: 'pH 7.38, PaCO2 42 mm Hg, PaO2 112 mm Hg, HCO3 24 mEq/L.',
            rationale: 'The gas confirms the trial is tolerated; it is helpful but not required when the bedside signs are good.',
          },
          {
            id: 'b',
            text: 'Cough strength and secretions on suctioning',
            weight: 2,
            result: 'Strong cough; small amount of thin white secretions.',
            rationale: 'He must be able to clear his airway once the tube is out.',
          },
          {
            id: 'c',
            text: 'Maximal voluntary ventilation for 12 seconds',
            weight: -2,
            result: 'He breathes hard for a few seconds and then stops, his sternal wound hurting.',
            rationale: 'The maneuver hurts a fresh sternotomy and does not predict weaning success better than the trial.',
          },
          {
            id: 'd',
            text: 'Repeat chest radiograph',
            weight: -1,
            result: 'Unchanged.',
            rationale: 'Nothing has changed clinically to justify another film.',
          },
          {
            id: 'e',
            text: 'Respiratory rate and tidal volume',
            weight: 3,
            result: 'Respiratory rate 18/min; tidal volume 460 mL (rapid shallow breathing index 39).',
            rationale: 'A comfortable rate with good volumes is the core of a successful trial.',
          },
          {
            id: 'f',
            text: 'Cardiac index and mixed venous saturation',
            weight: 1,
            result: 'Cardiac index 2.4 L/min/m2; mixed venous saturation 66%.',
            rationale: 'A stable index and venous saturation during the trial show the heart tolerates the work of breathing.',
          },
          {
            id: 'g',
            text: 'Diffusing capacity (DLCO)',
            weight: -2,
            result: 'Not available at this time.',
            rationale: 'A pulmonary function test has no place in a weaning decision.',
          },
          {
            id: 'h',
            text: 'SpO2',
            weight: 2,
            result: '97% on FIO2 0.40.',
            rationale: 'Oxygenation must hold on minimal support before extubation.',
          },
          {
            id: 'i',
            text: 'Fiberoptic bronchoscopy',
            weight: -2,
            result: 'Not available at this time.',
            rationale: 'His secretions are scant and easily suctioned.',
          },
          {
            id: 'j',
            text: 'Heart rate and blood pressure',
            weight: 2,
            result: 'Heart rate 92/min; blood pressure 128/74 mm Hg.',
            rationale:
              'After heart surgery the trial also tests the heart: a rise in heart rate or pressure, or new ischemia, is a sign of failure.',
          },
          {
            id: 'k',
            text: 'Signs of distress',
            weight: 2,
            result: 'Calm; no accessory muscle use or sweating.',
            rationale: 'Distress signs mark a failed trial even when the numbers look acceptable.',
          },
          {
            id: 'l',
            text: 'Cuff leak test',
            weight: 0,
            result: 'Leak of 180 mL.',
            rationale: 'After a short elective intubation the test is not routinely needed; it neither helps nor harms here.',
          },
        ],
      },
      {
        id: 's4',
        kind: 'dm',
        prompt:
          'He is breathing 32 times a minute with tidal volumes of about 250 mL on SIMV at 2/min with no pressure support; heart rate 114/min. CHOOSE ONLY ONE.',
        options: [
          {
            id: 'a',
            text: 'Give 2 mg of morphine intravenously to slow his breathing and keep lowering the SIMV rate as planned',
            weight: -2,
            next: 's4',
            result: 'The physician disagrees. Make another selection.',
            rationale:
              'The fast, shallow breathing comes from unsupported breaths through the tube, not from pain alone; hiding it with opioids delays the right fix.',
          },
          {
            id: 'b',
            text: 'Extubate now, since the machine is giving only two breaths a minute anyway',
            weight: -3,
            next: 's4',
            result: 'The physician disagrees. Make another selection.',
            rationale: 'Rapid shallow breathing is a sign he is failing, not ready; extubating now invites reintubation.',
          },
          {
            id: 'c',
            text: 'Rest him on pressure support 10 cm H2O, then start a breathing trial on PS 5 and PEEP 5',
            weight: 2,
            next: 's3',
            result: 'On pressure support his rate falls to 20/min. Thirty minutes later a breathing trial is started.',
            rationale:
              'Support for the spontaneous breaths relieves the work, and a breathing trial is a faster and better test of readiness than a stepwise SIMV wean.',
          },
          {
            id: 'd',
            text: 'Return to volume control at a rate of 12/min for the rest of the day',
            weight: -1,
            next: 's3',
            result: 'He rests on full support; at 16:00 a breathing trial is started.',
            rationale: 'Full support relieves him, but a whole day of rest is not needed when he was ready for a trial hours ago.',
          },
        ],
      },
      {
        id: 's5',
        kind: 'dm',
        prompt: 'The breathing trial is a success. CHOOSE ONLY ONE.',
        options: [
          {
            id: 'a',
            text: 'Keep him intubated until the pulmonary artery catheter is removed tomorrow morning, then extubate him',
            weight: -2,
            next: 's6',
            result: 'He needs propofol overnight for agitation and is extubated the next morning.',
            rationale:
              'The catheter does not require the tube; a night of needless ventilation adds sedation, delirium and the risk of pneumonia.',
          },
          {
            id: 'b',
            text: 'Continue the trial for 2 more hours to be sure',
            weight: -1,
            next: 's6',
            result: 'Two hours later nothing has changed and he is extubated.',
            rationale: 'A 30-minute trial is enough; longer trials add no safety and keep the tube in.',
          },
          {
            id: 'c',
            text: 'Extubate straight to noninvasive ventilation by oronasal mask at IPAP 12, EPAP 6 cm H2O',
            weight: -1,
            next: 's6',
            result: 'He is extubated to the mask; he dislikes it and his nasal bridge reddens.',
            rationale:
              'Routine noninvasive ventilation after extubation is for patients at high risk of failure; a low-risk patient does not need it.',
          },
          {
            id: 'd',
            text: 'Extubate to a nasal cannula at 4 L/min with incentive spirometry and early mobilization',
            weight: 3,
            next: 's6',
            result: 'He is extubated; SpO2 96% on 4 L/min, respiratory rate 18/min.',
            rationale:
              'A passed trial in an awake, stable patient with a good cough means extubation now; lung expansion and mobilization limit the atelectasis common after sternotomy.',
          },
        ],
      },
      {
        id: 's6',
        kind: 'dm',
        prompt:
          'After extubation the chest tube drainage is 160 mL in one hour, then stops completely. His blood pressure falls to 86/60 mm Hg and his heart rate rises to 120/min. The new hemodynamic profile is shown. CHOOSE ONLY ONE.',
        exhibit: {
          kind: 'table',
          variant: 'lab',
          title: 'Hemodynamic profiles: on arrival and now',
          alt: 'Two columns of values. Now: CVP 18, pulmonary artery diastolic 19, wedge 18 mm Hg; cardiac index 1.6; mixed venous saturation 52%; chest tube drainage 5 mL in the last hour.',
          columns: ['Measurement', 'On arrival', 'Now'],
          rows: [
            ['Arterial pressure (mm Hg)', '118/68', '86/60'],
            ['Heart rate (/min)', '86', '120'],
            ['CVP (mm Hg)', '8', '18'],
            ['Pulmonary artery pressure (mm Hg)', '30/14', '32/19'],
            ['Wedge pressure (mm Hg)', '10', '18'],
            ['Cardiac index (L/min/m2)', '2.3', '1.6'],
            ['Mixed venous O2 saturation (%)', '68', '52'],
            ['Chest tube drainage (mL/h)', '60', '5'],
          ],
        },
        options: [
          {
            id: 'a',
            text: 'Give furosemide 40 mg intravenously for the high filling pressures',
            weight: -3,
            next: null,
            result: 'His blood pressure falls to 70/46 mm Hg.',
            rationale:
              'The high pressures come from a heart squeezed from outside, not from too much fluid; a diuretic lowers the filling the heart depends on.',
          },
          {
            id: 'b',
            text: 'Reintubate him and raise PEEP to 10 cm H2O to lower his work of breathing and support the failing heart',
            weight: -2,
            next: null,
            result: 'After intubation his blood pressure falls to 72/50 mm Hg.',
            rationale: 'Positive pressure lowers venous return further in a heart compressed by blood around it.',
          },
          {
            id: 'c',
            text: 'Increase the oxygen and repeat the profile in one hour',
            weight: -2,
            next: null,
            result: 'Forty minutes later his blood pressure is 68/40 mm Hg and the team is called urgently.',
            rationale: 'A falling output with equal diastolic pressures after cardiac surgery cannot wait; the delay risks arrest.',
          },
          {
            id: 'd',
            text: 'Tell the surgeon at once: the drainage stopped and the diastolic pressures have equalized',
            weight: 3,
            next: null,
            result:
              'A bedside echocardiogram shows clot compressing the heart. He returns to the operating room, and after the clot is removed his cardiac index is 2.5 L/min/m2.',
            rationale:
              'Sudden loss of drainage, low output and equal CVP, pulmonary artery diastolic and wedge pressures point to cardiac tamponade, a surgical emergency.',
          },
        ],
      },
    ],
  },
  {
    key: 'cse-cn-005',
    source: 'esc-ers-ph-2022',
    written: '2026-11-29',
    title: 'Pulmonary arterial hypertension with right heart failure and worsening hypoxemia',
    category: 'adult-cardiovascular',
    scenario:
      'A 44-year-old woman with idiopathic pulmonary arterial hypertension, diagnosed three years ago, comes to the emergency department with five days of worsening breathlessness, swollen legs and a 4 kg weight gain. She nearly fainted climbing stairs this morning. She receives epoprostenol by continuous infusion through a tunneled central venous catheter and takes tadalafil by mouth; at home she uses oxygen at 2 L/min at night and on exertion. Her SpO2 is 84% on a nasal cannula at 2 L/min.',
    sections: [
      {
        id: 's1',
        kind: 'ig',
        prompt: 'You are asked to evaluate her with the emergency physician. SELECT AS MANY as indicated in this section.',
        next: 's2',
        options: [
          {
            id: 'a',
            text: 'The epoprostenol pump, its rate and the catheter',
            weight: 3,
            result: 'The pump runs at the prescribed rate; the line is intact and the exit site clean.',
            rationale:
              'Any interruption of an epoprostenol infusion can cause rebound pulmonary hypertension and collapse within minutes, so the pump is checked first.',
          },
          {
            id: 'b',
            text: 'Bedside echocardiogram',
            weight: 1,
            result:
              'Right ventricle severely dilated with poor function; the septum bows into the left ventricle; small pericardial effusion.',
            rationale: 'The echocardiogram shows how badly the right ventricle is doing; it helps but does not change the first steps.',
          },
          {
            id: 'c',
            text: 'Neck veins, liver and legs',
            weight: 2,
            result: 'Neck veins distended to the angle of the jaw; liver enlarged and tender; pitting edema to the knees.',
            rationale: 'These are the signs of right heart failure with fluid overload, which guide the use of diuretics.',
          },
          {
            id: 'd',
            text: 'Arterial blood gas on 2 L/min',
            weight: 2,
            result: 'pH 7.45, PaCO2 31 mm Hg, PaO2 49 mm Hg, HCO3 21 mEq/L.',
            rationale: 'The gas measures the hypoxemia, which itself constricts the pulmonary vessels and must be corrected.',
          },
          {
            id: 'e',
            text: 'Auscultate the chest',
            weight: 1,
            result: 'Lungs clear; loud second heart sound over the pulmonary area.',
            rationale:
              'Clear lungs show the hypoxemia does not come from pneumonia or edema; the loud pulmonary sound fits her known disease.',
          },
          {
            id: 'f',
            text: 'BNP and creatinine',
            weight: 1,
            result: 'BNP 1,260 pg/mL; creatinine 1.4 mg/dL (0.9 last month).',
            rationale: 'A high BNP and worsening kidney function confirm right heart strain and poor output.',
          },
          {
            id: 'g',
            text: 'Spirometry and lung volumes',
            weight: -2,
            result: 'Not available at this time.',
            rationale: 'Pulmonary function testing has no place in an acute decompensation.',
          },
          {
            id: 'h',
            text: 'Sputum for acid-fast bacilli',
            weight: -1,
            result: 'She has no sputum.',
            rationale: 'Nothing suggests tuberculosis; the test does not help.',
          },
          {
            id: 'i',
            text: 'Heart rate, blood pressure, respiratory rate and temperature',
            weight: 2,
            result: 'Heart rate 140/min, regular; blood pressure 96/64 mm Hg; respiratory rate 28/min; temperature 37.0 °C.',
            rationale: 'A low-normal blood pressure with a fast heart rate warns that the right ventricle is close to failing.',
          },
          {
            id: 'j',
            text: '12-lead ECG',
            weight: 2,
            result: 'Lead II of the ECG is shown. The 12-lead tracing also shows right axis deviation.',
            resultExhibit: {
              kind: 'ecg',
              title: 'ECG, lead II',
              alt: 'Regular narrow QRS complexes at about 140/min; between them the baseline shows regular, identical waves at about 280/min with no flat segment.',
              rhythm: 'atrialFlutter',
              atrialRate: 280,
              rate: 140,
              seconds: 6,
            },
            rationale:
              'A new atrial arrhythmia is a common trigger of decompensation in pulmonary hypertension; the right ventricle tolerates the loss of atrial contraction poorly.',
          },
          {
            id: 'k',
            text: 'Vasoreactivity test with inhaled nitric oxide during right heart catheterization',
            weight: -2,
            result: 'Not available at this time.',
            rationale:
              'Vasoreactivity is tested at diagnosis in a stable patient; in right heart failure it is not indicated and the procedure adds risk.',
          },
          {
            id: 'l',
            text: 'Six-minute walk test',
            weight: -3,
            result: 'After 60 m she is dizzy and pale; SpO2 76%.',
            rationale: 'Exercise in a patient who nearly fainted on exertion today risks syncope and cardiac arrest.',
          },
        ],
      },
      {
        id: 's2',
        kind: 'dm',
        prompt: 'The physician asks what you recommend first. CHOOSE ONLY ONE.',
        options: [
          {
            id: 'a',
            text: 'Keep the cannula at 2 L/min, her home prescription, to avoid retaining CO2',
            weight: -2,
            next: 's4',
            result: 'An hour later SpO2 is 81% and her blood pressure 88/58 mm Hg; she is more lightheaded.',
            rationale:
              'She has no CO2 retention (PaCO2 31 mm Hg), and hypoxemia worsens pulmonary vasoconstriction and the strain on the right ventricle.',
          },
          {
            id: 'b',
            text: 'Raise the cannula to 6 L/min, titrated to SpO2 92% or more',
            weight: 3,
            next: 's3',
            result:
              'SpO2 rises to 92%. She is admitted to the intensive care unit; the cardiologist plans to restore sinus rhythm and starts intravenous furosemide.',
            rationale: 'Correcting hypoxemia lowers pulmonary vascular resistance and helps the failing right ventricle.',
          },
          {
            id: 'c',
            text: 'Pause the epoprostenol until the systolic pressure is over 100 mm Hg',
            weight: -3,
            next: 's2',
            result: 'The physician disagrees. Make another selection.',
            rationale:
              'Stopping epoprostenol, even briefly, can cause a rebound rise in pulmonary pressure and cardiac arrest; the infusion must never be interrupted.',
          },
          {
            id: 'd',
            text: 'Intubate now, before she tires, so that her oxygenation can be controlled',
            weight: -3,
            next: 's2',
            result: 'The physician disagrees. Make another selection.',
            rationale:
              'Induction drugs and positive pressure can cause right ventricular collapse in pulmonary hypertension; intubation is a last resort.',
          },
        ],
      },
      {
        id: 's3',
        kind: 'ig',
        prompt:
          'She is in the intensive care unit on a nasal cannula at 6 L/min. SELECT AS MANY as indicated in this section to monitor her.',
        next: 's5',
        options: [
          {
            id: 'a',
            text: 'SpO2',
            weight: 2,
            result: '92–93%.',
            rationale: 'Oxygenation is tracked continuously to keep the target.',
          },
          {
            id: 'b',
            text: 'Serum lactate',
            weight: 2,
            result: '3.1 mmol/L.',
            rationale: 'A raised lactate shows tissue hypoperfusion from low output.',
          },
          {
            id: 'c',
            text: 'Urine output and fluid balance',
            weight: 2,
            result: '30 mL/h in the last 2 hours; 4 kg above her usual weight.',
            rationale: 'A poor response to diuretics reflects low cardiac output and guides treatment.',
          },
          {
            id: 'd',
            text: 'Cardiopulmonary exercise test',
            weight: -3,
            result: 'Not available at this time.',
            rationale: 'Exercise testing during decompensation is dangerous.',
          },
          {
            id: 'e',
            text: 'The catheter exit site and signs of infection',
            weight: 2,
            result: 'No redness or discharge at the exit site; temperature 37.0 °C.',
            rationale: 'Catheter infection is a frequent trigger of decompensation in patients on intravenous prostacyclin.',
          },
          {
            id: 'f',
            text: 'Pulmonary function tests',
            weight: -2,
            result: 'Not available at this time.',
            rationale: 'No pulmonary function test informs the management of acute right heart failure.',
          },
          {
            id: 'g',
            text: 'Fiberoptic bronchoscopy',
            weight: -2,
            result: 'Not available at this time.',
            rationale: 'Nothing points to an airway problem; sedation for the procedure could cause collapse.',
          },
          {
            id: 'h',
            text: 'Draw blood for a central venous saturation through the epoprostenol catheter',
            weight: -3,
            result:
              'The infusion stops while blood is drawn; flushing the line then gives her a bolus of the drug and her blood pressure falls to 70/42 mm Hg.',
            rationale:
              'The epoprostenol line is dedicated: drawing from it interrupts the infusion and flushing it delivers a dangerous bolus.',
          },
          {
            id: 'i',
            text: 'Portable chest radiograph',
            weight: 1,
            result: 'Enlarged right heart and central pulmonary arteries; clear lung fields.',
            rationale: 'The film excludes pneumonia and effusion as added causes.',
          },
          {
            id: 'j',
            text: 'Blood pressure and heart rate',
            weight: 2,
            result: 'Blood pressure 90/60 mm Hg; heart rate 140/min.',
            rationale: 'A falling pressure signals worsening right ventricular failure and the need for vasopressor support.',
          },
        ],
      },
      {
        id: 's4',
        kind: 'dm',
        prompt:
          'Her SpO2 is 81% on 2 L/min, blood pressure 88/58 mm Hg, heart rate 146/min. She is lightheaded but alert. CHOOSE ONLY ONE.',
        options: [
          {
            id: 'a',
            text: 'Give a 1 L bolus of normal saline for the low blood pressure',
            weight: -2,
            next: 's4',
            result: 'The physician disagrees. Make another selection.',
            rationale: 'A large fluid load overstretches the failing right ventricle; she is already overloaded.',
          },
          {
            id: 'b',
            text: 'Start noninvasive ventilation by oronasal mask at IPAP 16, EPAP 8 cm H2O with FIO2 0.50',
            weight: -1,
            next: 's4',
            result: 'The physician disagrees. Make another selection.',
            rationale: 'She needs more oxygen, not pressure; high mean airway pressure can reduce right ventricular output.',
          },
          {
            id: 'c',
            text: 'Intubate her and ventilate with a tidal volume of 8 mL/kg and a PEEP of 10 cm H2O',
            weight: -3,
            next: null,
            result: 'After induction her blood pressure falls to 50/30 mm Hg and she has a cardiac arrest.',
            rationale:
              'Sedation and positive pressure can collapse a failing right ventricle; she was alert and would have responded to oxygen.',
          },
          {
            id: 'd',
            text: 'Increase the oxygen to reach SpO2 92% or more',
            weight: 2,
            next: 's3',
            result:
              'On 6 L/min SpO2 rises to 92%. She is admitted to the intensive care unit; the cardiologist plans to restore sinus rhythm and starts intravenous furosemide.',
            rationale: 'Oxygen to target was needed from the start; it lowers pulmonary vascular resistance.',
          },
        ],
      },
      {
        id: 's5',
        kind: 'dm',
        prompt:
          'Four hours later, still in atrial flutter at 140/min, she is tiring: respiratory rate 32/min, SpO2 88% on 6 L/min, blood pressure 86/56 mm Hg. A norepinephrine infusion is started. CHOOSE ONLY ONE.',
        options: [
          {
            id: 'a',
            text: 'High-flow nasal cannula at 40 L/min, FIO2 0.60, titrated to SpO2 92% or more',
            weight: 3,
            next: 's6',
            result:
              'SpO2 rises to 94% and her respiratory rate falls to 24/min. The next morning she is cardioverted to sinus rhythm and the diuretic begins to work.',
            rationale:
              'High-flow oxygen meets her demand with little rise in intrathoracic pressure and avoids the risks of intubation while the cause is treated.',
          },
          {
            id: 'b',
            text: 'Intubate with a tidal volume of 8 mL/kg and a PEEP of 12 cm H2O to rest her breathing muscles',
            weight: -3,
            next: null,
            result: 'After induction she becomes profoundly hypotensive and has a cardiac arrest.',
            rationale:
              'Intubation is a last resort in right ventricular failure; high PEEP and large volumes raise pulmonary vascular resistance further.',
          },
          {
            id: 'c',
            text: 'Noninvasive ventilation by oronasal mask at IPAP 18, EPAP 10 cm H2O',
            weight: -1,
            next: 's6',
            result:
              'Her blood pressure falls to 80/52 mm Hg and the norepinephrine is increased; she tolerates the mask poorly. She is switched to high-flow oxygen, cardioverted the next morning and slowly improves.',
            rationale: 'High mean airway pressure can lower right ventricular output; high-flow oxygen was the better first step here.',
          },
          {
            id: 'd',
            text: 'Nonrebreathing mask at 15 L/min and a sedative to ease her anxiety',
            weight: -2,
            next: 's6',
            result:
              'She becomes drowsy, her PaCO2 rises to 48 mm Hg and her blood pressure falls. The sedative is stopped, she is moved to high-flow oxygen and cardioverted the next morning.',
            rationale:
              'Sedation depresses the breathing and lowers blood pressure; hypercapnia and acidosis raise pulmonary vascular resistance.',
          },
        ],
      },
      {
        id: 's6',
        kind: 'dm',
        prompt:
          'Five days later she is in sinus rhythm and back to her usual weight. SpO2 is 94% at rest on 2 L/min and 86% while walking on the same flow. The team plans her discharge. CHOOSE ONLY ONE.',
        options: [
          {
            id: 'a',
            text: 'Stop home oxygen, since her resting saturation is acceptable',
            weight: -2,
            next: null,
            result: 'At her clinic visit two weeks later she is more breathless and her legs are swelling again.',
            rationale: 'She desaturates with activity; in pulmonary hypertension, hypoxemia adds to the load on the right ventricle.',
          },
          {
            id: 'b',
            text: 'Start nightly noninvasive ventilation at home',
            weight: -1,
            next: null,
            result: 'She returns the machine after a week, unable to sleep with it.',
            rationale: 'Nothing suggests sleep-disordered breathing or hypoventilation; home noninvasive ventilation is not indicated.',
          },
          {
            id: 'c',
            text: 'Titrate the exertional oxygen flow by walking oximetry and continue the epoprostenol at home',
            weight: 3,
            next: null,
            result:
              'With 4 L/min while walking her SpO2 stays at 91% or higher. She goes home with a follow-up visit at the pulmonary hypertension clinic.',
            rationale:
              'Oxygen is prescribed to keep saturation up at rest and with effort; the infusion continues without a break and follow-up is arranged in an expert center.',
          },
          {
            id: 'd',
            text: 'Enroll her in high-intensity interval training starting this week',
            weight: -1,
            next: null,
            result: 'On the first session she becomes dizzy and stops.',
            rationale:
              'Supervised exercise training helps stable patients once on therapy, but not in the days after decompensation or at high intensity.',
          },
        ],
      },
    ],
  },
  {
    key: 'cse-cn-006',
    source: 'ean-pns-gbs-2023',
    written: '2026-11-29',
    title: 'Guillain-Barré syndrome with rising weakness',
    category: 'adult-neuro',
    scenario:
      'A 38-year-old man (ideal body weight 70 kg) is admitted to the neurology ward with three days of tingling in his feet and weakness that has spread from his legs to his arms. Ten days ago he had a diarrheal illness. He can no longer climb stairs, and his knee and ankle reflexes are absent. The neurologist suspects Guillain-Barré syndrome and asks you to assess his breathing. He is breathing room air and says he feels "a little short of breath lying flat."',
    sections: [
      {
        id: 's1',
        kind: 'ig',
        prompt: 'SELECT AS MANY as indicated in this section to evaluate his breathing.',
        next: 's2',
        options: [
          {
            id: 'a',
            text: 'Spirometry before and after a bronchodilator',
            weight: -1,
            result: 'FEV1/FVC 0.86; no change after albuterol.',
            rationale: 'He has no airway obstruction; reversibility testing answers no question here.',
          },
          {
            id: 'b',
            text: 'Neck flexion strength',
            weight: 1,
            result: 'Weak: he cannot hold his head up against light pressure.',
            rationale: 'Neck flexor weakness tends to parallel diaphragm weakness and is a quick bedside warning.',
          },
          {
            id: 'c',
            text: 'Walking oximetry in the hallway',
            weight: -2,
            result: 'He cannot stand without help.',
            rationale: 'Asking a patient with rapidly spreading weakness to walk risks a fall and tells nothing new.',
          },
          {
            id: 'd',
            text: 'Maximal expiratory pressure',
            weight: 1,
            result: '+52 cm H2O.',
            rationale: 'Expiratory strength reflects how well he can cough and clear secretions.',
          },
          {
            id: 'e',
            text: 'Vital capacity',
            weight: 3,
            result: '2.1 L (30 mL/kg).',
            rationale:
              'Vital capacity is the key bedside measure of respiratory muscle strength in Guillain-Barré syndrome; its trend predicts the need for ventilation.',
          },
          {
            id: 'f',
            text: 'Diffusing capacity (DLCO)',
            weight: -1,
            result: 'Not available at this time.',
            rationale: 'Gas transfer is not the problem; the muscles are.',
          },
          {
            id: 'g',
            text: 'SpO2 on room air',
            weight: 0,
            result: '97%.',
            rationale: 'Oxygen saturation stays normal until late in neuromuscular failure; a normal value neither reassures nor guides.',
          },
          {
            id: 'h',
            text: 'Overnight polysomnography',
            weight: -2,
            result: 'Not available at this time.',
            rationale: 'A sleep study delays care and does not measure the acute threat.',
          },
          {
            id: 'i',
            text: 'Arterial blood gas on room air',
            weight: 0,
            result: 'pH 7.42, PaCO2 38 mm Hg, PaO2 88 mm Hg, HCO3 24 mEq/L.',
            rationale: 'The gas is normal, as expected early on; it does not predict the coming failure.',
          },
          {
            id: 'j',
            text: 'Cough, voice and swallowing',
            weight: 2,
            result: 'Voice normal; cough weak; he coughs after sips of water.',
            rationale: 'Bulbar weakness raises the risk of aspiration and makes a mask unsafe if his breathing fails.',
          },
          {
            id: 'k',
            text: 'Heart rate and blood pressure',
            weight: 2,
            result: 'Heart rate 104/min; blood pressure 158/94 mm Hg, 112/70 mm Hg an hour earlier.',
            rationale:
              'Swings in heart rate and blood pressure show autonomic involvement, which adds risk to intubation and calls for monitoring.',
          },
          {
            id: 'l',
            text: 'Sputum culture',
            weight: -1,
            result: 'No sputum.',
            rationale: 'There is no sign of infection in the lungs.',
          },
          {
            id: 'm',
            text: 'Counting aloud in a single breath',
            weight: 1,
            result: 'He counts to 22.',
            rationale: 'A single-breath count is a rough, quick check of vital capacity that nurses can repeat between measurements.',
          },
          {
            id: 'n',
            text: 'Maximal inspiratory pressure',
            weight: 2,
            result: '−38 cm H2O.',
            rationale:
              'Inspiratory pressure measures diaphragm strength and, with vital capacity, sets the threshold for elective intubation.',
          },
        ],
      },
      {
        id: 's2',
        kind: 'dm',
        prompt: 'The neurologist starts intravenous immunoglobulin and asks how his breathing should be monitored. CHOOSE ONLY ONE.',
        options: [
          {
            id: 'a',
            text: 'Continuous pulse oximetry only: bedside measurements are needed only if SpO2 falls below 92%',
            weight: -2,
            next: 's4',
            result: 'His SpO2 stays at 96–97% through the night.',
            rationale:
              'Saturation falls only when failure is advanced; relying on it misses the weakening that bedside mechanics show hours earlier.',
          },
          {
            id: 'b',
            text: 'Intubate him electively now, before he weakens further',
            weight: -2,
            next: 's2',
            result: 'The physician disagrees. Make another selection.',
            rationale:
              'With a vital capacity of 30 mL/kg and a strong inspiratory pressure he does not yet meet the thresholds for intubation.',
          },
          {
            id: 'c',
            text: 'An arterial blood gas every 6 hours to detect CO2 retention early',
            weight: -1,
            next: 's4',
            result: 'The gases stay normal through the night.',
            rationale: 'CO2 rises only late in neuromuscular failure; repeated punctures are painful and less useful than vital capacity.',
          },
          {
            id: 'd',
            text: 'Vital capacity and inspiratory pressure every 4 hours in the intensive care unit',
            weight: 3,
            next: 's3',
            result: 'He is moved to the intensive care unit with measurements every 4 hours and continuous cardiac monitoring.',
            rationale:
              'Serial bedside mechanics detect the decline early; intensive care also monitors the autonomic instability he already shows.',
          },
        ],
      },
      {
        id: 's3',
        kind: 'ig',
        prompt: 'Twelve hours later the nurse reports that he seems anxious. SELECT AS MANY as indicated in this section.',
        next: 's5',
        options: [
          {
            id: 'a',
            text: 'Maximal inspiratory pressure',
            weight: 3,
            result: '−24 cm H2O.',
            rationale: 'An inspiratory pressure weaker than −30 cm H2O is one of the thresholds for elective intubation.',
          },
          {
            id: 'b',
            text: 'Diffusing capacity (DLCO)',
            weight: -1,
            result: 'Not available at this time.',
            rationale: 'Gas transfer does not reflect muscle weakness.',
          },
          {
            id: 'c',
            text: 'Respiratory rate and breathing pattern',
            weight: 2,
            result: 'Respiratory rate 28/min, shallow; the abdomen moves inward as he breathes in.',
            rationale: 'Fast shallow breathing and paradoxical abdominal motion show the diaphragm is failing.',
          },
          {
            id: 'd',
            text: 'CT scan of the chest',
            weight: -2,
            result: 'Not available at this time.',
            rationale: 'Imaging does not measure muscle strength and takes a fragile patient off the unit.',
          },
          {
            id: 'e',
            text: 'Heart rate and blood pressure',
            weight: 1,
            result: 'Heart rate swinging between 58 and 128/min; blood pressure between 96/60 and 170/100 mm Hg.',
            rationale: 'Autonomic swings make intubation riskier and need to be known in advance.',
          },
          {
            id: 'f',
            text: 'Six-minute walk test',
            weight: -3,
            result: 'Not available at this time.',
            rationale: 'He cannot walk safely; the attempt could end in a fall or a respiratory arrest.',
          },
          {
            id: 'g',
            text: 'SpO2',
            weight: 1,
            result: '95% on room air.',
            rationale: 'Still near normal, which shows why saturation cannot be trusted to time the intubation.',
          },
          {
            id: 'h',
            text: 'Arterial blood gas',
            weight: 1,
            result: 'pH 7.40, PaCO2 41 mm Hg, PaO2 76 mm Hg, HCO3 25 mEq/L.',
            rationale:
              'The PaCO2 is still normal but no longer low despite his fast breathing; the gas confirms mechanics but does not replace them.',
          },
          {
            id: 'i',
            text: 'Full pulmonary function tests in the laboratory',
            weight: -2,
            result: 'Not available at this time.',
            rationale: 'Transport to the laboratory adds risk; bedside measures answer the question.',
          },
          {
            id: 'j',
            text: 'Cough and secretions',
            weight: 2,
            result: 'He cannot clear his saliva; the cough is weak and wet.',
            rationale: 'Inability to clear secretions makes aspiration likely and argues against a mask.',
          },
          {
            id: 'k',
            text: 'Vital capacity',
            weight: 3,
            result: '1.3 L (19 mL/kg), down from 2.1 L.',
            rationale: 'A fall below 20 mL/kg, and by more than 30% from baseline, marks a high risk of respiratory failure.',
          },
        ],
      },
      {
        id: 's4',
        kind: 'dm',
        prompt:
          'The next morning he is anxious, breathing 32 times a minute and pooling saliva. SpO2 is 93% on room air. His vital capacity is now 1.1 L (16 mL/kg) and his maximal inspiratory pressure −20 cm H2O. CHOOSE ONLY ONE.',
        options: [
          {
            id: 'a',
            text: 'Nasal cannula at 3 L/min and repeat the measurements in 4 hours',
            weight: -3,
            next: null,
            result:
              'Two hours later he is found drowsy with a PaCO2 of 84 mm Hg and is intubated as an emergency; he aspirates during the procedure.',
            rationale:
              'Oxygen hides the warning of a falling saturation while the muscles fail; emergency intubation carries far more risk than a planned one.',
          },
          {
            id: 'b',
            text: 'Noninvasive ventilation by oronasal mask at IPAP 12, EPAP 5 cm H2O',
            weight: -2,
            next: 's4',
            result: 'The physician disagrees. Make another selection.',
            rationale:
              'With bulbar weakness and pooled secretions, a mask risks aspiration and only delays intubation in a disease that is still progressing.',
          },
          {
            id: 'c',
            text: 'Planned intubation now in the intensive care unit, avoiding succinylcholine',
            weight: 2,
            next: 's6',
            result: 'He is intubated without complication with rocuronium.',
            rationale:
              'He is past the thresholds and cannot clear secretions; a controlled intubation is safest, and succinylcholine can cause severe hyperkalemia in denervated muscle.',
          },
          {
            id: 'd',
            text: 'Incentive spirometry every hour while awake',
            weight: -1,
            next: 's4',
            result: 'The physician disagrees. Make another selection.',
            rationale: 'Exercises cannot overcome a paralysis that is still progressing.',
          },
        ],
      },
      {
        id: 's5',
        kind: 'dm',
        prompt: 'The physician asks for your recommendation. CHOOSE ONLY ONE.',
        options: [
          {
            id: 'a',
            text: 'Wait for the immunoglobulin to work and repeat the measurements in the morning',
            weight: -2,
            next: 's4',
            result: 'Overnight his breathing becomes faster and more shallow.',
            rationale: 'Treatment takes days to act; meanwhile the thresholds he has crossed predict respiratory failure within hours.',
          },
          {
            id: 'b',
            text: 'Elective intubation now, with a nondepolarizing drug instead of succinylcholine',
            weight: 3,
            next: 's6',
            result: 'He is intubated without complication with rocuronium.',
            rationale:
              'A vital capacity under 20 mL/kg, an inspiratory pressure weaker than −30 cm H2O and poor secretion clearance call for planned intubation before a crisis.',
          },
          {
            id: 'c',
            text: 'Rapid sequence intubation with succinylcholine and etomidate',
            weight: -2,
            next: 's6',
            result: 'Minutes after intubation his potassium is 6.9 mEq/L with peaked T waves; it is treated and he stabilizes.',
            rationale: 'Intubation is right, but succinylcholine can release dangerous amounts of potassium from denervated muscle.',
          },
          {
            id: 'd',
            text: 'Noninvasive ventilation by oronasal mask at IPAP 14, EPAP 6 cm H2O to support him while the treatment works',
            weight: -2,
            next: 's5',
            result: 'The physician disagrees. Make another selection.',
            rationale: 'Bulbar weakness and secretions make a mask unsafe, and in a progressing paralysis it only postpones intubation.',
          },
        ],
      },
      {
        id: 's6',
        kind: 'dm',
        prompt: 'He is intubated. His chest radiograph is clear. Which initial ventilator settings do you recommend? CHOOSE ONLY ONE.',
        options: [
          {
            id: 'a',
            text: 'Volume control, tidal volume 900 mL, rate 10/min, PEEP 5 cm H2O, FIO2 0.40',
            weight: -2,
            next: null,
            result: 'Plateau pressure 28 cm H2O; PaCO2 31 mm Hg.',
            rationale: 'Nearly 13 mL/kg overstretches the lungs; large volumes are no longer used to prevent atelectasis.',
          },
          {
            id: 'b',
            text: 'Volume control, tidal volume 490 mL, rate 14/min, PEEP 5 cm H2O, FIO2 0.30',
            weight: 3,
            next: null,
            result: 'Plateau pressure 14 cm H2O; pH 7.41, PaCO2 39 mm Hg, PaO2 104 mm Hg. He rests comfortably.',
            rationale: 'Full support with about 7 mL/kg of ideal body weight rests the weak muscles and protects normal lungs.',
          },
          {
            id: 'c',
            text: 'CPAP 5 cm H2O with pressure support 5 cm H2O, to keep his muscles working',
            weight: -3,
            next: null,
            result: 'His tidal volumes fall to 180 mL at a rate of 38/min and his PaCO2 rises to 62 mm Hg.',
            rationale: 'His muscles are too weak for a spontaneous mode; he needs full support until the disease turns.',
          },
          {
            id: 'd',
            text: 'SIMV at 6/min with no pressure support, so he keeps breathing between the breaths',
            weight: -2,
            next: null,
            result: 'Between the machine breaths he takes tiny breaths at 34/min and tires.',
            rationale: 'Unsupported breaths through a tube overload muscles that are already failing.',
          },
        ],
      },
    ],
  },
  {
    key: 'cse-cn-007',
    source: 'mg-consensus-2021',
    written: '2026-11-29',
    title: 'Myasthenic crisis during pneumonia',
    category: 'adult-neuro',
    scenario:
      'A 56-year-old woman (ideal body weight 60 kg) with generalized myasthenia gravis, treated with pyridostigmine and prednisone, is admitted to the medical ward with four days of fever and a productive cough. Since yesterday she has double vision, drooping eyelids and trouble swallowing, and her voice has become nasal. She is on a nasal cannula at 2 L/min with an SpO2 of 96%. The admitting physician asks you to assess her breathing.',
    sections: [
      {
        id: 's1',
        kind: 'ig',
        prompt: 'SELECT AS MANY as indicated in this section.',
        next: 's2',
        options: [
          {
            id: 'a',
            text: 'Eyelids and neck strength',
            weight: 1,
            result: 'Ptosis worsens during sustained upward gaze; neck flexion is weak.',
            rationale: 'Neck flexor weakness parallels respiratory muscle weakness and is a quick repeatable check.',
          },
          {
            id: 'b',
            text: 'The current medication orders',
            weight: 2,
            result: 'Intravenous levofloxacin for pneumonia and intravenous magnesium sulfate for a low serum magnesium have been ordered.',
            rationale: 'Fluoroquinolones and intravenous magnesium both impair neuromuscular transmission and can deepen a crisis.',
          },
          {
            id: 'c',
            text: 'SpO2',
            weight: 0,
            result: '96% on 2 L/min.',
            rationale: 'A normal saturation on oxygen says nothing about muscle strength; it falls late in a crisis.',
          },
          {
            id: 'd',
            text: 'Edrophonium test',
            weight: -2,
            result: 'Not available at this time.',
            rationale: 'The diagnosis is known, the test is no longer in routine use, and it can cause bradycardia and more secretions.',
          },
          {
            id: 'e',
            text: 'Treadmill exercise oximetry',
            weight: -2,
            result: 'She stops after one minute, exhausted.',
            rationale: 'Exercise worsens myasthenic weakness and adds nothing to the assessment.',
          },
          {
            id: 'f',
            text: 'Maximal inspiratory pressure',
            weight: 2,
            result: '−28 cm H2O.',
            rationale: 'Inspiratory pressure measures diaphragm strength; a value weaker than −30 cm H2O already signals danger.',
          },
          {
            id: 'g',
            text: 'Arterial blood gas',
            weight: 1,
            result: 'pH 7.38, PaCO2 44 mm Hg, PaO2 82 mm Hg, HCO3 25 mEq/L on 2 L/min.',
            rationale: 'A normal PaCO2 in a breathless patient is a warning sign, but the gas lags behind the bedside mechanics.',
          },
          {
            id: 'h',
            text: 'Vital capacity',
            weight: 3,
            result: '1.4 L (23 mL/kg); her clinic value last month was 2.6 L.',
            rationale:
              'Vital capacity, and its fall from her usual value, is the main bedside measure of how close she is to respiratory failure.',
          },
          {
            id: 'i',
            text: 'Maximal expiratory pressure',
            weight: 1,
            result: '+40 cm H2O.',
            rationale: 'Expiratory strength shows how well she can cough up the secretions of her pneumonia.',
          },
          {
            id: 'j',
            text: 'Voice, swallowing and cough',
            weight: 2,
            result: 'Nasal speech; she chokes on sips of water; the cough is weak.',
            rationale: 'Bulbar weakness threatens the airway and decides whether a mask could be used.',
          },
          {
            id: 'k',
            text: 'Spirometry before and after a bronchodilator',
            weight: -1,
            result: 'FEV1/FVC 0.84; no change after albuterol.',
            rationale: 'Her problem is weakness, not obstruction.',
          },
          {
            id: 'l',
            text: 'Chest radiograph',
            weight: 2,
            result: 'Consolidation in the right lower lobe.',
            rationale: 'Infection is the usual trigger of a myasthenic crisis and needs treatment.',
          },
          {
            id: 'm',
            text: 'Overnight polysomnography',
            weight: -2,
            result: 'Not available at this time.',
            rationale: 'A sleep study delays the decisions she needs today.',
          },
          {
            id: 'n',
            text: 'Repetitive nerve stimulation study',
            weight: -1,
            result: 'Decrement in the hand muscles.',
            rationale: 'The study confirms a diagnosis she already has and does not guide her breathing care.',
          },
        ],
      },
      {
        id: 's2',
        kind: 'dm',
        prompt: 'The physician asks for your recommendation. CHOOSE ONLY ONE.',
        options: [
          {
            id: 'a',
            text: 'Give the ordered medications and watch SpO2 continuously, calling the physician if it falls below 90%',
            weight: -3,
            next: 's4',
            result: 'The magnesium and levofloxacin are given. She seems stable on the oximeter for two hours.',
            rationale: 'Both drugs can worsen the weakness, and saturation is a late sign of failure in neuromuscular disease.',
          },
          {
            id: 'b',
            text: 'Intubate her now, while she is still strong enough to tolerate it',
            weight: -1,
            next: 's2',
            result: 'The physician disagrees. Make another selection.',
            rationale: 'She has not yet reached the thresholds for intubation; she needs close monitoring and treatment of the triggers.',
          },
          {
            id: 'c',
            text: 'Double the pyridostigmine dose to improve her strength quickly',
            weight: -1,
            next: 's2',
            result: 'The physician disagrees. Make another selection.',
            rationale: 'High doses increase secretions and can cause a cholinergic crisis that is hard to tell from a myasthenic one.',
          },
          {
            id: 'd',
            text: 'Suggest another antibiotic, hold the IV magnesium, and measure VC and MIP every 2–4 hours in the ICU',
            weight: 3,
            next: 's3',
            result: 'The orders are changed and she moves to the intensive care unit. Plasma exchange is planned for the afternoon.',
            rationale:
              'Drugs that block neuromuscular transmission are avoided, and serial mechanics in intensive care catch the decline early.',
          },
        ],
      },
      {
        id: 's3',
        kind: 'ig',
        prompt: 'Six hours later, before the first plasma exchange, she looks more tired. SELECT AS MANY as indicated in this section.',
        next: 's5',
        options: [
          {
            id: 'a',
            text: 'Heart rate and blood pressure',
            weight: 1,
            result: 'Heart rate 96/min; blood pressure 132/80 mm Hg.',
            rationale: 'Baseline values are needed before intubation and plasma exchange.',
          },
          {
            id: 'b',
            text: 'Maximal inspiratory pressure',
            weight: 3,
            result: '−18 cm H2O.',
            rationale: 'An inspiratory pressure weaker than −20 cm H2O means the diaphragm can no longer sustain breathing for long.',
          },
          {
            id: 'c',
            text: 'Respiratory rate and pattern',
            weight: 2,
            result: 'Respiratory rate 30/min, shallow, with inward motion of the abdomen on inspiration.',
            rationale: 'Rapid shallow breathing with paradox shows the diaphragm is failing.',
          },
          {
            id: 'd',
            text: 'Edrophonium test',
            weight: -2,
            result: 'Not available at this time.',
            rationale: 'It cannot guide care in a crisis and can worsen secretions.',
          },
          {
            id: 'e',
            text: 'Vital capacity',
            weight: 3,
            result: '0.9 L (15 mL/kg).',
            rationale: 'A vital capacity under 15–20 mL/kg is a threshold for ventilatory support.',
          },
          {
            id: 'f',
            text: 'Fiberoptic bronchoscopy',
            weight: -1,
            result: 'Not available at this time.',
            rationale: 'Secretions are in the mouth and upper airway; bronchoscopy is not the first answer and adds sedation.',
          },
          {
            id: 'g',
            text: 'SpO2',
            weight: 1,
            result: '94% on 2 L/min.',
            rationale: 'Saturation is still acceptable despite the failure, which is why it cannot guide the decision.',
          },
          {
            id: 'h',
            text: 'Full pulmonary function tests in the laboratory',
            weight: -2,
            result: 'Not available at this time.',
            rationale: 'The bedside values answer the question without moving her.',
          },
          {
            id: 'i',
            text: 'CT scan of the chest',
            weight: -2,
            result: 'Not available at this time.',
            rationale: 'Imaging does not change the decision and takes her off the unit at a dangerous moment.',
          },
          {
            id: 'j',
            text: 'Secretions and swallowing',
            weight: 2,
            result: 'She cannot handle her saliva; the cough is weak and wet.',
            rationale: 'Pooled secretions with bulbar weakness mean a mask would be unsafe.',
          },
          {
            id: 'k',
            text: 'Overnight oximetry',
            weight: -1,
            result: 'Not available at this time.',
            rationale: 'She needs a decision now, not a night of recording.',
          },
          {
            id: 'l',
            text: 'Arterial blood gas',
            weight: 2,
            result: 'pH 7.33, PaCO2 50 mm Hg, PaO2 70 mm Hg, HCO3 26 mEq/L on 2 L/min.',
            rationale: 'A rising PaCO2 confirms ventilatory failure has started.',
          },
        ],
      },
      {
        id: 's4',
        kind: 'dm',
        prompt:
          'Two hours later she is breathing 34 times a minute, cannot lift her head and is drooling. SpO2 is 93% on 2 L/min. Her vital capacity is 0.8 L (13 mL/kg) and her maximal inspiratory pressure −16 cm H2O. CHOOSE ONLY ONE.',
        options: [
          {
            id: 'a',
            text: 'Give an extra dose of intravenous neostigmine and observe her response',
            weight: -1,
            next: 's4',
            result: 'The physician disagrees. Make another selection.',
            rationale:
              'More anticholinesterase adds secretions and risks a cholinergic crisis; it does not reverse a crisis driven by infection and drugs.',
          },
          {
            id: 'b',
            text: 'Intubate now, with a reduced dose of a nondepolarizing blocker, and stop any drug that worsens weakness',
            weight: 2,
            next: 's6',
            result: 'She is intubated without complication. Levofloxacin is replaced and plasma exchange begins.',
            rationale:
              'She is past the thresholds and cannot protect her airway; patients with myasthenia are very sensitive to nondepolarizing blockers, so the dose is reduced.',
          },
          {
            id: 'c',
            text: 'Noninvasive ventilation by oronasal mask at IPAP 12, EPAP 5 cm H2O',
            weight: -2,
            next: 's4',
            result: 'The physician disagrees. Make another selection.',
            rationale: 'With pooled saliva and a weak cough a mask risks aspiration; a mask suits a crisis without marked bulbar weakness.',
          },
          {
            id: 'd',
            text: 'Raise the oxygen to 6 L/min and repeat the measurements in 2 hours',
            weight: -3,
            next: null,
            result: 'An hour later she is found unresponsive with a PaCO2 of 90 mm Hg and is intubated during a cardiac arrest.',
            rationale: 'Oxygen masks the warning while her muscles fail; she needed intubation before the arrest.',
          },
        ],
      },
      {
        id: 's5',
        kind: 'dm',
        prompt: 'The physician asks for your recommendation. CHOOSE ONLY ONE.',
        options: [
          {
            id: 'a',
            text: 'Planned intubation now, with a reduced dose of a nondepolarizing blocker',
            weight: 3,
            next: 's6',
            result: 'She is intubated without complication, and plasma exchange begins.',
            rationale:
              'Falling vital capacity and inspiratory pressure, a rising PaCO2 and pooled secretions call for controlled intubation before a crisis turns into an arrest.',
          },
          {
            id: 'b',
            text: 'Noninvasive ventilation by oronasal mask at IPAP 12, EPAP 5 cm H2O until the plasma exchange works',
            weight: -1,
            next: 's5',
            result: 'The physician disagrees. Make another selection.',
            rationale:
              'A mask can avoid intubation in a crisis without bulbar weakness, but her pooled secretions and weak cough make it unsafe.',
          },
          {
            id: 'c',
            text: 'Start high-dose prednisone and repeat the measurements tomorrow morning',
            weight: -2,
            next: 's4',
            result: 'Her breathing worsens through the evening.',
            rationale: 'Steroids act slowly and high starting doses can briefly worsen weakness; she needs a decision on her airway now.',
          },
          {
            id: 'd',
            text: 'Increase the oxygen to a Venturi mask at 40% to improve her PaO2 of 70',
            weight: -2,
            next: 's4',
            result: 'Her saturation rises to 98%, but her breathing worsens through the evening.',
            rationale: 'More oxygen treats a number while the ventilatory failure progresses.',
          },
        ],
      },
      {
        id: 's6',
        kind: 'dm',
        prompt:
          'She is on volume control ventilation, tidal volume 420 mL, rate 14/min, PEEP 5 cm H2O, FIO2 0.35, with normal blood gases. Plasma exchange continues every other day. CHOOSE ONLY ONE.',
        options: [
          {
            id: 'a',
            text: 'Give a vecuronium infusion so that she is fully synchronized with the ventilator',
            weight: -3,
            next: null,
            result: 'After the infusion stops she remains paralyzed for two days.',
            rationale:
              'Patients with myasthenia are very sensitive to nondepolarizing blockers; an infusion prolongs weakness and ventilation.',
          },
          {
            id: 'b',
            text: 'Perform a tracheostomy within 48 hours',
            weight: -1,
            next: null,
            result: 'The tracheostomy is done on day 2; she is off the ventilator on day 8.',
            rationale: 'Most crises improve within two weeks of treatment; an early tracheostomy is not needed.',
          },
          {
            id: 'c',
            text: 'Measure VC and MIP daily and start breathing trials as her strength returns',
            weight: 3,
            next: null,
            result:
              'By day 6 her vital capacity is 1.4 L and her maximal inspiratory pressure −34 cm H2O; she passes a breathing trial and is extubated.',
            rationale: 'Full support rests her while treatment works; daily mechanics show when a breathing trial is worth starting.',
          },
          {
            id: 'd',
            text: 'Start a trial of CPAP without pressure support tomorrow, whatever her mechanics show, to avoid muscle atrophy',
            weight: -2,
            next: null,
            result: 'On day 2 she breathes 38 times a minute with tidal volumes of 160 mL and is returned to full support.',
            rationale: 'Trials before strength returns fail and exhaust her; timing follows the mechanics.',
          },
        ],
      },
    ],
  },
  {
    key: 'cse-cn-008',
    source: 'pva-sci-respiratory-2005',
    written: '2026-11-29',
    title: 'High cervical spinal cord injury after a diving accident',
    category: 'adult-neuro',
    scenario:
      'A 24-year-old man (ideal body weight 75 kg) dove into shallow water yesterday and has a C4–C5 fracture-dislocation with a complete spinal cord injury below C4. He is in the trauma intensive care unit in cervical traction, lying flat, on a nasal cannula at 4 L/min. He is awake and talks in short phrases. He had no lung disease before the injury.',
    sections: [
      {
        id: 's1',
        kind: 'ig',
        prompt: 'You are asked to assess his breathing on the first morning. SELECT AS MANY as indicated in this section.',
        next: 's2',
        options: [
          {
            id: 'a',
            text: 'Sputum culture',
            weight: -1,
            result: 'Scant white secretions.',
            rationale: 'Nothing suggests pneumonia on the first day.',
          },
          {
            id: 'b',
            text: 'Spirometry before and after a bronchodilator',
            weight: -1,
            result: 'FEV1/FVC 0.85; no change after albuterol.',
            rationale: 'He has no obstruction; his problem is muscle weakness.',
          },
          {
            id: 'c',
            text: 'SpO2',
            weight: 0,
            result: '96% on 4 L/min.',
            rationale: 'Saturation on oxygen does not show the weakness that threatens him.',
          },
          {
            id: 'd',
            text: 'Vital capacity with the bed raised to 90 degrees',
            weight: -2,
            result: '1.2 L; he becomes lightheaded and his blood pressure falls to 74/40 mm Hg.',
            rationale:
              'Sitting up lowers the vital capacity of a tetraplegic patient and drops his blood pressure; it also strains an unstable spine.',
          },
          {
            id: 'e',
            text: 'Maximal voluntary ventilation',
            weight: -2,
            result: 'He gives up after a few seconds, exhausted.',
            rationale: 'The test tires muscles he needs to keep breathing and guides nothing.',
          },
          {
            id: 'f',
            text: 'Chest radiograph',
            weight: 1,
            result: 'Small linear atelectasis at the left base; no infiltrate or pneumothorax.',
            rationale: 'The film shows early atelectasis and a baseline for the coming days.',
          },
          {
            id: 'g',
            text: 'Vital capacity',
            weight: 3,
            result: '1.6 L (21 mL/kg).',
            rationale:
              'Vital capacity is the best bedside measure of his remaining breathing strength, and its trend over the first days decides on intubation.',
          },
          {
            id: 'h',
            text: 'Breathing pattern',
            weight: 2,
            result: 'Respiratory rate 26/min; the abdomen rises while the upper chest sinks with each breath.',
            rationale:
              'With the intercostal muscles paralyzed, the diaphragm alone breathes and the upper chest moves inward; a rising rate warns of fatigue.',
          },
          {
            id: 'i',
            text: 'Heart rate and blood pressure',
            weight: 2,
            result: 'Heart rate 52/min; blood pressure 88/50 mm Hg.',
            rationale:
              'Loss of sympathetic tone after a high cord injury causes bradycardia and hypotension, which worsen with suctioning and affect every airway decision.',
          },
          {
            id: 'j',
            text: 'Maximal inspiratory pressure',
            weight: 2,
            result: '−34 cm H2O.',
            rationale: 'Inspiratory pressure reflects the diaphragm, which is partly spared at this level.',
          },
          {
            id: 'k',
            text: 'Flexion and extension radiographs of the neck',
            weight: -3,
            result: 'Not available at this time.',
            rationale: 'Moving an unstable fracture-dislocation can extend the cord injury.',
          },
          {
            id: 'l',
            text: 'Arterial blood gas',
            weight: 1,
            result: 'pH 7.36, PaCO2 45 mm Hg, PaO2 78 mm Hg, HCO3 25 mEq/L on 4 L/min.',
            rationale: 'The gas gives a baseline; it stays near normal until late.',
          },
          {
            id: 'm',
            text: 'Cough strength',
            weight: 2,
            result: 'The cough is weak and wet; unassisted peak cough flow is 150 L/min.',
            rationale:
              'His abdominal muscles are paralyzed, so he cannot cough effectively; a peak cough flow this low means he needs help to clear secretions.',
          },
        ],
      },
      {
        id: 's2',
        kind: 'dm',
        prompt: 'The trauma team asks for your respiratory care plan for the next days. CHOOSE ONLY ONE.',
        options: [
          {
            id: 'a',
            text: 'Raise the head of the bed to 60 degrees to ease his breathing, and check his SpO2 every 4 hours',
            weight: -2,
            next: 's4',
            result: 'He feels more breathless sitting up and his secretions build up over two days.',
            rationale:
              'Tetraplegic patients breathe better lying flat, where the abdomen pushes the diaphragm up; oximetry misses the decline in strength.',
          },
          {
            id: 'b',
            text: 'Incentive spirometry every hour and nasotracheal suctioning as needed',
            weight: -1,
            next: 's4',
            result:
              'He cannot take deep breaths, and during one suctioning his heart rate falls to 36/min. Secretions build up over two days.',
            rationale:
              'Incentive spirometry cannot make up for a cough he has lost, and blind suctioning triggers bradycardia in a high cord injury.',
          },
          {
            id: 'c',
            text: 'Perform a tracheostomy today',
            weight: -1,
            next: 's2',
            result: 'The physician disagrees. Make another selection.',
            rationale: 'He is breathing on his own with a vital capacity of 21 mL/kg; a surgical airway is not yet indicated.',
          },
          {
            id: 'd',
            text: 'Vital capacity every 6 hours, plus assisted cough and mechanical insufflation-exsufflation',
            weight: 3,
            next: 's3',
            result: 'The plan starts. The nurses learn the manually assisted cough.',
            rationale:
              'Vital capacity often falls over the first days as the cord swells; assisted cough and mechanical insufflation-exsufflation replace the cough he has lost.',
          },
        ],
      },
      {
        id: 's3',
        kind: 'ig',
        prompt: 'On the third day his secretions increase and he seems more tired. SELECT AS MANY as indicated in this section.',
        next: 's5',
        options: [
          {
            id: 'a',
            text: 'Respiratory rate',
            weight: 2,
            result: '32/min, shallow.',
            rationale: 'Fast shallow breathing is the bedside sign of a tiring diaphragm.',
          },
          {
            id: 'b',
            text: 'Sputum cytology',
            weight: -1,
            result: 'Not available at this time.',
            rationale: 'Nothing suggests a tumor; the test is irrelevant.',
          },
          {
            id: 'c',
            text: 'Flexion and extension radiographs of the neck',
            weight: -3,
            result: 'Not available at this time.',
            rationale: 'Moving an unstable spine risks extending the injury.',
          },
          {
            id: 'd',
            text: 'Peak cough flow with a manually assisted cough',
            weight: 1,
            result: '110 L/min unassisted; 190 L/min with an abdominal thrust timed to his cough.',
            rationale: 'Assistance helps but still leaves his cough too weak to clear the collapse.',
          },
          {
            id: 'e',
            text: 'Auscultate the chest',
            weight: 2,
            result: 'Absent breath sounds at the left base; coarse crackles above it.',
            rationale: 'Retained secretions are collapsing the left lower lobe, the most common site in these patients.',
          },
          {
            id: 'f',
            text: 'Heart rate during suctioning',
            weight: 1,
            result: 'It falls from 58 to 40/min during suctioning and recovers after oxygen.',
            rationale:
              'Suction-triggered bradycardia is common after high cord injury and calls for preoxygenation and atropine at hand during any airway procedure.',
          },
          {
            id: 'g',
            text: 'Arterial blood gas',
            weight: 2,
            result: 'pH 7.32, PaCO2 52 mm Hg, PaO2 64 mm Hg, HCO3 26 mEq/L on 4 L/min.',
            rationale: 'A rising PaCO2 shows that ventilatory failure has begun.',
          },
          {
            id: 'h',
            text: 'Vital capacity',
            weight: 3,
            result: '1.0 L (13 mL/kg), down from 1.6 L.',
            rationale: 'A fall below 15 mL/kg signals impending ventilatory failure.',
          },
          {
            id: 'i',
            text: 'Chest radiograph',
            weight: 2,
            result: 'Left lower lobe collapse.',
            rationale: 'The film confirms the collapse and the need to act.',
          },
          {
            id: 'j',
            text: 'Full pulmonary function tests in the laboratory',
            weight: -2,
            result: 'Not available at this time.',
            rationale: 'Transporting him adds risk; the bedside values answer the question.',
          },
          {
            id: 'k',
            text: 'Overnight polysomnography',
            weight: -2,
            result: 'Not available at this time.',
            rationale: 'A sleep study delays an urgent decision.',
          },
        ],
      },
      {
        id: 's4',
        kind: 'dm',
        prompt:
          'On the third day he is breathing 34 times a minute. His vital capacity is 0.9 L (12 mL/kg), his PaCO2 54 mm Hg, and the left lower lobe has collapsed. CHOOSE ONLY ONE.',
        options: [
          {
            id: 'a',
            text: 'Place him head-down for postural drainage with chest percussion every 2 hours to re-expand the lobe',
            weight: -2,
            next: 's4',
            result: 'The physician disagrees. Make another selection.',
            rationale:
              'Percussion cannot replace the cough he lacks, and the position is risky with an unstable spine and failing breathing.',
          },
          {
            id: 'b',
            text: 'Increase the cannula to 6 L/min and recheck tomorrow',
            weight: -3,
            next: null,
            result: 'Overnight he has a respiratory arrest and is intubated during CPR.',
            rationale: 'Oxygen does nothing for failing muscles and retained secretions; waiting led to an arrest.',
          },
          {
            id: 'c',
            text: 'Intubate with manual in-line stabilization, preoxygenation and atropine at hand',
            weight: 2,
            next: 's6',
            result:
              'He is intubated by video laryngoscopy without moving the neck. Bronchoscopy clears thick plugs from the left lower lobe.',
            rationale:
              'He is in ventilatory failure with a collapsed lobe; intubation keeps the neck still and prepares for the bradycardia that laryngoscopy can trigger.',
          },
          {
            id: 'd',
            text: 'Noninvasive ventilation by oronasal mask at IPAP 14, EPAP 6 cm H2O',
            weight: -1,
            next: 's4',
            result: 'The physician disagrees. Make another selection.',
            rationale: 'A mask will not clear a lobe full of secretions, and his failure is already advanced.',
          },
        ],
      },
      {
        id: 's5',
        kind: 'dm',
        prompt: 'The team asks for your recommendation. CHOOSE ONLY ONE.',
        options: [
          {
            id: 'a',
            text: 'Intubate by direct laryngoscopy with the head extended to get the best view of the cords',
            weight: -3,
            next: 's6',
            result: 'He is intubated. The next day he has lost the little shoulder movement he had.',
            rationale:
              'Extending the neck of an unstable fracture can extend the injury; the neck is held in line and a video laryngoscope is preferred.',
          },
          {
            id: 'b',
            text: 'Noninvasive ventilation by oronasal mask at IPAP 14, EPAP 6 cm H2O and wait',
            weight: -1,
            next: 's5',
            result: 'The physician disagrees. Make another selection.',
            rationale: 'Noninvasive support cannot reverse the collapse while his cough fails and his vital capacity keeps falling.',
          },
          {
            id: 'c',
            text: 'Raise the oxygen to 6 L/min and repeat the measurements in the morning',
            weight: -3,
            next: null,
            result: 'Overnight he has a respiratory arrest and is intubated during CPR.',
            rationale: 'More oxygen hides the failure; the arrest came from waiting.',
          },
          {
            id: 'd',
            text: 'Intubate with in-line stabilization, preoxygenation and atropine ready',
            weight: 3,
            next: 's6',
            result:
              'He is intubated by video laryngoscopy without moving the neck. Bronchoscopy clears thick plugs from the left lower lobe.',
            rationale:
              'A falling vital capacity, rising PaCO2 and lobar collapse call for intubation; keeping the neck still protects the cord, and atropine treats the bradycardia that airway procedures trigger.',
          },
        ],
      },
      {
        id: 's6',
        kind: 'dm',
        prompt:
          'Two weeks later he has a tracheostomy and is on the ventilator. His vital capacity is 1.2 L (16 mL/kg) and his maximal inspiratory pressure −30 cm H2O; mechanical insufflation-exsufflation clears his secretions. CHOOSE ONLY ONE.',
        options: [
          {
            id: 'a',
            text: 'Daily ventilator-free trials on a tracheostomy collar, lengthened as tolerated, with full support at night',
            weight: 3,
            next: null,
            result:
              'The trials lengthen each day; after three weeks he breathes on his own day and night and learns to direct his own cough assistance.',
            rationale:
              'Progressive ventilator-free breathing trials are more successful than SIMV weaning in cord injury; rest at night prevents fatigue.',
          },
          {
            id: 'b',
            text: 'SIMV weaning, lowering the rate by 2 breaths a minute each day',
            weight: -1,
            next: null,
            result: 'He struggles between the machine breaths; after two weeks his rate is still 8/min.',
            rationale: 'SIMV makes weak muscles work against the tube between breaths and weans these patients more slowly.',
          },
          {
            id: 'c',
            text: 'Refer him for a diaphragm pacing system before any weaning is attempted',
            weight: -1,
            next: null,
            result: 'The evaluation takes weeks; meanwhile he stays on full support.',
            rationale:
              'Pacing is for patients who cannot wean, usually with higher injuries; with a working diaphragm he should first try to breathe on his own.',
          },
          {
            id: 'd',
            text: 'Plan lifelong home ventilation now and stop weaning attempts, since his injury is complete and lies above the C5 level',
            weight: -2,
            next: null,
            result: 'He is prepared for discharge on full support without a trial.',
            rationale:
              'Many patients with C4–C5 injuries wean as the cord swelling settles and the diaphragm strengthens; giving up early condemns him to needless ventilation.',
          },
        ],
      },
    ],
  },
];
