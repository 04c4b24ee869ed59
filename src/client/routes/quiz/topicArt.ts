/** A background chosen from keywords in the topic name, and a glyph for the topic's icon class. */
const BACKGROUNDS: [RegExp, string][] = [
  [/ventilat|airway|oxygen|gas/i, 'linear-gradient(135deg, #0e7490 0%, #155e75 100%)'],
  [/cardi|heart|life support/i, 'linear-gradient(135deg, #be123c 0%, #9f1239 100%)'],
  [/pulmonary|lung|function/i, 'linear-gradient(135deg, #0f766e 0%, #115e59 100%)'],
  [/blood|gas analysis/i, 'linear-gradient(135deg, #b91c1c 0%, #7f1d1d 100%)'],
  [/pharma/i, 'linear-gradient(135deg, #7c3aed 0%, #5b21b6 100%)'],
  [/neonat|pediatric/i, 'linear-gradient(135deg, #db2777 0%, #9d174d 100%)'],
  [/infection/i, 'linear-gradient(135deg, #15803d 0%, #166534 100%)'],
  [/critical/i, 'linear-gradient(135deg, #c2410c 0%, #9a3412 100%)'],
  [/assessment|anatomy|physiology/i, 'linear-gradient(135deg, #1d4ed8 0%, #1e3a8a 100%)'],
];

export function topicBackground(name: string): string {
  return BACKGROUNDS.find(([re]) => re.test(name))?.[1] ?? 'linear-gradient(135deg, #334155 0%, #1e293b 100%)';
}

const GLYPHS: Record<string, string> = {
  'fa-lungs': '🫁',
  'fa-vial': '🧪',
  'fa-wind': '🌬️',
  'fa-head-side-mask': '😷',
  'fa-pills': '💊',
  'fa-stethoscope': '🩺',
  'fa-shield-virus': '🛡️',
  'fa-heart-pulse': '📈',
  'fa-heart': '❤️',
  'fa-baby': '👶',
  'fa-tint': '💧',
  'fa-virus': '🦠',
  'fa-brain': '🧠',
};

export function topicGlyph(icon: string | null | undefined): string {
  const cls = (icon ?? '').split(/\s+/).find((c) => GLYPHS[c]);
  return cls ? GLYPHS[cls]! : GLYPHS['fa-stethoscope']!;
}
