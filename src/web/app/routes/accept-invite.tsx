export { AcceptInvitePage as Component } from '../../features/organizations/components/accept-invite-page.tsx';
