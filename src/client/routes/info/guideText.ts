/**
 * The study outline for each topic, keyed by the fixed topic ids of db/seed/topics.ts. A topic an admin adds
 * later has no outline here; the guides page then shows its description alone.
 */
export interface TopicGuide {
  concepts: readonly string[];
  pitfalls: readonly string[];
}

export const TOPIC_GUIDES: Readonly<Record<number, TopicGuide>> = {
  1: {
    concepts: [
      'Spirometry: FVC, FEV1 and the FEV1/FVC ratio. A reduced ratio means obstruction.',
      'Volumes and capacities: TLC = VC + RV, FRC = ERV + RV. RV, FRC and TLC cannot come from spirometry; they need body plethysmography, helium dilution or nitrogen washout.',
      'Restriction is confirmed by a reduced TLC; a low FVC alone only suggests it.',
      'Bronchodilator response: the classic criterion is an increase of at least 12% and 200 mL in FEV1 or FVC.',
      'DLCO falls in emphysema, interstitial lung disease and pulmonary vascular disease, and with anemia; it is typically normal in chronic bronchitis and asthma.',
      'Flow-volume loops: a scooped expiratory limb in obstruction, a tall narrow loop in restriction, flattened limbs in upper-airway obstruction.',
      'Test quality: a rapid start, no cough or early stop, an adequate exhalation time, and repeatable best efforts; daily volume checks with a 3-L calibration syringe.',
    ],
    pitfalls: [
      'Calling restriction from a low FVC when air trapping in obstruction can lower the FVC too.',
      'Accepting a result from efforts that are not repeatable or that ended early.',
      'Forgetting to correct DLCO for the patient’s hemoglobin.',
    ],
  },
  2: {
    concepts: [
      'Normal ranges: pH 7.35–7.45, PaCO₂ 35–45 mm Hg, HCO₃⁻ 22–26 mEq/L, PaO₂ 80–100 mm Hg breathing room air.',
      'A step-by-step read: pH first, then whether PaCO₂ or HCO₃⁻ explains it, then whether the other value is compensating (partly or fully).',
      'Acute respiratory change: pH moves about 0.08 for every 10 mm Hg change in PaCO₂.',
      'Oxygenation: the PaO₂/FiO₂ ratio, and the A–a gradient from the alveolar air equation PAO₂ = FiO₂ × (PB − 47) − PaCO₂ ÷ 0.8.',
      'Metabolic acidosis: the anion gap, Na⁺ − (Cl⁻ + HCO₃⁻), separates gap causes (ketoacidosis, lactic acidosis, renal failure, toxins) from non-gap causes such as diarrhea.',
      'Sampling: a modified Allen test before a radial puncture; expel air bubbles, and analyse promptly.',
      'Co-oximetry measures carboxyhemoglobin and methemoglobin; pulse oximetry cannot.',
    ],
    pitfalls: [
      'Calling a compensation “overcompensated”: compensation rarely returns the pH fully to normal, so a pH on one side of 7.40 points to the primary problem.',
      'Missing sampling errors: an air bubble pulls PaO₂ toward room-air values and lowers PaCO₂; excess liquid heparin dilutes the sample.',
      'Judging a PaO₂ without looking at the FiO₂ it was drawn on.',
      'Trusting a normal SpO₂ in suspected carbon monoxide poisoning.',
    ],
  },
  3: {
    concepts: [
      'Modes: volume control vs pressure control; assist/control, SIMV, pressure support and CPAP. Know what you set and what varies in each.',
      'Lung-protective ventilation: VT 4–8 mL/kg of predicted body weight (start around 6), plateau pressure at or below 30 cm H₂O, and a low driving pressure (Pplat − PEEP).',
      'Peak vs plateau: a rising peak with a stable plateau means more resistance (secretions, bronchospasm, a kinked or bitten tube); both rising means lower compliance (pneumothorax, atelectasis, worsening ARDS, mainstem intubation).',
      'Static compliance = VT ÷ (Pplat − PEEP); airway resistance = (PIP − Pplat) ÷ flow in L/s.',
      'Ventilation (PaCO₂) is changed with rate and tidal volume; oxygenation with FiO₂ and PEEP.',
      'Auto-PEEP: measure with an end-expiratory hold; reduce it by lengthening expiratory time (lower rate, shorter inspiratory time, higher flow) and treating bronchospasm.',
      'Weaning: a daily spontaneous breathing trial when the patient is ready; a rapid shallow breathing index (f ÷ VT in liters) below 105 favours success.',
    ],
    pitfalls: [
      'Setting tidal volume from actual body weight instead of predicted body weight.',
      'Treating hypoxemia with rate changes, or hypercapnia with FiO₂.',
      'Missing auto-PEEP in patients with asthma or COPD.',
      'Troubleshooting the ventilator while the patient is in distress: if the cause is not obvious, remove the patient from the ventilator and bag with 100% oxygen.',
    ],
  },
  4: {
    concepts: [
      'Confirm tube placement with waveform capnography plus chest rise, bilateral breath sounds and a chest x-ray showing the tip a few centimetres above the carina.',
      'Cuff pressure around 20–30 cm H₂O: enough to seal, low enough to protect the tracheal mucosa.',
      'Suctioning: preoxygenate, apply suction for no more than 10–15 seconds, and use a catheter no wider than half the airway’s internal diameter (French size ≈ tube ID in mm × 3 ÷ 2).',
      'Extubation readiness: awake, following commands, an effective cough and manageable secretions; a cuff-leak test when laryngeal edema is a concern.',
      'Post-extubation stridor: cool aerosol and racemic epinephrine; heliox can buy time; reintubate if the obstruction worsens.',
      'Difficult airway: recognise predictors (Mallampati class, limited mouth opening or neck movement) and know the rescue devices, such as supraglottic airways.',
      'Tracheostomy: the cuff must be fully deflated before a one-way speaking valve is placed.',
    ],
    pitfalls: [
      'Confirming tube position by breath sounds alone: an esophageal intubation can sound convincing.',
      'Missing a right mainstem intubation: diminished breath sounds and chest rise on the left.',
      'Placing a speaking valve on an inflated cuff, leaving the patient unable to exhale.',
      'Over-inflating the cuff, which can injure the trachea.',
    ],
  },
  5: {
    concepts: [
      'Short-acting beta-agonists (albuterol, levalbuterol) relieve acute bronchospasm; long-acting ones (salmeterol, formoterol) are for maintenance.',
      'Anticholinergics: ipratropium (short-acting) and tiotropium (long-acting), central to COPD maintenance.',
      'Inhaled corticosteroids control airway inflammation; they do not relieve acute bronchospasm. Patients should rinse their mouth after use to prevent thrush.',
      'Other controllers: leukotriene modifiers (montelukast) and biologics for severe asthma (anti-IgE such as omalizumab, anti-IL-5 such as mepolizumab).',
      'Mucoactive agents: dornase alfa and hypertonic saline in cystic fibrosis; acetylcysteine can trigger bronchospasm, so give a bronchodilator with it. CFTR modulators treat the underlying defect in eligible CF mutations.',
      'Delivery devices: an MDI works best with a valved holding chamber; a DPI needs a fast, deep breath; a nebulizer suits patients who cannot coordinate either. Particles of about 1–5 µm reach the lower airways.',
      'Beta-agonist side effects: tachycardia, tremor, palpitations and low potassium.',
    ],
    pitfalls: [
      'Mixing up rescue and maintenance medications.',
      'A long-acting beta-agonist alone in asthma: it should always be paired with an inhaled corticosteroid.',
      'Recommending a dry-powder inhaler to a patient who cannot generate a strong inspiratory flow.',
      'Skipping assessment before and after a treatment (breath sounds, heart rate, peak flow).',
    ],
  },
  6: {
    concepts: [
      'Adult vital signs: heart rate 60–100/min, respiratory rate 12–20/min, temperature about 37 °C.',
      'Breath sounds: wheezes (narrowed airways), fine crackles (atelectasis, fluid, fibrosis), coarse crackles (secretions), stridor (upper-airway obstruction, an emergency), diminished sounds (hyperinflation, pneumothorax, effusion).',
      'Percussion and fremitus: hyperresonance with pneumothorax or emphysema; dullness and increased fremitus with consolidation; dullness and decreased fremitus with effusion.',
      'Tracheal shift: away from a tension pneumothorax or large effusion, toward atelectasis.',
      'Chest x-ray signs: absent lung markings (pneumothorax), air bronchograms (consolidation), blunted costophrenic angles (effusion), flattened diaphragms (hyperinflation).',
      'Neurological status: the Glasgow Coma Scale runs from 3 to 15; a score of 8 or less suggests the patient cannot protect the airway.',
      'Laboratory values that change respiratory care: hemoglobin, potassium, white cell count, BNP and lactate.',
    ],
    pitfalls: [
      'Trusting SpO₂ with poor perfusion, motion, or carbon monoxide exposure.',
      'Getting the direction of a tracheal shift backwards.',
      'Treating the monitor instead of the patient: look, listen and feel before you change therapy.',
    ],
  },
  7: {
    concepts: [
      'Hand hygiene before and after every patient contact; alcohol rub unless hands are visibly soiled or the patient has C. difficile (soap and water: alcohol does not kill spores).',
      'Contact precautions (for example MRSA, C. difficile): gown and gloves.',
      'Droplet precautions (for example influenza, pertussis, meningococcal disease): a surgical mask within close range.',
      'Airborne precautions (tuberculosis, measles, varicella): a fit-tested N95 respirator and a negative-pressure isolation room.',
      'Spaulding classification: critical items (entering sterile tissue) need sterilization; semi-critical items (touching mucous membranes) need at least high-level disinfection; non-critical items (intact skin) need low-level disinfection.',
      'Preventing ventilator-associated pneumonia: head of bed 30–45°, daily sedation interruption and breathing trials, oral care, subglottic suctioning, and no routine circuit changes.',
      'Nebulizers between treatments: rinse with sterile water and air-dry.',
    ],
    pitfalls: [
      'Alcohol rub after caring for a patient with C. difficile.',
      'A surgical mask where airborne precautions require an N95 respirator.',
      'Changing ventilator circuits on a schedule instead of when soiled or malfunctioning.',
      'Rinsing respiratory equipment with tap water.',
    ],
  },
  8: {
    concepts: [
      'ARDS (Berlin definition): onset within a week, bilateral opacities not fully explained by heart failure, and a PaO₂/FiO₂ ratio of 300 or less on at least 5 cm H₂O of PEEP: mild 201–300, moderate 101–200, severe 100 or less.',
      'ARDS management: low tidal volumes, PEEP titrated to FiO₂, prone positioning for severe hypoxemia, and a conservative fluid strategy.',
      'Hemodynamic normals: CVP about 2–6 mm Hg, PCWP about 6–12 mm Hg, cardiac output 4–8 L/min, cardiac index 2.5–4.0 L/min/m².',
      'Cardiogenic pulmonary edema raises the PCWP; ARDS does not.',
      'Shock patterns: hypovolemic (low filling pressures, high SVR), cardiogenic (high PCWP, low cardiac output, high SVR), septic or distributive (low SVR, often a high cardiac output).',
      'Oxygen delivery: DO₂ = cardiac output × CaO₂ × 10, with CaO₂ = (Hb × 1.34 × SaO₂) + (PaO₂ × 0.003). Hemoglobin and saturation matter far more than dissolved oxygen.',
    ],
    pitfalls: [
      'Chasing hypoxemia in ARDS with FiO₂ alone instead of PEEP and recruitment.',
      'Reading a high PCWP as ARDS rather than cardiac failure.',
      'Judging fluid status from a single CVP value.',
      'Raising PaO₂ when the real problem is anemia or low cardiac output.',
    ],
  },
  9: {
    concepts: [
      'High-quality adult CPR: 100–120 compressions a minute, at least 5 cm (2 in) deep but not more than 6 cm, full chest recoil, minimal interruptions.',
      'Without an advanced airway, 30 compressions to 2 breaths; with one, continuous compressions and a breath every 6 seconds.',
      'Shockable rhythms (ventricular fibrillation and pulseless ventricular tachycardia): defibrillate as soon as possible; epinephrine 1 mg every 3–5 minutes; amiodarone for refractory rhythms.',
      'Non-shockable rhythms (asystole, pulseless electrical activity): CPR, epinephrine as soon as possible, and a search for reversible causes (the Hs and Ts).',
      'Waveform capnography during CPR: a very low ETCO₂ (under about 10 mm Hg) suggests poor compressions; a sudden sustained rise suggests return of spontaneous circulation.',
      'Unstable tachycardia with a pulse: synchronized cardioversion. Symptomatic bradycardia: atropine, then pacing or a chronotropic infusion.',
      'After return of circulation: avoid hyperoxia and hyperventilation, target a normal PaCO₂, and support blood pressure.',
    ],
    pitfalls: [
      'Hyperventilating during CPR, which raises intrathoracic pressure and cuts venous return.',
      'Shocking asystole.',
      'Using unsynchronized shocks for a patient with a pulse, or synchronized mode for ventricular fibrillation.',
      'Pausing compressions for more than 10 seconds.',
    ],
  },
  10: {
    concepts: [
      'Apgar score at 1 and 5 minutes: heart rate, respiratory effort, muscle tone, reflex irritability and color, each scored 0–2.',
      'Neonatal resuscitation: if the baby is apneic or gasping, or the heart rate is below 100/min, start positive-pressure ventilation within the first minute. Effective ventilation is the single most important step.',
      'Chest compressions when the heart rate stays below 60/min despite effective ventilation: a 3:1 ratio of compressions to breaths, with the oxygen increased to 100%.',
      'Target preductal SpO₂ (right hand) rises over the first 10 minutes after birth, to 85–95% by 10 minutes; term babies start resuscitation in room air.',
      'Preterm lungs: surfactant deficiency causes respiratory distress syndrome; CPAP and surfactant replacement are the mainstays.',
      'Other neonatal conditions: transient tachypnea of the newborn, meconium aspiration, persistent pulmonary hypertension (treated with inhaled nitric oxide) and bronchopulmonary dysplasia.',
      'Croup vs epiglottitis: croup is subglottic, with a barking cough and a steeple sign, treated with cool mist, racemic epinephrine and steroids; epiglottitis brings drooling and a thumb sign, and the airway is secured in a controlled setting.',
    ],
    pitfalls: [
      'Starting compressions before ventilation is effective: in newborns, ventilation fixes most problems.',
      'Reading the SpO₂ from a postductal site when the targets are preductal.',
      'Examining the throat of a child with suspected epiglottitis, which can provoke complete obstruction.',
      'Giving preterm infants more oxygen than they need, which risks retinopathy of prematurity.',
    ],
  },
  11: {
    concepts: [
      'Nasal cannula at 1–6 L/min adds roughly 4% FiO₂ per L/min above room air, with the actual value varying with breathing pattern.',
      'Simple mask at 5–10 L/min (at least 5 to flush exhaled CO₂); non-rebreather at 10–15 L/min with the reservoir bag kept from collapsing.',
      'Air-entrainment (Venturi) masks deliver a fixed FiO₂; the air-to-oxygen ratio is (100 − FiO₂%) ÷ (FiO₂% − 21), and total flow is the oxygen flow times the sum of the ratio parts.',
      'High-flow nasal cannula delivers heated, humidified gas at flows that can meet the patient’s demand, with a set FiO₂.',
      'Cylinder duration in minutes = gauge pressure (psig) × cylinder factor ÷ flow in L/min (factor 0.28 for an E cylinder, 3.14 for H/K).',
      'Safety systems: the pin index system on small cylinders, the American Standard system on large ones, and DISS at station outlets. In the US, oxygen cylinders are green.',
      'Heliox reduces the work of breathing through narrowed airways; on an oxygen flowmeter, multiply the reading by 1.8 for 80/20 and 1.6 for 70/30. Inhaled nitric oxide is a selective pulmonary vasodilator; monitor NO₂ and methemoglobin, and wean it gradually.',
    ],
    pitfalls: [
      'Running a simple mask below 5 L/min.',
      'Forgetting the heliox flowmeter correction factor.',
      'Using the wrong cylinder factor in a duration calculation.',
      'Withholding oxygen from a hypoxemic COPD patient: titrate to a target SpO₂ of about 88–92% instead.',
    ],
  },
  12: {
    concepts: [
      'COPD: a post-bronchodilator FEV1/FVC below 0.70 confirms persistent airflow limitation. Exacerbations are treated with bronchodilators, systemic steroids, antibiotics when indicated, and noninvasive ventilation for hypercapnic respiratory acidosis.',
      'Asthma: reversible obstruction. Danger signs in an attack include difficulty speaking, a quiet chest, and a normal or rising PaCO₂ in a tachypneic patient, which means the patient is tiring.',
      'Cystic fibrosis: a sweat chloride of 60 mmol/L or more supports the diagnosis; daily airway clearance is central to care.',
      'Pulmonary embolism: sudden dyspnea, tachycardia and pleuritic pain, often with a clear chest x-ray and hypoxemia; CT pulmonary angiography confirms it.',
      'Left heart failure: orthopnea, crackles and a raised BNP; CPAP or noninvasive ventilation helps in cardiogenic pulmonary edema.',
      'Pneumothorax: a tension pneumothorax (tracheal shift away, hypotension, absent breath sounds) needs immediate decompression.',
      'Obstructive sleep apnea: diagnosed by sleep study with the apnea-hypopnea index; treated with CPAP.',
    ],
    pitfalls: [
      'Being reassured by a normal PaCO₂ during a severe asthma attack.',
      'Offering noninvasive ventilation to a patient who cannot protect the airway or clear secretions.',
      'Ruling out pulmonary embolism because the chest x-ray is clear.',
    ],
  },
  13: {
    concepts: [
      'The conducting airways (trachea to terminal bronchioles) are anatomic dead space, about 1 mL per pound of ideal body weight; gas exchange happens in the respiratory zone beyond them.',
      'The right mainstem bronchus is wider, shorter and more vertical, so aspirated material and deep tubes tend to go right.',
      'Surfactant from type II alveolar cells lowers surface tension and keeps small alveoli open (Laplace’s law: pressure = 2 × tension ÷ radius).',
      'Ventilation-perfusion: shunt is perfusion without ventilation and responds poorly to oxygen; dead space is ventilation without perfusion.',
      'Oxyhemoglobin curve: a right shift (fever, high PaCO₂, acidosis, more 2,3-DPG) releases oxygen to tissues; a left shift (alkalosis, hypothermia, carbon monoxide, fetal hemoglobin) holds on to it.',
      'Most CO₂ travels in the blood as bicarbonate; smaller amounts are carried on proteins and dissolved in plasma.',
      'Control of breathing: central chemoreceptors respond to CO₂ through the hydrogen ions it forms in cerebrospinal fluid; peripheral chemoreceptors (carotid and aortic bodies) respond mainly to a low PaO₂.',
    ],
    pitfalls: [
      'Confusing shunt with dead space, or expecting more oxygen to correct a large shunt.',
      'Getting the direction of oxyhemoglobin curve shifts backwards.',
      'Thinking the central chemoreceptors sense oxygen.',
    ],
  },
};
