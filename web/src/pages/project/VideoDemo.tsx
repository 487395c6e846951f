import { ExternalLink, Play } from 'lucide-react';
import { useState } from 'react';
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

/**
 * The facade shown until the visitor asks for the video: the page never loads YouTube (or shows
 * an empty black box where it cannot load) before a click.
 */
const Poster = styled.button`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  border: 0;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.onDark};
  background:
    radial-gradient(circle at 50% 40%, rgba(20, 184, 166, 0.28), transparent 60%),
    linear-gradient(135deg, ${({ theme }) => theme.colors.dark}, ${({ theme }) => theme.colors.primary});
  font: inherit;
  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  small {
    color: ${({ theme }) => theme.colors.onDarkMuted};
  }
  &:hover span,
  &:focus-visible span {
    transform: scale(1.06);
  }
`;

const PlayCircle = styled.span`
  display: grid;
  place-items: center;
  width: 72px;
  height: 72px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  transition: transform 0.15s ease;
`;

const WatchLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  align-self: flex-start;
  color: ${({ theme }) => theme.colors.accentText};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** 'Watch Demo': a poster that loads the embedded player on click, and a 'Watch on YouTube' link, for an 11-character id. */
export function VideoDemo({ videoId, title }: { videoId: string; title: string }) {
  const { t } = useLanguage();
  const [playing, setPlaying] = useState(false);
  return (
    <ProjectSection id="project-video" title={t('project.watchDemo')}>
      <Frame>
        {playing ? (
          <iframe
            src={`${youTubeEmbedUrl(videoId)}&autoplay=1`}
            title={t('project.videoTitle', { title })}
            allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
          />
        ) : (
          <Poster type="button" onClick={() => setPlaying(true)}>
            <PlayCircle>
              <Play size={32} aria-hidden="true" />
            </PlayCircle>
            <strong>{t('project.playDemo')}</strong>
            <small>{t('project.playsFromYouTube')}</small>
          </Poster>
        )}
      </Frame>
      <WatchLink href={youTubeWatchUrl(videoId)} target="_blank" rel="noopener noreferrer">
        {t('project.watchOnYouTube')}
        <ExternalLink size={16} aria-hidden="true" />
      </WatchLink>
    </ProjectSection>
  );
}
