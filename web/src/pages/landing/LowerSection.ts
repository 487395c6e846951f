import styled, { css } from 'styled-components';
import { Section } from '../../components/layout';
import { LAYOUT_NEAR_CLASS } from '../../lib/layoutNear';

/** A section's usual height on a phone and from a laptop's width up, held for it until laid out. */
export interface UsualHeight {
  phone: number;
  laptop: number;
}

/**
 * A landing section below the first screen. On a fresh visit it is laid out only as the visitor
 * nears it (`lib/layoutNear.ts`); until then it holds its usual height (after that, the height it
 * last had), so the scroll bar and the sections' code loading as they near (`lazyNear`) see
 * about the page they will get. A printed page is laid out whole.
 */
export const LowerSection = styled(Section)<{ $usualHeight: UsualHeight }>`
  ${({ $usualHeight, theme }) => css`
    @media screen {
      html.${LAYOUT_NEAR_CLASS} & {
        content-visibility: auto;
        contain-intrinsic-block-size: auto ${$usualHeight.phone}px;
        ${theme.media.laptop} {
          contain-intrinsic-block-size: auto ${$usualHeight.laptop}px;
        }
      }
    }
  `}
`;
