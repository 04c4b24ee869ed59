export function words(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .replace(/[^a-z0-9%.]+/g, ' ')
      .split(' ')
      .filter(Boolean),
  );
}

export function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  const union = a.size + b.size - shared;
  return union === 0 ? 1 : shared / union;
}

export function stemSimilarity(a: string, b: string): number {
  return jaccard(words(a), words(b));
}
