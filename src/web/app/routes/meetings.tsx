export { MeetingsPage as Component } from '../../features/meetings/components/meetings-page.tsx';
