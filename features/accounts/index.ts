export { ForgotPasswordScreen } from './components/forgot-password-screen';
export { PasswordRulesChecklist } from './components/password-rules-checklist';
export { ResendVerificationButton } from './components/resend-verification-button';
export { ResetPasswordScreen } from './components/reset-password-screen';
export { SignUpScreen } from './components/sign-up/sign-up-screen';
export { VerifyEmailScreen } from './components/verify-email-screen';
export { accountsMessages } from './messages';
