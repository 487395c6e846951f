import styled, { css } from 'styled-components';
import { Section } from '../../components/layout';
import { LAYOUT_NEAR_CLASS } from '../../lib/layoutNear';

/**
 * The usual height of each lower section's content with the demo content (px), on a phone and
 * from a laptop's width up: held for it until it is laid out.
 */
const USUAL_HEIGHTS = {
  services: { phone: 3750, laptop: 1720 },
  team: { phone: 2520, laptop: 1180 },
  projects: { phone: 4300, laptop: 1650 },
  contact: { phone: 1280, laptop: 730 },
} as const;

/** The landing page's sections below the first screen, by the id each carries. */
export type LowerSectionId = keyof typeof USUAL_HEIGHTS;

/**
 * A landing section below the first screen. On a fresh visit it is laid out only as the visitor
 * nears it (`lib/layoutNear.ts`); until then it holds its usual height (after that, the height it
 * last had), so the scroll bar and the sections' code loading as they near (`lazyNear`) see
 * about the page they will get. A printed page is laid out whole.
 */
export const LowerSection = styled(Section)<{ id: LowerSectionId }>`
  ${({ id, theme }) => css`
    @media screen {
      html.${LAYOUT_NEAR_CLASS} & {
        content-visibility: auto;
        contain-intrinsic-block-size: auto ${USUAL_HEIGHTS[id].phone}px;
        ${theme.media.laptop} {
          contain-intrinsic-block-size: auto ${USUAL_HEIGHTS[id].laptop}px;
        }
      }
    }
  `}
`;
