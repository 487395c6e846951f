import { useLanguage } from '../../app/language/LanguageContext';
import { PATHS } from '../../app/paths';
import { useDocumentHead } from '../../hooks/useDocumentHead';
import { ContactSection } from './contact/ContactSection';
import { Hero } from './hero/Hero';
import { ProjectsSection } from './projects/ProjectsSection';
import { ServicesSection } from './services/ServicesSection';
import { TeamSection } from './team/TeamSection';
import { TrustedBy } from './TrustedBy';
import { useHashScroll } from './useHashScroll';

/** The landing page, in the order of spec section 2. */
export function LandingPage() {
  const { t } = useLanguage();
  useDocumentHead({ title: t('seo.home.title'), description: t('seo.home.description'), path: PATHS.home });
  useHashScroll();
  return (
    <>
      <Hero />
      <TrustedBy />
      <ServicesSection />
      <TeamSection />
      <ProjectsSection />
      <ContactSection />
    </>
  );
}
