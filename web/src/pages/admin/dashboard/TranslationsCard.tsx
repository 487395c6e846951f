import type { AdminScreen } from '../../../app/paths';
import type { ContentSection, ProjectTranslationStatus } from '@rawi/proto';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { spreadRow } from '../../../components/admin/ui/spreadRow';
import { useContentTranslations, useProjectTranslations } from '../../../api/admin/translations';
import { useLanguage } from '../../../app/language/LanguageContext';
import { PATHS } from '../../../app/paths';
import { Card, CardHeader } from '../../../components/admin/ui/Card';
import { TranslationBadge } from '../../../components/admin/translation/TranslationStatus';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  list-style: none;
`;

const Item = styled.li`
  ${spreadRow(2)}
  padding: ${({ theme }) => `${theme.space(3)} 0`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-bottom: 0;
  }
  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The editor of a section: its own screen where it has one, else the content screen. */
const SECTION_SCREENS: Partial<Record<ContentSection, AdminScreen>> = {
  hero: 'hero',
  services: 'services',
  team: 'team',
};

/** The project dialog of the pair's version to work from: the Arabic one, else the one that exists. */
function projectEditorPath(status: ProjectTranslationStatus): string {
  const version = status.state === 'outdated' ? status.ar : (status.en ?? status.ar);
  return version ? `${PATHS.adminScreen('projects')}?edit=${version.id}` : PATHS.adminScreen('projects');
}

/** The dashboard's 'Translations': every section and project pair that is missing or outdated. */
export function TranslationsCard() {
  const { t } = useLanguage();
  const content = useContentTranslations();
  const projects = useProjectTranslations();
  const failed = Boolean(content.error || projects.error);
  const loading = !failed && (content.data === undefined || projects.data === undefined);
  const items = [
    ...(content.data ?? [])
      .filter((status) => status.state !== 'in-step')
      .map((status) => ({
        key: `content:${status.section}`,
        label: t('admin.translations.item.section', { section: t(`admin.section.${status.section}`) }),
        to: PATHS.adminScreen(SECTION_SCREENS[status.section] ?? 'content'),
        state: status.state,
        language: status.language,
      })),
    ...(projects.data ?? [])
      .filter((status) => status.state !== 'in-step')
      .map((status) => ({
        key: `project:${status.translationKey}`,
        label: status.en?.title ?? status.ar?.title ?? status.translationKey,
        // The version that needs work: the missing language's counterpart, or the outdated Arabic.
        to: projectEditorPath(status),
        state: status.state,
        language: status.language,
      })),
  ];
  return (
    <Card data-testid="translations-card">
      <CardHeader
        title={t('admin.translations.card.title')}
        description={t('admin.translations.card.description')}
      />
      {failed ? (
        <Note>{t('admin.translations.card.loadFailed')}</Note>
      ) : loading ? (
        <Note>{t('common.loading')}</Note>
      ) : items.length === 0 ? (
        <Note>{t('admin.translations.card.allInStep')}</Note>
      ) : (
        <List>
          {items.map((item) => (
            <Item key={item.key}>
              <Link to={item.to} title={t('admin.translations.item.open', { item: item.label })}>
                {item.label}
              </Link>
              <TranslationBadge state={item.state} language={item.language} />
            </Item>
          ))}
        </List>
      )}
    </Card>
  );
}
