import type { QuestionRow } from '../../../../db/schema';
import type { CognitiveLevel } from '../../../../db/seed/types';
import type { Difficulty } from '../../../shared/difficulty';
import { OUTLINE, SECTIONS } from './model';

export interface PromptParts {
  topic: { id: number; name: string; description: string };
  count: number;
  difficulty?: Difficulty;
  cognitiveLevel?: CognitiveLevel;
  example: QuestionRow | null;
  stems: string[];
  sections: Partial<Record<string, number>>;
}

export const INSTRUCTIONS = [
  'You write multiple-choice practice questions for the NBRC Therapist Multiple-Choice (TMC) examination for respiratory therapists.',
  'Every question is original, clinically accurate, follows current AARC clinical practice guidelines, and has exactly one best answer.',
  'Rules for every item:',
  '- exactly four options, all distinct and plausible, without letter prefixes; never "all of the above", "none of the above" or "both of the above";',
  '- vary which letter is the key across items, and do not make the key systematically the longest option;',
  '- the explanation teaches: why the key is right and why each distractor is wrong, then a line "Correct Answer: X" where X is the key letter, then a last line "Key Learning Point: ..." with the one idea to remember;',
  '- tag each item with its difficulty (easy, medium, hard), cognitive level (recall, application, analysis) and NBRC outline section (I, II or III);',
  '- do not repeat or paraphrase any question the bank already has.',
].join('\n');

export function buildPrompt(p: PromptParts): string {
  const lines: string[] = [];
  lines.push(`Write ${p.count} new question${p.count === 1 ? '' : 's'} on the topic "${p.topic.name}" (${p.topic.description}).`);
  if (p.difficulty) lines.push(`Every question must be of difficulty "${p.difficulty}".`);
  if (p.cognitiveLevel) lines.push(`Every question must be at the "${p.cognitiveLevel}" cognitive level.`);
  lines.push('', 'NBRC TMC outline sections:');
  for (const s of SECTIONS) lines.push(`${s}. ${OUTLINE[s]} (${p.sections[s] ?? 0} questions of this topic so far)`);
  lines.push('Favour the sections this topic has fewest questions in, where the topic allows it.');
  if (p.example) {
    const e = p.example;
    lines.push(
      '',
      'House style: an existing question of this topic. Match its length, tone and explanation format (do not copy its content):',
      JSON.stringify(
        {
          questionText: e.questionText,
          options: e.options,
          correctAnswer: e.correctAnswer,
          explanation: e.explanation,
          difficulty: e.difficulty,
          cognitiveLevel: e.cognitiveLevel ?? 'application',
          outlineSection: e.outlineSection ?? 'III',
        },
        null,
        1,
      ),
    );
  }
  if (p.stems.length) {
    lines.push('', `Stems already in the bank for this topic (${p.stems.length} shown; do not repeat or paraphrase them):`);
    for (const s of p.stems) lines.push(`- ${s}`);
  }
  return lines.join('\n');
}

export function truncate(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
