import type { SeedQuestion } from '../types';

export const questions: SeedQuestion[] = [
  {
    key: 'ap-001',
    topicId: 13,
    questionText:
      'A patient is intubated and mechanically ventilated with dry medical gas from a wall outlet. Which physiologic reason best explains why the inspired gas must be actively humidified?',
    options: [
      'It bypasses the upper airway, moving the isothermic saturation boundary deeper',
      'Dry gas stimulates excess surfactant production that leads to alveolar collapse',
      'The endotracheal tube heats the inspired gas above body temperature and dries it',
      'The lower airways cannot add any water vapor to gas that passes through them',
    ],
    correctAnswer: 'A',
    explanation:
      "Normally the nose and upper airway warm and humidify inspired gas so that it reaches body temperature and full saturation (37 °C, 100% relative humidity, about 44 mg/L) at the isothermic saturation boundary, a few centimeters below the carina. An artificial airway bypasses these structures, so dry gas moves the boundary deeper, and the lower airways lose heat and water, drying secretions, impairing mucociliary clearance and risking tube obstruction; heated humidification or an HME is required. Dry gas does not increase surfactant (B). The tube does not heat gas (C). The lower airways can add some moisture (D), but at the cost of mucosal damage, which is exactly the problem.\n\nCorrect Answer: A\nKey Learning Point: Artificial airways bypass the upper airway's heat and moisture exchange, so inspired gas must be humidified.",
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'III',
  },
  {
    key: 'ap-002',
    topicId: 13,
    questionText:
      'An endotracheal tube advanced too far in an adult usually enters the right mainstem bronchus. Which anatomic feature explains this?',
    options: [
      'The left mainstem bronchus is wider and shorter than the right one',
      'The right mainstem bronchus is wider, shorter and more vertical',
      'The carina is displaced to the left of midline in most adults',
      'The right lung has two lobes and a smaller bronchial tree',
    ],
    correctAnswer: 'B',
    explanation:
      'The right mainstem bronchus leaves the trachea at a smaller angle from the vertical (about 20-30 degrees) than the left (about 40-60 degrees) and is wider and shorter, so tubes, suction catheters and aspirated material tend to enter it. The left mainstem is the longer, narrower and more angled one (A). The carina normally lies near the midline (C). The right lung has three lobes, not two (D); the left has two.\n\nCorrect Answer: B\nKey Learning Point: The right mainstem bronchus is wider, shorter and more vertical, favoring right mainstem intubation and aspiration.',
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'I',
  },
  {
    key: 'ap-003',
    topicId: 13,
    questionText:
      'In an adult, which part of the larynx is the narrowest point of the upper airway and therefore the usual limit on endotracheal tube size?',
    options: [
      'The cricoid cartilage below the cords',
      'The tip of the epiglottis',
      'The glottis between the vocal cords',
      'The thyroid cartilage notch',
    ],
    correctAnswer: 'C',
    explanation:
      'In adults the glottic opening (rima glottidis), the space between the true vocal cords, is the narrowest part of the upper airway, so tube size is chosen to pass it without trauma. The cricoid ring (A) is the only complete cartilaginous ring and has traditionally been described as the narrowest point in young children, not in adults. The epiglottis (B) is a flap above the glottis that covers the larynx during swallowing. The thyroid cartilage (D) forms the anterior shield of the larynx and is not a point of narrowing.\n\nCorrect Answer: C\nKey Learning Point: The glottis is the narrowest part of the adult airway.',
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'I',
  },
  {
    key: 'ap-004',
    topicId: 13,
    questionText: 'Moving down the tracheobronchial tree, at which structure does gas exchange first begin to occur?',
    options: ['The terminal bronchioles', 'Segmental bronchi', 'Lobular bronchioles', 'Respiratory bronchioles'],
    correctAnswer: 'D',
    explanation:
      'The conducting zone (trachea through the terminal bronchioles) moves gas but has no alveoli and forms the anatomic dead space. The respiratory zone begins with the respiratory bronchioles, whose walls carry scattered alveoli, followed by alveolar ducts, alveolar sacs and alveoli. Terminal bronchioles (A) are the last purely conducting airways. Segmental bronchi (B) and lobular bronchioles (C) are also conducting airways.\n\nCorrect Answer: D\nKey Learning Point: Respiratory bronchioles are the first airways that take part in gas exchange; everything above them is anatomic dead space.',
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'I',
  },
  {
    key: 'ap-005',
    topicId: 13,
    questionText:
      'A 68-kg (150-lb) adult with an anatomic dead space of about 150 mL can breathe with either of two patterns: Pattern 1, VT 450 mL at 20/min; Pattern 2, VT 300 mL at 30/min. Which statement is correct?',
    options: [
      'Pattern 1 gives more alveolar ventilation, 6.0 vs 4.5 L/min',
      'Both patterns give the same alveolar ventilation of 9.0 L/min',
      'Pattern 2 gives more alveolar ventilation, 6.0 vs 4.5 L/min',
      'Pattern 2 lowers the dead-space ventilation to 3.0 L/min',
    ],
    correctAnswer: 'A',
    explanation:
      'Alveolar ventilation VA = (VT - VD) x f. Pattern 1: (450 - 150) x 20 = 6,000 mL = 6.0 L/min. Pattern 2: (300 - 150) x 30 = 4,500 mL = 4.5 L/min. Both have the same minute ventilation (9.0 L/min), so option B confuses VE with VA. Option C reverses the values. Dead-space ventilation for Pattern 2 is 150 x 30 = 4.5 L/min, higher than Pattern 1 (150 x 20 = 3.0 L/min), so D is wrong. Rapid shallow breathing wastes more of each breath on dead space.\n\nCorrect Answer: A\nKey Learning Point: At the same minute ventilation, rapid shallow breathing reduces alveolar ventilation because dead space is a fixed volume per breath.',
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'I',
  },
  {
    key: 'ap-006',
    topicId: 13,
    questionText:
      'A patient with emphysema has marked expiratory airflow limitation caused by collapse of small airways during exhalation. Which anatomic feature of bronchioles makes them prone to this collapse?',
    options: [
      'They are held open by complete rings of hyaline cartilage',
      'They lack cartilage and depend on traction from surrounding lung tissue',
      'They are lined by thin type I pneumocytes instead of epithelium',
      'They have no smooth muscle and so cannot change their diameter',
    ],
    correctAnswer: 'B',
    explanation:
      'Bronchioles (airways smaller than about 1 mm) have no cartilage; their patency depends on radial traction from the elastic alveolar walls attached around them. Emphysema destroys alveolar walls, removing this tethering, so bronchioles collapse when pleural pressure becomes positive during exhalation, trapping air. Cartilage rings (A) are found in the trachea and (as plates) in bronchi, not bronchioles. Bronchioles are lined by cuboidal epithelium with club cells, not type I pneumocytes (C). They have prominent smooth muscle (D), which is why bronchospasm affects them.\n\nCorrect Answer: B\nKey Learning Point: Bronchioles lack cartilage and rely on parenchymal traction, which is lost in emphysema.',
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'I',
  },
  {
    key: 'ap-007',
    topicId: 13,
    questionText: 'Which cells of the alveolar epithelium produce pulmonary surfactant?',
    options: ['Type I alveolar cells', 'Alveolar macrophages (dust cells)', 'Type II alveolar cells', 'Goblet cells'],
    correctAnswer: 'C',
    explanation:
      'Type II alveolar cells (granular pneumocytes) synthesize and secrete surfactant, store it in lamellar bodies, and can divide to replace injured type I cells. Type I cells (A) are thin, flat cells that cover most of the alveolar surface and form part of the gas exchange membrane. Alveolar macrophages (B) engulf particles and microbes. Goblet cells (D) in the conducting airways secrete mucus, not surfactant.\n\nCorrect Answer: C\nKey Learning Point: Type II pneumocytes produce surfactant; type I pneumocytes form the gas exchange surface.',
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'I',
    free: true,
  },
  {
    key: 'ap-008',
    topicId: 13,
    questionText:
      'Two connected alveoli have the same surface tension, but the radius of one is half that of the other. If no surfactant were present, what would happen according to the law of Laplace?',
    options: [
      'Pressures in both would be equal because the tension is equal',
      'The larger alveolus would empty into the smaller alveolus',
      'Both alveoli would collapse at exactly the same moment',
      'The smaller alveolus would empty into the larger one',
    ],
    correctAnswer: 'D',
    explanation:
      "Laplace's law for a sphere with one liquid-gas interface: P = 2T / r. With equal tension, halving the radius doubles the distending pressure required. Gas flows from high to low pressure, so the small alveolus would empty into the large one and collapse. Surfactant prevents this by lowering surface tension more as an alveolus gets smaller, stabilizing alveoli of different sizes. Equal tension does not mean equal pressure (A) because pressure also depends on radius. The flow would go from small to large, not large to small (B). The alveoli would not collapse simultaneously (C).\n\nCorrect Answer: D\nKey Learning Point: P = 2T/r; without surfactant small alveoli collapse into larger ones.",
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'I',
  },
  {
    key: 'ap-009',
    topicId: 13,
    questionText:
      "An infant born at 29 weeks' gestation develops grunting, nasal flaring, retractions and a rising oxygen requirement; the chest radiograph shows low lung volumes with a diffuse ground-glass pattern and air bronchograms. Which mechanism best explains the increased work of breathing?",
    options: [
      'High surface tension lowers lung compliance, so alveoli collapse and need greater pressure to reopen',
      'Excess surfactant fills the small airways and raises airway resistance during inspiration',
      'Bronchospasm of the conducting airways increases the resistive work of breathing',
      'A stiff, poorly compliant chest wall limits expansion of otherwise normal lungs',
    ],
    correctAnswer: 'A',
    explanation:
      "Surfactant production is immature before about 34 weeks. Without enough surfactant, alveolar surface tension is high, lung compliance falls, alveoli collapse at end-exhalation, and the infant must generate large pressures with every breath (grunting is an attempt to keep expiratory pressure up). This is respiratory distress syndrome, treated with CPAP and surfactant replacement. The problem is deficiency, not excess, of surfactant (B). Bronchospasm (C) is not the mechanism of RDS. The premature infant's chest wall is very compliant, not stiff (D), which is why retractions are so visible.\n\nCorrect Answer: A\nKey Learning Point: Surfactant deficiency raises surface tension, lowers compliance and causes alveolar collapse, greatly increasing work of breathing.",
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'I',
  },
  {
    key: 'ap-010',
    topicId: 13,
    questionText:
      'A patient on volume control ventilation has VT 500 mL and PEEP 5 cm H2O. Initially the peak pressure is 30 cm H2O and the plateau pressure is 25 cm H2O. Two hours later the peak is 40 cm H2O and the plateau is 35 cm H2O. Which interpretation is correct?',
    options: [
      'Airway resistance has increased, as from secretions or bronchospasm',
      'Static compliance has fallen, as with pneumothorax, atelectasis or edema',
      'Compliance has improved because alveolar recruitment has occurred',
      'A leak in the circuit is causing the ventilator to raise pressure',
    ],
    correctAnswer: 'B',
    explanation:
      'Static compliance = VT / (Pplat - PEEP). Initially 500 / (25 - 5) = 25 mL/cm H2O; now 500 / (35 - 5) = about 16.7 mL/cm H2O, a clear fall. The peak-to-plateau difference (resistive pressure) is 5 cm H2O both times, so airway resistance has not changed (A). Improved compliance (C) would lower, not raise, the plateau pressure. A leak (D) lowers delivered volume and pressures rather than raising the plateau.\n\nCorrect Answer: B\nKey Learning Point: When peak and plateau rise together (unchanged gradient), compliance has fallen; when only peak rises, resistance has increased.',
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'I',
  },
  {
    key: 'ap-011',
    topicId: 13,
    questionText:
      'At functional residual capacity, at the end of a quiet exhalation with the respiratory muscles relaxed, which statement about lung and chest wall mechanics is correct?',
    options: [
      'The lung and the chest wall are both recoiling inward',
      'The chest wall has no recoil at this lung volume',
      'The inward recoil of the lung balances the outward recoil of the chest wall',
      'The diaphragm is actively contracting to hold this volume',
    ],
    correctAnswer: 'C',
    explanation:
      "FRC is the resting volume of the respiratory system: the lung's elastic recoil pulls inward, the chest wall's recoil pulls outward, and the two forces are equal and opposite, creating a subatmospheric pleural pressure (about -5 cm H2O). At FRC the chest wall still recoils outward (A, B); it recoils inward only at higher volumes (above roughly 60-70% of TLC). No muscle activity is needed to maintain FRC (D).\n\nCorrect Answer: C\nKey Learning Point: FRC is the volume where inward lung recoil and outward chest wall recoil are in balance.",
    difficulty: 'medium',
    cognitiveLevel: 'recall',
    outlineSection: 'I',
  },
  {
    key: 'ap-012',
    topicId: 13,
    questionText: 'Which of these patients is most likely to have decreased lung compliance (stiff lungs)?',
    options: [
      'A 70-year-old with panlobular emphysema',
      'A 25-year-old with well-controlled allergic asthma',
      'A 60-year-old with chronic bronchitis',
      'A 66-year-old with idiopathic pulmonary fibrosis',
    ],
    correctAnswer: 'D',
    explanation:
      'Pulmonary fibrosis replaces elastic lung tissue with scar, so a larger pressure change is needed for each unit of volume change: compliance falls and lung volumes shrink. Emphysema (A) destroys elastic tissue, increasing compliance and reducing recoil. Asthma (B) and chronic bronchitis (C) are primarily airway diseases that increase resistance rather than lowering lung compliance.\n\nCorrect Answer: D\nKey Learning Point: Fibrosis decreases lung compliance; emphysema increases it.',
    difficulty: 'easy',
    cognitiveLevel: 'application',
    outlineSection: 'I',
  },
  {
    key: 'ap-013',
    topicId: 13,
    questionText:
      'A child with croup has subglottic edema that reduces the radius of the airway to half its normal size. Assuming laminar flow, by what factor does the resistance of that segment increase?',
    options: ['2 times', '4 times', '8 times', '16 times'],
    correctAnswer: 'D',
    explanation:
      "By Poiseuille's law, resistance to laminar flow is inversely proportional to the fourth power of the radius: R is proportional to 1/r^4. Halving the radius gives (1 / 0.5)^4 = 2^4 = 16 times the resistance. A factor of 2 (A) treats resistance as inversely proportional to the radius, 4 (B) to the radius squared, and 8 (C) to the radius cubed. With turbulent flow the effect is even greater. This is why a small amount of edema in a small airway causes so much distress.\n\nCorrect Answer: D\nKey Learning Point: Airway resistance varies with 1/r^4, so halving the radius increases resistance 16-fold.",
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'I',
  },
  {
    key: 'ap-014',
    topicId: 13,
    questionText:
      'In a healthy adult, which part of the tracheobronchial tree accounts for most of the airway resistance below the larynx?',
    options: ['The terminal bronchioles', 'The medium-sized bronchi', 'The alveolar ducts', 'The respiratory bronchioles'],
    correctAnswer: 'B',
    explanation:
      'Although each small airway is narrow, there are so many of them arranged in parallel that their total cross-sectional area is huge, so their combined resistance is low. Most resistance below the larynx is in the medium-sized bronchi, roughly the first several generations. Because the small airways (A, C, D) contribute little to total resistance, early small-airway disease can progress without much change in routine measurements (the "quiet zone").\n\nCorrect Answer: B\nKey Learning Point: Most airway resistance resides in medium-sized bronchi; small airways contribute little because of their large total cross-section.',
    difficulty: 'medium',
    cognitiveLevel: 'recall',
    outlineSection: 'I',
  },
  {
    key: 'ap-015',
    topicId: 13,
    questionText:
      'A ventilated patient with asthma on volume control (VT 450 mL, constant flow) has a peak inspiratory pressure that has increased from 28 to 45 cm H2O, while the plateau pressure is unchanged at 20 cm H2O. Which is the most likely cause?',
    options: [
      'Decreased lung compliance from worsening edema',
      'A right-sided pneumothorax compressing the lung',
      'Increased airway resistance, as from bronchospasm',
      'Decreased chest wall compliance from abdominal distension',
    ],
    correctAnswer: 'C',
    explanation:
      'The pressure needed to overcome airway resistance is the peak minus the plateau pressure. It rose from 28 - 20 = 8 to 45 - 20 = 25 cm H2O while the plateau (the elastic component) stayed the same, so resistance has increased: bronchospasm, secretions, a kinked or bitten tube. Bronchodilator therapy, suctioning and checking the tube are appropriate. Loss of lung compliance (A), a pneumothorax (B) and reduced chest wall compliance (D) all raise the plateau pressure as well.\n\nCorrect Answer: C\nKey Learning Point: A rising peak pressure with an unchanged plateau means increased airway resistance.',
    difficulty: 'medium',
    cognitiveLevel: 'analysis',
    outlineSection: 'I',
  },
  {
    key: 'ap-016',
    topicId: 13,
    questionText:
      'A patient with advanced pulmonary fibrosis breathes at 30/min with tidal volumes of about 300 mL. What is the main physiologic advantage of this breathing pattern for this patient?',
    options: [
      'It reduces the resistive work of moving gas through narrowed airways',
      'It lowers the ventilatory response of the peripheral chemoreceptors',
      'It increases dead space ventilation to help remove more CO2',
      'It minimizes the elastic work needed to expand stiff, noncompliant lungs',
    ],
    correctAnswer: 'D',
    explanation:
      'Total work of breathing has an elastic component (larger with big tidal volumes and stiff lungs) and a resistive component (larger with fast flows and narrow airways). Patients choose the rate and depth that minimize total work. With low compliance, large breaths are very costly, so rapid shallow breathing is chosen. Patients with severe airflow obstruction tend to do the opposite, breathing more slowly to lower resistive work, which is what option A describes. The pattern is not a way to blunt chemoreceptors (B). More dead space ventilation (C) is a cost of this pattern, not a benefit.\n\nCorrect Answer: D\nKey Learning Point: Restrictive disease favors rapid shallow breathing to minimize elastic work; obstructive disease favors slower, deeper breathing to minimize resistive work.',
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'I',
  },
  {
    key: 'ap-017',
    topicId: 13,
    questionText:
      'Two lung units have the same compliance, but Unit B has twice the airway resistance of Unit A because of bronchospasm. If the ventilator allows only a short expiratory time, what will happen?',
    options: [
      'Unit B takes longer to fill and empty and is likely to trap gas',
      'Unit B fills and empties faster than Unit A because of its higher pressure',
      'Both units empty in the same time because their compliance is the same',
      'Unit A is the one more likely to trap gas at the end of exhalation',
    ],
    correctAnswer: 'A',
    explanation:
      "The time constant = resistance x compliance. Doubling resistance at the same compliance doubles Unit B's time constant, so it needs twice as long to fill and empty (about 3 time constants for roughly 95% emptying). With a short expiratory time, Unit B does not finish emptying, producing air trapping and auto-PEEP; lengthening expiratory time helps. Higher resistance slows, not speeds, emptying (B). Compliance alone does not determine emptying time (C). Unit A, with the shorter time constant, empties more completely (D).\n\nCorrect Answer: A\nKey Learning Point: Time constant = R x C; units with long time constants need more time to empty and trap gas when expiratory time is short.",
    difficulty: 'hard',
    cognitiveLevel: 'application',
    outlineSection: 'I',
  },
  {
    key: 'ap-018',
    topicId: 13,
    questionText:
      'A hypovolemic patient is receiving high levels of PEEP. In some nondependent lung regions alveolar pressure now exceeds pulmonary arterial pressure. Which West zone is created, and what is the effect on gas exchange?',
    options: [
      'Zone 3; these regions act as an intrapulmonary shunt',
      'Zone 1; these regions become alveolar dead space',
      'Zone 2; blood flow depends on arterial minus venous pressure',
      'Zone 1; these regions act as an intrapulmonary shunt',
    ],
    correctAnswer: 'B',
    explanation:
      'In West zone 1, alveolar pressure exceeds pulmonary arterial pressure (PA > Pa > Pv), so capillaries are compressed and there is ventilation without perfusion: alveolar dead space. It is minimal in normal upright lungs but is created by low pulmonary arterial pressure (hypovolemia, shock) or high alveolar pressure (PEEP, high tidal volumes). Zone 3 (A) has Pa > Pv > PA with continuous flow. Zone 2 (C) has Pa > PA > Pv, where flow depends on the arterial-alveolar difference, not arterial minus venous. Unperfused alveoli cannot be a shunt (D), because shunt is perfusion without ventilation.\n\nCorrect Answer: B\nKey Learning Point: West zone 1 (alveolar pressure above arterial pressure) creates dead space and is promoted by hypovolemia and high PEEP.',
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'I',
  },
  {
    key: 'ap-019',
    topicId: 13,
    questionText: 'In the healthy upright lung, which region has the highest ventilation/perfusion (V/Q) ratio?',
    options: ['The bases', 'The hilar regions', 'The apices', 'The middle zones'],
    correctAnswer: 'C',
    explanation:
      'Gravity makes both ventilation and perfusion greater at the bases than at the apices, but perfusion changes much more from top to bottom. The apices therefore receive relatively more ventilation than perfusion, giving the highest V/Q (about 3), while the bases (A) have the lowest (about 0.6). The hilar (B) and middle zones (D) lie between these values; the overall average V/Q is about 0.8.\n\nCorrect Answer: C\nKey Learning Point: V/Q is highest at the apices and lowest at the bases in the upright lung.',
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'I',
  },
  {
    key: 'ap-020',
    topicId: 13,
    questionText:
      'A patient with dense bilateral pneumonia has a PaO2 of 55 mm Hg on an FiO2 of 0.40. After 20 minutes on an FiO2 of 1.0, the PaO2 is 65 mm Hg. Which mechanism is mainly responsible for the hypoxemia?',
    options: [
      'A diffusion defect across the alveolar-capillary membrane',
      'Alveolar hypoventilation with CO2 retention',
      'Low V/Q units that respond well to added oxygen',
      'Intrapulmonary shunt through consolidated lung',
    ],
    correctAnswer: 'D',
    explanation:
      'Blood that passes through completely unventilated alveoli (true shunt) never contacts the inspired gas, so raising FiO2 barely improves PaO2: here it rose only 10 mm Hg with 100% oxygen. Hypoxemia caused by low V/Q units (C), hypoventilation (B) or a diffusion limitation (A) responds well to supplemental oxygen because raising the alveolar PO2 increases oxygen uptake in the participating units. Refractory hypoxemia calls for recruiting collapsed or flooded alveoli (PEEP, positioning) rather than simply more oxygen.\n\nCorrect Answer: D\nKey Learning Point: Hypoxemia that is refractory to a high FiO2 indicates shunt.',
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'I',
  },
  {
    key: 'ap-021',
    topicId: 13,
    questionText:
      'A large pulmonary embolism blocks blood flow to the right lower lobe, which remains normally ventilated. What is the ventilation/perfusion relationship in that lobe?',
    options: [
      'V/Q approaches infinity, creating alveolar dead space',
      'V/Q approaches zero, creating an intrapulmonary shunt',
      'V/Q stays normal because ventilation is unchanged',
      'V/Q falls to about 0.8, the normal average value',
    ],
    correctAnswer: 'A',
    explanation:
      'Ventilation with no perfusion gives a V/Q that approaches infinity: gas enters the alveoli but no blood picks up oxygen or delivers CO2, so the lobe becomes alveolar dead space, increasing VD/VT and widening the PaCO2-PETCO2 gradient. A V/Q approaching zero (B) is perfusion without ventilation (shunt), as in atelectasis. The ratio cannot stay normal (C, D) when the denominator (perfusion) falls to near zero; 0.8 is the normal whole-lung average.\n\nCorrect Answer: A\nKey Learning Point: Pulmonary embolism creates high-V/Q units (alveolar dead space).',
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'I',
  },
  {
    key: 'ap-046',
    topicId: 13,
    questionText: `A 66-year-old with idiopathic pulmonary fibrosis has SpO2 95% at rest on room air, but it falls to 84% within 2 minutes of brisk walking. PaCO2 is 36 mm Hg, and DLCO is 38% of predicted. Which mechanism best explains why the desaturation appears with exercise?`,
    options: [
      `Alveolar hypoventilation during exertion`,
      `Diffusion limitation as capillary transit time shortens`,
      `A right-to-left shunt through the heart`,
      `A low inspired oxygen tension`,
    ],
    correctAnswer: 'B',
    explanation: `B is correct. At rest, red cells spend about 0.75 s in the pulmonary capillary, long enough to load oxygen even across a thickened membrane. Exercise raises cardiac output and shortens the transit time, so blood leaves before equilibrating across the fibrotic membrane, and the SpO2 falls. The low DLCO confirms the impaired diffusion.

A is wrong: hypoventilation would raise the PaCO2; his is low-normal.
C is wrong: nothing suggests an intracardiac shunt, and the low DLCO points to the membrane.
D is wrong: he breathes room air at a normal inspired PO2.

Correct Answer: B
Key Learning Point: In interstitial lung disease, exercise desaturation reflects diffusion limitation unmasked by a shorter capillary transit time.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'I',
  },
  {
    key: 'ap-023',
    topicId: 13,
    questionText:
      "A patient with pulmonary fibrosis has a reduced diffusing capacity caused by thickening of the alveolar-capillary membrane. According to Fick's law, the rate of gas diffusion across the membrane is:",
    options: [
      'Directly proportional to membrane thickness and to gas molecular weight',
      'Inversely proportional to surface area and directly proportional to thickness',
      'Directly proportional to surface area and inversely proportional to thickness',
      'Determined mainly by hemoglobin level rather than by membrane properties',
    ],
    correctAnswer: 'C',
    explanation:
      "Fick's law: diffusion rate is proportional to (surface area x diffusion coefficient x partial pressure difference) / membrane thickness. The diffusion coefficient increases with solubility and decreases with the square root of molecular weight. Fibrosis thickens the membrane and emphysema destroys surface area; both reduce diffusion. Options A and B invert the relationships with thickness or area. Hemoglobin (D) affects the measured DLCO because it binds carbon monoxide, but it does not replace the role of membrane area and thickness in Fick's law.\n\nCorrect Answer: C\nKey Learning Point: Diffusion increases with surface area and pressure gradient and decreases with membrane thickness.",
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'I',
  },
  {
    key: 'ap-024',
    topicId: 13,
    questionText:
      'Carbon dioxide diffuses across the alveolar-capillary membrane about 20 times faster than oxygen. What is the main reason?',
    options: [
      'CO2 has a lower molecular weight than oxygen',
      'CO2 has a larger partial pressure gradient than oxygen',
      'CO2 is moved across the membrane by a carrier protein',
      'CO2 is far more soluble in the membrane and plasma',
    ],
    correctAnswer: 'D',
    explanation:
      'Diffusivity depends on solubility divided by the square root of molecular weight. CO2 is roughly 24 times more soluble than oxygen, which more than offsets its slightly higher molecular weight (44 vs 32), so option A is false. The CO2 pressure gradient (about 46 to 40 mm Hg, or 6 mm Hg) is much smaller than the oxygen gradient (about 100 to 40 mm Hg), so B is false. Gas exchange occurs by passive diffusion, not carrier transport (C). Because of its high diffusivity, CO2 exchange is rarely limited by diffusion.\n\nCorrect Answer: D\nKey Learning Point: CO2 diffuses about 20 times faster than O2 because of its much greater solubility.',
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'I',
  },
  {
    key: 'ap-025',
    topicId: 13,
    questionText:
      'A patient with interstitial lung disease has a resting SpO2 of 94% on room air, which falls to 84% during brisk walking, with a normal ECG and no change in respiratory rate pattern other than tachypnea. Which mechanism best explains the exercise desaturation?',
    options: [
      'Shorter capillary transit time prevents equilibration across the thick membrane',
      'Exercise opens a right-to-left shunt through a previously closed foramen ovale in the heart',
      'The patient hypoventilates during exercise, raising alveolar PCO2',
      'Exercise shifts the oxyhemoglobin curve to the left and blocks loading',
    ],
    correctAnswer: 'A',
    explanation:
      'At rest a red cell spends about 0.75 seconds in the pulmonary capillary, and oxygen normally equilibrates within the first third of that time, leaving a large reserve. A thickened membrane slows diffusion so equilibration takes longer; during exercise, higher cardiac output shortens transit time and the blood leaves before it is fully oxygenated. A patent foramen ovale shunt (B) is possible but is not the expected mechanism in ILD. Patients with ILD hyperventilate rather than hypoventilate during exercise (C). Exercise (acidosis, heat, CO2) shifts the curve to the right, not the left (D).\n\nCorrect Answer: A\nKey Learning Point: Diffusion limitation is unmasked by exercise, when shorter capillary transit time prevents equilibration across a thickened membrane.',
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'I',
  },
  {
    key: 'ap-026',
    topicId: 13,
    questionText: 'In normal arterial blood (Hb 15 g/dL, SaO2 97%, PaO2 100 mm Hg), how is most of the oxygen carried?',
    options: ['Dissolved in the plasma', 'Bound to hemoglobin', 'As plasma bicarbonate ions', 'Bound to plasma albumin'],
    correctAnswer: 'B',
    explanation:
      'Bound oxygen = 1.34 x Hb x SaO2 = 1.34 x 15 x 0.97 = about 19.5 mL/dL. Dissolved oxygen = 0.003 x PaO2 = 0.003 x 100 = 0.3 mL/dL. So about 98% of arterial oxygen is carried by hemoglobin and only a small fraction is dissolved (A). Bicarbonate (C) is the main form of CO2 transport, not oxygen. Albumin (D) does not carry oxygen.\n\nCorrect Answer: B\nKey Learning Point: About 98% of arterial oxygen is bound to hemoglobin; dissolved oxygen is 0.003 mL/dL per mm Hg of PaO2.',
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'I',
  },
  {
    key: 'ap-027',
    topicId: 13,
    questionText: 'Which condition shifts the oxyhemoglobin dissociation curve to the right?',
    options: ['Hypothermia', 'Acute respiratory alkalosis', 'Fever', 'Carbon monoxide poisoning'],
    correctAnswer: 'C',
    explanation:
      'A right shift (lower hemoglobin affinity for oxygen, higher P50) is caused by increased temperature, increased H+ (acidosis), increased PCO2 and increased 2,3-DPG; it favors oxygen unloading at the tissues. Fever is therefore a right-shifting factor. Hypothermia (A), alkalosis (B) and carbon monoxide (D) all shift the curve to the left, making hemoglobin hold on to oxygen more tightly.\n\nCorrect Answer: C\nKey Learning Point: Heat, acid, CO2 and 2,3-DPG shift the curve right; cold, alkalosis, CO and fetal hemoglobin shift it left.',
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'I',
  },
  {
    key: 'ap-028',
    topicId: 13,
    questionText:
      'After cardiac arrest, a patient is being cooled to 33 °C and is inadvertently hyperventilated to an arterial pH of 7.52. What effect do these conditions have on oxygen transport?',
    options: [
      'A right shift that improves oxygen unloading in the tissues',
      'No change, because temperature and pH act in opposite directions',
      'A right shift that reduces oxygen loading in the lungs',
      'A left shift that makes hemoglobin release oxygen less readily to tissues',
    ],
    correctAnswer: 'D',
    explanation:
      "Both hypothermia and alkalosis increase hemoglobin's affinity for oxygen, shifting the curve to the left (lower P50). Saturation at a given PaO2 is higher, but hemoglobin gives up less oxygen at tissue PO2, which can impair tissue oxygenation; this is one reason to avoid unnecessary hyperventilation after cardiac arrest. Both factors push in the same direction, not opposite directions (B), and neither produces a right shift (A, C).\n\nCorrect Answer: D\nKey Learning Point: Hypothermia and alkalosis both shift the curve left, impairing oxygen unloading at the tissues.",
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'I',
  },
  {
    key: 'ap-029',
    topicId: 13,
    questionText:
      'A CO-oximetry report for a patient with chronic anemia and a compensated metabolic acidosis lists a P50 of 34 mm Hg. How should this value be interpreted?',
    options: [
      'A right shift: lower affinity for oxygen, which favors unloading at the tissues',
      'A left shift: higher affinity for oxygen, which favors loading in the lungs over release',
      'A normal P50, reflecting the usual affinity of adult hemoglobin',
      'A left shift caused by a persistent fraction of fetal hemoglobin',
    ],
    correctAnswer: 'A',
    explanation:
      'P50 is the PO2 at which hemoglobin is 50% saturated; the normal adult value is about 27 mm Hg. A P50 of 34 mm Hg means a higher PO2 is needed to reach 50% saturation, so affinity is lower and the curve is shifted right. This is consistent with acidosis and with the rise in red cell 2,3-DPG that occurs in chronic anemia, an adaptation that helps deliver oxygen to the tissues. A left shift (B, D) would lower the P50 below 27 mm Hg; fetal hemoglobin has a P50 of roughly 19-20 mm Hg. A value of 34 is not normal (C).\n\nCorrect Answer: A\nKey Learning Point: A P50 above about 27 mm Hg indicates a right shift (decreased affinity); below it, a left shift.',
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'I',
  },
  {
    key: 'ap-030',
    topicId: 13,
    questionText:
      'A PaO2 of at least 60 mm Hg is a common minimum target in acutely ill adults. Which feature of the oxyhemoglobin dissociation curve explains this?',
    options: [
      'Below a PaO2 of 60 mm Hg, oxygen delivery rises as hemoglobin releases more',
      'At about 60 mm Hg, SaO2 is near 90%; below it, small PaO2 falls cause large SaO2 falls',
      'Above a PaO2 of 60 mm Hg, oxygen toxicity becomes likely within hours',
      'Below 60 mm Hg the curve flattens, so oxygen therapy has little benefit',
    ],
    correctAnswer: 'B',
    explanation:
      'The curve is flat above a PaO2 of about 60 mm Hg (SaO2 about 90%), so large changes in PaO2 cause little change in saturation. Below 60 mm Hg it becomes steep: for example, a fall from 60 to 40 mm Hg drops SaO2 from about 90% to about 75%. Keeping PaO2 at or above 60 mm Hg keeps the patient on the safe, flat part. Low PaO2 reduces, not increases, oxygen content and delivery (A). Oxygen toxicity relates to high FiO2 over time, not to a PaO2 above 60 (C). The curve steepens, not flattens, below 60 mm Hg (D), so added oxygen has a large benefit there.\n\nCorrect Answer: B\nKey Learning Point: A PaO2 of 60 mm Hg (SaO2 about 90%) marks the shoulder of the curve; below it, saturation falls steeply.',
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'I',
  },
  {
    key: 'ap-031',
    topicId: 13,
    questionText: 'In what form is most carbon dioxide transported in the blood?',
    options: ['Dissolved CO2 in plasma', 'Carbaminohemoglobin', 'Bicarbonate ions', 'Undissociated carbonic acid'],
    correctAnswer: 'C',
    explanation:
      'About 70% of CO2 is carried as bicarbonate: inside red cells, carbonic anhydrase rapidly converts CO2 and water to carbonic acid, which dissociates into H+ (buffered by hemoglobin) and HCO3- (which moves into plasma). About 20-25% is bound to hemoglobin as carbamino compounds (B), and about 5-10% is dissolved (A). Carbonic acid (D) exists only transiently in tiny amounts.\n\nCorrect Answer: C\nKey Learning Point: Roughly 70% of CO2 travels as bicarbonate, about 20-25% as carbamino compounds and 5-10% dissolved.',
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'I',
  },
  {
    key: 'ap-032',
    topicId: 13,
    questionText:
      'A patient with COPD and chronic hypercapnia is given a high FiO2, and the PaCO2 rises. One contributing mechanism is the Haldane effect. Which statement describes the Haldane effect?',
    options: [
      'A rise in PCO2 lowers hemoglobin affinity for oxygen and shifts the curve right',
      'A rise in PCO2 increases the sensitivity of the central chemoreceptors',
      'Oxygen in plasma converts dissolved CO2 into bicarbonate for transport',
      'Oxygenated hemoglobin holds less CO2, so more CO2 is released into the blood',
    ],
    correctAnswer: 'D',
    explanation:
      'The Haldane effect: deoxygenated hemoglobin binds more CO2 (as carbamino compounds) and buffers more H+ than oxygenated hemoglobin. When high FiO2 increases hemoglobin saturation, CO2 is displaced from hemoglobin, raising blood PCO2 in a patient who cannot increase ventilation to clear it. Option A describes the Bohr effect (the effect of CO2 and pH on oxygen affinity). Option B describes chemoreceptor responses, not the Haldane effect. Oxygen does not convert CO2 to bicarbonate (C); that is carbonic anhydrase activity.\n\nCorrect Answer: D\nKey Learning Point: The Haldane effect is the release of CO2 from hemoglobin when it becomes oxygenated; the Bohr effect is the effect of CO2 and pH on oxygen affinity.',
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'I',
  },
  {
    key: 'ap-033',
    topicId: 13,
    questionText:
      'As CO2 enters red blood cells in the systemic capillaries and is converted to bicarbonate, the bicarbonate moves out into the plasma. To maintain electrical neutrality, which ion moves into the red cell in exchange?',
    options: ['Chloride', 'Sodium', 'Potassium', 'Hydrogen'],
    correctAnswer: 'A',
    explanation:
      'The chloride shift (Hamburger phenomenon): a membrane exchanger swaps one HCO3- leaving the red cell for one Cl- entering it, keeping the cell electrically neutral. The process reverses in the lungs as CO2 is exhaled. Sodium (B) and potassium (C) are not exchanged for bicarbonate in this process. Hydrogen ions (D) generated from carbonic acid stay inside the red cell, where they are buffered by hemoglobin.\n\nCorrect Answer: A\nKey Learning Point: Bicarbonate leaves the red cell in exchange for chloride (the chloride shift).',
    difficulty: 'medium',
    cognitiveLevel: 'recall',
    outlineSection: 'I',
  },
  {
    key: 'ap-034',
    topicId: 13,
    questionText: 'The central chemoreceptors near the ventral surface of the medulla respond most directly to which stimulus?',
    options: [
      'A fall in arterial PO2 below about 60 mm Hg',
      'A rise in H+ in the cerebrospinal fluid as CO2 crosses the blood-brain barrier',
      'A change in arterial bicarbonate that crosses directly and rapidly into the brain',
      'Stretch of smooth muscle in the walls of the conducting airways',
    ],
    correctAnswer: 'B',
    explanation:
      'CO2 diffuses freely across the blood-brain barrier into the cerebrospinal fluid, where it forms carbonic acid and releases H+. The central chemoreceptors sense this H+ and increase ventilation; they are responsible for most of the normal ventilatory response to CO2. Charged ions such as H+ and HCO3- cross the barrier slowly, so acute changes in arterial bicarbonate (C) have little direct effect. The central chemoreceptors do not respond to hypoxemia (A), which is sensed by the peripheral chemoreceptors. Airway stretch (D) is sensed by pulmonary stretch receptors.\n\nCorrect Answer: B\nKey Learning Point: Central chemoreceptors respond to CSF H+ generated by CO2, making PaCO2 the main minute-to-minute driver of ventilation.',
    difficulty: 'medium',
    cognitiveLevel: 'recall',
    outlineSection: 'I',
  },
  {
    key: 'ap-035',
    topicId: 13,
    questionText:
      'Which structures are mainly responsible for increasing ventilation in response to hypoxemia, with a marked increase in response once PaO2 falls below about 60 mm Hg?',
    options: [
      'The medullary central chemoreceptors',
      'The pulmonary stretch receptors',
      'The carotid bodies',
      'The juxtacapillary (J) receptors',
    ],
    correctAnswer: 'C',
    explanation:
      'The peripheral chemoreceptors, chiefly the carotid bodies at the bifurcation of the common carotid arteries (with a smaller role for the aortic bodies), sense arterial PO2. Their output rises sharply as PaO2 falls below about 60 mm Hg; they also respond to H+ and CO2. The central chemoreceptors (A) do not sense oxygen. Stretch receptors (B) sense lung inflation. J receptors (D) respond to interstitial congestion and cause rapid shallow breathing.\n\nCorrect Answer: C\nKey Learning Point: The carotid bodies are the main oxygen sensors, responding strongly when PaO2 falls below about 60 mm Hg.',
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'I',
  },
  {
    key: 'ap-036',
    topicId: 13,
    questionText:
      'A 70-year-old with a COPD exacerbation is placed on a 60% air-entrainment mask. Over an hour PaO2 rises from 50 to 110 mm Hg, PaCO2 rises from 58 to 72 mm Hg, and he becomes drowsy. Which explanation and action are most appropriate?',
    options: [
      'Loss of hypoxic drive is the cause; remove the oxygen immediately',
      'Oxygenation is now adequate; raise the FiO2 further to reduce work of breathing',
      'This is the expected response to oxygen and requires no change in therapy',
      'Worsened V/Q matching and the Haldane effect; titrate to SpO2 88-92%',
    ],
    correctAnswer: 'D',
    explanation:
      'Oxygen-induced hypercapnia in COPD is mainly caused by release of hypoxic pulmonary vasoconstriction (blood flow returns to poorly ventilated units, increasing dead space and V/Q mismatch) and the Haldane effect, with a smaller contribution from reduced ventilatory drive. The right response is to titrate oxygen down to a target SpO2 of 88-92% (and consider NIV for the respiratory acidosis), not to stop oxygen abruptly (A), which can cause dangerous rebound hypoxemia. More oxygen (B) worsens the hypercapnia. Rising PaCO2 with drowsiness is not an acceptable or expected response (C).\n\nCorrect Answer: D\nKey Learning Point: In hypercapnic COPD, titrate oxygen to SpO2 88-92%; excess oxygen raises PaCO2 mainly through V/Q and Haldane effects.',
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'III',
  },
  {
    key: 'ap-037',
    topicId: 13,
    questionText:
      'Stretch receptors in the smooth muscle of the airways send signals through the vagus nerve when the lungs are inflated, inhibiting further inspiration. Which reflex is this?',
    options: [
      'The Hering-Breuer inflation reflex',
      "Head's paradoxical reflex",
      'The juxtacapillary (J) receptor reflex',
      'The irritant receptor cough reflex',
    ],
    correctAnswer: 'A',
    explanation:
      "The Hering-Breuer inflation reflex terminates inspiration when slowly adapting stretch receptors sense lung inflation. It is prominent in newborns but in adults is active mainly at large tidal volumes (such as during exercise). Head's paradoxical reflex (B) is the opposite: inflation provokes a deeper inspiration, as in sighs and a newborn's first breaths. J receptors (C) respond to pulmonary congestion and edema. Irritant receptors (D) respond to inhaled irritants and cause cough and bronchoconstriction.\n\nCorrect Answer: A\nKey Learning Point: The Hering-Breuer inflation reflex uses vagal stretch receptors to end inspiration.",
    difficulty: 'medium',
    cognitiveLevel: 'recall',
    outlineSection: 'I',
  },
  {
    key: 'ap-038',
    topicId: 13,
    questionText: 'Blood returning from the systemic veins passes from the right atrium into the right ventricle through which valve?',
    options: ['The mitral valve', 'The tricuspid valve', 'The pulmonary valve', 'The aortic valve'],
    correctAnswer: 'B',
    explanation:
      'The tricuspid valve separates the right atrium from the right ventricle. The right ventricle then ejects blood through the pulmonary (pulmonic) valve (C) into the pulmonary artery. Oxygenated blood returns to the left atrium, passes the mitral (bicuspid) valve (A) into the left ventricle and is ejected through the aortic valve (D).\n\nCorrect Answer: B\nKey Learning Point: Right side: tricuspid then pulmonic valve; left side: mitral then aortic valve.',
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'I',
  },
  {
    key: 'ap-039',
    topicId: 13,
    questionText:
      'While auscultating the heart, the therapist hears the first heart sound (S1) just after the QRS complex appears on the monitor. Which event produces S1?',
    options: [
      'Closure of the aortic and pulmonic valves',
      'Opening of the mitral and tricuspid valves',
      'Closure of the mitral and tricuspid valves',
      'Rapid filling of the ventricles by atrial contraction',
    ],
    correctAnswer: 'C',
    explanation:
      'Ventricular depolarization (QRS) triggers contraction; as ventricular pressure exceeds atrial pressure, the AV (mitral and tricuspid) valves close, producing S1 and starting isovolumetric contraction, during which all four valves are closed. Closure of the semilunar valves (A) produces S2 at the end of systole. Opening of the AV valves (B) is silent in a normal heart and marks the start of ventricular filling. Atrial contraction (D) occurs after the P wave, at the end of diastole.\n\nCorrect Answer: C\nKey Learning Point: S1 is closure of the AV valves at the start of systole; S2 is closure of the semilunar valves at the end of systole.',
    difficulty: 'medium',
    cognitiveLevel: 'recall',
    outlineSection: 'I',
  },
  {
    key: 'ap-040',
    topicId: 13,
    questionText:
      'A patient with coronary artery disease develops a heart rate of 150/min. Why does this tachycardia increase the risk of left ventricular ischemia?',
    options: [
      'Systole lengthens, so the ventricle works against pressure for longer',
      'Left coronary flow is greatest during systole, which now occurs less often',
      'Afterload falls sharply, reducing pressure driving coronary flow',
      'Diastole shortens, cutting coronary filling time while oxygen demand rises',
    ],
    correctAnswer: 'D',
    explanation:
      'The left ventricular wall compresses its own coronary vessels during systole, so most left coronary flow occurs during diastole. As heart rate rises, diastole shortens much more than systole, reducing coronary perfusion time, while myocardial oxygen demand increases with each extra beat. In a patient with fixed coronary narrowing this imbalance causes ischemia. Systole shortens slightly with tachycardia rather than lengthening (A). Left coronary flow is lowest, not greatest, during systole (B). Tachycardia does not cause a large fall in afterload (C).\n\nCorrect Answer: D\nKey Learning Point: Left ventricular coronary perfusion occurs mainly in diastole, which tachycardia shortens.',
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'I',
  },
  {
    key: 'ap-041',
    topicId: 13,
    questionText:
      'A hypovolemic patient has a heart rate of 110/min and a stroke volume of 40 mL. After a 1-L fluid bolus, heart rate is 100/min and stroke volume is 55 mL. Which principle explains the rise in stroke volume, and what is the new cardiac output?',
    options: [
      'Frank-Starling mechanism; cardiac output rises to 5.5 L/min',
      'Afterload reduction; cardiac output rises to 5.5 L/min',
      'Frank-Starling mechanism; cardiac output falls to 4.4 L/min',
      'Increased contractility from catecholamines; output is 4.4 L/min',
    ],
    correctAnswer: 'A',
    explanation:
      'Cardiac output = HR x SV. Before: 110 x 40 = 4,400 mL = 4.4 L/min. After: 100 x 55 = 5,500 mL = 5.5 L/min. The fluid increased venous return and end-diastolic volume (preload), stretching myocardial fibers so they contracted more forcefully: the Frank-Starling mechanism. The bolus did not reduce afterload (B). Option C uses the old output value. Catecholamine-driven contractility (D) would accompany a rising, not falling, heart rate, and 4.4 L/min is the pre-bolus output.\n\nCorrect Answer: A\nKey Learning Point: Within physiologic limits, more preload means a stronger contraction and larger stroke volume (Frank-Starling); CO = HR x SV.',
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'I',
  },
  {
    key: 'ap-042',
    topicId: 13,
    questionText:
      'In fetal circulation, which structure allows much of the oxygenated blood from the umbilical vein to bypass the liver and enter the inferior vena cava?',
    options: ['The ductus arteriosus', 'The ductus venosus', 'The foramen ovale', 'The umbilical arteries'],
    correctAnswer: 'B',
    explanation:
      'Oxygenated blood from the placenta travels in the umbilical vein; the ductus venosus shunts much of it past the liver into the inferior vena cava. The foramen ovale (C) then directs much of this blood from the right atrium to the left atrium, bypassing the lungs. The ductus arteriosus (A) carries blood from the pulmonary artery to the aorta, also bypassing the lungs. The two umbilical arteries (D) return deoxygenated blood from the fetus to the placenta.\n\nCorrect Answer: B\nKey Learning Point: Fetal shunts: ductus venosus bypasses the liver; foramen ovale and ductus arteriosus bypass the lungs.',
    difficulty: 'easy',
    cognitiveLevel: 'recall',
    outlineSection: 'I',
  },
  {
    key: 'ap-043',
    topicId: 13,
    questionText: 'Within minutes of birth and the first breaths, the foramen ovale closes functionally. What causes this closure?',
    options: [
      'Pulmonary vascular resistance rises, raising right atrial pressure above left',
      'Rising prostaglandin levels after birth cause the septum to contract shut',
      'Left atrial pressure exceeds right atrial pressure as lung blood flow rises',
      'A higher arterial PO2 directly constricts the tissue of the foramen ovale',
    ],
    correctAnswer: 'C',
    explanation:
      'Lung expansion and rising PO2 lower pulmonary vascular resistance, so pulmonary blood flow and pulmonary venous return to the left atrium increase, raising left atrial pressure. Clamping the cord removes the low-resistance placenta, raising systemic resistance, and venous return to the right atrium falls. With left atrial pressure above right, the flap of the foramen ovale is pushed shut. Pulmonary vascular resistance falls, not rises, at birth (A). Prostaglandin levels fall after birth, and falling prostaglandins (with rising PO2) help close the ductus arteriosus, not the foramen ovale (B, D).\n\nCorrect Answer: C\nKey Learning Point: The foramen ovale closes when left atrial pressure rises above right atrial pressure after the first breaths.',
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'I',
  },
  {
    key: 'ap-047',
    topicId: 13,
    questionText: `In an upright, healthy adult lung at rest, how do ventilation, perfusion and the V/Q ratio at the apex compare with those at the base?`,
    options: [
      `Both are higher at the apex, with a V/Q near 1`,
      `Both are lower at the apex, with the highest V/Q`,
      `Ventilation is higher at the apex, perfusion lower`,
      `Perfusion is higher at the apex, ventilation lower`,
    ],
    correctAnswer: 'B',
    explanation: `B is correct. Gravity makes both ventilation and perfusion greater at the base. Perfusion falls off more steeply from base to apex than ventilation does, so the apex has the least of both but the highest V/Q (about 3), and the base the lowest (about 0.6). This is why reactivated tuberculosis favors the high-PO2 apices.

A is wrong: both ventilation and perfusion are lower, not higher, at the apex, and its V/Q is well above 1.
C is wrong: apical alveoli are more distended at rest and ventilate less per breath, not more.
D is wrong: perfusion is lowest at the apex because of gravity.

Correct Answer: B
Key Learning Point: Upright lung: the base gets more ventilation and much more perfusion; the apex has the highest V/Q, the base the lowest.`,
    difficulty: 'hard',
    cognitiveLevel: 'analysis',
    outlineSection: 'I',
  },
  {
    key: 'ap-045',
    topicId: 13,
    questionText:
      'A patient with long-standing COPD has an ABG of pH 7.36, PaCO2 62 mm Hg and HCO3- 34 mEq/L. Which renal process produced the elevated bicarbonate?',
    options: [
      'Increased H+ secretion with bicarbonate reabsorption and generation',
      'Increased bicarbonate excretion in the urine to offset the high CO2',
      'Retention of H+ by the kidney with reduced ammonium excretion',
      'Increased chloride reabsorption in exchange for bicarbonate loss',
    ],
    correctAnswer: 'A',
    explanation:
      'In chronic respiratory acidosis the kidneys compensate over roughly 3-5 days by increasing H+ secretion in the tubules, reabsorbing essentially all filtered bicarbonate and generating new bicarbonate, with the excess acid excreted as ammonium and titratable acid. The higher plasma HCO3- (34 mEq/L) brings the pH back toward normal (7.36). Excreting bicarbonate (B) is the compensation for respiratory alkalosis. Retaining H+ (C) would worsen the acidosis. Chloride tends to be excreted, not retained, as bicarbonate rises (D), which is why hypochloremia accompanies chronic compensation.\n\nCorrect Answer: A\nKey Learning Point: The kidneys compensate for chronic respiratory acidosis by secreting H+ and retaining and generating bicarbonate over several days.',
    difficulty: 'medium',
    cognitiveLevel: 'application',
    outlineSection: 'I',
  },
];
