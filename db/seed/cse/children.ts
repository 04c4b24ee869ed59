/**
 * Clinical simulation problems for children (issue #32): pediatric and neonatal. Options are written as tuples and
 * lettered by position ("a", "b", …) so eight problems' worth of options stay readable and no id is typed twice.
 */
import type { CseSection } from '../../../src/shared/cse';
import type { CseWeight } from '../../../src/shared/cseFormat';
import type { Exhibit } from '../../../src/shared/exhibit';
import type { SeedCseProblem } from '../types';

/** An information-gathering option: weight, text, the result it reveals, why, and a figure shown with the result. */
type IgOption = [weight: CseWeight, text: string, result: string, rationale: string, resultExhibit?: Exhibit];
/** A decision-making option: weight, text, what happens, why, and the section it leads to (null ends the problem). */
type DmOption = [weight: CseWeight, text: string, result: string, rationale: string, next: string | null];

const letter = (i: number) => String.fromCharCode(97 + i);

const ig = (id: string, prompt: string, next: string | null, options: IgOption[], exhibit?: Exhibit): CseSection => ({
  id,
  kind: 'ig',
  prompt,
  next,
  ...(exhibit ? { exhibit } : {}),
  options: options.map(([weight, text, result, rationale, resultExhibit], i) => ({
    id: letter(i),
    text,
    weight,
    result,
    rationale,
    ...(resultExhibit ? { resultExhibit } : {}),
  })),
});

const dm = (id: string, prompt: string, options: DmOption[], exhibit?: Exhibit): CseSection => ({
  id,
  kind: 'dm',
  prompt,
  ...(exhibit ? { exhibit } : {}),
  options: options.map(([weight, text, result, rationale, next], i) => ({ id: letter(i), text, weight, result, rationale, next })),
});

const SELECT = 'SELECT AS MANY as indicated in this section.';
const CHOOSE = 'CHOOSE ONLY ONE.';
const WRITTEN = '2026-11-29';
const DISAGREES = 'The physician disagrees. Make another selection.';

