import { useId, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useLanguage } from '../../../app/language/LanguageContext';
import { AdminPage } from '../../../components/admin/layout/AdminPage';
import { ContentMediaTab } from './ContentMediaTab';
import { ContentTab } from './ContentTab';

const TabList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(5)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tab = styled.button<{ $active: boolean }>`
  margin-bottom: -1px;
  padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(4)}`};
  border: 0;
  border-bottom: 2px solid ${({ theme, $active }) => ($active ? theme.colors.primary : 'transparent')};
  background: transparent;
  color: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.textMuted)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
`;

const TABS = ['content', 'media'] as const;
type TabName = (typeof TABS)[number];

/** The content screen: a Content tab and a Media tab. */
export function ContentPage() {
  const { t } = useLanguage();
  const [tab, setTab] = useState<TabName>('content');
  const baseId = useId();

  // Arrow keys move between tabs (WAI-ARIA tabs pattern); the direction follows the reading order.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    setTab((current) => (current === 'content' ? 'media' : 'content'));
  };

  return (
    <AdminPage title={t('admin.content.title')} description={t('admin.content.description')}>
      <TabList role="tablist" aria-label={t('admin.content.title')} onKeyDown={onKeyDown}>
        {TABS.map((name) => (
          <Tab
            key={name}
            type="button"
            role="tab"
            id={`${baseId}-${name}-tab`}
            aria-selected={tab === name}
            aria-controls={`${baseId}-${name}-panel`}
            tabIndex={tab === name ? 0 : -1}
            $active={tab === name}
            onClick={() => setTab(name)}
          >
            {t(`admin.content.tab.${name}`)}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" id={`${baseId}-${tab}-panel`} aria-labelledby={`${baseId}-${tab}-tab`}>
        {tab === 'content' ? <ContentTab /> : <ContentMediaTab />}
      </div>
    </AdminPage>
  );
}
