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

const copdWeaning: SeedCseProblem = {
  key: 'cse-aw-003',
  title: 'Liberating a COPD patient from the ventilator',
  category: 'adult-chronic-airways',
  source: 'ats-accp-liberation-2017',
  written: '2026-11-29',
  scenario:
    'A 72-year-old woman with severe COPD (height 160 cm) has been intubated for four days for a COPD exacerbation with pneumonia in the right lower lobe. Her fever has resolved and her secretions have thinned. The sedative infusion was stopped this morning, and she is awake and nods to questions. The ventilator is in volume-controlled assist/control: tidal volume 380 mL, rate 14/min, PEEP 5 cm H2O, FiO2 0.35. Her total respiratory rate is 16/min and SpO2 94%.',
  sections: [
    {
      id: 's1',
      kind: 'ig',
      prompt:
        'The team asks whether she is ready to come off the ventilator. What would you assess? SELECT AS MANY as indicated in this section.',
      next: 's2',
      options: [
        {
          id: 'a',
          text: 'Rapid shallow breathing index on CPAP 5 cm H2O for one minute',
          weight: 3,
          result: 'Respiratory rate 24/min, tidal volume 340 mL: an index of 71 breaths/min/L.',
          rationale: 'An index under about 105 suggests she is likely to tolerate a breathing trial; it is a quick, safe screen.',
        },
        {
          id: 'b',
          text: 'Arterial blood gas',
          weight: 2,
          result: 'pH 7.38, PaCO2 52 mm Hg, PaO2 70 mm Hg, HCO3 30 mEq/L at an FiO2 of 0.35.',
          rationale:
            'A normal pH with her usual compensated hypercapnia, and a PaO2/FiO2 of 200 on PEEP 5, meet the oxygenation criteria for a trial.',
        },
        {
          id: 'c',
          text: 'Heart rate, blood pressure and vasopressor needs',
          weight: 2,
          result: 'Heart rate 92/min, blood pressure 132/74 mm Hg; no vasopressors.',
          rationale: 'A breathing trial needs a stable circulation; unstable hemodynamics would postpone it.',
        },
        {
          id: 'd',
          text: 'Level of sedation and ability to follow commands',
          weight: 2,
          result: 'Calm and awake (Richmond Agitation-Sedation Scale 0); she squeezes hands and lifts her head on request.',
          rationale:
            'Pairing a sedation interruption with a breathing trial is recommended; she must be awake to protect her airway after extubation.',
        },
        {
          id: 'e',
          text: 'Secretions and cough strength',
          weight: 2,
          result: 'Moderate white secretions, suctioned every 3–4 hours; a strong cough when suctioned.',
          rationale: 'Copious secretions or a weak cough are common reasons extubation fails even after a good trial.',
        },
        {
          id: 'f',
          text: 'Maximal inspiratory pressure',
          weight: 1,
          result: '-32 cm H2O.',
          rationale:
            'A pressure more negative than about -20 to -30 cm H2O supports adequate inspiratory strength, though it predicts poorly on its own.',
        },
        {
          id: 'g',
          text: 'Cuff leak test',
          weight: 1,
          result: 'Leak of 180 mL with the cuff deflated.',
          rationale: 'A leak test is suggested for patients at risk of post-extubation stridor; an adequate leak is reassuring.',
        },
        {
          id: 'h',
          text: 'Bronchoscopy to inspect the airways',
          weight: -2,
          result: 'Mild erythema of the bronchial mucosa; thin secretions.',
          rationale: 'Nothing suggests an airway problem that needs an invasive look; the procedure delays the trial.',
        },
        {
          id: 'i',
          text: 'Pulmonary artery catheter measurements',
          weight: -2,
          result: 'The physician declines to place the catheter.',
          rationale: 'An invasive catheter is not needed to judge readiness in a hemodynamically stable patient.',
        },
        {
          id: 'j',
          text: 'CT scan of the chest',
          weight: -2,
          result: 'Resolving consolidation in the right lower lobe; emphysema.',
          rationale: 'Transporting a ventilated patient for a scan adds risk and changes nothing about the decision.',
        },
        {
          id: 'k',
          text: 'Serum albumin',
          weight: -1,
          result: '2.9 g/dL.',
          rationale: 'A low albumin is common in critical illness and does not decide whether to try a breathing trial.',
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
          text: 'Change to SIMV at a rate of 10/min and lower the rate by 2 breaths each day',
          weight: -2,
          next: 's4',
          result: 'The change is made. Two days later she is on SIMV at 6/min.',
          rationale: 'Gradual reduction of SIMV is the slowest way to wean and prolongs ventilation compared with daily breathing trials.',
        },
        {
          id: 'b',
          text: 'Start a 30-minute spontaneous breathing trial on pressure support 5 cm H2O and PEEP 5 cm H2O',
          weight: 3,
          next: 's3',
          result: 'The trial begins at an FiO2 of 0.35.',
          rationale:
            'She meets the readiness criteria. A trial with a little inspiratory pressure is the recommended first trial, and a daily trial shortens time on the ventilator.',
        },
        {
          id: 'c',
          text: 'Extubate her now to a nasal cannula at 2 L/min, as the screening values are good',
          weight: -1,
          next: 's2',
          result: 'The physician wants to see a breathing trial first. Make another selection.',
          rationale: 'A screen predicts a trial; it does not replace one. Extubating without a trial risks reintubation.',
        },
        {
          id: 'd',
          text: 'Keep full support for another day, because patients with COPD wean slowly, and rescreen her tomorrow',
          weight: -1,
          next: 's2',
          result: 'The physician disagrees: she meets the criteria for a breathing trial today. Make another selection.',
          rationale: 'Each unneeded day on the ventilator adds to the risks of pneumonia, delirium and muscle weakness.',
        },
        {
          id: 'e',
          text: 'Request a tracheostomy for prolonged weaning',
          weight: -2,
          next: 's2',
          result: 'The physician disagrees: she has not yet had a breathing trial. Make another selection.',
          rationale: 'Tracheostomy is considered after repeated failed trials, not before the first.',
        },
      ],
    },
    {
      id: 's3',
      kind: 'ig',
      prompt:
        'She is breathing on pressure support 5 cm H2O and PEEP 5 cm H2O. What would you assess during and at the end of the trial? SELECT AS MANY as indicated in this section.',
      next: 's5',
      options: [
        {
          id: 'a',
          text: 'Respiratory rate, tidal volume and rapid shallow breathing index through the trial',
          weight: 2,
          result: 'The measurements are shown in the table.',
          resultExhibit: {
            kind: 'table',
            variant: 'lab',
            title: 'Spontaneous breathing trial on pressure support 5 and PEEP 5 cm H2O',
            alt: 'Readings at 0, 15 and 30 minutes. Respiratory rate 20, 22 and 23 per minute. Tidal volume 360, 350 and 345 mL. Rapid shallow breathing index 56, 63 and 67. SpO2 94, 93 and 93 percent. Heart rate 92, 96 and 98 per minute.',
            columns: ['Finding', '0 min', '15 min', '30 min'],
            rows: [
              ['Respiratory rate (/min)', '20', '22', '23'],
              ['Tidal volume (mL)', '360', '350', '345'],
              ['Rapid shallow breathing index', '56', '63', '67'],
              ['SpO2 (%)', '94', '93', '93'],
              ['Heart rate (/min)', '92', '96', '98'],
            ],
          },
          rationale: 'These values, watched over the trial, show whether she is tolerating it; hers stay within safe limits.',
        },
        {
          id: 'b',
          text: 'Blood pressure',
          weight: 2,
          result: '138/78 mm Hg at 30 minutes.',
          rationale: 'A rise of more than about 20% or a fall below safe limits is a reason to stop the trial.',
        },
        {
          id: 'c',
          text: 'Accessory muscle use, paradoxical breathing and sweating',
          weight: 2,
          result: 'Slight neck muscle use; no paradoxical movement; skin dry.',
          rationale: 'Signs of distress often show before the numbers change; their absence supports success.',
        },
        {
          id: 'd',
          text: 'Mental status',
          weight: 1,
          result: 'Calm; she writes that she wants the tube out.',
          rationale: 'Agitation or anxiety that appears during a trial can be an early sign of failure.',
        },
        {
          id: 'e',
          text: 'Arterial blood gas at the end of the trial',
          weight: 1,
          result: 'pH 7.36, PaCO2 55 mm Hg, PaO2 68 mm Hg, HCO3 30 mEq/L.',
          rationale: 'A PaCO2 near her baseline with a normal pH confirms the trial did not cause acute hypercapnia.',
        },
        {
          id: 'f',
          text: 'Repeat chest radiograph',
          weight: -1,
          result: 'Improving right lower lobe consolidation.',
          rationale: 'A film taken during a trial does not change the decision.',
        },
        {
          id: 'g',
          text: 'Maximal voluntary ventilation',
          weight: -1,
          result: 'She cannot perform the maneuver through the tube.',
          rationale: 'This effort-dependent test is impractical in an intubated patient and adds nothing to the trial.',
        },
        {
          id: 'h',
          text: '12-lead ECG',
          weight: -1,
          result: 'Sinus rhythm at 98/min; no acute changes.',
          rationale: 'The monitor already shows a steady rhythm; a 12-lead tracing is not needed.',
        },
        {
          id: 'i',
          text: 'Esophageal pressure measurement of the work of breathing',
          weight: -2,
          result: 'A balloon catheter is placed; the work of breathing is 0.9 J/L.',
          rationale: 'An invasive measurement is not needed when the bedside signs are clear, and placing it interrupts the trial.',
        },
        {
          id: 'j',
          text: 'Blood cultures',
          weight: -1,
          result: 'Drawn; no growth after 48 hours.',
          rationale: 'She has no new fever or sign of infection.',
        },
      ],
    },
    {
      id: 's4',
      kind: 'dm',
      prompt:
        'Two days later she is on SIMV at 6/min with pressure support 10 cm H2O. Her total respiratory rate is 32/min with spontaneous tidal volumes of 220 mL; she is sweating and uses her neck muscles. Which of the following would you recommend now? CHOOSE ONLY ONE.',
      options: [
        {
          id: 'a',
          text: 'Lower the SIMV rate to 4/min to continue the weaning schedule',
          weight: -3,
          next: null,
          result: 'Within an hour her respiratory rate is 40/min and her SpO2 86%; she is returned to full support and sedated.',
          rationale: 'She is showing signs of fatigue; removing more support pushes her into failure.',
        },
        {
          id: 'b',
          text: 'Return her to assist/control overnight, then do a spontaneous breathing trial in the morning',
          weight: 3,
          next: 's3',
          result: 'She sleeps through the night. In the morning she meets the readiness criteria again and the trial begins.',
          rationale: 'Rest on full support, followed by a daily trial, is the recommended approach after signs of fatigue.',
        },
        {
          id: 'c',
          text: 'Give propofol to reduce her respiratory rate and anxiety, keeping the current SIMV and pressure support settings',
          weight: -2,
          next: 's4',
          result: 'The physician disagrees: sedation would hide her fatigue and slow her recovery. Make another selection.',
          rationale: 'Her fast rate comes from fatigue, not anxiety; sedating her on low support worsens her ventilation.',
        },
        {
          id: 'd',
          text: 'Increase the pressure support to 20 cm H2O and keep SIMV at 6/min',
          weight: -1,
          next: 's4',
          result: 'Her tidal volumes rise, but the physician asks for a plan that ends with a breathing trial. Make another selection.',
          rationale: 'It relieves her for now, but keeps her on a gradual SIMV wean instead of daily trials.',
        },
      ],
    },
    {
      id: 's5',
      kind: 'dm',
      prompt: 'She has passed the 30-minute trial. Which of the following would you recommend now? CHOOSE ONLY ONE.',
      options: [
        {
          id: 'a',
          text: 'Extubate her to a nasal cannula at 2 L/min and start bilevel noninvasive ventilation only if she develops respiratory failure',
          weight: -1,
          next: null,
          result:
            'Eight hours after extubation her PaCO2 has risen to 68 mm Hg; she is placed on noninvasive ventilation but is reintubated the next day.',
          rationale:
            'Noninvasive ventilation used to rescue established failure after extubation does not prevent reintubation and may delay it.',
        },
        {
          id: 'b',
          text: 'Extubate her directly to bilevel noninvasive ventilation',
          weight: 3,
          next: null,
          result:
            'She is extubated and placed on bilevel noninvasive ventilation at IPAP 12 and EPAP 5 cm H2O. Two days later she needs it only at night.',
          rationale:
            'Hypercapnic COPD patients are at high risk of failing extubation; noninvasive ventilation applied right after extubation reduces reintubation and mortality.',
        },
        {
          id: 'c',
          text: 'Extubate her to heated high-flow nasal cannula at 40 L/min and an FiO2 of 0.35',
          weight: 1,
          next: null,
          result:
            'She is extubated to high flow. By the next morning she is tired, her PaCO2 is 62 mm Hg, and she is switched to noninvasive ventilation.',
          rationale:
            'High flow is better than a simple cannula, but for a hypercapnic patient at high risk, noninvasive ventilation is preferred.',
        },
        {
          id: 'd',
          text: 'Keep her intubated for 24 more hours and repeat the trial tomorrow to be sure',
          weight: -1,
          next: null,
          result: 'She passes again the next day and is extubated, one day later than needed.',
          rationale: 'A patient who passes a trial should be extubated; waiting adds risk without benefit.',
        },
        {
          id: 'e',
          text: 'Request a tracheostomy because she has severe COPD',
          weight: -2,
          next: null,
          result: 'The surgeon places a tracheostomy the next day.',
          rationale: 'A patient who has passed a breathing trial does not need a surgical airway.',
        },
      ],
    },
  ],
};

