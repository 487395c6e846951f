import { Form, Formik, type FormikConfig, type FormikProps, type FormikValues } from 'formik';
import type { ReactNode } from 'react';
import { Dialog } from './Dialog';
import { DialogActions } from './DialogActions';

type FormDialogProps<Values extends FormikValues> = Pick<
  FormikConfig<Values>,
  'initialValues' | 'validationSchema' | 'onSubmit' | 'enableReinitialize'
> & {
  open: boolean;
  title: string;
  onCancel: () => void;
  size?: 'sm' | 'md' | 'lg';
  /** The submit button's text while idle. */
  submitLabel: string;
  /** Secondary controls at the start of the footer (e.g. 'History'). */
  start?: ReactNode;
  /** The fields, or a function of the form's state drawing them. */
  children: ReactNode | ((form: FormikProps<Values>) => ReactNode);
};

/**
 * A dialog holding one Formik form: validated on change and submit (not on blur), the browser's
 * own checks off, and the shared footer (Cancel, then the submit button reading 'Saving...' while
 * the submit runs).
 */
export function FormDialog<Values extends FormikValues>({
  open,
  title,
  onCancel,
  size,
  submitLabel,
  start,
  children,
  ...config
}: FormDialogProps<Values>) {
  return (
    <Dialog open={open} title={title} onClose={onCancel} size={size}>
      <Formik validateOnBlur={false} {...config}>
        {(form) => (
          <Form noValidate>
            {typeof children === 'function' ? children(form) : children}
            <DialogActions
              onCancel={onCancel}
              submitLabel={submitLabel}
              submitting={form.isSubmitting}
              start={start}
            />
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
