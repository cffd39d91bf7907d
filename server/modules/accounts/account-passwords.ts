/**
 * Messages of the signed-in password change. The rule for the new password itself is the registration's
 * (auth-accounts assertNewPassword: the app's validator and the contract's 64-character cap), so every way of
 * setting a password accepts the same passwords.
 */
export const PASSWORD_MESSAGES = {
  wrongCurrent: 'The current password is not correct.',
  sameAsCurrent: 'The new password must be different from the current one.',
  noPassword:
    'This account signs in with Facebook or Apple and has no password yet. Use "Forgot password" on the login page to set one.',
} as const;