const copdClinic: SeedCseProblem = {
  key: 'cse-aw-004',
  title: 'COPD in the clinic: home oxygen, inhalers and rehabilitation',
  category: 'adult-chronic-airways',
  source: 'gold-2025',
  written: '2026-11-29',
  scenario:
    'A 66-year-old man with COPD comes to the pulmonary clinic three weeks after a hospital stay for an exacerbation, his second this year. He stopped smoking two years ago after 50 pack-years. He uses an umeclidinium-vilanterol dry-powder inhaler once a day and an albuterol metered-dose inhaler when needed, and he becomes breathless walking to his mailbox. At rest on room air: respiratory rate 20/min, heart rate 96/min, blood pressure 134/80 mm Hg, SpO2 87%.',
  sections: [
    {
      id: 's1',
      kind: 'ig',
      prompt: 'What information would you gather at this visit? SELECT AS MANY as indicated in this section.',
      next: 's2',
      options: [
        {
          id: 'a',
          text: 'Arterial blood gas on room air at rest',
          weight: 3,
          result: 'pH 7.41, PaCO2 46 mm Hg, PaO2 54 mm Hg, HCO3 28 mEq/L, SaO2 87%.',
          rationale:
            'A resting PaO2 of 55 mm Hg or less, measured when he is stable, is the finding that qualifies him for long-term oxygen.',
        },
        {
          id: 'b',
          text: 'Six-minute walk with oximetry',
          weight: 2,
          result: 'He walks 230 m, stopping twice; SpO2 falls from 87% to 81%.',
          rationale: 'The walk measures his exercise capacity for rehabilitation and shows how much oxygen he needs on exertion.',
        },
        {
          id: 'c',
          text: 'Spirometry after a bronchodilator',
          weight: 1,
          result: 'FEV1/FVC 0.46; FEV1 1.12 L, 39% of predicted.',
          rationale: 'It confirms the severity of his airflow obstruction for the record and the treatment plan.',
        },
        {
          id: 'd',
          text: 'COPD Assessment Test (CAT)',
          weight: 1,
          result: 'Score 26 of 40.',
          rationale: 'A high symptom score, with his exacerbations, guides both drug treatment and the referral to rehabilitation.',
        },
        {
          id: 'e',
          text: 'Blood eosinophil count',
          weight: 1,
          result: '360 cells/µL.',
          rationale:
            'In a patient who keeps having exacerbations on two bronchodilators, a count of 300 or more favors adding an inhaled corticosteroid.',
        },
        {
          id: 'f',
          text: 'Hemoglobin and hematocrit',
          weight: 1,
          result: 'Hemoglobin 16.1 g/dL, hematocrit 49%.',
          rationale:
            'A raised hematocrit would be a sign of chronic hypoxemia; his is normal, which gives a baseline but does not change the need for oxygen.',
        },
        {
          id: 'g',
          text: 'Breath sounds',
          weight: 1,
          result: 'Diminished in both lungs, with a prolonged expiration; no crackles.',
          rationale: 'A quick examination looks for anything new since discharge.',
        },
        {
          id: 'h',
          text: 'Ankles and neck veins',
          weight: 1,
          result: 'No ankle edema; the neck veins are flat when he sits up.',
          rationale: 'Edema and distended neck veins would suggest cor pulmonale from long-standing hypoxemia.',
        },
        {
          id: 'i',
          text: 'Methacholine challenge',
          weight: -2,
          result: 'The test is not performed.',
          rationale: 'His diagnosis is established, and a challenge in severe COPD is unsafe and uninformative.',
        },
        {
          id: 'j',
          text: 'Right heart catheterization',
          weight: -2,
          result: 'The cardiologist declines: nothing suggests pulmonary hypertension beyond that of COPD.',
          rationale: 'An invasive study adds risk and cost without changing his care.',
        },
        {
          id: 'k',
          text: 'Overnight polysomnography',
          weight: -1,
          result: 'The sleep laboratory can schedule him in six weeks.',
          rationale: 'He reports no snoring or daytime sleepiness; a sleep study is not indicated now.',
        },
        {
          id: 'l',
          text: 'Serum theophylline level',
          weight: -1,
          result: 'Not detected.',
          rationale: 'He does not take theophylline.',
        },
        {
          id: 'm',
          text: 'Sputum culture',
          weight: -1,
          result: 'Normal flora.',
          rationale: 'He is stable with no change in his sputum; a culture does not change his care.',
        },
      ],
    },
    {
      id: 's2',
      kind: 'dm',
      prompt: 'Which of the following would you recommend about oxygen? CHOOSE ONLY ONE.',
      options: [
        {
          id: 'a',
          text: 'Prescribe oxygen only while he sleeps',
          weight: -1,
          next: 's2',
          result: 'The physician disagrees: his resting gas qualifies him for oxygen during the day too. Make another selection.',
          rationale: 'He is hypoxemic at rest and on exertion, not only at night; nocturnal oxygen leaves most of the day uncovered.',
        },
        {
          id: 'b',
          text: 'Prescribe no oxygen for now, since his SpO2 stays above 85% at rest, and recheck his oximetry in three months',
          weight: -2,
          next: 's4',
          result: 'He goes home on room air.',
          rationale:
            'The threshold is a PaO2 of 55 mm Hg or less (SpO2 about 88% or less); he meets it, and untreated chronic hypoxemia shortens life.',
        },
        {
          id: 'c',
          text: 'Prescribe oxygen for at least 15 hours a day, titrated to SpO2 90% or more at rest and on exertion',
          weight: 3,
          next: 's3',
          result:
            'A concentrator and portable cylinders are delivered. At 2 L/min his resting SpO2 is 93%, and at 4 L/min it stays at 90% while walking.',
          rationale:
            'Long-term oxygen for 15 hours or more a day improves survival in COPD with severe resting hypoxemia. A portable system lets him stay active.',
        },
        {
          id: 'd',
          text: 'Prescribe oxygen at 5 L/min by nasal cannula at all times',
          weight: -2,
          next: 's2',
          result: 'The physician asks for a flow set to his measured needs. Make another selection.',
          rationale:
            'A fixed high flow without titration can raise his PaCO2; the flow is set to the target saturation at rest and on exertion.',
        },
        {
          id: 'e',
          text: 'Start bilevel noninvasive ventilation at night instead of oxygen',
          weight: -1,
          next: 's2',
          result: 'The physician disagrees: his PaCO2 is only mildly raised, and his problem is hypoxemia. Make another selection.',
          rationale:
            'Home noninvasive ventilation is for persistent marked hypercapnia after an exacerbation; it does not replace oxygen for hypoxemia.',
        },
      ],
    },
    {
      id: 's3',
      kind: 'ig',
      prompt:
        'He returns four weeks later. He uses his oxygen about 16 hours a day and says he still gets breathless. Before you plan his inhaled treatment and exercise, what would you assess? SELECT AS MANY as indicated in this section.',
      next: 's5',
      options: [
        {
          id: 'a',
          text: 'Watch him use his dry-powder inhaler',
          weight: 3,
          result: 'He breathes out through the mouthpiece, then takes a slow, gentle breath in and does not hold it.',
          rationale:
            'Poor technique is the most common reason an inhaler fails; exhaling into a dry-powder device also wets and wastes the dose.',
        },
        {
          id: 'b',
          text: 'Peak inspiratory flow against the resistance of his dry-powder inhaler',
          weight: 2,
          result: '28 L/min, below the flow his inhaler needs to release the powder.',
          rationale: 'A dry-powder inhaler works only if the patient can inhale fast enough; many patients with severe COPD cannot.',
        },
        {
          id: 'c',
          text: 'Watch him use his albuterol inhaler',
          weight: 2,
          result: 'He presses the canister before he starts to breathe in and inhales quickly; he does not use a spacer.',
          rationale:
            'A metered-dose inhaler needs a slow breath that begins as the canister is pressed; his timing sends most of the dose into his mouth.',
        },
        {
          id: 'd',
          text: 'Pharmacy refill record',
          weight: 1,
          result: 'The 30-day maintenance inhaler is refilled every 7–8 weeks.',
          rationale: 'Refills show he takes about half of his doses, another reason for poor control.',
        },
        {
          id: 'e',
          text: 'Where he uses his oxygen at home and who smokes there',
          weight: 2,
          result: 'His wife smokes indoors, and the concentrator tubing runs past the gas stove.',
          rationale: 'Smoking and open flames near oxygen cause home fires and facial burns; the household needs teaching.',
        },
        {
          id: 'f',
          text: 'His daily activity and what he wants to be able to do',
          weight: 1,
          result: 'He spends most of the day in a chair and wants to work in his garden again.',
          rationale: 'His goals shape the rehabilitation plan and his motivation to attend.',
        },
        {
          id: 'g',
          text: 'Vaccination record',
          weight: 1,
          result: 'Influenza vaccine this season; no pneumococcal or RSV vaccine recorded.',
          rationale: 'Vaccines against influenza, pneumococcus, RSV and COVID-19 reduce exacerbations and are part of COPD care.',
        },
        {
          id: 'h',
          text: 'Arterial blood gas on his oxygen',
          weight: -1,
          result: 'pH 7.40, PaCO2 47 mm Hg, PaO2 76 mm Hg, HCO3 28 mEq/L at 2 L/min.',
          rationale:
            'He is stable and oximetry already shows his saturation on oxygen; an arterial puncture adds pain without new information.',
        },
        {
          id: 'i',
          text: 'Full pulmonary function tests with lung volumes and diffusing capacity',
          weight: -1,
          result: 'TLC 128% of predicted; DLCO 42% of predicted.',
          rationale: 'The results confirm what is known and change neither the inhaler nor the rehabilitation plan.',
        },
        {
          id: 'j',
          text: 'CT pulmonary angiogram',
          weight: -2,
          result: 'No pulmonary embolism; emphysema in both upper lobes.',
          rationale: 'Nothing suggests an embolism; the study adds contrast, radiation and cost.',
        },
        {
          id: 'k',
          text: 'Overnight oximetry',
          weight: -1,
          result: 'SpO2 on 2 L/min is 90% or more for 96% of the night.',
          rationale: 'His oxygen prescription already covers sleep; this adds little.',
        },
        {
          id: 'l',
          text: 'Serum digoxin level',
          weight: -1,
          result: 'Not detected.',
          rationale: 'He does not take digoxin.',
        },
      ],
    },
    {
      id: 's4',
      kind: 'dm',
      prompt:
        'Six weeks later he returns with swollen ankles and more breathlessness. On room air his SpO2 is 85%, his hematocrit 53% and his neck veins are distended. Which of the following would you recommend now? CHOOSE ONLY ONE.',
      options: [
        {
          id: 'a',
          text: 'Start a diuretic and review him again in a month',
          weight: -1,
          next: 's4',
          result: 'The physician agrees to a diuretic but asks what will treat the cause. Make another selection.',
          rationale: 'The edema comes from right heart strain driven by hypoxemia; a diuretic alone leaves the cause untreated.',
        },
        {
          id: 'b',
          text: 'Prescribe oxygen for at least 15 hours a day, titrated at rest and on exertion, with a portable system',
          weight: 3,
          next: 's3',
          result: 'Oxygen is started at 2 L/min at rest and 4 L/min on exertion. Four weeks later the edema has gone.',
          rationale: 'Long-term oxygen treats the hypoxemia that is straining his right heart and improves survival.',
        },
        {
          id: 'c',
          text: 'Arrange phlebotomy to bring his hematocrit under 45%',
          weight: -2,
          next: 's4',
          result: 'The physician disagrees: the polycythemia is a response to hypoxemia. Make another selection.',
          rationale: 'Removing red cells reduces his oxygen-carrying capacity while the hypoxemia that drives them goes untreated.',
        },
        {
          id: 'd',
          text: 'Prescribe oxygen at 2 L/min only when he walks or climbs stairs, so that he does not become dependent on it at rest',
          weight: -1,
          next: 's4',
          result: 'The physician disagrees: he is hypoxemic at rest. Make another selection.',
          rationale: 'Oxygen does not cause dependence, and he needs it at rest as well as on exertion.',
        },
      ],
    },
    {
      id: 's5',
      kind: 'dm',
      prompt: 'Which of the following would you recommend about his inhaled treatment? CHOOSE ONLY ONE.',
      options: [
        {
          id: 'a',
          text: 'Keep the dry-powder inhaler and coach him to breathe in as hard and as fast as he can from the start of each dose',
          weight: -1,
          next: 's6',
          result: 'He tries, but the meter still reads under 30 L/min.',
          rationale: 'Coaching cannot raise a flow his lungs cannot produce; the device does not suit him.',
        },
        {
          id: 'b',
          text: 'Change to a triple-therapy metered-dose inhaler with a valved holding chamber, and have him show it back',
          weight: 3,
          next: 's6',
          result: 'After two demonstrations he uses the inhaler and chamber correctly.',
          rationale:
            'His eosinophil count and repeated exacerbations on two bronchodilators call for adding an inhaled corticosteroid, and a metered-dose inhaler with a chamber does not depend on a fast inspiratory flow. Teach-back confirms the technique.',
        },
        {
          id: 'c',
          text: 'Add a tiotropium dry-powder inhaler to his current inhaler',
          weight: -2,
          next: 's6',
          result: 'He now takes two long-acting antimuscarinics, with a dry mouth and no relief.',
          rationale: 'It duplicates the antimuscarinic he already takes, through another device he cannot use well.',
        },
        {
          id: 'd',
          text: 'Change to a long-acting bronchodilator solution given by nebulizer twice a day',
          weight: 1,
          next: 's6',
          result: 'He uses the nebulizer reliably, though each treatment takes 10 minutes.',
          rationale:
            'A nebulizer suits patients who cannot use a handheld inhaler, but it does not add the inhaled corticosteroid his exacerbations call for.',
        },
        {
          id: 'e',
          text: 'Stop the maintenance inhaler and use albuterol when needed, since it has not helped',
          weight: -2,
          next: 's6',
          result: 'Over the next month he uses his albuterol six to eight times a day.',
          rationale: 'Stopping maintenance treatment in a patient with frequent exacerbations raises his risk of another.',
        },
      ],
    },
    {
      id: 's6',
      kind: 'dm',
      prompt: 'Which of the following would you also recommend? CHOOSE ONLY ONE.',
      options: [
        {
          id: 'a',
          text: 'Advise him to rest and avoid any activity that makes him breathless',
          weight: -2,
          next: null,
          result: 'He does less each week, and three months later he cannot walk to the mailbox.',
          rationale: 'Avoiding exertion leads to deconditioning and more breathlessness.',
        },
        {
          id: 'b',
          text: 'Refer him to pulmonary rehabilitation, and teach him and his wife to keep flames and smoking away from the oxygen',
          weight: 3,
          next: null,
          result: 'He finishes an eight-week program; his walk distance rises to 310 m. His wife now smokes outside.',
          rationale:
            'Rehabilitation is recommended soon after an exacerbation and improves breathlessness, exercise capacity and quality of life. Fire safety protects the whole household.',
        },
        {
          id: 'c',
          text: 'Wait to refer him to rehabilitation until he no longer needs oxygen',
          weight: -1,
          next: null,
          result: 'He stays on oxygen and is never referred.',
          rationale: 'Patients on oxygen benefit from rehabilitation and exercise with their oxygen.',
        },
        {
          id: 'd',
          text: 'Refer him for lung volume reduction surgery, and schedule rehabilitation for after the operation if he is accepted',
          weight: -1,
          next: null,
          result: 'The surgical team asks that he complete rehabilitation before they evaluate him.',
          rationale: 'Rehabilitation comes first; it is a requirement before volume reduction is considered.',
        },
        {
          id: 'e',
          text: 'Give him a leaflet on home walking and review him in six months',
          weight: 0,
          next: null,
          result: 'He walks a little more for two weeks, then stops.',
          rationale: 'Advice alone does little without the training, education and support of a supervised program.',
        },
      ],
    },
  ],
};

