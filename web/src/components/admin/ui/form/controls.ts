import type { CSSProperties } from 'react';
import styled, { css } from 'styled-components';
import { revealMargins } from '../../../form/useRevealOnInvalidSubmit';

/** The admin's text inputs, text areas and selects: one look, denser than the public form. */
export const controlStyles = css<{ $invalid?: boolean }>`
  width: 100%;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.5;
  transition: border-color ${({ theme }) => theme.durations.fast};
  ${revealMargins}
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.textMuted};
  }
  &:focus-visible {
    outline-offset: 0;
    border-color: ${({ theme }) => theme.colors.focusRing};
  }
  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Input = styled.input<{ $invalid?: boolean }>`
  ${controlStyles}
  min-height: 40px;
`;

/**
 * Grows with its text (CSS field-sizing) from the rows it was given up to about 16 lines, then
 * scrolls, so a phone never cuts a line in half.
 */
export const TextArea = styled.textarea.attrs<{ $invalid?: boolean }>((props) => ({
  style: { '--rows': props.rows ?? 3, ...props.style } as unknown as CSSProperties,
}))`
  ${controlStyles}
  resize: vertical;
  field-sizing: content;
  min-block-size: calc(var(--rows, 3) * 1lh + 1.25rem);
  max-block-size: calc(16lh + 1.25rem);
`;

/** Monospaced for JSON. */
export const CodeArea = styled(TextArea)`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export const Select = styled.select<{ $invalid?: boolean }>`
  ${controlStyles}
  min-height: 40px;
  cursor: pointer;
`;

export const FormGrid = styled.div<{ $columns?: 1 | 2 }>`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: ${({ $columns = 1 }) => `repeat(${$columns}, minmax(0, 1fr))`};
  }
`;

/** A field that spans every column of a FormGrid. */
export const Wide = styled.div`
  grid-column: 1 / -1;
`;

/** A list screen's filters above it: as many columns of at least `$min` pixels as fit. */
export const FilterGrid = styled.div<{ $min: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(5)};
  grid-template-columns: repeat(auto-fit, minmax(${({ $min }) => $min}px, 1fr));
`;
