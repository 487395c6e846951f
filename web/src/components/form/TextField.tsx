import { useField } from 'formik';
import { useId, useRef } from 'react';
import styled, { css } from 'styled-components';
import { revealMargins, useRevealOnInvalidSubmit } from './useRevealOnInvalidSubmit';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Optional = styled.span`
  margin-left: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

const controlStyles = css<{ $invalid: boolean; $ltr: boolean }>`
  width: 100%;
  padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(3.5)}`};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.base};
  transition: border-color ${({ theme }) => theme.durations.fast};
  ${revealMargins}
  &:hover {
    border-color: ${({ theme }) => theme.colors.textMuted};
  }
  &:focus-visible {
    outline-offset: 0;
    border-color: ${({ theme }) => theme.colors.focusRing};
  }
  /* Addresses and numbers read left to right; the box still aligns with the page's side. */
  ${({ $ltr }) =>
    $ltr &&
    css`
      text-align: left;
    `}
`;

const Input = styled.input<{ $invalid: boolean; $ltr: boolean }>`
  ${controlStyles}
  min-height: 46px;
`;

const TextArea = styled.textarea<{ $invalid: boolean; $ltr: boolean }>`
  ${controlStyles}
  resize: vertical;
  min-height: 132px;
`;

const ErrorText = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

interface TextFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'password';
  multiline?: boolean;
  rows?: number;
  /** Shown after the label for fields that may stay empty. */
  optionalText?: string;
  autoComplete?: string;
  /** Content that is always left to right (e-mail, phone, links). */
  ltr?: boolean;
  disabled?: boolean;
}

/** A formik field with its label above and its validation message under it. */
export function TextField({
  name,
  label,
  type = 'text',
  multiline = false,
  rows = 5,
  optionalText,
  autoComplete,
  ltr = false,
  disabled,
}: TextFieldProps) {
  const [field, meta] = useField<string>(name);
  const id = useId();
  const control = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  useRevealOnInvalidSubmit(control);
  const errorId = `${id}-error`;
  const error = meta.touched && meta.error ? meta.error : undefined;
  const shared = {
    ...field,
    value: field.value ?? '',
    id,
    disabled,
    autoComplete,
    dir: ltr ? 'ltr' : undefined,
    $ltr: ltr,
    $invalid: Boolean(error),
    'aria-invalid': Boolean(error),
    'aria-describedby': error ? errorId : undefined,
    'aria-required': optionalText ? undefined : true,
  };

  return (
    <Wrapper>
      <Label htmlFor={id}>
        {label}
        {optionalText && <Optional>({optionalText})</Optional>}
      </Label>
      {multiline ? (
        <TextArea {...shared} ref={control} rows={rows} />
      ) : (
        <Input {...shared} ref={control} type={type} />
      )}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Wrapper>
  );
}
