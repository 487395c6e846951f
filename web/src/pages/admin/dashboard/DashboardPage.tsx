import { FolderKanban, Images, Info, Layers, PanelTop, UserCog, Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useAdminProjects } from '../../../api/admin/projects';
import { useUsers } from '../../../api/admin/users';
import { useContent } from '../../../api/content';
import { useLanguage } from '../../../app/language/LanguageContext';
import { PATHS } from '../../../app/paths';
import { useAuth } from '../../../auth/AuthContext';
import { AdminPage } from '../../../components/admin/layout/AdminPage';
import { Card, CardHeader } from '../../../components/admin/ui/Card';
import { PreviewWebsiteButton } from '../../../components/admin/preview/PreviewWebsiteButton';
import { SaveNote } from '../../../components/admin/ui/Tooltip';
import { RecentActivity } from './RecentActivity';
import { TranslationsCard } from './TranslationsCard';
import { useRecentActivity } from '../../../api/admin/activity';
import { StatCards, type StatItem } from './StatCards';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  margin-top: ${({ theme }) => theme.space(6)};
  /* Each card is as tall as its own content: a short one never stretches to its neighbour's height. */
  align-items: start;
  ${({ theme }) => theme.media.laptop} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

/** The short cards share the start column, so none leaves a gap beside the activity list. */
const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
`;

const Actions = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  list-style: none;
`;

const QuickLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  svg {
    color: ${({ theme }) => theme.colors.accentText};
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.background};
  }
`;

/** undefined while loading, null when the read failed, otherwise the count. */
function countOf(list: readonly unknown[] | undefined, error: unknown): number | null | undefined {
  if (error) return null;
  return list?.length;
}

export function DashboardPage() {
  const { t } = useLanguage();
  const { user } = useAuth();
  // The dashboard reads services and team in English, whatever the admin's language.
  const services = useContent('services', 'en');
  const team = useContent('team', 'en');
  const projects = useAdminProjects('all');
  const users = useUsers();

  const stats: StatItem[] = [
    {
      label: t('admin.dashboard.stats.services'),
      value: services.error
        ? null
        : services.data === undefined
          ? undefined
          : (services.data?.data.services?.length ?? 0),
      icon: Layers,
      to: PATHS.adminScreen('services'),
    },
    {
      label: t('admin.dashboard.stats.team'),
      value: team.error ? null : team.data === undefined ? undefined : (team.data?.data.members?.length ?? 0),
      icon: Users,
      to: PATHS.adminScreen('team'),
    },
    {
      label: t('admin.dashboard.stats.projects'),
      value: countOf(projects.data, projects.error),
      icon: FolderKanban,
      to: PATHS.adminScreen('projects'),
    },
    {
      label: t('admin.dashboard.stats.users'),
      value: countOf(users.data, users.error),
      icon: UserCog,
      to: PATHS.adminScreen('users'),
    },
  ];

  const activity = useRecentActivity();

  const quickActions = [
    { to: PATHS.adminScreen('hero'), label: t('admin.dashboard.quick.hero'), icon: PanelTop },
    { to: PATHS.adminScreen('services'), label: t('admin.dashboard.quick.services'), icon: Layers },
    { to: PATHS.adminScreen('team'), label: t('admin.dashboard.quick.team'), icon: Users },
    { to: PATHS.adminScreen('media'), label: t('admin.dashboard.quick.media'), icon: Images },
  ];

  return (
    <AdminPage
      title={t('admin.dashboard.welcome', { username: user?.username ?? '' })}
      description={t('admin.dashboard.subtitle')}
      actions={
        <>
          <PreviewWebsiteButton />
          <SaveNote
            label={t('admin.dashboard.saveAll')}
            reason={t('admin.dashboard.saveAll.reason')}
            icon={<Info size={16} aria-hidden="true" />}
          />
        </>
      }
    >
      <StatCards items={stats} unavailable={t('admin.dashboard.stats.unavailable')} />
      <Columns>
        <Stack>
          <Card>
            <CardHeader title={t('admin.dashboard.quick.title')} />
            <Actions>
              {quickActions.map(({ to, label, icon: Icon }) => (
                <li key={to}>
                  <QuickLink to={to}>
                    <Icon size={20} aria-hidden="true" />
                    {label}
                  </QuickLink>
                </li>
              ))}
            </Actions>
          </Card>
          <TranslationsCard />
        </Stack>
        <Card>
          <CardHeader title={t('admin.dashboard.activity.title')} />
          <RecentActivity items={activity.data} failed={Boolean(activity.error)} />
        </Card>
      </Columns>
    </AdminPage>
  );
}
