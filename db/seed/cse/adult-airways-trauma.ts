/**
 * Clinical simulation problems (issue #32): adult chronic airways disease and adult trauma. Every value a result
 * reveals agrees with its scenario, and every blood gas fits Henderson–Hasselbalch.
 */
import type { SeedCseProblem } from '../types';

const copdNiv: SeedCseProblem = {
  key: 'cse-aw-001',
  title: 'COPD exacerbation in the emergency department',
  category: 'adult-chronic-airways',
  source: 'gold-2025',
  written: '2026-11-29',
  sample: true,
  scenario:
    'A 68-year-old man with COPD is brought to the emergency department by ambulance after three days of worsening breathlessness and a cough that now brings up yellow sputum. A year ago his FEV1 was 38% of predicted; he does not use oxygen at home. The paramedics gave him one albuterol nebulizer treatment and put him on a nasal cannula at 4 L/min. He is sitting upright, leaning forward on his arms, breathing through pursed lips and speaking in short phrases. Respiratory rate 30/min, heart rate 112/min, blood pressure 150/88 mm Hg, temperature 38.1 °C, SpO2 95%.',
  sections: [
    {
      id: 's1',
      kind: 'ig',
      prompt: 'You are asked to evaluate the patient. What information would you gather now? SELECT AS MANY as indicated in this section.',
      next: 's2',
      options: [
        {
          id: 'a',
          text: 'Arterial blood gas',
          weight: 3,
          result: 'pH 7.28, PaCO2 68 mm Hg, PaO2 78 mm Hg, HCO3 31 mEq/L, SaO2 94% on the nasal cannula at 4 L/min.',
          resultExhibit: {
            kind: 'table',
            variant: 'abg',
            title: 'Arterial blood gas on a nasal cannula at 4 L/min',
            alt: 'A blood gas table: pH 7.28, PaCO2 68 mm Hg, HCO3 31 mEq/L, PaO2 78 mm Hg, SaO2 94 percent.',
            columns: ['Measure', 'Value'],
            rows: [
              ['pH', '7.28'],
              ['PaCO2 (mm Hg)', '68'],
              ['HCO3- (mEq/L)', '31'],
              ['PaO2 (mm Hg)', '78'],
              ['SaO2 (%)', '94'],
            ],
          },
          rationale:
            'Only a blood gas shows whether the exacerbation has become acute hypercapnic respiratory failure. A pH under 7.35 with a raised PaCO2 is the threshold at which noninvasive ventilation is started.',
        },
        {
          id: 'b',
          text: 'Breath sounds',
          weight: 2,
          result: 'Air movement is diminished in both lungs, with scattered expiratory wheezes and a prolonged expiration.',
          rationale:
            'Auscultation confirms airflow obstruction and looks for a one-sided finding (pneumothorax, consolidation) that would change the plan.',
        },
        {
          id: 'c',
          text: 'Level of consciousness and ability to cough',
          weight: 2,
          result: 'Awake, oriented and anxious. He follows commands and coughs up thick sputum on request.',
          rationale:
            'A patient who is alert and can clear his airway can use a mask safely; confusion or a weak cough would point toward intubation instead.',
        },
        {
          id: 'd',
          text: 'Chest radiograph',
          weight: 2,
          result: 'Hyperinflated lungs with flat diaphragms. No infiltrate, effusion or pneumothorax.',
          rationale:
            'The film rules out a pneumothorax, pneumonia or heart failure behind the worsening; a pneumothorax must be found before positive pressure is applied.',
        },
        {
          id: 'e',
          text: 'Cardiac monitor',
          weight: 1,
          result: 'Sinus tachycardia at 112/min without ectopy.',
          rationale: 'Tachyarrhythmias are common in exacerbations and with repeated beta-agonist doses; monitoring is useful and cheap.',
        },
        {
          id: 'f',
          text: 'Sputum color and amount',
          weight: 1,
          result: 'A moderate amount of thick, yellow-green sputum.',
          rationale: 'Purulent sputum with more dyspnea supports giving an antibiotic for the exacerbation.',
        },
        {
          id: 'g',
          text: 'Complete blood count and electrolytes',
          weight: 1,
          result: 'WBC 13,800/mm3, hemoglobin 15.1 g/dL, potassium 3.6 mEq/L, total CO2 32 mEq/L.',
          rationale: 'The count supports infection, and the potassium matters with repeated albuterol and steroid doses.',
        },
        {
          id: 'h',
          text: 'Spirometry before and after a bronchodilator',
          weight: -2,
          result: 'He starts the forced exhalation, coughs and stops; the maneuver cannot be completed.',
          rationale:
            'Spirometry is not done during an exacerbation: it cannot be performed well and it tires a patient already near failure.',
        },
        {
          id: 'i',
          text: 'Peak expiratory flow',
          weight: -1,
          result: '110 L/min, with poor effort and coughing after the blow.',
          rationale: 'Peak flow is not a useful measure of severity in COPD and the forced effort adds to his distress.',
        },
        {
          id: 'j',
          text: 'CT pulmonary angiogram',
          weight: -2,
          result: 'No pulmonary embolism; emphysema in both upper lobes.',
          rationale:
            'With fever and purulent sputum there is a clear cause for the exacerbation; taking an unstable patient to the scanner delays treatment.',
        },
        {
          id: 'k',
          text: 'Serum alpha-1 antitrypsin level',
          weight: -1,
          result: 'Sent to the laboratory; the result will take several days.',
          rationale: 'Screening for deficiency is worth doing once the patient is stable, but it has no place in the emergency evaluation.',
        },
        {
          id: 'l',
          text: 'D-dimer',
          weight: -1,
          result: '0.6 µg/mL FEU (slightly raised).',
          rationale: 'A D-dimer is often raised by infection and inflammation, so it adds little here and may prompt needless imaging.',
        },
      ],
    },
    {
      id: 's2',
      kind: 'dm',
      prompt:
        'The physician has ordered nebulized albuterol with ipratropium, oral prednisone and an antibiotic. Which of the following would you recommend now? CHOOSE ONLY ONE.',
      options: [
        {
          id: 'a',
          text: 'Start bilevel noninvasive ventilation by oronasal mask, with oxygen titrated to SpO2 88–92%',
          weight: 3,
          next: 's3',
          result: 'The mask is fitted at IPAP 12 and EPAP 5 cm H2O. Within minutes his respiratory rate falls to 26/min.',
          rationale:
            'Acute hypercapnic respiratory failure (pH 7.28, PaCO2 68 mm Hg) in an alert COPD patient is the strongest indication for noninvasive ventilation: it lowers the need for intubation and mortality. Oxygen is titrated down, since his SpO2 is above the 88–92% target.',
        },
        {
          id: 'b',
          text: 'Increase the nasal cannula to 6 L/min',
          weight: -2,
          next: 's4',
          result: 'His SpO2 rises to 98%. He becomes quieter and closes his eyes.',
          rationale:
            'More oxygen does nothing for the hypercapnia and, above the target range, worsens it; it delays the ventilatory support he needs.',
        },
        {
          id: 'c',
          text: 'Intubate and start volume-controlled ventilation, since the PaCO2 is above 60 mm Hg and he is tiring',
          weight: -1,
          next: 's2',
          result: 'The physician disagrees and wants to try noninvasive ventilation first. Make another selection.',
          rationale:
            'An alert patient who protects his airway and has a pH above 7.25 should get a trial of noninvasive ventilation before an endotracheal tube and its complications.',
        },
        {
          id: 'd',
          text: 'Give another albuterol and ipratropium treatment, then repeat the blood gas in one hour on the same oxygen',
          weight: -1,
          next: 's4',
          result: 'The treatment is given. He remains breathless, and after an hour he is drowsy.',
          rationale:
            'Bronchodilators belong in the plan, but waiting an hour with an acidotic pH and no ventilatory support lets the respiratory failure progress.',
        },
        {
          id: 'e',
          text: 'Replace the cannula with a nonrebreathing mask',
          weight: -3,
          next: 's4',
          result: 'His SpO2 reaches 100%. Over the next half hour he becomes hard to rouse.',
          rationale:
            'High oxygen concentrations in a hypercapnic COPD patient worsen ventilation-perfusion matching and raise the PaCO2 further; it is the most dangerous choice here.',
        },
      ],
    },
    {
      id: 's3',
      kind: 'ig',
      prompt:
        'He has been on bilevel noninvasive ventilation for one hour with an FiO2 of 0.28. What would you assess now? SELECT AS MANY as indicated in this section.',
      next: 's5',
      options: [
        {
          id: 'a',
          text: 'Arterial blood gas',
          weight: 3,
          result: 'pH 7.33, PaCO2 60 mm Hg, PaO2 64 mm Hg, HCO3 31 mEq/L, SaO2 91%.',
          rationale:
            'The gas after one to two hours is the best single predictor of success: a rising pH and a falling PaCO2 show that the support is working.',
        },
        {
          id: 'b',
          text: 'Respiratory rate and use of accessory muscles',
          weight: 2,
          result: 'Respiratory rate 22/min. He uses his neck muscles less and is no longer leaning forward.',
          rationale: 'A slower rate and less accessory muscle use are early bedside signs that the work of breathing has fallen.',
        },
        {
          id: 'c',
          text: 'Exhaled tidal volume and leak on the ventilator',
          weight: 2,
          result: 'Exhaled tidal volume 480 mL; leak 20 L/min, within the ventilator’s compensation.',
          rationale: 'An adequate tidal volume with a controlled leak shows the mask fits and the pressure support is effective.',
        },
        {
          id: 'd',
          text: 'Level of consciousness',
          weight: 2,
          result: 'Alert, oriented, and asking how long he must wear the mask.',
          rationale: 'A falling level of consciousness on noninvasive ventilation is a reason to intubate; his is improving.',
        },
        {
          id: 'e',
          text: 'Skin under the mask and his comfort',
          weight: 1,
          result: 'The bridge of his nose is red but blanches; he says the mask is tolerable.',
          rationale:
            'Skin breakdown and discomfort are common reasons noninvasive ventilation fails; finding them early lets you pad or refit.',
        },
        {
          id: 'f',
          text: 'Abdomen for distension',
          weight: 0,
          result: 'Soft and not distended.',
          rationale: 'Gastric insufflation is uncommon at these pressures; checking does no harm but adds little.',
        },
        {
          id: 'g',
          text: 'Maximal inspiratory pressure',
          weight: -1,
          result: '-28 cm H2O.',
          rationale: 'The measurement requires removing the mask and does not guide noninvasive ventilation in an exacerbation.',
        },
        {
          id: 'h',
          text: 'A 30-minute trial off the mask on nasal cannula',
          weight: -2,
          result: 'Within ten minutes his respiratory rate is 32/min and he is using his neck muscles again.',
          rationale: 'One hour is too early to stop support while he is still acidotic; the trial only tires him.',
        },
        {
          id: 'i',
          text: 'Repeat chest radiograph',
          weight: -1,
          result: 'Unchanged from the first film.',
          rationale: 'Nothing new in the examination calls for another film.',
        },
        {
          id: 'j',
          text: 'Sputum induction with 3% saline',
          weight: -2,
          result: 'He coughs and wheezes; SpO2 falls to 85% during the treatment.',
          rationale: 'Hypertonic saline can provoke bronchospasm, and he is already producing sputum that can be sent for culture.',
        },
      ],
    },
    {
      id: 's4',
      kind: 'dm',
      prompt:
        'Forty-five minutes later he is drowsy but opens his eyes to his name. Respiratory rate 34/min, shallow. Arterial blood gas: pH 7.22, PaCO2 80 mm Hg, PaO2 70 mm Hg, HCO3 32 mEq/L. Which of the following would you recommend now? CHOOSE ONLY ONE.',
      options: [
        {
          id: 'a',
          text: 'Intubate now and begin mechanical ventilation',
          weight: -1,
          next: 's4',
          result: 'The physician disagrees: he still opens his eyes and protects his airway. Make another selection.',
          rationale:
            'Drowsiness from hypercapnia often clears on noninvasive ventilation; intubation is for a patient who cannot protect his airway or fails a trial.',
        },
        {
          id: 'b',
          text: 'Start bilevel noninvasive ventilation, lower the oxygen to SpO2 88–92%, and stay at the bedside',
          weight: 3,
          next: 's3',
          result: 'The mask is fitted at IPAP 14 and EPAP 5 cm H2O. Over the first hour he becomes more awake and his breathing slows.',
          rationale:
            'Noninvasive ventilation still works at this degree of acidosis in a patient who rouses, provided someone able to intubate watches him closely.',
        },
        {
          id: 'c',
          text: 'Give intravenous sodium bicarbonate to correct the pH',
          weight: -2,
          next: 's4',
          result: 'The physician does not order it. Make another selection.',
          rationale: 'The acidosis is respiratory; bicarbonate adds CO2 that he cannot exhale and does not treat the cause.',
        },
        {
          id: 'd',
          text: 'Increase the nasal cannula to 6 L/min and give intravenous naloxone in case a drug is depressing his breathing',
          weight: -3,
          next: null,
          result:
            'He becomes unresponsive with slow, shallow breaths, and the team intubates him as an emergency. He is admitted to the intensive care unit.',
          rationale: 'He has received no opioid, and more oxygen deepens the CO2 narcosis that is making him drowsy.',
        },
      ],
    },
    {
      id: 's5',
      kind: 'dm',
      prompt:
        'Four hours after starting noninvasive ventilation he is alert and asks for something to eat. Respiratory rate 20/min. Arterial blood gas at an FiO2 of 0.28: pH 7.37, PaCO2 54 mm Hg, PaO2 62 mm Hg, HCO3 31 mEq/L. Which of the following would you recommend now? CHOOSE ONLY ONE.',
      options: [
        {
          id: 'a',
          text: 'Stop noninvasive ventilation now and place him on a nasal cannula, since the pH is back in the normal range',
          weight: -1,
          next: null,
          result: 'By evening his respiratory rate is 30/min and he is back on the mask.',
          rationale: 'One normal pH after four hours does not show the exacerbation has settled; stopping abruptly invites relapse.',
        },
        {
          id: 'b',
          text: 'Raise IPAP to 20 cm H2O to bring the PaCO2 down to 40 mm Hg',
          weight: -2,
          next: null,
          result: 'The leak doubles, he tolerates the mask poorly, and the next gas shows pH 7.45.',
          rationale:
            'His baseline PaCO2 is chronically raised with a matching bicarbonate; driving it to 40 mm Hg causes alkalemia and discomfort without benefit.',
        },
        {
          id: 'c',
          text: 'Continue it with breaks on a nasal cannula for meals, and reduce the time on it as he improves',
          weight: 3,
          next: null,
          result: 'Over the next two days he needs the mask only at night, and on the third day he no longer needs it.',
          rationale:
            'Support is tapered as the pH stays normal and the breathing settles, with short breaks on low-flow oxygen kept to SpO2 88–92%.',
        },
        {
          id: 'd',
          text: 'Intubate electively so that his respiratory muscles can rest',
          weight: -3,
          next: null,
          result: 'He is intubated and sedated, and he spends five days on the ventilator.',
          rationale:
            'He is improving on noninvasive support; an elective tube adds the risks of sedation and ventilator pneumonia for nothing.',
        },
        {
          id: 'e',
          text: 'Transfer him to a general ward without continuous monitoring and use the mask only while he sleeps',
          weight: -1,
          next: null,
          result: 'At 02:00 he is found drowsy with the mask off; SpO2 is 84%.',
          rationale: 'In the first day of noninvasive ventilation he still needs monitoring and support most of the time.',
        },
      ],
    },
  ],
};

