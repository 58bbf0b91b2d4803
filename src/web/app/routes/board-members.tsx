export { ManageMembersPage as Component } from '../../features/boards/components/manage-members-page.tsx';
