import type { ActivityEntry, ActivityKind } from '@rawi/proto';
import {
  FileText,
  FolderKanban,
  Images,
  KeyRound,
  LogIn,
  Mail,
  ShieldCheck,
  UserCog,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useLanguage } from '../../../app/language/LanguageContext';
import { PATHS } from '../../../app/paths';
import { formatDateTime } from '../../../components/admin/ui/format';
import { useDisplayTimeZone } from '../../../components/admin/ui/useDisplayTimeZone';
import { describeActivity } from '../activity/describeActivity';

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

const All = styled(Link)`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.primary};
`;

const ICONS: Record<ActivityKind, LucideIcon> = {
  content: FileText,
  project: FolderKanban,
  media: Images,
  submission: Mail,
  user: UserCog,
  'sign-in': LogIn,
  password: KeyRound,
  'two-factor': ShieldCheck,
};

/** The dashboard's card: the last ten entries of the activity log, who did what. */
export function RecentActivity({ items, failed }: { items: ActivityEntry[] | undefined; failed: boolean }) {
  const { t, language } = useLanguage();
  const timeZone = useDisplayTimeZone();
  if (failed && items === undefined) return <Note>{t('admin.activity.loadFailed')}</Note>;
  if (items === undefined) return <Note>{t('common.loading')}</Note>;
  if (items.length === 0) return <Note>{t('admin.dashboard.activity.empty')}</Note>;
  return (
    <>
      <List>
        {items.map((item) => {
          const Icon = ICONS[item.kind];
          return (
            <Item key={item.id}>
              <Icon size={18} aria-hidden="true" />
              <div>
                <p dir="auto">{describeActivity(item, t, language, timeZone)}</p>
                <time dateTime={item.at}>{formatDateTime(item.at, language, timeZone)}</time>
              </div>
            </Item>
          );
        })}
      </List>
      <All to={PATHS.adminScreen('activity')}>{t('admin.dashboard.activity.all')}</All>
    </>
  );
}
