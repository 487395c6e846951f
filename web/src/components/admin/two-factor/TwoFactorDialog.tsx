import type { TwoFactorSetup } from '@rawi/proto';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { statusOf } from '../../../api/admin/errors';
import { useTwoFactorActions, useTwoFactorStatus } from '../../../api/admin/twoFactor';
import { useLanguage } from '../../../app/language/LanguageContext';
import { Badge } from '../../Badge';
import { Button } from '../../Button';
import { PageLoader } from '../../Spinner';
import { Dialog, DialogFooter } from '../ui/Dialog';
import { failureReason } from '../notifications/failureReason';
import { LoadError } from '../ui/LoadError';
import { useNotify } from '../notifications/useNotify';
import { CodeForm } from './CodeForm';
import { QrSetup } from './QrSetup';
import { RecoveryCodes } from './RecoveryCodes';

const Status = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  p {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

type Step =
  | { kind: 'status' }
  | { kind: 'setup'; setup: TwoFactorSetup }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'disable' };

/** The signed-in user's own two-factor sign-in: its state, enrolment with a QR code, switching off. */
export function TwoFactorDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLanguage();
  const notify = useNotify();
  const { data: status, error, mutate } = useTwoFactorStatus(open);
  const actions = useTwoFactorActions();
  const [step, setStep] = useState<Step>({ kind: 'status' });

  // A closed dialog starts again from the status.
  if (!open && step.kind !== 'status') setStep({ kind: 'status' });

  const codeRejected = (failure: unknown): never => {
    const status = statusOf(failure);
    notify.failure(
      'admin.twoFactor.failed',
      status === 400 || status === 401 ? 'admin.twoFactor.failed.text' : failureReason(failure),
    );
    throw failure;
  };

  const startSetup = async () => {
    try {
      setStep({ kind: 'setup', setup: await actions.setup() });
    } catch (failure) {
      notify.failure('admin.twoFactor.failed', failureReason(failure));
    }
  };

  const close = (
    <Button type="button" $variant="outline" onClick={onClose}>
      {t('admin.common.close')}
    </Button>
  );

  /** A code form whose Cancel goes back to the status, and whose failures are told as toasts. */
  const codeStep = (submitLabel: string, submit: (code: string) => Promise<void>) => (
    <CodeForm
      submitLabel={submitLabel}
      secondary={
        <Button type="button" $variant="outline" onClick={() => setStep({ kind: 'status' })}>
          {t('admin.common.cancel')}
        </Button>
      }
      onSubmit={(code) => submit(code).catch(codeRejected)}
    />
  );

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('admin.twoFactor.title')}
      description={t('admin.twoFactor.description')}
    >
      {error && !status ? (
        <LoadError message={t('admin.twoFactor.loadFailed')} onRetry={() => void mutate()} />
      ) : !status ? (
        <PageLoader />
      ) : step.kind === 'setup' ? (
        <Status>
          <QrSetup setup={step.setup} />
          {codeStep(t('admin.twoFactor.confirm'), async (code) => {
            const { recoveryCodes } = await actions.enable(code);
            notify.success('admin.twoFactor.enabled');
            setStep({ kind: 'codes', codes: recoveryCodes });
          })}
        </Status>
      ) : step.kind === 'codes' ? (
        <RecoveryCodes codes={step.codes} onDone={onClose} />
      ) : step.kind === 'disable' ? (
        <Status>
          <p>{t('admin.twoFactor.disable.hint')}</p>
          {codeStep(t('admin.twoFactor.disable'), async (code) => {
            await actions.disable(code);
            notify.success('admin.twoFactor.disabled');
            setStep({ kind: 'status' });
          })}
        </Status>
      ) : (
        <>
          <Status>
            <div>
              <Badge $tone={status.enabled ? 'success' : 'neutral'}>
                <ShieldCheck size={14} aria-hidden="true" />
                {t(status.enabled ? 'admin.twoFactor.on' : 'admin.twoFactor.off')}
              </Badge>
            </div>
            {status.enabled && <p>{t('admin.twoFactor.codesLeft', { count: status.recoveryCodesLeft })}</p>}
            {status.required && <p>{t('admin.twoFactor.requiredNote')}</p>}
          </Status>
          <DialogFooter>
            {close}
            {status.enabled ? (
              !status.required && (
                <Button type="button" $variant="outline" onClick={() => setStep({ kind: 'disable' })}>
                  {t('admin.twoFactor.disable')}
                </Button>
              )
            ) : (
              <Button type="button" $variant="primary" onClick={() => void startSetup()}>
                {t('admin.twoFactor.enable')}
              </Button>
            )}
          </DialogFooter>
        </>
      )}
    </Dialog>
  );
}
