import { useSecurityPolicy, useSecurityPolicyActions } from '../../../api/admin/twoFactor';
import { useLanguage } from '../../../app/language/LanguageContext';
import { Card, CardHeader } from '../../../components/admin/ui/Card';
import { failureReason } from '../../../components/admin/notifications/failureReason';
import { Switch } from '../../../components/admin/ui/Switch';
import { useNotify } from '../../../components/admin/notifications/useNotify';

/** A superadmin's switch: two-factor sign-in for every account. */
export function SecurityPolicyCard() {
  const { t } = useLanguage();
  const notify = useNotify();
  const { data } = useSecurityPolicy();
  const { setRequireTwoFactor } = useSecurityPolicyActions();
  if (!data) return null;
  return (
    <Card>
      <CardHeader title={t('admin.users.policy.title')} />
      <Switch
        label={t('admin.users.policy.requireTwoFactor')}
        description={t('admin.users.policy.requireTwoFactor.hint')}
        checked={data.requireTwoFactor}
        onChange={(next) =>
          void setRequireTwoFactor(next).then(
            () => notify.success('admin.users.policy.saved'),
            (failure: unknown) => notify.failure('admin.users.policy.failed', failureReason(failure)),
          )
        }
      />
    </Card>
  );
}
