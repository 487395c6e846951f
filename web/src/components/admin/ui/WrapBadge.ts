import styled from 'styled-components';
import { Badge } from '../../Badge';

/** A tag whose text may be long (a feature sentence): it wraps instead of leaving its card. */
export const WrapBadge = styled(Badge)`
  max-width: 100%;
  white-space: normal;
  overflow-wrap: anywhere;
`;
