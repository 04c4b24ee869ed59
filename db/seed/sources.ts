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
} as const;

export type SourceId = keyof typeof SOURCES;
