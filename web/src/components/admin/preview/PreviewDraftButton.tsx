import type { ContentSection, Language } from '@rawi/proto';
import { Eye } from 'lucide-react';
import { useLanguage } from '../../../app/language/LanguageContext';
import { contentPreviewUrl, storeContentDraft } from '../../../preview/preview';
import { SmallButton } from '../ui/buttons';

interface PreviewDraftButtonProps {
  section: ContentSection;
  language: Language;
  /** The editor's current, possibly unsaved, data of the section. */
  draft: () => Record<string, unknown> | null;
  label?: string;
}

/** 'Preview': the public landing page in a new tab, showing this section as edited (not saved). */
export function PreviewDraftButton({ section, language, draft, label }: PreviewDraftButtonProps) {
  const { t } = useLanguage();
  return (
    <SmallButton
      type="button"
      $variant="outline"
      onClick={() => {
        const data = draft();
        if (data) storeContentDraft({ section, language, data });
        window.open(contentPreviewUrl(section, language), '_blank', 'noopener');
      }}
    >
      <Eye size={16} aria-hidden="true" />
      {label ?? t('admin.common.preview')}
    </SmallButton>
  );
}