const cfHemoptysis: SeedCseProblem = {
  key: 'cse-aw-005',
  title: 'Cystic fibrosis exacerbation with hemoptysis',
  category: 'adult-chronic-airways',
  source: 'cff-hemoptysis-pneumothorax-2010',
  written: '2026-11-29',
  scenario:
    'A 24-year-old woman with cystic fibrosis is admitted for a pulmonary exacerbation after ten days of more cough and sputum, poor appetite and a 2 kg weight loss. Her sputum has grown mucoid Pseudomonas aeruginosa for years. At home she takes elexacaftor-tezacaftor-ivacaftor, dornase alfa once a day, and 7% hypertonic saline with a high-frequency chest wall oscillation vest twice a day. Temperature 37.8 °C, respiratory rate 26/min, heart rate 108/min, blood pressure 112/70 mm Hg, SpO2 91% on room air.',
  sections: [
    {
      id: 's1',
      kind: 'ig',
      prompt: 'What information would you gather on admission? SELECT AS MANY as indicated in this section.',
      next: 's2',
      options: [
        {
          id: 'a',
          text: 'Sputum culture and sensitivities',
          weight: 3,
          result: 'Mucoid Pseudomonas aeruginosa sensitive to tobramycin and ceftazidime; methicillin-sensitive Staphylococcus aureus.',
          rationale: 'The organisms and their sensitivities guide the choice of intravenous antibiotics for the exacerbation.',
        },
        {
          id: 'b',
          text: 'Spirometry',
          weight: 2,
          result: 'FEV1 1.48 L, 44% of predicted; her baseline three months ago was 58%.',
          rationale: 'A fall in FEV1 from baseline confirms the exacerbation and is the main measure of recovery.',
        },
        {
          id: 'c',
          text: 'Chest radiograph',
          weight: 2,
          result: 'Bronchiectasis in both upper lobes with mucus plugging; no pneumothorax.',
          rationale: 'The film looks for a pneumothorax or a new consolidation, both of which change management.',
        },
        {
          id: 'd',
          text: 'Breath sounds',
          weight: 1,
          result: 'Coarse crackles over both upper lobes that change with coughing.',
          rationale: 'Crackles that shift with a cough point to retained secretions that airway clearance can move.',
        },
        {
          id: 'e',
          text: 'Body weight and body mass index',
          weight: 1,
          result: '49 kg; body mass index 18.2 kg/m2.',
          rationale: 'Nutrition is closely linked to lung function in cystic fibrosis; weight loss is part of the exacerbation.',
        },
        {
          id: 'f',
          text: 'Blood glucose',
          weight: 1,
          result: '212 mg/dL, two hours after a meal.',
          rationale: 'Cystic fibrosis-related diabetes often worsens during an exacerbation and affects recovery.',
        },
        {
          id: 'g',
          text: 'Serum creatinine',
          weight: 1,
          result: '0.7 mg/dL.',
          rationale: 'Kidney function is checked before an aminoglycoside such as tobramycin is given intravenously.',
        },
        {
          id: 'h',
          text: 'Sweat chloride test',
          weight: -1,
          result: '104 mmol/L.',
          rationale: 'Her diagnosis was made long ago; repeating the test changes nothing.',
        },
        {
          id: 'i',
          text: 'Methacholine challenge',
          weight: -2,
          result: 'The test is not performed.',
          rationale: 'A bronchial challenge is unsafe during an exacerbation and has no diagnostic role here.',
        },
        {
          id: 'j',
          text: 'Bronchoscopy with lavage',
          weight: -2,
          result: 'Thick purulent secretions in both upper lobes; the lavage grows Pseudomonas aeruginosa.',
          rationale: 'Expectorated sputum already identifies her organisms; bronchoscopy adds risk for the same answer.',
        },
        {
          id: 'k',
          text: 'Overnight polysomnography',
          weight: -1,
          result: 'The sleep laboratory has no bed for two weeks.',
          rationale: 'Nothing suggests a sleep disorder; the test does not help the exacerbation.',
        },
        {
          id: 'l',
          text: 'CT scan of the sinuses',
          weight: -1,
          result: 'Opacified maxillary and ethmoid sinuses.',
          rationale: 'Sinus disease is nearly universal in cystic fibrosis and the scan does not change her treatment now.',
        },
      ],
    },
    {
      id: 's2',
      kind: 'dm',
      prompt:
        'Intravenous tobramycin and ceftazidime are started. The physician asks you to plan her inhaled treatments and airway clearance during the admission. Which of the following would you recommend? CHOOSE ONLY ONE.',
      options: [
        {
          id: 'a',
          text: 'Inhaled tobramycin first, then hypertonic saline, then airway clearance with her vest',
          weight: -1,
          next: 's2',
          result: 'The physician asks for an order that clears the airways before the antibiotic is inhaled. Make another selection.',
          rationale: 'An inhaled antibiotic given before clearance lands on mucus that is then coughed out; it is given last.',
        },
        {
          id: 'b',
          text: 'Albuterol, then hypertonic saline during her vest treatment, and her other inhaled medications after clearance',
          weight: 3,
          next: 's3',
          result: 'She follows the plan twice a day and brings up large amounts of thick green sputum.',
          rationale:
            'A bronchodilator first prevents bronchospasm from the hypertonic saline, which hydrates the mucus while the vest moves it; medications meant to stay in the lungs go in after the airways are clear.',
        },
        {
          id: 'c',
          text: 'Hypertonic saline right away, skipping the albuterol to shorten her treatments',
          weight: -2,
          next: 's4',
          result: 'Halfway through the nebulizer she starts to cough and wheeze.',
          rationale: 'Hypertonic saline can cause bronchospasm; a bronchodilator is given before it.',
        },
        {
          id: 'd',
          text: 'Stop airway clearance until the intravenous antibiotics have worked for 48 hours, so that she can rest',
          weight: -2,
          next: 's2',
          result: 'The physician disagrees: clearance is one of the main treatments of the exacerbation. Make another selection.',
          rationale: 'During an exacerbation airway clearance is kept up or increased, not stopped.',
        },
        {
          id: 'e',
          text: 'Replace the vest with percussion and postural drainage in head-down positions four times a day',
          weight: -1,
          next: 's3',
          result: 'She finds the head-down positions hard to tolerate and has heartburn; her vest is restarted the next day.',
          rationale: 'She already uses an effective method; head-down tilts add reflux and breathlessness without better clearance.',
        },
      ],
    },
    {
      id: 's3',
      kind: 'ig',
      prompt:
        'On the third day she coughs up about 300 mL of bright red blood over two hours and says she feels something bubbling in her right upper chest. What would you assess now? SELECT AS MANY as indicated in this section.',
      next: 's5',
      options: [
        {
          id: 'a',
          text: 'Heart rate, blood pressure and SpO2',
          weight: 3,
          result: 'Heart rate 122/min, blood pressure 104/62 mm Hg, respiratory rate 30/min, SpO2 88% on a nasal cannula at 2 L/min.',
          rationale: 'The vital signs show how much the bleeding threatens her circulation and gas exchange.',
        },
        {
          id: 'b',
          text: 'Hemoglobin, platelet count and clotting tests',
          weight: 2,
          result: 'Hemoglobin 9.6 g/dL (11.8 on admission), platelets 260,000/mm3, INR 1.4.',
          rationale:
            'The fall in hemoglobin measures the loss, and a raised INR from vitamin K deficiency is common in cystic fibrosis and can be corrected.',
        },
        {
          id: 'c',
          text: 'Blood type and crossmatch',
          weight: 2,
          result: 'Two units of packed red cells are ready.',
          rationale: 'Blood must be available before bleeding of this size becomes an emergency.',
        },
        {
          id: 'd',
          text: 'Breath sounds',
          weight: 1,
          result: 'Coarse crackles throughout, with new gurgling over the right upper lobe.',
          rationale: 'A new local finding, like her own sense of where it bubbles, helps locate the bleeding side.',
        },
        {
          id: 'e',
          text: 'Portable chest radiograph',
          weight: 1,
          result: 'New patchy opacity in the right upper lobe; no pneumothorax.',
          rationale: 'The film may show where the blood has collected and rules out a pneumothorax.',
        },
        {
          id: 'f',
          text: 'Her medication list',
          weight: 1,
          result: 'She has been taking ibuprofen for headaches since admission.',
          rationale: 'Nonsteroidal anti-inflammatory drugs impair platelet function and are stopped when hemoptysis occurs.',
        },
        {
          id: 'g',
          text: 'Spirometry to measure the change from admission',
          weight: -2,
          result: 'The first forced exhalation brings on coughing and more fresh blood.',
          rationale: 'Forced maneuvers raise airway pressure and can worsen the bleeding.',
        },
        {
          id: 'h',
          text: 'Sputum induction with hypertonic saline for a new culture',
          weight: -3,
          result: 'The treatment is stopped after two breaths when she coughs up more blood.',
          rationale: 'Provoking a cough during massive hemoptysis can increase the bleeding.',
        },
        {
          id: 'i',
          text: 'Sweat chloride test',
          weight: -1,
          result: '101 mmol/L.',
          rationale: 'It has no bearing on the bleeding.',
        },
        {
          id: 'j',
          text: 'Six-minute walk with oximetry',
          weight: -2,
          result: 'She stops after one minute with a fit of coughing.',
          rationale: 'Exertion is unsafe while she is bleeding and tells nothing about the source.',
        },
      ],
    },
    {
      id: 's4',
      kind: 'dm',
      prompt:
        'She is wheezing and says her chest is tight. Respiratory rate 32/min, SpO2 85% on room air. Which of the following would you recommend now? CHOOSE ONLY ONE.',
      options: [
        {
          id: 'a',
          text: 'Finish the hypertonic saline dose so that her airway clearance is not interrupted',
          weight: -3,
          next: 's4',
          result: 'The physician stops the nebulizer. Make another selection.',
          rationale: 'Continuing the agent that caused the bronchospasm makes it worse.',
        },
        {
          id: 'b',
          text: 'Stop the saline, give albuterol and oxygen, and give albuterol before every later dose',
          weight: 3,
          next: 's3',
          result:
            'Ten minutes after the albuterol her wheeze has gone and her SpO2 is 93% on 1 L/min. With albuterol first, she tolerates the saline and vest for the next two days.',
          rationale: 'The bronchospasm is reversed with a bronchodilator, and pretreating prevents it with later doses.',
        },
        {
          id: 'c',
          text: 'Stop hypertonic saline for good and use normal saline in its place during clearance',
          weight: -1,
          next: 's3',
          result: 'She has no more wheezing, but her sputum becomes harder to bring up over the next two days.',
          rationale:
            'Normal saline lacks the hydrating effect; with a bronchodilator first she could have kept the more effective treatment.',
        },
        {
          id: 'd',
          text: 'Give intravenous methylprednisolone and stop all airway clearance until the wheezing resolves',
          weight: -2,
          next: 's4',
          result: 'The physician disagrees: a bronchodilator works faster, and clearance should continue. Make another selection.',
          rationale: 'Steroids act slowly, and stopping clearance worsens the exacerbation.',
        },
      ],
    },
    {
      id: 's5',
      kind: 'dm',
      prompt: 'Which of the following would you recommend now? CHOOSE ONLY ONE.',
      options: [
        {
          id: 'a',
          text: 'Continue her vest treatments to clear the blood from her airways',
          weight: -3,
          next: null,
          result: 'During the treatment she coughs up another 200 mL of blood and her SpO2 falls to 80%.',
          rationale:
            'Airway clearance is stopped in massive hemoptysis, since the vibration and coughing can restart or worsen the bleeding.',
        },
        {
          id: 'b',
          text: 'Start bilevel noninvasive ventilation to support her oxygenation while the bleeding settles',
          weight: -2,
          next: null,
          result: 'Blood collects in the mask and she pulls it off, frightened.',
          rationale:
            'Positive pressure by mask is stopped during massive hemoptysis; it can worsen bleeding and blood in the mask risks aspiration.',
        },
        {
          id: 'c',
          text: 'Stop airway clearance and hypertonic saline, lay her right side down, and arrange bronchial artery embolization',
          weight: 3,
          next: null,
          result:
            'The embolization that evening closes two enlarged right bronchial arteries. The bleeding stops, and three days later her airway clearance is restarted gently.',
          rationale:
            'Massive hemoptysis calls for stopping clearance and hypertonic saline, positioning the bleeding lung down to protect the other, and embolizing the bronchial arteries that are the usual source.',
        },
        {
          id: 'd',
          text: 'Arrange flexible bronchoscopy to find and suction the bleeding site before any other treatment is started',
          weight: -1,
          next: null,
          result:
            'The bronchoscopy finds blood in both upper lobes without a clear source; embolization is delayed until the next morning.',
          rationale:
            'Bronchoscopy rarely locates a single site in diffuse bronchiectasis and delays embolization, the treatment that stops the bleeding.',
        },
        {
          id: 'e',
          text: 'Stop the ibuprofen and the intravenous antibiotics until the bleeding has been controlled for 24 hours',
          weight: -2,
          next: null,
          result: 'The ibuprofen is stopped. Without antibiotics her fever returns the next day.',
          rationale: 'Stopping the ibuprofen is right, but the infection drives the bleeding and the antibiotics must continue.',
        },
      ],
    },
  ],
};

