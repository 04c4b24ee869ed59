/**
 * Scrolls an item's top into view when it is hidden (under the sticky header or below the fold): on a phone, Next and
 * the question grid sit below the item, so the new item would otherwise start above the screen. Smooth unless the
 * learner asked for reduced motion. The element's scroll-margin-top keeps it clear of the header.
 */
export function revealTop(el: HTMLElement | null, headerPx = 64) {
  if (!el) return;
  const top = el.getBoundingClientRect().top;
  if (top >= headerPx && top <= window.innerHeight - 80) return;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  el.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
}
