import { Box, Field, Flex, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import {
  CAPNO_PATTERNS,
  ECG_RHYTHMS,
  HEMO_DAMPING,
  HEMO_TRACES,
  EXHIBIT_KINDS,
  EXHIBIT_TEMPLATES,
  SPIRO_PATTERNS,
  exhibitSchema,
  type Exhibit as ExhibitData,
  type ExhibitKind,
} from '../../../shared/exhibit';
import { Exhibit } from '../../components/exhibit/Exhibit';

/** What the question form keeps: the exhibit to send (null: none) and, while the draft does not validate, why. */
export interface ExhibitValue {
  exhibit: ExhibitData | null;
  problem: string | null;
}

interface FieldSpec {
  key: string;
  label: string;
  options?: readonly string[];
}

/** The parameters each family's small form offers; everything else (events, compare, table rows) is in the JSON. */
const FIELDS: Record<ExhibitKind, FieldSpec[]> = {
  ventilator: [
    { key: 'mode', label: 'Mode', options: ['VC', 'PC'] },
    { key: 'compliance', label: 'Compliance (mL/cmH2O)' },
    { key: 'resistance', label: 'Resistance (cmH2O/L/s)' },
    { key: 'peep', label: 'PEEP (cmH2O)' },
    { key: 'rate', label: 'Rate (/min)' },
    { key: 'ti', label: 'Inspiratory time (s)' },
    { key: 'tidalVolume', label: 'Tidal volume (mL, VC)' },
    { key: 'pressure', label: 'Inspiratory pressure (cmH2O, PC)' },
    { key: 'pause', label: 'Pause (s, VC)' },
    { key: 'breaths', label: 'Breaths shown' },
  ],
  spirometry: [
    { key: 'pattern', label: 'Pattern', options: SPIRO_PATTERNS },
    { key: 'fvc', label: 'FVC (L)' },
    { key: 'pef', label: 'PEF (L/s)' },
    { key: 'pif', label: 'PIF (L/s)' },
    { key: 'plateau', label: 'Plateau (L/s)' },
  ],
  capnogram: [
    { key: 'pattern', label: 'Pattern', options: CAPNO_PATTERNS },
    { key: 'etco2', label: 'EtCO2 (mmHg)' },
    { key: 'etco2End', label: 'EtCO2 at end (mmHg)' },
    { key: 'rate', label: 'Rate (/min)' },
    { key: 'seconds', label: 'Seconds shown' },
  ],
  ecg: [
    { key: 'rhythm', label: 'Rhythm', options: ECG_RHYTHMS },
    { key: 'rate', label: 'Ventricular rate (/min)' },
    { key: 'atrialRate', label: 'Atrial rate (/min)' },
    { key: 'pr', label: 'PR interval (s)' },
    { key: 'pvcEvery', label: 'PVC every n beats' },
    { key: 'seconds', label: 'Seconds shown' },
  ],
  hemodynamic: [
    { key: 'trace', label: 'Trace', options: HEMO_TRACES },
    { key: 'systolic', label: 'Systolic (mmHg, arterial/PA)' },
    { key: 'diastolic', label: 'Diastolic (mmHg, arterial/PA)' },
    { key: 'damping', label: 'Damping (arterial/PA)', options: HEMO_DAMPING },
    { key: 'a', label: 'a wave (mmHg, CVP/wedge)' },
    { key: 'v', label: 'v wave (mmHg, CVP/wedge)' },
    { key: 'heartRate', label: 'Heart rate (/min)' },
    { key: 'seconds', label: 'Seconds shown' },
  ],
  table: [{ key: 'variant', label: 'Table type', options: ['lab', 'abg', 'pft'] }],
};

type Draft = Record<string, unknown>;

function parseDraft(text: string): Draft | null {
  try {
    const v: unknown = JSON.parse(text);
    return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Draft) : null;
  } catch {
    return null;
  }
}

/** Field errors by their top-level key; the rest by full path. */
function problemsOf(draft: Draft | null): { byField: Map<string, string>; all: string[]; valid: ExhibitData | null } {
  if (!draft) return { byField: new Map(), all: ['The JSON does not parse (check quotes and commas)'], valid: null };
  const parsed = exhibitSchema.safeParse(draft);
  if (parsed.success) return { byField: new Map(), all: [], valid: parsed.data };
  const byField = new Map<string, string>();
  const all: string[] = [];
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.');
    const head = String(issue.path[0] ?? '');
    if (head && !byField.has(head)) byField.set(head, issue.message);
    all.push(path ? `${path}: ${issue.message}` : issue.message);
  }
  return { byField, all, valid: null };
}

const show = (d: Draft) => JSON.stringify(d, null, 2);

/**
 * The admin's exhibit editor: a family, a small form of its main parameters and the whole exhibit as JSON (events,
 * comparisons, table rows), validated with the server's schema as it is typed, and a live preview beside it.
 */
