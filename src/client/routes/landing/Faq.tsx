import { useId, useState } from 'react';

/** An accordion with one item open at a time; the open one closes again when clicked. */
export function Faq({ items }: { items: readonly (readonly [string, string])[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const id = useId();
  return (
    <div className="card faq">
      {items.map(([q, a], i) => {
        const expanded = open === i;
        return (
          <div key={q} className="faq__item">
            <h3>
              <button
                type="button"
                className="faq__trigger"
                aria-expanded={expanded}
                aria-controls={`${id}-${i}`}
                id={`${id}-t${i}`}
                onClick={() => setOpen(expanded ? null : i)}
              >
                <span>{q}</span>
                <span aria-hidden className="faq__chevron">
                  {expanded ? '−' : '+'}
                </span>
              </button>
            </h3>
            <div id={`${id}-${i}`} role="region" aria-labelledby={`${id}-t${i}`} hidden={!expanded} className="faq__answer">
              {a}
            </div>
          </div>
        );
      })}
    </div>
  );
}
