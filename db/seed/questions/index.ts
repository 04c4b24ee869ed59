import type { SeedQuestion } from '../types';
import { questions as pft } from './pulmonary-function-testing';
import { questions as bga } from './blood-gas-analysis';
import { questions as mv } from './mechanical-ventilation';
import { questions as airway } from './airway-management';
import { questions as pharm } from './pharmacology';
import { questions as assess } from './patient-assessment';
import { questions as infection } from './infection-control';
import { questions as critical } from './critical-care';
import { questions as cls } from './cardiac-life-support';
import { questions as neo } from './neonatal-pediatric-care';
import { questions as oxygen } from './oxygen-medical-gas-therapy';
import { questions as diseases } from './cardiopulmonary-diseases';
import { questions as ap } from './anatomy-physiology';
import { questions as exhibits } from './second-edition/exhibits';
import { questions as exhibits2 } from './second-edition/exhibits-2';
import { questions as airwayClearance } from './second-edition/airway-clearance';
import { questions as oxygenationVentilation } from './second-edition/oxygenation-ventilation';
import { questions as carePlan } from './second-edition/care-plan-modification';
import { questions as assisting } from './second-edition/assisting-procedures';
import { questions as highRisk } from './second-edition/high-risk-situations';
import { questions as education } from './second-edition/patient-education';
import { questions as evidence } from './second-edition/evidence-based-practice';
import { questions as qualityControl } from './second-edition/quality-control';
import { questions as dataEvaluation } from './second-edition/data-evaluation';
import { questions as eth2 } from './second-edition/ethics';
import { questions as tcm2 } from './second-edition/team-communication';
import { questions as sdh2 } from './second-edition/social-determinants';
import { questions as bio2 } from './second-edition/biologics-cftr';
import { questions as pdx2 } from './second-edition/patient-data';
import { questions as awx2 } from './second-edition/airway-care';
import { questions as med2 } from './second-edition/medications-gases';
import { questions as eqp2 } from './second-edition/devices';
import { questions as gaps3 } from './third-edition/gaps';
import { questions as hemo3 } from './third-edition/hemodynamics';

/** Every hand-written question of the bank. */
export const writtenQuestions: readonly SeedQuestion[] = [
  ...pft,
  ...bga,
  ...mv,
  ...airway,
  ...pharm,
  ...assess,
  ...infection,
  ...critical,
  ...cls,
  ...neo,
  ...oxygen,
  ...diseases,
  ...ap,
  ...exhibits,
  ...exhibits2,
  ...airwayClearance,
  ...oxygenationVentilation,
  ...carePlan,
  ...assisting,
  ...highRisk,
  ...education,
  ...evidence,
  ...qualityControl,
  ...dataEvaluation,
  ...eth2,
  ...tcm2,
  ...sdh2,
  ...bio2,
  ...pdx2,
  ...awx2,
  ...med2,
  ...eqp2,
  ...gaps3,
  ...hemo3,
];
