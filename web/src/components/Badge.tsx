import styled, { type DefaultTheme } from 'styled-components';

export type BadgeTone = 'accent' | 'primary' | 'neutral' | 'success' | 'warning' | 'danger';

type ColorName = keyof DefaultTheme['colors'];

/** Each tone's background and text colour. */
const tones: Record<BadgeTone, readonly [ColorName, ColorName]> = {
  accent: ['accentSoft', 'onAccentSoft'],
  primary: ['primarySoft', 'primary'],
  neutral: ['surfaceMuted', 'textMuted'],
  success: ['successSoft', 'onSuccessSoft'],
  warning: ['warningSoft', 'onWarningSoft'],
  danger: ['dangerSoft', 'onDangerSoft'],
};

export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2.5)}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.4;
  white-space: nowrap;
  background: ${({ theme, $tone = 'neutral' }) => theme.colors[tones[$tone][0]]};
  color: ${({ theme, $tone = 'neutral' }) => theme.colors[tones[$tone][1]]};
`;
