/** Query keys of the auth feature. */
export const authKeys = {
  all: ['auth'] as const,
  twoFactorSetup: () => [...authKeys.all, 'two-factor-setup'] as const,
  recoveryCodesLeft: () => [...authKeys.all, 'recovery-codes-left'] as const,
};
