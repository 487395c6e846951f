import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'accent' | 'primary' | 'outline' | 'outlineOnDark' | 'ghost';
export type ButtonSize = 'md' | 'lg';

interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
}

const variants = {
  accent: css`
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
    &:hover {
      background: ${({ theme }) => theme.colors.accentHover};
    }
  `,
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    &:hover {
      background: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
  outline: css`
    border-color: ${({ theme }) => theme.colors.borderStrong};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    &:hover {
      border-color: ${({ theme }) => theme.colors.primary};
    }
  `,
  outlineOnDark: css`
    border-color: ${({ theme }) => theme.colors.onDarkMuted};
    background: transparent;
    color: ${({ theme }) => theme.colors.onDark};
    &:hover {
      border-color: ${({ theme }) => theme.colors.onDark};
    }
  `,
  ghost: css`
    background: transparent;
    color: inherit;
    &:hover {
      background: ${({ theme }) => theme.colors.surfaceMuted};
    }
  `,
};

export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ $size = 'md' }) => ($size === 'lg' ? '52px' : '44px')};
  padding: ${({ theme, $size = 'md' }) => ($size === 'lg' ? `0 ${theme.space(7)}` : `0 ${theme.space(5)}`)};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme, $size = 'md' }) => ($size === 'lg' ? theme.fontSizes.lg : theme.fontSizes.base)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.durations.fast},
    border-color ${({ theme }) => theme.durations.fast};
  ${({ $variant = 'accent' }) => variants[$variant]}
  &:disabled {
    cursor: not-allowed;
    opacity: 0.7;
  }
`;

export const Button = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;
export const ButtonLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;
export const ButtonAnchor = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;
