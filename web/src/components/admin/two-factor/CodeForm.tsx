import { schemasFor, validateOptions } from '@rawi/proto';
import { Form, Formik } from 'formik';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useLanguage } from '../../../app/language/LanguageContext';
import { Button } from '../../Button';
import { FormikInput } from '../ui/form/FormikFields';

const Fields = styled(Form)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

interface CodeFormProps {
  submitLabel: string;
  /** Resolves when done; a rejection keeps the form for another try. */
  onSubmit: (code: string) => Promise<void>;
  /** Controls before the submit button (e.g. Back, Cancel). */
  secondary?: ReactNode;
}

/** One field for a 6-digit code or a recovery code, checked by the shared rule before it is sent. */
export function CodeForm({ submitLabel, onSubmit, secondary }: CodeFormProps) {
  const { t, language } = useLanguage();
  const schema = schemasFor(language).twoFactorConfirm;
  return (
    <Formik
      validateOnBlur={false}
      initialValues={{ code: '' }}
      validationSchema={schema}
      onSubmit={async (values, helpers) => {
        try {
          await onSubmit(schema.validateSync(values, validateOptions).code);
        } catch {
          helpers.setFieldValue('code', '', false);
        }
      }}
    >
      {({ isSubmitting }) => (
        <Fields noValidate>
          <FormikInput
            name="code"
            label={t('admin.twoFactor.code')}
            hint={t('admin.twoFactor.code.hint')}
            autoComplete="one-time-code"
            dir="ltr"
            required
          />
          <Buttons>
            {secondary}
            <Button type="submit" $variant="primary" disabled={isSubmitting}>
              {isSubmitting ? t('admin.twoFactor.verifying') : submitLabel}
            </Button>
          </Buttons>
        </Fields>
      )}
    </Formik>
  );
}
