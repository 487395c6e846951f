import { useLanguage } from '../../app/language/LanguageContext';
import { useContentPreviewActive } from '../../api/content';
import { useDocumentHead } from '../../hooks/useDocumentHead';
import { PreviewBanner } from '../../preview/PreviewBanner';
import { ContactSection } from './contact/ContactSection';
import { Hero } from './hero/Hero';
import { ProjectsSection } from './projects/ProjectsSection';
import { ServicesSection } from './services/ServicesSection';
import { TeamSection } from './team/TeamSection';
import { TrustedBy } from './TrustedBy';
import { homeHead } from '../../app/pageHeads';
import { useHashScroll } from './useHashScroll';

/** The landing page, in the order of spec section 2. */
export function LandingPage() {
  const { t, language } = useLanguage();
  const preview = useContentPreviewActive(language);
  useDocumentHead(homeHead(t, preview));
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
