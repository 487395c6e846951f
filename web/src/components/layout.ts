import styled, { css } from 'styled-components';

/** The page's content column. */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.tablet} {
    padding: 0 ${({ theme }) => theme.space(6)};
  }
`;

export type SectionTone = 'plain' | 'muted' | 'dark';

/** A landing section; `$tone` picks its surface. Anchored sections carry an id. */
export const Section = styled.section<{ $tone?: SectionTone }>`
  padding: ${({ theme }) => `${theme.space(16)} 0`};
  ${({ theme }) => theme.media.laptop} {
    padding: ${({ theme }) => `${theme.space(24)} 0`};
  }
  ${({ $tone = 'plain', theme }) => {
    if ($tone === 'muted')
      return css`
        background: ${theme.colors.surfaceMuted};
      `;
    if ($tone === 'dark')
      return css`
        --focus-ring: ${theme.colors.focusRingOnDark};
        background: ${theme.colors.dark};
        color: ${theme.colors.onDark};
      `;
    return css`
      background: ${theme.colors.surface};
    `;
  }}
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

/** Keeps e-mail addresses, phone numbers and links in left-to-right order inside Arabic text. */
export const Ltr = styled.bdi.attrs({ dir: 'ltr' })`
  unicode-bidi: isolate;
`;
