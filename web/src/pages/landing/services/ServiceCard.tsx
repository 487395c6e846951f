import type { Service } from '@rawi/proto';
import styled from 'styled-components';
import { CardText, CardTitle, CheckList } from '../../../components/cards';
import { CheckItems } from '../../../components/CheckItems';
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

const Features = styled(CheckList)`
  gap: ${({ theme }) => theme.space(2)};
  margin-top: auto;
  li {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export function ServiceCard({ service }: { service: Service }) {
  const features = Array.isArray(service.features) ? service.features : [];
  return (
    <Card>
      <IconTile>
        <ServiceIcon name={service.icon ?? ''} />
      </IconTile>
      <CardTitle>{service.title}</CardTitle>
      <CardText>{service.description}</CardText>
      {features.length > 0 && (
        <Features>
          <CheckItems items={features} />
        </Features>
      )}
    </Card>
  );
}
