import { ChartColumn, CopyPlus, Download } from 'lucide-react';
import styled from 'styled-components';
import { useLanguage } from '../../../app/language/LanguageContext';
import { Button } from '../../../components/Button';
import { Card, CardHeader } from '../../../components/admin/ui/Card';
import { UnavailableButton } from '../../../components/admin/ui/Tooltip';

const Buttons = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${({ theme }) => theme.space(2)};
  & > * {
    justify-content: flex-start;
  }
`;

const ToolButton = styled(Button)`
  justify-content: flex-start;
  min-height: 40px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

interface HeroToolsCardProps {
  otherLanguageName: string;
  onDuplicate: () => void;
  onExport: () => void;
}

/**
 * The hero's three tools. Duplicate copies the section into the other language's editor,
 * Export downloads it as JSON; analytics do not exist, so that one says so.
 */
export function HeroToolsCard({ otherLanguageName, onDuplicate, onExport }: HeroToolsCardProps) {
  const { t } = useLanguage();
  return (
    <Card>
      <CardHeader title={t('admin.hero.tools.title')} />
      <Buttons>
        <ToolButton
          type="button"
          $variant="outline"
          onClick={onDuplicate}
          title={t('admin.hero.duplicate.hint', { language: otherLanguageName })}
        >
          <CopyPlus size={16} aria-hidden="true" />
          {t('admin.hero.duplicate')}
        </ToolButton>
        <ToolButton type="button" $variant="outline" onClick={onExport}>
          <Download size={16} aria-hidden="true" />
          {t('admin.hero.export')}
        </ToolButton>
        <UnavailableButton
          block
          label={t('admin.hero.analytics')}
          reason={t('admin.hero.analytics.reason')}
          icon={<ChartColumn size={16} aria-hidden="true" />}
        />
      </Buttons>
    </Card>
  );
}
