import type { Service } from '@rawi/proto';
import styled from 'styled-components';
import { useLanguage } from '../../../app/language/LanguageContext';
import { EditDeleteButtons } from '../../../components/admin/ui/EditDeleteButtons';
import { TagList } from '../../../components/admin/ui/TagList';
import { WrapBadge } from '../../../components/admin/ui/WrapBadge';
import { ServiceIcon } from '../../landing/services/ServiceIcon';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const IconTile = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.onAccentSoft};
`;

const Body = styled.div`
  flex: 1 1 220px;
  min-width: 0;
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.base};
  }
  p {
    margin-top: ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Tags = styled(TagList)`
  margin-top: ${({ theme }) => theme.space(2)};
`;

/** Beside the text on wide screens, under it on phones. */
const Actions = styled.div`
  display: flex;
  margin-left: auto;
`;

const Empty = styled.p`
  padding: ${({ theme }) => `${theme.space(8)} ${theme.space(4)}`};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface ServiceListProps {
  services: Service[];
  onEdit: (service: Service) => void;
  onDelete: (service: Service) => void;
}

export function ServiceList({ services, onEdit, onDelete }: ServiceListProps) {
  const { t } = useLanguage();
  if (services.length === 0) return <Empty>{t('admin.services.empty')}</Empty>;
  return (
    <List>
      {services.map((service) => (
        <Item key={service.id} data-testid="service-item">
          <IconTile title={service.icon}>
            <ServiceIcon name={service.icon ?? ''} size={22} />
          </IconTile>
          {/* Services are written in English only: their text keeps its own direction in the Arabic panel. */}
          <Body dir="ltr" lang="en">
            <h3>{service.title}</h3>
            {service.description && <p>{service.description}</p>}
            {service.features.length > 0 && (
              <Tags>
                {service.features.map((feature) => (
                  <li key={feature}>
                    <WrapBadge $tone="primary">{feature}</WrapBadge>
                  </li>
                ))}
              </Tags>
            )}
          </Body>
          <Actions>
            <EditDeleteButtons
              editLabel={t('admin.services.edit', { title: service.title })}
              deleteLabel={t('admin.services.delete', { title: service.title })}
              onEdit={() => onEdit(service)}
              onDelete={() => onDelete(service)}
            />
          </Actions>
        </Item>
      ))}
    </List>
  );
}