const chestTrauma: SeedCseProblem = {
  key: 'cse-aw-006',
  title: 'Chest trauma after a car crash: flail segment and pneumothorax',
  category: 'adult-trauma',
  source: 'atls-2018',
  written: '2026-11-29',
  scenario:
    'A 42-year-old man (height 178 cm) is brought to the emergency department after his car struck a tree at high speed; his chest hit the steering wheel. He is awake, in severe pain, and takes short, shallow breaths. Part of the right side of his chest moves in as he breathes in. Respiratory rate 34/min, heart rate 124/min, blood pressure 102/68 mm Hg, SpO2 88% on a nonrebreathing mask. The trauma team has two large intravenous lines in place.',
  sections: [
    {
      id: 's1',
      kind: 'ig',
      prompt: 'What information would you gather now? SELECT AS MANY as indicated in this section.',
      next: 's2',
      options: [
        {
          id: 'a',
          text: 'Breath sounds',
          weight: 3,
          result: 'Diminished on the right; clear on the left.',
          rationale: 'Reduced breath sounds on the injured side point to a pneumothorax or hemothorax, which must be found at once.',
        },
        {
          id: 'b',
          text: 'Inspection and palpation of the chest wall',
          weight: 2,
          result:
            'A 10 cm segment of the right lateral chest moves in on inspiration and out on expiration; bruising and crackling under the skin over it.',
          rationale: 'Paradoxical movement identifies a flail segment, and crepitus under the skin signals air leaking from the lung.',
        },
        {
          id: 'c',
          text: 'Position of the trachea and the neck veins',
          weight: 2,
          result: 'The trachea is in the midline; the neck veins are flat.',
          rationale:
            'A shifted trachea and distended neck veins would mean a tension pneumothorax; their absence now is a baseline to compare with later.',
        },
        {
          id: 'd',
          text: 'Arterial blood gas',
          weight: 2,
          result: 'pH 7.31, PaCO2 48 mm Hg, PaO2 58 mm Hg, HCO3 23 mEq/L on the nonrebreathing mask.',
          rationale: 'It measures the hypoxemia from lung contusion and the hypoventilation from pain and the unstable chest wall.',
        },
        {
          id: 'e',
          text: 'Extended focused ultrasound (eFAST)',
          weight: 2,
          result: 'No lung sliding over the right anterior chest; no fluid around the heart or in the abdomen.',
          rationale:
            'Ultrasound at the bedside detects a pneumothorax faster than a film and checks for bleeding in the abdomen and pericardium.',
        },
        {
          id: 'f',
          text: 'Portable chest radiograph',
          weight: 2,
          result:
            'Right ribs 4 to 8 are each broken in two places. Small right pneumothorax; patchy opacity in the right mid-lung consistent with contusion.',
          rationale: 'The film confirms the flail segment, the pneumothorax and the contusion that will worsen over the next day.',
        },
        {
          id: 'g',
          text: 'Pain score',
          weight: 1,
          result: '9 of 10, worse with each breath.',
          rationale: 'Pain is the main reason he takes shallow breaths; treating it well improves his ventilation.',
        },
        {
          id: 'h',
          text: 'CT scan of the chest and abdomen before any chest procedure',
          weight: -2,
          result: 'The scanner is available in 20 minutes.',
          rationale: 'A hypoxemic patient with a known pneumothorax is treated first; sending him to the scanner delays that.',
        },
        {
          id: 'i',
          text: 'Peak expiratory flow',
          weight: -1,
          result: '180 L/min with poor effort because of pain.',
          rationale: 'The effort hurts and the number says nothing useful about his injuries.',
        },
        {
          id: 'j',
          text: 'Maximal inspiratory pressure',
          weight: -1,
          result: '-30 cm H2O, limited by pain.',
          rationale: 'The measurement adds pain and does not change his immediate care.',
        },
        {
          id: 'k',
          text: 'Sputum Gram stain',
          weight: -1,
          result: 'No sputum can be produced.',
          rationale: 'Infection is not the problem in a patient injured an hour ago.',
        },
        {
          id: 'l',
          text: 'Spirometry',
          weight: -2,
          result: 'He cannot complete a forced exhalation because of pain.',
          rationale: 'A forced maneuver is painful and impossible with a flail segment, and adds nothing to emergency care.',
        },
        {
          id: 'm',
          text: 'D-dimer',
          weight: -1,
          result: '4.2 µg/mL FEU.',
          rationale: 'D-dimer is always raised after major trauma and does not help here.',
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
          text: 'Intubate now and start positive-pressure ventilation, then place a chest tube once he is stable',
          weight: -2,
          next: 's2',
          result: 'The physician disagrees: the pneumothorax must be drained before positive pressure is applied. Make another selection.',
          rationale: 'Positive pressure applied to a lung with an undrained pneumothorax can turn it into a tension pneumothorax.',
        },
        {
          id: 'b',
          text: 'Place a right chest tube and give analgesia with a regional nerve block, keeping the oxygen on',
          weight: 3,
          next: 's3',
          result:
            'A chest tube is placed in the fifth intercostal space and a serratus anterior block is given. Air and 150 mL of blood drain.',
          rationale:
            'The pneumothorax is drained before anything else, and good analgesia lets him breathe deeply and cough; regional blocks avoid the breathing depression of large opioid doses.',
        },
        {
          id: 'c',
          text: 'Apply CPAP at 10 cm H2O by mask to stabilize the flail segment from inside',
          weight: -2,
          next: 's4',
          result: 'He tolerates the mask for several minutes, then becomes more agitated and breathless.',
          rationale: 'Positive pressure by mask can also tension an undrained pneumothorax; the chest must be drained first.',
        },
        {
          id: 'd',
          text: 'Tape the chest wall or place sandbags over the flail segment to stop its movement',
          weight: -2,
          next: 's2',
          result: 'The physician disagrees: splinting the chest restricts breathing. Make another selection.',
          rationale: 'External splinting reduces chest expansion and worsens hypoventilation and atelectasis; it is no longer used.',
        },
        {
          id: 'e',
          text: 'Keep the nonrebreathing mask, start incentive spirometry, and reassess in one hour',
          weight: -1,
          next: 's4',
          result: 'He cannot take a deep breath for the spirometer. Twenty minutes later he is more distressed.',
          rationale:
            'Waiting leaves a pneumothorax untreated in a hypoxemic patient, and incentive spirometry cannot work while pain is uncontrolled.',
        },
      ],
    },
    {
      id: 's3',
      kind: 'ig',
      prompt:
        'Thirty minutes after the chest tube and nerve block he is still on the nonrebreathing mask. What would you assess now? SELECT AS MANY as indicated in this section.',
      next: 's5',
      options: [
        {
          id: 'a',
          text: 'Arterial blood gas',
          weight: 3,
          result: 'pH 7.29, PaCO2 52 mm Hg, PaO2 55 mm Hg, HCO3 24 mEq/L on the nonrebreathing mask.',
          rationale: 'The gas shows whether draining the chest and controlling the pain have fixed his gas exchange; they have not.',
        },
        {
          id: 'b',
          text: 'The chest drainage system',
          weight: 2,
          result:
            'Bubbles in the air-leak chamber with each breath; the water seal rises and falls with breathing; 180 mL of blood in total.',
          rationale:
            'Bubbling shows an ongoing air leak from the lung, swinging shows the tube is open, and the blood volume is watched for a hemothorax that needs surgery.',
        },
        {
          id: 'c',
          text: 'Chest radiograph',
          weight: 2,
          result: 'The right lung is re-expanded and the tube is in place; the right mid-lung opacity is larger than on the first film.',
          rationale: 'It confirms the tube has worked and shows the contusion is getting worse, as contusions do over the first day.',
        },
        {
          id: 'd',
          text: 'Respiratory rate and chest wall movement',
          weight: 2,
          result: 'Respiratory rate 36/min; the right segment still moves paradoxically.',
          rationale: 'A rising rate despite analgesia is a sign he is failing.',
        },
        {
          id: 'e',
          text: 'Level of consciousness',
          weight: 1,
          result: 'Awake but exhausted; he now speaks only three or four words at a time.',
          rationale: 'Fatigue and shorter phrases add to the evidence that he is tiring.',
        },
        {
          id: 'f',
          text: 'Pain score',
          weight: 1,
          result: '5 of 10.',
          rationale: 'His pain is better controlled, so pain alone no longer explains his breathing.',
        },
        {
          id: 'g',
          text: 'Clamp the chest tube briefly to see whether the air leak stops',
          weight: -3,
          result: 'Within five minutes his SpO2 falls to 82% and he becomes more breathless; the clamp is removed.',
          rationale: 'Clamping a tube that is draining an active air leak can cause a tension pneumothorax.',
        },
        {
          id: 'h',
          text: 'Strip the chest tube',
          weight: -1,
          result: 'No clots are seen; the drainage does not change.',
          rationale: 'The tube is open and swinging; stripping creates very negative pressures and is not done routinely.',
        },
        {
          id: 'i',
          text: 'Maximal inspiratory pressure',
          weight: -1,
          result: '-26 cm H2O.',
          rationale: 'It adds little to the gas and bedside signs that already show he is failing.',
        },
        {
          id: 'j',
          text: 'Sputum culture',
          weight: -1,
          result: 'A small amount of blood-streaked sputum; the culture grows normal flora.',
          rationale: 'There is no sign of infection an hour after the injury.',
        },
      ],
    },
    {
      id: 's4',
      kind: 'dm',
      prompt:
        'He is now agitated and gray. SpO2 80%, blood pressure 78/50 mm Hg, heart rate 142/min. There are no breath sounds on the right, the right chest is hyperresonant, the trachea has shifted to the left and the neck veins are distended. Which of the following would you recommend now? CHOOSE ONLY ONE.',
      options: [
        {
          id: 'a',
          text: 'Obtain a chest radiograph at once to confirm the diagnosis',
          weight: -3,
          next: 's3',
          result:
            'While the film is being set up his blood pressure falls to 60/30 mm Hg. The physician decompresses the right chest with a needle and then places a chest tube; his pressure and SpO2 recover over ten minutes.',
          rationale: 'A tension pneumothorax is diagnosed at the bedside; waiting for a film can cost his life.',
        },
        {
          id: 'b',
          text: 'Give a 1 L fluid bolus and start a vasopressor',
          weight: -2,
          next: 's4',
          result: 'The physician disagrees: the cause of the hypotension must be treated first. Make another selection.',
          rationale: 'The low pressure comes from obstructed venous return; fluids and vasopressors do not relieve it.',
        },
        {
          id: 'c',
          text: 'Decompress the right chest with a needle at the fifth intercostal space, just in front of the midaxillary line, and then place a chest tube',
          weight: 3,
          next: 's3',
          result: 'Air rushes out. His blood pressure rises to 108/70 mm Hg and his SpO2 to 90%. A chest tube is then placed.',
          rationale:
            'Immediate decompression relieves a tension pneumothorax; this site is recommended for adults because the chest wall is thinner there, and a chest tube follows.',
        },
        {
          id: 'd',
          text: 'Raise the oxygen and add positive pressure by mask to improve his saturation',
          weight: -2,
          next: 's4',
          result: 'His SpO2 does not change and his blood pressure falls to 70/44 mm Hg. Make another selection.',
          rationale: 'More pressure feeds the tension; it must be released, not increased.',
        },
      ],
    },
    {
      id: 's5',
      kind: 'dm',
      prompt: 'Which of the following would you recommend now? CHOOSE ONLY ONE.',
      options: [
        {
          id: 'a',
          text: 'Apply bilevel noninvasive ventilation at IPAP 15 and EPAP 8 cm H2O',
          weight: -1,
          next: null,
          result: 'His breathing does not improve, and an hour later he is intubated with a PaO2 of 48 mm Hg.',
          rationale:
            'A trial of mask ventilation suits alert patients whose gas exchange is only borderline; his is already failing, and the trial delays intubation.',
        },
        {
          id: 'b',
          text: 'Intubate and ventilate at 6 mL/kg of predicted body weight (440 mL), PEEP 8 cm H2O and an FiO2 of 1.0',
          weight: 3,
          next: null,
          result:
            'He is intubated without difficulty. An hour later his SpO2 is 94% at an FiO2 of 0.60 and his plateau pressure is 26 cm H2O.',
          rationale:
            'Persistent hypoxemia and rising PaCO2 despite drainage and analgesia call for intubation. Low tidal volumes and PEEP protect the contused lung and hold open collapsed units.',
        },
        {
          id: 'c',
          text: 'Intubate and ventilate with a tidal volume of 900 mL to re-expand the contused lung',
          weight: -2,
          next: null,
          result: 'His plateau pressure is 38 cm H2O and the air leak through the chest tube doubles.',
          rationale: 'Large tidal volumes overstretch the injured lung and enlarge the air leak.',
        },
        {
          id: 'd',
          text: 'Give 2 L of crystalloid to improve blood flow to the lungs',
          weight: -2,
          next: null,
          result: 'His oxygenation worsens over the next hours, and he is intubated with fluid in both lungs.',
          rationale: 'Excess fluid worsens the edema of a contused lung; fluids are given to restore perfusion, not to treat hypoxemia.',
        },
        {
          id: 'e',
          text: 'Ask the surgeons to fix the broken ribs now, before he is given any ventilatory support beyond the mask',
          weight: -1,
          next: null,
          result: 'The surgeon agrees to consider rib fixation later, but not before his gas exchange is controlled.',
          rationale: 'Surgical rib fixation can help flail chest, but it is not the answer to acute respiratory failure.',
        },
      ],
    },
  ],
};

