import type { Service } from '@rawi/proto';
import styled from 'styled-components';
import { useContent } from '../../../api/content';
import { useLanguage } from '../../../app/language/LanguageContext';
import { ButtonAnchor } from '../../../components/Button';
import { CardGrid } from '../../../components/cards';
import { ForwardArrow } from '../../../components/DirectionalIcon';
import { Container } from '../../../components/layout';
import { LowerSection } from '../LowerSection';
import { Reveal } from '../../../components/Reveal';
import { SectionHeader } from '../../../components/SectionHeader';
import { Highlight } from './Highlight';
import { ServiceCard } from './ServiceCard';
import { StatsBand } from './StatsBand';

const Loading = styled.p`
  padding: ${({ theme }) => theme.space(10)};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Cta = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  text-align: center;
  h3 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The service cards, or undefined while the services content is absent. */
function servicesOf(data: { services?: unknown } | undefined): Service[] | undefined {
  return Array.isArray(data?.services) ? (data.services as Service[]) : undefined;
}

export function ServicesSection() {
  const { language, t } = useLanguage();
  const { data } = useContent('services', language);
  const content = data?.data;
  const services = servicesOf(content);

  return (
    <LowerSection id="services" aria-labelledby="services-title">
      <Container>
        <SectionHeader
          id="services-title"
          title={content?.title || t('services.title')}
          subtitle={content?.subtitle || t('services.subtitle')}
        />
        <Reveal>
          <Highlight />
        </Reveal>
        {services === undefined ? (
          <Loading role="status">{t('services.loading')}</Loading>
        ) : (
          <CardGrid>
            {services.map((service, index) => (
              <li key={service.id ?? index}>
                <Reveal>
                  <ServiceCard service={service} />
                </Reveal>
              </li>
            ))}
          </CardGrid>
        )}
        <StatsBand />
        <Cta>
          <h3>{t('services.cta.title')}</h3>
          <p>{t('services.cta.text')}</p>
          <ButtonAnchor href="#contact" $variant="primary" $size="lg">
            {t('services.cta.button')}
            <ForwardArrow size={18} />
          </ButtonAnchor>
        </Cta>
      </Container>
    </LowerSection>
  );
}
