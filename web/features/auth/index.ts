// The auth feature's public module: what other features and the app may use of it. The other
// files of this folder are its own (eslint.config.js enforces it; docs/ARCHITECTURE.md).
export { AuthContext, useAuth } from './auth-context';
export type { AuthState } from './auth-context';
export { useAuthDialog } from './auth-dialog-context';
export { resetPasswordErrorMessage } from './auth-errors';
export { signInSchema } from './auth-schemas';
export { AuthDialogProvider } from './AuthDialogProvider';
export { AuthProvider } from './AuthProvider';
export { AUTH_COPY } from './copy';
export { EmailInput, PasswordChecklist, PasswordInput, PasswordStrengthMeter, SubmitButton } from './fields';
export { NOT_ADMIN_REDIRECT, PageSkeleton, RequireAdmin, RequireAuth } from './guards';
export { SignInRequired } from './SignInRequired';
export { resetPassword } from './reset-password';
export { useAuthUrlParams } from './use-auth-url-params';
export { sessionQuery } from './use-session';
