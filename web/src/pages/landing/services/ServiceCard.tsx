import type { Service } from '@rawi/proto';
import { Check } from 'lucide-react';
import styled from 'styled-components';
import { ServiceIcon } from './ServiceIcon';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  height: 100%;
  padding: ${({ theme }) => theme.space(7)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition:
    box-shadow ${({ theme }) => theme.durations.base},
    transform ${({ theme }) => theme.durations.base};
  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.lg};
    transform: translateY(-2px);
  }
`;

const IconTile = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 52px;
  height: 52px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Features = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: auto;
  list-style: none;
  li {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  svg {
    flex: none;
    margin-top: 0.3em;
    color: ${({ theme }) => theme.colors.accentText};
  }
`;

export function ServiceCard({ service }: { service: Service }) {
  const features = Array.isArray(service.features) ? service.features : [];
  return (
    <Card>
      <IconTile>
        <ServiceIcon name={service.icon ?? ''} />
      </IconTile>
      <Title>{service.title}</Title>
      <Description>{service.description}</Description>
      {features.length > 0 && (
        <Features>
          {features.map((feature, index) => (
            <li key={`${index}-${feature}`}>
              <Check size={16} aria-hidden="true" />
              <span>{feature}</span>
            </li>
          ))}
        </Features>
      )}
    </Card>
  );
}