const asthmaEd: SeedCseProblem = {
  key: 'cse-aw-002',
  title: 'Severe asthma not responding to first treatment',
  category: 'adult-chronic-airways',
  source: 'gina-2025',
  written: '2026-11-29',
  scenario:
    'A 34-year-old woman with asthma comes to the emergency department after two days of a cold and a night of wheezing that her albuterol inhaler no longer relieves. In the last hour she has received three nebulized treatments of albuterol with ipratropium and 125 mg of intravenous methylprednisolone. She sits upright, speaks two or three words at a time and uses her neck muscles to breathe. Respiratory rate 32/min, heart rate 128/min, blood pressure 138/84 mm Hg, SpO2 90% on a nasal cannula at 2 L/min. Her predicted peak expiratory flow is 430 L/min.',
  sections: [
    {
      id: 's1',
      kind: 'ig',
      prompt: 'What information would you gather now? SELECT AS MANY as indicated in this section.',
      next: 's2',
      options: [
        {
          id: 'a',
          text: 'Arterial blood gas',
          weight: 3,
          result: 'pH 7.36, PaCO2 44 mm Hg, PaO2 62 mm Hg, HCO3 24 mEq/L on the nasal cannula at 2 L/min.',
          rationale:
            'In an asthma attack the PaCO2 should be low from the fast breathing; a normal value in a patient this breathless means she is tiring and nearing failure.',
        },
        {
          id: 'b',
          text: 'Breath sounds',
          weight: 2,
          result: 'Air movement is poor in both lungs, with faint high-pitched wheezes on expiration.',
          rationale: 'Quiet wheezes with little air movement signal severe obstruction, not improvement.',
        },
        {
          id: 'c',
          text: 'Peak expiratory flow',
          weight: 2,
          result: '120 L/min, 28% of her predicted value.',
          rationale: 'A peak flow under 50% of predicted after initial treatment classifies the attack as severe and tracks the response.',
        },
        {
          id: 'd',
          text: 'Level of consciousness and how she speaks',
          weight: 2,
          result: 'Alert and frightened; she answers in single words between breaths.',
          rationale: 'Speaking in words and any drowsiness are markers of a severe or life-threatening attack.',
        },
        {
          id: 'e',
          text: 'Pulsus paradoxus',
          weight: 1,
          result: 'Systolic pressure falls 22 mm Hg on inspiration.',
          rationale: 'A large paradox reflects the pleural pressure swings of severe obstruction; it supports the other signs.',
        },
        {
          id: 'f',
          text: 'Chest radiograph',
          weight: 1,
          result: 'Hyperinflated lungs. No pneumothorax, pneumomediastinum or infiltrate.',
          rationale: 'A film is indicated when the attack does not respond, to look for a pneumothorax or pneumonia.',
        },
        {
          id: 'g',
          text: 'Serum potassium',
          weight: 1,
          result: '3.1 mEq/L.',
          rationale: 'Repeated beta-agonist doses and steroids lower the potassium; low values add to the risk of arrhythmia.',
        },
        {
          id: 'h',
          text: 'Full spirometry with flow-volume loop',
          weight: -2,
          result: 'She coughs through each attempt, and no acceptable maneuver is obtained.',
          rationale: 'Repeated forced maneuvers are not possible in a severe attack and can worsen bronchospasm.',
        },
        {
          id: 'i',
          text: 'Methacholine challenge',
          weight: -3,
          result: 'The test is not performed.',
          rationale: 'A bronchoprovocation test in a patient already in severe bronchospasm could be fatal.',
        },
        {
          id: 'j',
          text: 'Sputum culture',
          weight: -1,
          result: 'Scant clear sputum; the culture grows normal flora.',
          rationale: 'A viral cold is the likely trigger; a culture does not change emergency care.',
        },
        {
          id: 'k',
          text: 'Allergy skin testing',
          weight: -1,
          result: 'Not available at this time.',
          rationale: 'Identifying allergens belongs in follow-up care, not in an emergency.',
        },
        {
          id: 'l',
          text: 'Sinus radiographs',
          weight: -1,
          result: 'Mucosal thickening in both maxillary sinuses.',
          rationale: 'The finding does not change treatment of the attack and delays care.',
        },
      ],
    },
    {
      id: 's2',
      kind: 'dm',
      prompt: 'Which of the following would you recommend now? CHOOSE ONLY ONE.',
      options: [
        {
          id: 'a',
          text: 'Give lorazepam to ease her anxiety and slow her breathing',
          weight: -3,
          next: 's4',
          result: 'She becomes calmer, then drowsy; her breathing becomes shallow.',
          rationale:
            'Sedatives depress the drive of a patient already tiring; they are contraindicated in an asthma attack outside intubation.',
        },
        {
          id: 'b',
          text: 'Give intravenous magnesium sulfate 2 g over 20 minutes and continue albuterol by continuous nebulization',
          weight: 3,
          next: 's3',
          result: 'The infusion and the continuous nebulizer are started. Forty minutes later she is speaking in short sentences.',
          rationale:
            'Intravenous magnesium is the recommended add-on when a severe attack does not respond to first treatment, and frequent or continuous short-acting bronchodilator is continued.',
        },
        {
          id: 'c',
          text: 'Intubate now and begin mechanical ventilation before she tires further',
          weight: -1,
          next: 's2',
          result: 'The physician disagrees: she is alert and has not yet received the add-on therapies. Make another selection.',
          rationale:
            'Intubating a patient with severe asthma carries a high risk of barotrauma and hypotension; an alert patient first gets the remaining treatments under close watch.',
        },
        {
          id: 'd',
          text: 'Add a salmeterol dry-powder inhaler twice daily, keep the nasal cannula at 2 L/min, and recheck the peak flow in four hours',
          weight: -2,
          next: 's4',
          result: 'She cannot generate enough flow to use the inhaler. Over the next hour she tires.',
          rationale:
            'A long-acting beta-agonist alone has no role in treating an attack, a dry-powder inhaler needs a flow she cannot make, and the four-hour wait is unsafe.',
        },
        {
          id: 'e',
          text: 'Repeat the methylprednisolone dose now and reassess in four hours',
          weight: -1,
          next: 's4',
          result: 'The second dose is given. An hour later she is more tired and her wheezes are fainter.',
          rationale:
            'The steroid given an hour ago needs hours to act; a second dose adds nothing, and the wait leaves the attack untreated.',
        },
      ],
    },
    {
      id: 's3',
      kind: 'ig',
      prompt:
        'One hour after the magnesium she is still on continuous albuterol. What would you assess now? SELECT AS MANY as indicated in this section.',
      next: 's5',
      options: [
        {
          id: 'a',
          text: 'Peak expiratory flow',
          weight: 2,
          result: '210 L/min, 49% of predicted.',
          rationale: 'The peak flow measures the response objectively; it has nearly doubled.',
        },
        {
          id: 'b',
          text: 'Breath sounds',
          weight: 2,
          result: 'Air movement is better; wheezes are louder and heard through expiration.',
          rationale: 'Louder wheezes with more air movement mean the airways are opening.',
        },
        {
          id: 'c',
          text: 'SpO2',
          weight: 2,
          result: '94% on the nasal cannula at 2 L/min.',
          rationale: 'Oxygen is titrated to keep SpO2 at 93–95% in adults with asthma.',
        },
        {
          id: 'd',
          text: 'Use of accessory muscles and ability to speak',
          weight: 2,
          result: 'Little neck muscle use; she speaks in full sentences.',
          rationale: 'These bedside signs show the work of breathing has fallen.',
        },
        {
          id: 'e',
          text: 'Arterial blood gas',
          weight: 1,
          result: 'pH 7.42, PaCO2 35 mm Hg, PaO2 74 mm Hg, HCO3 22 mEq/L.',
          rationale: 'After a worrying first PaCO2, a repeat shows it is falling; the clinical signs already point the same way.',
        },
        {
          id: 'f',
          text: 'Heart rate and rhythm',
          weight: 1,
          result: 'Sinus tachycardia at 118/min.',
          rationale: 'Continuous albuterol raises the heart rate; a slower rate as breathing eases is reassuring.',
        },
        {
          id: 'g',
          text: 'Repeat chest radiograph',
          weight: -1,
          result: 'Unchanged.',
          rationale: 'Nothing new in her examination calls for another film.',
        },
        {
          id: 'h',
          text: 'CT scan of the chest',
          weight: -2,
          result: 'Bronchial wall thickening and air trapping; no other finding.',
          rationale: 'A CT adds radiation, cost and a trip out of the department without changing care.',
        },
        {
          id: 'i',
          text: 'Bronchoscopy with lavage',
          weight: -3,
          result: 'The procedure is not performed.',
          rationale: 'Instrumenting the airway of a patient in an attack can trigger severe bronchospasm.',
        },
        {
          id: 'j',
          text: 'Exhaled nitric oxide',
          weight: -1,
          result: '48 ppb.',
          rationale: 'The test helps with long-term control, not with an attack in progress.',
        },
      ],
    },
    {
      id: 's4',
      kind: 'dm',
      prompt:
        'She is now drowsy and answers with one word. Respiratory rate 36/min, shallow; breath sounds are almost silent. Arterial blood gas: pH 7.24, PaCO2 58 mm Hg, PaO2 58 mm Hg, HCO3 24 mEq/L. Which of the following would you recommend now? CHOOSE ONLY ONE.',
      options: [
        {
          id: 'a',
          text: 'Start bilevel noninvasive ventilation at IPAP 12 and EPAP 5 cm H2O and give intravenous magnesium sulfate 2 g',
          weight: -1,
          next: null,
          result:
            'She pulls at the mask and cannot keep it on. Twenty minutes later she stops responding, and the team intubates her as an emergency.',
          rationale:
            'A drowsy patient with a silent chest and a rising PaCO2 cannot cooperate with a mask; the delay makes an urgent intubation riskier.',
        },
        {
          id: 'b',
          text: 'Intubate with an 8.0 mm tube and ventilate at a low rate with a long expiratory time',
          weight: 3,
          next: null,
          result:
            'She is intubated and ventilated at a rate of 10/min with an inspiratory flow of 80 L/min. The plateau pressure is 26 cm H2O and she is moved to the intensive care unit.',
          rationale:
            'Drowsiness, a silent chest and a rising PaCO2 are signs of a life-threatening attack that call for intubation. A large tube and a low rate with a short inspiration leave time to exhale and limit air trapping.',
        },
        {
          id: 'c',
          text: 'Increase the oxygen to a nonrebreathing mask and repeat the gas in 30 minutes',
          weight: -2,
          next: null,
          result: 'Her SpO2 rises to 97%, but 25 minutes later she has a respiratory arrest and is intubated during resuscitation.',
          rationale: 'Oxygen treats the hypoxemia but not the ventilatory failure, and waiting lets it progress to arrest.',
        },
        {
          id: 'd',
          text: 'Intubate and ventilate at a rate of 24/min to bring the PaCO2 to 40 mm Hg',
          weight: -2,
          next: null,
          result: 'After intubation the peak pressure climbs, her blood pressure falls to 74/40 mm Hg, and she needs a fluid bolus.',
          rationale:
            'A fast rate leaves too little time to exhale, so air is trapped, intrathoracic pressure rises and venous return falls.',
        },
      ],
    },
    {
      id: 's5',
      kind: 'dm',
      prompt:
        'Three hours later her peak flow is 340 L/min (79% of predicted) and has stayed there for an hour. SpO2 is 96% on room air, and she speaks in full sentences. She has been using only her albuterol inhaler at home. Which of the following would you recommend? CHOOSE ONLY ONE.',
      options: [
        {
          id: 'a',
          text: 'Discharge her with her albuterol inhaler and a 5-day course of oral prednisolone, and advise her to return to the department if the inhaler stops working',
          weight: -1,
          next: null,
          result: 'She is discharged and returns three weeks later with another attack.',
          rationale:
            'The steroid course helps, but after an attack this severe a reliever alone leaves her at high risk of another; everyone leaving after an attack needs an inhaled corticosteroid-containing controller.',
        },
        {
          id: 'b',
          text: 'Admit her to the intensive care unit for observation overnight',
          weight: -1,
          next: null,
          result: 'She spends a quiet night in the unit and is discharged the next day.',
          rationale: 'She meets the criteria for discharge; an intensive care bed adds cost without benefit.',
        },
        {
          id: 'c',
          text: 'Discharge her on oral prednisolone for 5–7 days and an inhaled corticosteroid-formoterol inhaler, with an action plan and follow-up within a week',
          weight: 3,
          next: null,
          result:
            'She shows correct use of the new inhaler and leaves with her plan. At her visit five days later her peak flow is 390 L/min.',
          rationale:
            'After an emergency visit every patient needs a short course of oral steroid and an inhaled corticosteroid-containing controller, checked technique, a written plan and early review.',
        },
        {
          id: 'd',
          text: 'Discharge her with a salmeterol inhaler to use twice daily in addition to her albuterol',
          weight: -3,
          next: null,
          result: 'She is discharged on the two inhalers.',
          rationale: 'A long-acting beta-agonist without an inhaled corticosteroid raises the risk of severe attacks and death in asthma.',
        },
        {
          id: 'e',
          text: 'Keep her in the department on continuous albuterol for another 12 hours',
          weight: -1,
          next: null,
          result: 'Her heart rate rises to 124/min and she becomes tremulous; the peak flow does not change.',
          rationale: 'She has responded; more continuous bronchodilator only adds side effects.',
        },
      ],
    },
  ],
};

export const problems: SeedCseProblem[] = [copdNiv, asthmaEd];
