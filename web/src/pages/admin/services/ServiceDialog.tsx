import { validationMessages } from '@rawi/proto';
import { useState } from 'react';
import { useLanguage } from '../../../app/language/LanguageContext';
import { Stack } from '../../../components/admin/ui/Card';
import { Dialog } from '../../../components/admin/ui/Dialog';
import { DialogActions } from '../../../components/admin/ui/DialogActions';
import { PlainTextField } from '../../../components/admin/ui/form/PlainFields';
import { EMPTY_SERVICE_DRAFT, type ServiceDraft } from './servicesForm';

interface ServiceDialogProps {
  open: boolean;
  /** The service being edited, or null to add one. */
  initial: ServiceDraft | null;
  onCancel: () => void;
  onSave: (draft: ServiceDraft) => void;
}

/** The service's fields, in order: a multi-line one with its rows, some with a hint under them. */
const SERVICE_FIELDS = [
  { key: 'title', rows: undefined, hint: undefined },
  { key: 'description', rows: 3, hint: undefined },
  { key: 'features', rows: 4, hint: 'admin.services.field.features.hint' },
  { key: 'icon', rows: undefined, hint: 'admin.services.field.icon.hint' },
] as const;

/** 'Add New Service' / 'Edit Service': the change stays local until 'Save Changes'. */
export function ServiceDialog({ open, initial, onCancel, onSave }: ServiceDialogProps) {
  const { t, language } = useLanguage();
  const [draft, setDraft] = useState<ServiceDraft>(EMPTY_SERVICE_DRAFT);
  const [titleError, setTitleError] = useState<string | undefined>();

  // Opening (or opening on another service) starts from that service, without an old error.
  const [shown, setShown] = useState({ open: false, initial: null as ServiceDraft | null });
  if (shown.open !== open || shown.initial !== initial) {
    setShown({ open, initial });
    if (open) {
      setDraft(initial ?? EMPTY_SERVICE_DRAFT);
      setTitleError(undefined);
    }
  }

  const set = (key: keyof ServiceDraft) => (value: string) =>
    setDraft((current) => ({ ...current, [key]: value }));

  return (
    <Dialog
      open={open}
      title={t(initial ? 'admin.services.dialog.edit' : 'admin.services.dialog.add')}
      onClose={onCancel}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (draft.title.trim() === '') {
            setTitleError(validationMessages[language].titleRequired);
            return;
          }
          onSave(draft);
        }}
      >
        <Stack>
          {/* Services are edited in English only, whatever the admin's language. */}
          {SERVICE_FIELDS.map(({ key, rows, hint }) => (
            <PlainTextField
              key={key}
              label={t(`admin.services.field.${key}`)}
              value={draft[key]}
              onChange={set(key)}
              rows={rows}
              hint={hint && t(hint)}
              error={key === 'title' ? titleError : undefined}
              dir="ltr"
            />
          ))}
        </Stack>
        <DialogActions onCancel={onCancel} submitLabel={t('admin.services.dialog.save')} />
      </form>
    </Dialog>
  );
}
