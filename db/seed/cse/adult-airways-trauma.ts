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

export const problems: SeedCseProblem[] = [copdNiv];
