import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useLanguage } from '../../app/language/LanguageContext';
import { PATHS } from '../../app/paths';
import { Container } from '../layout';
import { Logo } from '../Logo';
import { NavLinks } from './NavLinks';

const Footer = styled.footer`
  --focus-ring: ${({ theme }) => theme.colors.focusRingOnDark};
  background: ${({ theme }) => theme.colors.dark};
  color: ${({ theme }) => theme.colors.onDark};
  padding: ${({ theme }) => `${theme.space(14)} 0 ${theme.space(8)}`};
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(10)};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 2fr 1fr 1fr;
  }
`;

const About = styled.p`
  max-width: 420px;
  margin-top: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.onDarkMuted};
`;

const Heading = styled.h2`
  margin-bottom: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.onDarkMuted};
  text-transform: uppercase;
  letter-spacing: ${({ theme }) => theme.font.labelTracking};
`;

const LinkColumn = styled.div`
  a {
    color: ${({ theme }) => theme.colors.onDark};
  }
  li a {
    padding: 0;
    min-height: 36px;
  }
`;

const PlainLinks = styled.ul`
  list-style: none;
  display: flex;
  flex-direction: column;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 36px;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-decoration: none;
    &:hover {
      text-decoration: underline;
    }
  }
`;

const Rights = styled.p`
  margin-top: ${({ theme }) => theme.space(12)};
  padding-top: ${({ theme }) => theme.space(6)};
  border-top: 1px solid ${({ theme }) => theme.colors.darkBorder};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.onDarkMuted};
`;

export function SiteFooter() {
  const { t } = useLanguage();
  return (
    <Footer>
      <Container>
        <Grid>
          <div>
            <Logo />
            <About>{t('footer.about')}</About>
          </div>
          <LinkColumn as="nav" aria-labelledby="footer-links">
            <Heading id="footer-links">{t('footer.links')}</Heading>
            <NavLinks vertical />
          </LinkColumn>
          <LinkColumn>
            <Heading>{t('nav.projects')}</Heading>
            <PlainLinks>
              <li>
                <Link to={PATHS.projects}>{t('projects.viewAll')}</Link>
              </li>
            </PlainLinks>
          </LinkColumn>
        </Grid>
        <Rights>{t('footer.rights', { year: new Date().getFullYear() })}</Rights>
      </Container>
    </Footer>
  );
}
