import type { Language, Project } from '@rawi/proto';
import { Languages, Link2, Plus } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { useLanguage } from '../../../app/language/LanguageContext';
import { SmallButton } from '../../../components/admin/ui/buttons';
import { PlainSelect } from '../../../components/admin/ui/form/PlainFields';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  h3 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSizes.base};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

const keyOf = (project: Project) => project.translationKey ?? project.slug;

interface TranslationPanelProps {
  /** The project being edited (saved already). */
  project: Project;
  /** Every project, every language (the admin list). */
  projects: Project[] | undefined;
  onOpen: (counterpart: Project) => void;
  onCreate: (language: Language) => void;
  onLink: (other: Project) => Promise<void>;
}

/**
 * The project dialog's 'Other language': the version in the other language when there is one,
 * else 'Create the Arabic version' (pre-filled with the pair's key) or a link to an existing
 * project of that language that has no counterpart yet.
 */
export function TranslationPanel({ project, projects, onOpen, onCreate, onLink }: TranslationPanelProps) {
  const { t } = useLanguage();
  const other: Language = project.language === 'ar' ? 'en' : 'ar';
  const otherName = t(`admin.language.${other}`);
  const counterpart = projects?.find((p) => p.language === other && keyOf(p) === keyOf(project));
  // Candidates: the other language's projects not paired with a version in this language.
  const paired = new Set(projects?.filter((p) => p.language === project.language).map(keyOf));
  const candidates = projects?.filter((p) => p.language === other && !paired.has(keyOf(p))) ?? [];
  const [chosen, setChosen] = useState('');
  const [linking, setLinking] = useState(false);

  const link = async () => {
    const target = candidates.find((p) => p.id === chosen);
    if (!target) return;
    setLinking(true);
    try {
      await onLink(target);
    } finally {
      setLinking(false);
    }
  };

  return (
    <Panel aria-labelledby="translation-panel-title" data-testid="translation-panel">
      <h3 id="translation-panel-title">
        <Languages size={18} aria-hidden="true" />
        {t('admin.projects.translation.title')}
      </h3>
      {counterpart ? (
        <Row>
          <p dir={other === 'ar' ? 'rtl' : 'ltr'}>
            {t('admin.projects.translation.existing', { language: otherName, title: counterpart.title })}
          </p>
          <SmallButton type="button" $variant="outline" onClick={() => onOpen(counterpart)}>
            {t('admin.projects.translation.open', { language: otherName })}
          </SmallButton>
        </Row>
      ) : (
        <>
          <p>{t('admin.projects.translation.none', { language: otherName })}</p>
          <Row>
            <SmallButton type="button" $variant="accent" onClick={() => onCreate(other)}>
              <Plus size={16} aria-hidden="true" />
              {t(
                other === 'ar'
                  ? 'admin.projects.translation.createAr'
                  : 'admin.projects.translation.createEn',
              )}
            </SmallButton>
          </Row>
          {candidates.length > 0 && (
            <Row>
              <PlainSelect
                label={t('admin.projects.translation.link', { language: otherName })}
                value={chosen}
                onChange={setChosen}
                options={[
                  { value: '', label: t('admin.projects.translation.linkChoose') },
                  ...candidates.map((p) => ({ value: p.id, label: `${p.title} (${p.slug})` })),
                ]}
              />
              <SmallButton
                type="button"
                $variant="outline"
                disabled={!chosen || linking}
                onClick={() => void link()}
              >
                <Link2 size={16} aria-hidden="true" />
                {t('admin.projects.translation.linkButton')}
              </SmallButton>
            </Row>
          )}
        </>
      )}
    </Panel>
  );
}
