import { useLanguage } from '../../app/language/LanguageContext';
import { PATHS } from '../../app/paths';
import { useContentPreviewActive } from '../../api/content';
import { useDocumentHead } from '../../hooks/useDocumentHead';
import { PreviewBanner } from '../../preview/PreviewBanner';
import { ContactSection } from './contact/ContactSection';
import { Hero } from './hero/Hero';
import { ProjectsSection } from './projects/ProjectsSection';
import { ServicesSection } from './services/ServicesSection';
import { TeamSection } from './team/TeamSection';
import { TrustedBy } from './TrustedBy';
import { useHashScroll } from './useHashScroll';

/** The landing page, in the order of spec section 2. */
export function LandingPage() {
  const { t, language } = useLanguage();
  const preview = useContentPreviewActive(language);
  useDocumentHead({
    title: t('seo.home.title'),
    description: t('seo.home.description'),
    path: PATHS.home,
    noIndex: preview,
  });
  useHashScroll();
  return (
    <>
      {preview && <PreviewBanner />}
      <Hero />
      <TrustedBy />
      <ServicesSection />
      <TeamSection />
      <ProjectsSection />
      <ContactSection />
    </>
  );
}
