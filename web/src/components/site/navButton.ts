import { css } from 'styled-components';
import { buttonStyles } from '../Button';

/** The navigation's 'Contact Us' call to action: the accent button, compact. */
export const navButton = css`
  ${buttonStyles}
  min-height: 40px;
`;
