import { Copy } from 'lucide-react';
import styled from 'styled-components';
import { useLanguage } from '../../../app/language/LanguageContext';
import { Button } from '../../Button';
import { useNotify } from '../notifications/useNotify';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  h2,
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Codes = styled.ol`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  list-style: none;
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The ten recovery codes, shown once, with Copy and the button that moves on. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useLanguage();
  const notify = useNotify();
  const copy = async () => {
    await navigator.clipboard.writeText(codes.join('\n'));
    notify.success('admin.twoFactor.recovery.copied');
  };
  return (
    <Box>
      <h3>{t('admin.twoFactor.recovery.title')}</h3>
      <p>{t('admin.twoFactor.recovery.text')}</p>
      <Codes dir="ltr" aria-label={t('admin.twoFactor.recovery.title')}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Codes>
      <Buttons>
        <Button type="button" $variant="outline" onClick={() => void copy().catch(() => undefined)}>
          <Copy size={16} aria-hidden="true" />
          {t('admin.twoFactor.recovery.copy')}
        </Button>
        <Button type="button" $variant="primary" onClick={onDone}>
          {t('admin.twoFactor.recovery.done')}
        </Button>
      </Buttons>
    </Box>
  );
}
