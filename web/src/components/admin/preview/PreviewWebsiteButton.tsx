import { ExternalLink } from 'lucide-react';
import styled from 'styled-components';
import { useLanguage } from '../../../app/language/LanguageContext';
import { PATHS } from '../../../app/paths';
import { ButtonAnchor, type ButtonVariant } from '../../Button';
import { MirroredIcon } from '../ui/MirroredIcon';

const Anchor = styled(ButtonAnchor)`
  min-height: 40px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** 'Preview Website': the public site in a new tab. */
export function PreviewWebsiteButton({ variant = 'outline' }: { variant?: ButtonVariant }) {
  const { t } = useLanguage();
  return (
    <Anchor href={PATHS.home} target="_blank" rel="noopener noreferrer" $variant={variant}>
      <MirroredIcon icon={ExternalLink} />
      {t('admin.previewWebsite')}
    </Anchor>
  );
}
