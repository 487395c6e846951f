import { apiSchemas } from '@rawi/proto';
import { Download, Search, Trash } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useSubmissionActions, type RequesterData } from '../../../api/admin/submissions';
import { useLanguage } from '../../../app/language/LanguageContext';
import { DangerButton, SmallButton } from '../../../components/admin/ui/buttons';
import { Card, CardHeader } from '../../../components/admin/ui/Card';
import { useConfirm } from '../../../components/admin/notifications/confirm';
import { PlainTextField } from '../../../components/admin/ui/form/PlainFields';
import { formatDateTime } from '../../../components/admin/ui/format';
import { useNotify } from '../../../components/admin/notifications/useNotify';
import { downloadJson, today } from '../../../lib/download';

const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  & > :first-child {
    flex: 1 1 260px;
  }
`;

const Result = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
  & > p {
    flex: 1 1 260px;
  }
`;

/** What is held for the address, one line per submission. */
const Held = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
  & > li {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(3)};
    padding-top: ${({ theme }) => theme.space(3)};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  & time,
  & span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & p {
    flex-basis: 100%;
    white-space: pre-wrap;
  }
`;

const isEmail = (value: string) => apiSchemas.requesterParams.isValidSync({ email: value });

/**
 * A sender's access and erasure requests: everything held for one address, exported as JSON or
 * erased after a confirmation that names the count.
 */
export function RequesterPanel() {
  const { t, language } = useLanguage();
  const notify = useNotify();
  const confirm = useConfirm();
  const actions = useSubmissionActions();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [found, setFound] = useState<RequesterData | null>(null);
  const [busy, setBusy] = useState(false);

  const find = async (event: FormEvent) => {
    event.preventDefault();
    if (!isEmail(email)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setBusy(true);
    try {
      setFound(await actions.findByEmail(email));
    } catch {
      setFound(null);
      notify.failure('admin.contact.requester.findFailed');
    } finally {
      setBusy(false);
    }
  };

  const exportJson = (data: RequesterData) => downloadJson(`contact-data-${today()}.json`, data);

  const erase = async (data: RequesterData) => {
    const count = data.submissions.length;
    const agreed = await confirm({
      title: t('admin.contact.requester.confirmEraseTitle'),
      message: t('admin.contact.requester.confirmErase', { count, email: data.email }),
      confirmLabel: t('admin.contact.requester.erase'),
    });
    if (!agreed) return;
    setBusy(true);
    try {
      const { erased } = await actions.eraseByEmail(data.email);
      notify.success({ key: 'admin.contact.requester.erased', values: { count: erased } });
      setFound({ ...data, submissions: [], notifications: [] });
    } catch {
      notify.failure('admin.contact.requester.eraseFailed.title', 'admin.contact.requester.eraseFailed.text');
    } finally {
      setBusy(false);
    }
  };

  const held = found && found.submissions.length + found.notifications.length > 0;

  return (
    <Card>
      <CardHeader
        title={t('admin.contact.requester.title')}
        description={t('admin.contact.requester.description')}
      />
      <Row onSubmit={(event) => void find(event)} noValidate>
        <PlainTextField
          label={t('admin.contact.requester.email')}
          value={email}
          dir="ltr"
          error={invalid ? t('admin.contact.requester.invalidEmail') : undefined}
          onChange={(value) => {
            setEmail(value);
            setFound(null);
          }}
        />
        <SmallButton type="submit" $variant="outline" disabled={busy}>
          <Search size={16} aria-hidden="true" />
          {t('admin.contact.requester.find')}
        </SmallButton>
      </Row>
      {found && (
        <Result data-testid="requester-result">
          <p role="status">
            {held
              ? t('admin.contact.requester.found', {
                  count: found.submissions.length,
                  mails: found.notifications.length,
                  email: found.email,
                })
              : t('admin.contact.requester.none')}
          </p>
          {held && (
            <>
              <SmallButton type="button" $variant="outline" onClick={() => exportJson(found)}>
                <Download size={16} aria-hidden="true" />
                {t('admin.contact.requester.export')}
              </SmallButton>
              <DangerButton type="button" disabled={busy} onClick={() => void erase(found)}>
                <Trash size={16} aria-hidden="true" />
                {t('admin.contact.requester.erase')}
              </DangerButton>
            </>
          )}
        </Result>
      )}
      {found && found.submissions.length > 0 && (
        <Held aria-label={t('admin.contact.requester.title')}>
          {found.submissions.map((submission) => (
            <li key={submission.id}>
              <time dateTime={submission.createdAt}>{formatDateTime(submission.createdAt, language)}</time>
              <strong dir="auto">{submission.name}</strong>
              <span>{t(`admin.contact.status.${submission.status}`)}</span>
              <p dir="auto">{submission.message}</p>
            </li>
          ))}
        </Held>
      )}
    </Card>
  );
}
