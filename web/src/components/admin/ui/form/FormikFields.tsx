import { useField } from 'formik';
import { useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useRevealOnInvalidSubmit } from '../../../form/useRevealOnInvalidSubmit';
import { Input, Select, TextArea } from './controls';
import { describedBy, Field } from './Field';

interface CommonProps {
  name: string;
  label: string;
  hint?: string;
  /** The text direction of the value: 'ltr' for links and e-mails, the content's language otherwise. */
  dir?: 'ltr' | 'rtl';
}

/**
 * A Formik field's state (its error once touched) and the props its control takes: the field's
 * handlers, id, invalid state and the texts describing it; a submit it fails reveals the control.
 */
function useFormikControl<E extends HTMLElement>(name: string, hint: string | undefined) {
  const id = useId();
  const [field, meta] = useField<unknown>(name);
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
  const ref = useRef<E>(null);
  useRevealOnInvalidSubmit(ref);
  const control = {
    ...field,
    ref,
    id,
    'aria-invalid': Boolean(error),
    'aria-describedby': describedBy(id, hint, error),
    $invalid: Boolean(error),
  };
  return { id, error, value: field.value, control };
}

interface TextProps extends CommonProps {
  type?: 'text' | 'email' | 'password' | 'url' | 'number' | 'datetime-local';
  autoComplete?: string;
  required?: boolean;
  /** A button that fills or checks this field, drawn at the input's end, level with it. */
  action?: ReactNode;
}

/** An input with its action button at its end (the left in Arabic), both the input's height. */
const WithAction = styled.div`
  display: flex;
  align-items: stretch;
  gap: ${({ theme }) => theme.space(2)};
  & > input {
    flex: 1;
    min-width: 0;
  }
  & > button {
    flex: none;
    min-height: 0;
    white-space: nowrap;
  }
`;

export function FormikInput({
  name,
  label,
  hint,
  dir,
  type = 'text',
  autoComplete,
  required,
  action,
}: TextProps) {
  const { id, error, value, control } = useFormikControl<HTMLInputElement>(name, hint);
  const input = (
    <Input
      {...control}
      value={value === undefined || value === null ? '' : String(value)}
      type={type}
      dir={dir}
      autoComplete={autoComplete}
      aria-required={required || undefined}
    />
  );
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {action ? (
        <WithAction>
          {input}
          {action}
        </WithAction>
      ) : (
        input
      )}
    </Field>
  );
}

export function FormikTextArea({
  name,
  label,
  hint,
  dir,
  rows = 3,
  required,
}: CommonProps & { rows?: number; required?: boolean }) {
  const { id, error, value, control } = useFormikControl<HTMLTextAreaElement>(name, hint);
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <TextArea
        {...control}
        value={typeof value === 'string' ? value : ''}
        rows={rows}
        dir={dir}
        aria-required={required || undefined}
      />
    </Field>
  );
}

export function FormikSelect({ name, label, hint, children }: CommonProps & { children: ReactNode }) {
  const { id, error, value, control } = useFormikControl<HTMLSelectElement>(name, hint);
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <Select {...control} value={String(value ?? '')}>
        {children}
      </Select>
    </Field>
  );
}

const CheckRow = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2.5)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  input {
    width: 18px;
    height: 18px;
    margin: 2px 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export function FormikCheckbox({ name, label, hint }: Omit<CommonProps, 'dir'>) {
  const [field] = useField<boolean>({ name, type: 'checkbox' });
  return (
    <CheckRow>
      <input
        type="checkbox"
        name={field.name}
        checked={Boolean(field.checked)}
        onChange={field.onChange}
        onBlur={field.onBlur}
      />
      <span>
        {label}
        {hint && <small>{hint}</small>}
      </span>
    </CheckRow>
  );
}
