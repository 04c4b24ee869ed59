/** The page spinner in plain markup (shell.css), for places that load before Chakra or without it. */
export function ShellSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="page-spinner" role="status" aria-live="polite">
      <span className="page-spinner__wheel" aria-hidden />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
