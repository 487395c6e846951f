import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(10)} ${theme.space(4)}`};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  svg {
    color: ${({ theme }) => theme.colors.accentText};
  }
`;

interface AdminEmptyProps {
  icon?: ReactNode;
  text: string;
  /** A button that fills the empty list, e.g. 'Add First User'. */
  action?: ReactNode;
}

/** An empty list: what is missing, and the action that adds the first item. */
export function AdminEmpty({ icon, text, action }: AdminEmptyProps) {
  return (
    <Box>
      {icon}
      <p>{text}</p>
      {action}
    </Box>
  );
}