export function ExhibitEditor({ initial, onChange }: { initial: ExhibitData | null | undefined; onChange: (v: ExhibitValue) => void }) {
  const [text, setText] = useState(() => (initial ? show(initial) : ''));
  const [lastValid, setLastValid] = useState<ExhibitData | null>(initial ?? null);
  const draft = text.trim() ? parseDraft(text) : null;
  const kind = (draft && EXHIBIT_KINDS.find((k) => k === draft.kind)) ?? (text.trim() ? undefined : 'none');
  const { byField, all, valid } = text.trim() ? problemsOf(draft) : { byField: new Map<string, string>(), all: [], valid: null };

  const update = (next: string) => {
    setText(next);
    if (!next.trim()) {
      setLastValid(null);
      onChange({ exhibit: null, problem: null });
      return;
    }
    const p = problemsOf(parseDraft(next));
    if (p.valid) setLastValid(p.valid);
    onChange({ exhibit: p.valid, problem: p.valid ? null : `Exhibit: ${p.all[0] ?? 'invalid'}` });
  };
  const pickKind = (k: string) => update(k === 'none' ? '' : show(EXHIBIT_TEMPLATES[k as ExhibitKind]));
  const setField = (key: string, raw: string, numeric: boolean) => {
    if (!draft) return;
    const next: Draft = { ...draft };
    if (raw === '') delete next[key];
    else next[key] = numeric && raw.trim() !== '' && !Number.isNaN(Number(raw)) ? Number(raw) : raw;
    update(show(next));
  };

  return (
    <Box as="fieldset" borderWidth="1px" borderRadius="md" p="3" data-testid="exhibit-editor">
      <Text as="legend" fontWeight="medium" px="1">
        Exhibit
      </Text>
      <Flex gap="4" wrap="wrap" align="flex-start">
        <Stack gap="3" flex="1 1 240px" minW="0">
          <Field.Root>
            <Field.Label>Figure</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={kind ?? ''} onChange={(e) => pickKind(e.target.value)} aria-label="Exhibit family">
                <option value="none">None</option>
                {kind === undefined && <option value="">Unrecognised</option>}
                {EXHIBIT_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {k}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {draft && kind && kind !== 'none' && (
            <>
              {[{ key: 'title', label: 'Title' }, { key: 'alt', label: 'Text alternative (what a reader sees)' }, ...FIELDS[kind]].map(
                (f) => {
                  const value = draft[f.key];
                  const shown = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
                  const isText = f.key === 'title' || f.key === 'alt';
                  return (
                    <Field.Root key={f.key} invalid={byField.has(f.key)}>
                      <Field.Label>{f.label}</Field.Label>
                      {f.options ? (
                        <NativeSelect.Root size="sm">
                          <NativeSelect.Field value={shown} onChange={(e) => setField(f.key, e.target.value, false)}>
                            {!f.options.includes(shown) && <option value="">—</option>}
                            {f.options.map((o) => (
                              <option key={o} value={o}>
                                {o}
                              </option>
                            ))}
                          </NativeSelect.Field>
                          <NativeSelect.Indicator />
                        </NativeSelect.Root>
                      ) : f.key === 'alt' ? (
                        <Textarea size="sm" rows={2} value={shown} onChange={(e) => setField(f.key, e.target.value, false)} />
                      ) : (
                        <Input
                          size="sm"
                          inputMode={isText ? undefined : 'decimal'}
                          value={shown}
                          placeholder={isText ? undefined : 'default'}
                          onChange={(e) => setField(f.key, e.target.value, !isText)}
                        />
                      )}
                      <Field.ErrorText>{byField.get(f.key)}</Field.ErrorText>
                    </Field.Root>
                  );
                },
              )}
            </>
          )}
          <Field.Root invalid={all.length > 0}>
            <Field.Label>Exhibit JSON (events, comparisons, table rows)</Field.Label>
            <Textarea
              value={text}
              onChange={(e) => update(e.target.value)}
              rows={8}
              fontFamily="mono"
              fontSize="xs"
              spellCheck={false}
              placeholder="No exhibit"
              aria-label="Exhibit JSON"
            />
            {all.length > 0 && (
              <Field.ErrorText as="ul" display="block" data-testid="exhibit-errors">
                {all.slice(0, 6).map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </Field.ErrorText>
            )}
          </Field.Root>
        </Stack>
        <Box flex="1 1 280px" minW="0" data-testid="exhibit-preview">
          <Text fontSize="sm" color="fg.muted" mb="1">
            Preview{text.trim() && !valid && lastValid ? ' (last valid version)' : ''}
          </Text>
          {text.trim() && (valid ?? lastValid) ? <Exhibit exhibit={valid ?? lastValid} /> : <Text fontSize="sm">No exhibit.</Text>}
        </Box>
      </Flex>
    </Box>
  );
}
