import { SearchX } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useLanguage } from '../../app/language/LanguageContext';
import { PATHS } from '../../app/paths';
import { ButtonLink } from '../../components/Button';
import { BackArrow } from '../../components/DirectionalIcon';
import { Container } from '../../components/layout';
import { notFoundHead } from '../../app/pageHeads';
import { useDocumentHead } from '../../hooks/useDocumentHead';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => `${theme.space(24)} 0`};
  text-align: center;
  /* The page's icon only: the button's arrow keeps the button's text colour. */
  > svg {
    color: ${({ theme }) => theme.colors.accentText};
  }
  h1 {
    font-size: ${({ theme }) => theme.fontSizes['4xl']};
  }
  p {
    max-width: 520px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Any path the app has no screen for (the web server answers it with status 404). */
export function NotFoundPage() {
  const { t } = useLanguage();
  const { pathname } = useLocation();
  useDocumentHead(notFoundHead(t, pathname));
  return (
    <Container>
      <Wrapper>
        <SearchX size={56} aria-hidden="true" />
        <h1>{t('notFound.title')}</h1>
        <p>{t('notFound.text')}</p>
        <ButtonLink to={PATHS.home} $variant="primary">
          <BackArrow size={18} />
          {t('notFound.home')}
        </ButtonLink>
      </Wrapper>
    </Container>
  );
}