const smokeInhalation: SeedCseProblem = {
  key: 'cse-aw-007',
  title: 'Smoke inhalation and burns',
  category: 'adult-trauma',
  source: 'atls-2018',
  written: '2026-11-29',
  scenario:
    'A 38-year-old man (height 175 cm) is brought to the emergency department after firefighters pulled him from a smoke-filled bedroom where he was trapped for about 15 minutes. He has partial-thickness burns of the face, neck and both arms; his eyebrows and nasal hairs are singed and there is soot around his nose and mouth. He is confused and his voice is hoarse. On a nonrebreathing mask: respiratory rate 28/min, heart rate 122/min, blood pressure 104/66 mm Hg, SpO2 99%.',
  sections: [
    {
      id: 's1',
      kind: 'ig',
      prompt: 'What information would you gather now? SELECT AS MANY as indicated in this section.',
      next: 's2',
      options: [
        {
          id: 'a',
          text: 'Arterial CO-oximetry',
          weight: 3,
          result: 'The results are shown in the table.',
          resultExhibit: {
            kind: 'table',
            variant: 'lab',
            title: 'Arterial CO-oximetry on a nonrebreathing mask',
            alt: 'Carboxyhemoglobin 28 percent, methemoglobin 1 percent, oxyhemoglobin 70 percent. The pulse oximeter at the same time reads 99 percent.',
            columns: ['Measure', 'Value'],
            rows: [
              ['Carboxyhemoglobin (%)', '28'],
              ['Methemoglobin (%)', '1'],
              ['Oxyhemoglobin (%)', '70'],
              ['SpO2 by pulse oximeter (%)', '99'],
            ],
          },
          rationale:
            'A pulse oximeter reads carboxyhemoglobin as oxyhemoglobin; only CO-oximetry shows how much of his hemoglobin carries oxygen.',
        },
        {
          id: 'b',
          text: 'Arterial blood gas',
          weight: 2,
          result: 'pH 7.25, PaCO2 34 mm Hg, PaO2 380 mm Hg, HCO3 14 mEq/L.',
          rationale:
            'A metabolic acidosis despite a high PaO2 shows tissues that cannot use or receive oxygen, from carbon monoxide, cyanide or both.',
        },
        {
          id: 'c',
          text: 'Blood lactate',
          weight: 2,
          result: '9.2 mmol/L.',
          rationale: 'A lactate this high after smoke exposure strongly suggests cyanide poisoning as well as carbon monoxide.',
        },
        {
          id: 'd',
          text: 'Inspection of the mouth and throat, and his voice',
          weight: 3,
          result: 'Soot on the tongue and palate; the lips and uvula are swollen. His voice is hoarse; no stridor yet.',
          rationale:
            'Soot in the mouth, swelling and hoarseness are signs of an inhalation burn of the upper airway, which swells over hours.',
        },
        {
          id: 'e',
          text: 'Level of consciousness',
          weight: 2,
          result: 'Glasgow Coma Scale 13: eyes open to voice, confused speech, obeys commands.',
          rationale: 'Confusion reflects tissue hypoxia from carbon monoxide and cyanide and bears on whether he can protect his airway.',
        },
        {
          id: 'f',
          text: 'Extent and depth of the burns',
          weight: 1,
          result: 'Partial-thickness burns over about 18% of the body surface.',
          rationale: 'The burned area sets the fluid plan and whether he needs a burn center.',
        },
        {
          id: 'g',
          text: 'Sputum',
          weight: 1,
          result: 'He coughs up black-flecked sputum.',
          rationale: 'Carbon in the sputum is a sign of smoke reaching the lower airways.',
        },
        {
          id: 'h',
          text: 'Chest radiograph',
          weight: 1,
          result: 'Clear lungs.',
          rationale: 'A normal film is the baseline; lung injury from smoke often does not show on the film for a day or more.',
        },
        {
          id: 'i',
          text: 'SpO2 by pulse oximetry',
          weight: 0,
          result: '99%.',
          rationale: 'The reading is falsely reassuring in carbon monoxide poisoning; it does no harm to look, but it cannot be trusted.',
        },
        {
          id: 'j',
          text: 'Spirometry',
          weight: -2,
          result: 'He cannot follow the instructions.',
          rationale: 'A confused patient with a threatened airway cannot do forced maneuvers, and they waste time.',
        },
        {
          id: 'k',
          text: 'CT scan of the chest',
          weight: -2,
          result: 'Mild thickening of the bronchial walls.',
          rationale: 'Leaving the department with an unsecured, swelling airway is dangerous and the scan changes nothing now.',
        },
        {
          id: 'l',
          text: 'CT scan of the head',
          weight: -1,
          result: 'No bleeding or mass.',
          rationale: 'His confusion is explained by the poisoning; he had no head injury.',
        },
        {
          id: 'm',
          text: 'Ventilation-perfusion lung scan',
          weight: -2,
          result: 'The nuclear medicine department cannot do the scan until tomorrow.',
          rationale: 'Nothing suggests a pulmonary embolism, and the test is unsuited to an unstable patient.',
        },
        {
          id: 'n',
          text: 'Sputum culture',
          weight: -1,
          result: 'Normal flora.',
          rationale: 'Infection is not the issue in the first hours after smoke inhalation.',
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
          text: 'Keep the nonrebreathing mask and re-examine his airway in two hours',
          weight: -3,
          next: 's4',
          result: 'He is left on the mask.',
          rationale:
            'Upper airway swelling after an inhalation burn gets worse for hours; waiting makes a later intubation much harder or impossible.',
        },
        {
          id: 'b',
          text: 'Intubate now with an 8.0 mm tube, by the most experienced operator',
          weight: 3,
          next: 's3',
          result: 'He is intubated on the first attempt; soot is seen below the vocal cords.',
          rationale:
            'Soot in the mouth, swollen lips and uvula, hoarseness and confusion call for early intubation before the airway closes. A large tube allows bronchoscopy and clearing of secretions and casts.',
        },
        {
          id: 'c',
          text: 'Give nebulized racemic epinephrine and intravenous dexamethasone, then observe him on the mask',
          weight: -2,
          next: 's4',
          result: 'His voice does not change.',
          rationale: 'These drugs do not stop burn swelling, and observation delays the intubation he needs.',
        },
        {
          id: 'd',
          text: 'Switch him to heated high-flow nasal cannula at 60 L/min and an FiO2 of 1.0',
          weight: -1,
          next: 's4',
          result: 'He is moved to the high-flow cannula.',
          rationale: 'High flow gives oxygen but does nothing to protect an airway that is swelling shut.',
        },
        {
          id: 'e',
          text: 'Intubate only if stridor develops, and keep a difficult-airway cart at the bedside until then',
          weight: -2,
          next: 's4',
          result: 'The cart is brought to the bedside.',
          rationale: 'Stridor is a late sign; by then the swelling makes intubation very hard.',
        },
      ],
    },
    {
      id: 's3',
      kind: 'dm',
      prompt:
        'He is now intubated and on volume-controlled ventilation: tidal volume 500 mL, rate 20/min, PEEP 5 cm H2O, FiO2 1.0. Blood pressure 92/58 mm Hg. Which of the following would you recommend now? CHOOSE ONLY ONE.',
      options: [
        {
          id: 'a',
          text: 'Lower the FiO2 to 0.40, since his SpO2 is 100%',
          weight: -3,
          next: 's3',
          result: 'The physician disagrees: his carboxyhemoglobin is still high. Make another selection.',
          rationale:
            'Breathing 100% oxygen shortens the half-life of carbon monoxide from hours to about one hour; the SpO2 is falsely high.',
        },
        {
          id: 'b',
          text: 'Keep the FiO2 at 1.0 and give intravenous hydroxocobalamin 5 g',
          weight: 3,
          next: 's5',
          result: 'Hydroxocobalamin is given over 15 minutes. His skin and urine turn red, and his blood pressure rises to 110/66 mm Hg.',
          rationale:
            'Pure oxygen clears carbon monoxide fastest, and hydroxocobalamin binds cyanide without reducing oxygen-carrying capacity. Side effects include reddened skin and urine.',
        },
        {
          id: 'c',
          text: 'Give intravenous sodium nitrite followed by sodium thiosulfate to treat cyanide poisoning',
          weight: -2,
          next: 's5',
          result:
            'His methemoglobin rises to 12% and his blood pressure falls to 80/50 mm Hg. The physician stops the nitrite and gives hydroxocobalamin.',
          rationale:
            'Nitrites create methemoglobin, which carries no oxygen, and worsen hypotension; with carbon monoxide already binding hemoglobin this is dangerous.',
        },
        {
          id: 'd',
          text: 'Give sodium bicarbonate to correct the metabolic acidosis before anything else',
          weight: -1,
          next: 's3',
          result: 'The physician disagrees: the acidosis will correct once the cause is treated. Make another selection.',
          rationale: 'The lactic acidosis comes from poisoned cells; bicarbonate does not treat the cause.',
        },
        {
          id: 'e',
          text: 'Arrange immediate transfer to a hyperbaric center two hours away before further treatment',
          weight: -1,
          next: 's3',
          result: 'The physician decides he is too unstable to move now. Make another selection.',
          rationale: 'Hyperbaric oxygen is debated and never comes before stabilizing the patient and treating cyanide.',
        },
      ],
    },
    {
      id: 's4',
      kind: 'dm',
      prompt:
        'Ninety minutes later he has inspiratory stridor, his lips and tongue are much more swollen, and he can barely speak. He is drowsy. SpO2 94%. Which of the following would you recommend now? CHOOSE ONLY ONE.',
      options: [
        {
          id: 'a',
          text: 'Give nebulized racemic epinephrine and a helium-oxygen mixture, and keep watching him',
          weight: -2,
          next: 's4',
          result: 'The physician decides the airway must be secured now. Make another selection.',
          rationale: 'These measures may ease stridor briefly but do not stop the swelling; the airway is closing.',
        },
        {
          id: 'b',
          text: 'Intubate now, with the most experienced operator and a surgical airway kit open',
          weight: 3,
          next: 's3',
          result: 'Through a swollen larynx a 7.5 mm tube is passed on the second attempt.',
          rationale:
            'The airway must be secured immediately, with preparation for a surgical airway because intubation is now much harder.',
        },
        {
          id: 'c',
          text: 'Give a small dose of sedative so that he tolerates the mask while the team prepares',
          weight: -3,
          next: null,
          result: 'He stops breathing. Intubation is impossible through the swollen larynx, and a surgical airway is placed.',
          rationale: 'Sedating a patient with a closing airway removes the effort that keeps it open.',
        },
        {
          id: 'd',
          text: 'Apply bilevel noninvasive ventilation by full face mask to hold the upper airway open',
          weight: -2,
          next: 's4',
          result:
            'The physician disagrees: a mask cannot be sealed over burned, swelling skin and does not secure the airway. Make another selection.',
          rationale: 'Positive pressure by mask does not protect a swelling airway and is hard to apply over facial burns.',
        },
      ],
    },
    {
      id: 's5',
      kind: 'ig',
      prompt:
        'Four hours after intubation he is still on an FiO2 of 1.0. What would you assess now? SELECT AS MANY as indicated in this section.',
      next: 's6',
      options: [
        {
          id: 'a',
          text: 'Arterial CO-oximetry',
          weight: 3,
          result: 'Carboxyhemoglobin 4%, methemoglobin 1%.',
          rationale: 'The carboxyhemoglobin level tells when the oxygen can safely be lowered.',
        },
        {
          id: 'b',
          text: 'Blood lactate',
          weight: 2,
          result: '3.8 mmol/L.',
          rationale: 'A falling lactate shows the cells are using oxygen again.',
        },
        {
          id: 'c',
          text: 'Arterial blood gas',
          weight: 2,
          result: 'pH 7.33, PaCO2 38 mm Hg, PaO2 320 mm Hg, HCO3 19 mEq/L.',
          rationale: 'The acidosis is improving, and a PaO2 this high leaves room to lower the FiO2.',
        },
        {
          id: 'd',
          text: 'Plateau pressure',
          weight: 2,
          result: '22 cm H2O at a tidal volume of 500 mL and PEEP 5 cm H2O.',
          rationale:
            'Smoke injures the lung over the first days; the plateau pressure shows whether ventilation is staying within safe limits.',
        },
        {
          id: 'e',
          text: 'Secretions on suctioning',
          weight: 1,
          result: 'Moderate, soot-stained secretions.',
          rationale: 'Sooty secretions and casts can block the airways; their amount guides suctioning and airway clearance.',
        },
        {
          id: 'f',
          text: 'Blood pressure and heart rate',
          weight: 1,
          result: 'Blood pressure 112/68 mm Hg, heart rate 104/min.',
          rationale: 'His circulation has improved since the antidote and fluids.',
        },
        {
          id: 'g',
          text: 'Urine output',
          weight: 1,
          result: '60 mL in the last hour; the urine is dark red.',
          rationale: 'Urine output guides burn fluid resuscitation; the red color is from hydroxocobalamin.',
        },
        {
          id: 'h',
          text: 'Spontaneous breathing trial',
          weight: -2,
          result: 'His respiratory rate rises to 30/min within minutes.',
          rationale: 'Airway swelling peaks in the first one to two days; it is far too early to prepare for extubation.',
        },
        {
          id: 'i',
          text: 'Cuff leak test',
          weight: -1,
          result: 'No leak with the cuff deflated.',
          rationale:
            'A leak test matters just before extubation, which is days away; with his airway this swollen, no leak is expected today.',
        },
        {
          id: 'j',
          text: 'CT scan of the chest',
          weight: -2,
          result: 'Patchy opacities in both lower lobes.',
          rationale: 'Transporting him for a scan adds risk and changes nothing in his care today.',
        },
        {
          id: 'k',
          text: 'Sputum culture',
          weight: -1,
          result: 'Normal flora.',
          rationale: 'It is too early for infection; cultures matter later if he develops fever or new infiltrates.',
        },
        {
          id: 'l',
          text: 'CT scan of the head',
          weight: -1,
          result: 'Normal.',
          rationale: 'His confusion has an explanation and he had no head injury.',
        },
      ],
    },
    {
      id: 's6',
      kind: 'dm',
      prompt: 'Which of the following would you recommend now? CHOOSE ONLY ONE.',
      options: [
        {
          id: 'a',
          text: 'Keep the FiO2 at 1.0 for another 24 hours to clear any carbon monoxide that is left',
          weight: -1,
          next: null,
          result: 'He stays on pure oxygen overnight; the next morning his chest film shows new areas of collapse.',
          rationale:
            'Once carboxyhemoglobin is low, pure oxygen adds the risks of oxygen toxicity and absorption collapse without benefit.',
        },
        {
          id: 'b',
          text: 'Lower the FiO2 in steps to keep SpO2 at 94–98%, keeping the plateau pressure at 30 cm H2O or less',
          weight: 3,
          next: null,
          result: 'By evening he is on an FiO2 of 0.40 with SpO2 96%. He stays intubated while the swelling goes down.',
          rationale:
            'With carboxyhemoglobin under 5% the oximeter can again be trusted, so oxygen is titrated to a normal target and the lung is protected.',
        },
        {
          id: 'c',
          text: 'Extubate him now, since the carbon monoxide has cleared and he is awake',
          weight: -3,
          next: null,
          result: 'Within an hour of extubation he has stridor and is reintubated with great difficulty.',
          rationale: 'The upper airway swelling, not the carbon monoxide, is why he is intubated; it peaks over the first two days.',
        },
        {
          id: 'd',
          text: 'Increase the tidal volume to 12 mL/kg to prevent collapse from airway casts',
          weight: -2,
          next: null,
          result: 'His plateau pressure rises to 34 cm H2O.',
          rationale: 'Large tidal volumes injure the lung; casts are managed with suctioning, airway clearance and bronchoscopy.',
        },
        {
          id: 'e',
          text: 'Remove all PEEP to limit the pressure on his burned airway',
          weight: -1,
          next: null,
          result: 'His SpO2 falls to 91% at an FiO2 of 0.50.',
          rationale: 'PEEP helps keep injured lung units open; it does not harm a burned airway.',
        },
      ],
    },
  ],
};

