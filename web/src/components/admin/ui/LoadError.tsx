import { RotateCcw, TriangleAlert } from 'lucide-react';
import styled from 'styled-components';
import { useLanguage } from '../../../app/language/LanguageContext';
import { SmallButton } from './buttons';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.dangerSoft};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.onDangerSoft};
  p {
    flex: 1;
    min-width: 200px;
  }
`;

/** A read that failed: what could not be loaded, and a button to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useLanguage();
  return (
    <Box role="alert">
      <TriangleAlert size={20} aria-hidden="true" />
      <p>{message}</p>
      <SmallButton type="button" $variant="outline" onClick={onRetry}>
        <RotateCcw size={16} aria-hidden="true" />
        {t('admin.common.retry')}
      </SmallButton>
    </Box>
  );
}
