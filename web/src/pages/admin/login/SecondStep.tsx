import type { LoginReply, TwoFactorChallenge, TwoFactorSetup } from '@rawi/proto';
import { useEffect, useEffectEvent, useState } from 'react';
import styled from 'styled-components';
import { statusOf } from '../../../api/admin/errors';
import { confirmSignInEnrolment, startSignInEnrolment, verifySignInCode } from '../../../api/admin/twoFactor';
import { useLanguage } from '../../../app/language/LanguageContext';
import { Button } from '../../../components/Button';
import { failureReason } from '../../../components/admin/notifications/failureReason';
import { CodeForm } from '../../../components/admin/two-factor/CodeForm';
import { QrSetup } from '../../../components/admin/two-factor/QrSetup';
import { RecoveryCodes } from '../../../components/admin/two-factor/RecoveryCodes';
import { useNotify } from '../../../components/admin/notifications/useNotify';
import { Logo } from '../../../components/Logo';
import { PageLoader } from '../../../components/Spinner';
import { LoginHead as Head } from './LoginHead';

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
`;

interface SecondStepProps {
  challenge: TwoFactorChallenge;
  onBack: () => void;
  onSignedIn: (reply: LoginReply) => void;
}

/**
 * After the password: the 6-digit code (or a recovery code), or, when 2FA is required and the
 * account has none, enrolment with the QR code and then the recovery codes, shown once.
 */
export function SecondStep({ challenge, onBack, onSignedIn }: SecondStepProps) {
  const { t } = useLanguage();
  const notify = useNotify();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [enrolled, setEnrolled] = useState<{ reply: LoginReply; codes: string[] } | null>(null);
  const isSetup = challenge.twoFactor === 'setup';

  const rejected = (failure: unknown) => {
    const status = statusOf(failure);
    if (status === 401 && isSetup) {
      notify.failure('admin.login.twoFactor.expired');
      onBack();
    } else if (status === 400 || status === 401) {
      notify.failure('admin.twoFactor.failed', 'admin.twoFactor.failed.text');
    } else {
      notify.failure('admin.twoFactor.failed', failureReason(failure));
    }
    throw failure;
  };

  // Enrolment starts once per challenge (each start makes a new secret).
  const expired = useEffectEvent(() => {
    notify.failure('admin.login.twoFactor.expired');
    onBack();
  });
  useEffect(() => {
    if (!isSetup) return;
    startSignInEnrolment(challenge.challenge).then(setSetup, () => expired());
  }, [challenge.challenge, isSetup]);

  const back = (
    <Button type="button" $variant="outline" onClick={onBack}>
      {t('admin.login.twoFactor.back')}
    </Button>
  );

  if (enrolled) {
    return <RecoveryCodes codes={enrolled.codes} onDone={() => onSignedIn(enrolled.reply)} />;
  }

  return (
    <Column>
      <Head>
        <Logo />
        <h1>{t(isSetup ? 'admin.login.twoFactor.setupTitle' : 'admin.login.twoFactor.title')}</h1>
        <p>{t(isSetup ? 'admin.login.twoFactor.setupText' : 'admin.login.twoFactor.text')}</p>
      </Head>
      {isSetup && !setup ? (
        <PageLoader />
      ) : (
        <>
          {setup && <QrSetup setup={setup} />}
          <CodeForm
            submitLabel={t(isSetup ? 'admin.twoFactor.confirm' : 'admin.twoFactor.verify')}
            secondary={back}
            onSubmit={async (code) => {
              try {
                if (isSetup) {
                  const { recoveryCodes, ...reply } = await confirmSignInEnrolment(challenge.challenge, code);
                  setEnrolled({ reply, codes: recoveryCodes });
                } else {
                  onSignedIn(await verifySignInCode(challenge.challenge, code));
                }
              } catch (failure) {
                rejected(failure);
              }
            }}
          />
        </>
      )}
    </Column>
  );
}
