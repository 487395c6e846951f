import type { ReactNode } from 'react';
import styled from 'styled-components';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  min-width: 0;
`;

export const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const ErrorText = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.danger};
`;

interface FieldProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  /** Extra content beside the label (a value read-out such as '30%'). */
  aside?: ReactNode;
  children: ReactNode;
}

/** Label above, control, then the hint and the validation message under it (design brief). */
export function Field({ id, label, hint, error, aside, children }: FieldProps) {
  return (
    <Wrapper>
      <Label htmlFor={id}>
        {label}
        {aside}
      </Label>
      {children}
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {error && (
        <ErrorText id={`${id}-error`} role="alert">
          {error}
        </ErrorText>
      )}
    </Wrapper>
  );
}

/** The aria-describedby of a control inside a Field. */
export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}
