import { schemasFor, type ContentItem, type ContentSection, type Language } from '@rawi/proto';
import { useCallback, useState } from 'react';
import { isStaleEdit } from '../../../api/admin/errors';
import { useSaveContent } from '../../../api/admin/content';
import { useLanguage } from '../../../app/language/LanguageContext';
import { useRestoreGuard } from '../../../components/admin/history/HistoryButton';
import { useNotify, type NotifyText } from '../../../components/admin/notifications/useNotify';
import type { TranslationKey } from '../../../i18n';
import { firstProblem } from '../../../lib/validation';

/** What an editor's toasts say after 'Save'. */
export interface SaveNotices {
  /** The failure toast's title, for a broken rule found before sending and for a failed save. */
  failed: TranslationKey;
  /**
   * The failed save's description: a key (an edit that lost to someone else's newer save says
   * so instead), or the editor's own reading of the failure.
   */
  failedText: TranslationKey | ((failure: unknown) => NotifyText | undefined);
  saved: [NotifyText, NotifyText?];
}

export interface SectionDraftSetup<Draft, D extends object> {
  section: ContentSection;
  language: Language;
  /** The saved version: null when none is saved yet, undefined while it loads or when it failed. */
  saved: ContentItem<D> | null | undefined;
  /** The draft a saved version (or none) starts from; kept stable (a module-level function). */
  draftFrom: (saved: ContentItem<D> | null, language: Language, section: ContentSection) => Draft;
  /** The section's data a draft is checked and saved as. */
  dataFrom: (draft: Draft) => D;
  /** After a save, keep the draft as typed rather than reloading it from what the server stored. */
  keepDraftOnSave?: boolean;
  notices: SaveNotices;
}

export interface SectionDraft<Draft, D extends object> {
  /** The draft being edited, possibly still the previous section's while the next one loads. */
  draft: Draft | null;
  /** The draft is the one for this section and language. */
  ready: boolean;
  dirty: boolean;
  saving: boolean;
  /** Changes the draft (nothing happens before one exists); the edit is unsaved. */
  edit: (change: (draft: Draft) => Draft) => void;
  /** Replaces the draft outright ('Reset', 'New Content'); the replacement is unsaved. */
  replace: (draft: Draft) => void;
  /** Takes the draft to another language, unsaved there, without loading what that language holds. */
  carryTo: (language: Language, draft: Draft) => void;
  /** A version restored from history becomes the saved draft. */
  restored: (saved: ContentItem<D>) => void;
  /** Asks before a restore would replace unsaved edits. */
  restoreGuard: () => Promise<boolean>;
  /** Checks the draft with the server's rules, then saves it over the revision it started from. */
  save: () => Promise<void>;
}

const keyOf = (section: ContentSection, language: Language) => `${language}/${section}`;

/**
 * One section's draft in one language: loaded once per section and language (a refetch does not
 * overwrite edits in progress, a failed read never shows defaults to save over), marked unsaved
 * on each edit, and saved whole with the revision it started from, so a save over someone else's
 * newer one is refused (409) and said so.
 */
export function useSectionDraft<Draft, D extends object>({
  section,
  language,
  saved,
  draftFrom,
  dataFrom,
  keepDraftOnSave = false,
  notices,
}: SectionDraftSetup<Draft, D>): SectionDraft<Draft, D> {
  const { language: uiLanguage } = useLanguage();
  const notify = useNotify();
  const saveContent = useSaveContent();
  const [draft, setDraft] = useState<Draft | null>(null);
  // The section and language the draft was loaded for.
  const [loadedFor, setLoadedFor] = useState<string | null>(null);
  // The revision the draft started from: a save over someone else's newer one answers 409.
  const [revision, setRevision] = useState<number | undefined>(undefined);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const restoreGuard = useRestoreGuard(dirty);
  const key = keyOf(section, language);

  if (loadedFor !== key && saved !== undefined) {
    setDraft(draftFrom(saved, language, section));
    setRevision(saved?.revision);
    setLoadedFor(key);
    setDirty(false);
  }

  const edit = useCallback((change: (draft: Draft) => Draft) => {
    setDraft((current) => (current === null ? current : change(current)));
    setDirty(true);
  }, []);

  const replace = useCallback((next: Draft) => {
    setDraft(next);
    setDirty(true);
  }, []);

  const carryTo = useCallback(
    (target: Language, next: Draft) => {
      setDraft(next);
      setLoadedFor(keyOf(section, target));
      setDirty(true);
    },
    [section],
  );

  const restored = useCallback(
    (item: ContentItem<D>) => {
      setDraft(draftFrom(item, language, section));
      setRevision(item.revision);
      setDirty(false);
    },
    [draftFrom, language, section],
  );

  const save = async () => {
    // While the next section or language loads, the draft on screen is still the previous one's.
    if (draft === null || loadedFor !== key) return;
    const data = dataFrom(draft);
    // The section's own rules, as the server applies them, in the panel's language.
    const problem = firstProblem(schemasFor(uiLanguage).contentData[section], data);
    if (problem) {
      notify.failure(notices.failed, { text: problem });
      return;
    }
    setSaving(true);
    try {
      const stored = await saveContent(section, language, data, revision);
      if (!keepDraftOnSave) setDraft(draftFrom(stored, language, section));
      setRevision(stored.revision);
      setDirty(false);
      notify.success(...notices.saved);
    } catch (failure) {
      const { failedText } = notices;
      notify.failure(
        notices.failed,
        typeof failedText === 'function'
          ? failedText(failure)
          : isStaleEdit(failure)
            ? 'admin.error.staleEdit'
            : failedText,
      );
    } finally {
      setSaving(false);
    }
  };

  return {
    draft,
    ready: draft !== null && loadedFor === key,
    dirty,
    saving,
    edit,
    replace,
    carryTo,
    restored,
    restoreGuard,
    save,
  };
}
