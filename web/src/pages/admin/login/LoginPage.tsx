import { schemasFor, validateOptions } from '@rawi/proto';
import { Form, Formik } from 'formik';
import { LogIn } from 'lucide-react';
import type { LoginReply, TwoFactorChallenge } from '@rawi/proto';
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useLanguage } from '../../../app/language/LanguageContext';
import { PATHS } from '../../../app/paths';
import { useAuth, type LoginFailure } from '../../../auth/AuthContext';
import { LoginHead as Head } from './LoginHead';
import { SecondStep } from './SecondStep';
import { Button } from '../../../components/Button';
import { FormikInput } from '../../../components/admin/ui/form/FormikFields';
import { MirroredIcon } from '../../../components/admin/ui/MirroredIcon';
import { useNotify } from '../../../components/admin/notifications/useNotify';
import { LanguageToggle } from '../../../components/LanguageToggle';
import { Logo } from '../../../components/Logo';
import type { TranslationKey } from '../../../i18n';

const Page = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(6)};
  min-height: 100vh;
  padding: ${({ theme }) => theme.space(4)};
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.dark},
    ${({ theme }) => theme.colors.primary}
  );
`;

const Panel = styled.div`
  width: 100%;
  max-width: 420px;
  padding: ${({ theme }) => theme.space(8)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const Fields = styled(Form)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const Toolbar = styled.div`
  --focus-ring: ${({ theme }) => theme.colors.focusRingOnDark};
  color: ${({ theme }) => theme.colors.onDark};
`;

const FAILURE_TOASTS: Record<LoginFailure, [TranslationKey, TranslationKey]> = {
  rejected: ['admin.login.failed.title', 'admin.login.failed.text'],
  throttled: ['admin.login.failed.title', 'admin.login.throttled.text'],
  error: ['admin.login.error.title', 'admin.login.error.text'],
};

/** /admin/login: username and password, both required; a signed-in user goes to /admin. */
/** The sign-in screen's page: the language switch above, the panel holding either step. */
function LoginFrame({ children }: { children: ReactNode }) {
  return (
    <Page>
      <Toolbar>
        <LanguageToggle onDark />
      </Toolbar>
      <Panel>{children}</Panel>
    </Page>
  );
}

export function LoginPage() {
  const { t, language } = useLanguage();
  const { user, login, acceptSession } = useAuth();
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;

  useEffect(() => {
    document.title = `${t('admin.login.title')} · ${t('admin.documentTitle')}`;
  }, [t]);

  const signedIn = () => {
    notify.success('admin.login.success.title', 'admin.login.success.text');
    navigate(from && from.startsWith(PATHS.admin) ? from : PATHS.admin, { replace: true });
  };

  if (user) return <Navigate to={PATHS.admin} replace />;

  if (challenge) {
    return (
      <LoginFrame>
        <SecondStep
          challenge={challenge}
          onBack={() => setChallenge(null)}
          onSignedIn={(reply: LoginReply) => {
            acceptSession(reply);
            signedIn();
          }}
        />
      </LoginFrame>
    );
  }

  return (
    <LoginFrame>
      <Head>
        <Logo />
        <h1>{t('admin.login.title')}</h1>
        <p>{t('admin.login.subtitle')}</p>
      </Head>
      <Formik
        validateOnBlur={false}
        initialValues={{ username: '', password: '' }}
        validationSchema={schemasFor(language).login}
        onSubmit={async (values) => {
          const { username, password } = schemasFor(language).login.validateSync(values, validateOptions);
          const result = await login(username, password);
          if (result.ok === 'second-step') {
            setChallenge(result.challenge);
            return;
          }
          if (!result.ok) {
            const [title, text] = FAILURE_TOASTS[result.reason];
            notify.failure(title, text);
            return;
          }
          signedIn();
        }}
      >
        {({ isSubmitting }) => (
          <Fields noValidate>
            <FormikInput
              name="username"
              label={t('admin.login.username')}
              autoComplete="username"
              dir="ltr"
              required
            />
            <FormikInput
              name="password"
              label={t('admin.login.password')}
              type="password"
              autoComplete="current-password"
              dir="ltr"
              required
            />
            <Button type="submit" $variant="primary" disabled={isSubmitting}>
              <MirroredIcon icon={LogIn} size={18} />
              {isSubmitting ? t('admin.login.signingIn') : t('admin.login.submit')}
            </Button>
          </Fields>
        )}
      </Formik>
    </LoginFrame>
  );
}
