import './cards.css';

interface Props {
  label: string;
  value: number | string | undefined;
  suffix?: string;
  /** What shows when there is no value once loaded (no data, or the call failed). */
  empty?: string;
  caption?: string;
  loading?: boolean;
  /** Draws a bar filled to `value` percent under the figure. */
  bar?: boolean;
  tone?: 'teal' | 'purple';
}

/** One figure with its label: the dashboard's, the admin screens' and the super admin's stat cards. */
export function StatCard({ label, value, suffix, empty = '0', caption, loading = false, bar = false, tone = 'teal' }: Props) {
  const testId = `stat-${label
    .toLowerCase()
    .replace(/[^a-z]+/g, '-')
    .replace(/-$/, '')}`;
  const percent = Math.min(100, Math.max(0, Number(value) || 0));
  return (
    <div className="ui-card ui-stat" data-testid={testId}>
      <span className="ui-stat__label">{label}</span>
      {loading ? (
        <span className="ui-skeleton ui-stat__skeleton" aria-busy="true" />
      ) : (
        <span className={tone === 'purple' ? 'ui-stat__value ui-stat__value--purple' : 'ui-stat__value'}>
          {value ?? empty}
          {suffix}
        </span>
      )}
      {bar && (
        <span className="ui-stat__bar" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
          <span style={{ width: `${percent}%` }} />
        </span>
      )}
      {caption && <span className="ui-stat__caption">{caption}</span>}
    </div>
  );
}
