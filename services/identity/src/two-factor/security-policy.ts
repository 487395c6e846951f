import { POLICY_ID, SecurityPolicyModel } from '../models/security-policy.ts';

/** Whether every account must sign in with a second factor (off until a superadmin sets it). */
export async function requiresTwoFactor(): Promise<boolean> {
  return (await SecurityPolicyModel.findById(POLICY_ID).lean())?.requireTwoFactor ?? false;
}

export async function setRequireTwoFactor(requireTwoFactor: boolean): Promise<void> {
  await SecurityPolicyModel.updateOne(
    { _id: POLICY_ID },
    { $set: { requireTwoFactor, updatedAt: new Date() } },
    { upsert: true },
  );
}
