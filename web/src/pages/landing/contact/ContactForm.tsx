import { HONEYPOT_FIELD, schemasFor, pathOf, type ContactMessage } from '@rawi/proto';
import { Form, Formik, useFormikContext } from 'formik';
import { Send } from 'lucide-react';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { sendContactMessage } from '../../../api/contact';
import { useLanguage } from '../../../app/language/LanguageContext';
import { AfterFirstPaint } from '../../../components/AfterFirstPaint';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/form/TextField';
import { useToast } from '../../../components/toast/ToastContext';
import { FORM_OUTCOME_KEY, isFormOutcome } from './formState';
import { useFormToken } from './useFormToken';

const Card = styled(Form)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(5)};
  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space(8)};
  }
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const Heading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
`;

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** Off-screen and out of the tab order: people never fill it, form-filling scripts do. */
const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

/** The outcome of a form post made without JavaScript, shown where the form is. */
const Outcome = styled.div<{ $failed: boolean }>`
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme, $failed }) => ($failed ? theme.colors.danger : theme.colors.border)};
  background: ${({ theme }) => theme.colors.background};
  & > strong {
    display: block;
  }
`;

type ContactFields = Pick<ContactMessage, 'name' | 'email' | 'company' | 'phone' | 'message'>;
const EMPTY: Required<ContactFields> = { name: '', email: '', company: '', phone: '', message: '' };

/** Shown messages follow the language: re-validate what the visitor has already touched. */
function RevalidateOnLanguageChange() {
  const { language } = useLanguage();
  const { validateForm, submitCount, touched } = useFormikContext<ContactFields>();
  const hasShownErrors = submitCount > 0 || Object.keys(touched).length > 0;
  useEffect(() => {
    if (hasShownErrors) void validateForm();
  }, [language, hasShownErrors, validateForm]);
  return null;
}

export function ContactForm() {
  const { language, t } = useLanguage();
  const { toast } = useToast();
  // One key per message: a retry after a failed reply is recognised and stored once.
  const idempotencyKey = useRef(crypto.randomUUID());
  const honeypot = useRef<HTMLInputElement>(null);
  const formToken = useFormToken();
  // Without JavaScript the page itself posts, and shows where the post led back to.
  const { fallback } = useSWRConfig() as { fallback?: Record<string, unknown> };
  const outcome = fallback?.[FORM_OUTCOME_KEY];

  const submit = async (values: ContactFields, reset: () => void) => {
    try {
      const proof = await formToken.ready();
      await sendContactMessage(values, idempotencyKey.current, {
        ...proof,
        website: honeypot.current?.value ?? '',
      });
    } catch {
      // The reply's detail is not for visitors: they get the generic failure.
      toast({
        title: t('contact.failed.title'),
        description: t('contact.failed.text'),
        variant: 'destructive',
      });
      return;
    }
    toast({ title: t('contact.sent.title'), description: t('contact.sent.text') });
    idempotencyKey.current = crypto.randomUUID();
    formToken.spent();
    reset();
  };

  // Its fields reach the page at the first paint (components/AfterFirstPaint).
  return (
    <AfterFirstPaint>
      <Formik<ContactFields>
        initialValues={EMPTY}
        validationSchema={schemasFor(language).contactMessage}
        onSubmit={(values, helpers) => submit(values, () => helpers.resetForm())}
      >
        {({ isSubmitting }) => (
          <Card
            noValidate
            aria-labelledby="contact-form-title"
            method="post"
            action={pathOf('POST /api/contact')}
            onFocus={formToken.prepare}
          >
            <RevalidateOnLanguageChange />
            <Heading id="contact-form-title">{t('contact.form.title')}</Heading>
            {isFormOutcome(outcome) && (
              <Outcome role="status" $failed={outcome === 'failed'}>
                <strong>{t(`contact.${outcome}.title`)}</strong>
                {t(`contact.${outcome}.text`)}
              </Outcome>
            )}
            <input type="hidden" name="lang" value={language} />
            <Honeypot aria-hidden="true">
              <label>
                {t('contact.form.website')}
                <input
                  ref={honeypot}
                  type="text"
                  name={HONEYPOT_FIELD}
                  tabIndex={-1}
                  autoComplete="off"
                  defaultValue=""
                />
              </label>
            </Honeypot>
            <Row>
              <TextField name="name" label={t('contact.form.name')} autoComplete="name" />
              <TextField name="email" type="email" label={t('contact.form.email')} autoComplete="email" ltr />
            </Row>
            <Row>
              <TextField
                name="company"
                label={t('contact.form.company')}
                optionalText={t('contact.form.optional')}
                autoComplete="organization"
              />
              <TextField
                name="phone"
                type="tel"
                label={t('contact.form.phone')}
                optionalText={t('contact.form.optional')}
                autoComplete="tel"
                ltr
              />
            </Row>
            <TextField name="message" label={t('contact.form.message')} multiline rows={5} />
            <Button type="submit" $size="lg" disabled={isSubmitting}>
              {isSubmitting ? t('contact.form.sending') : t('contact.form.submit')}
              {!isSubmitting && <Send size={18} aria-hidden="true" />}
            </Button>
          </Card>
        )}
      </Formik>
    </AfterFirstPaint>
  );
}
