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

function useFieldState(name: string) {
  const [field, meta, helpers] = useField<unknown>(name);
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
  return { field, error, helpers };
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
  const id = useId();
  const { field, error } = useFieldState(name);
  const control = useRef<HTMLInputElement>(null);
  useRevealOnInvalidSubmit(control);
  const input = (
    <Input
      {...field}
      ref={control}
      value={field.value === undefined || field.value === null ? '' : String(field.value)}
      id={id}
      type={type}
      dir={dir}
      autoComplete={autoComplete}
      aria-required={required || undefined}
      aria-invalid={Boolean(error)}
      aria-describedby={describedBy(id, hint, error)}
      $invalid={Boolean(error)}
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
  const id = useId();
  const { field, error } = useFieldState(name);
  const control = useRef<HTMLTextAreaElement>(null);
  useRevealOnInvalidSubmit(control);
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <TextArea
        {...field}
        ref={control}
        value={typeof field.value === 'string' ? field.value : ''}
        id={id}
        rows={rows}
        dir={dir}
        aria-required={required || undefined}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, hint, error)}
        $invalid={Boolean(error)}
      />
    </Field>
  );
}

export function FormikSelect({ name, label, hint, children }: CommonProps & { children: ReactNode }) {
  const id = useId();
  const { field, error } = useFieldState(name);
  const control = useRef<HTMLSelectElement>(null);
  useRevealOnInvalidSubmit(control);
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <Select
        {...field}
        ref={control}
        value={String(field.value ?? '')}
        id={id}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, hint, error)}
        $invalid={Boolean(error)}
      >
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
