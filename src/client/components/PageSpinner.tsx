import './PageSpinner.css';

/** The one page spinner: plain markup, so it can show before Chakra has loaded or where it never does. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="page-spinner" role="status" aria-live="polite">
      <span className="page-spinner__wheel" aria-hidden />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
