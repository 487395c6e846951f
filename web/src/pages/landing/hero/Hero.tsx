import { Award, ShieldCheck } from 'lucide-react';
import styled, { css, keyframes, useTheme } from 'styled-components';
import { useContent } from '../../../api/content';
import { useLanguage } from '../../../app/language/LanguageContext';
import { ButtonAnchor } from '../../../components/Button';
import { ForwardArrow } from '../../../components/DirectionalIcon';
import { Container } from '../../../components/layout';
import { useElapsed } from '../../../hooks/useElapsed';
import { usePrefersReducedMotion } from '../../../hooks/usePrefersReducedMotion';
import { HeroBackdrop } from './HeroBackdrop';
import { heroView, logicalAlignment, type LogicalAlignment } from './heroView';

const HERO_CONTENT_WAIT_MS = 1500;

/**
 * The entrance: the hero's text rises into place, as one block. It stays visible throughout (no
 * fade from transparent), so the page the server sends is readable, and its heading can count as
 * the largest paint, from the first frame. One short animation, not one per line one after the
 * other: while any runs the browser draws every frame on the page's main thread too, and lines
 * rising in turn for most of a second cost a phone about a fifth of the page's main-thread time.
 */
const rise = keyframes`
  from { transform: translateY(18px); }
  to { transform: translateY(0); }
`;
const RISE_MS = 400;

const Wrapper = styled.section`
  --focus-ring: ${({ theme }) => theme.colors.focusRingOnDark};
  position: relative;
  display: flex;
  align-items: center;
  min-height: max(640px, 100svh);
  padding: ${({ theme }) => `calc(${theme.layout.navHeight} + ${theme.space(12)}) 0 ${theme.space(16)}`};
  overflow: hidden;
  color: ${({ theme }) => theme.colors.onDark};
`;

const flexAlign = { start: 'flex-start', center: 'center', end: 'flex-end' } as const;

const Content = styled.div<{ $align: LogicalAlignment; $ready: boolean; $animate: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: ${({ $align }) => flexAlign[$align]};
  gap: ${({ theme }) => theme.space(6)};
  max-width: 780px;
  margin-inline: ${({ $align }) => ($align === 'center' ? 'auto' : $align === 'end' ? 'auto 0' : '0 auto')};
  text-align: ${({ $align }) => $align};
  /* Hidden until the content answers, so saved text does not replace the defaults in view. */
  opacity: ${({ $ready }) => ($ready ? 1 : 0)};
  ${({ $ready, $animate }) =>
    $ready &&
    $animate &&
    css`
      animation: ${rise} ${RISE_MS}ms ease-out both;
    `}
`;

const Badge = styled.p`
  display: inline-flex;
  padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(4)}`};
  border: 1px solid ${({ theme }) => theme.colors.accentOnDark};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.accentOnDark};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Heading = styled.h1`
  font-size: clamp(2rem, 5.5vw, ${({ theme }) => theme.fontSizes['5xl']});
  letter-spacing: -0.01em;
`;

const Subtitle = styled.p`
  max-width: 640px;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.onDarkMuted};
  ${({ theme }) => theme.media.laptop} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

/**
 * On a phone the buttons and the callouts stack, each as wide as the column (never as wide as
 * its own words); from the phone breakpoint on they sit side by side.
 */
const stacked = css`
  flex-direction: column;
  align-self: stretch;
  & > * {
    width: 100%;
    max-width: none;
  }
  ${({ theme }) => theme.media.phone} {
    flex-direction: row;
    align-self: auto;
    & > * {
      width: auto;
    }
  }
`;

const Actions = styled.div<{ $align: LogicalAlignment }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: ${({ $align }) => flexAlign[$align]};
  gap: ${({ theme }) => theme.space(3)};
  ${stacked}
`;

const Callouts = styled.ul<{ $align: LogicalAlignment }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: ${({ $align }) => flexAlign[$align]};
  gap: ${({ theme }) => theme.space(3)};
  list-style: none;
  text-align: start;
  ${stacked}
  ${({ theme }) => theme.media.phone} {
    & > * {
      max-width: 340px;
    }
  }
`;

const Callout = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border: 1px solid ${({ theme }) => theme.colors.darkBorder};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.scrim};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.onDarkMuted};
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.onDark};
    font-size: ${({ theme }) => theme.fontSizes.base};
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.accentOnDark};
  }
`;

export function Hero() {
  const { language, dir, t } = useLanguage();
  const theme = useTheme();
  const reducedMotion = usePrefersReducedMotion();
  const { data, error } = useContent('hero', language);
  const hero = heroView(data?.data, language, t, theme.gradientPalette);
  const align = logicalAlignment(hero.alignment, dir);
  // Shows the defaults if the content service is slow to answer rather than an empty hero.
  const answered = data !== undefined || error !== undefined;
  const waitedLongEnough = useElapsed(HERO_CONTENT_WAIT_MS, !answered);
  const ready = answered || waitedLongEnough;

  return (
    <Wrapper id="home" aria-labelledby="hero-heading">
      <HeroBackdrop
        image={hero.backgroundImage}
        opacity={hero.imageOpacity}
        gradient={hero.gradient}
        parallax={hero.showParallax && !reducedMotion}
      />
      <Container>
        <Content
          $align={align}
          $ready={ready}
          $animate={hero.showAnimations && !reducedMotion}
          aria-busy={!ready}
        >
          <Badge>{hero.badge}</Badge>
          <Heading id="hero-heading">{hero.heading}</Heading>
          <Subtitle>{hero.subtitle}</Subtitle>
          <Actions $align={align}>
            <ButtonAnchor href="#services" $size="lg">
              {hero.primaryCta}
              <ForwardArrow size={18} />
            </ButtonAnchor>
            <ButtonAnchor href="#contact" $size="lg" $variant="outlineOnDark">
              {hero.secondaryCta}
            </ButtonAnchor>
          </Actions>
          <Callouts $align={align}>
            <Callout>
              <ShieldCheck size={28} aria-hidden="true" />
              <span>
                <strong>{t('hero.secureClaim')}</strong>
                {t('hero.secureText')}
              </span>
            </Callout>
            <Callout>
              <Award size={28} aria-hidden="true" />
              <span>
                <strong>{t('hero.experience')}</strong>
                {t('hero.experienceText')}
              </span>
            </Callout>
          </Callouts>
        </Content>
      </Container>
    </Wrapper>
  );
}
