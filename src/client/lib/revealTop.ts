/**
 * Scrolls an item's top into view when it is hidden (under the sticky header or below the fold): on a phone, Next and
 * the question grid sit below the item, so the new item would otherwise start above the screen. Smooth unless the
 * learner asked for reduced motion. The element's scroll-margin-top keeps it clear of the header.
 */
/** The site header's height (app/shell.css .site-header__bar): it sticks at the top, and so do exam status bars below it. */
export const HEADER_PX = 64;
/** Where an item's top lands when brought into view on a screen with such a status bar (56 px) below the header. */
export const ITEM_TOP_PX = HEADER_PX + 56 + 12;

export function revealTop(el: HTMLElement | null, headerPx = HEADER_PX) {
  if (!el) return;
  const top = el.getBoundingClientRect().top;
  if (top >= headerPx && top <= window.innerHeight - 80) return;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  el.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
}
