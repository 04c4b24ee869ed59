/**
 * The references the bank's items are checked against: guidelines and texts, each with its year. A seed item
 * names one by id; the database stores the citation, so an administrator can cite something else in the admin
 * form. Add a reference here before citing it, and only one whose year you have verified.
 */
export const SOURCES = {
  // Clinical practice guidelines of the AARC (Respiratory Care journal)
  'aarc-oxygen-acute-2002': 'AARC Clinical Practice Guideline: Oxygen therapy for adults in the acute care facility (2002)',
  'aarc-blood-gas-2013': 'AARC Clinical Practice Guideline: Blood gas analysis and hemoximetry (2013)',
  'aarc-capnography-2011': 'AARC Clinical Practice Guideline: Capnography/capnometry during mechanical ventilation (2011)',
  'aarc-suctioning-2010':
    'AARC Clinical Practice Guideline: Endotracheal suctioning of mechanically ventilated patients with artificial airways (2010)',
  'aarc-humidification-2012':
    'AARC Clinical Practice Guideline: Humidification during invasive and noninvasive mechanical ventilation (2012)',
  'aarc-aerosol-devices-2012':
    'AARC Clinical Practice Guideline: Aerosol delivery device selection for spontaneously breathing patients (2012)',
  'aarc-incentive-spirometry-2011': 'AARC Clinical Practice Guideline: Incentive spirometry (2011)',
  'aarc-ippb-2003': 'AARC Clinical Practice Guideline: Intermittent positive pressure breathing (2003)',
  'aarc-airway-clearance-nonpharm-2013':
    'AARC Clinical Practice Guideline: Effectiveness of nonpharmacologic airway clearance therapies in hospitalized patients (2013)',
  'aarc-airway-clearance-pharm-2015':
    'AARC Clinical Practice Guideline: Effectiveness of pharmacologic airway clearance therapies in hospitalized patients (2015)',
  'aarc-ino-neonates-2010':
    'AARC Clinical Practice Guideline: Inhaled nitric oxide for neonates with acute hypoxic respiratory failure (2010)',
  'aarc-transport-2002': 'AARC Clinical Practice Guideline: In-hospital transport of the mechanically ventilated patient (2002)',
  // Pulmonary function and sleep
  'ats-ers-spirometry-2019': 'ATS/ERS Standardization of Spirometry, 2019 update',
  'ers-ats-interpretation-2022': 'ERS/ATS technical standard on interpretive strategies for routine lung function tests (2022)',
  'ers-ats-dlco-2017': 'ERS/ATS standards for single-breath carbon monoxide uptake in the lung (2017)',
  'ats-ers-lung-volumes-2005': 'ATS/ERS Standardisation of the measurement of lung volumes (2005)',
  'ers-methacholine-2017':
    'ERS technical standard on bronchial challenge testing: general considerations and performance of methacholine challenge tests (2017)',
  'ats-ers-respiratory-muscle-2002': 'ATS/ERS Statement on respiratory muscle testing (2002)',
  'sjoding-oximetry-2020': 'Sjoding MW et al. Racial bias in pulse oximetry measurement. N Engl J Med (2020)',
  'roca-rox-2019':
    'Roca O et al. An index combining respiratory rate and oxygenation to predict outcome of nasal high-flow therapy. Am J Respir Crit Care Med (2019)',
  'ats-6mwt-2002': 'ATS statement: Guidelines for the six-minute walk test (2002)',
  'ers-ats-field-walking-2014': 'ERS/ATS technical standard: field walking tests in chronic respiratory disease (2014)',
  'ats-feno-2011': 'ATS clinical practice guideline: Interpretation of exhaled nitric oxide levels (FeNO) for clinical applications (2011)',
  'aasm-scoring-2023': 'AASM Manual for the Scoring of Sleep and Associated Events, version 3 (2023)',
  'aasm-osa-testing-2017': 'AASM clinical practice guideline: Diagnostic testing for adult obstructive sleep apnea (2017)',
  // Disease strategies
  'gold-2025': 'GOLD Global Strategy for the Prevention, Diagnosis and Management of COPD, 2025 report',
  'gina-2025': 'GINA Global Strategy for Asthma Management and Prevention, 2025 update',
  'naepp-asthma-2020': 'NAEPP 2020 Focused Updates to the Asthma Management Guidelines',
  'fda-trikafta-label-2024':
    'Trikafta (elexacaftor, tezacaftor and ivacaftor; ivacaftor) US prescribing information, revised December 2024',
  'cff-chronic-meds-2013': 'Cystic Fibrosis Foundation Pulmonary Guidelines: Chronic medications for maintenance of lung health (2013)',
  'ssc-sepsis-2021': 'Surviving Sepsis Campaign: International guidelines for management of sepsis and septic shock (2021)',
  'ats-ards-2024': 'ATS clinical practice guideline update: Management of adult patients with ARDS (2024)',
  'ards-global-definition-2024': 'A new global definition of acute respiratory distress syndrome (2024)',
  'ats-accp-liberation-2017':
    'ATS/ACCP clinical practice guideline: Liberation from mechanical ventilation in critically ill adults (2017)',
  'ers-ats-niv-2017': 'ERS/ATS clinical practice guidelines: Noninvasive ventilation for acute respiratory failure (2017)',
  'ats-home-niv-copd-2020': 'ATS clinical practice guideline: Long-term noninvasive ventilation in chronic stable hypercapnic COPD (2020)',
  'bts-pleural-2023': 'British Thoracic Society Guideline for pleural disease (2023)',
  'ards-berlin-2012': 'ARDS Definition Task Force. Acute respiratory distress syndrome: the Berlin Definition. JAMA (2012)',
  'ardsnet-low-vt-2000':
    'ARDS Network. Ventilation with lower tidal volumes as compared with traditional tidal volumes for acute lung injury and ARDS. N Engl J Med (2000)',
  'proseva-2013': 'Guerin C et al. Prone positioning in severe acute respiratory distress syndrome (PROSEVA). N Engl J Med (2013)',
  'sepsis-3-2016': 'The Third International Consensus Definitions for Sepsis and Septic Shock (Sepsis-3). JAMA (2016)',
  'btf-tbi-2016': 'Brain Trauma Foundation Guidelines for the Management of Severe Traumatic Brain Injury, 4th ed. (2016)',
  'sccm-padis-2018':
    'SCCM Clinical practice guidelines for the prevention and management of pain, agitation/sedation, delirium, immobility, and sleep disruption in adult ICU patients (PADIS) (2018)',
  'middleton-eti-2019':
    'Middleton PG et al. Elexacaftor-tezacaftor-ivacaftor for cystic fibrosis with a single Phe508del allele. N Engl J Med (2019)',
  'cff-diagnosis-2017': 'Diagnosis of cystic fibrosis: consensus guidelines from the Cystic Fibrosis Foundation (2017)',
  'cff-hemoptysis-pneumothorax-2010': 'Cystic Fibrosis Foundation Pulmonary Guidelines: Pneumothorax and hemoptysis (2010)',
  'ers-bronchiectasis-2017': 'ERS guidelines for the management of adult bronchiectasis (2017)',
  'ats-idsa-cap-2019': 'ATS/IDSA clinical practice guideline: Diagnosis and treatment of adults with community-acquired pneumonia (2019)',
  'ats-home-oxygen-2020': 'ATS clinical practice guideline: Home oxygen therapy for adults with chronic lung disease (2020)',
  'ats-ohs-2019': 'ATS clinical practice guideline: Evaluation and management of obesity hypoventilation syndrome (2019)',
  'ats-hp-2020': 'ATS/JRS/ALAT clinical practice guideline: Diagnosis of hypersensitivity pneumonitis in adults (2020)',
  'aap-bronchiolitis-2014': 'AAP Clinical practice guideline: The diagnosis, management, and prevention of bronchiolitis (2014)',
  'ehrmann-awake-prone-2021':
    'Ehrmann S et al. Awake prone positioning for COVID-19 acute hypoxaemic respiratory failure: a meta-trial. Lancet Respir Med (2021)',
  'recovery-dexamethasone-2021': 'RECOVERY Collaborative Group. Dexamethasone in hospitalized patients with Covid-19. N Engl J Med (2021)',
  'uspstf-lung-cancer-2021': 'USPSTF recommendation: Screening for lung cancer (2021)',
  'cms-home-oxygen-ncd-2021': 'CMS National Coverage Determination 240.2: Home use of oxygen (2021 revision)',
  // Resuscitation
  'aha-cpr-ecc-2025': 'AHA Guidelines for Cardiopulmonary Resuscitation and Emergency Cardiovascular Care (2025)',
  'aap-aha-neonatal-2025': 'AAP/AHA Neonatal Resuscitation Guidelines (2025)',
  'aha-pals-2025': 'AHA Pediatric Basic and Advanced Life Support Guidelines (2025)',
  'aan-brain-death-2023': 'AAN/AAP/CNS/SCCM Pediatric and adult brain death/death by neurologic criteria determination (2023)',
  // Infection prevention
  'cdc-isolation-2007': 'CDC/HICPAC Guideline for Isolation Precautions (2007)',
  'cdc-disinfection-2008': 'CDC/HICPAC Guideline for Disinfection and Sterilization in Healthcare Facilities (2008)',
  'cdc-hcap-2003': 'CDC/HICPAC Guidelines for Preventing Health-Care-Associated Pneumonia (2003)',
  'shea-vap-2022': 'SHEA/IDSA/APIC Strategies to prevent ventilator-associated events and pneumonia in acute-care hospitals (2022 update)',
  'cdc-hand-hygiene-2002': 'CDC Guideline for Hand Hygiene in Health-Care Settings (2002)',
  'cdc-tb-2005': 'CDC Guidelines for preventing the transmission of Mycobacterium tuberculosis in health-care settings (2005)',
  'cdc-hcp-tb-screening-2019': 'NTCA/CDC Tuberculosis screening, testing, and treatment of U.S. health care personnel (2019)',
  'osha-respiratory-protection-1998': 'OSHA Respiratory Protection Standard, 29 CFR 1910.134 (1998 final rule)',
  'usphs-hiv-pep-2013':
    'Updated U.S. Public Health Service guidelines for the management of occupational exposures to HIV and recommendations for postexposure prophylaxis (2013)',
  'cdc-hbv-hcp-2013':
    'CDC guidance for evaluating health-care personnel for hepatitis B virus protection and for administering postexposure management (2013)',
  'acip-hcp-immunization-2011': 'ACIP Immunization of health-care personnel (2011)',
  'acip-nirsevimab-2023': 'ACIP Use of nirsevimab for the prevention of RSV disease among infants and young children (2023)',
  'cff-infection-control-2013': 'Cystic Fibrosis Foundation Infection prevention and control guideline for cystic fibrosis: 2013 update',
  'joint-statement-ventilator-sharing-2020':
    'SCCM, AARC, ASA, APSF, AACN and CHEST Joint statement on multiple patients per ventilator (2020)',
  // Procedures, safety, quality
  'asa-sedation-2018': 'ASA Practice Guidelines for Moderate Procedural Sedation and Analgesia (2018)',
  'acr-mr-safety-2020': 'ACR Manual on MR Safety (2020)',
  'clia-qc-42cfr493': 'CLIA quality control requirements, 42 CFR Part 493, Subpart K (2003 final rule)',
  'westgard-multirule-1981': 'Westgard JO et al. A multi-rule Shewhart chart for quality control in clinical chemistry (1981)',
  'teamstepps-2023': 'AHRQ TeamSTEPPS 3.0 (2023)',
  'tjc-npsg-2025': 'The Joint Commission National Patient Safety Goals, hospital program (2025)',
  'users-guides-2015': "Guyatt G et al. Users' Guides to the Medical Literature, 3rd ed. (2015)",
  // Education, ethics, population health
  'phs-tobacco-2008': 'PHS Clinical Practice Guideline: Treating Tobacco Use and Dependence, 2008 update',
  'uspstf-tobacco-2021': 'USPSTF recommendation: Interventions for tobacco smoking cessation in adults (2021)',
  'healthy-people-2030': 'HHS Healthy People 2030: Social determinants of health (2020)',
  'aarc-ethics-2015': 'AARC Statement of Ethics and Professional Conduct (2015 revision)',
  'beauchamp-childress-2019': 'Beauchamp TL, Childress JF. Principles of Biomedical Ethics, 8th ed. (2019)',
  // Texts
  'egans-2020': "Egan's Fundamentals of Respiratory Care, 12th ed. (2020)",
  'hess-kacmarek-2019': 'Hess DR, Kacmarek RM. Essentials of Mechanical Ventilation, 4th ed. (2019)',
  'west-physiology-2021': "West JB, Luks AM. West's Respiratory Physiology: The Essentials, 11th ed. (2021)",
  // Third edition (issue #29): the AARC's 2022 guidelines that replace the 2002 oxygen and 2010 suctioning ones
  'aarc-oxygen-acute-2022':
    'AARC Clinical Practice Guideline: Management of adult patients with oxygen in the acute care setting. Respir Care (2022)',
  'aarc-suctioning-2022': 'AARC Clinical Practice Guideline: Artificial airway suctioning. Respir Care (2022)',
  // Third edition, fixes: add new references below this line
  // Third edition, cases: chronic lung disease: add new references below this line
  // Third edition, cases: adult medical: add new references below this line
  // Third edition, cases: trauma, cardiovascular, neurological, perioperative: add new references below this line
  // Third edition, cases: children: add new references below this line
  // Third edition, cues and duplicates: add new references below this line
  'accp-lung-resection-2013':
    'Brunelli A, et al. Physiologic evaluation of the patient with lung cancer being considered for resectional surgery: ACCP evidence-based clinical practice guidelines, 3rd ed. Chest (2013)',
  'ardsnet-fluids-2006':
    'NHLBI ARDS Clinical Trials Network. Comparison of two fluid-management strategies in acute lung injury (FACTT). N Engl J Med (2006)',
  // Third edition, outline and forms: add new references below this line
  // Third edition, review dates and offers: add new references below this line
} as const;

export type SourceId = keyof typeof SOURCES;
