export { ForgotPasswordPage as Component } from '../../features/account/components/forgot-password-page.tsx';
