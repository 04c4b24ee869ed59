/**
 * The references the bank's items are checked against: guidelines and texts, each with its year. A seed item
 * names one by id; the database stores the citation, so an administrator can cite something else in the admin
 * form. Add a reference here before citing it, and only one whose year you have verified.
 */
export const SOURCES = {
  // Clinical practice guidelines of the AARC (Respiratory Care journal)
  'aarc-blood-gas-2013': 'AARC Clinical Practice Guideline: Blood gas analysis and hemoximetry (2013)',
  'aarc-capnography-2011': 'AARC Clinical Practice Guideline: Capnography/capnometry during mechanical ventilation (2011)',
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
  'ats-race-pft-2023':
    'Bhakta NR et al. Race and ethnicity in pulmonary function test interpretation: an official ATS statement. Am J Respir Crit Care Med (2023)',
  'aap-apnea-prematurity-2016': 'AAP Committee on Fetus and Newborn. Apnea of prematurity. Pediatrics (2016)',
  'aha-ats-pediatric-ph-2015': 'Abman SH et al. Pediatric pulmonary hypertension: guidelines from the AHA and ATS. Circulation (2015)',
  'downar-wlsm-2016': 'Downar J et al. Guidelines for the withdrawal of life-sustaining measures. Intensive Care Med (2016)',
  'cdc-evali-2019':
    'CDC. Interim guidance for health care providers for managing patients with suspected e-cigarette, or vaping, product use-associated lung injury. MMWR (2019)',
  'samhsa-tic-2014': "SAMHSA's concept of trauma and guidance for a trauma-informed approach, HHS publication SMA 14-4884 (2014)",
  'hhs-clas-2013': 'HHS National Standards for Culturally and Linguistically Appropriate Services in Health and Health Care (2013)',
  'idsa-ats-hap-vap-2016': 'IDSA/ATS Management of adults with hospital-acquired and ventilator-associated pneumonia (2016)',
  'aasm-pap-titration-2008':
    'AASM Clinical guidelines for the manual titration of positive airway pressure in patients with obstructive sleep apnea (2008)',
  'aasm-nppv-titration-2010':
    'AASM Best clinical practices for the sleep center adjustment of noninvasive positive pressure ventilation in stable chronic alveolar hypoventilation syndromes (2010)',
  'wand-inhaled-txa-2018': 'Wand O et al. Inhaled tranexamic acid for hemoptysis treatment: a randomized controlled trial. Chest (2018)',
  'aarc-interhospital-transport-2004':
    'AARC Clinical Practice Guideline: Inter-hospital transport of the mechanically ventilated patient (2004)',
  'accp-lung-cancer-staging-2013': 'ACCP Methods for staging non-small cell lung cancer, 3rd ed. (2013)',
  'accp-lung-cancer-diagnosis-2013': 'ACCP Establishing the diagnosis of lung cancer, 3rd ed. (2013)',
  // Third edition, cases: chronic lung disease: add new references below this line
  'ats-ers-aatd-2003':
    'ATS/ERS statement: standards for the diagnosis and management of individuals with alpha-1 antitrypsin deficiency (2003)',
  'acip-adult-schedule-2025': 'CDC/ACIP Recommended Adult Immunization Schedule, United States (2025)',
  'ats-pulm-rehab-2023': 'ATS clinical practice guideline: Pulmonary rehabilitation in adults with chronic respiratory disease (2023)',
  // Third edition, cases: adult medical: add new references below this line
  'idsa-influenza-2018':
    'IDSA Clinical practice guidelines: 2018 update on diagnosis, treatment, chemoprophylaxis and institutional outbreak management of seasonal influenza. Clin Infect Dis (2019)',
  'preoxi-niv-2024': 'Gibbs KW et al. Noninvasive ventilation for preoxygenation during emergency intubation (PREOXI). N Engl J Med (2024)',
  'carteaux-niv-vt-2016':
    'Carteaux G et al. Failure of noninvasive ventilation for de novo acute hypoxemic respiratory failure: role of tidal volume. Crit Care Med (2016)',
  'nhlbi-scd-2014': 'NHLBI Evidence-based management of sickle cell disease: Expert Panel Report (2014)',
  'extrip-salicylate-2015':
    'Juurlink DN et al. Extracorporeal treatment for salicylate poisoning: recommendations from the EXTRIP workgroup. Ann Emerg Med (2015)',
  // Third edition, cases: trauma, cardiovascular, neurological, perioperative: add new references below this line
  'esc-ers-ph-2022': 'ESC/ERS Guidelines for the diagnosis and treatment of pulmonary hypertension (2022)',
  'esc-pe-2019': 'ESC Guidelines for the diagnosis and management of acute pulmonary embolism (2019)',
  'aha-cardiogenic-shock-2017': 'AHA Scientific Statement: Contemporary management of cardiogenic shock (2017)',
  'trali-redefinition-2019': 'Vlaar APJ et al. A consensus redefinition of transfusion-related acute lung injury. Transfusion (2019)',
  'atls-2018': 'American College of Surgeons. Advanced Trauma Life Support, 10th ed. (2018)',
  'cscm-sci-respiratory-2005':
    'Consortium for Spinal Cord Medicine. Respiratory management following spinal cord injury, clinical practice guideline (2005)',
  'aha-stroke-2019': 'AHA/ASA Guidelines for the early management of patients with acute ischemic stroke, 2019 update',
  'mg-consensus-2021': 'International consensus guidance for management of myasthenia gravis, 2020 update. Neurology (2021)',
  'aan-als-2009': 'AAN Practice parameter update: the care of the patient with ALS, multidisciplinary care (2009)',
  'asa-osa-perioperative-2014': 'ASA Practice guidelines for the perioperative management of patients with obstructive sleep apnea (2014)',
  // Third edition, cases: children: add new references below this line
  'cdh-euro-2015':
    'Snoek KG et al. Standardized postnatal management of infants with congenital diaphragmatic hernia in Europe: the CDH EURO Consortium consensus, 2015 update. Neonatology (2016)',
  'sweet-rds-2022':
    'Sweet DG et al. European consensus guidelines on the management of respiratory distress syndrome: 2022 update. Neonatology (2023)',
  'palicc2-2023':
    'Emeriaud G et al. Executive summary of the Second International Guidelines for the Diagnosis and Management of Pediatric Acute Respiratory Distress Syndrome (PALICC-2). Pediatr Crit Care Med (2023)',
  'ats-pediatric-home-ventilation-2016':
    'Sterni LM et al. An official ATS clinical practice guideline: Pediatric chronic home invasive ventilation. Am J Respir Crit Care Med (2016)',
  'aap-transport-2016':
    'AAP Section on Transport Medicine. Guidelines for Air and Ground Transport of Neonatal and Pediatric Patients, 4th ed. (2016)',
  'jensen-bpd-2019':
    'Jensen EA et al. The diagnosis of bronchopulmonary dysplasia in very preterm infants: an evidence-based approach. Am J Respir Crit Care Med (2019)',
  'aap-safe-sleep-2022':
    'Moon RY et al. Sleep-related infant deaths: updated 2022 recommendations for reducing infant deaths in the sleep environment. Pediatrics (2022)',
  // Third edition, cues and duplicates: add new references below this line
  'accp-lung-resection-2013':
    'Brunelli A, et al. Physiologic evaluation of the patient with lung cancer being considered for resectional surgery: ACCP evidence-based clinical practice guidelines, 3rd ed. Chest (2013)',
  'ardsnet-fluids-2006':
    'NHLBI ARDS Clinical Trials Network. Comparison of two fluid-management strategies in acute lung injury (FACTT). N Engl J Med (2006)',
  // Third edition, outline and forms: add new references below this line
  // Third edition, review dates and offers: add new references below this line
  'aes-status-epilepticus-2016':
    'Glauser T et al. Evidence-based guideline: treatment of convulsive status epilepticus in children and adults. Epilepsy Curr (2016)',
  'ncs-status-epilepticus-2012':
    'Brophy GM et al. Guidelines for the evaluation and management of status epilepticus. Neurocrit Care (2012)',
  'dmd-care-2018':
    'Birnkrant DJ et al. Diagnosis and management of Duchenne muscular dystrophy, part 2: respiratory, cardiac, bone health, and orthopaedic management. Lancet Neurol (2018)',
  'pva-sci-respiratory-2005':
    'Consortium for Spinal Cord Medicine. Respiratory management following spinal cord injury: a clinical practice guideline (2005)',
  'crash2-2010':
    'CRASH-2 trial collaborators. Effects of tranexamic acid on death, vascular occlusive events, and blood transfusion in trauma patients with significant haemorrhage. Lancet (2010)',
  'proppr-2015':
    'Holcomb JB et al. Transfusion of plasma, platelets, and red blood cells in a 1:1:1 vs a 1:1:2 ratio (PROPPR). JAMA (2015)',
  'sccm-transport-2004':
    'Warren J et al. Guidelines for the inter- and intrahospital transport of critically ill patients. Crit Care Med (2004)',
  'pva-autonomic-dysfunction-2020':
    'Consortium for Spinal Cord Medicine. Evaluation and management of autonomic dysreflexia and other autonomic dysfunctions: preventing the highs and lows (2020)',
  'gemnet-tca-2011':
    'Body R et al. Guidelines in Emergency Medicine Network (GEMNet): guideline for the management of tricyclic antidepressant overdose. Emerg Med J (2011)',
  // CSE problems: adult-cardio-neuro
  'ean-pns-gbs-2023':
    'van Doorn PA et al. European Academy of Neurology/Peripheral Nerve Society guideline on diagnosis and treatment of Guillain-Barré syndrome. Eur J Neurol (2023)',
} as const;

export type SourceId = keyof typeof SOURCES;
