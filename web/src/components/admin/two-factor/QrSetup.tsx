import type { TwoFactorSetup } from '@rawi/proto';
import styled from 'styled-components';
import { useLanguage } from '../../../app/language/LanguageContext';

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  text-align: center;
  p {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Qr = styled.img`
  width: 200px;
  height: 200px;
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: #fff;
`;

const Key = styled.code`
  display: block;
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  letter-spacing: 0.08em;
  overflow-wrap: anywhere;
`;

/** The QR code (an SVG the server drew) and the key for typing by hand. */
export function QrSetup({ setup }: { setup: TwoFactorSetup }) {
  const { t } = useLanguage();
  return (
    <Layout>
      <p>{t('admin.twoFactor.scan')}</p>
      <Qr
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
        alt={t('admin.twoFactor.qrAlt')}
        width={200}
        height={200}
      />
      <div>
        <p>{t('admin.twoFactor.key')}</p>
        <Key dir="ltr" data-testid="totp-secret">
          {setup.secret.replace(/(.{4})/g, '$1 ').trim()}
        </Key>
      </div>
    </Layout>
  );
}
