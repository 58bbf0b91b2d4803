export { LoginPage as Component } from '../../features/auth/components/login-page.tsx';
