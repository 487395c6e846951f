import { useEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import { useLanguage } from '../../../app/language/LanguageContext';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const Titles = styled.div`
  min-width: 0;
  h1 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  p {
    margin-top: ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

interface AdminPageProps {
  title: string;
  description?: string;
  /** Buttons at the end of the header. */
  actions?: ReactNode;
  children: ReactNode;
}

/** An admin screen: its heading, description and main actions, then its content. */
export function AdminPage({ title, description, actions, children }: AdminPageProps) {
  const { t } = useLanguage();
  useEffect(() => {
    document.title = `${title} · ${t('admin.documentTitle')}`;
  }, [title, t]);
  return (
    <>
      <Header>
        <Titles>
          <h1>{title}</h1>
          {description && <p>{description}</p>}
        </Titles>
        {actions && <Actions>{actions}</Actions>}
      </Header>
      {children}
    </>
  );
}
