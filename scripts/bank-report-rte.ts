// The RTE outline's part of `npm run bank:report` (issue #29): single items per breadth section and case sets per
// category, focus, kind and setting against the outline's counts, in forms' worth, and the case library's targets.
import {
  CASE_LIBRARY_TARGETS,
  RTE_SECTION_MIN_FORMS,
  caseLibraryReport,
  checkCaseLibrary,
  rteSectionCoverage,
} from '../db/seed/rteCoverage';
import type { SeedCaseSet, SeedQuestion } from '../db/seed/types';
import { CJ_CATEGORY_TITLES, RTE_OUTLINE_SOURCE, RTE_SECTION_TITLES } from '../src/shared/rteOutline';

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

export function printRteCoverage(bank: readonly SeedQuestion[], cases: readonly SeedCaseSet[]): void {
  console.log(`\nRTE outline (${RTE_OUTLINE_SOURCE})`);
  console.log(`  breadth sections: items the RTE can draw, per form (scored + pretest), forms' worth (want ≥ ${RTE_SECTION_MIN_FORMS})`);
  for (const c of rteSectionCoverage(bank)) {
    console.log(
      `    ${c.section.padEnd(5)} ${String(c.items).padStart(4)}  ${String(c.perForm).padStart(2)}/form  ${String(c.forms).padStart(3)} forms  ${RTE_SECTION_TITLES[c.section]}`,
    );
  }
  const r = caseLibraryReport(cases, bank);
  const t = CASE_LIBRARY_TARGETS;
  console.log(`  case library: ${r.sets} sets (target ${t.publishedSets}), ${r.items} items (target ${t.items})`);
  console.log(`  by patient condition: items, per form, forms' worth (target ≥ ${t.categoryForms})`);
  for (const c of r.categories) {
    console.log(
      `    ${c.key.padEnd(14)} ${String(c.items).padStart(4)}  ${String(c.perForm).padStart(2)}/form  ${String(c.forms).padStart(3)} forms  ${CJ_CATEGORY_TITLES[c.key]}`,
    );
  }
  const line = (xs: { key: string; items: number; perForm: number }[]) =>
    xs.map((x) => `${x.key} ${x.items} (${x.perForm}/form)`).join(', ');
  console.log(`  by focus: ${line(r.foci)}`);
  console.log(`  by kind: ${line(r.kinds)}`);
  console.log(`  by setting: ${line(r.places)}`);
  console.log(
    `  unlabelled: ${r.withoutCategory.length} sets without category, ${r.withoutPlace.length} without place, ${r.itemsWithoutKind.length} items without kind`,
  );
  console.log(
    `  sets with an exhibit: ${r.setsWithExhibit} of ${r.sets} (${pct(r.sets ? r.setsWithExhibit / r.sets : 0)}; target ${pct(t.exhibitShare)})`,
  );
  const d = r.difficulty;
  console.log(
    `  difficulty, case items vs single items: easy ${pct(d.cases.easy)} / ${pct(d.singles.easy)}, medium ${pct(d.cases.medium)} / ${pct(d.singles.medium)}, hard ${pct(d.cases.hard)} / ${pct(d.singles.hard)} (within ${t.difficultyPoints} points)`,
  );
  console.log(
    `  RTE simulations before a case set repeats (the server's selector): ${r.simulationsBeforeRepeat} (target ${t.simulationsBeforeRepeat})`,
  );
  const lib = checkCaseLibrary(cases, bank);
  const shown = lib.slice(0, 12);
  console.log(
    `  case-library rule: ${lib.length ? `${lib.length} unmet\n${shown.map((p) => `    ${p}`).join('\n')}${lib.length > shown.length ? `\n    … and ${lib.length - shown.length} more` : ''}` : 'met'}`,
  );
}
