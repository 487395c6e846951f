import { css } from 'styled-components';

/** One line, cut with an ellipsis (a file's name on a card). */
export const oneLine = css`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** At most two lines, the rest cut (an alt text on a card). */
export const twoLines = css`
  display: -webkit-box;
  overflow: hidden;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
`;
