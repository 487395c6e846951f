import { FileText, FolderKanban, Mail } from 'lucide-react';
import styled from 'styled-components';
import { useLanguage } from '../../../app/language/LanguageContext';
import { formatDateTime } from '../../../components/admin/format';
import type { Activity } from './recentActivity';

const List = styled.ol`
  display: flex;
  flex-direction: column;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(3)} 0`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-bottom: 0;
  }
  svg {
    flex: none;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.accentText};
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  time {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ICONS = { submission: Mail, content: FileText, project: FolderKanban } as const;

export function RecentActivity({ items }: { items: Activity[] | undefined }) {
  const { t, language } = useLanguage();
  if (items === undefined) return <Note>{t('common.loading')}</Note>;
  if (items.length === 0) return <Note>{t('admin.dashboard.activity.empty')}</Note>;

  const describe = (item: Activity): string => {
    switch (item.kind) {
      case 'submission':
        return t('admin.dashboard.activity.submission', { name: item.name });
      case 'content':
        return t('admin.dashboard.activity.content', {
          section: t(`admin.section.${item.section}`),
          language: t(`admin.language.${item.language}`),
        });
      case 'project':
        return t(
          item.created
            ? 'admin.dashboard.activity.projectCreated'
            : 'admin.dashboard.activity.projectUpdated',
          { title: item.title },
        );
    }
  };

  return (
    <List>
      {items.map((item) => {
        const Icon = ICONS[item.kind];
        return (
          <Item key={item.id}>
            <Icon size={18} aria-hidden="true" />
            <div>
              <p>{describe(item)}</p>
              <time dateTime={item.at}>{formatDateTime(item.at, language)}</time>
            </div>
          </Item>
        );
      })}
    </List>
  );
}
