import styled, { css } from 'styled-components';
import { Button } from '../../Button';

/** A destructive action: danger red (design brief), always behind a confirmation. */
export const DangerButton = styled(Button)`
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.onState};
  &:hover {
    background: ${({ theme }) => theme.colors.onDangerSoft};
  }
`;

/** The admin's compact buttons. */
export const SmallButton = styled(Button)`
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space(3.5)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const IconButton = styled.button<{ $tone?: 'neutral' | 'danger' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  flex: none;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.textMuted)};
  cursor: pointer;
  &:hover {
    background: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.dangerSoft : theme.colors.surfaceMuted)};
    color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.onDangerSoft : theme.colors.text)};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

/** Looks disabled but stays focusable, so its tooltip can say why (see UnavailableButton). */
export const unavailableStyles = css`
  cursor: not-allowed;
  opacity: 0.55;
`;
