/**
 * The NBRC exam facts the marketing and help copy states, derived from ./examFormats.ts (which names the sources) so
 * a fact changes in one place. Dates are the NBRC's transition: the TMC is given through 31 December 2026, the RTE from
 * 1 January 2027, and a TMC high-cut pass lets a candidate sit the CSE until 31 December 2027.
 */
import { RTE_CUTS, RTE_FORMAT, TMC_FORMAT } from './examFormats';

export const RTE_START = '1 January 2027';
export const TMC_END = '31 December 2026';
export const CSE_END = '31 December 2027';

const hours = (minutes: number) => `${minutes / 60} hours`;

/** "185 items (160 scored, 25 unscored pretest) in 4 hours". */
export const RTE_SHAPE = `${RTE_FORMAT.items} items (${RTE_FORMAT.scored} scored, ${RTE_FORMAT.pretest} unscored pretest) in ${hours(RTE_FORMAT.minutes)}`;
/** "100 breadth-of-knowledge items and 60 clinical-judgment items in case-based sets". */
export const RTE_PARTS = `${RTE_FORMAT.breadth} breadth-of-knowledge items and ${RTE_FORMAT.clinicalJudgment} clinical-judgment items in case-based sets`;
/** "160 items (140 scored, 20 unscored pretest) in 3 hours". */
export const TMC_SHAPE = `${TMC_FORMAT.items} items (${TMC_FORMAT.scored} scored, ${TMC_FORMAT.pretest} unscored pretest) in ${hours(TMC_FORMAT.minutes)}`;
/** "86 of 140 for the CRT, 92 of 140 for RRT eligibility". */
export const TMC_CUTS_TEXT = `${TMC_FORMAT.cuts.crt} of ${TMC_FORMAT.scored} for the CRT, ${TMC_FORMAT.cuts.rrt} of ${TMC_FORMAT.scored} for RRT eligibility`;
/** The RTE's cuts are unpublished: the estimate Respira's simulation uses, said to be one. */
export const RTE_CUTS_TEXT = `The NBRC has not published the RTE's cut scores yet; Respira's RTE simulation scores against estimates carried over from the TMC's (${RTE_CUTS.crt} and ${RTE_CUTS.rrt} of ${RTE_FORMAT.scored}) and says so on the result`;
