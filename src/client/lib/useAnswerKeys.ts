import { useEffect } from 'react';

/** A–F pick an option and Enter confirms, unless the learner is typing in a field. */
export function useAnswerKeys(optionCount: number, onLetter: (letter: string) => void, onEnter?: () => void, enabled = true) {
  useEffect(() => {
    if (!enabled) return;
    const handler = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (target && ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return;
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      const key = e.key.toUpperCase();
      const index = key.charCodeAt(0) - 65;
      if (key.length === 1 && index >= 0 && index < optionCount) {
        e.preventDefault();
        onLetter(key);
      } else if (e.key === 'Enter' && onEnter && (target?.tagName !== 'BUTTON' || target.getAttribute('role') === 'radio')) {
        e.preventDefault();
        onEnter();
      }
    };
    window.addEventListener('keydown', handler);
    return () => window.removeEventListener('keydown', handler);
  }, [optionCount, onLetter, onEnter, enabled]);
}