export const problems: SeedCseProblem[] = [
  // 1. Status asthmaticus in a school-age child
  {
    key: 'cse-ch-001',
    title: 'Status asthmaticus in a 7-year-old',
    category: 'pediatric',
    source: 'gina-2025',
    written: WRITTEN,
    scenario:
      'A 7-year-old boy (23 kg) with persistent asthma is brought to the emergency department by his mother. He has had a cold for two days, and since last night his wheezing has worsened despite albuterol by metered-dose inhaler every two hours at home. His mother says he stopped taking his inhaled corticosteroid a month ago. He is sitting upright and leaning forward; respiratory rate is 40/min, heart rate 138/min, and SpO2 89% on room air.',
    sections: [
      ig('s1', `The physician asks you to help assess the child. Which of the following should you evaluate now? ${SELECT}`, 's2', [
        [
          3,
          'Breath sounds and use of accessory muscles',
          'Diffuse high-pitched expiratory wheezes with a prolonged expiratory phase; air entry is reduced at both bases. Suprasternal, intercostal and subcostal retractions.',
          'Air entry and work of breathing grade the severity of the attack and are the baseline every later reassessment is measured against.',
        ],
        [
          2,
          'How he speaks',
          'He answers in single words between breaths.',
          'Speaking in words rather than sentences marks a severe attack and needs no equipment to assess.',
        ],
        [
          2,
          'Level of consciousness',
          'Awake and anxious; he follows commands.',
          'Drowsiness or confusion in an asthmatic child signals hypercapnia and impending respiratory failure, so his baseline must be known.',
        ],
        [
          2,
          'History of prior intensive care admissions or intubation',
          'One pediatric intensive care admission for asthma at age 5; he has never been intubated.',
          'A previous life-threatening attack is a risk factor for a fatal one and lowers the threshold for escalating care.',
        ],
        [
          1,
          'Pulsus paradoxus',
          '18 mm Hg.',
          'A large inspiratory fall in systolic pressure reflects severe airflow obstruction and adds to the clinical picture.',
        ],
        [
          -1,
          'Peak expiratory flow',
          'He blows once, coughs and cannot repeat the effort; the reading is not reliable.',
          'A child this breathless cannot perform a forced maneuver reliably, and trying it delays treatment.',
        ],
        [
          -2,
          'Spirometry with a flow-volume loop',
          'Not available at this time.',
          'Full spirometry is not done during a severe attack; it adds nothing to the decision and can worsen bronchospasm.',
        ],
        [
          -1,
          'Chest radiograph',
          'Hyperinflation with flattened diaphragms; no infiltrate and no pneumothorax.',
          'A radiograph is not routine in acute asthma; it is kept for suspected pneumothorax, pneumonia or a failure to respond.',
        ],
        [
          -1,
          'Arterial blood gas on room air',
          'pH 7.45, PaCO2 34 mm Hg, PaO2 56 mm Hg, HCO3 23 mEq/L.',
          'Before the first treatments, an arterial puncture upsets the child and delays bronchodilators; oximetry and clinical signs guide the first hour.',
        ],
        [
          -2,
          'Sweat chloride test',
          'Not available at this time.',
          'A sweat test screens for cystic fibrosis and has no place in managing an acute asthma attack.',
        ],
        [
          -2,
          'Allergy skin testing',
          'Not available at this time.',
          'Allergy testing belongs to long-term care when he is well; during an attack it only delays treatment.',
        ],
      ]),
      dm('s2', `Oxygen by nasal cannula has been started. Which of the following should you recommend now? ${CHOOSE}`, [
        [
          3,
          'Albuterol with ipratropium by nebulizer, three doses in the first hour, and a systemic corticosteroid',
          'Treatment begins. The child is placed on a cardiorespiratory monitor and the nebulizers run back to back.',
          'Repeated short-acting beta-agonist with ipratropium in the first hour and an early systemic corticosteroid are the core of treating a severe pediatric attack.',
          's3',
        ],
        [
          -2,
          'Albuterol by metered-dose inhaler with a spacer, 2 puffs every 4 hours, and reassessment in the morning',
          'Forty minutes later he is more distressed.',
          'Two puffs every four hours is a maintenance dose; a severe attack needs frequent high-dose bronchodilator now.',
          's4',
        ],
        [
          -3,
          'Intubation and mechanical ventilation',
          DISAGREES,
          'He is alert and has not yet received treatment; intubating an asthmatic is risky and is kept for those who fail maximal therapy.',
          's2',
        ],
        [
          -1,
          'Nebulized budesonide every 20 minutes in place of bronchodilators',
          DISAGREES,
          'An inhaled corticosteroid is not a rescue bronchodilator and does not replace albuterol in an acute attack.',
          's2',
        ],
        [
          -2,
          'Chest physiotherapy with postural drainage to clear secretions',
          'Forty minutes later he is more distressed and coughing.',
          'Chest physiotherapy does not help acute asthma and the positioning and percussion can worsen bronchospasm and distress.',
          's4',
        ],
      ]),
      ig(
        's3',
        `One hour later he has had three nebulized treatments and oral prednisolone. He is on oxygen by nasal cannula at 2 L/min. Which of the following should you evaluate now? ${SELECT}`,
        's5',
        [
          [
            3,
            'Breath sounds',
            'Expiratory wheezes throughout both lungs, with better air entry at the bases than on arrival.',
            'Reassessing air entry after the first hour decides whether the attack is responding and what comes next.',
          ],
          [
            2,
            'Respiratory rate and retractions',
            'Respiratory rate 36/min; intercostal retractions persist.',
            'A falling rate with less retraction shows response; his are only slightly improved.',
          ],
          [2, 'SpO2', '92% on 2 L/min.', 'Oxygen is titrated to keep SpO2 about 94–98% in a child with asthma; 92% needs more oxygen.'],
          [
            1,
            'Heart rate',
            '150/min, sinus tachycardia.',
            'Tachycardia rises with both the attack and albuterol; it is tracked but does not alone stop treatment.',
          ],
          [
            1,
            'Serum potassium',
            '3.3 mEq/L.',
            'Frequent beta-agonist doses shift potassium into cells; a low level is watched for when treatment continues.',
          ],
          [
            -1,
            'Peak expiratory flow',
            'He tries twice and stops, coughing.',
            'He is still too breathless for a reliable forced maneuver, so the result cannot guide treatment.',
          ],
          [
            -1,
            'Sputum Gram stain and culture',
            'Not available at this time.',
            'Bacterial infection rarely drives an asthma attack; a culture would not change the next decision.',
          ],
          [
            -2,
            'Bronchoscopy',
            'Not available at this time.',
            'An invasive airway procedure in a child with active bronchospasm could provoke severe worsening and is not indicated.',
          ],
          [
            -1,
            'Serum theophylline level',
            'None detected: he has never taken theophylline.',
            'He takes no theophylline, so a level tells nothing.',
          ],
        ],
      ),
      dm(
        's4',
        `Forty minutes later he speaks only one word at a time; respiratory rate 44/min, SpO2 87% on 2 L/min, and air entry is poor at both bases. Which of the following should you recommend now? ${CHOOSE}`,
        [
          [
            2,
            'Oxygen to SpO2 94–98%, albuterol with ipratropium by nebulizer back to back, and a systemic corticosteroid',
            'One hour later he has received three nebulized treatments and a corticosteroid; the distress has eased a little.',
            'This starts the treatment he should have had on arrival; it recovers the situation, though an hour was lost.',
            's3',
          ],
          [
            -3,
            'A sedative to relieve his anxiety',
            'Twenty minutes later he is difficult to rouse and his breathing is shallow; he is taken to the pediatric intensive care unit for emergency intubation.',
            'Sedating a child in a severe attack removes his drive to breathe and can precipitate respiratory arrest.',
            null,
          ],
          [
            -1,
            'Increase the nasal cannula to 4 L/min, keep him on the monitor and observe him closely at the bedside for another hour',
            DISAGREES,
            'More oxygen treats the saturation but not the bronchospasm that causes it.',
            's4',
          ],
          [
            -2,
            'An oral leukotriene receptor antagonist',
            DISAGREES,
            'Leukotriene antagonists are controllers with a slow onset and have no role in rescuing a severe attack.',
            's4',
          ],
        ],
      ),
      dm('s5', `After one hour of treatment he is only partly better. Which of the following should you recommend now? ${CHOOSE}`, [
        [
          3,
          'Magnesium sulfate intravenously, 50 mg/kg over 20 minutes',
          'The infusion runs; he is moved to the pediatric intensive care unit on continuous albuterol.',
          'Intravenous magnesium is the recommended next step for a child who remains in a severe attack after an hour of bronchodilators and corticosteroid.',
          's6',
        ],
        [
          -3,
          'Discharge home on oral prednisolone and albuterol every 4 hours, with a follow-up visit in two days',
          'Six hours later he returns by ambulance in respiratory arrest.',
          'A child still retracting with SpO2 92% after an hour of treatment is far from safe for discharge.',
          null,
        ],
        [
          -1,
          'Intravenous aminophylline',
          DISAGREES,
          'Aminophylline adds toxicity and little bronchodilation; it is not preferred over magnesium for a child.',
          's5',
        ],
        [
          -2,
          'Cromolyn sodium by nebulizer',
          DISAGREES,
          'Cromolyn prevents bronchospasm before exposure; it does nothing for an established attack.',
          's5',
        ],
        [
          1,
          'Continue albuterol nebulizers every 20 minutes without adding anything else',
          'Two hours later he is in the pediatric intensive care unit, still wheezing and now tiring.',
          'Continuing bronchodilators is right, but a partial response after an hour calls for an added agent such as magnesium.',
          's6',
        ],
      ]),
      ig(
        's6',
        `Two hours later, in the pediatric intensive care unit on continuous albuterol and oxygen by nonrebreathing mask, the nurse says he seems tired and quieter. Respiratory rate is 22/min. Which of the following should you evaluate now? ${SELECT}`,
        's7',
        [
          [
            3,
            'Level of consciousness',
            'Drowsy; he opens his eyes to his name, then closes them again.',
            'New drowsiness in a child with asthma suggests rising carbon dioxide and exhaustion.',
          ],
          [
            3,
            'Breath sounds',
            'Markedly reduced air movement in both lungs; wheezes are now faint.',
            'A quieter chest with poor air movement means less airflow, not recovery; it is a warning sign of respiratory failure.',
          ],
          [
            3,
            'Arterial blood gas',
            'The results are shown.',
            'A blood gas confirms whether the falling rate and drowsiness come from hypercapnic failure.',
            {
              kind: 'table',
              variant: 'abg',
              title: 'Arterial blood gas on a nonrebreathing mask',
              alt: 'A blood gas table: pH 7.24, PaCO2 58 mm Hg, PaO2 61 mm Hg, HCO3 24 mEq/L, SaO2 89 percent.',
              columns: ['Measure', 'Value'],
              rows: [
                ['pH', '7.24'],
                ['PaCO2 (mm Hg)', '58'],
                ['PaO2 (mm Hg)', '61'],
                ['HCO3- (mEq/L)', '24'],
                ['SaO2 (%)', '89'],
              ],
            },
          ],
          [1, 'SpO2', '88%.', 'Falling saturation on a high oxygen concentration adds to the evidence of failure.'],
          [
            1,
            'Heart rate and blood pressure',
            'Heart rate 156/min; blood pressure 102/58 mm Hg.',
            'Baseline hemodynamics are needed before any intubation, when hypotension is common.',
          ],
          [
            1,
            'Chest radiograph',
            'Hyperinflation; no pneumothorax, no infiltrate.',
            'A sudden deterioration raises the question of a pneumothorax, which would change management.',
          ],
          [
            -2,
            'Peak expiratory flow',
            'He is too drowsy to attempt it.',
            'A drowsy child cannot perform the maneuver, and the attempt wastes time.',
          ],
          [-2, 'Sweat chloride test', 'Not available at this time.', 'It answers no question about this emergency.'],
          [
            -3,
            'Methacholine challenge',
            'Not available at this time.',
            'A bronchoprovocation test during status asthmaticus could be fatal.',
          ],
          [-1, 'Sputum culture', 'Not available at this time.', 'It will not change the decision that the next minutes require.'],
          [-2, 'Polysomnography', 'Not available at this time.', 'Sleep testing has no role; his sleepiness is from hypercapnia.'],
        ],
      ),
      dm('s7', `Which of the following should you recommend now? ${CHOOSE}`, [
        [
          3,
          'Intubate, then ventilate at a low rate with a long expiratory time, accepting a high PaCO2',
          'He is intubated with a cuffed tube after ketamine. With a low rate, tidal volume of 7 mL/kg and an I:E ratio of 1:4, plateau pressure is 26 cm H2O and the next gas shows pH 7.22 with PaCO2 62 mm Hg; he is stable.',
          'He is failing despite maximal therapy. After intubation, a low rate and long exhalation limit air trapping, and a high PaCO2 is accepted while the pH stays above about 7.20.',
          null,
        ],
        [
          -2,
          'Intubate, then ventilate at 30/min with a tidal volume of 10 mL/kg to bring the PaCO2 back to 40 mm Hg',
          'After intubation his blood pressure falls to 68/30 mm Hg and breath sounds are absent on the left: a tension pneumothorax needs emergency decompression.',
          'A fast rate and large breaths leave no time to exhale in severe obstruction; air trapping causes hypotension and barotrauma.',
          null,
        ],
        [
          -2,
          'Noninvasive ventilation by full face mask at 12/6 cm H2O',
          'Thirty minutes later he is unresponsive and is intubated emergently after a period of bradycardia.',
          'A drowsy child who cannot protect his airway and whose carbon dioxide is climbing needs intubation, not a trial of mask ventilation.',
          null,
        ],
        [
          -3,
          'Continue the current treatment and repeat the blood gas in two hours',
          'One hour later he has a respiratory arrest and is intubated during resuscitation.',
          'Waiting while a child tires and retains carbon dioxide leads to arrest.',
          null,
        ],
        [
          -3,
          'A benzodiazepine so he can rest',
          DISAGREES,
          'Sedation without airway control in hypercapnic failure can stop his breathing.',
          's7',
        ],
      ]),
    ],
  },
  // 2. Stridor in a young child: epiglottitis, not croup
  {
    key: 'cse-ch-002',
    title: 'Stridor in an unimmunized 3-year-old',
    category: 'pediatric',
    source: 'egans-2020',
    written: WRITTEN,
    scenario:
      'A 3-year-old girl (14 kg) is brought to the emergency department at 2 a.m. She was well at bedtime, then woke with a high fever and a sore throat and has refused to drink. She is sitting on her mother’s lap, leaning forward, and is making a soft, low-pitched noise on inspiration. The triage note reads “stridor, probable croup.” You are asked to help assess her.',
    sections: [
      ig('s1', `Which of the following should you evaluate now? ${SELECT}`, 's2', [
        [
          3,
          'Her posture, voice and whether she can swallow her saliva, observed from a distance',
          'She sits upright with her chin thrust forward and mouth open, drooling. Her voice is muffled and she speaks little.',
          'Watching without touching her shows the signs that separate epiglottitis from croup (drooling, tripod posture, muffled voice) without provoking her.',
        ],
        [
          2,
          'Immunization history',
          'Her parents declined all vaccines after birth.',
          'An unvaccinated child has no protection against Haemophilus influenzae type b, the classic cause of epiglottitis.',
        ],
        [
          2,
          'How the illness began and whether she has a barking cough',
          'No cold beforehand; the fever started suddenly six hours ago. She has no barking cough.',
          'Croup follows a cold over a day or two with a barking cough; a sudden toxic onset without a cough points to epiglottitis.',
        ],
        [
          1,
          'Temperature',
          '39.8 °C (temporal artery).',
          'A high fever fits a bacterial infection of the supraglottis rather than viral croup.',
        ],
        [
          1,
          'SpO2 by a probe on her toe while she stays on her mother’s lap',
          '94% on room air.',
          'Oximetry can be applied without upsetting her and gives a baseline.',
        ],
        [
          1,
          'Listening to the chest gently while she stays on her mother’s lap',
          'Inspiratory stridor transmitted to the chest; lung fields otherwise clear. Mild suprasternal retractions.',
          'A gentle examination in her position of comfort adds information without provoking distress.',
        ],
        [
          -3,
          'Inspect the throat with a tongue depressor',
          'She gags and screams; the stridor becomes louder and her SpO2 falls to 86% before she settles.',
          'Forcing the mouth open or depressing the tongue can trigger laryngospasm and complete obstruction in epiglottitis.',
        ],
        [
          -3,
          'Throat swab for a rapid streptococcal test',
          'She gags, struggles and coughs; the stridor worsens for several minutes.',
          'A throat swab carries the same danger as a tongue depressor and does not change what must happen next.',
        ],
        [
          -2,
          'Lateral neck radiograph in the radiology department',
          'She must lie on the table and becomes agitated and dusky. The film shows a thickened, rounded epiglottis.',
          'Sending an unstable airway away from the team and laying her down risks complete obstruction; the clinical signs are enough to act.',
        ],
        [
          -2,
          'Arterial blood gas',
          'She screams during the puncture and her stridor worsens. pH 7.36, PaCO2 44 mm Hg, PaO2 70 mm Hg, HCO3 24 mEq/L.',
          'A painful puncture can precipitate obstruction and the result would not change the decision to secure her airway.',
        ],
        [
          -2,
          'Place an intravenous line and draw a blood culture',
          'She fights the attempt and cries; the stridor becomes louder.',
          'Painful procedures wait until the airway is secured under anesthesia.',
        ],
      ]),
      dm('s2', `The findings suggest epiglottitis. Which of the following should you recommend now? ${CHOOSE}`, [
        [
          3,
          'Keep her calm on her mother’s lap with blow-by oxygen, and have airway specialists intubate her in the operating room',
          'She is carried upright to the operating room with her mother. After an inhalation induction in the sitting position, a cherry-red, swollen epiglottis is seen and she is intubated with a 3.5 mm cuffed tube.',
          'Epiglottitis is managed by keeping the child calm and upright and securing the airway in a controlled setting by the most skilled team, with a surgical airway ready.',
          's3',
        ],
        [
          -2,
          'Racemic epinephrine by nebulizer and oral dexamethasone, then observe',
          'She cries when the mask is placed. Ten minutes later her stridor has grown softer and she is turning dusky.',
          'These are croup treatments; they do not shrink an infected epiglottis, and the mask upsets her.',
          's4',
        ],
        [
          -3,
          'Lay her supine on the stretcher so the physician can examine her airway',
          'As she is laid back she stops making noise and becomes cyanotic.',
          'Lying flat lets the swollen epiglottis fall back over the glottis and can cause complete obstruction.',
          's4',
        ],
        [
          -2,
          'Rapid-sequence intubation in the emergency department now by the first available clinician, before her airway closes completely',
          DISAGREES,
          'She is still maintaining her airway; an attempt outside the operating room without airway specialists risks a failed, swollen airway.',
          's2',
        ],
        [
          -1,
          'A cool mist tent and a dose of oral ibuprofen, then reassess in an hour',
          DISAGREES,
          'Mist has no proven effect and waiting an hour with a closing airway is unsafe.',
          's2',
        ],
      ]),
      ig(
        's3',
        `She is now in the pediatric intensive care unit, intubated with a 3.5 mm cuffed tube, sedated and on the ventilator. Intravenous ceftriaxone has been started. Which of the following should you evaluate now? ${SELECT}`,
        's5',
        [
          [
            3,
            'Breath sounds on both sides of the chest',
            'Equal and clear on both sides.',
            'Equal breath sounds are the first bedside check that the tube is in the trachea and not in a bronchus.',
          ],
          [
            2,
            'Waveform capnography',
            'The capnogram is shown; end-tidal CO2 is 38 mm Hg.',
            'A steady waveform with every breath confirms tracheal placement and is monitored continuously to detect a dislodged tube.',
            {
              kind: 'capnogram',
              pattern: 'normal',
              etco2: 38,
              rate: 24,
              title: 'Capnogram after intubation',
              alt: 'A CO2 trace against time: each breath rises sharply to a flat plateau near 38 mm Hg and returns to a baseline of zero.',
            },
          ],
          [
            2,
            'Chest radiograph',
            'The tube tip is about 1.5 cm above the carina. Lungs clear.',
            'A radiograph confirms the depth of a tube that would be very hard to replace.',
          ],
          [
            2,
            'Sedation level and restraints',
            'She is calm on a sedative infusion and opens her eyes to voice; soft arm restraints are in place.',
            'An unplanned extubation with a swollen epiglottis could be fatal, so sedation and protection of the tube matter.',
          ],
          [
            1,
            'Gram stain of the epiglottis swab taken in the operating room',
            'Gram-negative coccobacilli; the culture is pending.',
            'The organism guides antibiotic therapy and whether close contacts need prophylaxis.',
          ],
          [-2, 'Sweat chloride test', 'Not available at this time.', 'Cystic fibrosis has no bearing on this infection.'],
          [-2, 'Spirometry', 'Not available at this time.', 'A sedated, intubated 3-year-old cannot perform spirometry.'],
          [
            -2,
            'Flexible bronchoscopy to inspect the lower airways',
            'Not available at this time.',
            'The disease is above the glottis; an invasive look below it adds risk without benefit.',
          ],
          [
            -1,
            'Lateral neck radiograph',
            'The tube passes a thickened epiglottis.',
            'The diagnosis was made by direct view in the operating room; the film repeats what is known.',
          ],
          [-1, 'Serum IgE level', '45 IU/mL.', 'Allergy tests do not bear on an acute bacterial airway infection.'],
        ],
      ),
      dm(
        's4',
        `Her stridor has almost stopped, she is cyanotic and limp, and her SpO2 is 78% with a heart rate of 88/min. Which of the following should you do now? ${CHOOSE}`,
        [
          [
            2,
            'Two-person bag-mask ventilation with 100% oxygen while the most skilled clinician intubates with a smaller tube',
            'Her chest rises with firm ventilation, her SpO2 climbs to 92%, and she is intubated with a 3.5 mm cuffed tube past a swollen epiglottis. She is moved to the pediatric intensive care unit.',
            'Positive pressure usually moves gas past a swollen epiglottis; it buys time for an intubation with a smaller tube, with a surgical airway as the backup.',
            's3',
          ],
          [
            -3,
            'A blind finger sweep of the mouth to clear the obstruction',
            DISAGREES,
            'There is no foreign body; a finger sweep can injure the epiglottis and worsen the obstruction.',
            's4',
          ],
          [
            -2,
            'Five back blows followed by five chest thrusts, repeated in cycles until the obstruction clears or she stops responding',
            DISAGREES,
            'Back blows and chest thrusts are for an infant with an inhaled object; this obstruction is swelling.',
            's4',
          ],
          [
            -2,
            'Another dose of racemic epinephrine',
            DISAGREES,
            'Nebulized epinephrine does not relieve epiglottitis, and time is short.',
            's4',
          ],
        ],
      ),
      dm(
        's5',
        `Two days later she is afebrile, awake and breathing comfortably on the ventilator at low settings. Air leaks around the tube at 20 cm H2O. Which of the following should you recommend now? ${CHOOSE}`,
        [
          [
            3,
            'Extubate her once flexible laryngoscopy shows that the epiglottis swelling has resolved',
            'The epiglottis looks nearly normal. She is extubated without stridor and moves to the ward the next day.',
            'After 24 to 48 hours of antibiotics, a leak around the tube and a view of a shrunken epiglottis show it is safe to remove the tube.',
            null,
          ],
          [
            -2,
            'Keep her intubated until she completes a 10-day course of antibiotics',
            'She stays intubated for eight more days and develops a ventilator-associated pneumonia.',
            'The airway recovers within days; keeping the tube for the whole antibiotic course adds only the risks of intubation.',
            null,
          ],
          [
            -3,
            'A tracheostomy to protect the airway during her recovery',
            DISAGREES,
            'Epiglottitis resolves quickly with antibiotics; a tracheostomy adds surgery and lasting risk for no gain.',
            's5',
          ],
          [
            -1,
            'Extubate her and give dexamethasone and racemic epinephrine by schedule every 4 hours whether or not she has stridor',
            'She is extubated. The treatments make her tachycardic and upset, though she has no stridor.',
            'Scheduled treatments for stridor she does not have add side effects; they are given only if stridor appears.',
            null,
          ],
        ],
      ),
    ],
  },
];
