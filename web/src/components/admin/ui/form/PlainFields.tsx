import { useId, type ReactNode } from 'react';
import { Input, Select, TextArea } from './controls';
import { describedBy, Field } from './Field';

interface PlainTextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string;
  /** Rows for a multi-line field; a single-line input when absent. */
  rows?: number;
  dir?: 'ltr' | 'rtl';
  disabled?: boolean;
  placeholder?: string;
}

/** A labelled text field for editors that keep their own state (no formik). */
export function PlainTextField({
  label,
  value,
  onChange,
  hint,
  error,
  rows,
  dir,
  disabled,
  placeholder,
}: PlainTextFieldProps) {
  const id = useId();
  const shared = {
    id,
    value,
    dir,
    disabled,
    placeholder,
    'aria-invalid': Boolean(error),
    'aria-describedby': describedBy(id, hint, error),
    $invalid: Boolean(error),
  };
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {rows ? (
        <TextArea {...shared} rows={rows} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <Input {...shared} type="text" onChange={(event) => onChange(event.target.value)} />
      )}
    </Field>
  );
}

interface PlainSelectProps<V extends string> {
  label: string;
  value: V;
  onChange: (value: V) => void;
  options: ReadonlyArray<{ value: V; label: string }>;
  hint?: string;
  children?: ReactNode;
}

export function PlainSelect<V extends string>({
  label,
  value,
  onChange,
  options,
  hint,
}: PlainSelectProps<V>) {
  const id = useId();
  return (
    <Field id={id} label={label} hint={hint}>
      <Select
        id={id}
        value={value}
        aria-describedby={describedBy(id, hint)}
        onChange={(event) => onChange(event.target.value as V)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** A labelled date field (YYYY-MM-DD, left to right in either language). */
export function PlainDateField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <Field id={id} label={label}>
      <Input id={id} type="date" dir="ltr" value={value} onChange={(event) => onChange(event.target.value)} />
    </Field>
  );
}

/** A filter's options: every value ('') first under `allLabel`, then each value with its label. */
export function filterOptions<V extends string>(
  allLabel: string,
  values: readonly V[],
  labelOf: (value: V) => string,
): Array<{ value: V | ''; label: string }> {
  return [{ value: '', label: allLabel }, ...values.map((value) => ({ value, label: labelOf(value) }))];
}

type DateRange = { from?: string | undefined; to?: string | undefined };

/** A filter's 'from' and 'to' dates, side by side; a cleared date is undefined. */
export function PlainDateRange({
  labels,
  range,
  onChange,
}: {
  labels: Record<keyof DateRange, string>;
  range: DateRange;
  onChange: (patch: DateRange) => void;
}) {
  return (
    <>
      {(['from', 'to'] as const).map((end) => (
        <PlainDateField
          key={end}
          label={labels[end]}
          value={range[end] ?? ''}
          onChange={(date) => onChange({ [end]: date || undefined })}
        />
      ))}
    </>
  );
}
