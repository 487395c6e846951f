import { useLanguage } from '../../app/language/LanguageContext';
import { useContent, useContentPreviewActive } from '../../api/content';
import { useDocumentHead } from '../../hooks/useDocumentHead';
import { LazyPreviewBanner } from '../../preview/LazyPreviewBanner';
import { Suspense } from 'react';
import { lazyNear } from '../../lib/lazyNear';
import { Hero } from './hero/Hero';
import { TrustedBy } from './TrustedBy';
import { homeHead } from '../../app/pageHeads';
import { useHashScroll } from './useHashScroll';

// Below the first screen, in page order (services, team, projects, contact): each section's
// code (the contact form's Formik and yup among it) loads as the visitor scrolls towards it,
// by the id its <section> carries. One lazy component per section, made once: each hydrates on
// its own once its code is in.
const LOWER_SECTIONS = [
  {
    id: 'services',
    load: () => import('./services/ServicesSection').then((module) => module.ServicesSection),
  },
  { id: 'team', load: () => import('./team/TeamSection').then((module) => module.TeamSection) },
  {
    id: 'projects',
    load: () => import('./projects/ProjectsSection').then((module) => module.ProjectsSection),
  },
  { id: 'contact', load: () => import('./contact/ContactSection').then((module) => module.ContactSection) },
].map(({ id, load }) => ({ id, Section: lazyNear(id, load) }));

/** The landing page: the hero first, then services, team, projects and contact. */
export function LandingPage() {
  const { t, language } = useLanguage();
  const preview = useContentPreviewActive(language);
  const { data: hero } = useContent('hero', language);
  useDocumentHead(homeHead(t, preview, hero?.data.seo));
  useHashScroll();
  return (
    <>
      {preview && (
        <Suspense fallback={null}>
          <LazyPreviewBanner />
        </Suspense>
      )}
      <Hero />
      <TrustedBy />
      {/* The boundaries are drawn afresh on each render, never kept as constant elements: React
          skips a boundary whose props did not change, and one still waiting for its code would
          then miss a language switch and later hydrate the server's markup in the new language. */}
      {LOWER_SECTIONS.map(({ id, Section }) => (
        <Suspense key={id} fallback={null}>
          <Section />
        </Suspense>
      ))}
    </>
  );
}