const brainInjury: SeedCseProblem = {
  key: 'cse-aw-008',
  title: 'Traumatic brain injury on the ventilator',
  category: 'adult-trauma',
  source: 'btf-tbi-2016',
  written: '2026-11-29',
  scenario:
    'A 27-year-old man (height 183 cm) was thrown from his motorcycle six hours ago. His Glasgow Coma Scale score at the scene was 6, and he was intubated. The CT scan shows brain swelling with small contusions and no lesion needing surgery; an intracranial pressure monitor has been placed. He is sedated with propofol and fentanyl, with the head of the bed at 30°. An hour ago, after a brief rise in his intracranial pressure, the ventilator rate was increased. Settings: volume-controlled assist/control, tidal volume 520 mL, rate 22/min, PEEP 5 cm H2O, FiO2 0.40.',
  sections: [
    {
      id: 's1',
      kind: 'ig',
      prompt: 'You are called to review his ventilation. What information would you gather? SELECT AS MANY as indicated in this section.',
      next: 's2',
      options: [
        {
          id: 'a',
          text: 'Arterial blood gas',
          weight: 3,
          result: 'pH 7.51, PaCO2 26 mm Hg, PaO2 118 mm Hg, HCO3 20 mEq/L.',
          rationale:
            'A PaCO2 this low narrows the brain’s arteries and can starve injured tissue of blood; the gas is the measure that guides the rate.',
        },
        {
          id: 'b',
          text: 'Capnography',
          weight: 2,
          result: 'End-tidal CO2 23 mm Hg; the waveform is shown.',
          resultExhibit: {
            kind: 'capnogram',
            pattern: 'normal',
            title: 'Capnogram, 30 seconds',
            alt: 'Regular waves of normal shape at about 22 per minute; each rises to a flat plateau near 23 mm Hg and returns to a zero baseline.',
            etco2: 23,
            rate: 22,
            seconds: 30,
          },
          rationale:
            'Continuous end-tidal CO2 tracks the effect of each ventilator change between blood gases; the waveform is normal in shape but low.',
        },
        {
          id: 'c',
          text: 'Intracranial pressure and cerebral perfusion pressure',
          weight: 3,
          result: 'Intracranial pressure 16 mm Hg, mean arterial pressure 86 mm Hg, cerebral perfusion pressure 70 mm Hg.',
          rationale:
            'Treatment aims to keep intracranial pressure under 22 mm Hg and perfusion pressure at 60–70 mm Hg; both are in range.',
        },
        {
          id: 'd',
          text: 'Pupils and motor response',
          weight: 2,
          result: 'Pupils 3 mm, equal and reactive. He withdraws both arms from pain.',
          rationale: 'A new change in the pupils would signal rising pressure or herniation; these are the baseline.',
        },
        {
          id: 'e',
          text: 'SpO2',
          weight: 1,
          result: '98%.',
          rationale: 'Even one episode of hypoxemia worsens the outcome after brain injury; continuous oximetry guards against it.',
        },
        {
          id: 'f',
          text: 'Plateau pressure',
          weight: 1,
          result: '19 cm H2O.',
          rationale: 'His lungs are not stiff, so the current tidal volume is safe.',
        },
        {
          id: 'g',
          text: 'Serum sodium',
          weight: 1,
          result: '141 mEq/L.',
          rationale: 'Sodium is watched closely in brain injury because low values worsen swelling and hypertonic saline may be given.',
        },
        {
          id: 'h',
          text: 'Body temperature',
          weight: 1,
          result: '38.4 °C.',
          rationale: 'Fever raises the brain’s metabolic demand and intracranial pressure and should be treated.',
        },
        {
          id: 'i',
          text: 'Suction the tube every hour to check the amount of secretions',
          weight: -2,
          result: 'Small amounts of white secretions; his intracranial pressure rises to 29 mm Hg during each pass.',
          rationale: 'Suctioning raises intracranial pressure and is done only when needed, with preoxygenation and short passes.',
        },
        {
          id: 'j',
          text: 'Chest percussion and postural drainage with the head down',
          weight: -3,
          result: 'Within a minute of lowering his head the intracranial pressure rises to 34 mm Hg; he is returned to 30°.',
          rationale: 'Head-down positions raise intracranial pressure sharply and are contraindicated after a brain injury.',
        },
        {
          id: 'k',
          text: 'Maximal inspiratory pressure',
          weight: -1,
          result: 'He makes no effort under sedation.',
          rationale: 'A sedated patient on full support cannot perform the test, and it has no bearing on his care.',
        },
        {
          id: 'l',
          text: 'Spontaneous breathing trial',
          weight: -2,
          result: 'He breathes 6 times a minute on CPAP; his end-tidal CO2 rises to 48 mm Hg.',
          rationale: 'He is deeply sedated for intracranial pressure control; a trial now only causes hypercapnia and raises the pressure.',
        },
        {
          id: 'm',
          text: 'Bronchoscopy',
          weight: -2,
          result: 'The physician declines.',
          rationale: 'Nothing suggests an airway problem, and bronchoscopy raises intracranial pressure.',
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
          text: 'Keep the rate at 22/min, because a PaCO2 of 25–30 mm Hg protects against further rises in pressure',
          weight: -3,
          next: 's4',
          result: 'The settings are left unchanged.',
          rationale:
            'Prolonged hyperventilation to a PaCO2 of 25 mm Hg or less is not recommended; the vasoconstriction it causes can produce brain ischemia.',
        },
        {
          id: 'b',
          text: 'Lower the rate to 14/min to bring the PaCO2 to 35–40 mm Hg, and recheck the blood gas in 30 minutes',
          weight: 3,
          next: 's3',
          result: 'Thirty minutes later: pH 7.41, PaCO2 37 mm Hg, PaO2 94 mm Hg. The intracranial pressure is 17 mm Hg.',
          rationale:
            'Normal PaCO2 is the target after brain injury; hyperventilation is kept as a brief measure for a pressure rise that does not respond to other steps.',
        },
        {
          id: 'c',
          text: 'Reduce the tidal volume to 350 mL and keep the rate at 22/min',
          weight: -1,
          next: 's2',
          result: 'The physician disagrees: a tidal volume this small invites atelectasis. Make another selection.',
          rationale: 'It would raise the PaCO2, but 4.5 mL/kg risks collapse and hypoxemia in a patient whose lungs are healthy.',
        },
        {
          id: 'd',
          text: 'Lower the rate to 8/min so that the PaCO2 rises quickly to 45 mm Hg',
          weight: -2,
          next: 's2',
          result: 'The physician disagrees: a sudden large rise in PaCO2 would raise the intracranial pressure. Make another selection.',
          rationale: 'The aim is normal PaCO2, reached in a measured step; overshooting into hypercapnia dilates the brain’s vessels.',
        },
        {
          id: 'e',
          text: 'Increase the PEEP to 12 cm H2O to improve his oxygenation',
          weight: -1,
          next: 's2',
          result: 'The physician disagrees: his oxygenation is already adequate. Make another selection.',
          rationale: 'His PaO2 is normal; the problem is the PaCO2, and higher PEEP is used only when oxygenation requires it.',
        },
      ],
    },
    {
      id: 's3',
      kind: 'ig',
      prompt:
        'At 02:00, after a linen change and suctioning, his intracranial pressure rises to 27 mm Hg and stays there for 10 minutes. What would you assess now? SELECT AS MANY as indicated in this section.',
      next: 's5',
      options: [
        {
          id: 'a',
          text: 'Intracranial pressure and cerebral perfusion pressure',
          weight: 3,
          result: 'Intracranial pressure 27 mm Hg, mean arterial pressure 88 mm Hg, cerebral perfusion pressure 61 mm Hg.',
          rationale:
            'A pressure above 22 mm Hg for several minutes needs treatment, and perfusion pressure is near the bottom of its range.',
        },
        {
          id: 'b',
          text: 'Head of the bed, head position and the tube tie',
          weight: 2,
          result: 'The bed is flat after the linen change, his head is turned to the left, and the tube tie is tight around his neck.',
          rationale: 'A flat bed, a turned head and a tight tie all impede venous drainage from the brain and raise the pressure.',
        },
        {
          id: 'c',
          text: 'Arterial blood gas',
          weight: 2,
          result: 'pH 7.40, PaCO2 38 mm Hg, PaO2 90 mm Hg, HCO3 23 mEq/L.',
          rationale: 'It rules out hypercapnia or hypoxemia as the cause of the rise.',
        },
        {
          id: 'd',
          text: 'Pupils',
          weight: 2,
          result: '3 mm, equal and reactive.',
          rationale: 'Unchanged pupils mean there is no sign of herniation now.',
        },
        {
          id: 'e',
          text: 'Level of sedation',
          weight: 1,
          result: 'He opens his eyes to suctioning, coughs on the tube and fights the ventilator.',
          rationale: 'Coughing and ventilator asynchrony raise intracranial pressure; deeper sedation may be needed.',
        },
        {
          id: 'f',
          text: 'Body temperature',
          weight: 1,
          result: '38.6 °C.',
          rationale: 'Fever adds to the pressure and is treated.',
        },
        {
          id: 'g',
          text: 'SpO2',
          weight: 1,
          result: '97%.',
          rationale: 'Hypoxemia must be ruled out with any rise in intracranial pressure.',
        },
        {
          id: 'h',
          text: 'Serum sodium',
          weight: 1,
          result: '140 mEq/L.',
          rationale: 'The value guides the dose if hypertonic saline is ordered.',
        },
        {
          id: 'i',
          text: 'Lumbar puncture to measure the opening pressure',
          weight: -3,
          result: 'The physician refuses.',
          rationale: 'Draining spinal fluid from below when brain pressure is high risks herniation, and the pressure is already measured.',
        },
        {
          id: 'j',
          text: 'Spontaneous breathing trial',
          weight: -2,
          result: 'Not performed.',
          rationale: 'A trial during a pressure crisis would only add hypercapnia and agitation.',
        },
        {
          id: 'k',
          text: 'Repeat chest radiograph',
          weight: -1,
          result: 'Clear lungs; the tube tip is 4 cm above the carina.',
          rationale: 'His gas exchange is normal, so the film does not explain or treat the rise.',
        },
        {
          id: 'l',
          text: 'Sputum culture',
          weight: -1,
          result: 'Normal flora.',
          rationale: 'The rise has clear mechanical causes; a culture does not address it.',
        },
      ],
    },
    {
      id: 's4',
      kind: 'dm',
      prompt:
        'Six hours later his PaCO2 is 24 mm Hg. A jugular bulb catheter placed by the neurosurgeons shows a jugular venous oxygen saturation of 48%. His intracranial pressure is 15 mm Hg. Which of the following would you recommend now? CHOOSE ONLY ONE.',
      options: [
        {
          id: 'a',
          text: 'Raise the FiO2 to 1.0 to improve the oxygen delivered to the brain',
          weight: -1,
          next: 's4',
          result:
            'His PaO2 rises to 380 mm Hg but the jugular saturation barely changes. The physician asks for another plan. Make another selection.',
          rationale: 'His arterial blood is already fully saturated; the brain is short of blood flow, not of oxygen in the blood.',
        },
        {
          id: 'b',
          text: 'Lower the rate in steps to bring the PaCO2 back to 35–40 mm Hg',
          weight: 3,
          next: 's3',
          result: 'An hour later his PaCO2 is 37 mm Hg and the jugular saturation 64%. The intracranial pressure is 17 mm Hg.',
          rationale:
            'A jugular saturation under 50% shows the brain is extracting more oxygen because hyperventilation has cut its blood flow; restoring normal PaCO2 reverses it.',
        },
        {
          id: 'c',
          text: 'Increase the rate further to shrink the brain’s blood volume and keep the pressure low',
          weight: -3,
          next: 's4',
          result: 'The physician disagrees: the brain is already short of blood flow. Make another selection.',
          rationale: 'More hyperventilation deepens the ischemia the jugular saturation has revealed.',
        },
        {
          id: 'd',
          text: 'Start a vasopressor to raise the cerebral perfusion pressure to 90 mm Hg, keeping the current rate',
          weight: -2,
          next: 's4',
          result:
            'The physician disagrees: a perfusion pressure that high adds the risk of lung injury, and the cause is the low PaCO2. Make another selection.',
          rationale:
            'Pushing perfusion pressure above about 70 mm Hg raises the risk of acute respiratory distress syndrome without treating the vasoconstriction.',
        },
      ],
    },
    {
      id: 's5',
      kind: 'dm',
      prompt: 'Which of the following would you recommend now? CHOOSE ONLY ONE.',
      options: [
        {
          id: 'a',
          text: 'Hyperventilate him with a manual resuscitation bag to a PaCO2 of about 25 mm Hg until the pressure falls',
          weight: -2,
          next: null,
          result: 'The pressure falls to 20 mm Hg while he is bagged, then rises again when he returns to the ventilator.',
          rationale: 'Deep hyperventilation risks ischemia and only hides the causes; it is not a first step when the pupils are normal.',
        },
        {
          id: 'b',
          text: 'Raise the head of the bed to 30°, keep his head midline, loosen the tube tie, and deepen sedation',
          weight: 3,
          next: null,
          result:
            'Ten minutes later his intracranial pressure is 17 mm Hg and his perfusion pressure 70 mm Hg. He is calm on the ventilator.',
          rationale:
            'Restoring venous drainage and stopping the coughing and asynchrony remove the causes of the rise; osmotherapy follows if the pressure stays high.',
        },
        {
          id: 'c',
          text: 'Keep the bed flat to improve blood flow to the brain, and increase the PEEP to 15 cm H2O',
          weight: -2,
          next: null,
          result: 'The intracranial pressure rises to 31 mm Hg.',
          rationale:
            'A flat bed impedes venous drainage, and a large PEEP increase can raise intracranial pressure without any gain in oxygenation.',
        },
        {
          id: 'd',
          text: 'Suction the tube again to stop his coughing',
          weight: -1,
          next: null,
          result: 'He coughs harder during the pass and the pressure reaches 33 mm Hg.',
          rationale: 'Suctioning triggers the cough it is meant to stop and raises the pressure further.',
        },
        {
          id: 'e',
          text: 'Increase the rate briefly to bring the PaCO2 to 30–35 mm Hg while the physician orders hypertonic saline',
          weight: 0,
          next: null,
          result: 'The pressure falls to 22 mm Hg, but the bed is still flat and he is still coughing on the tube.',
          rationale: 'Brief, mild hyperventilation can bridge a crisis, but simpler steps that remove the cause come first.',
        },
      ],
    },
  ],
};

export const problems: SeedCseProblem[] = [
  copdNiv,
  asthmaEd,
  copdWeaning,
  copdClinic,
  cfHemoptysis,
  chestTrauma,
  smokeInhalation,
  brainInjury,
];
