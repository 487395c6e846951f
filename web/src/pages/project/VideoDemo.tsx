import { ExternalLink } from 'lucide-react';
import styled from 'styled-components';
import { useLanguage } from '../../app/language/LanguageContext';
import { youTubeEmbedUrl, youTubeWatchUrl } from '../../lib/youtube';
import { ProjectSection } from './ProjectSection';

const Frame = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.dark};
  box-shadow: ${({ theme }) => theme.shadows.md};
  iframe {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

const WatchLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  align-self: flex-start;
  color: ${({ theme }) => theme.colors.accentText};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** 'Watch Demo': the embedded player and a 'Watch on YouTube' link, for an 11-character id. */
export function VideoDemo({ videoId, title }: { videoId: string; title: string }) {
  const { t } = useLanguage();
  return (
    <ProjectSection id="project-video" title={t('project.watchDemo')}>
      <Frame>
        <iframe
          src={youTubeEmbedUrl(videoId)}
          title={t('project.videoTitle', { title })}
          loading="lazy"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      </Frame>
      <WatchLink href={youTubeWatchUrl(videoId)} target="_blank" rel="noopener noreferrer">
        {t('project.watchOnYouTube')}
        <ExternalLink size={16} aria-hidden="true" />
      </WatchLink>
    </ProjectSection>
  );
}
