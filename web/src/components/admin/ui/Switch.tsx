import { useId } from 'react';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(0.5)};
  label {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Track = styled.button<{ $on: boolean }>`
  position: relative;
  flex: none;
  width: 44px;
  height: 24px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $on }) => ($on ? theme.colors.primary : theme.colors.borderStrong)};
  cursor: pointer;
  transition: background ${({ theme }) => theme.durations.fast};
  &::after {
    content: '';
    position: absolute;
    top: 3px;
    /* left/right are mirrored in Arabic by the RTL plugin, so "on" moves to the reading end. */
    left: ${({ $on }) => ($on ? '23px' : '3px')};
    width: 18px;
    height: 18px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.sm};
    transition: left ${({ theme }) => theme.durations.fast};
  }
`;

interface SwitchProps {
  label: string;
  description?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** An on/off switch (role="switch") with its label and an optional description. */
export function Switch({ label, description, checked, onChange }: SwitchProps) {
  const id = useId();
  return (
    <Row>
      <Text>
        <label htmlFor={id}>{label}</label>
        {description && <p id={`${id}-description`}>{description}</p>}
      </Text>
      <Track
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={description ? `${id}-description` : undefined}
        $on={checked}
        onClick={() => onChange(!checked)}
      />
    </Row>
  );
}
