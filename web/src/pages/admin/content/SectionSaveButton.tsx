import { Save } from 'lucide-react';
import { useLanguage } from '../../../app/language/LanguageContext';
import { SmallButton } from '../../../components/admin/ui/buttons';
import type { SectionDraft } from './useSectionDraft';

/** A section editor's primary save button: 'Saving…' while its save runs, disabled until the section is loaded. */
export function SectionSaveButton({
  editor,
  label,
}: {
  editor: Pick<SectionDraft<unknown, object>, 'ready' | 'saving' | 'save'>;
  label: string;
}) {
  const { t } = useLanguage();
  return (
    <SmallButton
      type="button"
      $variant="primary"
      disabled={!editor.ready || editor.saving}
      onClick={editor.save}
    >
      <Save size={16} aria-hidden="true" />
      {editor.saving ? t('admin.common.saving') : label}
    </SmallButton>
  );
}
