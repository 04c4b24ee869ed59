/** The 13 topics. Ids are fixed: the mixed exams name them (DECISIONS.md). */
export interface SeedTopic {
  id: number;
  slug: string;
  name: string;
  description: string;
  icon: string;
}

export const TOPICS: readonly SeedTopic[] = [
  {
    id: 1,
    slug: 'pulmonary-function-testing',
    name: 'Pulmonary Function Testing',
    icon: 'fas fa-lungs',
    description: 'Spirometry, lung volumes, diffusion capacity and interpreting obstructive and restrictive patterns.',
  },
  {
    id: 2,
    slug: 'blood-gas-analysis',
    name: 'Blood Gas Analysis',
    icon: 'fas fa-vial',
    description: 'Acid-base interpretation, compensation, oxygenation indices and blood gas sampling quality.',
  },
  {
    id: 3,
    slug: 'mechanical-ventilation',
    name: 'Mechanical Ventilation',
    icon: 'fas fa-wind',
    description: 'Modes, settings, graphics, lung-protective strategy, troubleshooting alarms and weaning.',
  },
  {
    id: 4,
    slug: 'airway-management',
    name: 'Airway Management',
    icon: 'fas fa-head-side-mask',
    description: 'Artificial airways, intubation, cuff care, suctioning, extubation and difficult airways.',
  },
  {
    id: 5,
    slug: 'pharmacology',
    name: 'Pharmacology',
    icon: 'fas fa-pills',
    description: 'Bronchodilators, anti-inflammatories, biologics, CFTR modulators, aerosol delivery and dosing.',
  },
  {
    id: 6,
    slug: 'patient-assessment',
    name: 'Patient Assessment',
    icon: 'fas fa-stethoscope',
    description: 'History, physical examination, breath sounds, imaging, lab values and bedside monitoring.',
  },
  {
    id: 7,
    slug: 'infection-control',
    name: 'Infection Control',
    icon: 'fas fa-shield-virus',
    description: 'Standard and transmission-based precautions, equipment processing and VAP prevention.',
  },
  {
    id: 8,
    slug: 'critical-care',
    name: 'Critical Care',
    icon: 'fas fa-heart-pulse',
    description: 'ARDS, shock, hemodynamics, oxygen delivery and the care of the critically ill patient.',
  },
  {
    id: 9,
    slug: 'cardiac-life-support',
    name: 'Cardiac Life Support',
    icon: 'fas fa-heart',
    description: 'BLS and ACLS algorithms, rhythms, defibrillation, resuscitation drugs and post-arrest care.',
  },
  {
    id: 10,
    slug: 'neonatal-pediatric-care',
    name: 'Neonatal and Pediatric Care',
    icon: 'fas fa-baby',
    description: 'Neonatal resuscitation, surfactant, CPAP, infant ventilation and pediatric emergencies.',
  },
  {
    id: 11,
    slug: 'oxygen-medical-gas-therapy',
    name: 'Oxygen and Medical Gas Therapy',
    icon: 'fas fa-tint',
    description: 'Oxygen devices, FiO2 delivery, cylinders and liquid systems, heliox and nitric oxide.',
  },
  {
    id: 12,
    slug: 'cardiopulmonary-diseases',
    name: 'Cardiopulmonary Diseases',
    icon: 'fas fa-virus',
    description: 'COPD, asthma, cystic fibrosis, pneumonia, pulmonary embolism, heart failure and more.',
  },
  {
    id: 13,
    slug: 'anatomy-physiology',
    name: 'Cardiopulmonary Anatomy and Physiology',
    icon: 'fas fa-brain',
    description: 'Airway and lung structure, mechanics, gas exchange, transport and control of breathing.',
  },
];
