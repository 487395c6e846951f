import type { Language, MediaFile } from '@rawi/proto';
import { useFormikContext } from 'formik';
import { Images } from 'lucide-react';
import { useState } from 'react';
import { useLanguage } from '../../../app/language/LanguageContext';
import { SmallButton } from '../../../components/admin/ui/buttons';
import { Wide } from '../../../components/admin/ui/form/controls';
import { FormikCheckbox, FormikInput } from '../../../components/admin/ui/form/FormikFields';
import { directionOfContent } from '../../../components/admin/ui/LanguageTabs';
import { MediaPickerDialog } from './MediaPickerDialog';

/** The fields of a form that shows one image with its alt text (a team member, a project). */
interface ImageForm {
  imageAlt: string;
  imageDecorative: boolean;
}

interface LibraryImageFieldProps {
  /** The form's field holding the image's address. */
  name: 'image' | 'imageUrl';
  label: string;
  hint?: string;
  /** The language of the page being edited: the alt text is written, and picked, in it. */
  contentLanguage: Language;
}

/**
 * An editor's image (a team photo, a project's picture): its address, typed or chosen from the
 * media library, and beside it its alt text in the language being edited and its decorative
 * mark. Choosing a library image brings the library's alt text in that language and its mark,
 * which the editor may change for this page. Spans the form's columns.
 */
export function LibraryImageField({ name, label, hint, contentLanguage }: LibraryImageFieldProps) {
  const { t } = useLanguage();
  const { values, setFieldValue } = useFormikContext<ImageForm & Record<typeof name, string>>();
  const [picking, setPicking] = useState(false);
  const pick = (file: MediaFile) => {
    void setFieldValue(name, file.url);
    void setFieldValue('imageAlt', file.alt?.[contentLanguage] ?? '');
    void setFieldValue('imageDecorative', file.decorative === true);
    setPicking(false);
  };
  const shown = values[name].trim() !== '';
  return (
    <>
      <Wide>
        <FormikInput
          name={name}
          label={label}
          {...(hint ? { hint } : {})}
          dir="ltr"
          action={
            <SmallButton type="button" $variant="outline" onClick={() => setPicking(true)}>
              <Images size={16} aria-hidden="true" />
              {t('admin.image.choose')}
            </SmallButton>
          }
        />
      </Wide>
      <Wide>
        <FormikInput
          name="imageAlt"
          label={t(`admin.media.alt.${contentLanguage}`)}
          hint={t('admin.image.alt.hint')}
          dir={directionOfContent(contentLanguage)}
          required={shown && !values.imageDecorative}
        />
      </Wide>
      <Wide>
        <FormikCheckbox
          name="imageDecorative"
          label={t('admin.image.decorative')}
          hint={t('admin.image.decorative.hint')}
        />
      </Wide>
      <MediaPickerDialog
        open={picking}
        language={contentLanguage}
        onPick={pick}
        onClose={() => setPicking(false)}
      />
    </>
  );
}
